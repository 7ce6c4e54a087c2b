import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AUTH_DETAIL, type RegisterBody } from '@otklik/contracts';
import { readErrorDetail } from '@/lib/api';
import { registerUser } from '../api/register';
import { runLoginFlow } from './login-flow';
import { SHOWN_TO_USER } from '@/lib/query-client';

/** Why a registration failed; messages under `register.errors` (spec §8). */
export type RegistrationFailureReason = 'emailTaken' | 'registrationClosed' | 'failed';

/** A registration the server refused. */
export class RegistrationError extends Error {
  constructor(readonly reason: RegistrationFailureReason) {
    super(`Registration failed: ${reason}`);
    this.name = 'RegistrationError';
  }
}

/**
 * Maps the server's detail to the spec §8 reason: 'Email already registered' → emailTaken,
 * 'Registration is closed' → registrationClosed, anything else → failed.
 */
export function registrationFailureReason(error: unknown): RegistrationFailureReason {
  const detail = readErrorDetail(error);
  if (detail === AUTH_DETAIL.emailTaken) return 'emailTaken';
  if (detail === AUTH_DETAIL.registrationClosed) return 'registrationClosed';
  return 'failed';
}

/**
 * POST /api/auth/register, then the automatic login of spec §7, then /connect (a new user has no hh link yet).
 * Errors: RegistrationError for the register call, LoginFlowError when the automatic login fails.
 */
export function useRegister() {
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['auth', 'register'], meta: SHOWN_TO_USER,
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
