import { dashboardSummarySchema, type DashboardSummary } from '@otklik/contracts';
import { describe, expect, it, vi } from 'vitest';
import { syncApplicationsJob } from '../../src/modules/applications/applications.jobs';
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
  signInSeeker,
  waitForStatus,
} from '@otklik/api/testing';
import { hhAppTest } from '@otklik/api/testing/vitest';

/**
 * GET /api/dashboard/summary (issue «/dashboard: a real summary»): the funnel per position after real sends through
 * the sandbox (sent, then the employer invites one, rejects one and only opens the third), today's quota and the next send, the latest
 * invitations, the trial with its end, and the next step. Each seeker sees only their own.
 */

let t: HhTestApp;
let seeker: HhSeeker;
let resumeId: string;
let plain: string[];

hhAppTest({ workers: true }).beforeAll(async ({ hhApp }) => {
  t = hhApp;
  seeker = await connectedSeeker(t.app, t.hh);
  resumeId = (await publishedResumeOf(t.app, seeker)).id;
  plain = (await sandboxVacancies(t.hh, { has_test: false, archived: false, response_letter_required: false, limit: 20 })).map((v) => v.id);
});

async function summaryOf(who: { jar: HhSeeker['jar'] }): Promise<DashboardSummary> {
  const res = await callAs(t.app, who, 'GET', '/api/dashboard/summary');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return dashboardSummarySchema.parse(res.json());
}

describe('GET /api/dashboard/summary', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/summary' })).statusCode).toBe(401);
  });

  it('a new seeker without hh: connect hh first; the trial and its end', async () => {
    const fresh = await signInSeeker(t.app);
    const summary = await summaryOf(fresh);
    expect(summary).toMatchObject({
      positions: [],
      invitations: [],
      hh_connected: false,
      next_step: { kind: 'connect_hh', position_id: null },
      subscription: { state: 'trial', plan_id: 'trial' },
      quota: { used: 0, queued: 0, next_send_at: null },
    });
    expect(Date.parse(summary.subscription.ends_at ?? '')).toBeGreaterThan(t.clock.now().getTime());
  });

  it('counts the funnel after sends, invitation and rejection; lists the invitation; the quota counts the day', async () => {
    const positionId = await insertPosition(t.app, seeker.user.user_id, resumeId);
    const ids = await Promise.all(plain.slice(0, 3).map((vacancyId) => insertQueued(t.app, { userId: seeker.user.user_id, positionId, resumeId, vacancyId })));
    for (const id of ids) await kick(t.app, id);
    const [invited, rejected] = await Promise.all(ids.slice(0, 2).map((id) => waitForStatus(t.app, id, ['sent'])));
    const opened = await waitForStatus(t.app, ids[2]!, ['sent']);
    await t.hh.control('POST', `/negotiations/${invited!.hhNegotiationId}/invite`);
    await t.hh.control('POST', `/negotiations/${rejected!.hhNegotiationId}/reject`);
    await t.app.queue.send(syncApplicationsJob, {});
    await waitForStatus(t.app, invited!.id, ['invited']);
    await waitForStatus(t.app, rejected!.id, ['rejected']);
    // Sent but not yet opened by the employer: not in «viewed».
    expect((await rowOf(t.app, opened.id)).viewedAt).toBeNull();
    expect((await summaryOf(seeker)).positions.find((p) => p.id === positionId)?.funnel.viewed).toBe(2);

    // The employer opens the third without answering: the next sync records the view once, the status stays 'sent'.
    expect(await t.hh.control('POST', `/negotiations/${opened.hhNegotiationId}/view`)).toMatchObject({ viewed_by_opponent: true, state: 'response' });
    await t.app.queue.send(syncApplicationsJob, {});
    const viewed = await vi.waitFor(
      async () => {
        const row = await rowOf(t.app, opened.id);
        if (row.viewedAt === null) throw new Error('not viewed yet');
        return row;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(viewed.status).toBe('sent');
    expect((await rowOf(t.app, invited!.id)).viewedAt).not.toBeNull();

    const summary = await summaryOf(seeker);
    const mine = summary.positions.find((p) => p.id === positionId);
    expect(mine).toMatchObject({ title: 'Системный аналитик', stage: 'done', paused: false });
    expect(mine?.funnel).toEqual({ proposed: 3, sent: 3, viewed: 3, invited: 1, rejected: 1 });
    expect(summary.invitations).toEqual([
      expect.objectContaining({ application_id: invited!.id, vacancy_name: invited!.vacancyName, position_title: 'Системный аналитик' }),
    ]);
    expect(summary.quota.used).toBe(3);
    expect(summary.quota.total).toBeGreaterThan(0);
    expect(summary).toMatchObject({ hh_connected: true, next_step: { kind: 'none' }, quota: { queued: 0, next_send_at: null } });
  });

  it('a paused position’s queued applications are not the next send, and its funnel counts them as proposed only', async () => {
    const positionId = await insertPosition(t.app, seeker.user.user_id, resumeId);
    await callAs(t.app, seeker, 'PATCH', `/api/positions/${positionId}`, { paused: true });
    await insertQueued(t.app, { userId: seeker.user.user_id, positionId, resumeId, vacancyId: plain[5]! });
    const paused = await summaryOf(seeker);
    expect(paused.quota).toMatchObject({ queued: 0, next_send_at: null });
    expect(paused.positions.find((p) => p.id === positionId)).toMatchObject({ paused: true, funnel: { proposed: 1, sent: 0 } });
  });

  it('shows only the seeker’s own positions and invitations', async () => {
    const other = await connectedSeeker(t.app, t.hh);
    const summary = await summaryOf(other);
    expect(summary.positions).toEqual([]);
    expect(summary.invitations).toEqual([]);
    expect(summary.next_step).toEqual({ kind: 'create_position', position_id: null });
  });
});
