import type { FastifyInstance } from 'fastify';
import { deriveKey } from '../../config/keys';
import { createHhPort, createTokenCipher, type HhClient, type HhPort } from '../../integrations/hh';
import type { SessionCookieSettings } from '../../plugins/session';
import type { AuthService } from '../auth';
import { hhAuthRoutes, hhConnectionRoutes } from './hh-connection.routes';
import { createHhConnectionService, createHhTokenStore, type HhConnectionService } from './hh-connection.service';

export type { HhConnectionService };

export interface HhConnectionModuleDeps {
  hh: HhClient;
  auth: AuthService;
  cookies: SessionCookieSettings;
}

/**
 * /api/hh (connect, validate, disconnect) and /api/hh-auth (sign in with hh).
 * @returns the service, and the hh port over the seekers' tokens this module stores (one per app, so a seeker's
 *   refreshes are shared by every caller).
 */
export async function register(app: FastifyInstance, deps: HhConnectionModuleDeps): Promise<HhConnectionService & { port: HhPort }> {
  const { config } = app;
  const cipher = createTokenCipher(Buffer.from(deriveKey(config.appSecret, 'hh-token-encryption')));
  const port = createHhPort(deps.hh, createHhTokenStore({ db: app.database.db, cipher, log: app.log, crossProcessLock: app.database.kind === 'postgres' }), app.clock);
  const service = createHhConnectionService({
    db: app.database.db,
    clock: app.clock,
    hh: deps.hh,
    port,
    cipher,
    auth: deps.auth,
    settings: { redirectUri: config.hh.redirectUri, loginRedirectUri: `${new URL(config.hh.redirectUri).origin}/login` },
    log: app.log,
  });
  await app.register(hhConnectionRoutes, { prefix: '/api/hh', service, cookies: deps.cookies });
  await app.register(hhAuthRoutes, { service, cookies: deps.cookies });
  return { ...service, port };
}
