/**
 * The API's test harness (`@otklik/api/testing`), shared by route tests, benches and browser journeys: the real app
 * on a fresh database, signed-in seekers, hh connected through the sandbox's OAuth flow, the mail outbox, and
 * database fixtures of the sending pipeline. The sandbox side lives in `@otklik/hh-sandbox/testing`, re-exported here.
 */
export * from './app';
export * from './session';
export * from './hh';
export * from './outbox';
export * from './pipeline';
export * from './fake-llm';
export * from './answered-position';
export * from './plans';
export * from './settled';
export { consentAtSandbox, sandboxControl, startSandbox, type RunningSandbox, type SandboxControl, type SandboxSeed } from '@otklik/hh-sandbox/testing';
export * from './companion';
export * from './payments';
