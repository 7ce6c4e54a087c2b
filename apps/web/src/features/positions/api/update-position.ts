import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Position, type UpdatePositionBody, positionSchema, updatePositionBodySchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * PATCH /api/positions/:id (issue «Positions are editable»): cities, remote, salary, letter styles, favourites and
 * `paused`. The body is checked with the contract's `updatePositionBodySchema` before it leaves.
 * @returns the position after the change
 * @throws a ZodError for a body the contract refuses; the HttpError of the call (400 with `issues` per field,
 *   404 position_not_found)
 */
export async function updatePosition(positionId: string, body: UpdatePositionBody): Promise<Position> {
  const { data } = await apiClient.patch<unknown>(`/api/positions/${encodeURIComponent(positionId)}`, updatePositionBodySchema.parse(body));
  return positionSchema.parse(data);
}

/** Mutation around {@link updatePosition}; the position, the list and the dashboard are refreshed on success. */
export function useUpdatePositionMutation(positionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['positions', 'update', positionId],
    meta: SHOWN_TO_USER,
    mutationFn: (body: UpdatePositionBody) => updatePosition(positionId, body),
    onSuccess: (position) => {
      queryClient.setQueryData(queryKeys.positions.detail(positionId), position);
      void queryClient.invalidateQueries({ queryKey: queryKeys.positions.list() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardSummary() });
    },
  });
}
