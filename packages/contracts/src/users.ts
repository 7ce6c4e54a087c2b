import { z } from 'zod';
import { emailSchema, passwordSchema, userSchema } from './auth';
import { isoDateTimeSchema } from './common';

/** Fixed `detail` texts of the /api/users calls. Tests assert them verbatim. */
export const USER_DETAIL = {
  passwordChanged: 'Password changed',
  passwordIncorrect: 'Current password is incorrect',
  emailChangeSent: 'A confirmation link has been sent to the new e-mail',
  emailChanged: 'E-mail changed',
  emailChangeInvalid: 'E-mail confirmation link is invalid or expired',
  accountDeleted: 'Account deleted',
} as const;

/**
 * A Telegram username: 5–32 characters of Latin letters, digits and `_`, starting with a letter (Telegram's rule).
 * Accepts `@handle`, `handle` or a `t.me/handle` link and normalises to `@handle`.
 */
export const telegramSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/^(?:https?:\/\/)?(?:www\.)?t(?:elegram)?\.me\//i, '').replace(/^@/, ''))
  .pipe(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{4,31}$/, 'Telegram: @handle of 5–32 Latin letters, digits or _'))
  .transform((handle) => `@${handle}`);

/** A portfolio link: an absolute http(s) URL, at most 500 characters. */
export const portfolioLinkSchema = z
  .string()
  .trim()
  .max(500)
  .pipe(z.url({ protocol: /^https?$/, hostname: /\./, error: 'Portfolio link must be an http(s) URL' }));

/**
 * The seeker's profile (/profile): the User plus `pending_email`, the new address waiting for its
 * confirmation link (null when no change is pending).
 */
export const profileSchema = userSchema.extend({ pending_email: z.string().nullable() });
export type Profile = z.infer<typeof profileSchema>;

/**
 * PATCH /api/users/me body: any of name, telegram, portfolio_link (null or '' clears it) and email. A new `email`
 * needs `current_password`; it is not changed here: a confirmation link goes to the new address, and the e-mail
 * changes when it is opened (POST /api/users/email/confirm).
 */
export const profilePatchSchema = z
  .object({
    name: z.string().trim().max(100).nullable().optional(),
    telegram: z
      .union([z.literal(''), telegramSchema])
      .nullable()
      .optional(),
    portfolio_link: z
      .union([z.literal(''), portfolioLinkSchema])
      .nullable()
      .optional(),
    email: emailSchema.optional(),
    current_password: z.string().min(1).max(128).optional(),
  })
  .strict();
export type ProfilePatch = z.input<typeof profilePatchSchema>;

/** POST /api/users/me/password body: the current password and the new one (8–128 characters). */
export const passwordChangeSchema = z.object({ current_password: z.string().min(1).max(128), new_password: passwordSchema });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** POST /api/users/email/confirm body: the token of the link mailed to the new address. */
export const emailConfirmSchema = z.object({ token: z.string().min(16).max(512) });
export type EmailConfirm = z.infer<typeof emailConfirmSchema>;

/** DELETE /api/users/me body: the password, so a left-open session cannot delete the account. */
export const accountDeleteSchema = z.object({ password: z.string().min(1).max(128) });
export type AccountDelete = z.infer<typeof accountDeleteSchema>;

/** A row of the export: column names in snake_case, dates as ISO-8601 UTC strings. */
const exportRowSchema = z.record(z.string(), z.unknown());

/**
 * GET /api/users/me/export answer (152-FZ: the seeker's right to their data): everything Otklik holds on the seeker,
 * as JSON. Never tokens, password hashes or the hh tokens: the hh connection shows only hh's user id and dates.
 */
export const userExportSchema = z.object({
  exported_at: isoDateTimeSchema,
  profile: profileSchema,
  hh_connection: z.object({ hh_user_id: z.string(), connected_at: isoDateTimeSchema }).nullable(),
  subscription: exportRowSchema.nullable(),
  payments: z.array(exportRowSchema),
  positions: z.array(exportRowSchema),
  applications: z.array(exportRowSchema),
  notifications: z.array(exportRowSchema),
  feedback: z.array(exportRowSchema),
  interviews: z.array(exportRowSchema),
  /** Skills the seeker confirmed («У меня есть этот навык»). */
  seeker_skills: z.array(exportRowSchema),
  /** The answer bank's facts, or null when never filled. */
  answer_bank: exportRowSchema.nullable(),
  /** Trainer access granted by support, or null. */
  trainer_access: z.object({ granted_at: isoDateTimeSchema }).nullable(),
  trainer_access_requests: z.array(exportRowSchema),
  /** Requested e-mail changes (the new address and when; never the link's token). */
  email_changes: z.array(exportRowSchema),
  /** Vacancies the seeker unchecked or hid («Не интересно»). */
  proposal_signals: z.array(exportRowSchema),
  sessions: z.array(z.object({ created_at: isoDateTimeSchema, revoked_at: isoDateTimeSchema.nullable() })),
});
export type UserExport = z.infer<typeof userExportSchema>;
