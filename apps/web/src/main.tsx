import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BaseProvider } from '@/app/base-provider';
import { bindTransportNavigation, routes } from '@/app/router';
import { loadPublicI18n } from '@/lib/i18n';

const container = document.getElementById('app');
if (container === null) throw new Error('index.html must contain <div id="app"> (spec §9)');

const router = createBrowserRouter(routes);
bindTransportNavigation(router);

// The public part of the Russian translation is a chunk of its own; the session pages load the rest (app/router.tsx).
// TanStack Query and its client come with the first page that uses them (app/query-root.tsx), not with /login.
await loadPublicI18n('ru');
createRoot(container).render(
  <StrictMode>
    <BaseProvider>
      <RouterProvider router={router} />
    </BaseProvider>
  </StrictMode>,
);
