import type { CodeExchangeBody } from '@otklik/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { getHhAuthLink } from '../api/hh-sign-in';
import { runHhLoginFlow } from './login-flow';

/** Fetches hh's consent page for signing in with hh and sends the browser there. */
export function useHhAuthLink() {
  return useMutation({
    mutationKey: ['auth', 'hh-auth-link'],
    meta: SHOWN_TO_USER,
    mutationFn: getHhAuthLink,
    onSuccess: (link) => window.location.assign(link),
  });
}

/** Completes signing in with hh on return to /login?code=&state=, then goes to /dashboard or /connect. */
export function useHhLogin() {
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['auth', 'hh-login'],
    meta: SHOWN_TO_USER,
    mutationFn: (body: CodeExchangeBody) => runHhLoginFlow(body),
    onSuccess: (path) => navigate(path, { replace: true }),
  });
}
