import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';

/**
 * POST /api/hh/logout: revokes the hh token and forgets it on the server.
 * @throws the HttpError; 401 means the session is gone (clear local storage, go to /login), any other
 *   failure is shown as 'Failed to logout HH account' in Russian
 */
export async function logoutHh(): Promise<void> {
  await apiClient.post('/api/hh/logout');
}
export function useHhLogoutMutation() {
  return useMutation({ mutationKey: ['hh', 'logout'], meta: SHOWN_TO_USER, mutationFn: logoutHh });
}
