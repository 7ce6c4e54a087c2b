import { type DataRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { PageLoader } from '@/components/load-state';
import { registerNavigator } from '@/lib/api/navigation';
import { loadFullLocale, loadSessionLocale } from '@/lib/i18n';
import { loadOtherStyles } from '@/lib/styles/load-other-styles';
import { NAMED_ROUTES, PATHS } from '@/lib/paths';
import { guestGuard, homeRedirect, sessionGuard } from './guards';
import { RootLayout } from './root-layout';
import type { RouteHandle } from './route-handle';
import { RouteError } from './route-error';
import { loadSessionEntry } from './session-entry-loader';
// /login is part of the entry, not a lazy chunk: it is the page a first visit usually opens (the /login first-load budget).
import { Component as LoginPage } from './routes/login';

const noShell: RouteHandle = { hideLayout: true };
/** Guards run on every navigation, like a router-wide beforeEach. */
const always = (): boolean => true;

/** Pages whose texts are all in the locale's session part (locales/session-part.ts): the dashboard. */
const SESSION_PART_PATHS: ReadonlySet<string> = new Set([PATHS.home, PATHS.dashboard]);

/**
 * The session pages' guard, which also starts loading the shell chunk (header, menus; see root-layout.tsx) and the
 * locale the page needs (the first load has only its public part, lib/i18n.ts): the session part for /dashboard, the
 * whole locale for the others, so they download while the guard asks the server instead of after it. The page renders
 * once the guard, the locale and the shell chunk are done: its first render draws the shell and the page in one pass.
 */
async function sessionGuardWithShell(args: LoaderFunctionArgs): ReturnType<typeof sessionGuard> {
  const shell = loadSessionEntry();
  const locale = SESSION_PART_PATHS.has(new URL(args.request.url).pathname) ? loadSessionLocale() : loadFullLocale();
  shell.catch(() => undefined);
  locale.catch(() => undefined);
  const verdict = await sessionGuard(args);
  if (verdict === null) await Promise.all([locale, shell]);
  return verdict;
}

/**
 * A lazy route module that renders only once the styles of the Mantine components outside the first paint have loaded
 * (lib/styles): every page but /login and /dashboard renders some of them.
 */
async function withOtherStyles<T>(module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, loadOtherStyles()]);
  return loaded;
}

/**
 * A lazy route module that renders only once the whole locale is loaded: the first load has only its public part,
 * which is /login's (lib/i18n.ts); /auth, /recovery and the not-found page need more of it. The other styles too.
 */
async function withFullLocale<T>(module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([withOtherStyles(module), loadFullLocale()]);
  return loaded;
}

/** The referral link `/register?ref=CODE` lands on the registration page /auth with the same query. */
function registerRedirect({ request }: LoaderFunctionArgs): Response {
  return redirect(`${PATHS.auth}${new URL(request.url).search}`);
}

/**
 * The route table. Every page is lazy; guards are loaders on path-less parents: `guestGuard` for /login and
 * /auth, `sessionGuard` for /connect and the shell pages. /recovery and the not-found page have none.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      { index: true, loader: homeRedirect, Component: PageLoader },
      {
        id: 'guest',
        loader: guestGuard,
        shouldRevalidate: always,
        children: [
          { path: PATHS.login, handle: { ...noShell, name: 'Login', queryFree: true } satisfies RouteHandle, Component: LoginPage },
          { path: PATHS.auth, handle: noShell, lazy: () => withFullLocale(import('./routes/auth')) },
          { path: PATHS.register, handle: noShell, loader: registerRedirect, Component: PageLoader },
        ],
      },
      { path: PATHS.recovery, handle: noShell, lazy: () => withFullLocale(import('./routes/recovery')) },
      {
        id: 'session',
        loader: sessionGuardWithShell,
        shouldRevalidate: always,
        children: [
          { path: PATHS.connect, handle: noShell, lazy: () => withOtherStyles(import('./routes/connect')) },
          { path: PATHS.dashboard, lazy: async () => ({ Component: (await loadSessionEntry()).DashboardPage }) },
          { path: PATHS.position, lazy: () => withOtherStyles(import('./routes/position')) },
          { path: PATHS.resumes, lazy: () => withOtherStyles(import('./routes/resumes')) },
          { path: PATHS.responses, lazy: () => withOtherStyles(import('./routes/responses')) },
          { path: PATHS.subscription, lazy: () => withOtherStyles(import('./routes/subscription')) },
          { path: PATHS.subscriptionReturn, lazy: () => withOtherStyles(import('./routes/subscription-return')) },
          { path: PATHS.interview, lazy: () => withOtherStyles(import('./routes/interview')) },
          { path: `${PATHS.settings}/:positionId?`, lazy: () => withOtherStyles(import('./routes/settings')) },
          { path: NAMED_ROUTES.profile, handle: { name: 'profile' } satisfies RouteHandle, lazy: () => withOtherStyles(import('./routes/profile')) },
          { path: PATHS.vacancy, lazy: () => withOtherStyles(import('./routes/vacancy')) },
          { path: PATHS.admin, lazy: () => withOtherStyles(import('./routes/admin')) },
        ],
      },
      { path: '*', handle: noShell, lazy: () => withFullLocale(import('./routes/not-found')) },
    ],
  },
];

/**
 * Lets the transport redirect through this router (the one navigation callback).
 * @returns a function that unregisters it
 */
export function bindTransportNavigation(router: DataRouter): () => void {
  return registerNavigator((path) => {
    void router.navigate(path, { replace: true });
  });
}
