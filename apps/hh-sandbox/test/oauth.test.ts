import { HH_TOKEN_ERROR_DESCRIPTIONS as D, hhErrorBodySchema, hhMeSchema, hhTokenErrorSchema, hhTokenResponseSchema } from '@otklik/hh-contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/app';
import { CODE_TTL_MS } from '../src/state/oauth-state';
import { REDIRECT_URI, UA, auth, authorize, connect, expectHh, locationParams, postToken, startSandbox } from './helpers';

const DAY_MS = 86_400_000;
let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await startSandbox();
});
afterEach(() => sandbox.app.close());

const authorizeUrl = (params: Record<string, string>) => `/oauth/authorize?${new URLSearchParams(params).toString()}`;
const exchange = (code: string, extra: Record<string, string> = {}) =>
  postToken(sandbox, {
    grant_type: 'authorization_code',
    client_id: sandbox.config.clientId,
    client_secret: sandbox.config.clientSecret,
    redirect_uri: REDIRECT_URI,
    code,
    ...extra,
  });
const refresh = (refreshToken: string) => postToken(sandbox, { grant_type: 'refresh_token', refresh_token: refreshToken });
const tokenError = (res: Awaited<ReturnType<typeof refresh>>) => expectHh(hhTokenErrorSchema, res);

describe('consent page (GET /oauth/authorize)', () => {
  it('shows a Russian page with a labelled Email field and the Разрешить / Отказать buttons, without external assets', async () => {
    const res = await sandbox.app.inject({
      url: authorizeUrl({ response_type: 'code', client_id: sandbox.config.clientId, state: 'xyz', redirect_uri: REDIRECT_URI }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<label for="email">Email</label>');
    expect(res.body).toContain('<input id="email" name="email" type="email"');
    expect(res.body).toContain('>Разрешить</button>');
    expect(res.body).toContain('>Отказать</button>');
    expect(res.body).toContain('lang="ru"');
    expect(res.body).not.toMatch(/<script|<link|src="http/);
    expect(res.body).toContain('value="xyz"');
  });

  it('refuses an unknown client, a response_type other than code and a missing redirect_uri', async () => {
    const base = { response_type: 'code', client_id: sandbox.config.clientId, redirect_uri: REDIRECT_URI };
    for (const params of [
      { ...base, client_id: 'someone-else' },
      { ...base, response_type: 'token' },
      { response_type: 'code', client_id: sandbox.config.clientId },
    ]) {
      const res = await sandbox.app.inject({ url: authorizeUrl(params) });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Ошибка авторизации');
    }
  });

  it('redirects to redirect_uri with a code and the state on Разрешить, creating the applicant', async () => {
    const res = await sandbox.app.inject({
      method: 'POST',
      url: '/oauth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        response_type: 'code',
        client_id: sandbox.config.clientId,
        redirect_uri: `${REDIRECT_URI}?from=otklik`,
        state: 's 1',
        email: 'Anna@Example.RU',
        decision: 'allow',
      }).toString(),
    });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('from')).toBe('otklik');
    expect(location.searchParams.get('state')).toBe('s 1');
    expect(location.searchParams.get('code')).toMatch(/^[A-Z0-9]{32,}$/);
    expect(sandbox.state.applicants.findByEmail('anna@example.ru')).toBeDefined();
  });

  it('redirects with error=access_denied and the state on Отказать', async () => {
    const res = await sandbox.app.inject({
      method: 'POST',
      url: '/oauth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        response_type: 'code',
        client_id: sandbox.config.clientId,
        redirect_uri: REDIRECT_URI,
        state: 'abc',
        decision: 'deny',
      }).toString(),
    });
    expect(res.statusCode).toBe(302);
    expect(Object.fromEntries(locationParams(res))).toEqual({ error: 'access_denied', state: 'abc' });
  });

  it('asks again for a malformed e-mail', async () => {
    const res = await sandbox.app.inject({
      method: 'POST',
      url: '/oauth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        response_type: 'code',
        client_id: sandbox.config.clientId,
        redirect_uri: REDIRECT_URI,
        email: 'not-an-email',
        decision: 'allow',
      }).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Введите корректный email.');
    expect(res.body).toContain('value="not-an-email"');
  });
});

describe('code exchange (POST /token, grant_type=authorization_code)', () => {
  it('answers a bearer pair living HH_SANDBOX_TOKEN_TTL_SECONDS (14 days by default)', async () => {
    const res = await exchange(await authorize(sandbox, 'ivan@example.ru'));
    expect(res.statusCode).toBe(200);
    const pair = expectHh(hhTokenResponseSchema, res);
    expect(pair).toMatchObject({ token_type: 'bearer', expires_in: 1_209_600 });
    expect(pair.access_token).not.toBe(pair.refresh_token);
  });

  it('uses the configured token lifetime', async () => {
    await sandbox.app.close();
    sandbox = await startSandbox({ tokenTtlMs: 3600_000 });
    const pair = expectHh(hhTokenResponseSchema, await exchange(await authorize(sandbox, 'ivan@example.ru')));
    expect(pair.expires_in).toBe(3600);
  });

  it('accepts a code once: the second exchange is code has already been used', async () => {
    const code = await authorize(sandbox, 'ivan@example.ru');
    expect((await exchange(code)).statusCode).toBe(200);
    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(tokenError(again)).toEqual({ error: 'invalid_grant', error_description: D.codeUsed });
  });

  it('refuses unknown and expired codes', async () => {
    const unknown = await exchange('CODE0000000000000000');
    expect(tokenError(unknown)).toEqual({ error: 'invalid_request', error_description: D.codeNotFound });
    const code = await authorize(sandbox, 'ivan@example.ru');
    sandbox.state.clock.advance(CODE_TTL_MS);
    expect(tokenError(await exchange(code))).toEqual({ error: 'invalid_grant', error_description: D.codeExpired });
  });

  it('refuses a wrong client secret and a redirect_uri other than the authorize one', async () => {
    const code = await authorize(sandbox, 'ivan@example.ru');
    expect(tokenError(await exchange(code, { client_secret: 'wrong' }))).toEqual({ error: 'invalid_client', error_description: D.clientNotFound });
    expect(tokenError(await exchange(code, { redirect_uri: 'http://localhost:5173/other' }))).toEqual({
      error: 'invalid_request',
      error_description: D.badRedirectUrl,
    });
    expect((await exchange(code)).statusCode).toBe(200);
  });

  it('answers unsupported_grant_type for an unknown or missing grant', async () => {
    const forms: Record<string, string>[] = [{ grant_type: 'password' }, {}];
    for (const form of forms) {
      const res = await postToken(sandbox, form);
      expect(res.statusCode).toBe(400);
      expect(tokenError(res)).toEqual({ error: 'unsupported_grant_type', error_description: D.unsupportedGrant });
    }
  });

  it('also serves the deprecated POST /oauth/token', async () => {
    const code = await authorize(sandbox, 'ivan@example.ru');
    const res = await postToken(
      sandbox,
      { grant_type: 'authorization_code', client_id: sandbox.config.clientId, client_secret: sandbox.config.clientSecret, redirect_uri: REDIRECT_URI, code },
      '/oauth/token',
    );
    expectHh(hhTokenResponseSchema, res);
  });
});

describe('refresh (POST /token, grant_type=refresh_token)', () => {
  it('refuses while the access token is valid: token not expired', async () => {
    const { refresh: r } = await connect(sandbox, 'ivan@example.ru');
    sandbox.state.clock.advance(14 * DAY_MS - 1000);
    const res = await refresh(r);
    expect(res.statusCode).toBe(400);
    expect(tokenError(res)).toEqual({ error: 'invalid_grant', error_description: D.notExpired });
  });

  it('works once after expiry; the second use is token has already been refreshed', async () => {
    const first = await connect(sandbox, 'ivan@example.ru');
    sandbox.state.clock.advance(14 * DAY_MS);
    const expired = await sandbox.app.inject({ url: '/me', headers: auth(first.access) });
    expect(expired.statusCode).toBe(403);
    expect(expectHh(hhErrorBodySchema, expired).errors).toEqual([{ type: 'oauth', value: 'token_expired' }]);

    const renewed = expectHh(hhTokenResponseSchema, await refresh(first.refresh));
    const me = await sandbox.app.inject({ url: '/me', headers: auth(renewed.access_token) });
    expect(expectHh(hhMeSchema, me).email).toBe('ivan@example.ru');

    const again = await refresh(first.refresh);
    expect(tokenError(again)).toEqual({ error: 'invalid_grant', error_description: D.alreadyRefreshed });
  });

  it('tells an empty, unknown and malformed refresh token apart', async () => {
    expect(tokenError(await refresh(''))).toEqual({ error: 'invalid_request', error_description: D.tokenEmpty });
    expect(tokenError(await refresh('USER0000000000000000000000'))).toEqual({ error: 'invalid_request', error_description: D.tokenNotFound });
    expect(tokenError(await refresh('not a token'))).toEqual({ error: 'invalid_grant', error_description: D.badToken });
  });
});

describe('revoke (DELETE /oauth/token) and API authorization', () => {
  it('revokes with 204: the API answers token_revoked and the refresh token was revoked', async () => {
    const pair = await connect(sandbox, 'ivan@example.ru');
    const res = await sandbox.app.inject({ method: 'DELETE', url: '/oauth/token', headers: auth(pair.access) });
    expect(res.statusCode).toBe(204);
    const me = await sandbox.app.inject({ url: '/me', headers: auth(pair.access) });
    expect(me.statusCode).toBe(403);
    expect(expectHh(hhErrorBodySchema, me).errors).toEqual([{ type: 'oauth', value: 'token_revoked' }]);
    sandbox.state.clock.advance(15 * DAY_MS);
    expect(tokenError(await refresh(pair.refresh))).toEqual({ error: 'invalid_grant', error_description: D.revoked });
  });

  it('answers 403 oauth bad_authorization for a missing or unknown token, with a request_id', async () => {
    for (const headers of [UA, auth('USERNOPE000000000000')]) {
      const res = await sandbox.app.inject({ url: '/me', headers });
      expect(res.statusCode).toBe(403);
      const body = expectHh(hhErrorBodySchema, res);
      expect(body.errors).toEqual([{ type: 'oauth', value: 'bad_authorization' }]);
      expect(body.request_id).toMatch(/^[0-9a-f]{32}$/);
      expect(res.headers['x-request-id']).toBe(body.request_id);
    }
  });

  it('needs a User-Agent or HH-User-Agent on every API call: 400 bad_user_agent/unset', async () => {
    const res = await sandbox.app.inject({ url: '/dictionaries', headers: { 'user-agent': '' } });
    expect(res.statusCode).toBe(400);
    expect(expectHh(hhErrorBodySchema, res).errors).toEqual([{ type: 'bad_user_agent', value: 'unset' }]);
    const token = await sandbox.app.inject({ method: 'POST', url: '/token', headers: { 'user-agent': '' } });
    expect(token.statusCode).toBe(400);
    const withHhHeader = await sandbox.app.inject({ url: '/dictionaries', headers: { 'user-agent': '', 'hh-user-agent': 'Otklik/1.0' } });
    expect(withHhHeader.statusCode).toBe(200);
  });

  it('issues an application token at most every 5 minutes; it searches but is not a user', async () => {
    const form = { grant_type: 'client_credentials', client_id: sandbox.config.clientId, client_secret: sandbox.config.clientSecret };
    const first = await postToken(sandbox, form);
    expect(first.statusCode).toBe(200);
    const appToken = first.json<{ access_token: string; token_type: string }>();
    expect(appToken.token_type).toBe('bearer');
    const tooEarly = await postToken(sandbox, form);
    expect(tooEarly.statusCode).toBe(403);
    expect(tokenError(tooEarly)).toEqual({ error: 'forbidden', error_description: D.appTokenTooEarly });
    const search = await sandbox.app.inject({ url: '/vacancies?text=python', headers: auth(appToken.access_token) });
    expect(search.statusCode).toBe(200);
    const me = await sandbox.app.inject({ url: '/me', headers: auth(appToken.access_token) });
    expect(expectHh(hhErrorBodySchema, me).errors).toEqual([{ type: 'oauth', value: 'user_auth_expected' }]);
  });
});
