import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ResponsesView } from '@/features/applications/components/responses-view';
import { CompanionAudit } from '@/features/companion/components/companion-audit';
import { CompanionBanner } from '@/features/companion/components/companion-banner';

/**
 * /responses (session and integration): the applications the assistant sent, with filter and statistics; for a
 * seeker on the browser companion, what it asks of them above, and its audit log below.
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('applications.title')} description={t('applications.intro')} />
      <CompanionBanner />
      <ResponsesView />
      <CompanionAudit />
    </>
  );
}
