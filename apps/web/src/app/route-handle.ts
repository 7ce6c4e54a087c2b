import type { UIMatch } from 'react-router';
import type { RouteName } from '@/lib/paths';

/**
 * Route meta (`handle`) of the web routes: `hideLayout` renders the page without the shell (routes marked
 * "none" in the routes table); `name` marks the spec's named routes (profile, Login); `queryFree` renders the page
 * without TanStack Query around it, so its first load does without that code (the /login first-load budget).
 */
export interface RouteHandle {
  hideLayout?: boolean;
  name?: RouteName;
  queryFree?: boolean;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null;
}

/** Whether any matched route asks to hide the shell. */
export function matchesHideLayout(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => isRouteHandle(match.handle) && match.handle.hideLayout === true);
}

/** Whether the deepest matched route renders without TanStack Query (`queryFree`). */
export function matchesQueryFree(matches: readonly UIMatch[]): boolean {
  const page = matches.at(-1);
  return page !== undefined && isRouteHandle(page.handle) && page.handle.queryFree === true;
}
