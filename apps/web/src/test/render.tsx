import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { bindTransportNavigation, routes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/**
 * Renders the whole app (providers, the real route table and guards) in a memory router at `path`, with the
 * transport's redirects bound to that router, as main.tsx does in the browser.
 */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const unbind = bindTransportNavigation(router);
  const queryClient = createQueryClient({ retry: false });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  const location = (): string => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, user, queryClient, location, unbind };
}

/**
 * Resolves once the memory router has loaded the route modules of its location and run their loaders (the router's
 * own `initialized` state with no navigation pending): what a page test waits for before it looks for the page.
 */
export function routeLoaded(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  const ready = (state: typeof router.state) => state.initialized && state.navigation.state === 'idle';
  if (ready(router.state)) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!ready(state)) return;
      unsubscribe();
      resolve();
    });
  });
}
