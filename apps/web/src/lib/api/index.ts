/** The web transport: two axios clients (spec §7), the refresh queue and the session checks the guards use. */
export { ACCESS_DENIED_DETAIL, AUTH_PATHS, HH_NOT_INTEGRATED_CODE, REFRESH_PAUSE_MS, apiClient, authClient, refreshSession } from './clients';
export { errorKeyOf, isNotMadeYet, readErrorCode, readErrorDetail, readErrorStatus } from './errors';
export { navigateTo, registerNavigator } from './navigation';
export { HH_VALIDATE_PATH, validateHhIntegration } from './validate-hh';
export { validateSession } from './validate-session';
