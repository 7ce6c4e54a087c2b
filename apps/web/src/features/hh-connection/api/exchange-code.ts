import { useMutation } from '@tanstack/react-query';
import { type CodeExchangeBody, HH_DETAIL, detailSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';

/** The exchange answered, but not with 'Tokens successfully stored'. */
export class CodeExchangeError extends Error {
  constructor(readonly detail: string | undefined) {
    super(`hh code exchange failed: ${detail ?? 'no detail'}`);
    this.name = 'CodeExchangeError';
  }
}

/**
 * POST /api/hh/exchange `{code, state}`: trades the code hh put in
 * the redirect URL for tokens the server stores. Succeeds only when the detail is 'Tokens successfully stored'.
 * @throws the HttpError (detail 'Failed to complete HH integration') or CodeExchangeError for another detail
 */
export async function exchangeHhCode(body: CodeExchangeBody): Promise<void> {
  const { data } = await apiClient.post<unknown>('/api/hh/exchange', body);
  const parsed = detailSchema.safeParse(data);
  const detail = parsed.success ? parsed.data.detail : undefined;
  if (detail !== HH_DETAIL.tokensStored) throw new CodeExchangeError(detail);
}
export function useExchangeHhCodeMutation() {
  return useMutation({ mutationKey: ['hh', 'exchange'], meta: SHOWN_TO_USER, mutationFn: exchangeHhCode });
}
