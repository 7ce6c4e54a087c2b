import type { Notification, NotificationList, User } from '@otklik/contracts';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import { createPolledCache } from '../../db/polled-cache';
import type { NotificationRow } from '../../db/schema/notifications';
import type { Mailer } from '../../integrations/mail/mailer';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../plugins/queue';
import { notificationErrors } from './notifications.errors';
import { invitationMailJob } from './notifications.jobs';
import * as repo from './notifications.repository';

/** An employer invitation found at hh. */
export interface HhInvitation {
  /** hh negotiation id: with the seeker, the natural key of the notification. */
  negotiationId: string;
  vacancyId: string | null;
  vacancyName: string;
  employerName: string | null;
  /** The vacancy's hh.ru page (`vacancy.alternate_url`), null when hh no longer shows the vacancy. */
  vacancyLink: string | null;
}

export interface NotificationsServiceDeps {
  db: Db;
  clock: Clock;
  queue: Pick<JobQueue, 'send'>;
  mailer: Pick<Mailer, 'send'>;
  /** The auth module's lookup of the seeker's e-mail and name (for the invitation e-mail). */
  users: { findUser(userId: string): Promise<User | null> };
  settings: {
    /** PUBLIC_URL without trailing slash: the e-mail links to `${publicUrl}/dashboard`. */
    publicUrl: string;
  };
  /** When given, have_notifications answers from memory until the seeker's notifications change (polled-cache.ts). */
  changes?: ChangeFeed;
}

/** The notification rules: one per hh invitation, the seeker's own only, unread until the list is fetched. */
export type NotificationsService = ReturnType<typeof createNotificationsService>;

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    created_time: row.createdAt.toISOString(),
    vacancy_link: row.vacancyLink,
  };
}

/** The bell texts of an invitation, in Russian (the interface language). */
export function invitationTexts(invitation: Pick<HhInvitation, 'vacancyName' | 'employerName'>): { title: string; description: string } {
  const who = invitation.employerName ? `«${invitation.employerName}»` : 'Работодатель';
  return {
    title: `Приглашение на вакансию «${invitation.vacancyName}»`,
    description: `${who} приглашает вас обсудить вакансию. Ответьте работодателю на hh.ru, пока приглашение актуально.`,
  };
}

export function createNotificationsService(deps: NotificationsServiceDeps) {
  const { db, clock, queue, mailer, users, settings } = deps;
  const hasUnfetched = repo.prepareHasUnfetched(db);
  const unfetched = deps.changes ? createPolledCache<boolean>(deps.changes, ['notifications']) : null;

  return {
    /**
     * The seeker's notifications, newest first (POST /notifications/get_notifications). Every one returned counts as
     * fetched from now on, so have_notifications turns false until a new one arrives.
     */
    async list(userId: string): Promise<NotificationList> {
      const rows = await repo.listByUser(db, userId);
      await repo.markFetched(
        db,
        userId,
        rows.filter((row) => row.fetchedAt === null).map((row) => row.id),
        clock.now(),
      );
      return rows.map(toNotification);
    },

    /**
     * Whether the seeker has notifications not fetched yet (POST /notifications/have_notifications). The session is
     * the truth: the body's `user_id` must be the session's own.
     * @throws 403 'Access denied' when `requestedUserId` is someone else's.
     */
    async hasNew(sessionUserId: string, requestedUserId: string): Promise<boolean> {
      if (requestedUserId !== sessionUserId) throw notificationErrors.accessDenied();
      if (!unfetched) return hasUnfetched(sessionUserId);
      return unfetched.get(sessionUserId, '', () => hasUnfetched(sessionUserId));
    },

    /**
     * Deletes one of the seeker's notifications (DELETE /notifications/{id}).
     * @throws 404 'Notification not found' when the seeker has none with this id (another user's id included).
     */
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteByUser(db, userId, id))) throw notificationErrors.notFound();
    },

    /**
     * Turns an employer invitation into a notification and queues the e-mail, once per (seeker, negotiation):
     * a second call with the same negotiation does nothing, even after the notification was deleted.
     * @returns the new notification, or null when this invitation was notified before.
     */
    async recordInvitation(userId: string, invitation: HhInvitation): Promise<Notification | null> {
      const now = clock.now();
      const created = await db.transaction(async (tx) => {
        const isNew = await repo.insertInvitationIfNew(tx, {
          userId,
          negotiationId: invitation.negotiationId,
          vacancyId: invitation.vacancyId,
          detectedAt: now,
        });
        if (!isNew) return null;
        return repo.insertNotification(tx, { userId, ...invitationTexts(invitation), vacancyLink: invitation.vacancyLink, createdAt: now });
      });
      if (!created) return null;
      // After the commit, never inside the transaction (plugins/queue.ts: one PGlite connection).
      await queue.send(invitationMailJob, {
        userId,
        vacancyName: invitation.vacancyName,
        employerName: invitation.employerName,
        vacancyLink: invitation.vacancyLink,
      });
      return toNotification(created);
    },

    /**
     * A notification in the seeker's bell from another module (a payment refunded, bonus days credited): `title` and
     * `description` are the Russian texts shown as they are, without a vacancy link. @returns the notification.
     */
    async notify(userId: string, texts: { title: string; description: string }): Promise<Notification> {
      return toNotification(
        await repo.insertNotification(db, { userId, title: texts.title, description: texts.description, vacancyLink: null, createdAt: clock.now() }),
      );
    },

    /**
     * Sends the invitation e-mail (job notifications.send-invitation-mail). A seeker deleted meanwhile gets nothing.
     * @throws the mailer's error, which fails the attempt so pg-boss retries it.
     */
    async sendInvitationMail(payload: { userId: string; vacancyName: string; employerName: string | null; vacancyLink: string | null }): Promise<void> {
      const user = await users.findUser(payload.userId);
      if (!user) return;
      const greeting = user.name?.trim() ? `Здравствуйте, ${user.name.trim()}!` : 'Здравствуйте!';
      const who = payload.employerName ? `Работодатель «${payload.employerName}»` : 'Работодатель';
      const lines = [
        greeting,
        '',
        `${who} приглашает вас на вакансию «${payload.vacancyName}».`,
        payload.vacancyLink
          ? `Откройте вакансию на hh.ru и ответьте работодателю: ${payload.vacancyLink}`
          : 'Ответьте работодателю в разделе «Отклики» на hh.ru.',
        '',
        `Приглашение также появилось в уведомлениях Отклика: ${settings.publicUrl}/dashboard`,
        '',
        '— Отклик',
      ];
      await mailer.send({ to: user.email, subject: `Приглашение на вакансию «${payload.vacancyName}»`, text: lines.join('\n') });
    },
  };
}
