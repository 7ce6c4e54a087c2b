import { useMutation } from '@tanstack/react-query';
import { type DraftAnswer, type DraftAnswerBody, draftAnswerBodySchema, draftAnswerSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';

/** POST /api/answer-bank/draft: a draft answer to a pasted employer question. */
export const DRAFT_ANSWER_PATH = '/api/answer-bank/draft';

/**
 * Drafts the answer to a pasted employer question from the bank and the candidate profile.
 * @returns {category, draft, missing, missing_skill, used}: `missing` names the fact to ask the seeker for
 * @throws a ZodError for a body outside the contract, or the HttpError of the call
 */
export async function draftAnswer(body: DraftAnswerBody): Promise<DraftAnswer> {
  const { data } = await apiClient.post<unknown>(DRAFT_ANSWER_PATH, draftAnswerBodySchema.parse(body));
  return draftAnswerSchema.parse(data);
}

/** Mutation around {@link draftAnswer}. */
export function useDraftAnswer() {
  return useMutation({ mutationKey: ['answer-bank', 'draft'], mutationFn: draftAnswer });
}
