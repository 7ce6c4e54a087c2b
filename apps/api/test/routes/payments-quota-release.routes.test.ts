import { attachCardAnswerSchema, type PaymentStatusAnswer } from '@otklik/contracts';
import { startPaymentSandbox, type RunningPaymentSandbox } from '@otklik/payment-sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextUtcMidnight } from '../../src/modules/applications/applications.service';
import {
  callAs,
  connectedSeeker,
  type HhTestApp,
  insertPosition,
  insertQueued,
  kick,
  publishedResumeOf,
  rowOf,
  sandboxNegotiations,
  sandboxVacancies,
  waitUntil,
} from '@otklik/api/testing';
import { hhAppTest } from '@otklik/api/testing/vitest';

/**
 * A payment raises the daily quota (the quota box → the upsell → a plan): the applications the trial's quota held back
 * for the next UTC day go out at once, through the real sending pipeline and the hh sandbox.
 */
const TRIAL_QUOTA = 2;
const CARD_OK = '5555555555554444';
let t: HhTestApp;
let pay: RunningPaymentSandbox;
let vacancies: string[];

beforeAll(async () => {
  pay = await startPaymentSandbox();
});
hhAppTest(() => ({ env: { DAILY_APPLICATION_QUOTA: String(TRIAL_QUOTA), PAYMENT_SANDBOX_PUBLIC_URL: pay.url }, workers: true })).beforeAll(
  async ({ hhApp }) => {
    t = hhApp;
    await pay.control.setClock(t.clock.now());
    vacancies = (await sandboxVacancies(t.hh, { has_test: false, archived: false, response_letter_required: false, limit: 400 })).map((v) => v.id);
  },
);
afterAll(async () => {
  await pay?.close();
});

describe('a plan bought at the limit', () => {
  it('sends the applications the trial quota held back for tomorrow, up to the new quota, at once', async () => {
    const seeker = await connectedSeeker(t.app, t.hh);
    const resumeId = (await publishedResumeOf(t.app, seeker)).id;
    const positionId = await insertPosition(t.app, seeker.user.user_id, resumeId);
    const mine = vacancies.splice(0, 4);
    const ids: string[] = [];
    for (const vacancyId of mine) ids.push(await insertQueued(t.app, { userId: seeker.user.user_id, positionId, resumeId, vacancyId }));
    for (const id of ids) await kick(t.app, id);

    const midnight = nextUtcMidnight(t.clock.now());
    await waitUntil(
      () => Promise.all(ids.map((id) => rowOf(t.app, id))),
      (rows) =>
        rows.filter((r) => r.status === 'sent').length === TRIAL_QUOTA &&
        rows.filter((r) => r.status === 'queued' && r.nextAttemptAt?.getTime() === midnight.getTime()).length === 2,
    );
    expect((await callAs(t.app, seeker, 'GET', '/api/applications/count')).json()).toEqual({
      current_applications: TRIAL_QUOTA,
      total_applications: TRIAL_QUOTA,
    });

    // The upsell's checkout: a Russian card on the sandbox's confirmation page; the status read settles it.
    const started = await callAs(t.app, seeker, 'POST', '/pay/payments/attach_card', { plan_id: 'start' });
    expect(started.statusCode, started.body).toBe(200);
    const { confirmation_url, payment_id } = attachCardAnswerSchema.parse(started.json());
    expect((await pay.control.payYooKassa(confirmation_url, CARD_OK)).status).toBe(303);
    const settled = await waitUntil(
      async () => (await callAs(t.app, seeker, 'GET', `/pay/payments/${payment_id}/status`)).json<PaymentStatusAnswer>(),
      (status) => status.status !== 'pending',
    );
    expect(settled.status).toBe('succeeded');

    // Same day (the test clock has not moved): the held-back ones go out now under the plan's quota of 30.
    const rows = await waitUntil(
      () => Promise.all(ids.map((id) => rowOf(t.app, id))),
      (r) => r.every((row) => row.status === 'sent'),
    );
    expect(rows.every((row) => row.sentAt !== null && row.sentAt < midnight)).toBe(true);
    expect((await sandboxNegotiations(t.hh, seeker.hhEmail)).map((n) => n.vacancy_id).sort()).toEqual([...mine].sort());
    expect((await callAs(t.app, seeker, 'GET', '/api/applications/count')).json()).toEqual({ current_applications: 4, total_applications: 30 });
  });
});
