import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnswerBank, answerBankSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';

/** GET/PUT/PATCH /api/answer-bank: the seeker's typed facts for employers' questionnaires. */
export const ANSWER_BANK_PATH = '/api/answer-bank';

/**
 * The seeker's answer bank: every fact, null when not filled.
 * @throws the HttpError of the call, or a ZodError when the answer does not match `answerBankSchema`
 */
export async function getAnswerBank(signal?: AbortSignal): Promise<AnswerBank> {
  const { data } = await apiClient.get<unknown>(ANSWER_BANK_PATH, { signal });
  return answerBankSchema.parse(data);
}

/** Query options of {@link getAnswerBank}. */
export const answerBankQueryOptions = () => queryOptions({ queryKey: queryKeys.answerBank(), queryFn: ({ signal }) => getAnswerBank(signal) });

/** The seeker's answer bank (TanStack Query). */
export function useAnswerBank() {
  return useQuery(answerBankQueryOptions());
}
