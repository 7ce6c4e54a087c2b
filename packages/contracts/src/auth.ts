import { z } from 'zod';
import { isoDateTimeSchema } from './common';

// The auth constants live in a module without schemas, so a web page that needs only them (the guest guard on /login)
// downloads no zod (the first load of /login stays within 150 KB of gzipped JS).
export { AUTH_DETAIL, SESSION_COOKIES } from './auth-constants';

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));
/** Passwords: 8–128 characters (argon2id hashes them; the length cap bounds hashing cost). */
export const passwordSchema = z.string().min(8).max(128);

/** POST /api/auth/register body: e-mail and password at least; name optional. */
export const registerBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: z.string().trim().min(1).max(100).optional(),
  /** The referral code from `/register?ref=CODE`; an unknown code is ignored (the registration still succeeds). */
  ref: z.string().trim().max(64).optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** POST /api/auth/login body, form-urlencoded: username is the e-mail. */
export const loginBodySchema = z.object({
  username: emailSchema,
  password: z.string().min(1).max(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * The User as register and login return it. Dates are ISO-8601 UTC strings.
 * `plan`, `trial_end`, `subscription_expiry` and `payment_status` are null until a subscription exists.
 */
export const userSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  telegram: z.string().nullable(),
  portfolio_link: z.string().nullable(),
  created_at: isoDateTimeSchema,
  last_login: isoDateTimeSchema.nullable(),
  plan: z.string().nullable(),
  trial_end: isoDateTimeSchema.nullable(),
  subscription_expiry: isoDateTimeSchema.nullable(),
  payment_status: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** POST /api/auth/forgot-password body. The answer is the same whether the e-mail exists or not. */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** POST /api/auth/reset-password body: the token from the e-mailed link and the new password. */
export const resetPasswordBodySchema = z.object({
  token: z.string().min(16).max(512),
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** GET /api/health answer: 200 once the database answers. */
export const healthSchema = z.object({ status: z.literal('ok') });
