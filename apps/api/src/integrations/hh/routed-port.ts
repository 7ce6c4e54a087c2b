import type { Clock } from '../../lib/clock';
import { createBrowserSeekerClient, type CompanionOperations } from './browser-transport';
import type { HhClient } from './hh-client';
import { createHhPort, type HhPort } from './seeker';
import type { HhSeekerTokens } from './seeker-tokens';

/** The browser companion as the port needs it (the companion module implements it). */
export interface BrowserTransport {
  /** True while the seeker has a paired, unrevoked companion: hh is then reached through their browser. */
  usesCompanion(userId: string): Promise<boolean>;
  ops: CompanionOperations;
}

/**
 * The hh port with both transports: for each seeker, every operation goes through their browser companion while they
 * have one paired, else through OAuth (createHhPort asks at every operation). `checkConnection` passes for a paired
 * seeker, who needs no OAuth token; `connect`, `revoke` and the calls that need no seeker stay on OAuth.
 */
export function createRoutedHhPort(client: HhClient, tokens: HhSeekerTokens, clock: Clock, browser: BrowserTransport): HhPort {
  const port = createHhPort(client, tokens, clock, {
    browserClient: async (userId) => ((await browser.usesCompanion(userId)) ? createBrowserSeekerClient(userId, browser.ops) : null),
  });
  return {
    ...port,
    async checkConnection(userId) {
      if (await browser.usesCompanion(userId)) return;
      await port.checkConnection(userId);
    },
  };
}
