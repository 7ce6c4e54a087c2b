import { Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/load-state';
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
      <Table.ScrollContainer minWidth={600}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.columns.plan')}</Table.Th>
              <Table.Th>{t('admin.columns.price')}</Table.Th>
              <Table.Th>{t('admin.columns.quota')}</Table.Th>
              <Table.Th>{t('admin.plans.onSale')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plans.data.items.map((plan) => (
              <Table.Tr key={plan.id}>
                <Table.Td>
                  {plan.name} ({plan.id})
                </Table.Td>
                <Table.Td>
                  {formatMinorMoney(plan.price_rub, 'RUB', i18n.language)} / {formatMinorMoney(plan.price_usd, 'USD', i18n.language)} ·{' '}
                  {t('admin.plans.months', { count: plan.period_months })}
                </Table.Td>
                <Table.Td>{plan.daily_quota}</Table.Td>
                <Table.Td>
                  <Switch
                    checked={plan.is_open}
                    aria-label={t('admin.plans.toggle', { name: plan.name, id: plan.id })}
                    disabled={setOpen.isPending}
                    onChange={(event) => setOpen.mutate({ planId: plan.id, isOpen: event.currentTarget.checked })}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {setOpen.isError && (
        <Text c="red" size="sm" role="alert">
          {t(errorMessageKey(setOpen.error, 'admin.actionFailed'))}
        </Text>
      )}
    </>
  );
}
