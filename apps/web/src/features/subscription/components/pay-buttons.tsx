import { Button } from '@mantine/core';
import { IconCreditCard, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@otklik/contracts';

/** How the seeker pays: a Russian card (YooKassa, saved for renewals) or a foreign card (Stripe Checkout). */
export type PayMethod = 'rub' | 'foreign';

/** Which checkout is starting, to show its button as loading. */
export interface PendingCheckout {
  planId: string;
  method: PayMethod;
}

export interface PayButtonsProps {
  plan: Plan;
  onPay: (plan: Plan, method: PayMethod) => void;
  pending: PendingCheckout | null;
}

/** «Оплатить картой РФ» and «Иностранная карта» for one plan; both are blocked while any checkout starts. */
export function PayButtons({ plan, onPay, pending }: PayButtonsProps) {
  const { t } = useTranslation();
  const loading = (method: PayMethod) => pending?.planId === plan.id && pending.method === method;
  return (
    <>
      <Button
        leftSection={<IconCreditCard size={16} />}
        loading={loading('rub')}
        disabled={pending !== null && !loading('rub')}
        onClick={() => onPay(plan, 'rub')}
        aria-label={t('subscription.pay.rubFor', { plan: plan.name })}
      >
        {t('subscription.pay.rub')}
      </Button>
      <Button
        variant="light"
        leftSection={<IconWorld size={16} />}
        loading={loading('foreign')}
        disabled={pending !== null && !loading('foreign')}
        onClick={() => onPay(plan, 'foreign')}
        aria-label={t('subscription.pay.foreignFor', { plan: plan.name })}
      >
        {t('subscription.pay.foreign')}
      </Button>
    </>
  );
}
