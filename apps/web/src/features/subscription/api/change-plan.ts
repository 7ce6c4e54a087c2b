import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangePlanAnswer, changePlanAnswerSchema, changePlanBodySchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { invalidatePaidState } from './invalidate-paid-state';

/** POST /pay/payments/change_plan (spec §7; §3 "Change-plan payload"). */
export const CHANGE_PLAN_PATH = '/pay/payments/change_plan';

/**
 * Changes the paid plan: an upgrade takes effect at once with the prorated difference charged (kopecks / cents), a
 * downgrade from the next renewal.
 * @throws the AxiosError of the call (same_plan, change_plan_other_period, no_paid_plan, payment_declined …)
 */
export async function changePlan(planId: string): Promise<ChangePlanAnswer> {
  const { data } = await apiClient.post<unknown>(CHANGE_PLAN_PATH, changePlanBodySchema.parse({ plan_id: planId }));
  return changePlanAnswerSchema.parse(data);
}

/** Changes the plan, then refreshes every view of the paid state (menu, quota box, the page). */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['subscription', 'change-plan'],
    mutationFn: changePlan,
    meta: SHOWN_TO_USER,
    onSuccess: (answer) => invalidatePaidState(queryClient, answer.subscription),
  });
}
