/** Auth endpoints the transport calls itself. A module of its own, so the first load needs no HTTP client. */
export const AUTH_PATHS = {
  register: '/api/auth/register',
  login: '/api/auth/login',
  validate: '/api/auth/validate',
  refresh: '/api/auth/refresh',
  logout: '/api/auth/logout',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
} as const;
