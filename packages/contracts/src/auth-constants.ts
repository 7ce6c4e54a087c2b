/** Fixed `detail` texts of the auth API; the web matches some of them ('Token is valid…'). Tests assert them verbatim. */
export const AUTH_DETAIL = {
  emailTaken: 'Email already registered',
  registrationClosed: 'Registration is closed',
  tokenValid: 'Token is valid',
  refreshMissing: 'Refresh token missing',
  refreshInvalid: 'Refresh token invalid',
  refreshReused: 'Refresh token reuse detected',
  invalidCredentials: 'Incorrect username or password',
  notAuthenticated: 'Not authenticated',
  tooManyAttempts: 'Too many login attempts',
  xsrfMismatch: 'XSRF token missing or invalid',
  loggedOut: 'Logged out',
  refreshed: 'Token refreshed',
  resetSent: 'If the e-mail is registered, a reset link has been sent',
  resetDone: 'Password has been reset',
  resetInvalid: 'Reset link is invalid or expired',
} as const;

/** Cookie and header names; the XSRF pair is the XSRF-TOKEN cookie and the X-XSRF-TOKEN header. */
export const SESSION_COOKIES = {
  access: 'access_token',
  refresh: 'refresh_token',
  xsrf: 'XSRF-TOKEN',
  xsrfHeader: 'X-XSRF-TOKEN',
} as const;
