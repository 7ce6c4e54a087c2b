import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '@/lib/paths';
import { saveHhIntegrated } from '@/lib/storage/session-store';
import { useExchangeHhCodeMutation } from '../api/exchange-code';
import { useGenerateHhLinkMutation } from '../api/generate-link';

/** Sends the browser to a URL; a parameter so tests can observe it (jsdom cannot leave the page). */
export type AssignLocation = (url: string) => void;

const assignWindowLocation: AssignLocation = (url) => window.location.assign(url);

/**
 * The /connect logic:
 * - `connect()` fetches GET /api/hh/generate-link and sends the browser to the hh consent page;
 * - on return with `?code=` (and `?state=`), POST /api/hh/exchange once; on 'Tokens successfully stored' the
 *   integration flag becomes true and the user goes to /position.
 * The code is single-use, so the exchange runs once per code even under StrictMode's double effects.
 */
export function useHhConnect(assign: AssignLocation = assignWindowLocation) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const link = useGenerateHhLinkMutation();
  const exchange = useExchangeHhCodeMutation();
  const exchangedCode = useRef<string | null>(null);
  const code = searchParams.get('code');
  const state = searchParams.get('state');
  const { mutate: exchangeCode } = exchange;

  useEffect(() => {
    if (code === null || code === '' || exchangedCode.current === code) return;
    exchangedCode.current = code;
    exchangeCode(state === null || state === '' ? { code } : { code, state }, {
      onSuccess: () => {
        saveHhIntegrated(true);
        void navigate(PATHS.position, { replace: true });
      },
      onError: () => {
        // The code cannot be used twice: drop it from the address so a reload does not retry it.
        setSearchParams({}, { replace: true });
      },
    });
  }, [code, state, exchangeCode, navigate, setSearchParams]);

  const connect = (): void => {
    exchange.reset();
    link.mutate(undefined, { onSuccess: (url) => assign(url) });
  };

  return {
    connect,
    linkPending: link.isPending || link.isSuccess,
    linkFailed: link.isError,
    exchanging: exchange.isPending || (code !== null && code !== '' && exchange.isIdle),
    exchangeFailed: exchange.isError,
  };
}
