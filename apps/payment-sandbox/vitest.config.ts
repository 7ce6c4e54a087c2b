import { defineConfig } from 'vitest/config';

/** Payment sandbox: unit tests beside the code (src/**) and HTTP tests against a listening sandbox (test/**). */
export default defineConfig({
  test: {
    name: 'payment-sandbox',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
