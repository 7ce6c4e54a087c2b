import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { CurrentSubscription, Plan } from '@otklik/contracts';
import { AppModal } from '@/components/app-modal';
import { useFormat } from '@/lib/format';
import { useCancelSubscribe } from '../api/cancel-subscribe';
import { useResumeSubscribe } from '../api/resume-subscribe';
import { hasPaidPlan, renewalLead } from '../utils/plans';

export interface CurrentPlanCardProps {
  subscription: CurrentSubscription;
  plans: readonly Plan[];
  /** A cancel or resume failed: the page shows it in the error modal. */
  onFailure: (error: unknown) => void;
}

/**
 * The seeker's plan now: its name and quota, the trial end, the paid period's expiry and the next renewal (when the
 * card is charged before the period ends, the line says so and why, so the two dates never seem to disagree), a
 * downgrade waiting for the renewal, and 'Отменить подписку' (renewals stop, the plan runs to the expiry) or
 * 'Возобновить подписку' (before the expiry), each after a confirm.
 */
export function CurrentPlanCard({ subscription, plans, onFailure }: CurrentPlanCardProps) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const [confirm, setConfirm] = useState<'cancel' | 'resume' | null>(null);
  const cancel = useCancelSubscribe();
  const resume = useResumeSubscribe();
  const paid = hasPaidPlan(subscription);
  const planName = (id: string | null) => plans.find((plan) => plan.id === id)?.name ?? id ?? '';
  const expiry = subscription.subscription_expiry;
  const canResume = paid && subscription.is_cancelled && expiry !== null && dayjs(expiry).isAfter(dayjs());

  const title =
    subscription.payment_status === 'trial' ? t('subscription.current.trial') : paid ? planName(subscription.plan_id) : t('subscription.current.none');

  const run = () => {
    const mutation = confirm === 'cancel' ? cancel : resume;
    mutation.mutate(undefined, {
      onSettled: () => setConfirm(null),
      onError: onFailure,
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="current-plan-title">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('subscription.current.label')}
        </Text>
        <Group gap="sm">
          <Title order={2} size="h3" id="current-plan-title">
            {title}
          </Title>
          <Badge color={paid ? (subscription.is_cancelled ? 'warning' : 'success') : 'secondary'} variant="light">
            {t(`subscription.current.status.${subscription.is_cancelled && paid ? 'cancelled' : subscription.payment_status}`)}
          </Badge>
        </Group>
        <Text>{t('subscription.current.quota', { count: subscription.daily_quota })}</Text>
        {subscription.trial_end !== null && (
          <Text size="sm">
            {t(dayjs(subscription.trial_end).isAfter(dayjs()) ? 'subscription.current.trialEnds' : 'subscription.current.trialEnded', {
              date: date(subscription.trial_end),
            })}
          </Text>
        )}
        {paid && expiry !== null && (
          <Text size="sm">{t(subscription.is_cancelled ? 'subscription.current.activeUntil' : 'subscription.current.paidUntil', { date: date(expiry) })}</Text>
        )}
        {paid && !subscription.is_cancelled && subscription.next_renewal !== null && (
          <RenewalLine subscription={subscription} nextRenewal={subscription.next_renewal} />
        )}
        {subscription.pending_plan_id !== null && subscription.next_renewal !== null && (
          <Text size="sm">
            {t('subscription.current.pendingPlan', { plan: planName(subscription.pending_plan_id), date: date(subscription.next_renewal) })}
          </Text>
        )}
        {subscription.payment_status === 'past_due' && (
          <Alert color="warning" variant="light">
            {t('subscription.current.pastDue')}
          </Alert>
        )}
        {paid && (
          <Group mt="xs">
            {subscription.is_cancelled ? (
              canResume && (
                <Button variant="light" color="success" onClick={() => setConfirm('resume')}>
                  {t('subscription.current.resume')}
                </Button>
              )
            ) : (
              <Button variant="outline" color="error" onClick={() => setConfirm('cancel')}>
                {t('subscription.current.cancel')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <AppModal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={t(confirm === 'resume' ? 'subscription.current.resumeTitle' : 'subscription.current.cancelTitle')}
      >
        <Stack gap="md">
          <Text size="sm">
            {t(confirm === 'resume' ? 'subscription.current.resumeText' : 'subscription.current.cancelText', {
              date: expiry === null ? '' : date(expiry),
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              {t(confirm === 'resume' ? 'subscription.current.resumeKeep' : 'subscription.current.cancelKeep')}
            </Button>
            <Button color={confirm === 'resume' ? 'success' : 'error'} loading={cancel.isPending || resume.isPending} onClick={run}>
              {t(confirm === 'resume' ? 'subscription.current.resumeConfirm' : 'subscription.current.cancelConfirm')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </Card>
  );
}

/**
 * When the plan renews: on the day it is paid until («Следующее продление»), or, when the card is charged earlier
 * (Russian cards are charged ahead so the plan never stops), the charge date with how many days ahead and why; while
 * a failed renewal is being retried, the next attempt.
 */
function RenewalLine({ subscription, nextRenewal }: { subscription: CurrentSubscription; nextRenewal: string }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  if (subscription.payment_status === 'past_due') return <Text size="sm">{t('subscription.current.retryAt', { date: date(nextRenewal) })}</Text>;
  const expiry = subscription.subscription_expiry;
  const lead = expiry === null || date(expiry) === date(nextRenewal) ? 0 : renewalLead(nextRenewal, expiry);
  if (lead === 0) return <Text size="sm">{t('subscription.current.nextRenewal', { date: date(nextRenewal) })}</Text>;
  return <Text size="sm">{t('subscription.current.nextCharge', { date: date(nextRenewal), count: lead })}</Text>;
}
