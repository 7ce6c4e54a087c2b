import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginCredentials } from '../api/login';
import { LoginFlowError, type LoginFailureReason, runLoginFlow } from './login-flow';
import { SHOWN_TO_USER } from '@/lib/query-client';

/** The reason of a failed login mutation; unknown failures read as 'loginFailed'. */
export function loginFailureReason(error: unknown): LoginFailureReason {
  return error instanceof LoginFlowError ? error.reason : 'loginFailed';
}

/** Signs in with e-mail and password and navigates to /dashboard or /connect (spec §2 "After login"). */
export function useLogin() {
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['auth', 'login'], meta: SHOWN_TO_USER,
    mutationFn: (credentials: LoginCredentials) => runLoginFlow(credentials),
    onSuccess: (path) => navigate(path, { replace: true }),
  });
}
