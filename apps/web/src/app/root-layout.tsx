import { Suspense, lazy } from 'react';
import { Outlet, useMatches } from 'react-router';
import { PageLoader } from '@/components/load-state';
import { matchesQueryFree } from './route-handle';

// TanStack Query, the shell and the trial feedback prompt are a chunk of their own (query-root.tsx): the first load of
// a query-free page (/login) does without them (the /login first-load budget); every other page renders inside it.
const QueryRoot = lazy(() => import('./session-entry').then((m) => ({ default: m.QueryRoot })));

/** The root route's element: a query-free page (/login) alone, any other page inside {@link QueryRoot}. */
export function RootLayout() {
  const matches = useMatches();
  if (matchesQueryFree(matches)) return <Outlet />;
  return (
    <Suspense fallback={<PageLoader />}>
      <QueryRoot />
    </Suspense>
  );
}
