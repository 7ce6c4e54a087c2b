import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PaymentStatusAnswer, paymentStatusAnswerSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/** How often the return page asks for the payment's status while it is pending, in ms. */
export const PAYMENT_STATUS_POLL_MS = 2_000;

/** GET /pay/payments/{id}/status. */
export function paymentStatusPath(paymentId: string): string {
  return `/pay/payments/${encodeURIComponent(paymentId)}/status`;
}

/**
 * The state of one of the seeker's payments: pending, succeeded, failed or canceled, with the provider's failure reason.
 * @throws the HttpError of the call (payment_not_found for an unknown or someone else's id), or a ZodError
 */
export async function getPaymentStatus(paymentId: string): Promise<PaymentStatusAnswer> {
  const { data } = await apiClient.get<unknown>(paymentStatusPath(paymentId));
  return paymentStatusAnswerSchema.parse(data);
}

/** Query options of a payment's status, polled every 2 s until it is no longer pending. */
export function paymentStatusQueryOptions(paymentId: string) {
  return queryOptions({
    queryKey: queryKeys.paymentStatus(paymentId),
    queryFn: () => getPaymentStatus(paymentId),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data === undefined || query.state.data.status === 'pending' ? PAYMENT_STATUS_POLL_MS : false),
  });
}

/** The payment's status, polled while pending. */
export function usePaymentStatus(paymentId: string) {
  return useQuery(paymentStatusQueryOptions(paymentId));
}
