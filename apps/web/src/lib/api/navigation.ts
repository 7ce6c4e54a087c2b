/**
 * The one navigation callback the transport may use (the transport has no UI side effects of
 * its own). The router registers it at start-up; until then, and in unit tests without a router, redirects are no-ops.
 */
type Navigate = (path: string) => void;

let navigate: Navigate | null = null;

/**
 * Registers the router's navigate function. Returns a function that unregisters it (used by tests and HMR).
 * @param fn called with an app path such as `/login`
 */
export function registerNavigator(fn: Navigate): () => void {
  navigate = fn;
  return () => {
    if (navigate === fn) navigate = null;
  };
}

/** Sends the user to `path` through the registered router (redirects on 401/403). */
export function navigateTo(path: string): void {
  navigate?.(path);
}
