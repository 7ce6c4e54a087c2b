import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { RegisterBody } from '@otklik/contracts';
import { readErrorCode } from '@/lib/api/errors';
import { registerUser } from '../api/register';
import { runLoginFlow } from './login-flow';
import { SHOWN_TO_USER } from '@/lib/query-client';

/** Why a registration failed: a code whose message is `errors.<code>`, or 'failed' ('Ошибка регистрации'). */
export type RegistrationFailureReason = 'email_taken' | 'registration_closed' | 'failed';
export class RegistrationError extends Error {
  constructor(readonly reason: RegistrationFailureReason) {
    super(`Registration failed: ${reason}`);
    this.name = 'RegistrationError';
  }
}

export function registrationFailureReason(error: unknown): RegistrationFailureReason {
  const code = readErrorCode(error);
  return code === 'email_taken' || code === 'registration_closed' ? code : 'failed';
}

/**
 * POST /api/auth/register, then the automatic login that follows it, then /connect (a new user has no hh link yet).
 * Errors: RegistrationError for the register call, LoginFlowError when the automatic login fails.
 */
export function useRegister() {
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['auth', 'register'],
    meta: SHOWN_TO_USER,
    mutationFn: async (body: RegisterBody) => {
      try {
        await registerUser(body);
      } catch (error) {
        throw new RegistrationError(registrationFailureReason(error));
      }
      return runLoginFlow({ email: body.email, password: body.password });
    },
    onSuccess: (path) => navigate(path, { replace: true }),
  });
}
