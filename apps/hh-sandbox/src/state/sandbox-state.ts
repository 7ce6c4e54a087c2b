import { ApplicantState } from './applicants';
import type { SandboxClock } from './clock';
import { FaultState } from './faults';
import type { SandboxData } from './load-data';
import { NegotiationState } from './negotiations';
import { OAuthState } from './oauth-state';

/** Settings the mutable state needs (a subset of SandboxConfig). */
export interface StateSettings {
  clientId: string;
  clientSecret: string;
  tokenTtlMs: number;
  autoInviteRate: number;
  autoInviteDelayMs: number;
}

/**
 * All mutable sandbox state in memory: OAuth codes and tokens, applicants with resumes and favourites,
 * negotiations and faults, over the read-only loaded data. `reset()` empties it and resets the clock.
 */
export class SandboxState {
  readonly oauth: OAuthState;
  readonly applicants: ApplicantState;
  readonly negotiations: NegotiationState;
  readonly faults = new FaultState();

  constructor(
    readonly data: SandboxData,
    readonly clock: SandboxClock,
    settings: StateSettings,
  ) {
    this.oauth = new OAuthState(clock, { id: settings.clientId, secret: settings.clientSecret, tokenTtlMs: settings.tokenTtlMs });
    this.applicants = new ApplicantState(clock, data.catalog, data.areas, data.resumeListings);
    this.negotiations = new NegotiationState(clock, data.catalog, this.applicants, {
      rate: settings.autoInviteRate,
      delayMs: settings.autoInviteDelayMs,
    });
  }

  /** POST /__control/reset: forgets applicants, tokens, negotiations and faults; the clock goes back. */
  reset(): void {
    this.oauth.reset();
    this.applicants.reset();
    this.negotiations.reset();
    this.faults.clear();
    this.clock.reset();
  }
}
