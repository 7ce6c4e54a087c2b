import { Alert } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadState } from '@/components/load-state';
import { OutlineButton } from '@/components/outline-button';
import { useHhAuthLink, useHhLogin } from '../hooks/use-hh-login';
import { loginFailureReason } from '../hooks/use-login';

/**
 * «Войти через HH.ru» on /login (the hh-auth calls). The button sends the browser to hh's consent page; when
 * hh sends it back to /login?code=&state=, the sign-in completes once, with progress and the failure in Russian.
 */
export function HhSignIn() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const link = useHhAuthLink();
  const login = useHhLogin();
  const started = useRef(false);
  const code = params.get('code');
  const state = params.get('state');

  useEffect(() => {
    if (!code || !state || started.current) return;
    started.current = true;
    login.mutate({ code, state });
  }, [code, state, login]);

  return (
    <>
      {login.isPending && <LoadState state="loading" label={t('login.hh.signingIn')} />}
      {(login.isError || params.get('error') === 'access_denied') && (
        <Alert color="error" variant="light">
          {login.isError ? t(`login.errors.${loginFailureReason(login.error)}`) : t('login.errors.hhAuthFailed')}
        </Alert>
      )}
      {link.isError && (
        <Alert color="error" variant="light">
          {t('login.hh.linkFailed')}
        </Alert>
      )}
      <OutlineButton fullWidth loading={link.isPending} disabled={login.isPending} onClick={() => link.mutate()}>
        {t('login.hh.button')}
      </OutlineButton>
    </>
  );
}
