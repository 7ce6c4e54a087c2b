import { HH_DETAIL, type User } from '@otklik/contracts';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { HhClient, HhPort, HhSeekerTokens, HhTokenPair, TokenCipher } from '../../integrations/hh';
import { isAppError } from '../../lib/app-error';
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
  hh: Pick<HhClient, 'authorizeUrl'>;
  /** The hh port, built over {@link createHhTokenStore} of the same db and cipher. */
  port: Pick<HhPort, 'connect' | 'checkConnection' | 'revoke'>;
  cipher: TokenCipher;
  auth: Pick<AuthService, 'startSessionFor' | 'registerExternal' | 'findUser'>;
  /** The browser companion: logging out of hh also unpairs the seeker's browsers. */
  companion?: { disconnect(userId: string): Promise<number>; listPairedUserIds(): Promise<string[]> };
  settings: {
    /** redirect_uri of the connect flow: `${PUBLIC_URL}/connect` by default (HH_REDIRECT_URI). */
    redirectUri: string;
    /** redirect_uri of "sign in with hh": the same origin's /login. */
    loginRedirectUri: string;
  };
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/** hh's connection rules: link, exchange, validate, logout and sign-in with hh. */
export type HhConnectionService = ReturnType<typeof createHhConnectionService>;

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
const newSecret = (): string => randomBytes(32).toString('base64url');

function encryptPair(cipher: TokenCipher, userId: string, tokens: HhTokenPair, at: Date): repo.StoredTokens {
  return {
    accessTokenEnc: cipher.encrypt(tokens.access_token, userId),
    refreshTokenEnc: cipher.encrypt(tokens.refresh_token, userId),
    accessExpiresAt: new Date(at.getTime() + tokens.expires_in * 1000 - EXPIRY_MARGIN_MS),
  };
}

/**
 * The seekers' hh tokens, AES-256-GCM encrypted in hh_connections: what the hh port reads, stores after a refresh
 * (only over the version it spent) and drops when hh no longer honours the grant. With `crossProcessLock` (PostgreSQL,
 * several API processes) it offers `exclusive`: a transaction holding `pg_advisory_xact_lock` on the seeker, in which
 * the refresh re-reads and stores the pair, so only one process at a time spends a seeker's refresh token.
 */
export function createHhTokenStore(deps: Pick<HhConnectionServiceDeps, 'db' | 'cipher' | 'log'> & { crossProcessLock?: boolean }): HhSeekerTokens {
  const { db, cipher, log } = deps;
  const readWith = async (on: Db, userId: string) => {
    const row = await repo.findConnection(on, userId);
    if (!row) return null;
    return {
      accessToken: cipher.decrypt(row.accessTokenEnc, userId),
      refreshToken: cipher.decrypt(row.refreshTokenEnc, userId),
      expiresAt: row.accessExpiresAt,
      version: row.version,
    };
  };
  const saveWith = async (on: Db, userId: string, expectedVersion: number, tokens: HhTokenPair, at: Date) => {
    const stored = await repo.replaceTokens(on, userId, expectedVersion, encryptPair(cipher, userId, tokens, at), at);
    if (!stored) log.warn({ userId }, 'hh refresh stored by another process first; keeping theirs');
    return stored;
  };
  return {
    read: (userId) => readWith(db, userId),
    save: (userId, expectedVersion, tokens, at) => saveWith(db, userId, expectedVersion, tokens, at),
    ...(deps.crossProcessLock
      ? {
          exclusive: <T>(userId: string, work: (store: Pick<HhSeekerTokens, 'read' | 'save'>) => Promise<T>): Promise<T> =>
            db.transaction(async (tx) => {
              await repo.lockSeekerTokens(tx, userId);
              return work({ read: (id) => readWith(tx, id), save: (id, version, tokens, at) => saveWith(tx, id, version, tokens, at) });
            }),
        }
      : {}),
    async drop(userId, reason) {
      await repo.deleteConnection(db, userId);
      log.warn({ userId, reason }, 'hh connection dropped: the seeker must connect hh again');
    },
  };
}

/**
 * Builds the hh-connection service: OAuth states bound to the session, the code exchange, encrypted token storage
 * (the hh port decides when to refresh), revocation, and sign-in with hh.
 */
export function createHhConnectionService(deps: HhConnectionServiceDeps) {
  const { db, clock, hh, port, cipher, auth, settings, log } = deps;

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

  /** Exchanges a code and reads who it belongs to. A refused code is `onFail`'s error; hh down stays hh_unavailable. */
  async function exchangeAndIdentify(code: string, redirectUri: string, onFail: (cause: unknown) => Error) {
    try {
      return await port.connect(code, redirectUri);
    } catch (error) {
      if (isAppError(error, 'hh_unavailable')) throw error;
      throw onFail(error);
    }
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
      const { tokens, account } = await exchangeAndIdentify(body.code, settings.redirectUri, (cause) => hhConnectionErrors.exchangeFailed(cause));
      if (!account.isApplicant) throw hhConnectionErrors.exchangeFailed();
      await repo.upsertConnection(db, session.userId, account.hhUserId, encryptPair(cipher, session.userId, tokens, now), now);
      log.info({ userId: session.userId }, 'hh connected');
      return { detail: HH_DETAIL.tokensStored };
    },

    /**
     * GET /api/hh/validate: the seeker is integrated while a connection exists and its token can be had (an expired
     * one is refreshed by the port). @returns {detail:"Current user's HH token is valid"}.
     * @throws 401 'HH account is not connected' otherwise (the web then goes to /connect); 503 when hh is down mid-refresh.
     */
    async validate(userId: string): Promise<{ detail: string }> {
      try {
        await port.checkConnection(userId);
      } catch (error) {
        if (isAppError(error, 'hh_not_integrated')) throw hhConnectionErrors.notIntegratedForValidate();
        throw error;
      }
      return { detail: HH_DETAIL.tokenValid };
    },

    /**
     * POST /api/hh/logout: unpairs the seeker's browser companions, revokes the token at hh and deletes it here. A token hh already considers
     * dead is simply deleted. @throws 503 'Failed to logout HH account' when hh does not answer (the token is kept,
     * so the seeker can try again).
     */
    async logout(userId: string): Promise<{ detail: string }> {
      await deps.companion?.disconnect(userId);
      const row = await repo.findConnection(db, userId);
      if (!row) return { detail: HH_DETAIL.loggedOut };
      try {
        await port.revoke(userId);
      } catch (error) {
        if (!isAppError(error, 'hh_not_integrated')) throw hhConnectionErrors.logoutFailed(error);
      }
      await repo.deleteConnection(db, userId);
      return { detail: HH_DETAIL.loggedOut };
    },

    /** Ids of every seeker with an hh connection, OAuth or a paired browser companion (for the invitation poller). */
    async listConnectedUserIds(): Promise<string[]> {
      const oauth = await repo.listConnectedUserIds(db);
      const paired = (await deps.companion?.listPairedUserIds()) ?? [];
      return [...new Set([...oauth, ...paired])];
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
     * @param mode 'auth' or 'register' only picks the failure text ('Failed to authenticate with HH' or 'Failed to register from HH').
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
      const { tokens, account } = await exchangeAndIdentify(body.code, settings.loginRedirectUri, fail);
      if (!account.isApplicant || !account.email) throw fail();
      const { hhUserId } = account;
      const linked = await repo.findConnectionByHhUser(db, hhUserId);
      let userId = linked?.userId ?? null;
      if (!userId) {
        const created = await auth.registerExternal({ email: account.email.trim().toLowerCase(), name: account.name });
        userId = created.user_id;
      }
      await repo.upsertConnection(db, userId, hhUserId, encryptPair(cipher, userId, tokens, now), now);
      return auth.startSessionFor(userId);
    },
  };
}
