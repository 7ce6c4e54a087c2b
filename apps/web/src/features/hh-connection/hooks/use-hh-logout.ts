import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { readErrorStatus } from '@/lib/api/errors';
import { PATHS } from '@/lib/paths';
import { clearSession, saveHhIntegrated } from '@/lib/storage/session-store';
import { useHhLogoutMutation } from '../api/hh-logout';
import { queryKeys } from '@/lib/query-keys';

/**
 * 'Выйти из HH.ru': POST /api/hh/logout → integration flag false → /connect. A 401 clears the cached
 * session and goes to /login; any other failure shows 'Не удалось выйти из аккаунта HH.ru'.
 */
export function useHhLogout(): { hhLogout: () => void; pending: boolean } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useHhLogoutMutation();
  const hhLogout = (): void => {
    mutation.mutate(undefined, {
      onSuccess: () => {
        saveHhIntegrated(false);
        queryClient.removeQueries({ queryKey: queryKeys.hh });
        queryClient.removeQueries({ queryKey: queryKeys.resumes });
        void navigate(PATHS.connect, { replace: true });
      },
      onError: (error) => {
        if (readErrorStatus(error) === 401) {
          clearSession();
          queryClient.clear();
          void navigate(PATHS.login, { replace: true });
          return;
        }
        notifications.show({ color: 'error', message: t('hhLogout.failed') });
      },
    });
  };
  return { hhLogout, pending: mutation.isPending };
}
