import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/page-placeholder';

/** /profile (spec §2: session and integration). A later issue builds its content. */
export function Component() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.profile.title')} description={t('pages.profile.description')} />;
}
