/**
 * Every path of the web app. The transport (lib/api) and the router both use these, so a redirect
 * target can never drift from the route table.
 */
export const PATHS = {
  home: '/',
  login: '/login',
  auth: '/auth',
  recovery: '/recovery',
  connect: '/connect',
  dashboard: '/dashboard',
  position: '/position',
  resumes: '/resumes',
  responses: '/responses',
  subscription: '/subscription',
  /** Where the payment providers send the buyer back (`?payment_id=…`); polls the payment's status. */
  subscriptionReturn: '/subscription/return',
  /** The referral link `/register?ref=CODE`: redirects to the registration page /auth keeping the query. */
  register: '/register',
  interview: '/interview',
  settings: '/settings',
  profile: '/profile',
  vacancy: '/vacancy',
  /** The support console (admins only). */
  admin: '/admin',
} as const;

/** The named routes (profile and Login): route name → path. */
export const NAMED_ROUTES = {
  profile: PATHS.profile,
  Login: PATHS.login,
} as const;

/** Route name as used in the router's `handle.name`. */
export type RouteName = keyof typeof NAMED_ROUTES;

/** Where a person reads and manages their hh.ru resumes ('Аккаунт HH.ru' in the header). */
export const HH_ACCOUNT_URL = 'https://hh.ru/applicant/resumes';

/**
 * The subscription page with the upsell flag ("The subscription route accepts the query flag showUpsell=true").
 * @returns `/subscription?showUpsell=true`
 */
export function subscriptionUpsellPath(): string {
  return `${PATHS.subscription}?showUpsell=true`;
}
