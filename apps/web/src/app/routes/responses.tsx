import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ResponsesView } from '@/features/applications/components/responses-view';

/** /responses (spec §2: session and integration): the applications the assistant sent, with filter and statistics. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('applications.title')} description={t('applications.intro')} />
      <ResponsesView />
    </>
  );
}
