import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * DELETE /api/positions/:id: the position leaves the lists; its applications stay on /responses.
 * @throws the HttpError of the call (404 position_not_found)
 */
export async function deletePosition(positionId: string): Promise<void> {
  await apiClient.delete(`/api/positions/${encodeURIComponent(positionId)}`);
}

/** Mutation around {@link deletePosition}; positions, applications and the dashboard are refreshed after it. */
export function useDeletePositionMutation(positionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['positions', 'delete', positionId],
    meta: SHOWN_TO_USER,
    mutationFn: () => deletePosition(positionId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.positions.detail(positionId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.positions.list() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.applications.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardSummary() });
    },
  });
}
