import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { SubscriptionView } from '@/features/subscription/components/subscription-view';
import { useSupportLink } from '@/features/support/api/get-support-link';

/**
 * /subscription (session and integration; ?showUpsell=true with the showUpsellModal flag opens the upsell):
 * plan, plans and payment, promo code, referrals and payment history.
 */
export function Component() {
  const { t } = useTranslation();
  const supportUrl = useSupportLink();
  return (
    <>
      <PageHeader title={t('subscription.title')} description={t('subscription.intro')} />
      <SubscriptionView supportUrl={supportUrl} />
    </>
  );
}
