import { APPLICATION_DETAIL, applicationPageSchema, applicationSchema, applicationStatisticsSchema, type Application } from '@otklik/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendApplicationJob, syncApplicationsJob, sweepApplicationsJob } from '../../src/modules/applications/applications.jobs';
import {
  callAs,
  connectedSeeker,
  failSentUpdateOnce,
  type HhSeeker,
  type HhTestApp,
  insertPosition,
  insertQueued,
  kick,
  publishedResumeOf,
  resumesOf,
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
 * The sending pipeline against the real sandbox: every hh answer maps to its status,
 * 429/5xx are retried, an expired token is refreshed, and nothing is ever sent twice — not when the job runs twice,
 * not when the worker dies between hh's 201 and our commit. Plus the status sync, the sweeper, and /responses.
 */

let hh: RunningSandbox;
let t: HhTestApp;
let seeker: HhSeeker;
let resumeId: string;
let positionId: string;
let plain: string[];

hhAppTest({ workers: true }).beforeAll(async ({ hhApp }) => {
  t = hhApp;
  hh = t.hh;
  seeker = await connectedSeeker(t.app, hh);
  resumeId = (await publishedResumeOf(t.app, seeker)).id;
  positionId = await insertPosition(t.app, seeker.user.user_id, resumeId);
  plain = (await sandboxVacancies(hh, { has_test: false, archived: false, response_letter_required: false, limit: 100 })).map((v) => v.id);
});
beforeEach(async () => {
  await hh.control('DELETE', '/faults');
});

let next = 0;
/** A vacancy no other test of this file applies to. */
const freshVacancy = (): string => plain[next++]!;

const queue = (vacancyId: string, extra: { letter?: string; resumeId?: string } = {}) =>
  insertQueued(t.app, {
    userId: seeker.user.user_id,
    positionId,
    resumeId: extra.resumeId ?? resumeId,
    vacancyId,
    ...(extra.letter === undefined ? {} : { letter: extra.letter }),
  });

async function negotiationsFor(vacancyId: string) {
  return (await sandboxNegotiations(hh, seeker.hhEmail)).filter((n) => n.vacancy_id === vacancyId);
}

describe('sending through hh', () => {
  it('sends a queued application once, with its letter, and confirms it through GET /negotiations', async () => {
    const vacancyId = freshVacancy();
    const id = await queue(vacancyId, { letter: 'Здравствуйте!\n\nОткликаюсь на вашу вакансию.' });
    expect(await kick(t.app, id)).toBe(true);
    const sent = await waitForStatus(t.app, id, ['sent', 'failed', 'assisted_apply']);
    expect(sent).toMatchObject({ status: 'sent', failureReason: null, attempts: 1 });
    const negotiations = await negotiationsFor(vacancyId);
    expect(negotiations).toHaveLength(1);
    expect(negotiations[0]).toMatchObject({ id: sent.hhNegotiationId, resume_id: resumeId, message: 'Здравствуйте!\n\nОткликаюсь на вашу вакансию.' });
    expect(sent.sentAt?.getTime()).toBe(t.clock.now().getTime());
    await waitUntil(
      () => rowOf(t.app, id),
      (row) => row.confirmedAt !== null,
    );
  });

  it('never sends twice when the same job runs twice, at once or after it finished', async () => {
    const vacancyId = freshVacancy();
    const id = await queue(vacancyId);
    // Two jobs for one application at once: one keyed (as confirm sends it), one unkeyed, so both really run.
    const [keyed, unkeyed] = await Promise.all([kick(t.app, id), t.app.queue.send(sendApplicationJob, { application_id: id })]);
    expect(keyed).toBe(true);
    expect(unkeyed).not.toBeNull();
    expect(await kick(t.app, id)).toBe(false); // the keyed one is still live: pg-boss refuses a second
    await waitForStatus(t.app, id, ['sent']);
    await settled(t.app);
    expect(await kick(t.app, id)).toBe(true); // finished: a new job may be made, and it does nothing
    await settled(t.app);
    expect(await negotiationsFor(vacancyId)).toHaveLength(1);
    expect((await rowOf(t.app, id)).status).toBe('sent');
  });

  it('when the worker dies between hh’s 201 and our commit, the retry finds the negotiation and does not post again', async () => {
    const vacancyId = freshVacancy();
    await failSentUpdateOnce(t.app, vacancyId);
    const id = await queue(vacancyId);
    await kick(t.app, id);
    const row = await waitForStatus(t.app, id, ['sent', 'failed']);
    const negotiations = await negotiationsFor(vacancyId);
    expect(negotiations).toHaveLength(1);
    expect(row).toMatchObject({ status: 'sent', hhNegotiationId: negotiations[0]!.id, attempts: 2 });
  });

  it('retries hh’s 429 and 5xx with backoff, then sends once', async () => {
    await hh.control('POST', '/faults', { route: 'POST /negotiations', kind: '429', count: 2 });
    const first = await queue(freshVacancy());
    await kick(t.app, first);
    const sent = await waitForStatus(t.app, first, ['sent', 'failed']);
    expect(sent.status).toBe('sent');
    expect(sent.attempts).toBe(3);
    expect(await negotiationsFor(sent.vacancyId)).toHaveLength(1);

    await hh.control('POST', '/faults', { route: 'POST /negotiations', kind: '5xx', status: 502, count: 1 });
    const second = await queue(freshVacancy());
    await kick(t.app, second);
    const again = await waitForStatus(t.app, second, ['sent', 'failed']);
    expect(again).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await negotiationsFor(again.vacancyId)).toHaveLength(1);
  });

  it('refreshes an expired token transparently', async () => {
    await hh.control('POST', '/faults', { route: 'POST /negotiations', kind: 'token_expired', count: 1 });
    const id = await queue(freshVacancy());
    await kick(t.app, id);
    expect(await waitForStatus(t.app, id, ['sent', 'failed'])).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('hh refusals map to final statuses', () => {
  it('a vacancy with a test → assisted apply with hh’s apply link; the letter is kept', async () => {
    const [withTest] = await sandboxVacancies(hh, { has_test: true, archived: false, limit: 1 });
    const id = await queue(withTest!.id, { letter: 'Письмо для вакансии с тестом.' });
    await kick(t.app, id);
    const row = await waitForStatus(t.app, id, ['assisted_apply', 'failed', 'sent']);
    expect(row).toMatchObject({
      status: 'assisted_apply',
      failureReason: 'test_required',
      coverLetter: 'Письмо для вакансии с тестом.',
      applyAlternateUrl: `https://hh.ru/applicant/vacancy_response?vacancyId=${withTest!.id}`,
    });
    expect(await negotiationsFor(withTest!.id)).toHaveLength(0);
  });

  it('an archived vacancy → failed, invalid_vacancy', async () => {
    const [archived] = await sandboxVacancies(hh, { archived: true, limit: 1 });
    const id = await queue(archived!.id);
    await kick(t.app, id);
    expect(await waitForStatus(t.app, id, ['failed', 'assisted_apply', 'sent'])).toMatchObject({ status: 'failed', failureReason: 'invalid_vacancy' });
  });

  it('a vacancy hh does not have → failed, vacancy_not_found', async () => {
    const id = await queue('999999999');
    await kick(t.app, id);
    expect(await waitForStatus(t.app, id, ['failed', 'sent'])).toMatchObject({ status: 'failed', failureReason: 'vacancy_not_found' });
  });

  it('a resume that is not published → failed, resume_not_found', async () => {
    const unpublished = (await resumesOf(t.app, seeker)).find((r) => !r.can_apply);
    const id = await queue(freshVacancy(), { resumeId: unpublished?.id ?? '0123456789abcdef0123456789abcdef012345' });
    await kick(t.app, id);
    expect(await waitForStatus(t.app, id, ['failed', 'sent'])).toMatchObject({ status: 'failed', failureReason: 'resume_not_found' });
  });

  it('an empty letter where the employer requires one → failed, empty_message; an over-long one → too_long_message', async () => {
    const [letterRequired] = await sandboxVacancies(hh, { response_letter_required: true, has_test: false, archived: false, limit: 1 });
    const empty = await queue(letterRequired!.id, { letter: '' });
    await kick(t.app, empty);
    expect(await waitForStatus(t.app, empty, ['failed', 'sent'])).toMatchObject({ status: 'failed', failureReason: 'empty_message' });
    const long = await queue(freshVacancy(), { letter: 'а'.repeat(10_001) });
    await kick(t.app, long);
    expect(await waitForStatus(t.app, long, ['failed', 'sent'])).toMatchObject({ status: 'failed', failureReason: 'too_long_message' });
  });
});

describe('nothing is lost', () => {
  it('the sweeper sends a queued application whose job was never enqueued', async () => {
    const vacancyId = freshVacancy();
    const id = await queue(vacancyId);
    await t.app.queue.send(sweepApplicationsJob, {});
    expect(await waitForStatus(t.app, id, ['sent', 'failed'])).toMatchObject({ status: 'sent' });
    expect(await negotiationsFor(vacancyId)).toHaveLength(1);
  });

  it('the status sync turns the employer’s invitation and rejection into invited and rejected', async () => {
    const invitedId = await queue(freshVacancy());
    const rejectedId = await queue(freshVacancy());
    await kick(t.app, invitedId);
    await kick(t.app, rejectedId);
    const invited = await waitForStatus(t.app, invitedId, ['sent']);
    const rejected = await waitForStatus(t.app, rejectedId, ['sent']);
    await hh.control('POST', `/negotiations/${invited.hhNegotiationId}/invite`);
    await hh.control('POST', `/negotiations/${rejected.hhNegotiationId}/reject`);
    await t.app.queue.send(syncApplicationsJob, {});
    await waitForStatus(t.app, invitedId, ['invited']);
    await waitForStatus(t.app, rejectedId, ['rejected']);

    const page = applicationPageSchema.parse((await callAs(t.app, seeker, 'GET', '/api/applications/v2?status=invited&status=rejected')).json());
    expect(page.items.map((a) => a.id).sort()).toEqual([invitedId, rejectedId].sort());
    expect(page.total).toBe(2);
  });
});

describe('/responses: the seeker’s own applications only', () => {
  let other: HhSeeker;
  beforeAll(async () => {
    other = await connectedSeeker(t.app, hh);
  });

  it('lists newest first with offset and limit; another seeker sees none of them', async () => {
    const all = applicationPageSchema.parse((await callAs(t.app, seeker, 'GET', '/api/applications/v2?limit=100')).json());
    expect(all.total).toBeGreaterThan(5);
    const created = all.items.map((a) => a.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const second = applicationPageSchema.parse((await callAs(t.app, seeker, 'GET', '/api/applications/v2?offset=1&limit=2')).json());
    expect(second.items.map((a) => a.id)).toEqual(all.items.slice(1, 3).map((a) => a.id));
    expect(second).toMatchObject({ offset: 1, limit: 2, total: all.total });
    const theirs = applicationPageSchema.parse((await callAs(t.app, other, 'GET', '/api/applications/v2')).json());
    expect(theirs).toEqual({ items: [], total: 0, offset: 0, limit: 20 });
    expect((await callAs(t.app, seeker, 'GET', '/api/applications/v2?status=bogus')).statusCode).toBe(400);
  });

  it('sets and deletes the feedback status; another seeker’s id is not found', async () => {
    const [mine] = applicationPageSchema.parse((await callAs(t.app, seeker, 'GET', '/api/applications/v2?limit=1')).json()).items as [Application];
    const put = await callAs(t.app, seeker, 'PUT', `/api/applications/${mine.id}/feedback_status`, { feedback_status: 'like' });
    expect(put.statusCode, put.body).toBe(200);
    expect(applicationSchema.parse(put.json()).feedback_status).toBe('like');
    const del = await callAs(t.app, seeker, 'DELETE', `/api/applications/${mine.id}/feedback_status`);
    expect(applicationSchema.parse(del.json()).feedback_status).toBeNull();

    for (const res of [
      await callAs(t.app, other, 'PUT', `/api/applications/${mine.id}/feedback_status`, { feedback_status: 'dislike' }),
      await callAs(t.app, other, 'DELETE', `/api/applications/${mine.id}/feedback_status`),
      await callAs(t.app, seeker, 'PUT', '/api/applications/not-a-uuid/feedback_status', { feedback_status: 'like' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: APPLICATION_DETAIL.applicationNotFound, code: 'application_not_found' });
    }
    expect((await rowOf(t.app, mine.id)).feedbackStatus).toBeNull();
  });

  it('statistics for the session’s own id; another user’s id → 403 Access denied', async () => {
    const mine = await callAs(t.app, seeker, 'POST', '/api/applications/statistics', { user_id: seeker.user.user_id });
    expect(mine.statusCode).toBe(200);
    const stats = applicationStatisticsSchema.parse(mine.json());
    expect(stats.by_status.sent).toBeGreaterThan(0);
    expect(stats.by_status.failed).toBeGreaterThan(0);
    expect(Object.values(stats.by_status).reduce((a, b) => a + b, 0)).toBe(stats.total);
    const theirs = await callAs(t.app, seeker, 'POST', '/api/applications/statistics', { user_id: other.user.user_id });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ detail: 'Access denied', code: 'forbidden' });
    expect((await t.app.inject({ method: 'GET', url: '/api/applications/v2' })).statusCode).toBe(401);
  });

  it('a seeker whose hh is disconnected: the application fails with hh_not_connected', async () => {
    const logout = await callAs(t.app, other, 'POST', '/api/hh/logout');
    expect(logout.statusCode).toBe(200);
    const otherResume = resumeId; // any id: the token is gone before hh is asked
    const otherPosition = await insertPosition(t.app, other.user.user_id, otherResume);
    const id = await insertQueued(t.app, { userId: other.user.user_id, positionId: otherPosition, resumeId: otherResume, vacancyId: freshVacancy() });
    await kick(t.app, id);
    expect(await waitForStatus(t.app, id, ['failed', 'sent'])).toMatchObject({ status: 'failed', failureReason: 'hh_not_connected' });
  });
});
