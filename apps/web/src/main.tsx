import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BaseProvider } from '@/app/base-provider';
import { onGuardWaitsForServer } from '@/app/guards';
import { bindTransportNavigation, routes } from '@/app/router';
import { loadDashboardI18n, loadI18n, loadPublicI18n } from '@/lib/i18n';
import { PATHS } from '@/lib/paths';

const container = document.getElementById('app');
if (container === null) throw new Error('index.html must contain <div id="app">');

const router = createBrowserRouter(routes);
bindTransportNavigation(router);

/**
 * Resolves once `router` has run its first route's guard and loaded the route's modules, or as soon as that guard has
 * to wait for the server's answer (app/guards.ts).
 */
function firstRouteReady(dataRouter: typeof router): Promise<void> {
  if (dataRouter.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    let settled = false;
    const cleanups: Array<() => void> = [];
    const done = () => {
      if (settled) return;
      settled = true;
      for (const cleanup of cleanups) cleanup();
      resolve();
    };
    cleanups.push(
      dataRouter.subscribe((state) => {
        if (state.initialized) done();
      }),
    );
    // Called at once when a guard already waits for the server (its listener needs no removal then).
    cleanups.push(onGuardWaitsForServer(done));
  });
}

// /login starts with the public part of the Russian translation, a chunk of its own (the other pages load the rest
// later, app/router.tsx); /dashboard with the public and the session part (locales/session-part.ts); any other page
// needs the whole of it. The page's head names what it needs for the browser to fetch with the entry, so it is loaded
// at once instead of after the public part. TanStack Query and its client come with the first
// page that uses them (app/query-root.tsx), not with /login.
const startPath = window.location.pathname;
await (startPath === PATHS.login ? loadPublicI18n('ru') : startPath === PATHS.dashboard || startPath === PATHS.home ? loadDashboardI18n('ru') : loadI18n('ru'));
// The first render waits for the route's guard and modules when the guard needs no answer from the server (a signed-in
// seeker this browser knows, a guest on /login): it draws the page itself in one pass instead of a spinner first and
// the page in a second render. A guard that waits for the server gets the spinner meanwhile. Not a top-level await:
// the route's chunks import this one, and would wait for its evaluation to finish.
void firstRouteReady(router).then(() =>
  createRoot(container).render(
    <StrictMode>
      <BaseProvider>
        <RouterProvider router={router} />
      </BaseProvider>
    </StrictMode>,
  ),
);
