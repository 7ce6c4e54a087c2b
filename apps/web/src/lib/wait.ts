/**
 * Resolves after `ms` milliseconds. Used for the product's 100 ms pause after login and after a token refresh.
 * @param ms delay in milliseconds
 */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
