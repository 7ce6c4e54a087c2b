import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/page-placeholder';

/** /vacancy (spec §2: session and integration). A later issue builds its content. */
export function Component() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.vacancy.title')} description={t('pages.vacancy.description')} />;
}
