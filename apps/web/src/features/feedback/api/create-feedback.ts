import { useMutation } from '@tanstack/react-query';
import { type FeedbackBody, feedbackBodySchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';

/** POST /api/feedback/create_feedback. */
export const CREATE_FEEDBACK_PATH = '/api/feedback/create_feedback';

/**
 * Sends the seeker's feedback: `action` '' (the trial-end prompt names no action), `score` 1–5, `message` possibly empty. The answer is not read.
 * @throws a ZodError for a body outside the contract (no score), or the HttpError of the call
 */
export async function createFeedback(body: FeedbackBody): Promise<void> {
  await apiClient.post(CREATE_FEEDBACK_PATH, feedbackBodySchema.parse(body));
}

/** Mutation around {@link createFeedback}; a failed send is silent: the user is never told. */
export function useCreateFeedback() {
  return useMutation({ mutationKey: ['feedback', 'create'], mutationFn: createFeedback });
}
