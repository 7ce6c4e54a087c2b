import type { FastifyInstance } from 'fastify';
import { ADVISORY_LOCKS, withTryAdvisoryLock } from '../../db/advisory-lock';
import type { HhPort } from '../../integrations/hh';
import type { Mailer } from '../../integrations/mail/mailer';
import type { AuthService } from '../auth';
import type { HhConnectionService } from '../hh-connection';
import { createHhInvitationSource, createInvitationPoller } from './invitation-poller';
import { invitationMailJob, pollInvitationsJob } from './notifications.jobs';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService, type NotificationsService } from './notifications.service';
import { startNotificationsWorkers, type PollOnce } from './notifications.workers';

export type { NotificationsService };

export interface NotificationsModuleDeps {
  hh: HhPort;
  hhConnection: HhConnectionService;
  mailer: Mailer;
  users: Pick<AuthService, 'findUser'>;
}

/** /notifications, the invitation poll (every minute) and the invitation e-mail worker. */
export async function register(app: FastifyInstance, deps: NotificationsModuleDeps): Promise<NotificationsService> {
  const service = createNotificationsService({
    db: app.database.db,
    clock: app.clock,
    queue: app.queue,
    mailer: deps.mailer,
    users: deps.users,
    settings: { publicUrl: app.config.publicUrl },
    changes: app.changes,
  });
  const poller = createInvitationPoller({
    source: createHhInvitationSource({ hhConnection: deps.hhConnection, hh: deps.hh }),
    notifications: service,
    log: app.log,
  });
  await app.queue.declare(invitationMailJob);
  await app.queue.declare(pollInvitationsJob);
  await app.register(notificationsRoutes, { prefix: '/notifications', service });
  const pollOnce: PollOnce = (pass) => withTryAdvisoryLock(app.database, ADVISORY_LOCKS.invitationPoll, pass);
  app.workers.push(() => startNotificationsWorkers(app.queue, { service, poller, pollOnce }));
  return service;
}
