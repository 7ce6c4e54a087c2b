import { emailSchema, passwordSchema, registerBodySchema } from '@otklik/contracts';
import { useTranslation } from 'react-i18next';

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
      return emailSchema.safeParse(value).success ? null : t('validation.emailInvalid');
    },
    requiredPassword: (value) => (value === '' ? t('validation.required') : null),
    newPassword: (value) => {
      if (value === '') return t('validation.required');
      if (passwordSchema.safeParse(value).success) return null;
      return value.length < (passwordSchema.minLength ?? 0) ? t('validation.passwordTooShort') : t('validation.passwordTooLong');
    },
    name: (value) => {
      if (value.trim() === '') return t('validation.required');
      return registerBodySchema.shape.name.safeParse(value).success ? null : t('validation.nameTooLong');
    },
  };
}
