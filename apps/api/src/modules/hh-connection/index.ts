import type { FastifyInstance } from 'fastify';
import { deriveKey } from '../../config/keys';
import type { HhClient } from '../../integrations/hh';
import { createTokenCipher } from '../../integrations/hh';
import type { SessionCookieSettings } from '../../plugins/session';
import type { AuthService } from '../auth';
import { hhAuthRoutes, hhConnectionRoutes } from './hh-connection.routes';
import { createHhConnectionService, type HhConnectionService } from './hh-connection.service';

export type { HhConnectionService };

export interface HhConnectionModuleDeps {
  hh: HhClient;
  auth: AuthService;
  cookies: SessionCookieSettings;
}

/** /api/hh (connect, validate, disconnect) and /api/hh-auth (sign in with hh). @returns the service that holds the seekers' hh tokens. */
export async function register(app: FastifyInstance, deps: HhConnectionModuleDeps): Promise<HhConnectionService> {
  const { config } = app;
  const service = createHhConnectionService({
    db: app.database.db,
    clock: app.clock,
    hh: deps.hh,
    cipher: createTokenCipher(Buffer.from(deriveKey(config.appSecret, 'hh-token-encryption'))),
    auth: deps.auth,
    settings: { redirectUri: config.hh.redirectUri, loginRedirectUri: `${new URL(config.hh.redirectUri).origin}/login` },
    log: app.log,
  });
  await app.register(hhConnectionRoutes, { prefix: '/api/hh', service, cookies: deps.cookies });
  await app.register(hhAuthRoutes, { service, cookies: deps.cookies });
  return service;
}
