import { ApplicantState } from './applicants';
import type { SandboxClock } from './clock';
import { FaultState } from './faults';
import type { SandboxData } from './load-data';
import { NegotiationState } from './negotiations';
import { OAuthState } from './oauth-state';
import { defaultQuestionsOf, type SiteQuestion } from './questionnaires';
import { SiteState } from './site-state';
import type { CatalogVacancy } from './vacancy-normalizer';

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
 * negotiations, faults, and the website's sessions and switches, over the read-only loaded data. `reset()` empties
 * it and resets the clock.
 */
export class SandboxState {
  readonly oauth: OAuthState;
  readonly applicants: ApplicantState;
  readonly negotiations: NegotiationState;
  readonly faults = new FaultState();
  readonly site: SiteState;

  constructor(
    readonly data: SandboxData,
    readonly clock: SandboxClock,
    settings: StateSettings,
  ) {
    this.oauth = new OAuthState(clock, { id: settings.clientId, secret: settings.clientSecret, tokenTtlMs: settings.tokenTtlMs });
    this.applicants = new ApplicantState(clock, data.catalog, data.areas, data.resumeListings);
    this.site = new SiteState(clock);
    this.negotiations = new NegotiationState(
      clock,
      data.catalog,
      this.applicants,
      { rate: settings.autoInviteRate, delayMs: settings.autoInviteDelayMs },
      { hasTest: (v) => this.hasTest(v) },
    );
  }

  /** True when the vacancy requires a test: the data says so, or a switch made it a test vacancy. */
  hasTest(vacancy: CatalogVacancy): boolean {
    return vacancy.hasTest || this.site.switches.testVacancies.has(vacancy.id);
  }

  /** The employer's own response form when the vacancy takes no response on hh (a switch sets it), else null. */
  externalUrl(vacancy: CatalogVacancy): string | null {
    return this.site.switches.externalVacancies.get(vacancy.id) ?? null;
  }

  /** The employer's questions in the vacancy's response form: as a switch set them, else as the data implies. */
  questionsOf(vacancy: CatalogVacancy): SiteQuestion[] {
    return this.site.switches.questions.get(vacancy.id) ?? defaultQuestionsOf(vacancy.id);
  }

  /** POST /__control/reset: forgets applicants, tokens, negotiations and faults; the clock goes back. */
  reset(): void {
    this.oauth.reset();
    this.applicants.reset();
    this.negotiations.reset();
    this.faults.clear();
    this.site.reset();
    this.clock.reset();
  }
}
