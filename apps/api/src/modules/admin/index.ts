import type { FastifyInstance } from 'fastify';
import type { Server } from 'node:net';
import type { ApplicationsService } from '../applications';
import type { SubscriptionService } from '../subscription';
import { createSubscriptionAdmin } from '../subscription';
import type { TrainerService } from '../trainer';
import { startAdminControlSocket } from './admin.control';
import { adminRoutes } from './admin.routes';
import { createAdminRoles, createAdminService, type AdminService } from './admin.service';

export type { AdminService, AdminRoles } from './admin.service';
export { createAdminRoles } from './admin.service';
export { adminCommandSchema, runAdminCommand, sendAdminCommand, adminSocketPath, type AdminCommand, type AdminCommandResult } from './admin.control';

/**
 * /api/admin (the support console). On an on-disk PGlite (one process per data directory) it also opens the admin
 * CLI's control socket in DATA_DIR once the app is ready, and closes it with the app.
 */
export async function register(
  app: FastifyInstance,
  deps: { subscriptions: SubscriptionService; trainer: TrainerService; applications: ApplicationsService },
): Promise<AdminService> {
  const { db } = app.database;
  const service = createAdminService({
    db,
    clock: app.clock,
    subscriptionAdmin: createSubscriptionAdmin({ db, clock: app.clock, subscriptions: deps.subscriptions }),
    subscriptions: deps.subscriptions,
    trainer: deps.trainer,
    applications: deps.applications,
  });
  await app.register(adminRoutes, { prefix: '/api/admin', service });

  if (app.config.database.kind === 'pglite') {
    let socket: Server | null = null;
    const roles = createAdminRoles({ db, clock: app.clock });
    app.addHook('onReady', async () => {
      socket = await startAdminControlSocket(app.config.dataDir, roles, app.log);
      if (!socket) app.log.warn('DATA_DIR is too long a path for the admin control socket: stop the server to run npm run admin');
    });
    app.addHook('onClose', async () => {
      const open = socket;
      socket = null;
      if (open) await new Promise<void>((resolve) => open.close(() => resolve()));
    });
  }
  return service;
}
