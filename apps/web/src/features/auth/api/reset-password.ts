import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@otklik/contracts';
import { AUTH_PATHS, authClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';

/**
 * POST /api/auth/reset-password `{token, password}`: sets a new password with the token of the e-mailed link.
 * @throws the HttpError; detail 'Reset link is invalid or expired' for a used, unknown or old token
 */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await authClient.post(AUTH_PATHS.resetPassword, body);
}
export function useResetPasswordMutation() {
  return useMutation({ mutationKey: ['auth', 'reset-password'], meta: SHOWN_TO_USER, mutationFn: resetPassword });
}
