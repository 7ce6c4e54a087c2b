import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Questionnaire, questionnaireSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/positions/{id}/questions: the assistant's 5
 * questions, the answers saved so far and `current_index` (0–5), the first unanswered question, so a reload resumes
 * where the seeker was. The server makes the questions on the first read and keeps them.
 * @throws the HttpError (404 'Position not found'), or a ZodError when the answer does not match `questionnaireSchema`
 */
export async function getQuestionnaire(positionId: string): Promise<Questionnaire> {
  const { data } = await apiClient.get<unknown>(`/api/positions/${encodeURIComponent(positionId)}/questions`);
  return questionnaireSchema.parse(data);
}

/** Query options for a position's questionnaire; never stale while the page is open (answers update it in place). */
export function questionnaireQueryOptions(positionId: string) {
  return queryOptions({
    queryKey: queryKeys.questionnaire(positionId),
    queryFn: () => getQuestionnaire(positionId),
    staleTime: Infinity,
  });
}
export function useQuestionnaire(positionId: string) {
  return useQuery(questionnaireQueryOptions(positionId));
}
