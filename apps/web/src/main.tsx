import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BaseProvider } from '@/app/base-provider';
import { bindTransportNavigation, routes } from '@/app/router';
import { loadDashboardI18n, loadI18n, loadPublicI18n } from '@/lib/i18n';
import { PATHS } from '@/lib/paths';

const container = document.getElementById('app');
if (container === null) throw new Error('index.html must contain <div id="app">');

const router = createBrowserRouter(routes);
bindTransportNavigation(router);

/** How long the first render waits for the first route to be ready before it shows the spinner instead, in ms. */
const FIRST_RENDER_WAIT_MS = 150;

/** Resolves once `router` has run its first route's loaders and loaded its modules, or after `timeoutMs`. */
function routerReady(dataRouter: typeof router, timeoutMs: number): Promise<void> {
  if (dataRouter.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = dataRouter.subscribe((state) => {
      if (state.initialized) done();
    });
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}

// /login starts with the public part of the Russian translation, a chunk of its own (the other pages load the rest
// later, app/router.tsx); /dashboard with the public and the session part (locales/session-part.ts); any other page
// needs the whole of it. The page's head names what it needs for the browser to fetch with the entry, so it is loaded
// at once instead of after the public part. TanStack Query and its client come with the first
// page that uses them (app/query-root.tsx), not with /login.
const startPath = window.location.pathname;
await (startPath === PATHS.login ? loadPublicI18n('ru') : startPath === PATHS.dashboard || startPath === PATHS.home ? loadDashboardI18n('ru') : loadI18n('ru'));
// The first render waits a moment for the route's guard and modules (a signed-in seeker this browser knows, and a
// guest on /login, need no answer from the server for them), so it draws the page itself in one pass instead of a
// spinner first and the page in a second render; a guard that waits for the server shows the spinner meanwhile.
await routerReady(router, FIRST_RENDER_WAIT_MS);
createRoot(container).render(
  <StrictMode>
    <BaseProvider>
      <RouterProvider router={router} />
    </BaseProvider>
  </StrictMode>,
);
