import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/load-state';
import { PageHeader } from '@/components/page-header';
import { useAdminMe } from '@/features/admin/api/get-admin-me';
import { AdminConsole } from '@/features/admin/components/admin-console';

/**
 * /admin (the support console, for admins only): the session guard lets signed-in people in; only admins
 * (granted by `npm run admin -- grant <email>`) see the console, anyone else an «access denied» notice. The API
 * refuses every console call of a non-admin with 403 anyway.
 */
export function Component() {
  const { t } = useTranslation();
  const me = useAdminMe();
  let body;
  if (me.isPending) body = <LoadState state="loading" />;
  else if (me.isError) body = <LoadState state="error" title={t('admin.loadFailed')} onRetry={() => void me.refetch()} />;
  else if (!me.data.is_admin) body = <LoadState state="error" color="warning" title={t('admin.denied')} />;
  else body = <AdminConsole />;
  return (
    <>
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      {body}
    </>
  );
}
