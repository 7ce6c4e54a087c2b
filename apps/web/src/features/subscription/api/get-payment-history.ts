import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PaymentHistory, paymentHistorySchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/payments: the seeker's own payments, newest first. */
export const PAYMENT_HISTORY_PATH = '/api/payments';

/**
 * The payment history: date, provider, purpose, plan, amount in minor units of its currency, status, card and receipt.
 * @throws the HttpError of the call, or a ZodError when the answer does not match the contract
 */
export async function getPaymentHistory(): Promise<PaymentHistory> {
  const { data } = await apiClient.get<unknown>(PAYMENT_HISTORY_PATH);
  return paymentHistorySchema.parse(data);
}

/** Query options of the payment history. */
export const paymentHistoryQueryOptions = queryOptions({ queryKey: queryKeys.subscription.payments(), queryFn: getPaymentHistory });

/** The payment history. */
export function usePaymentHistory() {
  return useQuery(paymentHistoryQueryOptions);
}
