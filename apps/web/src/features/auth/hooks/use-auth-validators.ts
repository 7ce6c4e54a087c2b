import { useTranslation } from 'react-i18next';

/**
 * The contract's field rules (contracts/auth.ts `emailSchema`, `passwordSchema`, `registerBodySchema.name`), checked by
 * hand: the auth forms render on the first load of /login, which downloads no zod (at most 150 KB of gzipped JS).
 * use-auth-validators.test.ts checks these against the schemas; the server validates with the schemas themselves.
 */
export const AUTH_FIELD_RULES = { emailMaxLength: 254, passwordMinLength: 8, passwordMaxLength: 128, nameMaxLength: 100 } as const;

/** The e-mail pattern `z.email()` applies (zod's `regexes.email` without its needless `\-` escapes; the test compares them). */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Whether `value` passes contracts' `emailSchema` (trimmed, lower-cased, zod's e-mail pattern, at most 254 characters). */
export function isValidEmail(value: string): boolean {
  const email = value.trim().toLowerCase();
  return email.length <= AUTH_FIELD_RULES.emailMaxLength && EMAIL_PATTERN.test(email);
}

/** Form field validators with Russian messages; they apply the contract's rules (contracts/auth.ts). */
export interface AuthValidators {
  email: (value: string) => string | null;
  /** The login password: only required (old passwords may predate today's rules). */
  requiredPassword: (value: string) => string | null;
  /** A new password: 8–128 characters, as `passwordSchema`. */
  newPassword: (value: string) => string | null;
  name: (value: string) => string | null;
}

/** Validators for the login, registration and recovery forms (messages under `validation`). */
export function useAuthValidators(): AuthValidators {
  const { t } = useTranslation();
  return {
    email: (value) => {
      if (value.trim() === '') return t('validation.required');
      return isValidEmail(value) ? null : t('validation.emailInvalid');
    },
    requiredPassword: (value) => (value === '' ? t('validation.required') : null),
    newPassword: (value) => {
      if (value === '') return t('validation.required');
      if (value.length < AUTH_FIELD_RULES.passwordMinLength) return t('validation.passwordTooShort');
      return value.length > AUTH_FIELD_RULES.passwordMaxLength ? t('validation.passwordTooLong') : null;
    },
    name: (value) => {
      if (value.trim() === '') return t('validation.required');
      return value.trim().length <= AUTH_FIELD_RULES.nameMaxLength ? null : t('validation.nameTooLong');
    },
  };
}
