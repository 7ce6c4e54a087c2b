import { defineConfig } from 'vitest/config';

/**
 * API tests: unit tests beside the code (src/**) and route tests (test/**) through buildApp() + inject.
 * Route tests use a fresh database per file: PostgreSQL when TEST_DATABASE_URL is set (CI), PGlite otherwise.
 */
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
