import { Alert, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CurrentSubscription, Plan, PromoValidation, SalesInfo } from '@otklik/contracts';
import { formatDate } from '@/lib/format';
import { type PlanChangeWhen, canChangePlan, changeDirection, hasPaidPlan } from '../utils/plans';
import { PayButtons, type PayMethod, type PendingCheckout } from './pay-buttons';
import { PlanCard } from './plan-card';

export interface PlansGridProps {
  plans: readonly Plan[];
  sales: SalesInfo;
  subscription: CurrentSubscription;
  promo: PromoValidation | null;
  onPay: (plan: Plan, method: PayMethod) => void;
  pendingCheckout: PendingCheckout | null;
  /** Asks to switch the paid plan to `plan`, for another period at the renewal or now (the page confirms first). */
  onChange: (plan: Plan, when?: PlanChangeWhen) => void;
}

/**
 * The plans on sale (opened_plans, get-sales-info) with the running sales above them. Without a paid plan
 * each plan has the two pay buttons; with one, the other plans offer a change, saying when it takes effect: same period,
 * an upgrade at once with a surcharge for the days left, a downgrade from the next renewal; another period (monthly ↔
 * 3 months), from the next renewal or, with a Russian card, now with the unused days credited. A cancelled plan
 * (it runs to its expiry and does not renew) offers no change, and so no surcharge, until it is resumed.
 */
export function PlansGrid({ plans, sales, subscription, promo, onPay, pendingCheckout, onChange }: PlansGridProps) {
  const { t, i18n } = useTranslation();
  const paid = hasPaidPlan(subscription);
  const current = plans.find((plan) => plan.id === subscription.plan_id);

  const actions = (plan: Plan) => {
    if (!paid) return <PayButtons plan={plan} onPay={onPay} pending={pendingCheckout} />;
    if (plan.id === subscription.plan_id) return null;
    if (!canChangePlan(subscription)) {
      return (
        <Text size="sm" c="dimmed">
          {t('subscription.change.resumeFirst')}
        </Text>
      );
    }
    if (subscription.pending_plan_id === plan.id) {
      return (
        <Text size="sm" c="dimmed">
          {t('subscription.change.scheduled')}
        </Text>
      );
    }
    if (current !== undefined && plan.period_months !== current.period_months) {
      const nowAllowed = subscription.provider !== 'stripe';
      return (
        <>
          <Text size="xs" c="dimmed">
            {t(nowAllowed ? 'subscription.change.periodHint' : 'subscription.change.periodHintStripe')}
          </Text>
          <Button variant="light" onClick={() => onChange(plan, 'next_renewal')} aria-label={t('subscription.change.atRenewalFor', { plan: plan.name })}>
            {t('subscription.change.atRenewal')}
          </Button>
          {nowAllowed && (
            <Button variant="subtle" onClick={() => onChange(plan, 'now')} aria-label={t('subscription.change.nowFor', { plan: plan.name })}>
              {t('subscription.change.now')}
            </Button>
          )}
        </>
      );
    }
    const direction = changeDirection(current, subscription.daily_quota, plan);
    return (
      <>
        <Text size="xs" c="dimmed">
          {t(`subscription.change.${direction}Hint`)}
        </Text>
        <Button variant="light" onClick={() => onChange(plan)} aria-label={t('subscription.change.toPlan', { plan: plan.name })}>
          {t(`subscription.change.${direction}`)}
        </Button>
      </>
    );
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="plans-title">
      <Title order={2} size="h3" id="plans-title">
        {t('subscription.plans.title')}
      </Title>
      {sales.map((sale) => (
        <Alert key={sale.id} color="error" variant="light" title={sale.title}>
          {t('subscription.plans.saleBanner', { percent: sale.percent, date: formatDate(sale.ends_at, i18n.language) })}
        </Alert>
      ))}
      {plans.length === 0 ? (
        <Text c="dimmed">{t('subscription.plans.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} promo={promo} current={paid && plan.id === subscription.plan_id}>
              {actions(plan)}
            </PlanCard>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
