import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../integrations/mail/mailer';
import type { SessionCookieSettings } from '../../plugins/session';
import type { SessionRevocations } from '../../plugins/session-revocations';
import type { AuthService } from '../auth';
import type { HhConnectionService } from '../hh-connection';
import type { PaymentsService } from '../payments';
import { usersRoutes } from './users.routes';
import { createUsersService, type UsersService } from './users.service';

export type { UsersService };

export interface UsersModuleDeps {
  mailer: Mailer;
  cookies: SessionCookieSettings;
  users: Pick<AuthService, 'findUser'>;
  /** Announces sessions ended by a password change or an account deletion. */
  sessions: Pick<SessionRevocations, 'announce' | 'forget'>;
  hhConnection: Pick<HhConnectionService, 'logout'>;
  payments: Pick<PaymentsService, 'cancel'>;
}

/** /api/users (/profile: the seeker's account, export and deletion). @returns the service. */
export async function register(app: FastifyInstance, deps: UsersModuleDeps): Promise<UsersService> {
  const service = createUsersService({
    db: app.database.db,
    clock: app.clock,
    mailer: deps.mailer,
    users: deps.users,
    hhConnection: deps.hhConnection,
    payments: deps.payments,
    log: app.log,
    sessions: deps.sessions,
    publicUrl: app.config.publicUrl,
  });
  await app.register(usersRoutes, { prefix: '/api/users', service, cookies: deps.cookies });
  return service;
}
