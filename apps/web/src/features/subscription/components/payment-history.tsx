import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { PaymentHistoryItem, PaymentState } from '@otklik/contracts';
import { LoadState } from '@/components/load-state';
import { usePaymentHistory } from '../api/get-payment-history';
import { formatAmount } from '../utils/plans';

const STATE_COLOR: Record<PaymentState, string> = { pending: 'warning', succeeded: 'success', failed: 'error', canceled: 'secondary' };

/** The seeker's payments, newest first: date, plan and purpose, amount, card, status and the receipt's details. */
export function PaymentHistory() {
  const { t, i18n } = useTranslation();
  const history = usePaymentHistory();
  const amount = (item: PaymentHistoryItem) =>
    t(item.currency === 'RUB' ? 'subscription.price.rub' : 'subscription.price.usd', { amount: formatAmount(item.amount, i18n.language) });
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
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('subscription.history.date')}</Table.Th>
                  <Table.Th>{t('subscription.history.plan')}</Table.Th>
                  <Table.Th>{t('subscription.history.amount')}</Table.Th>
                  <Table.Th>{t('subscription.history.status')}</Table.Th>
                  <Table.Th>{t('subscription.history.receipt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.data.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{dayjs(item.created_at).format('DD.MM.YYYY HH:mm')}</Table.Td>
                    <Table.Td>
                      {item.plan_name}
                      <Text size="xs" c="dimmed">
                        {t(`subscription.history.purpose.${item.purpose}`)}
                        {item.promo_code !== null && ` · ${t('subscription.history.promo', { code: item.promo_code })}`}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {amount(item)}
                      <Text size="xs" c="dimmed">
                        {t(`subscription.history.provider.${item.provider}`)}
                        {item.card_last4 !== null && ` · •••• ${item.card_last4}`}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATE_COLOR[item.status]} variant="light">
                        {t(`subscription.history.state.${item.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {item.receipt === null ? (
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
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
