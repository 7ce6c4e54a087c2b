import { applicationPageSchema, type Application } from '@otklik/contracts';
import { describe, expect, it } from 'vitest';
import {
  callAs,
  connectedSeeker,
  type HhSeeker,
  type HhTestApp,
  insertPosition,
  insertQueued,
  kick,
  publishedResumeOf,
  rowOf,
  sandboxVacancies,
  waitForStatus,
  waitUntil,
} from '@otklik/api/testing';
import { hhAppTest } from '@otklik/api/testing/vitest';

/**
 * No stale «Отправляется» during an hh outage: while hh fails (5xx) an application waiting for its next attempt carries `retry_at`, the
 * time the card shows as «HH.ru не отвечает, повторим в HH:MM»; once hh takes it, `retry_at` is null again.
 */
let t: HhTestApp;
let seeker: HhSeeker;
let positionId: string;
let resumeId: string;
let vacancies: string[];

hhAppTest({ workers: true }).beforeAll(async ({ hhApp }) => {
  t = hhApp;
  seeker = await connectedSeeker(t.app, t.hh);
  resumeId = (await publishedResumeOf(t.app, seeker)).id;
  positionId = await insertPosition(t.app, seeker.user.user_id, resumeId);
  vacancies = (await sandboxVacancies(t.hh, { has_test: false, archived: false, response_letter_required: false, limit: 5 })).map((v) => v.id);
});

async function listed(id: string): Promise<Application> {
  const response = await callAs(t.app, seeker, 'GET', '/api/applications/v2?limit=100');
  expect(response.statusCode, response.body).toBe(200);
  const item = applicationPageSchema.parse(response.json()).items.find((a) => a.id === id);
  if (!item) throw new Error(`application ${id} is not listed`);
  return item;
}

describe('retry_at of an application waiting on hh', () => {
  it('is null for a queued application hh has not failed', async () => {
    const id = await insertQueued(t.app, { userId: seeker.user.user_id, positionId, resumeId, vacancyId: vacancies[0]! });
    expect((await listed(id)).retry_at).toBeNull();
  });

  it('is the next attempt time while hh answers 503, and null once the application is sent', async () => {
    await t.hh.control('POST', '/faults', { route: 'POST /negotiations', kind: '5xx', status: 503, count: 1000 });
    const id = await insertQueued(t.app, { userId: seeker.user.user_id, positionId, resumeId, vacancyId: vacancies[1]! });
    await kick(t.app, id);
    const row = await waitUntil(
      () => rowOf(t.app, id),
      (r) => r.hhRetryAt !== null,
    );
    const waiting = await listed(id);
    expect(['queued', 'sending']).toContain(waiting.status);
    expect(waiting.retry_at).toBe(row.hhRetryAt!.toISOString());
    // The first retry of the send job comes after its backoff (2 s), so the time is ahead of the attempt.
    expect(Date.parse(waiting.retry_at!)).toBeGreaterThan(t.clock.now().getTime());

    await t.hh.control('DELETE', '/faults');
    await waitForStatus(t.app, id, ['sent'], 60_000);
    const sent = await listed(id);
    expect(sent.status).toBe('sent');
    expect(sent.retry_at).toBeNull();
    expect((await rowOf(t.app, id)).hhRetryAt).toBeNull();
  });
});
