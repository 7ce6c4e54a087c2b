/** Why a login did not complete; each reason has its message under `login.errors` (spec §8). */
export type LoginFailureReason =
  | 'invalidCredentials'
  | 'tooManyAttempts'
  | 'loginFailed'
  | 'authenticationFailed'
  | 'hhAuthFailed'
  | 'hhEmailTaken';

/** A login that did not complete, with the spec §8 reason. */
export class LoginFlowError extends Error {
  constructor(readonly reason: LoginFailureReason) {
    super(`Login did not complete: ${reason}`);
    this.name = 'LoginFlowError';
  }
}

/** The reason of a failed login; unknown failures read as 'loginFailed'. */
export function loginFailureReason(error: unknown): LoginFailureReason {
  return error instanceof LoginFlowError ? error.reason : 'loginFailed';
}
