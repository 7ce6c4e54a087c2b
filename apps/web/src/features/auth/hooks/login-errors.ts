/** Why a login did not complete; each reason has its message under `login.errors`. */
export type LoginFailureReason = 'invalidCredentials' | 'tooManyAttempts' | 'loginFailed' | 'authenticationFailed' | 'hhAuthFailed' | 'hhEmailTaken';

/** A login that did not complete, with its reason (wrong credentials, failed validation, empty answer). */
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
