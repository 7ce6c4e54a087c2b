import type { CodeExchangeBody } from '@otklik/contracts';
import { useNavigate } from 'react-router';
import { type ActionState, useAction } from './use-action';

/**
 * Fetches hh's consent page for signing in with hh and sends the browser there. The call (and the HTTP client) is imported on
 * click, not with /login (its first load stays within 150 KB of gzipped JS).
 */
export function useHhAuthLink(): ActionState<void> {
  return useAction(
    async () => (await import('../api/hh-sign-in')).getHhAuthLink(),
    (link: string) => window.location.assign(link),
  );
}

/** Completes signing in with hh on return to /login?code=&state=, then goes to /dashboard or /connect. */
export function useHhLogin(): ActionState<CodeExchangeBody> {
  const navigate = useNavigate();
  return useAction(
    async (body: CodeExchangeBody) => (await import('./login-flow')).runHhLoginFlow(body),
    (path: string) => void navigate(path, { replace: true }),
  );
}
