import { useMutation } from '@tanstack/react-query';
import { AUTH_PATHS, authClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';

/**
 * POST /api/auth/logout. Clears the session cookies on the server.
 * @throws the HttpError; the UI shows the message of its error code, or 'Logout failed'
 */
export async function logoutUser(): Promise<void> {
  await authClient.post(AUTH_PATHS.logout);
}

/** Mutation around {@link logoutUser}; side effects (clearing the cache, redirect) belong to the caller. */
export function useLogoutMutation() {
  return useMutation({ mutationKey: ['auth', 'logout'], meta: SHOWN_TO_USER, mutationFn: logoutUser });
}
