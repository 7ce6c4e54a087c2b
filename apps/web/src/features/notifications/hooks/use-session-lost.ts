import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AUTH_PATHS, authClient } from '@/lib/api/clients';
import { PATHS } from '@/lib/paths';
import { clearSession } from '@/lib/storage/session-store';

/**
 * What a 401 on the notification check does (polling stops, the user is logged out and goes to Login): the server logout is attempted to expire the cookies (its failure changes nothing), the cached session and
 * queries are dropped, and the user lands on /login.
 */
export function useSessionLost(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    void authClient.post(AUTH_PATHS.logout).catch(() => undefined);
    clearSession();
    queryClient.clear();
    void navigate(PATHS.login, { replace: true });
  }, [navigate, queryClient]);
}
