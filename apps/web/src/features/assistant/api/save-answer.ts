import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Questionnaire, answerBodySchema, questionnaireSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
export interface SaveAnswerInput {
  positionId: string;
  questionId: string;
  /** The answer as given, 1–5000 characters after trimming (contracts `answerBodySchema`). */
  text: string;
}

/**
 * PUT /api/positions/{id}/answers/{question_id} `{text}` ("Answers are saved as given"). Saving the
 * same question again replaces its answer; the fifth answer moves the position to the resume stage.
 * @returns the questionnaire after the save (answers and `current_index` as the server holds them)
 * @throws a ZodError for an empty or over-long answer or a malformed answer; the HttpError of the call:
 *   404 'Question not found', 409 'The resume is already published: answers can no longer change'
 */
export async function saveAnswer({ positionId, questionId, text }: SaveAnswerInput): Promise<Questionnaire> {
  const body = answerBodySchema.parse({ text });
  const { data } = await apiClient.put<unknown>(`/api/positions/${encodeURIComponent(positionId)}/answers/${encodeURIComponent(questionId)}`, body);
  return questionnaireSchema.parse(data);
}

/** Mutation around {@link saveAnswer}; on success the cached questionnaire is the server's. */
export function useSaveAnswerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['save-answer'],
    meta: SHOWN_TO_USER,
    mutationFn: saveAnswer,
    onSuccess: (questionnaire, { positionId }) => queryClient.setQueryData(queryKeys.questionnaire(positionId), questionnaire),
  });
}
