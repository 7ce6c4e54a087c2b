import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreatePositionBody, type Position, createPositionBodySchema, positionSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/positions: a position needs a title, location, salary and resume.
 * The body is checked with the contract's `createPositionBodySchema` before it leaves: title 2–100 characters,
 * 1–20 areas, salary a positive whole amount per month in RUR (₽) or USD ($), 1–3 distinct letter styles.
 * @returns the created position (stage 'questions')
 * @throws a ZodError for a body the contract refuses; the HttpError of the call: 400 with `issues` per field,
 *   or a `detail` from POSITION_DETAIL (assistant-created resume refused, resume not found)
 */
export async function createPosition(body: CreatePositionBody): Promise<Position> {
  const { data } = await apiClient.post<unknown>('/api/positions', createPositionBodySchema.parse(body));
  return positionSchema.parse(data);
}

/** Mutation around {@link createPosition}; the form shows its errors, and the position list is refreshed on success. */
export function useCreatePositionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['positions', 'create'],
    meta: SHOWN_TO_USER,
    mutationFn: createPosition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.positions.list() }),
  });
}
