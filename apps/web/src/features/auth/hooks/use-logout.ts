import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { readErrorDetail } from '@/lib/api/errors';
import { PATHS } from '@/lib/paths';
import { clearSession } from '@/lib/storage/session-store';
import { useLogoutMutation } from '../api/logout';

/**
 * Signs out (spec §7 POST /api/auth/logout): on success clears the cached session and queries and goes to /login;
 * on failure shows the server's detail or 'Logout failed' (spec §8) and stays.
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
        notifications.show({ color: 'error', message: readErrorDetail(error) ?? t('logout.failed') });
      },
    });
  };
  return { logout, pending: mutation.isPending };
}
