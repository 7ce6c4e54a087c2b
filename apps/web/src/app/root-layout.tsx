import { Suspense, use } from 'react';
import { Outlet, useMatches } from 'react-router';
import { PageLoader } from '@/components/load-state';
import { matchesQueryFree } from './route-handle';
import { loadSessionEntry, loadedSessionEntry } from './session-entry-loader';

// TanStack Query, the shell and the trial feedback prompt are a chunk of their own (query-root.tsx): the first load of
// a query-free page (/login) does without them (the /login first-load budget); every other page renders inside it.

/**
 * The query root from the signed-in pages' chunk: at once when the chunk has loaded (the session guard awaits it, so a
 * signed-in page's first render draws its shell in one pass), otherwise it suspends until the chunk arrives.
 */
function SessionRoot() {
  const { QueryRoot } = loadedSessionEntry() ?? use(loadSessionEntry());
  return <QueryRoot />;
}

/** The root route's element: a query-free page (/login) alone, any other page inside the query root. */
export function RootLayout() {
  const matches = useMatches();
  if (matchesQueryFree(matches)) return <Outlet />;
  return (
    <Suspense fallback={<PageLoader />}>
      <SessionRoot />
    </Suspense>
  );
}
