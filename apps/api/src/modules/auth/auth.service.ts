import { type Algorithm, hash, verify } from '@node-rs/argon2';
import type { CurrentSubscription, ForgotPasswordBody, LoginBody, RegisterBody, ResetPasswordBody, User } from '@otklik/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import type { Mailer } from '../../integrations/mail/mailer';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../plugins/queue';
import type { AccessTokens } from '../../plugins/session';
import type { SessionChange, SessionRevocations } from '../../plugins/session-revocations';
import { authErrors } from './auth.errors';
import { passwordResetMailJob } from './auth.jobs';
import * as repo from './auth.repository';

/** argon2id (`Algorithm.Argon2id`; a const enum, which isolatedModules cannot read, hence the literal). */
const ARGON2ID = 2 as Algorithm;
/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (about 0.1 s per hash here). */
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** A reset link works for one hour. */
const RESET_TTL_MS = 3_600_000;

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  accessTokens: AccessTokens;
  /**
   * Tells every API process that sessions ended, so their access tokens are refused at once (plugins/session-revocations).
   * Absent in unit tests that do not check revocation.
   */
  sessions?: Pick<SessionRevocations, 'announce' | 'forget'>;
  /**
   * The failed-login counters (rate-limiter-flexible), keyed by IP and by e-mail, with the limits of
   * `settings.loginRateLimit`. Shared stores (PostgreSQL, Redis) make the limits hold across API processes; default:
   * this process's memory (see {@link createLoginLimiters}).
   */
  loginLimiters?: LoginLimiters;
  queue: Pick<JobQueue, 'send'>;
  mailer: Pick<Mailer, 'send'>;
  /**
   * The seeker's subscription (the subscription module's service), so the User carries plan and trial_end.
   * Its first read starts the trial. Absent in unit tests that do not need it.
   */
  subscriptions?: {
    current(userId: string): Promise<CurrentSubscription>;
    /** Remembers who invited a new seeker (`ref` of POST /api/auth/register); unknown codes are ignored. */
    recordSignup?(refereeId: string, code: string | undefined): Promise<void>;
  };
  settings: {
    registrationOpen: boolean;
    refreshTokenTtlDays: number;
    /** PUBLIC_URL without trailing slash; reset links are `${publicUrl}/recovery?token=…`. */
    publicUrl: string;
    loginRateLimit: { perIp: number; perEmail: number; windowSeconds: number };
  };
}

/** The two failed-login counters: per client IP and per e-mail, each `points` = the limit, `duration` = the window. */
export interface LoginLimiters {
  perIp: RateLimiterAbstract;
  perEmail: RateLimiterAbstract;
}

/** Key prefixes of the login counters (rows in the shared store are `<prefix>:<ip or e-mail>`). */
export const LOGIN_LIMITER_PREFIXES = { perIp: 'login-ip', perEmail: 'login-email' } as const;

/**
 * The login counters in this process's memory: right for one process (PGlite), not shared across processes.
 * @param limits failures per IP and per e-mail, and the window in seconds (LOGIN_RATE_LIMIT_*).
 */
export function createMemoryLoginLimiters(limits: { perIp: number; perEmail: number; windowSeconds: number }): LoginLimiters {
  return {
    perIp: new RateLimiterMemory({ keyPrefix: LOGIN_LIMITER_PREFIXES.perIp, points: limits.perIp, duration: limits.windowSeconds }),
    perEmail: new RateLimiterMemory({ keyPrefix: LOGIN_LIMITER_PREFIXES.perEmail, points: limits.perEmail, duration: limits.windowSeconds }),
  };
}

/** Tokens a login or refresh hands to the route, which puts them in cookies. */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
}

/** The auth rules: accounts, sign-in with its lockout, sessions with rotating refresh tokens, password recovery. */
export type AuthService = ReturnType<typeof createAuthService>;

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
/** 32 random bytes, base64url (43 characters): refresh and reset tokens. */
const newToken = (): string => randomBytes(32).toString('base64url');

/**
 * The User as the API returns it (contracts `userSchema`). Subscription fields (plan, trial_end, subscription_expiry,
 * payment_status) are null: the subscription module fills them once a subscription exists.
 */
export function toUser(row: UserRow): User {
  return {
    user_id: row.id,
    email: row.email,
    name: row.name,
    telegram: row.telegram,
    portfolio_link: row.portfolioLink,
    created_at: row.createdAt.toISOString(),
    last_login: row.lastLogin?.toISOString() ?? null,
    plan: null,
    trial_end: null,
    subscription_expiry: null,
    payment_status: null,
  };
}

/** Builds the auth service. Rate-limit counters live in `deps.loginLimiters` (default: this process's memory). */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, accessTokens, queue, mailer, settings, subscriptions, sessions } = deps;

  /**
   * Ends sessions: `revoke` runs in a transaction with the announcement (a NOTIFY delivered at commit), then this
   * process forgets the sessions' cached state. @returns what `revoke` returned.
   */
  async function endSessions<T>(change: SessionChange, revoke: (tx: Db) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const value = await revoke(tx);
      await sessions?.announce(tx, change);
      return value;
    });
    sessions?.forget(change);
    return result;
  }

  /** The User of a row, with its subscription's plan, trial end and expiry. */
  async function userOf(row: UserRow): Promise<User> {
    const user = toUser(row);
    if (!subscriptions) return user;
    const current = await subscriptions.current(row.id);
    return {
      ...user,
      plan: current.plan_id,
      trial_end: current.trial_end,
      subscription_expiry: current.subscription_expiry,
      payment_status: current.payment_status,
    };
  }
  const limits = settings.loginRateLimit;
  const { perIp: failuresPerIp, perEmail: failuresPerEmail } = deps.loginLimiters ?? createMemoryLoginLimiters(limits);
  /** A real argon2id hash to verify against for unknown e-mails, so both failures take about as long. */
  let decoyHash: Promise<string> | null = null;

  const refreshExpiry = (from: Date): Date => new Date(from.getTime() + settings.refreshTokenTtlDays * 86_400_000);

  async function assertLoginAllowed(ip: string, email: string): Promise<void> {
    const [byIp, byEmail] = await Promise.all([failuresPerIp.get(ip), failuresPerEmail.get(email)]);
    const waits = [
      byIp && byIp.consumedPoints >= limits.perIp ? byIp.msBeforeNext : 0,
      byEmail && byEmail.consumedPoints >= limits.perEmail ? byEmail.msBeforeNext : 0,
    ];
    const waitMs = Math.max(...waits);
    if (waitMs > 0) throw authErrors.tooManyAttempts(waitMs / 1000);
  }

  async function recordLoginFailure(ip: string, email: string): Promise<void> {
    // consume() rejects once over the limit; the counter still moved, which is all we need here.
    await Promise.allSettled([failuresPerIp.consume(ip), failuresPerEmail.consume(email)]);
  }

  /** Starts a refresh-token family with its first token. Call inside a transaction. */
  async function startFamily(tx: Db, userId: string, now: Date): Promise<{ familyId: string; refreshToken: string }> {
    const familyId = await repo.insertFamily(tx, userId, now);
    const refreshToken = newToken();
    await repo.insertRefreshToken(tx, { familyId, tokenHash: sha256(refreshToken), createdAt: now, expiresAt: refreshExpiry(now) });
    return { familyId, refreshToken };
  }

  return {
    /**
     * Creates an account (POST /api/auth/register). No session is started: the client logs in next.
     * @returns the new User.
     * @throws 403 'Registration is closed' when REGISTRATION_OPEN=false; 409 'Email already registered'.
     */
    async register(body: RegisterBody): Promise<User> {
      if (!settings.registrationOpen) throw authErrors.registrationClosed();
      if (await repo.findUserByEmail(db, body.email)) throw authErrors.emailTaken();
      const passwordHash = await hash(body.password, ARGON2_OPTIONS);
      const row = await repo.insertUser(db, { email: body.email, passwordHash, name: body.name ?? null, createdAt: clock.now() });
      // A concurrent registration can take the e-mail between the check and the insert.
      if (!row) throw authErrors.emailTaken();
      await subscriptions?.recordSignup?.(row.id, body.ref);
      return userOf(row);
    },

    /**
     * Checks e-mail and password (POST /api/auth/login), records last_login and starts a session.
     * Failed attempts count per IP and per e-mail; at the limit every attempt is refused until the window ends.
     * @param ip the client address (request.ip, honouring TRUST_PROXY).
     * @returns the User and the tokens for the cookies.
     * @throws 429 'Too many login attempts' with Retry-After; 401 'Incorrect username or password' (same for unknown e-mail).
     */
    async login(body: LoginBody, ip: string): Promise<{ user: User } & IssuedTokens> {
      await assertLoginAllowed(ip, body.username);
      const found = await repo.findUserByEmail(db, body.username);
      let passwordOk: boolean;
      if (found) {
        passwordOk = await verify(found.passwordHash, body.password);
      } else {
        decoyHash ??= hash(newToken(), ARGON2_OPTIONS);
        await verify(await decoyHash, body.password);
        passwordOk = false;
      }
      if (!found || !passwordOk) {
        await recordLoginFailure(ip, body.username);
        throw authErrors.invalidCredentials();
      }
      await failuresPerEmail.delete(body.username);

      const now = clock.now();
      const { row, familyId, refreshToken } = await db.transaction(async (tx) => {
        const updated = await repo.setLastLogin(tx, found.id, now);
        const family = await startFamily(tx, found.id, now);
        return { row: updated, ...family };
      });
      if (!row) throw authErrors.invalidCredentials();
      const accessToken = await accessTokens.sign({ userId: row.id, familyId });
      return { user: await userOf(row), accessToken, refreshToken };
    },

    /**
     * Starts a session for an account that proved its identity elsewhere:
     * records last_login and opens a refresh-token family, as a password login does.
     * @throws 401 'Incorrect username or password' when the account no longer exists.
     */
    async startSessionFor(userId: string): Promise<{ user: User } & IssuedTokens> {
      const now = clock.now();
      const { row, familyId, refreshToken } = await db.transaction(async (tx) => {
        const updated = await repo.setLastLogin(tx, userId, now);
        const family = await startFamily(tx, userId, now);
        return { row: updated, ...family };
      });
      if (!row) throw authErrors.invalidCredentials();
      const accessToken = await accessTokens.sign({ userId: row.id, familyId });
      return { user: await userOf(row), accessToken, refreshToken };
    },

    /**
     * Creates an account from an identity hh vouched for. The password is random and
     * unknown to anyone: the seeker signs in with hh, or sets a password through /recovery.
     * @throws 403 'Registration is closed'; 409 'Email already registered'.
     */
    async registerExternal(fields: { email: string; name: string | null }): Promise<User> {
      if (!settings.registrationOpen) throw authErrors.registrationClosed();
      if (await repo.findUserByEmail(db, fields.email)) throw authErrors.emailTaken();
      const passwordHash = await hash(newToken(), ARGON2_OPTIONS);
      const row = await repo.insertUser(db, { email: fields.email, passwordHash, name: fields.name, createdAt: clock.now() });
      if (!row) throw authErrors.emailTaken();
      return userOf(row);
    },

    /** The account behind a user id, as the API returns it, or null. */
    async findUser(userId: string): Promise<User | null> {
      const row = await repo.findUserById(db, userId);
      return row ? userOf(row) : null;
    },

    /**
     * Rotates a refresh token (POST /api/auth/refresh): the presented token is marked used and a new one is issued in
     * the same family, with a new access token. Presenting a token that was already rotated is reuse: the whole family
     * (every token in it, the newest included) is revoked. The claim is a conditional UPDATE in a transaction, so two
     * concurrent uses cannot both succeed.
     * @throws 401 'Refresh token missing' | 'Refresh token reuse detected' | 'Refresh token invalid' (unknown, expired, revoked).
     */
    async refresh(refreshToken: string | undefined): Promise<IssuedTokens> {
      if (!refreshToken) throw authErrors.refreshMissing();
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const token = await repo.findRefreshToken(tx, sha256(refreshToken));
        if (!token) return { kind: 'invalid' as const };
        if (token.usedAt) {
          await repo.revokeFamily(tx, token.familyId, now, 'reuse');
          await sessions?.announce(tx, { familyId: token.familyId });
          return { kind: 'reused' as const, familyId: token.familyId };
        }
        if (token.familyRevokedAt || token.expiresAt <= now) return { kind: 'invalid' as const };
        if (!(await repo.claimRefreshToken(tx, token.id, now))) {
          await repo.revokeFamily(tx, token.familyId, now, 'reuse');
          await sessions?.announce(tx, { familyId: token.familyId });
          return { kind: 'reused' as const, familyId: token.familyId };
        }
        const next = newToken();
        await repo.insertRefreshToken(tx, { familyId: token.familyId, tokenHash: sha256(next), createdAt: now, expiresAt: refreshExpiry(now) });
        return { kind: 'rotated' as const, userId: token.userId, familyId: token.familyId, refreshToken: next };
      });
      if (outcome.kind === 'reused') sessions?.forget({ familyId: outcome.familyId });
      // Thrown after the transaction: the family revocation above must commit.
      if (outcome.kind === 'invalid') throw authErrors.refreshInvalid();
      if (outcome.kind === 'reused') throw authErrors.refreshReused();
      const accessToken = await accessTokens.sign({ userId: outcome.userId, familyId: outcome.familyId });
      return { accessToken, refreshToken: outcome.refreshToken };
    },

    /**
     * Ends the session (POST /api/auth/logout): revokes the family of the refresh cookie, or else of the access token,
     * and announces it, so an access token of that session is refused by every API process from then on.
     * Idempotent: with no or unknown cookies there is nothing to revoke and it still succeeds.
     */
    async logout(cookies: { refreshToken: string | undefined; accessToken: string | undefined }): Promise<void> {
      let familyId: string | null = null;
      if (cookies.refreshToken) familyId = (await repo.findRefreshToken(db, sha256(cookies.refreshToken)))?.familyId ?? null;
      familyId ??= (await accessTokens.verify(cookies.accessToken))?.familyId ?? null;
      const ended = familyId;
      if (ended) await endSessions({ familyId: ended }, (tx) => repo.revokeFamily(tx, ended, clock.now(), 'logout'));
    },

    /**
     * Starts a password reset (POST /api/auth/forgot-password). For a registered e-mail: earlier unused links are
     * spent, a single-use token valid for one hour is stored (hashed) and the e-mail is queued. Unknown e-mails get
     * the same silence, so the answer never tells whether an account exists.
     */
    async requestPasswordReset(body: ForgotPasswordBody): Promise<void> {
      const user = await repo.findUserByEmail(db, body.email);
      if (!user) return;
      const now = clock.now();
      const token = newToken();
      await db.transaction(async (tx) => {
        await repo.supersedePasswordResets(tx, user.id, now);
        await repo.insertPasswordReset(tx, {
          userId: user.id,
          tokenHash: sha256(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + RESET_TTL_MS),
        });
      });
      await queue.send(passwordResetMailJob, { email: user.email, name: user.name, token });
    },

    /**
     * Sets a new password from a reset link (POST /api/auth/reset-password): spends the token, stores the new
     * argon2id hash and revokes every session of the user (their access tokens are refused from then on).
     * @throws 400 'Reset link is invalid or expired' for an unknown, used, superseded or expired token.
     */
    async resetPassword(body: ResetPasswordBody): Promise<void> {
      const passwordHash = await hash(body.password, ARGON2_OPTIONS);
      const now = clock.now();
      const userId = await db.transaction(async (tx) => {
        const owner = await repo.consumePasswordReset(tx, sha256(body.token), now);
        if (!owner) return null;
        await repo.setPasswordHash(tx, owner, passwordHash);
        await repo.revokeAllFamilies(tx, owner, now, 'password_reset');
        await sessions?.announce(tx, { userId: owner });
        return owner;
      });
      if (!userId) throw authErrors.resetInvalid();
      sessions?.forget({ userId });
    },

    /**
     * Job handler of `auth.send-password-reset`: writes the Russian reset e-mail with the link
     * `${PUBLIC_URL}/recovery?token=…` and sends it. Sending twice is harmless (the same link).
     * @throws the mailer's error, so pg-boss retries.
     */
    async sendPasswordResetMail(payload: { email: string; name: string | null; token: string }): Promise<void> {
      const link = `${settings.publicUrl}/recovery?token=${encodeURIComponent(payload.token)}`;
      await mailer.send({ to: payload.email, ...passwordResetMessage(payload.name, payload.email, link) });
    },
  };
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The reset e-mail, in Russian (the interface language, spec intro), as plain text and HTML. */
function passwordResetMessage(name: string | null, email: string, link: string): { subject: string; text: string; html: string } {
  const greeting = name ? `Здравствуйте, ${name}!` : 'Здравствуйте!';
  const text = [
    greeting,
    '',
    `Кто-то (надеемся, вы) попросил сбросить пароль аккаунта ${email} в «Отклике».`,
    'Чтобы задать новый пароль, откройте ссылку в течение часа:',
    '',
    link,
    '',
    'Ссылка одноразовая. Если вы не просили сброс, просто не отвечайте на это письмо: пароль останется прежним.',
    '',
    '— Отклик',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Кто-то (надеемся, вы) попросил сбросить пароль аккаунта ${escapeHtml(email)} в «Отклике».
Чтобы задать новый пароль, откройте ссылку в течение часа:</p>
<p><a href="${escapeHtml(link)}">Задать новый пароль</a></p>
<p>Ссылка одноразовая. Если вы не просили сброс, просто не отвечайте на это письмо: пароль останется прежним.</p>
<p>— Отклик</p>`;
  return { subject: 'Восстановление пароля в «Отклике»', text, html };
}
