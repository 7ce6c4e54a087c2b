import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AnswerBank,
  answerBankSchema,
  type PatchAnswerBankBody,
  patchAnswerBankBodySchema,
  type PutAnswerBankBody,
  putAnswerBankBodySchema,
} from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { queryKeys } from '@/lib/query-keys';
import { ANSWER_BANK_PATH } from './get-answer-bank';

/**
 * PUT /api/answer-bank: replaces the whole bank (a fact left out is cleared).
 * @throws a ZodError for a body outside the contract, or the HttpError of the call (400 `issues` name the fields)
 */
export async function putAnswerBank(body: PutAnswerBankBody): Promise<AnswerBank> {
  const { data } = await apiClient.put<unknown>(ANSWER_BANK_PATH, putAnswerBankBodySchema.parse(body));
  return answerBankSchema.parse(data);
}

/**
 * PATCH /api/answer-bank: changes only the facts given (the ask-once flow of the question drafts).
 * @throws a ZodError for a body outside the contract, or the HttpError of the call
 */
export async function patchAnswerBank(body: PatchAnswerBankBody): Promise<AnswerBank> {
  const { data } = await apiClient.patch<unknown>(ANSWER_BANK_PATH, patchAnswerBankBodySchema.parse(body));
  return answerBankSchema.parse(data);
}

/**
 * Both mutations put the stored bank into the cache and refresh packets built from it, and the profile: the bank's
 * portfolio link is the account's link (one store on the server).
 */
function useStoreBank() {
  const client = useQueryClient();
  return (bank: AnswerBank) => {
    client.setQueryData(queryKeys.answerBank(), bank);
    void client.invalidateQueries({ queryKey: ['answer-bank', 'packet'] });
    void client.invalidateQueries({ queryKey: queryKeys.profile });
  };
}

/** Mutation around {@link putAnswerBank}. */
export function usePutAnswerBank() {
  const store = useStoreBank();
  return useMutation({ mutationKey: ['answer-bank', 'put'], mutationFn: putAnswerBank, onSuccess: store });
}

/** Mutation around {@link patchAnswerBank}. */
export function usePatchAnswerBank() {
  const store = useStoreBank();
  return useMutation({ mutationKey: ['answer-bank', 'patch'], mutationFn: patchAnswerBank, onSuccess: store });
}
