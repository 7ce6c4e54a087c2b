import { type Notification, notificationListSchema } from '@otklik/contracts';
import { describe, expect, it } from 'vitest';
import { createNotificationsService, type HhInvitation, type NotificationsService } from '../../src/modules/notifications/notifications.service';
import { type CookieJar, createUser, loginAs, type TestApp, waitForMail } from '@otklik/api/testing';
import { appTest } from '@otklik/api/testing/vitest';

let t: TestApp;
/** The notifications service on the app's own database and queue, to create invitations as the poller does. */
let notifications: NotificationsService;

appTest({ workers: true }).beforeAll(({ app }) => {
  t = app;
  notifications = createNotificationsService({
    db: t.app.database.db,
    clock: t.clock,
    queue: t.app.queue,
    mailer: { send: () => Promise.reject(new Error('the app\u2019s own worker sends the mail')) },
    users: { findUser: async () => null },
    settings: { publicUrl: t.app.config.publicUrl },
  });
});

let negotiationSeq = 1000;
function invitation(overrides: Partial<HhInvitation> = {}): HhInvitation {
  negotiationSeq += 1;
  return {
    negotiationId: String(negotiationSeq),
    vacancyId: '93354174',
    vacancyName: 'Frontend-разработчик (React)',
    employerName: 'ООО «Ромашка»',
    vacancyLink: 'https://hh.ru/vacancy/93354174',
    ...overrides,
  };
}

async function seeker(name = 'Анна') {
  const account = await createUser(t.app, { name });
  return { account, ...(await loginAs(t.app, account)) };
}

const getNotifications = (jar: CookieJar) => t.app.inject({ method: 'POST', url: '/notifications/get_notifications', headers: jar.headers() });
const haveNotifications = (jar: CookieJar, userId: unknown) =>
  t.app.inject({ method: 'POST', url: '/notifications/have_notifications', headers: jar.headers(), payload: { user_id: userId } });
const deleteNotification = (jar: CookieJar, id: string) => t.app.inject({ method: 'DELETE', url: `/notifications/${id}`, headers: jar.headers() });

describe('notifications without a session: 401 on every call', () => {
  it("answers a real 401 'Not authenticated' on every call, have_notifications included", async () => {
    const { user } = await seeker();
    const calls = [
      t.app.inject({ method: 'POST', url: '/notifications/get_notifications' }),
      t.app.inject({ method: 'POST', url: '/notifications/have_notifications', payload: { user_id: user.user_id } }),
      t.app.inject({ method: 'DELETE', url: '/notifications/0b6f1d1e-1c1a-4c55-9d1a-0a7c3b2f6e01' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Not authenticated', code: 'unauthenticated' });
    }
  });
});

describe('POST /notifications/get_notifications', () => {
  it('lists the seeker’s notifications newest first with title, description, created_time (UTC) and vacancy_link', async () => {
    const { user, jar } = await seeker();
    const first = await notifications.recordInvitation(user.user_id, invitation({ vacancyName: 'Первая вакансия' }));
    t.clock.advance(60_000);
    const second = await notifications.recordInvitation(user.user_id, invitation({ vacancyName: 'Вторая вакансия', employerName: null, vacancyLink: null }));

    const response = await getNotifications(jar);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = notificationListSchema.parse(response.json());
    expect(list.map((item) => item.id)).toEqual([second!.id, first!.id]);
    expect(list[1]).toEqual<Notification>({
      id: first!.id,
      title: 'Приглашение на вакансию «Первая вакансия»',
      description: '«ООО «Ромашка»» приглашает вас обсудить вакансию. Ответьте работодателю на hh.ru, пока приглашение актуально.',
      created_time: new Date(t.clock.now().getTime() - 60_000).toISOString(),
      vacancy_link: 'https://hh.ru/vacancy/93354174',
    });
    expect(list[0]).toMatchObject({ description: expect.stringMatching(/^Работодатель приглашает вас/), vacancy_link: null });
  });

  it('shows nobody else’s notifications', async () => {
    const anna = await seeker('Анна');
    const boris = await seeker('Борис');
    await notifications.recordInvitation(anna.user.user_id, invitation());
    expect((await getNotifications(boris.jar)).json()).toEqual([]);
    expect((await getNotifications(anna.jar)).json()).toHaveLength(1);
  });
});

describe('POST /notifications/have_notifications', () => {
  it('is true while a notification was never fetched, and false once get_notifications handed it out', async () => {
    const { user, jar } = await seeker();
    expect((await haveNotifications(jar, user.user_id)).json()).toBe(false);
    await notifications.recordInvitation(user.user_id, invitation());
    const before = await haveNotifications(jar, user.user_id);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toBe(true);
    await getNotifications(jar);
    expect((await haveNotifications(jar, user.user_id)).json()).toBe(false);
    t.clock.advance(1000);
    await notifications.recordInvitation(user.user_id, invitation());
    expect((await haveNotifications(jar, user.user_id)).json()).toBe(true);
  });

  it("refuses another user's user_id with 403 'Access denied' and tells nothing about them", async () => {
    const anna = await seeker('Анна');
    const boris = await seeker('Борис');
    await notifications.recordInvitation(boris.user.user_id, invitation());
    const response = await haveNotifications(anna.jar, boris.user.user_id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Access denied', code: 'forbidden' });
  });

  it('refuses a missing or malformed user_id with 400', async () => {
    const { jar } = await seeker();
    for (const userId of [undefined, 'anna', 42]) {
      const response = await haveNotifications(jar, userId);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', issues: [{ path: 'user_id' }] });
    }
  });
});

describe('DELETE /notifications/{id}', () => {
  it('deletes the seeker’s own notification', async () => {
    const { user, jar } = await seeker();
    const kept = await notifications.recordInvitation(user.user_id, invitation());
    const removed = await notifications.recordInvitation(user.user_id, invitation());
    const response = await deleteNotification(jar, removed!.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Notification deleted' });
    expect((await getNotifications(jar)).json<Notification[]>().map((item) => item.id)).toEqual([kept!.id]);
    expect((await deleteNotification(jar, removed!.id)).statusCode).toBe(404);
  });

  it("answers 404 for another user's notification and leaves it in place", async () => {
    const anna = await seeker('Анна');
    const boris = await seeker('Борис');
    const borisOwn = await notifications.recordInvitation(boris.user.user_id, invitation());
    const response = await deleteNotification(anna.jar, borisOwn!.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Notification not found', code: 'not_found' });
    expect((await getNotifications(boris.jar)).json()).toHaveLength(1);
  });

  it('answers 400 for an id that is not a UUID, and 403 without the XSRF header', async () => {
    const { user, jar } = await seeker();
    expect((await deleteNotification(jar, 'not-a-uuid')).statusCode).toBe(400);
    const own = await notifications.recordInvitation(user.user_id, invitation());
    const noXsrf = await t.app.inject({ method: 'DELETE', url: `/notifications/${own!.id}`, headers: { cookie: jar.header() } });
    expect(noXsrf.statusCode).toBe(403);
    expect((await getNotifications(jar)).json()).toHaveLength(1);
  });
});

describe('invitations → notifications (employer invitations delivered by e-mail, on hh and as bell notifications)', () => {
  it('creates one notification per hh negotiation, also after it was deleted, and e-mails the seeker in Russian', async () => {
    const { account, user, jar } = await seeker('Вера');
    const invite = invitation({ vacancyName: 'Аналитик данных', employerName: 'Яндекс', vacancyLink: 'https://hh.ru/vacancy/555' });
    const created = await notifications.recordInvitation(user.user_id, invite);
    expect(created).not.toBeNull();
    expect(await notifications.recordInvitation(user.user_id, invite)).toBeNull();
    expect((await getNotifications(jar)).json()).toHaveLength(1);

    await deleteNotification(jar, created!.id);
    expect(await notifications.recordInvitation(user.user_id, invite)).toBeNull();
    expect((await getNotifications(jar)).json()).toEqual([]);

    const mail = await waitForMail(t.dataDir, account.email);
    expect(mail.decoded).toContain('Здравствуйте, Вера!');
    expect(mail.decoded).toContain('Работодатель «Яндекс» приглашает вас на вакансию «Аналитик данных».');
    expect(mail.decoded).toContain('https://hh.ru/vacancy/555');
    expect(mail.decoded).toContain(`${t.app.config.publicUrl}/dashboard`);
  });
});
