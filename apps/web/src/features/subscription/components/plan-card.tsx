import type { ReactNode } from 'react';
import { Badge, Card, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_DAILY_QUOTA, type Plan, type PromoValidation } from '@otklik/contracts';
import { formatDate, formatMinorMoney } from '@/lib/format';
import { planFeatures, planPrice } from '../utils/plans';

export interface PlanCardProps {
  plan: Plan;
  promo: PromoValidation | null;
  /** Marks the seeker's current plan. */
  current?: boolean;
  /** Buttons under the plan (pay, change). */
  children?: ReactNode;
}

/**
 * One plan: name, price for the period in ₽ and $ (the list price crossed out when a sale or a promo code lowers
 * it), applications per day (stated once: a feature that restates it is left out), period (1 or 3 months) and the
 * other features.
 */
export function PlanCard({ plan, promo, current = false, children }: PlanCardProps) {
  const { t, i18n } = useTranslation();
  const price = planPrice(plan, promo);
  const features = planFeatures(plan);
  const discounted = price.rub !== price.listRub || price.usd !== price.listUsd;
  const rub = (amount: number) => formatMinorMoney(amount, 'RUB', i18n.language);
  const usd = (amount: number) => formatMinorMoney(amount, 'USD', i18n.language);
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={plan.name} h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={700} size="lg">
            {plan.name}
          </Text>
          <Group gap={4}>
            {current && <Badge color="success">{t('subscription.plans.current')}</Badge>}
            {price.salePercent !== null && <Badge color="error">{t('subscription.plans.sale', { percent: price.salePercent })}</Badge>}
            {price.promoApplied && <Badge color="info">{t('subscription.plans.promo')}</Badge>}
          </Group>
        </Group>
        <Stack gap={0}>
          <Group gap="xs" align="baseline">
            <Text fw={700} size="xl" data-testid="price-rub">
              {rub(price.rub)}
            </Text>
            {discounted && (
              <Text td="line-through" c="dimmed" size="sm" aria-label={t('subscription.plans.oldPrice', { price: rub(price.listRub) })}>
                {rub(price.listRub)}
              </Text>
            )}
          </Group>
          <Group gap="xs" align="baseline">
            <Text size="sm" c="dimmed">
              {usd(price.usd)}
            </Text>
            {discounted && (
              <Text td="line-through" c="dimmed" size="xs" aria-label={t('subscription.plans.oldPrice', { price: usd(price.listUsd) })}>
                {usd(price.listUsd)}
              </Text>
            )}
          </Group>
          <Text size="sm">{t('subscription.plans.period', { count: plan.period_months })}</Text>
          {plan.sale !== null && (
            <Text size="xs" c="dimmed">
              {t('subscription.plans.saleUntil', { date: formatDate(plan.sale.ends_at, i18n.language) })}
            </Text>
          )}
        </Stack>
        <Text fw={600}>
          {t('subscription.plans.quota', { count: plan.daily_quota })}
          {plan.daily_quota === MAX_DAILY_QUOTA && ` ${t('subscription.plans.hhLimit')}`}
        </Text>
        {features.length > 0 && (
          <List size="sm" spacing={2}>
            {features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        )}
        <Stack gap="xs" mt="auto">
          {children}
        </Stack>
      </Stack>
    </Card>
  );
}
