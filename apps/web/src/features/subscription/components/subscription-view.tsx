import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ChangePlanAnswer, Plan, PromoValidation } from '@otklik/contracts';
import { AppModal } from '@/components/app-modal';
import { ErrorModal } from '@/components/error-modal';
import { LoadState } from '@/components/load-state';
import { errorMessageKey, readErrorCode } from '@/lib/api/errors';
import { formatDate, formatMinorMoney } from '@/lib/format';
import { clearUpsellFlag, readUpsellFlag } from '@/lib/storage/upsell-flag';
import { useAttachCard } from '../api/attach-card';
import { useChangePlan } from '../api/change-plan';
import { useCurrentSubscription } from '../api/get-current-subscription';
import { useOpenedPlans } from '../api/get-opened-plans';
import { useSalesInfo } from '../api/get-sales-info';
import { useStripeCheckout } from '../api/stripe-checkout';
import { type PlanChangeWhen, changeDirection, promoAppliesTo } from '../utils/plans';
import { CurrentPlanCard } from './current-plan-card';
import type { PayMethod, PendingCheckout } from './pay-buttons';
import { PaymentFailedModal } from './payment-failed-modal';
import { PaymentHistory } from './payment-history';
import { PlansGrid } from './plans-grid';
import { PromoCodeField } from './promo-code-field';
import { ReferralCard } from './referral-card';
import { UpsellModal } from './upsell-modal';

export interface SubscriptionViewProps {
  /** The support chat link for the payment-failed advice; null while it loads. */
  supportUrl: string | null;
  /** Sends the browser to the provider's page. @default window.location.assign */
  redirect?: (url: string) => void;
}

/** A failure the error modal shows: its message and whether it is a declined card (then the payment-failed advice). */
type Failure = { kind: 'declined' } | { kind: 'error'; message: string };

function leaveFor(url: string): void {
  window.location.assign(url);
}

/**
 * The /subscription page: the current plan with cancel / resume, the promo code field, the plans with
 * sales and the pay buttons (a Russian card → the YooKassa confirmation page, a foreign card → Stripe Checkout) or a
 * plan change, the referral link and the payment history. /subscription?showUpsell=true with the showUpsellModal flag
 * set opens the upsell modal, and closing it clears the flag. /subscription?checkout=canceled (Stripe's way back
 * without paying) says in one line that nothing was charged. Failures needing the seeker's action open the error
 * modal; a declined card opens the upsell-failure modal.
 */
export function SubscriptionView({ supportUrl, redirect = leaveFor }: SubscriptionViewProps) {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const subscription = useCurrentSubscription();
  const plans = useOpenedPlans();
  const sales = useSalesInfo();
  const attachCard = useAttachCard();
  const stripeCheckout = useStripeCheckout();
  const changePlan = useChangePlan();
  const [promo, setPromo] = useState<PromoValidation | null>(null);
  const [pendingCheckout, setPendingCheckout] = useState<PendingCheckout | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [change, setChange] = useState<{ plan: Plan; when?: PlanChangeWhen } | null>(null);
  const changeTarget = change?.plan ?? null;
  const setChangeTarget = (plan: Plan | null, when?: PlanChangeWhen) => setChange(plan === null ? null : { plan, ...(when === undefined ? {} : { when }) });
  const [notice, setNotice] = useState<string | null>(null);
  const [upsellOpened, setUpsellOpened] = useState(() => searchParams.get('showUpsell') === 'true' && readUpsellFlag());

  const showFailure = (error: unknown) => {
    if (readErrorCode(error) === 'payment_declined') setFailure({ kind: 'declined' });
    else setFailure({ kind: 'error', message: t(errorMessageKey(error, 'subscription.actionFailed')) });
  };

  const dropParam = (name: string) => {
    if (!searchParams.has(name)) return;
    setSearchParams(
      (params) => {
        params.delete(name);
        return params;
      },
      { replace: true },
    );
  };

  const closeUpsell = () => {
    setUpsellOpened(false);
    clearUpsellFlag();
    dropParam('showUpsell');
  };

  const pay = (plan: Plan, method: PayMethod) => {
    setPendingCheckout({ planId: plan.id, method });
    const body = { plan_id: plan.id, promo_code: promo !== null && promoAppliesTo(promo, plan.id) ? promo.code : undefined };
    const onError = (error: unknown) => {
      setPendingCheckout(null);
      showFailure(error);
    };
    if (method === 'rub') attachCard.mutate(body, { onSuccess: (answer) => redirect(answer.confirmation_url), onError });
    else stripeCheckout.mutate(body, { onSuccess: (answer) => redirect(answer.url), onError });
  };

  const changedNotice = (answer: ChangePlanAnswer, plan: Plan): string => {
    if (answer.effect === 'next_renewal') return t('subscription.change.doneLater', { plan: plan.name, date: formatDate(answer.effective_at, i18n.language) });
    const charged =
      answer.charged_rub !== null
        ? formatMinorMoney(answer.charged_rub, 'RUB', i18n.language)
        : formatMinorMoney(answer.charged_usd ?? 0, 'USD', i18n.language);
    return t('subscription.change.doneNow', { plan: plan.name, charged });
  };

  const confirmChange = () => {
    if (change === null) return;
    const { plan, when } = change;
    changePlan.mutate(when === undefined ? { planId: plan.id } : { planId: plan.id, when }, {
      onSuccess: (answer) => setNotice(changedNotice(answer, plan)),
      onError: showFailure,
      onSettled: () => setChangeTarget(null),
    });
  };

  if (subscription.isPending || plans.isPending) return <LoadState state="loading" label={t('subscription.loading')} />;
  if (subscription.isError || plans.isError) {
    return (
      <LoadState
        state="error"
        title={t('subscription.loadFailed')}
        onRetry={() => {
          void subscription.refetch();
          void plans.refetch();
        }}
        retrying={subscription.isFetching || plans.isFetching}
      />
    );
  }

  const current = plans.data.find((plan) => plan.id === subscription.data.plan_id);
  const explain = (() => {
    if (change === null) return null;
    if (current !== undefined && change.plan.period_months !== current.period_months) {
      const expiry = subscription.data.subscription_expiry;
      return change.when === 'now'
        ? t('subscription.change.periodNowExplain')
        : t('subscription.change.periodLaterExplain', { date: expiry === null ? '' : formatDate(expiry, i18n.language) });
    }
    return t(`subscription.change.${changeDirection(current, subscription.data.daily_quota, change.plan)}Explain`);
  })();

  return (
    <Stack gap="xl">
      {searchParams.get('checkout') === 'canceled' && (
        <Alert color="secondary" variant="light" role="status" withCloseButton onClose={() => dropParam('checkout')} closeButtonLabel={t('widgets.close')}>
          {t('subscription.checkoutCanceled')}
        </Alert>
      )}
      {notice !== null && (
        <Alert color="success" variant="light" withCloseButton onClose={() => setNotice(null)} closeButtonLabel={t('widgets.close')}>
          {notice}
        </Alert>
      )}
      <CurrentPlanCard subscription={subscription.data} plans={plans.data} onFailure={showFailure} />
      <Stack gap="md">
        <PromoCodeField promo={promo} onChange={setPromo} />
        <PlansGrid
          plans={plans.data}
          sales={sales.data ?? []}
          subscription={subscription.data}
          promo={promo}
          onPay={pay}
          pendingCheckout={pendingCheckout}
          onChange={setChangeTarget}
        />
      </Stack>
      <ReferralCard />
      <PaymentHistory />

      <UpsellModal
        opened={upsellOpened}
        onClose={closeUpsell}
        plans={plans.data}
        subscription={subscription.data}
        promo={promo}
        onPay={pay}
        pendingCheckout={pendingCheckout}
        onChange={(plan) => {
          closeUpsell();
          setChangeTarget(plan);
        }}
      />
      <AppModal opened={changeTarget !== null} onClose={() => setChangeTarget(null)} title={t('subscription.change.title', { plan: changeTarget?.name ?? '' })}>
        <Stack gap="md">
          {explain !== null && <Text size="sm">{explain}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setChangeTarget(null)}>
              {t('subscription.change.keep')}
            </Button>
            <Button loading={changePlan.isPending} onClick={confirmChange}>
              {t('subscription.change.confirm')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
      <PaymentFailedModal opened={failure?.kind === 'declined'} onClose={() => setFailure(null)} supportUrl={supportUrl} />
      <ErrorModal
        opened={failure?.kind === 'error'}
        onClose={() => setFailure(null)}
        title={t('subscription.errorTitle')}
        message={failure?.kind === 'error' ? failure.message : ''}
      />
    </Stack>
  );
}
