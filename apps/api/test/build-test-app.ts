/**
 * Transitional: src/modules/notifications/notifications.jobs.test.ts still imports this path. Once it imports
 * `@otklik/api/testing`, delete this file. Every other test uses the harness directly.
 */
export { createTestClock, createTestDatabase, TEST_BACKENDS, type TestDatabase } from '../testing/app';
