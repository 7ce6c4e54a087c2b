import { defineConfig } from 'vitest/config';

/** hh sandbox: unit tests beside the code (src/**) and route tests through buildSandbox() + inject (test/**). */
export default defineConfig({
  test: {
    name: 'hh-sandbox',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
