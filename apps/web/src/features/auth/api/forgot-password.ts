import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@otklik/contracts';
import { AUTH_PATHS, authClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';

/**
 * POST /api/auth/forgot-password `{email}`. The server answers the same whether the e-mail is
 * registered or not, and mails a reset link when it is.
 * @throws the HttpError of a failed call
 */
export async function requestPasswordReset(body: ForgotPasswordBody): Promise<void> {
  await authClient.post(AUTH_PATHS.forgotPassword, body);
}
export function useRequestPasswordResetMutation() {
  return useMutation({ mutationKey: ['auth', 'forgot-password'], meta: SHOWN_TO_USER, mutationFn: requestPasswordReset });
}
