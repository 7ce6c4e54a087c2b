import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '@/app/provider';
import { bindTransportNavigation, routes } from '@/app/router';
import { loadPublicI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

const container = document.getElementById('app');
if (container === null) throw new Error('index.html must contain <div id="app"> (spec §9)');

const router = createBrowserRouter(routes);
bindTransportNavigation(router);
const queryClient = createQueryClient({
  // spec §8: "Other call failures: logged and rethrown, no user message shown".
  onError: (error) => console.warn('[otklik] request failed', error),
});

// The public part of the Russian translation is a chunk of its own; the session pages load the rest (app/router.tsx).
await loadPublicI18n('ru');
createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
