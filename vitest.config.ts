import { defineConfig } from 'vitest/config';

/** One Vitest run for every workspace; each project keeps its own config (environment, setup). */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'scripts/vitest.config.ts'],
  },
});
