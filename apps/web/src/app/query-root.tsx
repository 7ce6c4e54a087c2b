import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useContext } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { PageLoader } from '@/components/load-state';
import { FeedbackPrompt } from '@/features/feedback/components/feedback-prompt';
import { isFeedbackSuppressed } from '@/features/feedback/feedback-window';
import { useCurrentSubscription } from '@/features/subscription/api/get-current-subscription';
import { createQueryClient } from '@/lib/query-client';
import { useCurrentUser } from '@/lib/storage/session-store';
import { matchesHideLayout } from './route-handle';
import { ShellLayout } from './shell-layout';

// The shell (header, menus, notification centre, quota) and the feedback dialog come in this chunk (session-entry.ts):
// every page around TanStack Query but /auth, /recovery and the not-found page shows them, and one chunk is one
// request less before the first paint than three; /login never downloads any of it.

let appQueryClient: ReturnType<typeof createQueryClient> | null = null;

/** The browser's one query client, made on first use, so its cache lives as long as the tab. */
function browserQueryClient(): ReturnType<typeof createQueryClient> {
  appQueryClient ??= createQueryClient({
    // "Other call failures: logged and rethrown, no user message shown".
    onError: (error) => console.warn('[otklik] request failed', error),
  });
  return appQueryClient;
}

/**
 * The trial-end feedback prompt of every page: it reads trial_end from the current subscription, which is
 * loaded only for a signed-in user on a page where the prompt may show (never /login, /auth, /connect, /recovery).
 */
function TrialFeedback() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const enabled = user !== null && !isFeedbackSuppressed(pathname);
  const { data } = useCurrentSubscription({ enabled });
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackPrompt trialEnd={data?.trial_end ?? null} pathname={pathname} />
    </Suspense>
  );
}

/**
 * Every page but the query-free ones (/login) renders inside this chunk: TanStack Query (the client of an enclosing
 * provider when there is one, as in tests, else the browser's own), the page alone when a route sets `hideLayout`,
 * otherwise inside the shell, and the trial feedback prompt.
 */
export function QueryRoot() {
  const matches = useMatches();
  const outer = useContext(QueryClientContext);
  const page = matchesHideLayout(matches) ? (
    <Outlet />
  ) : (
    <Suspense fallback={<PageLoader />}>
      <ShellLayout>
        <Outlet />
      </ShellLayout>
    </Suspense>
  );
  return (
    <QueryClientProvider client={outer ?? browserQueryClient()}>
      {page}
      <TrialFeedback />
    </QueryClientProvider>
  );
}
