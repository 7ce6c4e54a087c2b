import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadState } from '@/components/load-state';
import { PATHS } from '@/lib/paths';
import { useCurrentSubscription } from '../api/get-current-subscription';
import { useOpenedPlans } from '../api/get-opened-plans';
import { usePaymentStatus } from '../api/get-payment-status';
import { invalidatePaidState } from '../api/invalidate-paid-state';
import { checkoutOutcome } from '../utils/plans';
import { PaymentFailedModal } from './payment-failed-modal';

export interface PaymentReturnProps {
  /** The `payment_id` query parameter the provider sent back, or null when missing. */
  paymentId: string | null;
  supportUrl: string | null;
}

/**
 * The page the payment providers send the buyer back to (/subscription/return?payment_id=…). It polls the payment's
 * status every 2 s while pending ('Проверяем оплату…'); on success it refreshes the paid state (menu, quota box) and
 * shows the active plan and its daily quota. When the seeker pressed «Отказаться от оплаты» (or left the provider's page)
 * it says so calmly: nothing was charged, nothing to fix. When the card or bank refused, it shows the failure and opens
 * the upsell-failure modal with its advice. A missing or unknown payment, or a failed check, shows an error with a way
 * back: the page is never blank.
 */
export function PaymentReturn({ paymentId, supportUrl }: PaymentReturnProps) {
  const { t } = useTranslation();
  if (paymentId === null || paymentId.trim() === '') {
    return (
      <LoadState state="error" color="warning" title={t('subscription.return.missing')}>
        <BackToPlans mt="sm" />
      </LoadState>
    );
  }
  return <PaymentReturnStatus paymentId={paymentId} supportUrl={supportUrl} />;
}

function BackToPlans({ mt }: { mt?: 'sm' }) {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={PATHS.subscription} variant="light" mt={mt}>
      {t('subscription.return.back')}
    </Button>
  );
}

function PaymentReturnStatus({ paymentId, supportUrl }: { paymentId: string; supportUrl: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = usePaymentStatus(paymentId);
  const outcome = status.data === undefined ? 'pending' : checkoutOutcome(status.data.status, status.data.failure_reason);
  const succeeded = outcome === 'paid';
  const [refreshed, setRefreshed] = useState(false);
  const [failureOpened, setFailureOpened] = useState(false);
  const failureShown = useRef(false);
  const subscription = useCurrentSubscription({ enabled: refreshed });
  const plans = useOpenedPlans();

  useEffect(() => {
    if (!succeeded) return;
    let live = true;
    void invalidatePaidState(queryClient).finally(() => {
      if (live) setRefreshed(true);
    });
    return () => {
      live = false;
    };
  }, [succeeded, queryClient]);

  useEffect(() => {
    if (outcome === 'declined' && !failureShown.current) {
      failureShown.current = true;
      setFailureOpened(true);
    }
  }, [outcome]);

  if (status.isError) {
    return (
      <LoadState state="error" title={t('subscription.return.checkFailed')} onRetry={() => void status.refetch()} retrying={status.isFetching}>
        <BackToPlans mt="sm" />
      </LoadState>
    );
  }
  if (status.data === undefined || outcome === 'pending') return <LoadState state="loading" label={t('subscription.return.pending')} progress />;

  if (succeeded) {
    const planId = subscription.data?.plan_id ?? status.data.plan_id;
    const planName = plans.data?.find((plan) => plan.id === planId)?.name ?? planId;
    return (
      <Card withBorder radius="md" padding="lg" role="status">
        <Stack gap="sm">
          <Title order={2} size="h3" c="success">
            {t('subscription.return.success')}
          </Title>
          <Text>{t('subscription.return.planActive', { plan: planName })}</Text>
          {subscription.data === undefined ? (
            <LoadState state="loading" label={t('subscription.return.refreshing')} />
          ) : (
            <Text fw={600}>{t('subscription.current.quota', { count: subscription.data.daily_quota })}</Text>
          )}
          <Group>
            <Button component={Link} to={PATHS.subscription}>
              {t('subscription.return.toSubscription')}
            </Button>
            <Button component={Link} to={PATHS.position} variant="light">
              {t('subscription.return.toPositions')}
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  }

  if (outcome === 'refunded') {
    return (
      <Alert color="info" variant="light" title={t('subscription.return.refunded')} role="status">
        <Text size="sm">{t('subscription.return.refundedHint')}</Text>
        <Button component={Link} to={PATHS.subscription} variant="light" mt="sm">
          {t('subscription.return.toSubscription')}
        </Button>
      </Alert>
    );
  }

  if (outcome === 'abandoned') {
    return (
      <Alert color="secondary" variant="light" title={t('subscription.return.abandoned')} role="status">
        <Text size="sm">{t('subscription.return.abandonedHint')}</Text>
        <BackToPlans mt="sm" />
      </Alert>
    );
  }

  return (
    <>
      <Alert color="error" variant="light" title={t('subscription.return.failed')}>
        <Text size="sm">{t('subscription.return.failedHint')}</Text>
        <Group mt="sm">
          <Button variant="light" onClick={() => setFailureOpened(true)}>
            {t('subscription.return.advice')}
          </Button>
          <BackToPlans />
        </Group>
      </Alert>
      <PaymentFailedModal
        opened={failureOpened}
        onClose={() => setFailureOpened(false)}
        supportUrl={supportUrl}
        reason={status.data.failure_reason}
        onRetry={() => void navigate(PATHS.subscription)}
      />
    </>
  );
}
