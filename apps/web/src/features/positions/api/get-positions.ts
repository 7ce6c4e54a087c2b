import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Position, type PositionList, positionListSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api';

/**
 * GET /api/positions (issue 4, spec §3 Position): the seeker's positions, newest first, validated against the
 * contract's `positionListSchema`. Amounts are per month in ₽ (RUR) or $ (USD); dates are ISO-8601 UTC.
 * @throws the AxiosError of the call, or a ZodError when the answer does not match the contract
 */
export async function getPositions(): Promise<PositionList> {
  const { data } = await apiClient.get<unknown>('/api/positions');
  return positionListSchema.parse(data);
}

/** Query key prefix of everything about positions; invalidating it refreshes the list and each position's stage. */
export const POSITIONS_QUERY_KEY = ['positions'] as const;

/** Query options for the position list (key `['positions']`). */
export const positionsQueryOptions = queryOptions({ queryKey: POSITIONS_QUERY_KEY, queryFn: getPositions });

/** The seeker's positions. */
export function usePositions() {
  return useQuery(positionsQueryOptions);
}

/**
 * One position of the list by id (the contract has no single-position read). `data` is `null` when the seeker has no
 * position with that id, `undefined` while the list loads.
 */
export function usePosition(positionId: string) {
  return useQuery({
    ...positionsQueryOptions,
    select: (list: PositionList): Position | null => list.items.find((position) => position.id === positionId) ?? null,
  });
}
