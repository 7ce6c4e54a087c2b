import type { FastifyInstance } from 'fastify';
import type { HhPort } from '../../integrations/hh';
import type { SubscriptionService } from '../subscription';
import { declareApplicationJobs } from './applications.jobs';
import { applicationsRoutes } from './applications.routes';
import { createApplicationsService, type ApplicationsService } from './applications.service';
import { startApplicationsWorkers } from './applications.workers';

export type { ApplicationsService, ApplicationToQueue } from './applications.service';

/** /api/applications and the sending pipeline's workers (send, confirm, sync, sweep). @returns the service. */
export async function register(app: FastifyInstance, deps: { hh: HhPort; subscriptions: SubscriptionService }): Promise<ApplicationsService> {
  const service = createApplicationsService({
    db: app.database.db,
    clock: app.clock,
    queue: app.queue,
    hh: deps.hh,
    settings: { dailyQuota: app.config.dailyApplicationQuota },
    plans: deps.subscriptions,
    log: app.log,
    changes: app.changes,
  });
  await declareApplicationJobs(app.queue);
  await app.register(applicationsRoutes, { prefix: '/api/applications', service });
  app.workers.push(() => startApplicationsWorkers(app.queue, service));
  return service;
}
