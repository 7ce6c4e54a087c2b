import { defineConfig } from 'vitest/config';

/** hh-contract: the zod schemas of hh.ru's API objects, tested against hh's example bodies in fixtures/. */
export default defineConfig({ test: { name: 'hh-contract', include: ['src/**/*.test.ts'], environment: 'node' } });
