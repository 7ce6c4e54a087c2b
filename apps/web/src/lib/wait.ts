/**
 * Resolves after `ms` milliseconds. Used for the spec's 100 ms pause after login and after a token refresh (spec §9).
 * @param ms delay in milliseconds
 */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
