import { type Notification, notificationListSchema } from '@otklik/contracts';
import { describe, expect, it } from 'vitest';
import { pollInvitationsJob } from '../../src/modules/notifications/notifications.jobs';
import {
  callAs,
  connectedSeeker,
  type HhSeeker,
  type HhTestApp,
  insertPosition,
  insertQueued,
  kick,
  publishedResumeOf,
  type RunningSandbox,
  sandboxNegotiations,
  sandboxVacancies,
  waitForMail,
  waitForStatus,
  waitUntil,
} from '@otklik/api/testing';
import { hhAppTest } from '@otklik/api/testing/vitest';

/**
 * Employer invitations end to end against the real hh sandbox (each invitation reaches the seeker by e-mail, on hh
 * and as a bell notification): the seeker applies through the sending
 * pipeline, the employer invites with the sandbox's control action, and the scheduled poll job turns it into one bell
 * notification and one e-mail — however often it runs.
 */

let hh: RunningSandbox;
let t: HhTestApp;
let seeker: HhSeeker;

hhAppTest({ workers: true }).beforeAll(async ({ hhApp }) => {
  t = hhApp;
  hh = t.hh;
  seeker = await connectedSeeker(t.app, hh);
});

const listNotifications = async (): Promise<Notification[]> => {
  const response = await callAs(t.app, seeker, 'POST', '/notifications/get_notifications');
  expect(response.statusCode, response.body).toBe(200);
  return notificationListSchema.parse(response.json());
};
const haveNotifications = async (): Promise<boolean> =>
  (await callAs(t.app, seeker, 'POST', '/notifications/have_notifications', { user_id: seeker.user.user_id })).json<boolean>();

/** Runs the scheduled poll now and waits until pg-boss has finished it. */
async function pollNow(): Promise<void> {
  const id = await t.app.queue.send(pollInvitationsJob, {});
  await waitUntil(
    async () => (await t.app.queue.findJobs(pollInvitationsJob, { id }))[0]?.state,
    (state) => state === 'completed' || state === 'failed',
  );
}

describe('invitations from hh become notifications', () => {
  it('creates one notification and one e-mail when the employer invites, and none for a mere application', async () => {
    const resumeId = (await publishedResumeOf(t.app, seeker)).id;
    const positionId = await insertPosition(t.app, seeker.user.user_id, resumeId);
    const [vacancy] = await sandboxVacancies(hh, { has_test: false, archived: false, response_letter_required: false, limit: 1 });
    const applicationId = await insertQueued(t.app, { userId: seeker.user.user_id, positionId, resumeId, vacancyId: vacancy!.id });
    expect(await kick(t.app, applicationId)).toBe(true);
    expect((await waitForStatus(t.app, applicationId, ['sent', 'failed', 'assisted_apply'])).status).toBe('sent');

    await pollNow();
    expect(await haveNotifications()).toBe(false);

    const [negotiation] = (await sandboxNegotiations(hh, seeker.hhEmail)).filter((n) => n.vacancy_id === vacancy!.id);
    await hh.control('POST', `/negotiations/${negotiation!.id}/invite`);
    await pollNow();
    await pollNow();

    expect(await haveNotifications()).toBe(true);
    const list = await listNotifications();
    expect(list).toHaveLength(1);
    expect(list[0]!.title).toBe(`Приглашение на вакансию «${vacancy!.name}»`);
    expect(list[0]!.description).toMatch(/приглашает вас обсудить вакансию/);
    expect(list[0]!.vacancy_link).toMatch(new RegExp(`/vacancy/${vacancy!.id}$`));
    expect(await haveNotifications()).toBe(false);

    const mail = await waitForMail(t.dataDir, seeker.email);
    expect(mail.decoded).toContain(`приглашает вас на вакансию «${vacancy!.name}»`);

    // Deleted, it stays deleted: the next polls do not bring the same invitation back.
    const removed = await callAs(t.app, seeker, 'DELETE', `/notifications/${list[0]!.id}`);
    expect(removed.statusCode).toBe(200);
    await pollNow();
    expect(await listNotifications()).toEqual([]);
  });

  it('is scheduled to run every minute', async () => {
    expect((await t.app.queue.schedules(pollInvitationsJob))[0]).toMatchObject({ cron: '* * * * *' });
  });
});
