import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangePlanAnswer, type ChangePlanBody, changePlanAnswerSchema, changePlanBodySchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { invalidatePaidState } from './invalidate-paid-state';

/** POST /pay/payments/change_plan {plan_id, when?}. */
export const CHANGE_PLAN_PATH = '/pay/payments/change_plan';

/** Which plan to move to and, for a plan of another billing period, when: at the next renewal or now. */
export interface ChangePlanInput {
  planId: string;
  /** Only for another period: 'now' starts the new plan's full period today, the unused days credited. */
  when?: ChangePlanBody['when'];
}

/**
 * Changes the paid plan. Same period: an upgrade takes effect at once with the prorated difference charged (kopecks /
 * cents), a downgrade from the next renewal. Another period (monthly ↔ 3 months): from the next renewal, or now
 * (Russian card only) with the new period's price less the unused part of the current one charged.
 * @throws the HttpError of the call (same_plan, change_plan_other_period, no_paid_plan, payment_declined …)
 */
export async function changePlan({ planId, when }: ChangePlanInput): Promise<ChangePlanAnswer> {
  const body = changePlanBodySchema.parse(when === undefined ? { plan_id: planId } : { plan_id: planId, when });
  const { data } = await apiClient.post<unknown>(CHANGE_PLAN_PATH, body);
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
