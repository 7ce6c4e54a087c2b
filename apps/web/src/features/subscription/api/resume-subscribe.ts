import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CurrentSubscription, cancelSubscribeAnswerSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { invalidatePaidState } from './invalidate-paid-state';

/** POST /pay/payments/resume_subscribe, no body: undoes a cancel before the expiry. */
export const RESUME_SUBSCRIBE_PATH = '/pay/payments/resume_subscribe';

/**
 * Turns the renewals back on (is_cancelled false) while the paid period is still running.
 * @returns the subscription after
 * @throws the HttpError of the call (subscription_expired, no_paid_plan …)
 */
export async function resumeSubscribe(): Promise<CurrentSubscription> {
  const { data } = await apiClient.post<unknown>(RESUME_SUBSCRIBE_PATH);
  return cancelSubscribeAnswerSchema.parse(data);
}

/** Resumes the renewals, then refreshes every view of the paid state. */
export function useResumeSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['subscription', 'resume'],
    mutationFn: resumeSubscribe,
    meta: SHOWN_TO_USER,
    onSuccess: (subscription) => invalidatePaidState(queryClient, subscription),
  });
}
