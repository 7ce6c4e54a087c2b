import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CurrentSubscription, cancelSubscribeAnswerSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { invalidatePaidState } from './invalidate-paid-state';

/** POST /pay/payments/cancel_subscribe, no body. */
export const CANCEL_SUBSCRIBE_PATH = '/pay/payments/cancel_subscribe';

/**
 * Stops the renewals: is_cancelled becomes true and the plan stays active until subscription_expiry.
 * @returns the subscription after
 * @throws the HttpError of the call (no_paid_plan …)
 */
export async function cancelSubscribe(): Promise<CurrentSubscription> {
  const { data } = await apiClient.post<unknown>(CANCEL_SUBSCRIBE_PATH);
  return cancelSubscribeAnswerSchema.parse(data);
}

/** Cancels the renewals, then refreshes every view of the paid state. */
export function useCancelSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['subscription', 'cancel'],
    mutationFn: cancelSubscribe,
    meta: SHOWN_TO_USER,
    onSuccess: (subscription) => invalidatePaidState(queryClient, subscription),
  });
}
