import { describe, expect, it } from 'vitest';
import { createHhPort, type HhClient, type HhSeekerTokens } from '../../src/integrations/hh';
import { HhApiError, HhUnavailableError } from '../../src/integrations/hh/hh-errors';
import type { HhNegotiation } from '../../src/integrations/hh/hh-types';
import { createApplicationsService, nextUtcMidnight, utcDayStart, type ApplicationsServiceDeps } from '../../src/modules/applications/applications.service';
import { sweepApplicationsJob } from '../../src/modules/applications/applications.jobs';
import { AppError } from '../../src/lib/app-error';
import { createUser, insertPosition, insertQueued, rowOf, type TestApp } from '@otklik/api/testing';
import { appTest } from '@otklik/api/testing/vitest';

/**
 * hh answers the sandbox cannot give (a 303 to an employer's site, 403 forbidden, application_denied, an
 * already_applied hh has no negotiation for, hh down on the last retry), against the applications service on a real
 * database with an hh double that answers them. The sandbox-backed tests are in pipeline.routes.test.ts.
 */

let t: TestApp;
let userId: string;
let positionId: string;

appTest({ workers: true }).beforeAll(async ({ app }) => {
  t = app;
  userId = (await createUser(t.app)).user.user_id;
  positionId = await insertPosition(t.app, userId, 'resume1');
  // These applications are driven by hand: the app's own sweeper (a cron) must not send them to its default hh.
  await t.app.queue.unschedule(sweepApplicationsJob);
});

type SeekerHh = ReturnType<ApplicationsServiceDeps['hh']['forSeeker']>;
type Apply = SeekerHh['apply'];

/**
 * The service with an hh that answers POST /negotiations with `apply` and GET /negotiations with `found`, behind the
 * real port, so hh's answers reach the service translated as they would in production.
 */
function serviceWith(apply: Apply, found: HhNegotiation[] = []) {
  const client = {
    apply: (_token: string, form: Parameters<Apply>[0]) => apply(form),
    negotiations: async () => ({ found: found.length, page: 0, pages: 1, per_page: 100, items: found }),
  } as unknown as HhClient;
  const tokens: HhSeekerTokens = {
    read: async () => ({ accessToken: 'token', refreshToken: 'refresh', expiresAt: new Date(t.clock.now().getTime() + 3_600_000), version: 1 }),
    save: async () => true,
    drop: async () => undefined,
  };
  return createApplicationsService({
    db: t.app.database.db,
    clock: t.clock,
    queue: t.app.queue,
    hh: createHhPort(client, tokens, t.clock),
    settings: { dailyQuota: 20 },
    log: t.app.log,
  });
}

let vacancy = 500_000_000;
const queued = () => insertQueued(t.app, { userId, positionId, resumeId: 'resume1', vacancyId: String((vacancy += 1)) });
const refusal =
  (status: number, type: string, value?: string): Apply =>
  async () => {
    throw new HhApiError(status, [{ type, ...(value ? { value } : {}) }], 'req-1', null);
  };

describe('hh answers beyond the sandbox', () => {
  it('303 to the employer’s site → assisted apply with the employer’s link', async () => {
    const id = await queued();
    const outcome = await serviceWith(async () => ({ kind: 'external', url: 'https://career.example.ru/apply/42' })).sendApplication(id, {
      finalAttempt: false,
    });
    expect(outcome).toBe('assisted_apply');
    expect(await rowOf(t.app, id)).toMatchObject({
      status: 'assisted_apply',
      failureReason: 'external_apply',
      applyAlternateUrl: 'https://career.example.ru/apply/42',
    });
  });

  it('403 forbidden and application_denied → assisted apply; the letter is kept', async () => {
    for (const [apply, reason] of [
      [refusal(403, 'forbidden'), 'forbidden'],
      [refusal(403, 'negotiations', 'application_denied'), 'application_denied'],
    ] as const) {
      const id = await queued();
      expect(await serviceWith(apply).sendApplication(id, { finalAttempt: false })).toBe('assisted_apply');
      const row = await rowOf(t.app, id);
      expect(row).toMatchObject({ status: 'assisted_apply', failureReason: reason });
      expect(row.coverLetter.length).toBeGreaterThan(0);
    }
  });

  it('already_applied: hh’s negotiation is adopted (sent); without one the application fails', async () => {
    const adopted = await queued();
    const negotiation = {
      id: '7000001',
      state: { id: 'invitation', name: 'Приглашение' },
      created_at: '2026-01-15T12:00:00+0300',
      updated_at: '2026-01-15T12:00:00+0300',
      has_updates: true,
      resume: { id: 'resume1', title: null },
    } as HhNegotiation;
    expect(await serviceWith(refusal(403, 'negotiations', 'already_applied'), [negotiation]).sendApplication(adopted, { finalAttempt: false })).toBe('sent');
    expect(await rowOf(t.app, adopted)).toMatchObject({ status: 'invited', hhNegotiationId: '7000001', sentAt: new Date('2026-01-15T09:00:00Z') });

    const lost = await queued();
    expect(await serviceWith(refusal(403, 'negotiations', 'already_applied')).sendApplication(lost, { finalAttempt: false })).toBe('failed');
    expect(await rowOf(t.app, lost)).toMatchObject({ status: 'failed', failureReason: 'already_applied' });
  });

  it('hh down: thrown for a retry, the lease given back; on the last retry left to the sweeper 15 minutes later', async () => {
    const id = await queued();
    const down: Apply = async () => {
      throw new HhUnavailableError('no answer');
    };
    await expect(serviceWith(down).sendApplication(id, { finalAttempt: false })).rejects.toMatchObject({ code: 'hh_unavailable' });
    expect(await rowOf(t.app, id)).toMatchObject({ status: 'sending', attempts: 1, nextAttemptAt: t.clock.now() });
    expect(await serviceWith(refusal(503, 'service_unavailable')).sendApplication(id, { finalAttempt: true })).toBe('retry_later');
    expect(await rowOf(t.app, id)).toMatchObject({ status: 'sending', attempts: 2, nextAttemptAt: new Date(t.clock.now().getTime() + 15 * 60_000) });
  });

  it('a disconnected hh account fails the application with hh_not_connected', async () => {
    const id = await queued();
    const service = createApplicationsService({
      db: t.app.database.db,
      clock: t.clock,
      queue: t.app.queue,
      hh: {
        forSeeker: () => {
          const disconnected = async () => Promise.reject(new AppError('hh_not_integrated', { detail: 'HH account is not connected' }));
          return { apply: disconnected, findNegotiations: disconnected };
        },
      },
      settings: { dailyQuota: 20 },
      log: t.app.log,
    });
    expect(await service.sendApplication(id, { finalAttempt: false })).toBe('failed');
    expect(await rowOf(t.app, id)).toMatchObject({ status: 'failed', failureReason: 'hh_not_connected' });
  });

  it('an application that is no longer queued is left alone', async () => {
    const id = await queued();
    const apply: Apply = async () => ({ kind: 'created', negotiationId: '8000001' });
    expect(await serviceWith(apply).sendApplication(id, { finalAttempt: false })).toBe('sent');
    let calls = 0;
    const counting: Apply = async () => {
      calls += 1;
      return { kind: 'created', negotiationId: '8000002' };
    };
    expect(await serviceWith(counting).sendApplication(id, { finalAttempt: false })).toBe('skipped');
    expect(calls).toBe(0);
    expect((await rowOf(t.app, id)).hhNegotiationId).toBe('8000001');
  });
});

describe('UTC days', () => {
  it('starts a day at 00:00 UTC and moves to the next one', () => {
    const at = new Date('2026-03-31T23:59:59.999Z');
    expect(utcDayStart(at).toISOString()).toBe('2026-03-31T00:00:00.000Z');
    expect(nextUtcMidnight(at).toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });
});
