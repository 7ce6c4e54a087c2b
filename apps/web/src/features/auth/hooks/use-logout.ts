import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessageKey, readErrorCode } from '@/lib/api/errors';
import { PATHS } from '@/lib/paths';
import { clearSession } from '@/lib/storage/session-store';
import { useLogoutMutation } from '../api/logout';

/**
 * Signs out (POST /api/auth/logout): on success clears the cached session and queries and goes to /login; on failure
 * stays and shows the message of the error's code (`errors.<code>`, the server's detail in the seeker's language), or
 * 'Logout failed' when the answer carries no code or only a generic one.
 * @returns `logout()` and whether the call is in flight
 */
export function useLogout(): { logout: () => void; pending: boolean } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useLogoutMutation();
  const logout = (): void => {
    mutation.mutate(undefined, {
      onSuccess: () => {
        clearSession();
        queryClient.clear();
        void navigate(PATHS.login, { replace: true });
      },
      onError: (error) => {
        const key = readErrorCode(error) === undefined ? 'logout.failed' : errorMessageKey(error, 'logout.failed');
        notifications.show({ color: 'error', message: t(key) });
      },
    });
  };
  return { logout, pending: mutation.isPending };
}
