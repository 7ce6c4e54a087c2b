import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Position, type PositionList, positionListSchema, positionSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/positions: the seeker's positions, newest first. Amounts are per month in ₽ (RUR) or
 * $ (USD); dates are ISO-8601 UTC.
 * @throws the HttpError of the call, or a ZodError when the answer does not match `positionListSchema`
 */
export async function getPositions(): Promise<PositionList> {
  const { data } = await apiClient.get<unknown>('/api/positions');
  return positionListSchema.parse(data);
}

/**
 * GET /api/positions/:id: one of the seeker's positions, the same object as an item of the list.
 * @throws the HttpError of the call (404 `position_not_found` for an unknown id or another seeker's), or a ZodError
 */
export async function getPosition(positionId: string): Promise<Position> {
  const { data } = await apiClient.get<unknown>(`/api/positions/${encodeURIComponent(positionId)}`);
  return positionSchema.parse(data);
}

export const positionsQueryOptions = queryOptions({ queryKey: queryKeys.positions.list(), queryFn: getPositions });

export function usePositions() {
  return useQuery(positionsQueryOptions);
}

export function usePosition(positionId: string) {
  return useQuery({ queryKey: queryKeys.positions.detail(positionId), queryFn: () => getPosition(positionId) });
}
