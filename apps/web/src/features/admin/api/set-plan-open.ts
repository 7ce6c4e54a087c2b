import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminPlan, adminPlanSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { adminKeys } from './keys';

/** PUT /api/admin/plans/{id} {is_open}: opens or closes a plan for sale. */
export async function setPlanOpen({ planId, isOpen }: { planId: string; isOpen: boolean }): Promise<AdminPlan> {
  const { data } = await apiClient.put<unknown>(`/api/admin/plans/${encodeURIComponent(planId)}`, { is_open: isOpen });
  return adminPlanSchema.parse(data);
}

/** Opens or closes a plan, then refreshes the console. */
export function useSetPlanOpen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'plan-open'],
    mutationFn: setPlanOpen,
    meta: SHOWN_TO_USER,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
