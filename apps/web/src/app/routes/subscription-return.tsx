import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PaymentReturn } from '@/features/subscription/components/payment-return';
import { useSupportLink } from '@/features/support/api/get-support-link';

/** /subscription/return?payment_id=… (session and integration, like /subscription): where the payment providers send the buyer back. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const supportUrl = useSupportLink();
  return (
    <>
      <PageHeader title={t('subscription.return.title')} />
      <PaymentReturn paymentId={searchParams.get('payment_id')} supportUrl={supportUrl} />
    </>
  );
}
