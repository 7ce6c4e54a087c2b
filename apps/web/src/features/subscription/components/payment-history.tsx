import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentHistoryItem, PaymentState } from '@otklik/contracts';
import { LoadState } from '@/components/load-state';
import { ResponsiveTable } from '@/components/responsive-table';
import { usePaymentHistory } from '../api/get-payment-history';
import { formatDateTime, formatMinorMoney } from '@/lib/format';

const STATE_COLOR: Record<PaymentState, string> = { pending: 'warning', succeeded: 'success', failed: 'error', canceled: 'secondary', refunded: 'secondary' };

/**
 * The seeker's payments, newest first: date, plan and purpose, amount, card (last digits, for either provider), status
 * and the receipt's details. A refund is a row of its own, its amount with a minus («−990 ₽», «Возвращено»);
 * the payment it returned reads «Возвращён».
 */
export function PaymentHistory() {
  const { t, i18n } = useTranslation();
  const history = usePaymentHistory();
  const amount = (item: PaymentHistoryItem) =>
    item.purpose === 'refund' ? `−${formatMinorMoney(item.amount, item.currency, i18n.language)}` : formatMinorMoney(item.amount, item.currency, i18n.language);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="history-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="history-title">
          {t('subscription.history.title')}
        </Title>
        {history.isPending && <LoadState state="loading" />}
        {history.isError && (
          <LoadState state="error" title={t('subscription.history.loadFailed')} onRetry={() => void history.refetch()} retrying={history.isFetching} />
        )}
        {history.data?.items.length === 0 && <Text c="dimmed">{t('subscription.history.empty')}</Text>}
        {history.data !== undefined && history.data.items.length > 0 && (
          <ResponsiveTable
            label={t('subscription.history.title')}
            rows={history.data.items}
            rowKey={(item) => item.id}
            columns={[
              { key: 'date', header: t('subscription.history.date'), cell: (item) => formatDateTime(item.created_at, i18n.language) },
              {
                key: 'plan',
                header: t('subscription.history.plan'),
                cell: (item) => (
                  <>
                    {item.plan_name}
                    <Text size="xs" c="dimmed">
                      {t(`subscription.history.purpose.${item.purpose}`)}
                      {item.promo_code !== null && ` · ${t('subscription.history.promo', { code: item.promo_code })}`}
                    </Text>
                  </>
                ),
              },
              {
                key: 'amount',
                header: t('subscription.history.amount'),
                cell: (item) => (
                  <>
                    {amount(item)}
                    <Text size="xs" c="dimmed">
                      {t(`subscription.history.provider.${item.provider}`)}
                      {item.card_last4 !== null && ` · •••• ${item.card_last4}`}
                    </Text>
                  </>
                ),
              },
              {
                key: 'status',
                header: t('subscription.history.status'),
                cell: (item) => (
                  <Badge color={item.purpose === 'refund' && item.status === 'succeeded' ? 'info' : STATE_COLOR[item.status]} variant="light">
                    {t(item.purpose === 'refund' ? `subscription.history.refundState.${item.status}` : `subscription.history.state.${item.status}`)}
                  </Badge>
                ),
              },
              {
                key: 'receipt',
                header: t('subscription.history.receipt'),
                cell: (item) =>
                  item.receipt === null ? (
                    <Text size="xs" c="dimmed">
                      {t('subscription.history.noReceipt')}
                    </Text>
                  ) : (
                    <Stack gap={0}>
                      <Text size="xs">{item.receipt.item}</Text>
                      <Text size="xs">{t('subscription.history.receiptSent', { email: item.receipt.email })}</Text>
                      <Text size="xs" c="dimmed">
                        {t('subscription.history.receiptId', { id: item.receipt.provider_payment_id })}
                      </Text>
                    </Stack>
                  ),
              },
            ]}
          />
        )}
      </Stack>
    </Card>
  );
}
