import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Web component and unit tests: jsdom, Testing Library, network mocked with msw (src/test/server.ts). */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      // The first render of a file imports the lazy shell's chunks through Vite's transform: seconds on a busy 2-core
      // machine. Budgets, not retries: a test that never gets there still fails.
      testTimeout: 20_000,
    },
  }),
);
