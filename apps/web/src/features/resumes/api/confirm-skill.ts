import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ConfirmedSkill, confirmedSkillSchema, confirmSkillBodySchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { skillGapsKey } from './get-skill-gaps';

/**
 * POST /api/positions/{id}/skills `{name}` («У меня есть этот навык»): the seeker confirms a skill; it is stored as
 * their own fact and added to the position's resume while it is a draft.
 * @returns the skill and whether it was added to the resume
 * @throws a ZodError for an empty or over-long name; the HttpError: 404 position_not_found
 */
export async function confirmSkill(positionId: string, name: string): Promise<ConfirmedSkill> {
  const body = confirmSkillBodySchema.parse({ name });
  const { data } = await apiClient.post<unknown>(`/api/positions/${encodeURIComponent(positionId)}/skills`, body);
  return confirmedSkillSchema.parse(data);
}

/** Mutation around {@link confirmSkill}; the gaps and the position's written resume are read again. */
export function useConfirmSkillMutation(positionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['confirm-skill', positionId],
    meta: SHOWN_TO_USER,
    mutationFn: (name: string) => confirmSkill(positionId, name),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: skillGapsKey(positionId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.generatedResume(positionId) }),
      ]);
    },
  });
}
