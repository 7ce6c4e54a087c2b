import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CurrentSubscription, Plan, PromoValidation } from '@otklik/contracts';
import { AppModal } from '@/components/app-modal';
import { canChangePlan, hasPaidPlan, nextPlanUp } from '../utils/plans';
import { PayButtons, type PayMethod, type PendingCheckout } from './pay-buttons';
import { PlanCard } from './plan-card';

export interface UpsellModalProps {
  opened: boolean;
  onClose: () => void;
  plans: readonly Plan[];
  subscription: CurrentSubscription;
  promo: PromoValidation | null;
  onPay: (plan: Plan, method: PayMethod) => void;
  pendingCheckout: PendingCheckout | null;
  onChange: (plan: Plan) => void;
}

/**
 * The upsell modal (opened from the quota box's 'Увеличить количество'): the daily limit is
 * reached, and the next plan up (more applications a day) is offered, to buy or, with a paid plan, to switch to at
 * once (a cancelled plan must be resumed first). With no larger plan it says so.
 */
export function UpsellModal({ opened, onClose, plans, subscription, promo, onPay, pendingCheckout, onChange }: UpsellModalProps) {
  const { t } = useTranslation();
  const next = nextPlanUp(plans, subscription);
  return (
    <AppModal opened={opened} onClose={onClose} title={t('subscription.upsell.title')}>
      <Stack gap="md">
        <Text size="sm">{t('subscription.upsell.intro', { count: subscription.daily_quota })}</Text>
        {next === null ? (
          <Text size="sm" c="dimmed">
            {t('subscription.upsell.top')}
          </Text>
        ) : (
          <PlanCard plan={next} promo={promo}>
            {hasPaidPlan(subscription) && !canChangePlan(subscription) ? (
              <Text size="sm" c="dimmed">
                {t('subscription.change.resumeFirst')}
              </Text>
            ) : hasPaidPlan(subscription) ? (
              <>
                <Text size="xs" c="dimmed">
                  {t('subscription.change.upgradeHint')}
                </Text>
                <Button onClick={() => onChange(next)}>{t('subscription.upsell.switch', { plan: next.name })}</Button>
              </>
            ) : (
              <PayButtons plan={next} onPay={onPay} pending={pendingCheckout} />
            )}
          </PlanCard>
        )}
      </Stack>
    </AppModal>
  );
}
