import type { FastifyInstance } from 'fastify';
import type { ApplicationsService } from '../applications';
import type { HhConnectionService } from '../hh-connection';
import type { PositionsService } from '../positions';
import type { SubscriptionService } from '../subscription';
import { dashboardRoutes } from './dashboard.routes';
import { createDashboardService, type DashboardService } from './dashboard.service';

export type { DashboardService };

/** /api/dashboard/summary. @returns the service. */
export async function register(
  app: FastifyInstance,
  deps: { positions: PositionsService; applications: ApplicationsService; subscriptions: SubscriptionService; hhConnection: HhConnectionService },
): Promise<DashboardService> {
  const service = createDashboardService({ db: app.database.db, clock: app.clock, ...deps });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard', service });
  return service;
}
