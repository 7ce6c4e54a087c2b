import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/page-placeholder';

/** /settings/:positionId? (spec §2: optional positionId; session and integration). A later issue builds it. */
export function Component() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.settings.title')} description={t('pages.settings.description')} />;
}
