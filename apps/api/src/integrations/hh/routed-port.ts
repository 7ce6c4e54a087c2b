import { createBrowserSeekerClient, type CompanionOperations } from './browser-transport';
import type { HhPort, HhSeekerClient } from './seeker';

/** The browser companion as the port needs it (the companion module implements it). */
export interface BrowserTransport {
  /** True while the seeker has a paired, unrevoked companion: hh is then reached through their browser. */
  usesCompanion(userId: string): Promise<boolean>;
  ops: CompanionOperations;
}

/**
 * The hh port with two transports behind it: for each seeker, every call goes through their browser companion while
 * they have one paired, else through OAuth. Modules never learn which: the answers and errors are the same.
 * `checkConnection` passes for a paired seeker (no OAuth token needed); `connect`, `revoke` and the calls that need no
 * seeker stay on OAuth.
 */
export function createRoutedHhPort(oauth: HhPort, browser: BrowserTransport): HhPort {
  return {
    ...oauth,
    forSeeker(userId) {
      const viaOauth = oauth.forSeeker(userId);
      const viaBrowser = createBrowserSeekerClient(userId, browser.ops);
      const names = Object.keys(viaOauth) as (keyof HhSeekerClient)[];
      const routed = names.map((name) => {
        const call = async (...args: unknown[]) => {
          const client = (await browser.usesCompanion(userId)) ? viaBrowser : viaOauth;
          return (client[name] as (...rest: unknown[]) => Promise<unknown>)(...args);
        };
        return [name, call];
      });
      return Object.fromEntries(routed) as HhSeekerClient;
    },
    async checkConnection(userId) {
      if (await browser.usesCompanion(userId)) return;
      await oauth.checkConnection(userId);
    },
  };
}
