import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { REPO_ROOT } from '../../config/env';
import { selectorPack, type BrowserTransport } from '../../integrations/hh';
import type { AuthService } from '../auth';
import { companionPackPaused } from '../../lib/metrics';
import { createOperationsService, type OperationsLinks, type OperationsService } from './companion-operations.service';
import { createPackControl, type PackControl } from './companion.pack';
import { CLEANUP_CRON, companionCleanupJob } from './companion.jobs';
import { answerQuestionnaire } from './companion.questions';
import * as repo from './companion.repository';
import { companionDeviceRoutes, companionRoutes } from './companion.routes';
import { createCompanionService, settingsReader, type CompanionService } from './companion.service';

export type { CompanionService, OperationsService, PackControl };
export { createPackControl, type PackState } from './companion.pack';

/** Default pacing of «Отправлять за меня»: at most 10 applications an hour and 30 a day. */
export const DEFAULT_PER_HOUR = 10;
export const DEFAULT_PER_DAY = 30;
const DAY_MS = 86_400_000;

/** What the module learns once the modules registered after it exist. */
export interface CompanionLinks {
  applications: { answerArrived(userId: string, vacancyId: string): Promise<unknown>; countInFlight(userId: string): Promise<number> };
  answerBank: { draft(userId: string, question: string): ReturnType<Parameters<typeof answerQuestionnaire>[0]> };
}

/** The module as app.ts wires it: the hh port's browser transport now, its partners once they exist. */
export interface CompanionModule {
  service: CompanionService;
  operations: OperationsService;
  transport: BrowserTransport;
  /** The operator's view of the selector pack's pause, and its lift. */
  pack: PackControl;
  link(links: CompanionLinks): void;
}

/**
 * /api/companion (the seeker's pairing, devices, settings, status, audit log and asks) and the companion's device
 * calls (/api/companion/pair, /api/companion/device/*), plus the hourly cleanup. Registered before the hh port is
 * built, since the port routes a paired seeker's calls through {@link CompanionModule.transport}.
 */
export async function register(app: FastifyInstance, deps: { users: Pick<AuthService, 'findUser'> }): Promise<CompanionModule> {
  const { db } = app.database;
  const { companion } = app.config;
  const defaults = {
    perHour: DEFAULT_PER_HOUR,
    perDay: DEFAULT_PER_DAY,
    quietFrom: companion.quietHours.from,
    quietTo: companion.quietHours.to,
    timeZone: 'Europe/Moscow',
  };
  const operations = createOperationsService({
    db,
    clock: app.clock,
    changes: app.changes,
    packVersion: selectorPack.version,
    settings: { sendGapMs: companion.sendGapMs, stepDelayMs: companion.stepDelayMs, readWaitMs: 25_000, applyWaitMs: 3_000, editorWaitMs: 120_000 },
    settingsOf: settingsReader(defaults, app.clock),
    log: app.log,
  });
  let links: CompanionLinks | null = null;
  const service = createCompanionService({
    db,
    clock: app.clock,
    operations,
    defaults,
    users: deps.users,
    inFlight: (userId) => (links ? links.applications.countInFlight(userId) : Promise.resolve(0)),
    log: app.log,
  });
  const routeOptions = { service, operations, pack: selectorPack };
  await app.register(companionRoutes, { prefix: '/api/companion', ...routeOptions });
  await app.register(companionDeviceRoutes, {
    ...routeOptions,
    packJson: JSON.stringify(selectorPack),
    zipPath: join(REPO_ROOT, 'apps/companion/otklik-companion.zip'),
  });
  await app.queue.declare(companionCleanupJob);
  app.workers.push(async () => {
    await app.queue.work(companionCleanupJob, async () => {
      const before = new Date(app.clock.now().getTime() - DAY_MS);
      await repo.deleteOldReads(db, before);
      await repo.deleteOldPairing(db, before);
    });
    await app.queue.schedule(companionCleanupJob, CLEANUP_CRON);
  });
  const pack = createPackControl({ db, clock: app.clock, version: selectorPack.version });
  // The operator's metric tells the stored pause from the start, not only after this process saw a failure.
  app.addHook('onReady', async () => {
    companionPackPaused.set({ version: selectorPack.version }, (await pack.state()).paused ? 1 : 0);
  });
  return {
    service,
    operations,
    pack,
    transport: service.transport(),
    link(next) {
      links = next;
      const partners: OperationsLinks = {
        answerArrived: (userId, vacancyId) => next.applications.answerArrived(userId, vacancyId),
        answerQuestions: (userId, questions, own) => answerQuestionnaire((question) => next.answerBank.draft(userId, question), questions, own),
      };
      operations.link(partners);
    },
  };
}
