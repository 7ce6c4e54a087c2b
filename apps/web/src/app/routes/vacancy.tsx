import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/load-state';
import { PageHeader } from '@/components/page-header';
import { useSubscriptionState } from '@/features/subscription/hooks/use-subscription-state';
import { VacancyBrowser, VacancyTrialNotice } from '@/features/vacancies/components/vacancy-browser';

/**
 * /vacancy (session and integration; the Vacancies entry, paid seekers only). A trial seeker who opens it
 * directly is told why it is closed and led to /subscription (the entry is hidden during the trial); the API
 * refuses them too (403 'Access denied').
 */
export function Component() {
  const { t } = useTranslation();
  const subscription = useSubscriptionState();
  let body: React.ReactNode;
  if (!subscription.checked) body = <LoadState state="loading" />;
  else if (subscription.onTrial) body = <VacancyTrialNotice />;
  else body = <VacancyBrowser />;
  return (
    <>
      <PageHeader title={t('pages.vacancy.title')} description={t('pages.vacancy.description')} />
      {body}
    </>
  );
}
