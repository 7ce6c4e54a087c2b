import type { CompanionMode, CompanionOperationKind, HardStop } from '@otklik/contracts';
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Pairing codes a seeker asked for on /connect. Only the SHA-256 hex of the code is stored; a code is single use
 * (`used_at`) and lives 10 minutes. Asking for a new one voids the seeker's unused ones.
 */
export const companionPairingCodes = pgTable(
  'companion_pairing_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('companion_pairing_codes_code_hash_key').on(t.codeHash), index('companion_pairing_codes_user_id_idx').on(t.userId, t.createdAt)],
);

/**
 * Failed attempts to trade a pairing code, per client address (`ip`), kept for the rate-limit window: the
 * guessing brake across every API process.
 */
export const companionPairFailures = pgTable(
  'companion_pair_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companion_pair_failures_ip_at_idx').on(t.ip, t.at), index('companion_pair_failures_at_idx').on(t.at)],
);

/**
 * A paired browser. Its device token is random (32 bytes) and stored as SHA-256 hex only; it opens the companion's
 * device calls and nothing else. `revoked_at` set: the token is dead. `last_seen_at`: its last poll (UTC).
 */
export const companionDevices = pgTable(
  'companion_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    extensionVersion: text('extension_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('companion_devices_token_hash_key').on(t.tokenHash), index('companion_devices_user_id_idx').on(t.userId)],
);

/**
 * A seeker's companion settings: the mode (assisted by default), when they consented to automatic sending and to
 * which consent text, and the pacing of automatic sending (per hour, per day, quiet hours `quiet_from`–`quiet_to`
 * in `time_zone`; equal hours = none). No row = the defaults.
 */
export const companionSettings = pgTable('companion_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mode: text('mode').$type<CompanionMode>().notNull().default('assisted'),
  perHour: integer('per_hour').notNull(),
  perDay: integer('per_day').notNull(),
  quietFrom: integer('quiet_from').notNull(),
  quietTo: integer('quiet_to').notNull(),
  timeZone: text('time_zone').notNull().default('Europe/Moscow'),
  consentedAt: timestamp('consented_at', { withTimezone: true }),
  consentVersion: integer('consent_version'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where an operation is: waiting, handed to a companion, finished, or stopped on a hard stop until the seeker acts. */
export type CompanionOperationStatus = 'queued' | 'running' | 'done' | 'failed' | 'stopped' | 'cancelled';

/**
 * The operations queued for a seeker's companion.
 * - `dedupe_key`: an apply is keyed `apply:<vacancy_id>` and has ONE row per seeker and vacancy for ever (a retry,
 *   a re-run after a crash or a closed tab reuses it, so the companion never gets two applies for one vacancy);
 *   other kinds share a live row (queued or running) with the same key.
 * - `status`: queued → running (`device_id`, `lease_until`) → done (`result`) | failed (`error`) | stopped
 *   (`stop_reason`, `stop_question`: the seeker is asked) | cancelled. A running row whose lease ran out, or that
 *   its companion reported interrupted, is queued again (`attempts` counts hand-overs).
 * - `not_before`: pacing of automatic sending; `answers`: the seeker's own answers to questions, by question key.
 * Times are UTC.
 */
export const companionOperations = pgTable(
  'companion_operations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CompanionOperationKind>().notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<CompanionOperationStatus>().notNull().default('queued'),
    deviceId: uuid('device_id').references(() => companionDevices.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    notBefore: timestamp('not_before', { withTimezone: true }),
    result: jsonb('result'),
    error: text('error'),
    stopReason: text('stop_reason').$type<HardStop>(),
    stopQuestion: text('stop_question'),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('companion_operations_apply_key')
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.kind} = 'apply'`),
    uniqueIndex('companion_operations_live_key')
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.kind} <> 'apply' AND ${t.status} IN ('queued', 'running')`),
    index('companion_operations_user_status_idx').on(t.userId, t.status, t.createdAt),
  ],
);

/**
 * The audit log the seeker sees: every action the companion took or was told, when, on which vacancy, and its result
 * ('ok', 'stopped', 'failed', 'info').
 */
export const companionAudit = pgTable(
  'companion_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    operationId: uuid('operation_id').references(() => companionOperations.id, { onDelete: 'set null' }),
    deviceId: uuid('device_id').references(() => companionDevices.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    vacancyId: text('vacancy_id'),
    vacancyName: text('vacancy_name'),
    result: text('result').$type<'ok' | 'stopped' | 'failed' | 'info'>().notNull(),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companion_audit_user_id_at_idx').on(t.userId, t.at)],
);

/**
 * Selector packs on which a page self-test failed: sending is paused for everyone on `version` until the operator
 * serves a newer pack or clears the pause (`cleared_at`).
 */
export const companionPackPauses = pgTable('companion_pack_pauses', {
  version: text('version').primaryKey(),
  page: text('page').notNull(),
  missing: jsonb('missing').$type<string[]>().notNull(),
  pausedAt: timestamp('paused_at', { withTimezone: true }).notNull().defaultNow(),
  clearedAt: timestamp('cleared_at', { withTimezone: true }),
});

export type CompanionDeviceRow = typeof companionDevices.$inferSelect;
export type CompanionOperationRow = typeof companionOperations.$inferSelect;
export type CompanionSettingsRow = typeof companionSettings.$inferSelect;
export type CompanionAuditRow = typeof companionAudit.$inferSelect;
