import { useNavigate } from 'react-router';
import type { LoginCredentials } from '../api/login';
import { type ActionState, useAction } from './use-action';

export { loginFailureReason } from './login-errors';

/**
 * Signs in with e-mail and password and navigates to /dashboard when hh is connected, else /connect. The login sequence
 * (and the HTTP transport it uses) is imported on submit, not with the page (its first load stays within 150 KB of gzipped JS).
 */
export function useLogin(): ActionState<LoginCredentials> {
  const navigate = useNavigate();
  return useAction(
    async (credentials: LoginCredentials) => (await import('./login-flow')).runLoginFlow(credentials),
    (path: string) => void navigate(path, { replace: true }),
  );
}
