import { Badge, Button, Card, Group, NumberInput, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { adminExtendBodySchema } from '@otklik/contracts';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/load-state';
import { errorMessageKey } from '@/lib/api/errors';
import { contractValidate } from '@/lib/form';
import { useExtendSubscription } from '../api/extend-subscription';
import { useUserDetail } from '../api/get-user-detail';
import { useSetTrainerAccess } from '../api/set-trainer-access';
import { formatMinorMoney } from '@/lib/format';
import { formatDateTime } from './format';
import { HistoryTable } from './history-table';

/**
 * One user in the console: account, subscription (extend the trial or the plan by days), trainer access (grant or
 * revoke), payments, applications and trainer-access requests. No token of any kind is ever shown (the API sends none).
 */
export function UserDetail({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const detail = useUserDetail(userId);
  const trainer = useSetTrainerAccess();

  if (detail.isPending) return <LoadState state="loading" />;
  if (detail.isError) return <LoadState state="error" title={t(errorMessageKey(detail.error, 'admin.loadFailed'))} onRetry={() => void detail.refetch()} />;
  const { user, subscription, payments, applications, applications_total: applicationsTotal, trainer_requests: requests } = detail.data;

  return (
    <Card withBorder radius="md" padding="lg" aria-label={t('admin.user.title', { email: user.email })}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3} size="h4">
              {user.email}
            </Title>
            <Text size="sm" c="dimmed">
              {user.name ?? t('admin.user.noName')} · {t('admin.user.registered', { date: formatDateTime(user.created_at) })} ·{' '}
              {t('admin.user.lastLogin', { date: formatDateTime(user.last_login) })}
            </Text>
          </div>
          <Group gap="xs">
            {user.is_admin && <Badge color="grape">{t('admin.user.admin')}</Badge>}
            <Badge color={user.hh_connected ? 'green' : 'gray'}>{user.hh_connected ? t('admin.user.hhConnected') : t('admin.user.hhNotConnected')}</Badge>
          </Group>
        </Group>

        <Stack gap="xs">
          <Title order={4} size="h5">
            {t('admin.user.subscription')}
          </Title>
          <Text size="sm" data-testid="admin-subscription">
            {subscription.plan_id === 'trial'
              ? t('admin.user.onTrial', { date: formatDateTime(subscription.trial_end) })
              : subscription.plan_id
                ? t('admin.user.onPlan', { plan: subscription.plan_id, date: formatDateTime(subscription.subscription_expiry) })
                : t('admin.user.noPlan')}
          </Text>
          <ExtendForm userId={userId} />
        </Stack>

        <Stack gap="xs">
          <Title order={4} size="h5">
            {t('admin.user.trainer')}
          </Title>
          <Group>
            <Text size="sm">{user.trainer_access ? t('admin.user.trainerOn') : t('admin.user.trainerOff')}</Text>
            <Button
              size="xs"
              variant="light"
              color={user.trainer_access ? 'red' : undefined}
              loading={trainer.isPending}
              onClick={() => trainer.mutate({ userId, granted: !user.trainer_access })}
            >
              {user.trainer_access ? t('admin.user.trainerRevoke') : t('admin.user.trainerGrant')}
            </Button>
          </Group>
          {trainer.isError && (
            <Text c="red" size="sm" role="alert">
              {t(errorMessageKey(trainer.error, 'admin.actionFailed'))}
            </Text>
          )}
          {requests.length > 0 && (
            <Stack gap={2}>
              {requests.map((r) => (
                <Text key={r.id} size="xs" c="dimmed">
                  {formatDateTime(r.created_at)} · {t(`admin.requestStatus.${r.status}`)}
                  {r.message ? ` · «${r.message}»` : ''}
                  {r.reply ? ` → ${r.reply}` : ''}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>

        <HistoryTable
          title={t('admin.user.payments')}
          empty={t('admin.user.noPayments')}
          columns={[t('admin.columns.date'), t('admin.columns.plan'), t('admin.columns.amount'), t('admin.columns.status'), t('admin.columns.promo')]}
          rows={payments}
          rowKey={(p) => p.id}
          cells={(p) => [
            formatDateTime(p.created_at),
            p.plan_id,
            formatMinorMoney(p.amount, p.currency, i18n.language),
            `${t(`admin.paymentStatus.${p.status}`)}${p.card_last4 ? ` · •••• ${p.card_last4}` : ''}`,
            p.promo_code ?? '—',
          ]}
        />

        <HistoryTable
          title={t('admin.user.applications', { count: applicationsTotal })}
          empty={t('admin.user.noApplications')}
          columns={[t('admin.columns.date'), t('admin.columns.vacancy'), t('admin.columns.position'), t('admin.columns.status')]}
          rows={applications}
          rowKey={(a) => a.id}
          cells={(a) => [formatDateTime(a.created_at), `${a.vacancy_name}${a.employer_name ? ` — ${a.employer_name}` : ''}`, a.position_title, a.status]}
        />
      </Stack>
    </Card>
  );
}

/** The form values: the body of POST /api/admin/users/{userId}/extend (days as NumberInput gives it, '' when empty). */
interface ExtendValues {
  target: 'trial' | 'plan';
  days: number | string;
}

/** Extends the trial or the paid plan by 1–365 days (the contract's `adminExtendBodySchema` checks the values). */
function ExtendForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const extend = useExtendSubscription();
  const form = useForm<ExtendValues>({
    initialValues: { target: 'trial', days: 7 },
    validate: contractValidate<ExtendValues>(adminExtendBodySchema, { days: t('admin.user.daysInvalid') }),
    validateInputOnChange: true,
  });
  const submit = form.onSubmit((values) => extend.mutate({ userId, body: adminExtendBodySchema.parse(values) }));

  return (
    <>
      <form noValidate onSubmit={submit}>
        <Group align="flex-end" gap="sm">
          <SegmentedControl
            aria-label={t('admin.user.extendWhat')}
            {...form.getInputProps('target')}
            data={[
              { value: 'trial', label: t('admin.user.extendTrial') },
              { value: 'plan', label: t('admin.user.extendPlan') },
            ]}
          />
          <NumberInput label={t('admin.user.days')} {...form.getInputProps('days')} min={1} max={365} allowDecimal={false} w={120} />
          <Button type="submit" loading={extend.isPending} disabled={!form.isValid()}>
            {t('admin.user.extend')}
          </Button>
        </Group>
      </form>
      {extend.isError && (
        <Text c="red" size="sm" role="alert">
          {t(errorMessageKey(extend.error, 'admin.actionFailed'))}
        </Text>
      )}
      {extend.isSuccess && (
        <Text c="green" size="sm" role="status">
          {t('admin.user.extended')}
        </Text>
      )}
    </>
  );
}
