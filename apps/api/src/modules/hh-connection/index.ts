import type { FastifyInstance } from 'fastify';
import { deriveKey } from '../../config/keys';
import { createHhPort, createRoutedHhPort, createTokenCipher, type BrowserTransport, type HhClient, type HhPort } from '../../integrations/hh';
import type { SessionCookieSettings } from '../../plugins/session';
import type { AuthService } from '../auth';
import { hhAuthRoutes, hhConnectionRoutes } from './hh-connection.routes';
import { createHhConnectionService, createHhTokenStore, type HhConnectionService } from './hh-connection.service';

export type { HhConnectionService };

export interface HhConnectionModuleDeps {
  hh: HhClient;
  auth: AuthService;
  cookies: SessionCookieSettings;
  /**
   * The browser companion: a paired seeker's hh calls go through their browser (the port routes them), and «Sign out
   * of HH.ru» unpairs their browsers too.
   */
  companion?: { transport: BrowserTransport; service: { disconnect(userId: string): Promise<number>; listPairedUserIds(): Promise<string[]> } };
}

/**
 * /api/hh (connect, validate, disconnect) and /api/hh-auth (sign in with hh).
 * @returns the service, and the hh port over the seekers' tokens this module stores (one per app, so a seeker's
 *   refreshes are shared by every caller), routed through the browser companion for seekers who paired one.
 */
export async function register(app: FastifyInstance, deps: HhConnectionModuleDeps): Promise<HhConnectionService & { port: HhPort }> {
  const { config } = app;
  const cipher = createTokenCipher(Buffer.from(deriveKey(config.appSecret, 'hh-token-encryption')));
  const tokens = createHhTokenStore({ db: app.database.db, cipher, log: app.log, crossProcessLock: app.database.kind === 'postgres' });
  const port = deps.companion ? createRoutedHhPort(deps.hh, tokens, app.clock, deps.companion.transport) : createHhPort(deps.hh, tokens, app.clock);
  const service = createHhConnectionService({
    db: app.database.db,
    clock: app.clock,
    hh: deps.hh,
    port,
    cipher,
    auth: deps.auth,
    ...(deps.companion ? { companion: deps.companion.service } : {}),
    settings: { redirectUri: config.hh.redirectUri, loginRedirectUri: `${new URL(config.hh.redirectUri).origin}/login` },
    log: app.log,
  });
  await app.register(hhConnectionRoutes, { prefix: '/api/hh', service, cookies: deps.cookies });
  await app.register(hhAuthRoutes, { service, cookies: deps.cookies });
  return { ...service, port };
}
