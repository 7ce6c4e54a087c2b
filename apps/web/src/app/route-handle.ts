import type { UIMatch } from 'react-router';
import type { RouteName } from '@/lib/paths';

/**
 * Route meta (`handle`) of the web routes (spec §2): `hideLayout` renders the page without the shell (routes marked
 * "none" in the routes table); `name` marks the spec's named routes (profile, Login).
 */
export interface RouteHandle {
  hideLayout?: boolean;
  name?: RouteName;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null;
}

/** Whether any matched route asks to hide the shell. */
export function matchesHideLayout(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => isRouteHandle(match.handle) && match.handle.hideLayout === true);
}
