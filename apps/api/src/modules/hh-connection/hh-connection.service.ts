import { HH_DETAIL, type User } from '@otklik/contracts';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { HhConnectionRow } from '../../db/schema/hh';
import type { HhClient } from '../../integrations/hh';
import { HhApiError, HhTokenError, HhUnavailableError } from '../../integrations/hh';
import type { TokenCipher } from '../../integrations/hh';
import type { Clock } from '../../lib/clock';
import type { SessionUser } from '../../plugins/session';
import type { AuthService, IssuedTokens } from '../auth';
import { hhConnectionErrors } from './hh-connection.errors';
import * as repo from './hh-connection.repository';

/** An OAuth state is valid for 10 minutes. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;
/** Refresh this long before hh's expiry, so a call never starts with a token about to die (ms). */
const EXPIRY_MARGIN_MS = 0;

export interface HhConnectionServiceDeps {
  db: Db;
  clock: Clock;
  hh: Pick<HhClient, 'authorizeUrl' | 'exchangeCode' | 'refreshToken' | 'revokeToken' | 'me'>;
  cipher: TokenCipher;
  auth: Pick<AuthService, 'startSessionFor' | 'registerExternal' | 'findUser'>;
  settings: {
    /** redirect_uri of the connect flow: `${PUBLIC_URL}/connect` by default (HH_REDIRECT_URI). */
    redirectUri: string;
    /** redirect_uri of "sign in with hh": the same origin's /login. */
    loginRedirectUri: string;
  };
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/** hh's connection rules (spec §7 Job board). */
export type HhConnectionService = ReturnType<typeof createHhConnectionService>;

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
const newSecret = (): string => randomBytes(32).toString('base64url');

/**
 * Builds the hh-connection service: OAuth states bound to the session, the code exchange, encrypted token storage,
 * refresh by hh's rules (only after expiry, only once, serialised per user), revocation, and sign-in with hh.
 */
export function createHhConnectionService(deps: HhConnectionServiceDeps) {
  const { db, clock, hh, cipher, auth, settings, log } = deps;
  /** In-flight refreshes per user: concurrent callers share one refresh, so a refresh token is spent once. */
  const refreshing = new Map<string, Promise<string>>();

  async function issueState(binding: Omit<repo.NewOauthState, 'stateHash' | 'createdAt' | 'expiresAt'>): Promise<string> {
    const state = newSecret();
    const now = clock.now();
    await repo.insertOauthState(db, {
      ...binding,
      stateHash: sha256(state),
      createdAt: now,
      expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
    });
    return state;
  }

  function encryptPair(userId: string, tokens: { access_token: string; refresh_token: string; expires_in: number }, at: Date): repo.StoredTokens {
    return {
      accessTokenEnc: cipher.encrypt(tokens.access_token, userId),
      refreshTokenEnc: cipher.encrypt(tokens.refresh_token, userId),
      accessExpiresAt: new Date(at.getTime() + tokens.expires_in * 1000 - EXPIRY_MARGIN_MS),
    };
  }

  /** Forgets a connection hh no longer honours: the seeker is not integrated any more. */
  async function dropConnection(userId: string, reason: string): Promise<void> {
    await repo.deleteConnection(db, userId);
    log.warn({ userId, reason }, 'hh connection dropped: the seeker must connect hh again');
  }

  /** Exchanges a code and reads who it belongs to. Token errors mean the code is bad: `onFail` maps them. */
  async function exchangeAndIdentify(code: string, redirectUri: string, onFail: (cause: unknown) => Error) {
    try {
      const tokens = await hh.exchangeCode(code, redirectUri);
      const me = await hh.me(tokens.access_token);
      return { tokens, me };
    } catch (error) {
      if (error instanceof HhUnavailableError || (error instanceof HhApiError && error.retryable)) {
        throw hhConnectionErrors.unavailable(error);
      }
      throw onFail(error);
    }
  }

  /**
   * Spends the stored refresh token. Shares one refresh among concurrent callers in this process; across
   * processes, a pair is stored only over the version that was spent, and a loser re-reads the winner's pair.
   * @returns a usable access token.
   * @throws AppError hh_not_integrated when hh refuses the refresh for good; hh_unavailable when hh does not answer.
   */
  function refreshAccessToken(row: HhConnectionRow): Promise<string> {
    const pending = refreshing.get(row.userId);
    if (pending) return pending;
    const run = (async () => {
      try {
        const tokens = await hh.refreshToken(cipher.decrypt(row.refreshTokenEnc, row.userId));
        const now = clock.now();
        const stored = await repo.replaceTokens(db, row.userId, row.version, encryptPair(row.userId, tokens, now), now);
        if (!stored) log.warn({ userId: row.userId }, 'hh refresh stored by another process first; keeping theirs');
        return tokens.access_token;
      } catch (error) {
        if (error instanceof HhTokenError) {
          if (error.notExpired) return cipher.decrypt(row.accessTokenEnc, row.userId);
          if (error.alreadyRefreshed) {
            const current = await repo.findConnection(db, row.userId);
            if (current && current.version !== row.version) return cipher.decrypt(current.accessTokenEnc, row.userId);
          }
          await dropConnection(row.userId, `${error.error}: ${error.description}`);
          throw hhConnectionErrors.notIntegrated();
        }
        throw hhConnectionErrors.unavailable(error);
      }
    })().finally(() => refreshing.delete(row.userId));
    refreshing.set(row.userId, run);
    return run;
  }

  /** A usable access token for the seeker, refreshed first when it has expired. */
  async function accessTokenFor(userId: string): Promise<{ token: string; row: HhConnectionRow }> {
    const row = await repo.findConnection(db, userId);
    if (!row) throw hhConnectionErrors.notIntegrated();
    if (row.accessExpiresAt.getTime() <= clock.now().getTime()) return { token: await refreshAccessToken(row), row };
    return { token: cipher.decrypt(row.accessTokenEnc, userId), row };
  }

  return {
    /**
     * GET /api/hh/generate-link: hh's consent URL with a fresh state bound to this session (its refresh-token family),
     * single use, valid 10 minutes.
     */
    async generateLink(session: SessionUser): Promise<{ registration_link: string }> {
      const state = await issueState({ purpose: 'connect', userId: session.userId, familyId: session.familyId, nonceHash: null });
      return { registration_link: hh.authorizeUrl(state, settings.redirectUri) };
    },

    /**
     * POST /api/hh/exchange {code, state}: checks the state against this session, exchanges the code, stores the
     * tokens encrypted. @returns {detail:'Tokens successfully stored'}.
     * @throws 400 hh_state_mismatch (missing, unknown, used, expired or another session's state);
     *   400 'Failed to complete HH integration' (hh refused the code, or the account is not an applicant); 503 hh down.
     */
    async exchange(session: SessionUser, body: { code: string; state?: string | undefined }): Promise<{ detail: string }> {
      if (!body.state) throw hhConnectionErrors.stateMismatch();
      const now = clock.now();
      const state = await repo.consumeOauthState(db, sha256(body.state), now);
      if (!state || state.purpose !== 'connect' || state.userId !== session.userId || state.familyId !== session.familyId) {
        throw hhConnectionErrors.stateMismatch();
      }
      const { tokens, me } = await exchangeAndIdentify(body.code, settings.redirectUri, (cause) => hhConnectionErrors.exchangeFailed(cause));
      if (me.is_applicant === false) throw hhConnectionErrors.exchangeFailed();
      await repo.upsertConnection(db, session.userId, String(me.id), encryptPair(session.userId, tokens, now), now);
      log.info({ userId: session.userId }, 'hh connected');
      return { detail: HH_DETAIL.tokensStored };
    },

    /**
     * GET /api/hh/validate: the seeker is integrated while a connection exists and its token can be had (an expired
     * one is refreshed here). @returns {detail:"Current user's HH token is valid"}.
     * @throws 401 'HH account is not connected' otherwise (spec §7: "detail or 401"); 503 when hh is down mid-refresh.
     */
    async validate(userId: string): Promise<{ detail: string }> {
      try {
        await accessTokenFor(userId);
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'hh_not_integrated') throw hhConnectionErrors.notIntegratedForValidate();
        throw error;
      }
      return { detail: HH_DETAIL.tokenValid };
    },

    /**
     * POST /api/hh/logout: revokes the token at hh and deletes it here. A token hh already considers
     * dead is simply deleted. @throws 503 'Failed to logout HH account' when hh does not answer (the token is kept,
     * so the seeker can try again).
     */
    async logout(userId: string): Promise<{ detail: string }> {
      const row = await repo.findConnection(db, userId);
      if (!row) return { detail: HH_DETAIL.loggedOut };
      try {
        const { token } = await accessTokenFor(userId);
        await hh.revokeToken(token);
      } catch (error) {
        const dead =
          (error instanceof HhApiError && error.status === 403) ||
          (error instanceof Error && 'code' in error && error.code === 'hh_not_integrated');
        if (!dead) throw hhConnectionErrors.logoutFailed(error);
      }
      await repo.deleteConnection(db, userId);
      return { detail: HH_DETAIL.loggedOut };
    },

    /**
     * Runs one hh call with the seeker's token. An expired token is refreshed first; a 403 token_expired from hh
     * refreshes and retries once; a revoked or unusable token drops the connection (the UI sends the seeker to /connect).
     * This is how every other module talks to hh for a seeker.
     * @throws AppError hh_not_integrated (403); AppError hh_unavailable (503); HhApiError for hh's other refusals.
     */
    async withAccessToken<T>(userId: string, call: (accessToken: string) => Promise<T>): Promise<T> {
      const { token, row } = await accessTokenFor(userId);
      try {
        return await call(token);
      } catch (error) {
        if (error instanceof HhApiError && error.tokenExpired) {
          const fresh = await refreshAccessToken((await repo.findConnection(db, userId)) ?? row);
          return call(fresh);
        }
        if (error instanceof HhApiError && error.tokenUnusable) {
          await dropConnection(userId, error.reason);
          throw hhConnectionErrors.notIntegrated();
        }
        if (error instanceof HhUnavailableError) throw hhConnectionErrors.unavailable(error);
        throw error;
      }
    },

    /** Ids of every seeker with an hh connection (for the invitation poller). */
    listConnectedUserIds(): Promise<string[]> {
      return repo.listConnectedUserIds(db);
    },

    /**
     * GET /api/hh-auth/auth-link: hh's consent URL for signing in with hh. The state is bound to `nonce`, a random
     * value the route keeps in an httpOnly cookie, since there is no session yet.
     */
    async authLink(nonce: string): Promise<{ registration_link: string }> {
      const state = await issueState({ purpose: 'login', userId: null, familyId: null, nonceHash: sha256(nonce) });
      return { registration_link: hh.authorizeUrl(state, settings.loginRedirectUri) };
    },

    /**
     * POST /hh-auth/auth and /hh-auth/register {code, state}: signs in with hh. Finds the Otklik account linked to this
     * hh account, or creates one from hh's /me (e-mail, name); stores the new tokens; starts a session.
     * @param mode 'auth' or 'register' only picks the failure text (spec §8).
     * @throws 400 state mismatch; 400 'Failed to authenticate with HH' / 'Failed to register from HH';
     *   409 'Email already registered' when an unlinked password account owns hh's e-mail (sign in and connect instead).
     */
    async signInWithHh(
      body: { code: string; state?: string | undefined },
      nonce: string | undefined,
      mode: 'auth' | 'register',
    ): Promise<{ user: User } & IssuedTokens> {
      const fail = mode === 'auth' ? hhConnectionErrors.authFailed : hhConnectionErrors.registerFailed;
      if (!body.state || !nonce) throw hhConnectionErrors.stateMismatch();
      const now = clock.now();
      const state = await repo.consumeOauthState(db, sha256(body.state), now);
      if (!state || state.purpose !== 'login' || state.nonceHash !== sha256(nonce)) throw hhConnectionErrors.stateMismatch();
      const { tokens, me } = await exchangeAndIdentify(body.code, settings.loginRedirectUri, fail);
      if (me.is_applicant === false || !me.email) throw fail();
      const hhUserId = String(me.id);
      const linked = await repo.findConnectionByHhUser(db, hhUserId);
      let userId = linked?.userId ?? null;
      if (!userId) {
        const name = [me.first_name, me.last_name].filter(Boolean).join(' ') || null;
        const created = await auth.registerExternal({ email: String(me.email).trim().toLowerCase(), name });
        userId = created.user_id;
      }
      await repo.upsertConnection(db, userId, hhUserId, encryptPair(userId, tokens, now), now);
      return auth.startSessionFor(userId);
    },
  };
}
