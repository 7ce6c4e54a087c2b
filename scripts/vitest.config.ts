import { defineConfig } from 'vitest/config';

/** Tests of the repository scripts (scripts/*.test.mjs): plain Node, no app. */
export default defineConfig({
  test: { name: 'scripts', environment: 'node', include: ['*.test.mjs'] },
});
