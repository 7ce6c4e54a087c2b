import { Outlet, useMatches } from 'react-router';
import { matchesHideLayout } from './route-handle';
import { ShellLayout } from './shell-layout';

/** The root route's element: the page alone when a route sets `hideLayout`, otherwise inside the shell (spec §2). */
export function RootLayout() {
  const matches = useMatches();
  if (matchesHideLayout(matches)) return <Outlet />;
  return (
    <ShellLayout>
      <Outlet />
    </ShellLayout>
  );
}
