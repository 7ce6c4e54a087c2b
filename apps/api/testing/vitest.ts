import { test } from 'vitest';
import { buildHhTestApp, buildTestApp, type HhTestApp, type HhTestAppOptions, type TestApp, type TestAppOptions } from './app';
import { type PaymentsWorld, startPaymentsWorld } from './payments';

/*
 * Vitest fixtures of the harness (`@otklik/api/testing/vitest`; vitest only, so benches and journeys never load it).
 * Each builds its app once per test file, on first use, and closes it after the file's last test:
 *
 *   let t: HhTestApp;
 *   hhAppTest({ workers: true }).beforeAll(async ({ hhApp }) => {
 *     t = hhApp;
 *     seeker = await connectedSeeker(t.app, t.hh);
 *   });
 *
 * Tests may also take it from their context: `hhAppTest().extend(…)` or `test('…', async ({ hhApp }) => …)`.
 */

/** Options, or a function that gives them when the app is built (when they depend on what an earlier hook started). */
type Lazy<T> = T | (() => T);
const resolve = <T extends object>(options: Lazy<T>): T => (typeof options === 'function' ? options() : options);

/** `test` with a file-scoped `app`: {@link buildTestApp}(options), closed after the file. */
export function appTest(options: Lazy<TestAppOptions> = {}) {
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this destructuring
  return test.extend('app', { scope: 'file' }, async ({}, { onCleanup }): Promise<TestApp> => {
    const built = await buildTestApp(resolve(options));
    onCleanup(() => built.close());
    return built;
  });
}

/** `test` with a file-scoped `hhApp`: {@link buildHhTestApp}(options), app and sandbox closed after the file. */
export function hhAppTest(options: Lazy<HhTestAppOptions> = {}) {
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this destructuring
  return test.extend('hhApp', { scope: 'file' }, async ({}, { onCleanup }): Promise<HhTestApp> => {
    const built = await buildHhTestApp(resolve(options));
    onCleanup(() => built.close());
    return built;
  });
}

/** `test` with a file-scoped `payments` world: {@link startPaymentsWorld} (the API and the payment sandbox), closed after the file. */
export function paymentsTest() {
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this destructuring
  return test.extend('payments', { scope: 'file' }, async ({}, { onCleanup }): Promise<PaymentsWorld> => {
    const world = await startPaymentsWorld();
    onCleanup(() => world.close());
    return world;
  });
}
