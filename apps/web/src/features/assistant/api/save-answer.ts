import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Questionnaire, answerBodySchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { questionnaireQueryKey } from './get-questionnaire';

/** What {@link saveAnswer} sends. */
export interface SaveAnswerInput {
  positionId: string;
  questionId: string;
  /** The answer as given, 1–5000 characters after trimming (contracts `answerBodySchema`). */
  text: string;
}

/**
 * PUT /api/positions/{id}/answers/{question_id} `{text}` (issue 4 step 2: "Answers are saved as given"). Saving the
 * same question again replaces its answer.
 * @throws a ZodError for an empty or over-long answer; the AxiosError of the call (404 'Question not found')
 */
export async function saveAnswer({ positionId, questionId, text }: SaveAnswerInput): Promise<void> {
  const body = answerBodySchema.parse({ text });
  await apiClient.put(`/api/positions/${encodeURIComponent(positionId)}/answers/${encodeURIComponent(questionId)}`, body);
}

/** The questionnaire with one answer saved: the answer replaced or added, `current_index` at the first unanswered one. */
export function withSavedAnswer(questionnaire: Questionnaire, questionId: string, text: string): Questionnaire {
  const answers = [...questionnaire.answers.filter((answer) => answer.question_id !== questionId), { question_id: questionId, text }];
  const answered = new Set(answers.map((answer) => answer.question_id));
  const firstOpen = questionnaire.questions.findIndex((question) => !answered.has(question.id));
  return { ...questionnaire, answers, current_index: firstOpen === -1 ? questionnaire.questions.length : firstOpen };
}

/** Mutation around {@link saveAnswer}; on success the cached questionnaire holds the answer. */
export function useSaveAnswerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['positions', 'answer'],
    meta: SHOWN_TO_USER,
    mutationFn: saveAnswer,
    onSuccess: (_result, { positionId, questionId, text }) => {
      queryClient.setQueryData<Questionnaire>(questionnaireQueryKey(positionId), (questionnaire) =>
        questionnaire === undefined ? questionnaire : withSavedAnswer(questionnaire, questionId, text.trim()),
      );
    },
  });
}
