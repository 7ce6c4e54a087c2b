import { defineConfig } from 'vitest/config';

/** The companion's tests: its build (manifest and permissions) and the parts that run without a browser. */
export default defineConfig({
  test: {
    name: 'companion',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
