/**
 * The browser companion, the seeker's side: pairing a browser with a short code, the device tokens (listed and
 * revocable on /profile), the mode and its consent, the pacing settings, the status (online, paused, waiting, asks)
 * and the audit log. The operation queue itself is companion-operations.service.ts.
 *
 * Pairing codes resist guessing: 8 symbols of a 31-symbol alphabet (about 8.5 × 10¹¹ codes), single use, 10 minutes,
 * only the newest of a seeker valid, at most 5 asked per seeker per 10 minutes, and at most 10 failed trades per
 * client address (and 300 in all) per 15 minutes. Codes and device tokens are stored as SHA-256 only.
 */
import {
  SEND_FOR_ME_CONSENT_VERSION,
  type CompanionAsk,
  type CompanionAuditPage,
  type CompanionDevice,
  type CompanionSettings,
  type CompanionSettingsBody,
  type CompanionStatus,
  type DeviceMe,
  type PairingCode,
  type PairResult,
} from '@otklik/contracts';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { COMPANION_CHANNEL } from '../../db/change-bus';
import type { Db } from '../../db/client';
import type { CompanionDeviceRow, CompanionSettingsRow } from '../../db/schema/companion';
import type { BrowserTransport } from '../../integrations/hh';
import type { Clock } from '../../lib/clock';
import { ONLINE_MS, type OperationsService } from './companion-operations.service';
import { companionErrors } from './companion.errors';
import * as repo from './companion.repository';

/** Symbols of a pairing code: no 0/O, 1/I/L, to be read aloud and typed without doubt. */
export const PAIRING_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 8;
export const PAIRING_TTL_MS = 10 * 60_000;
/** Codes one seeker may ask for per {@link PAIRING_TTL_MS}. */
export const CODES_PER_WINDOW = 5;
/** Failed trades allowed per client address, and from everywhere, per {@link FAILURE_WINDOW_MS}. */
export const FAILURES_PER_IP = 10;
export const FAILURES_TOTAL = 300;
export const FAILURE_WINDOW_MS = 15 * 60_000;
/** A device's poll is written at most this often (ms): a long-polling companion costs no write per poll. */
const TOUCH_EVERY_MS = 10_000;

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** The code as typed: upper case, without spaces or dashes. */
export function normaliseCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

function newCode(): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i += 1) code += PAIRING_ALPHABET[randomInt(PAIRING_ALPHABET.length)];
  return code;
}

/** A seeker's pacing before they change it (COMPANION_QUIET_HOURS and the defaults: 10 an hour, 30 a day, Moscow time). */
export interface PacingDefaults {
  perHour: number;
  perDay: number;
  quietFrom: number;
  quietTo: number;
  timeZone: string;
}

function defaultRow(userId: string, defaults: PacingDefaults, at: Date): CompanionSettingsRow {
  return {
    userId,
    mode: 'assisted',
    perHour: defaults.perHour,
    perDay: defaults.perDay,
    quietFrom: defaults.quietFrom,
    quietTo: defaults.quietTo,
    timeZone: defaults.timeZone,
    consentedAt: null,
    consentVersion: null,
    updatedAt: at,
  };
}

/** Reads a seeker's settings row, or their defaults when they never changed them. */
async function settingsRowOf(on: Db, userId: string, defaults: PacingDefaults, clock: Clock): Promise<CompanionSettingsRow> {
  return (await repo.findSettings(on, userId)) ?? defaultRow(userId, defaults, clock.now());
}

/** The seeker's settings with the defaults filled in (what the operation queue reads at every hand-over). */
export function settingsReader(defaults: PacingDefaults, clock: Clock) {
  return async (on: Db, userId: string): Promise<CompanionSettings> => toSettings(await settingsRowOf(on, userId, defaults, clock));
}

export interface CompanionServiceDeps {
  db: Db;
  clock: Clock;
  operations: OperationsService;
  defaults: PacingDefaults;
  users: { findUser(userId: string): Promise<{ name: string | null; email: string } | null> };
  /** The applications service: how many of the seeker's applications are queued or in flight. */
  inFlight(userId: string): Promise<number>;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export type CompanionService = ReturnType<typeof createCompanionService>;

function toDevice(row: CompanionDeviceRow, now: Date): CompanionDevice {
  return {
    id: row.id,
    name: row.name,
    extension_version: row.extensionVersion,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
    online: row.lastSeenAt !== null && now.getTime() - row.lastSeenAt.getTime() < ONLINE_MS,
  };
}

/** The settings row as the API answers it. */
function toSettings(row: CompanionSettingsRow): CompanionSettings {
  return {
    mode: row.mode,
    per_hour: row.perHour,
    per_day: row.perDay,
    quiet_hours: { from: row.quietFrom, to: row.quietTo },
    time_zone: row.timeZone,
    send_for_me_consented_at: row.consentVersion === SEND_FOR_ME_CONSENT_VERSION ? (row.consentedAt?.toISOString() ?? null) : null,
  };
}

export function createCompanionService(deps: CompanionServiceDeps) {
  const { db, clock, operations, defaults, users, log } = deps;

  const settingsRow = (on: Db, userId: string) => settingsRowOf(on, userId, defaults, clock);

  async function asks(userId: string): Promise<CompanionAsk[]> {
    const rows = await operations.listStopped(userId);
    return rows.map((row) => ({
      id: row.id,
      reason: row.stopReason ?? 'unknown_page',
      vacancy_id: typeof row.params.vacancy_id === 'string' ? row.params.vacancy_id : null,
      vacancy_name: typeof row.params.vacancy_name === 'string' ? row.params.vacancy_name : null,
      question: row.stopQuestion,
      created_at: row.updatedAt.toISOString(),
    }));
  }

  return {
    /**
     * POST /api/companion/pairing-code: a new code for this seeker, valid 10 minutes, once; it voids their older
     * unused codes. @throws 429 after {@link CODES_PER_WINDOW} codes in 10 minutes.
     */
    async createPairingCode(userId: string): Promise<PairingCode> {
      const now = clock.now();
      const code = newCode();
      const expiresAt = new Date(now.getTime() + PAIRING_TTL_MS);
      const row = { userId, codeHash: sha256(code), createdAt: now, expiresAt };
      if (!(await repo.insertCodeWithinLimit(db, row, new Date(now.getTime() - PAIRING_TTL_MS), CODES_PER_WINDOW))) {
        throw companionErrors.tooMany(PAIRING_TTL_MS / 1000);
      }
      return { code: `${code.slice(0, 4)}-${code.slice(4)}`, expires_at: expiresAt.toISOString() };
    },

    /**
     * POST /api/companion/pair: trades a code for a device token (shown once). A wrong code counts against the
     * client's address. @throws 400 pairing_code_invalid; 429 when the address (or everyone) failed too often.
     */
    async pair(ip: string, body: { code: string; device_name: string; extension_version?: string | undefined }): Promise<PairResult> {
      const now = clock.now();
      const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
      // The attempt is written as a failure before it is counted, so parallel guesses see each other: of any number
      // sent at once from one address, at most FAILURES_PER_IP get their code tried.
      const attempt = await repo.insertFailure(db, ip, now);
      const failures = await repo.countFailures(db, ip, since);
      if (failures.fromIp > FAILURES_PER_IP || failures.total > FAILURES_TOTAL) {
        await repo.deleteFailure(db, attempt);
        throw companionErrors.tooMany(FAILURE_WINDOW_MS / 1000);
      }
      const code = normaliseCode(body.code);
      const userId = code.length === PAIRING_CODE_LENGTH ? await repo.consumeCode(db, sha256(code), now) : null;
      if (!userId) throw companionErrors.pairingCodeInvalid();
      await repo.deleteFailure(db, attempt);
      const token = `otkc_${randomBytes(32).toString('base64url')}`;
      const device = await repo.insertDevice(db, {
        userId,
        name: body.device_name,
        tokenHash: sha256(token),
        extensionVersion: body.extension_version ?? null,
        createdAt: now,
      });
      await repo.insertAudit(db, [{ userId, deviceId: device.id, action: 'Браузер подключён', result: 'ok', detail: body.device_name, at: now }]);
      log.info({ userId, deviceId: device.id }, 'companion paired');
      return { device_id: device.id, device_token: token };
    },

    /** The device of a bearer token, and records its poll. @throws 401 device_token_invalid. */
    async authenticate(token: string | undefined): Promise<CompanionDeviceRow> {
      if (!token || token.length > 200) throw companionErrors.deviceTokenInvalid();
      const device = await repo.findDeviceByToken(db, sha256(token));
      if (!device) throw companionErrors.deviceTokenInvalid();
      await repo.touchDevice(db, device.id, clock.now(), TOUCH_EVERY_MS);
      return device;
    },

    /** GET /api/companion/devices: the seeker's paired browsers. */
    async listDevices(userId: string): Promise<{ items: CompanionDevice[] }> {
      const now = clock.now();
      return { items: (await repo.listDevices(db, userId)).map((row) => toDevice(row, now)) };
    },

    /**
     * DELETE /api/companion/devices/{id}: the token dies at once, a long poll it has open ends with nothing, and what
     * it was doing goes back to the queue. @throws 404 device_not_found (also another seeker's).
     */
    async revokeDevice(userId: string, id: string): Promise<void> {
      if (!(await repo.revokeDevice(db, userId, id, clock.now()))) throw companionErrors.deviceNotFound();
      await repo.requeueOfDevice(db, id, clock.now());
      await repo.insertAudit(db, [{ userId, deviceId: id, action: 'Браузер отключён', result: 'info', detail: null, at: clock.now() }]);
      if (!(await repo.hasDevice(db, userId))) await repo.failQueuedReads(db, userId, clock.now());
      await repo.announce(db, COMPANION_CHANNEL, userId);
    },

    /** «Sign out of HH.ru» for a seeker on the companion: every device of theirs is revoked. */
    async disconnect(userId: string): Promise<number> {
      const revoked = await repo.revokeAllDevices(db, userId, clock.now());
      if (revoked > 0) await repo.failQueuedReads(db, userId, clock.now());
      return revoked;
    },

    /** Every seeker with a paired, unrevoked browser (the invitation poller reads their negotiations through it). */
    listPairedUserIds(): Promise<string[]> {
      return repo.listPairedUserIds(db);
    },

    /** GET /api/companion/settings. */
    async getSettings(userId: string): Promise<CompanionSettings> {
      return toSettings(await settingsRow(db, userId));
    },

    /**
     * PUT /api/companion/settings: changes what is given. «Отправлять за меня» needs the seeker's consent to the
     * current consent text (`consent: true` now or before). @throws 409 companion_consent_required.
     */
    async updateSettings(userId: string, body: CompanionSettingsBody): Promise<CompanionSettings> {
      const row = await settingsRow(db, userId);
      const now = clock.now();
      const consents = body.consent === true;
      const consented = consents || (row.consentVersion === SEND_FOR_ME_CONSENT_VERSION && row.consentedAt !== null);
      if (body.mode === 'send_for_me' && !consented) throw companionErrors.consentRequired();
      const next: CompanionSettingsRow = {
        ...row,
        mode: body.mode ?? row.mode,
        perHour: body.per_hour ?? row.perHour,
        perDay: body.per_day ?? row.perDay,
        quietFrom: body.quiet_hours?.from ?? row.quietFrom,
        quietTo: body.quiet_hours?.to ?? row.quietTo,
        timeZone: body.time_zone ?? row.timeZone,
        consentedAt: consents ? now : row.consentedAt,
        consentVersion: consents ? SEND_FOR_ME_CONSENT_VERSION : row.consentVersion,
        updatedAt: now,
      };
      const saved = await repo.saveSettings(db, next);
      if (next.mode !== row.mode) {
        const detail =
          next.mode === 'send_for_me' ? 'Режим «Отправлять за меня» включён (с вашего согласия)' : 'Режим «Помогать»: вы сами нажимаете «Откликнуться»';
        await repo.insertAudit(db, [{ userId, action: 'Режим', result: 'info', detail, at: now }]);
      }
      await repo.announce(db, COMPANION_CHANNEL, userId);
      return toSettings(saved);
    },

    /** GET /api/companion/status. */
    async status(userId: string): Promise<CompanionStatus> {
      const [paired, seen, settings, waiting, paused, asked] = await Promise.all([
        repo.hasDevice(db, userId),
        repo.lastSeen(db, userId),
        settingsRow(db, userId),
        deps.inFlight(userId),
        operations.packPaused(),
        asks(userId),
      ]);
      return {
        transport: paired ? 'companion' : 'oauth',
        online: paired && seen !== null && clock.now().getTime() - seen.getTime() < ONLINE_MS,
        last_seen_at: seen?.toISOString() ?? null,
        mode: settings.mode,
        paused_page_changed: paused,
        waiting: paired ? waiting : 0,
        asks: asked,
      };
    },

    /** GET /api/companion/audit: the seeker's audit log, newest first. */
    async audit(userId: string, query: { offset: number; limit: number }): Promise<CompanionAuditPage> {
      const page = await repo.listAudit(db, userId, query.offset, query.limit);
      return {
        items: page.items.map((row) => ({
          id: String(row.id),
          at: row.at.toISOString(),
          action: row.action,
          vacancy_id: row.vacancyId,
          vacancy_name: row.vacancyName,
          result: row.result,
          detail: row.detail,
        })),
        total: page.total,
        offset: query.offset,
        limit: query.limit,
      };
    },

    /** GET /api/companion/device/me. */
    async deviceMe(device: CompanionDeviceRow): Promise<DeviceMe> {
      const [user, settings, paused] = await Promise.all([users.findUser(device.userId), settingsRow(db, device.userId), operations.packPaused()]);
      return { device_id: device.id, user_name: user?.name || user?.email || '', mode: settings.mode, paused_page_changed: paused };
    },

    /** The hh port's view: a seeker with a paired device is reached through their browser. */
    transport(): BrowserTransport {
      return { usesCompanion: (userId) => repo.hasDevice(db, userId), ops: { run: (userId, request) => operations.run(userId, request) } };
    },
  };
}
