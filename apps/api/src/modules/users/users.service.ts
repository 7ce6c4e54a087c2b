import { hash, verify } from '@node-rs/argon2';
import { USER_DETAIL, type AccountDelete, type PasswordChange, type Profile, type User, type UserExport } from '@otklik/contracts';
import type { profilePatchSchema } from '@otklik/contracts';
import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';
import { AppError, isAppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SessionRevocations } from '../../plugins/session-revocations';
import { ARGON2_OPTIONS } from '../auth';
import * as repo from './users.repository';

/** An e-mail change link works for 24 hours (ms). */
export const EMAIL_CHANGE_TTL_MS = 24 * 3_600_000;

export interface UsersServiceDeps {
  db: Db;
  clock: Clock;
  mailer: Pick<Mailer, 'send'>;
  /** The User with its subscription fields (the auth module's service). */
  users: { findUser(userId: string): Promise<User | null> };
  /** Revokes the seeker's hh tokens at hh and forgets them (the hh-connection module's logout). */
  hhConnection: { logout(userId: string): Promise<unknown> };
  /** Cancels the paid plan's renewals (the payments module's cancel); throws AppError no_paid_plan without one. */
  payments: { cancel(userId: string): Promise<unknown> };
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /**
   * Announces ended sessions to every API process (plugins/session-revocations), so a password change or an account
   * deletion refuses the access tokens of the ended sessions at once. Absent in unit tests that do not check it.
   */
  sessions?: Pick<SessionRevocations, 'announce' | 'forget'>;
  /** PUBLIC_URL without trailing slash; confirmation links are `${publicUrl}/profile?email_token=…`. */
  publicUrl: string;
}

/** The /profile rules: details, e-mail change by a mailed link, password, export and deletion (152-FZ). */
export type UsersService = ReturnType<typeof createUsersService>;

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Builds the users service. */
export function createUsersService(deps: UsersServiceDeps) {
  const { db, clock, mailer, users, hhConnection, payments, log, publicUrl, sessions } = deps;

  async function profileOf(userId: string): Promise<Profile> {
    const user = await users.findUser(userId);
    if (!user) throw new AppError('unauthenticated');
    return { ...user, pending_email: await repo.findPendingEmailChange(db, userId, clock.now()) };
  }

  /** @throws 400 password_incorrect when `password` is not the account's. */
  async function checkPassword(userId: string, password: string): Promise<void> {
    const row = await repo.findUser(db, userId);
    if (!row) throw new AppError('unauthenticated');
    if (!(await verify(row.passwordHash, password))) throw new AppError('password_incorrect');
  }

  return {
    /** GET /api/users/me: the seeker's profile. @throws 401 when the account no longer exists. */
    profile: profileOf,

    /**
     * PATCH /api/users/me: saves name, telegram and portfolio_link ('' or null clears one). A different `email` needs
     * `current_password`; it starts a change: a single-use link valid 24 h is mailed to the NEW address, and the
     * account's e-mail stays until the link is opened. A newer request supersedes older links.
     * @returns the profile after (with `pending_email`).
     * @throws 400 validation_failed (email without current_password); 400 password_incorrect; 409 email_taken.
     */
    async update(userId: string, body: z.output<typeof profilePatchSchema>): Promise<Profile> {
      const current = await repo.findUser(db, userId);
      if (!current) throw new AppError('unauthenticated');
      const emailChange = body.email !== undefined && body.email !== current.email ? body.email : null;
      if (emailChange) {
        if (!body.current_password) {
          throw new AppError('validation_failed', { detail: 'current_password is required to change the e-mail' });
        }
        await checkPassword(userId, body.current_password);
        if (await repo.emailInUse(db, emailChange, userId)) throw new AppError('email_taken');
      }
      const values: Parameters<typeof repo.updateProfile>[2] = {};
      if (body.name !== undefined) values.name = body.name || null;
      if (body.telegram !== undefined) values.telegram = body.telegram || null;
      if (body.portfolio_link !== undefined) values.portfolioLink = body.portfolio_link || null;
      await repo.updateProfile(db, userId, values);

      if (emailChange) {
        const now = clock.now();
        const token = randomBytes(32).toString('base64url');
        await db.transaction(async (tx) => {
          await repo.supersedeEmailChanges(tx, userId, now);
          await repo.insertEmailChange(tx, {
            userId,
            newEmail: emailChange,
            tokenHash: sha256(token),
            createdAt: now,
            expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
          });
        });
        const link = `${publicUrl}/profile?email_token=${encodeURIComponent(token)}`;
        await mailer.send({ to: emailChange, ...emailChangeMessage(current.name, emailChange, link) });
      }
      return profileOf(userId);
    },

    /**
     * POST /api/users/email/confirm {token}: applies the e-mail change of a link (no session needed: the link proves
     * the new address). @returns the new e-mail.
     * @throws 400 email_change_invalid (unknown, used, superseded or expired link); 409 email_taken (taken meanwhile).
     */
    async confirmEmail(token: string): Promise<{ detail: string; email: string }> {
      const change = await repo.consumeEmailChange(db, sha256(token), clock.now());
      if (!change) throw new AppError('email_change_invalid');
      if (await repo.emailInUse(db, change.newEmail, change.userId)) throw new AppError('email_taken');
      if (!(await repo.setEmail(db, change.userId, change.newEmail))) throw new AppError('email_taken');
      return { detail: USER_DETAIL.emailChanged, email: change.newEmail };
    },

    /**
     * POST /api/users/me/password: checks the current password, stores the new argon2id hash and revokes every other
     * session (their refresh-token families, whose access tokens are refused from then on); the current session
     * (`familyId`) stays.
     * @throws 400 password_incorrect.
     */
    async changePassword(userId: string, familyId: string, body: PasswordChange): Promise<{ detail: string }> {
      await checkPassword(userId, body.current_password);
      const passwordHash = await hash(body.new_password, ARGON2_OPTIONS);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await repo.setPasswordHash(tx, userId, passwordHash);
        await repo.revokeOtherFamilies(tx, userId, familyId, now);
        await sessions?.announce(tx, { userId });
      });
      sessions?.forget({ userId });
      return { detail: USER_DETAIL.passwordChanged };
    },

    /** GET /api/users/me/export: everything held on the seeker (152-FZ), never tokens or hashes. */
    async exportData(userId: string): Promise<UserExport> {
      const profile = await profileOf(userId);
      const rows = await repo.exportRows(db, userId);
      return { exported_at: clock.now().toISOString(), profile, ...rows };
    },

    /**
     * DELETE /api/users/me {password}: checks the password, revokes the hh tokens at hh (an hh that does not answer
     * is logged and the tokens are deleted here anyway), cancels the paid plan's renewals, then deletes the account
     * and, by cascade, every row of the seeker's data (152-FZ). The route ends the session.
     * @throws 400 password_incorrect; the payment provider's errors when the plan cannot be cancelled.
     */
    async deleteAccount(userId: string, body: AccountDelete): Promise<{ detail: string }> {
      await checkPassword(userId, body.password);
      try {
        await hhConnection.logout(userId);
      } catch (error) {
        log.warn({ err: error, userId }, 'hh did not revoke the tokens of a deleted account; they are deleted here');
      }
      try {
        await payments.cancel(userId);
      } catch (error) {
        if (!isAppError(error, 'no_paid_plan')) throw error;
      }
      await db.transaction(async (tx) => {
        await repo.deleteUser(tx, userId);
        await sessions?.announce(tx, { userId });
      });
      sessions?.forget({ userId });
      log.info({ userId }, 'account deleted');
      return { detail: USER_DETAIL.accountDeleted };
    },
  };
}

/** The e-mail change confirmation, in Russian, sent to the new address. */
function emailChangeMessage(name: string | null, email: string, link: string): { subject: string; text: string; html: string } {
  const greeting = name ? `Здравствуйте, ${name}!` : 'Здравствуйте!';
  const text = [
    greeting,
    '',
    `Вы указали ${email} как новый e-mail аккаунта в «Отклике».`,
    'Чтобы подтвердить его, откройте ссылку в течение суток:',
    '',
    link,
    '',
    'Если вы не меняли e-mail, просто не отвечайте на это письмо: адрес останется прежним.',
    '',
    '— Отклик',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Вы указали ${escapeHtml(email)} как новый e-mail аккаунта в «Отклике». Чтобы подтвердить его, откройте ссылку в течение суток:</p>
<p><a href="${escapeHtml(link)}">Подтвердить e-mail</a></p>
<p>Если вы не меняли e-mail, просто не отвечайте на это письмо: адрес останется прежним.</p>
<p>— Отклик</p>`;
  return { subject: 'Подтверждение нового e-mail в «Отклике»', text, html };
}
