import type { MailMessage } from '../../integrations/mail/mailer';
import type { Negotiation } from '../../domain/negotiation';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, createTestDatabase, TEST_BACKENDS, type TestDatabase } from '@otklik/api/testing';
import { type Database, openDatabase } from '../../db/client';
import { migrate } from '../../db/migrate';
import { notifications as notificationsTable } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { type JobQueue, startQueue } from '../../plugins/queue';
import { createHhInvitationSource, createInvitationPoller, type InvitationSource, pollOffsetMs } from './invitation-poller';
import { INVITATION_POLL_CRON, invitationMailJob, pollInvitationsJob } from './notifications.jobs';
import { startNotificationsWorkers } from './notifications.workers';
import { createNotificationsService, type HhInvitation } from './notifications.service';

/** A negotiation as the hh port lists it. */
function negotiation(id: string, state: string): Negotiation {
  return {
    id,
    state,
    vacancyId: `v${id}`,
    resumeId: 'r1',
    createdAt: new Date('2026-11-19T07:00:00Z'),
    viewedByOpponent: state !== 'response',
    vacancyName: `Вакансия ${id}`,
    employerName: `Работодатель ${id}`,
    vacancyLink: `https://hh.ru/vacancy/v${id}`,
  };
}

describe('the hh invitation source', () => {
  it('walks every page of status=invitations newest first with the seeker’s token and keeps only invitations', async () => {
    const pages: Negotiation[][] = [[negotiation('1', 'invitation'), negotiation('2', 'response')], [negotiation('3', 'invitation')]];
    const queries: unknown[] = [];
    const source = createHhInvitationSource({
      hhConnection: { listConnectedUserIds: async () => ['u1'] },
      hh: {
        forSeeker: (userId) => ({
          findNegotiations: async (query) => {
            queries.push({ token: `token-of-${userId}`, ...query });
            const page = query.page ?? 0;
            return { pages: pages.length, items: pages[page] ?? [] };
          },
        }),
      },
    });
    const found = await source.listInvitations('u1');
    expect(found).toEqual<HhInvitation[]>([
      { negotiationId: '1', vacancyId: 'v1', vacancyName: 'Вакансия 1', employerName: 'Работодатель 1', vacancyLink: 'https://hh.ru/vacancy/v1' },
      { negotiationId: '3', vacancyId: 'v3', vacancyName: 'Вакансия 3', employerName: 'Работодатель 3', vacancyLink: 'https://hh.ru/vacancy/v3' },
    ]);
    expect(queries).toEqual([
      { token: 'token-of-u1', status: 'invitations', order_by: 'updated_at', order: 'desc', per_page: 50, page: 0 },
      { token: 'token-of-u1', status: 'invitations', order_by: 'updated_at', order: 'desc', per_page: 50, page: 1 },
    ]);
  });

  it('reads at most 10 pages however many hh reports', async () => {
    let calls = 0;
    const source = createHhInvitationSource({
      hhConnection: { listConnectedUserIds: async () => [] },
      hh: {
        forSeeker: () => ({
          findNegotiations: async () => {
            calls += 1;
            return { pages: 100, items: [negotiation(String(calls), 'invitation')] };
          },
        }),
      },
    });
    expect(await source.listInvitations('u1')).toHaveLength(10);
    expect(calls).toBe(10);
  });
});

describe('the invitation poller at scale', () => {
  const invite = (negotiationId: string, vacancyName: string): HhInvitation => ({
    negotiationId,
    vacancyId: null,
    vacancyName,
    employerName: null,
    vacancyLink: null,
  });
  const ids = Array.from({ length: 200 }, (_, i) => `seeker-${i}`);
  const quiet = { warn: () => {} };

  it('polls every connected seeker with at most `concurrency` hh calls in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const polled: string[] = [];
    const poller = createInvitationPoller({
      source: {
        listConnectedUserIds: async () => ids,
        listInvitations: async (userId) => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          await new Promise((resolve) => setTimeout(resolve, 1));
          inFlight -= 1;
          polled.push(userId);
          if (userId === 'seeker-7') throw new Error('hh is down');
          if (userId === 'seeker-8') throw new AppError('hh_not_integrated', { detail: 'HH account is not connected' });
          return [invite(`n-${userId}`, 'Тестировщик')];
        },
      },
      notifications: {
        recordInvitation: async (userId) => {
          await new Promise((resolve) => setTimeout(resolve, 1));
          return { id: userId, title: 't', description: 'd', created_time: '2026-11-23T00:00:00.000Z', vacancy_link: null };
        },
      },
      log: quiet,
      concurrency: 8,
    });
    const report = await poller.pollAll();
    expect(most).toBe(8);
    expect(polled.sort()).toEqual([...ids].sort());
    // Every lane's count lands in the report.
    expect(report).toMatchObject({ seekers: 200, created: 198, failed: 1, skipped: 1 });
  });

  it('spreads the seekers over the window, each at the same offset every minute', async () => {
    let clock = 0;
    const checkedAt = new Map<string, number[]>();
    const poller = createInvitationPoller({
      source: {
        listConnectedUserIds: async () => ids,
        listInvitations: async (userId) => {
          checkedAt.set(userId, [...(checkedAt.get(userId) ?? []), clock]);
          return [];
        },
      },
      notifications: { recordInvitation: async () => null },
      log: quiet,
      // One lane and a clock that only moves when the poller sleeps: every check happens exactly at its due time.
      concurrency: 1,
      now: () => clock,
      sleep: async (ms) => {
        clock += ms;
      },
    });
    for (const minute of [0, 1]) {
      clock = minute * 60_000;
      await poller.pollAll({ spreadMs: 45_000 });
    }
    const buckets = [0, 0, 0, 0, 0];
    for (const userId of ids) {
      const [first, second] = checkedAt.get(userId)!;
      const offset = pollOffsetMs(userId, 45_000);
      expect(offset).toBe(pollOffsetMs(userId, 45_000));
      expect(first).toBe(offset);
      expect(second).toBe(60_000 + offset);
      buckets[Math.floor(offset / 9_000)]! += 1;
    }
    // 200 seekers over five 9-second slices: none is empty or holds most of them.
    for (const count of buckets) expect(count).toBeGreaterThan(20);
    for (const count of buckets) expect(count).toBeLessThan(60);
  });
});

const silent = { error: () => {}, warn: () => {} };

describe.each(TEST_BACKENDS)('notification jobs on %s', (backend) => {
  let testDb: TestDatabase;
  let database: Database;
  let queue: JobQueue;
  const sent: MailMessage[] = [];
  const warnings: { obj: object; msg: string }[] = [];
  // The worker hands the poller its job's child logger (bound to the request id): capture what goes through it.
  const jobLogs = {
    ...silent,
    child: (bindings: Record<string, unknown>) => ({ error: () => {}, warn: (obj: object, msg = '') => warnings.push({ obj: { ...bindings, ...obj }, msg }) }),
  };
  const invitationsOf = new Map<string, HhInvitation[] | Error>();
  const people = new Map<string, { email: string; name: string | null }>();
  const clock = createTestClock();

  const source: InvitationSource = {
    listConnectedUserIds: async () => [...invitationsOf.keys()],
    listInvitations: async (userId) => {
      const answer = invitationsOf.get(userId) ?? [];
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };

  async function seeker(name: string): Promise<string> {
    const email = `${randomUUID().slice(0, 8)}@example.ru`;
    const [row] = await database.db.insert(users).values({ email, passwordHash: 'unused', name }).returning({ id: users.id });
    people.set(row!.id, { email, name });
    return row!.id;
  }

  const invite = (negotiationId: string, vacancyName: string): HhInvitation => ({
    negotiationId,
    vacancyId: negotiationId,
    vacancyName,
    employerName: 'Тинькофф',
    vacancyLink: `https://hh.ru/vacancy/${negotiationId}`,
  });

  const notificationCount = async () => (await database.db.select().from(notificationsTable)).length;

  beforeAll(async () => {
    testDb = await createTestDatabase(backend);
    database = await openDatabase(testDb.url === 'memory://' ? { kind: 'pglite-memory' } : { kind: 'postgres', url: testDb.url });
    await migrate(database);
    queue = await startQueue(database, jobLogs, { pollingIntervalSeconds: 0.5 });
    const service = createNotificationsService({
      db: database.db,
      clock,
      queue,
      mailer: {
        send: async (message) => {
          sent.push(message);
          return { messageId: randomUUID(), file: null };
        },
      },
      users: {
        findUser: async (userId) => {
          const person = people.get(userId);
          return person
            ? {
                user_id: userId,
                email: person.email,
                name: person.name,
                telegram: null,
                portfolio_link: null,
                created_at: clock.now().toISOString(),
                last_login: null,
                plan: null,
                trial_end: null,
                subscription_expiry: null,
                payment_status: null,
              }
            : null;
        },
      },
      settings: { publicUrl: 'http://127.0.0.1:8080' },
    });
    const poller = createInvitationPoller({ source, notifications: service, log: { warn: (obj, msg) => warnings.push({ obj, msg }) } });
    await startNotificationsWorkers(queue, { service, poller });
  });
  afterAll(async () => {
    await queue?.stop();
    await database?.close();
    await testDb?.drop();
  });

  it('schedules the invitation poll every minute (UTC) with pg-boss cron', async () => {
    expect(INVITATION_POLL_CRON).toBe('* * * * *');
    expect(await queue.schedules(pollInvitationsJob)).toMatchObject([{ cron: '* * * * *', timezone: 'UTC' }]);
    // A restart re-applies the same schedule instead of adding a second one.
    await queue.schedule(pollInvitationsJob, INVITATION_POLL_CRON, { spread_ms: 45_000 });
    expect(await queue.schedules(pollInvitationsJob)).toHaveLength(1);
  });

  it('turns each invitation into one notification and one Russian e-mail, however often the poll runs', async () => {
    const anna = await seeker('Анна');
    const boris = await seeker('Борис');
    const gone = await seeker('Гость');
    const broken = await seeker('Дина');
    invitationsOf.set(anna, [invite('n-a1', 'Тестировщик'), invite('n-a2', 'QA-инженер')]);
    invitationsOf.set(boris, [invite('n-b1', 'Дизайнер')]);
    invitationsOf.set(gone, new AppError('hh_not_integrated', { detail: 'HH account is not connected' }));
    invitationsOf.set(broken, new Error('hh is down'));

    await queue.send(pollInvitationsJob, {});
    await expect.poll(notificationCount, { timeout: 20_000, interval: 100 }).toBe(3);
    await queue.send(pollInvitationsJob, {});
    await expect.poll(() => sent.length, { timeout: 20_000, interval: 100 }).toBe(3);
    // Let the second poll finish, then nothing more may appear.
    await expect
      .poll(async () => (await queue.findJobs(pollInvitationsJob)).every((job) => job.state === 'completed'), { timeout: 20_000, interval: 100 })
      .toBe(true);
    expect(await notificationCount()).toBe(3);
    expect(sent).toHaveLength(3);

    const toAnna = sent.filter((mail) => mail.to === people.get(anna)!.email);
    expect(toAnna.map((mail) => mail.subject).sort()).toEqual(['Приглашение на вакансию «QA-инженер»', 'Приглашение на вакансию «Тестировщик»']);
    expect(toAnna[0]!.text).toMatch(/^Здравствуйте, Анна!\n/);
    expect(toAnna.some((mail) => mail.text.includes('Работодатель «Тинькофф» приглашает вас на вакансию «Тестировщик».'))).toBe(true);
    expect(toAnna.some((mail) => mail.text.includes('https://hh.ru/vacancy/n-a1'))).toBe(true);

    // The failing seeker is logged, the disconnected one is skipped quietly.
    expect(warnings.map((warning) => warning.obj)).toEqual([
      expect.objectContaining({ userId: broken, job: 'notifications.poll-invitations', reqId: expect.any(String) }),
      expect.objectContaining({ userId: broken, job: 'notifications.poll-invitations', reqId: expect.any(String) }),
    ]);
  });

  it('declares the mail job with retries for SMTP hiccups', async () => {
    const info = await queue.queueInfo(invitationMailJob);
    expect(info).toMatchObject({ retryLimit: 5, retryDelay: 30, retryBackoff: true });
  });
});
