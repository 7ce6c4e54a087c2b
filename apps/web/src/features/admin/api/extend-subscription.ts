import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminExtendBody, type CurrentSubscription, currentSubscriptionSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { adminKeys } from './keys';

/** POST /api/admin/users/{id}/extend {target: trial|plan, days}: the subscription after. */
export async function extendSubscription({ userId, body }: { userId: string; body: AdminExtendBody }): Promise<CurrentSubscription> {
  const { data } = await apiClient.post<unknown>(`/api/admin/users/${encodeURIComponent(userId)}/extend`, body);
  return currentSubscriptionSchema.parse(data);
}

/** Extends a trial or a plan, then refreshes the console. */
export function useExtendSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'extend'],
    mutationFn: extendSubscription,
    meta: SHOWN_TO_USER,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
