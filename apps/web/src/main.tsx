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

// /login starts with the public part of the Russian translation, a chunk of its own (the other pages load the rest
// later, app/router.tsx); /dashboard with the public and the session part (locales/session-part.ts); any other page
// needs the whole of it. The page's head names what it needs for the browser to fetch with the entry, so it is loaded
// at once instead of after the public part. TanStack Query and its client come with the first
// page that uses them (app/query-root.tsx), not with /login.
const startPath = window.location.pathname;
await (startPath === PATHS.login ? loadPublicI18n('ru') : startPath === PATHS.dashboard || startPath === PATHS.home ? loadDashboardI18n('ru') : loadI18n('ru'));
createRoot(container).render(
  <StrictMode>
    <BaseProvider>
      <RouterProvider router={router} />
    </BaseProvider>
  </StrictMode>,
);
