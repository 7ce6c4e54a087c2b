import { describe, expect, it } from 'vitest';
import { sweepApplicationsJob } from '../../src/modules/applications/applications.jobs';
import { nextUtcMidnight } from '../../src/modules/applications/applications.service';
import {
  advanceBoth,
  callAs,
  connectedSeeker,
  type HhSeeker,
  type HhTestApp,
  insertPosition,
  insertQueued,
  kick,
  loginAs,
  publishedResumeOf,
  rowOf,
  type RunningSandbox,
  sandboxNegotiations,
  sandboxVacancies,
  settled,
  waitForStatus,
  waitUntil,
} from '@otklik/api/testing';
import { hhAppTest } from '@otklik/api/testing/vitest';

/**
 * The two stops of the sending pipeline: our daily quota (DAILY_APPLICATION_QUOTA, per UTC day) and
 * hh's limit_exceeded. The rest of the applications wait, queued, for the next UTC day, and then go out.
 */

const QUOTA = 2;
let hh: RunningSandbox;
let t: HhTestApp;
let vacancies: string[];

hhAppTest({ env: { DAILY_APPLICATION_QUOTA: String(QUOTA) }, workers: true }).beforeAll(async ({ hhApp }) => {
  t = hhApp;
  hh = t.hh;
  vacancies = (await sandboxVacancies(hh, { has_test: false, archived: false, response_letter_required: false, limit: 400 })).map((v) => v.id);
});

async function seekerWithPosition(): Promise<{ seeker: HhSeeker; resumeId: string; positionId: string }> {
  const seeker = await connectedSeeker(t.app, hh);
  const resumeId = (await publishedResumeOf(t.app, seeker)).id;
  return { seeker, resumeId, positionId: await insertPosition(t.app, seeker.user.user_id, resumeId) };
}

const statuses = async (ids: readonly string[]) => Promise.all(ids.map((id) => rowOf(t.app, id)));

/** Moves both clocks just past the next UTC midnight of our clock. */
async function toNextUtcDay(): Promise<void> {
  const now = t.clock.now();
  await advanceBoth(t, hh, nextUtcMidnight(now).getTime() - now.getTime() + 60_000);
}

describe('the daily quota', () => {
  it('sends up to the quota, keeps the rest queued until the next UTC midnight, then sends them', async () => {
    const { seeker, resumeId, positionId } = await seekerWithPosition();
    const mine = vacancies.splice(0, 4);
    const ids: string[] = [];
    for (const vacancyId of mine) ids.push(await insertQueued(t.app, { userId: seeker.user.user_id, positionId, resumeId, vacancyId }));
    // Queued past the quota: the counter never says more than the quota (the rest go out on another day).
    const queued = await callAs(t.app, seeker, 'GET', '/api/applications/count');
    expect(queued.json()).toEqual({ current_applications: QUOTA, total_applications: QUOTA });
    for (const id of ids) await kick(t.app, id);

    const midnight = nextUtcMidnight(t.clock.now());
    const rows = await waitUntil(
      () => statuses(ids),
      (r) =>
        r.filter((row) => row.status === 'sent').length === QUOTA &&
        r.filter((row) => row.status === 'queued' && row.nextAttemptAt !== null).length === ids.length - QUOTA,
    );
    for (const row of rows.filter((r) => r.status === 'queued')) expect(row.nextAttemptAt?.toISOString()).toBe(midnight.toISOString());
    expect(await sandboxNegotiations(hh, seeker.hhEmail)).toHaveLength(QUOTA);
    const count = await callAs(t.app, seeker, 'GET', '/api/applications/count');
    expect(count.json()).toEqual({ current_applications: QUOTA, total_applications: QUOTA });

    // Nothing goes out before midnight, even when the sweeper runs.
    await t.app.queue.send(sweepApplicationsJob, {});
    await settled(t.app);
    expect((await statuses(ids)).filter((row) => row.status === 'sent')).toHaveLength(QUOTA);

    await toNextUtcDay();
    await t.app.queue.send(sweepApplicationsJob, {});
    await waitUntil(
      () => statuses(ids),
      (r) => r.every((row) => row.status === 'sent'),
    );
    const negotiations = await sandboxNegotiations(hh, seeker.hhEmail);
    expect(negotiations.map((n) => n.vacancy_id).sort()).toEqual([...mine].sort());
    const nextDay = await loginAs(t.app, seeker); // the access token of yesterday's login has expired
    expect((await callAs(t.app, nextDay, 'GET', '/api/applications/count')).json()).toEqual({ current_applications: 2, total_applications: QUOTA });
  });
});

describe('sends arriving at once at the quota edge', () => {
  it('six sends at once with one left under the quota: one goes out, five wait for the next UTC day', async () => {
    const { seeker, resumeId, positionId } = await seekerWithPosition();
    const mine = vacancies.splice(0, 7);
    const first = await insertQueued(t.app, { userId: seeker.user.user_id, positionId, resumeId, vacancyId: mine[0]! });
    await kick(t.app, first);
    await waitForStatus(t.app, first, ['sent']);
    const ids: string[] = [];
    for (const vacancyId of mine.slice(1)) ids.push(await insertQueued(t.app, { userId: seeker.user.user_id, positionId, resumeId, vacancyId }));
    // The send worker takes these in one batch and runs them side by side: each claim counts what the others hold.
    expect(await Promise.all(ids.map((id) => kick(t.app, id)))).toEqual(ids.map(() => true));
    const midnight = nextUtcMidnight(t.clock.now());
    await waitUntil(
      () => statuses(ids),
      (r) => r.filter((row) => row.status === 'sent').length === 1 && r.filter((row) => row.status === 'queued' && row.nextAttemptAt !== null).length === 5,
    );
    await settled(t.app);
    const rows = await statuses(ids);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1);
    for (const row of rows.filter((r) => r.status !== 'sent')) expect(row).toMatchObject({ status: 'queued', nextAttemptAt: midnight });
    expect(await sandboxNegotiations(hh, seeker.hhEmail)).toHaveLength(QUOTA);
    const count = await callAs(t.app, seeker, 'GET', '/api/applications/count');
    expect(count.json()).toEqual({ current_applications: QUOTA, total_applications: QUOTA });
  });
});

describe('hh’s limit_exceeded', () => {
  it('stops sending: this and the remaining applications wait for the next UTC day, then go out', async () => {
    const { seeker, resumeId, positionId } = await seekerWithPosition();
    // The seeker already made hh's 200 applications today elsewhere (the sandbox's rolling 24 h limit).
    const { state } = hh.sandbox;
    const applicant = state.applicants.findByEmail(seeker.hhEmail);
    if (!applicant) throw new Error('no sandbox applicant');
    for (const vacancyId of vacancies.splice(0, 200)) state.negotiations.apply(applicant, { vacancyId, resumeId, message: 'Отклик с сайта.' });

    const mine = vacancies.splice(0, 2);
    const ids: string[] = [];
    for (const vacancyId of mine) ids.push(await insertQueued(t.app, { userId: seeker.user.user_id, positionId, resumeId, vacancyId }));
    await kick(t.app, ids[0]!);
    const midnight = nextUtcMidnight(t.clock.now());
    const rows = await waitUntil(
      () => statuses(ids),
      (r) => r.every((row) => row.status === 'queued' && row.nextAttemptAt !== null),
    );
    for (const row of rows) expect(row.nextAttemptAt?.toISOString()).toBe(midnight.toISOString());
    await kick(t.app, ids[1]!);
    await settled(t.app);
    expect((await statuses(ids)).map((row) => row.status)).toEqual(['queued', 'queued']);
    expect(await sandboxNegotiations(hh, seeker.hhEmail)).toHaveLength(200);

    await toNextUtcDay();
    await t.app.queue.send(sweepApplicationsJob, {});
    await waitUntil(
      () => statuses(ids),
      (r) => r.every((row) => row.status === 'sent'),
    );
    expect(await sandboxNegotiations(hh, seeker.hhEmail)).toHaveLength(202);
  });
});
