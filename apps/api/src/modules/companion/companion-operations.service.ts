/**
 * The operation queue between the API and the seekers' browser companions. The hh port's browser transport queues an
 * operation and waits a bounded time for it (`run`); the companion takes the seeker's next one over a long poll
 * (`next`), performs it in an hh.ru tab and reports (`report`). Guarantees:
 * - one apply per seeker and vacancy for ever (its key), whatever retries, crashes or closed tabs happen: a re-run
 *   is the same operation, handed over again, and the companion checks hh's page before it acts;
 * - one application at a time per seeker, and human pacing of «Отправлять за меня» (per hour, per day, quiet hours,
 *   a gap with jitter between two), decided here at hand-over, across every API process (a per-seeker lock);
 * - nothing is handed out for sending while a page self-test failed on the current selector pack;
 * - a closed browser never holds a read: reads fail at once (companion_offline), applications wait in the queue.
 */
import {
  HARD_STOP_TEXT,
  type CompanionOperation,
  type CompanionOperationKind,
  type CompanionSettings,
  type HardStop,
  type OperationReport,
  type QuestionnaireQuestion,
  type QuestionsAnswer,
} from '@otklik/contracts';
import { COMPANION_CHANNEL } from '../../db/change-bus';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import type { CompanionDeviceRow, CompanionOperationRow } from '../../db/schema/companion';
import { applyResultSchema, type CompanionOutcome, type CompanionRequest } from '../../integrations/hh';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { companionOperationsFinished, companionPackMismatches, companionPackPaused } from '../../lib/metrics';
import { companionErrors } from './companion.errors';
import { jitterOf, nextSendAt } from './companion.pacing';
import * as repo from './companion.repository';

/** A companion is online while it polled within this long (it polls at least every 25 s), in ms. */
export const ONLINE_MS = 60_000;
/** A read answered this recently is reused instead of reading hh's page again, in ms. */
const READ_FRESH_MS = 15_000;
/** Hand-overs of one apply before it counts as failed for good. */
const APPLY_MAX_ATTEMPTS = 5;
/** How long a companion may hold an operation before it is handed over again (it reports progress to extend it), ms. */
const LEASE_MS: Record<'read' | 'send' | 'assisted' | 'editor', number> = {
  read: 2 * 60_000,
  send: 10 * 60_000,
  assisted: 30 * 60_000,
  editor: 60 * 60_000,
};
/** When the feed may miss a wake-up (PostgreSQL listener down), waiting loops look again this often, in ms. */
const FALLBACK_POLL_MS = 1_000;

/** The two lanes of a companion: what needs the seeker's eyes (one at a time), and reads beside it. */
export const LANES = {
  apply: ['apply', 'fill_resume'],
  read: ['list_resumes', 'read_resume', 'search_vacancies', 'read_vacancy', 'list_negotiations'],
} as const satisfies Record<string, readonly CompanionOperationKind[]>;
export type Lane = keyof typeof LANES;

export interface OperationsDeps {
  db: Db;
  clock: Clock;
  changes: ChangeFeed;
  /** The selector pack served now: its version is what a self-test failure pauses. */
  packVersion: string;
  settings: {
    /** Least gap between two automatic applications, ms (jitter adds up to the same again). */
    sendGapMs: number;
    /** Pause between two steps on a page, ms (human pacing inside an operation). */
    stepDelayMs: number;
    /** How long a read waits for an online companion, ms. */
    readWaitMs: number;
    /** How long an apply waits for its answer before the pipeline is told to wait (it is told again when it comes), ms. */
    applyWaitMs: number;
    /** How long the resume editor waits for the seeker's save, ms (they may press «Опубликовать» again later). */
    editorWaitMs: number;
  };
  /** The seeker's companion settings (the mode and pacing), defaults filled in. */
  settingsOf(db: Db, userId: string): Promise<CompanionSettings>;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** What the operations learn from other modules once the app is built (they are registered after this one). */
export interface OperationsLinks {
  /** The applications service: the answer to the seeker's application of a vacancy is there. */
  answerArrived(userId: string, vacancyId: string): Promise<unknown>;
  /** The answer bank: a questionnaire answered from the seeker's explicit facts. */
  answerQuestions(userId: string, questions: readonly QuestionnaireQuestion[], own: Readonly<Record<string, string>>): Promise<QuestionsAnswer>;
}

export type OperationsService = ReturnType<typeof createOperationsService>;

const laneOf = (kind: CompanionOperationKind): Lane => ((LANES.apply as readonly string[]).includes(kind) ? 'apply' : 'read');
const vacancyOf = (row: CompanionOperationRow): string | null => (typeof row.params.vacancy_id === 'string' ? row.params.vacancy_id : null);

/** Russian names of the operations, for the audit log. */
const ACTION_NAMES: Record<CompanionOperationKind, string> = {
  list_resumes: 'Список резюме',
  read_resume: 'Чтение резюме',
  search_vacancies: 'Поиск вакансий',
  read_vacancy: 'Чтение вакансии',
  apply: 'Отклик',
  list_negotiations: 'Список откликов',
  fill_resume: 'Заполнение резюме',
};

export function createOperationsService(deps: OperationsDeps) {
  const { db, clock, changes, packVersion, settings, settingsOf, log } = deps;
  let links: OperationsLinks | null = null;

  /** Waiters per seeker, woken by the companion channel (any process's write) or their own timer. */
  const waiters = new Map<string, Set<() => void>>();
  changes.on(COMPANION_CHANNEL, (userId) => {
    const set = waiters.get(userId);
    if (!set) return;
    waiters.delete(userId);
    for (const wake of set) wake();
  });

  /** Resolves when the seeker's operations change, or after `ms` (at most {@link FALLBACK_POLL_MS} without a live feed). */
  function waitForChange(userId: string, ms: number): Promise<void> {
    const limit = changes.live ? ms : Math.min(ms, FALLBACK_POLL_MS);
    return new Promise((resolve) => {
      let set = waiters.get(userId);
      if (!set) waiters.set(userId, (set = new Set()));
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(
        () => {
          waiters.get(userId)?.delete(wake);
          resolve();
        },
        Math.max(0, limit),
      );
      set.add(wake);
    });
  }

  const announce = (userId: string) => repo.announce(db, COMPANION_CHANNEL, userId);

  async function isOnline(userId: string): Promise<boolean> {
    const seen = await repo.lastSeen(db, userId);
    return seen !== null && clock.now().getTime() - seen.getTime() < ONLINE_MS;
  }

  /** What the transport learns of an operation, or null while it is still queued or running. */
  function outcomeOf(row: CompanionOperationRow): CompanionOutcome | null {
    switch (row.status) {
      case 'done':
        return { state: 'done', result: row.result };
      case 'stopped':
        return { state: 'stopped', reason: row.stopReason ?? 'unknown_page' };
      case 'cancelled':
        return { state: 'skipped', reason: row.stopReason };
      case 'failed':
        return { state: 'failed', detail: row.error };
      default:
        return null;
    }
  }

  /** Inserts the operation or finds the one with its key (a read that finished in between is inserted anew). */
  async function upsert(userId: string, request: CompanionRequest): Promise<{ row: CompanionOperationRow; created: boolean }> {
    for (let tries = 0; tries < 3; tries += 1) {
      const now = clock.now();
      const inserted = await repo.insertOperation(db, { userId, kind: request.kind, dedupeKey: request.key, params: request.params, createdAt: now });
      if (inserted) return { row: inserted, created: true };
      const found = await repo.findByKey(db, userId, request.kind, request.key);
      if (found) return { row: found, created: false };
    }
    throw new Error(`could not queue companion operation ${request.key}`);
  }

  async function audit(
    row: Pick<CompanionOperationRow, 'id' | 'userId' | 'kind' | 'params'>,
    deviceId: string | null,
    result: 'ok' | 'stopped' | 'failed' | 'info',
    detail: string | null,
    action?: string,
  ) {
    await repo.insertAudit(db, [
      {
        userId: row.userId,
        operationId: row.id,
        deviceId,
        action: action ?? ACTION_NAMES[row.kind],
        vacancyId: typeof row.params.vacancy_id === 'string' ? row.params.vacancy_id : null,
        vacancyName: typeof row.params.vacancy_name === 'string' ? row.params.vacancy_name : null,
        result,
        detail,
        at: clock.now(),
      },
    ]);
  }

  /** The lease of a hand-over: reads are quick; the seeker's own press of «Откликнуться» or save may take a while. */
  function leaseFor(kind: CompanionOperationKind, mode: CompanionSettings['mode']): number {
    if (kind === 'fill_resume') return LEASE_MS.editor;
    if (kind === 'apply') return mode === 'send_for_me' ? LEASE_MS.send : LEASE_MS.assisted;
    return LEASE_MS.read;
  }

  /**
   * Hands the device its seeker's next operation of `lane`, or tells when to look again. In one transaction under the
   * seeker's lock: the lane's operations this device held (it polls again, so it lost them) or whose lease ran out go
   * back to the queue; then the oldest queued one that the rules allow.
   */
  async function claim(device: CompanionDeviceRow, lane: Lane): Promise<{ op: CompanionOperation | null; retryAt: Date | null; revoked?: boolean }> {
    const { userId } = device;
    const now = clock.now();
    const current = await settingsOf(db, userId);
    const paused = lane === 'apply' && (await repo.isPackPaused(db, packVersion));
    const outcome = await db.transaction(async (tx) => {
      await repo.lockSeeker(tx, userId);
      // A device revoked while its long poll was open gets nothing more (its token already answers 401).
      if (!(await repo.isDeviceActive(tx, device.id))) return { op: null, retryAt: null, lost: [], revoked: true };
      const lost = await repo.requeueAbandoned(tx, userId, LANES[lane], device.id, now);
      if (paused) return { op: null, retryAt: null, lost, revoked: false };
      if (lane === 'apply' && (await repo.hasRunning(tx, userId, LANES.apply))) return { op: null, retryAt: null, lost, revoked: false };
      const queued = await repo.listQueued(tx, userId, LANES[lane], 20);
      let retryAt = null as Date | null;
      for (const row of queued) {
        if (row.notBefore && row.notBefore > now) {
          retryAt = retryAt && retryAt < row.notBefore ? retryAt : row.notBefore;
          continue;
        }
        if (row.kind === 'apply' && current.mode === 'send_for_me') {
          const starts = await repo.listAutoStarts(tx, userId, new Date(now.getTime() - 86_400_000));
          const allowed = nextSendAt(
            now,
            starts,
            {
              perHour: current.per_hour,
              perDay: current.per_day,
              quietFrom: current.quiet_hours.from,
              quietTo: current.quiet_hours.to,
              timeZone: current.time_zone,
              gapMs: settings.sendGapMs,
            },
            jitterOf(row.id),
          );
          if (allowed > now) {
            retryAt = retryAt && retryAt < allowed ? retryAt : allowed;
            break;
          }
        }
        const params = row.kind === 'apply' ? { ...row.params, mode: current.mode } : row.params;
        const taken = await repo.updateOperationIf(
          tx,
          row.id,
          ['queued'],
          {
            status: 'running',
            deviceId: device.id,
            attempts: row.attempts + 1,
            leaseUntil: new Date(now.getTime() + leaseFor(row.kind, current.mode)),
            startedAt: row.startedAt ?? now,
            params,
          },
          now,
        );
        if (taken) return { op: taken, retryAt: null, lost, revoked: false };
      }
      return { op: null, retryAt, lost, revoked: false };
    });
    for (const row of outcome.lost) {
      if (row.kind === 'apply' || row.kind === 'fill_resume')
        await audit(row, device.id, 'info', 'Вкладка или браузер были закрыты: выполним снова, сначала проверив hh.ru', 'Прервано');
    }
    if (!outcome.op) return { op: null, retryAt: outcome.retryAt, revoked: outcome.revoked };
    const op = outcome.op;
    if (op.kind === 'apply')
      await audit(
        op,
        device.id,
        'info',
        op.attempts > 1 ? `Попытка ${op.attempts}` : null,
        op.params.mode === 'send_for_me' ? 'Отклик: отправка' : 'Отклик: заполнение формы',
      );
    return {
      op: {
        id: op.id,
        kind: op.kind,
        params: { ...op.params, answers: op.answers },
        attempt: op.attempts,
        pack_version: packVersion,
        step_delay_ms: settings.stepDelayMs,
      },
      retryAt: null,
    };
  }

  /** The device's running operation `id`. @throws 404 (not the seeker's), 409 (not this device's any more). */
  async function heldBy(device: CompanionDeviceRow, id: string): Promise<CompanionOperationRow> {
    const row = await repo.findOwnedOperation(db, device.userId, id);
    if (!row) throw companionErrors.operationNotFound();
    if (row.status !== 'running' || row.deviceId !== device.id) throw companionErrors.operationNotYours();
    return row;
  }

  /** Pauses sending on the current pack (once), counts the mismatch and tells the operator's metric. */
  async function pausePack(page: string, missing: string[]): Promise<void> {
    companionPackMismatches.inc({ version: packVersion, page });
    companionPackPaused.set({ version: packVersion }, 1);
    if (await repo.pausePack(db, packVersion, page, missing, clock.now())) {
      log.warn({ version: packVersion, page, missing }, 'hh changed a page: sending through companions is paused on this selector pack');
    }
  }

  /** Settles a hard stop: an application waits for the seeker; a read fails with the reason (nobody to ask mid-read). */
  async function stop(row: CompanionOperationRow, device: CompanionDeviceRow, reason: HardStop, question: string | null) {
    const now = clock.now();
    if (reason === 'test_required' || reason === 'external_form') {
      // Not a question for the seeker: hh will not take this application from us; they apply by hand (assisted apply).
      const refusal = reason === 'test_required' ? 'test_required' : 'external_apply';
      await repo.updateOperationIf(db, row.id, ['running'], { status: 'done', result: { refusal }, leaseUntil: null, finishedAt: now }, now);
      await audit(row, device.id, 'stopped', HARD_STOP_TEXT[reason]);
      return true;
    }
    if (laneOf(row.kind) === 'read') {
      await repo.updateOperationIf(db, row.id, ['running'], { status: 'failed', error: HARD_STOP_TEXT[reason], leaseUntil: null, finishedAt: now }, now);
      await audit(row, device.id, 'stopped', HARD_STOP_TEXT[reason]);
      return false;
    }
    await repo.updateOperationIf(
      db,
      row.id,
      ['running'],
      { status: 'stopped', stopReason: reason, stopQuestion: question, deviceId: null, leaseUntil: null },
      now,
    );
    await audit(row, device.id, 'stopped', question ? `${HARD_STOP_TEXT[reason]}: «${question}»` : HARD_STOP_TEXT[reason]);
    return false;
  }

  return {
    /** Gives the module's later-registered partners (applications, answer bank). */
    link(partners: OperationsLinks): void {
      links = partners;
    },

    isOnline,
    waitForChange,

    /**
     * The browser transport's call: queues `request` for the seeker's companion (an apply: once per vacancy, for
     * ever; a read: one live operation per key, and a fresh answer is reused) and waits for its outcome up to the
     * kind's wait. Reads never wait for a closed browser (offline at once); an apply is queued for when it opens.
     * A failed apply is queued again until {@link APPLY_MAX_ATTEMPTS} hand-overs.
     */
    async run(userId: string, request: CompanionRequest): Promise<CompanionOutcome> {
      const isApply = request.kind === 'apply';
      if (request.kind === 'fill_resume') {
        // A resume the seeker already saved from this draft is not made twice: the editor opens once per title.
        const saved = await repo.findByKey(db, userId, request.kind, request.key, { anyStatus: true });
        if (saved?.status === 'done') return { state: 'done', result: saved.result };
      }
      if (!isApply) {
        const fresh = await repo.findFreshRead(db, userId, request.key, new Date(clock.now().getTime() - READ_FRESH_MS));
        if (fresh) return { state: 'done', result: fresh.result };
      }
      const online = await isOnline(userId);
      if (!online && !isApply) return { state: 'offline' };
      let { row, created } = await upsert(userId, request);
      if (row.status === 'failed' && isApply && row.attempts < APPLY_MAX_ATTEMPTS) {
        row = (await repo.updateOperationIf(db, row.id, ['failed'], { status: 'queued', error: null, finishedAt: null }, clock.now())) ?? row;
        created = true;
      } else if (row.status === 'done' && isApply && isRetryableRefusal(row.result) && row.finishedAt !== null && row.finishedAt < utcDayStart(clock.now())) {
        // hh's daily limit held it back on an earlier (UTC) day, and the pipeline waited for the next one: the same
        // operation goes once more (the companion looks at hh's vacancy page first, so a response made meanwhile is
        // only read back). The same day, the pipeline reads the refusal itself and waits.
        row = (await repo.updateOperationIf(db, row.id, ['done'], { status: 'queued', result: null, finishedAt: null }, clock.now())) ?? row;
        created = true;
      }
      if (created) await announce(userId);
      if (!online) return outcomeOf(row) ?? { state: 'offline' };
      const wait = isApply ? settings.applyWaitMs : request.kind === 'fill_resume' ? settings.editorWaitMs : settings.readWaitMs;
      const deadline = Date.now() + wait;
      for (;;) {
        const outcome = outcomeOf(row);
        if (outcome) return outcome;
        const left = deadline - Date.now();
        if (left <= 0) return { state: 'pending' };
        await waitForChange(userId, left);
        row = (await repo.findOperation(db, row.id)) ?? row;
      }
    },

    /**
     * GET /api/companion/device/operations/next: the device's next operation of `lane`, waiting up to `waitMs` for
     * one (a long poll); null when none came or the companion hung up (`signal`). An operation handed over on a poll
     * whose answer was lost goes back to the queue on the device's next poll of the lane.
     */
    async next(device: CompanionDeviceRow, lane: Lane, waitMs: number, signal?: AbortSignal): Promise<CompanionOperation | null> {
      const deadline = Date.now() + waitMs;
      for (;;) {
        if (signal?.aborted) return null;
        const { op, retryAt, revoked } = await claim(device, lane);
        if (op) return op;
        if (revoked) return null;
        const left = deadline - Date.now();
        if (left <= 0) return null;
        const untilAllowed = retryAt ? Math.max(50, retryAt.getTime() - clock.now().getTime()) : left;
        await waitForChange(device.userId, Math.min(left, untilAllowed));
      }
    },

    /**
     * POST /api/companion/device/operations/{id}/result: settles the device's running operation. A repeated report of
     * an operation already done is accepted and changes nothing.
     * @throws 404 companion_operation_not_found; 409 when the operation is no longer the device's; 400 when an
     *   apply's result is not one of its shapes.
     */
    async report(device: CompanionDeviceRow, id: string, report: OperationReport): Promise<void> {
      const existing = await repo.findOwnedOperation(db, device.userId, id);
      if (!existing) throw companionErrors.operationNotFound();
      if (existing.status === 'done' && report.status === 'done') return;
      const row = await heldBy(device, id);
      const now = clock.now();
      let answered = false;
      switch (report.status) {
        case 'done': {
          if (row.kind === 'apply' && !applyResultSchema.safeParse(report.result).success) {
            throw new AppError('validation_failed', { detail: 'An apply result is {negotiation_id}, {refusal} or {external_url}' });
          }
          await repo.updateOperationIf(db, row.id, ['running'], { status: 'done', result: report.result as object, leaseUntil: null, finishedAt: now }, now);
          answered = row.kind === 'apply';
          await audit(row, device.id, 'ok', describeDone(row, report.result));
          break;
        }
        case 'stopped':
          if (report.reason === 'unknown_page') await pausePack(report.page ?? 'unknown', report.missing ?? []);
          answered = (await stop(row, device, report.reason, report.question ?? null)) && row.kind === 'apply';
          break;
        case 'interrupted':
          await repo.updateOperationIf(db, row.id, ['running'], { status: 'queued', deviceId: null, leaseUntil: null }, now);
          await audit(row, device.id, 'info', report.detail ?? 'Вкладка закрыта: выполним снова, сначала проверив hh.ru', 'Прервано');
          break;
        case 'failed':
          await repo.updateOperationIf(db, row.id, ['running'], { status: 'failed', error: report.detail ?? 'failed', leaseUntil: null, finishedAt: now }, now);
          await audit(row, device.id, 'failed', report.detail ?? null);
          break;
      }
      companionOperationsFinished.inc({ kind: row.kind, outcome: report.status });
      await announce(device.userId);
      const vacancyId = vacancyOf(row);
      if (answered && vacancyId && links) await links.answerArrived(device.userId, vacancyId);
    },

    /**
     * POST /api/companion/device/operations/{id}/questions: answers a questionnaire from the seeker's explicit facts
     * and their own answers to earlier stops; names the first required question it cannot answer.
     */
    async questions(device: CompanionDeviceRow, id: string, questions: readonly QuestionnaireQuestion[]): Promise<QuestionsAnswer> {
      const row = await heldBy(device, id);
      if (!links) return { answers: [], unanswered: questions.find((q) => q.required) ?? null };
      const answer = await links.answerQuestions(device.userId, questions, row.answers);
      await audit(
        row,
        device.id,
        answer.unanswered ? 'stopped' : 'info',
        answer.unanswered ? null : `Ответы на вопросы работодателя: ${answer.answers.length}`,
        'Анкета работодателя',
      );
      return answer;
    },

    /**
     * POST /api/companion/device/operations/{id}/events: the steps the companion took, into the seeker's audit log;
     * it also extends the lease of the operation (the seeker is still looking at the form).
     */
    async events(
      device: CompanionDeviceRow,
      id: string,
      events: readonly { action: string; detail?: string | undefined; at?: string | undefined; vacancy_name?: string | undefined }[],
    ): Promise<void> {
      const row = await heldBy(device, id);
      const now = clock.now();
      const current = await settingsOf(db, device.userId);
      const name = events.find((event) => event.vacancy_name)?.vacancy_name;
      const params = name && row.kind === 'apply' && row.params.vacancy_name == null ? { ...row.params, vacancy_name: name } : row.params;
      await repo.updateOperationIf(db, row.id, ['running'], { leaseUntil: new Date(now.getTime() + leaseFor(row.kind, current.mode)), params }, now);
      await repo.insertAudit(
        db,
        events.map((event) => ({
          userId: device.userId,
          operationId: row.id,
          deviceId: device.id,
          action: event.action,
          vacancyId: vacancyOf(row),
          vacancyName: typeof params.vacancy_name === 'string' ? params.vacancy_name : null,
          result: 'info' as const,
          detail: event.detail ?? null,
          at: event.at ? new Date(event.at) : now,
        })),
      );
    },

    /**
     * POST /api/companion/device/pack-mismatch: a self-test failed outside an operation (the companion checked a page
     * on its own): sending pauses on the pack all the same.
     */
    async packMismatch(device: CompanionDeviceRow, page: string, missing: string[]): Promise<void> {
      await pausePack(page, missing);
      await repo.insertAudit(db, [
        {
          userId: device.userId,
          deviceId: device.id,
          action: 'Проверка страницы',
          result: 'stopped',
          detail: `${HARD_STOP_TEXT.unknown_page}: ${page}`,
          at: clock.now(),
        },
      ]);
      await announce(device.userId);
    },

    /** True while sending is paused on the current pack. */
    packPaused(): Promise<boolean> {
      return repo.isPackPaused(db, packVersion);
    },

    /**
     * The seeker's answer to a hard stop of one of their operations: `retry` queues it again, `answer` stores their
     * own answer to the question and queues it again, `skip` cancels it (they apply by hand) and tells the pipeline.
     * @throws 404 companion_ask_not_found for an operation that is not theirs or not stopped.
     */
    async reply(userId: string, id: string, reply: { action: 'retry' } | { action: 'answer'; answer: string } | { action: 'skip' }): Promise<void> {
      const row = await repo.findOwnedOperation(db, userId, id);
      if (!row || row.status !== 'stopped') throw companionErrors.askNotFound();
      const now = clock.now();
      if (reply.action === 'skip') {
        await repo.updateOperationIf(db, row.id, ['stopped'], { status: 'cancelled', finishedAt: now }, now);
        await audit(row, null, 'info', 'Вы решили откликнуться сами на hh.ru', 'Ваш ответ');
      } else {
        const answers = reply.action === 'answer' && row.stopQuestion ? { ...row.answers, [questionKey(row.stopQuestion)]: reply.answer } : row.answers;
        await repo.updateOperationIf(db, row.id, ['stopped'], { status: 'queued', stopReason: null, stopQuestion: null, answers }, now);
        await audit(row, null, 'info', reply.action === 'answer' ? 'Ответ на вопрос работодателя получен: продолжаем' : 'Продолжаем', 'Ваш ответ');
      }
      await announce(userId);
      const vacancyId = vacancyOf(row);
      if (reply.action === 'skip' && row.kind === 'apply' && vacancyId && links) await links.answerArrived(userId, vacancyId);
    },

    /** The seeker's stopped operations: what they are asked. */
    listStopped(userId: string) {
      return repo.listStopped(db, userId);
    },
  };
}

/**
 * The key under which a seeker's own answer to a question is kept: the question's text, normalised (the companion
 * matches questions by text, since hh's question ids belong to one vacancy).
 */
export function questionKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[«»"'.,:;!?()]/g, '')
    .trim();
}

/** The start of the UTC day of `at` (the pipeline holds applications after hh's limit until the next one). */
function utcDayStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** hh's refusals that hold only for now (its limit of responses per 24 hours): asked again, the apply runs again. */
const RETRYABLE_REFUSALS = new Set(['limit_exceeded']);

function isRetryableRefusal(result: unknown): boolean {
  const parsed = applyResultSchema.safeParse(result);
  return parsed.success && 'refusal' in parsed.data && RETRYABLE_REFUSALS.has(parsed.data.refusal);
}

function describeDone(row: CompanionOperationRow, result: unknown): string | null {
  if (row.kind !== 'apply') return null;
  const parsed = applyResultSchema.safeParse(result);
  if (!parsed.success) return null;
  if ('negotiation_id' in parsed.data) return `hh принял отклик (№ ${parsed.data.negotiation_id}, виден в списке откликов)`;
  if ('external_url' in parsed.data) return 'Работодатель принимает отклики на своём сайте';
  return `hh отказал: ${parsed.data.refusal}`;
}
