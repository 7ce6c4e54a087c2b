import { Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/load-state';
import { ResponsiveTable } from '@/components/responsive-table';
import { errorMessageKey } from '@/lib/api/errors';
import { useAdminPlans } from '../api/get-plans';
import { useSetPlanOpen } from '../api/set-plan-open';
import { formatMinorMoney } from '@/lib/format';

/** «Тарифы»: every plan with a switch that opens or closes it for sale (seekers already on it keep it). */
export function PlansPanel() {
  const { t, i18n } = useTranslation();
  const plans = useAdminPlans();
  const setOpen = useSetPlanOpen();
  if (plans.isPending) return <LoadState state="loading" />;
  if (plans.isError) return <LoadState state="error" title={t(errorMessageKey(plans.error, 'admin.loadFailed'))} onRetry={() => void plans.refetch()} />;
  return (
    <>
      <ResponsiveTable
        label={t('admin.tabs.plans')}
        rows={plans.data.items}
        rowKey={(plan) => plan.id}
        columns={[
          { key: 'plan', header: t('admin.columns.plan'), cell: (plan) => `${plan.name} (${plan.id})` },
          {
            key: 'price',
            header: t('admin.columns.price'),
            cell: (plan) =>
              `${formatMinorMoney(plan.price_rub, 'RUB', i18n.language)} / ${formatMinorMoney(plan.price_usd, 'USD', i18n.language)} · ${t('admin.plans.months', { count: plan.period_months })}`,
          },
          { key: 'quota', header: t('admin.columns.quota'), cell: (plan) => plan.daily_quota },
          {
            key: 'onSale',
            header: t('admin.plans.onSale'),
            cell: (plan) => (
              <Switch
                checked={plan.is_open}
                aria-label={t('admin.plans.toggle', { name: plan.name, id: plan.id })}
                disabled={setOpen.isPending}
                onChange={(event) => setOpen.mutate({ planId: plan.id, isOpen: event.currentTarget.checked })}
              />
            ),
          },
        ]}
      />
      {setOpen.isError && (
        <Text c="red" size="sm" role="alert">
          {t(errorMessageKey(setOpen.error, 'admin.actionFailed'))}
        </Text>
      )}
    </>
  );
}
