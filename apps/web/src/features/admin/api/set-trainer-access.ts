import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminTrainerAccess, adminTrainerAccessSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { adminKeys } from './keys';

/** POST (grant) or DELETE (revoke) /api/admin/users/{id}/trainer-access. */
export async function setTrainerAccess({ userId, granted }: { userId: string; granted: boolean }): Promise<AdminTrainerAccess> {
  const url = `/api/admin/users/${encodeURIComponent(userId)}/trainer-access`;
  const { data } = granted ? await apiClient.post<unknown>(url) : await apiClient.delete<unknown>(url);
  return adminTrainerAccessSchema.parse(data);
}

/** Grants or revokes trainer access, then refreshes the console. */
export function useSetTrainerAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'trainer-access'],
    mutationFn: setTrainerAccess,
    meta: SHOWN_TO_USER,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
