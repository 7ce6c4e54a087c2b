import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BaseProvider } from '@/app/base-provider';
import { bindTransportNavigation, routes } from '@/app/router';
import { loadI18n, loadPublicI18n } from '@/lib/i18n';
import { PATHS } from '@/lib/paths';

const container = document.getElementById('app');
if (container === null) throw new Error('index.html must contain <div id="app">');

const router = createBrowserRouter(routes);
bindTransportNavigation(router);

// /login starts with the public part of the Russian translation, a chunk of its own (the other pages load the rest
// later, app/router.tsx); any other page needs the whole of it, which its head names for the browser to fetch with the
// entry, so it is loaded at once instead of after the public part. TanStack Query and its client come with the first
// page that uses them (app/query-root.tsx), not with /login.
await (window.location.pathname === PATHS.login ? loadPublicI18n('ru') : loadI18n('ru'));
createRoot(container).render(
  <StrictMode>
    <BaseProvider>
      <RouterProvider router={router} />
    </BaseProvider>
  </StrictMode>,
);
