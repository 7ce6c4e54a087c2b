import { Outlet, useLocation, useMatches } from 'react-router';
import { FeedbackPrompt } from '@/features/feedback/components/feedback-prompt';
import { isFeedbackSuppressed } from '@/features/feedback/feedback-window';
import { useCurrentSubscription } from '@/features/subscription/api/get-current-subscription';
import { useCurrentUser } from '@/lib/storage/session-store';
import { matchesHideLayout } from './route-handle';
import { ShellLayout } from './shell-layout';

/**
 * The trial-end feedback prompt of every page (spec §4): it reads trial_end from the current subscription, which is
 * loaded only for a signed-in user on a page where the prompt may show (never /login, /auth, /connect, /recovery).
 */
function TrialFeedback() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const enabled = user !== null && !isFeedbackSuppressed(pathname);
  const { data } = useCurrentSubscription({ enabled });
  return <FeedbackPrompt trialEnd={enabled ? (data?.trial_end ?? null) : null} pathname={pathname} />;
}

/** The root route's element: the page alone when a route sets `hideLayout`, otherwise inside the shell (spec §2). */
export function RootLayout() {
  const matches = useMatches();
  const page = matchesHideLayout(matches) ? (
    <Outlet />
  ) : (
    <ShellLayout>
      <Outlet />
    </ShellLayout>
  );
  return (
    <>
      {page}
      <TrialFeedback />
    </>
  );
}
