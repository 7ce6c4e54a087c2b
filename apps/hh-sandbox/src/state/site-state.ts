import { randomBytes, randomInt } from 'node:crypto';
import type { SandboxClock } from './clock';
import type { SiteQuestion } from './questionnaires';

/** How long a website session lives without use (hh keeps its login for weeks; the sandbox: 30 days). */
export const SESSION_TTL_MS = 30 * 86_400_000;

/** A website login: who, the form token of its forms (`_xsrf`), when it was last used (sandbox clock). */
export interface SiteSession {
  id: string;
  applicantId: string;
  xsrf: string;
  lastSeenMs: number;
}

/**
 * The switches of the website face, set through /__control/site so tests can reach every path a companion must
 * handle:
 * - `captcha`: the code a captcha page asks for, shown instead of every site page until it is typed (null: off);
 * - `responseShape`: `popup` (the response modal over the vacancy page, hh's default) or `page` (the full-page form);
 * - `renamedQa`: data-qa values the pages write renamed (hh changed its markup), `'all'` for every one;
 * - `testVacancies` / `externalVacancies` (id → the employer's URL): vacancies turned into a test vacancy or one
 *   answered on the employer's own site, beside those the data has;
 * - `questions`: questionnaires set per vacancy, replacing what the data implies (an empty list removes it).
 */
export interface SiteSwitches {
  captcha: string | null;
  responseShape: 'popup' | 'page';
  renamedQa: ReadonlySet<string> | 'all';
  testVacancies: Set<string>;
  externalVacancies: Map<string, string>;
  questions: Map<string, SiteQuestion[]>;
}

const defaultSwitches = (): SiteSwitches => ({
  captcha: null,
  responseShape: 'popup',
  renamedQa: new Set(),
  testVacancies: new Set(),
  externalVacancies: new Map(),
  questions: new Map(),
});

/** The website face's mutable state: logins (cookie sessions) and the switches. `reset()` forgets both. */
export class SiteState {
  private sessions = new Map<string, SiteSession>();
  switches: SiteSwitches = defaultSwitches();

  constructor(private readonly clock: SandboxClock) {}

  /** Logs an applicant in: a new session with an unguessable id (the `hhtoken` cookie) and form token. */
  login(applicantId: string): SiteSession {
    const session: SiteSession = {
      id: randomBytes(24).toString('base64url'),
      applicantId,
      xsrf: randomBytes(16).toString('base64url'),
      lastSeenMs: this.clock.now(),
    };
    this.sessions.set(session.id, session);
    return session;
  }

  /** The live session of a cookie value, touched; null when unknown, logged out or idle past SESSION_TTL_MS. */
  session(id: string | undefined): SiteSession | null {
    if (!id) return null;
    const session = this.sessions.get(id);
    if (!session) return null;
    const now = this.clock.now();
    if (now - session.lastSeenMs > SESSION_TTL_MS) {
      this.sessions.delete(id);
      return null;
    }
    session.lastSeenMs = now;
    return session;
  }

  /** Ends one session (logout). */
  logout(id: string): void {
    this.sessions.delete(id);
  }

  /** Ends every session of an applicant, or every session at all: the next page shows the login wall. @returns how many ended */
  expireSessions(applicantId?: string): number {
    let ended = 0;
    for (const [id, session] of this.sessions) {
      if (applicantId === undefined || session.applicantId === applicantId) {
        this.sessions.delete(id);
        ended++;
      }
    }
    return ended;
  }

  /** Turns the captcha on with a new 5-digit code. @returns the code */
  showCaptcha(): string {
    this.switches.captcha = String(randomInt(10_000, 100_000));
    return this.switches.captcha;
  }

  /** Forgets every session and switch. */
  reset(): void {
    this.sessions.clear();
    this.switches = defaultSwitches();
  }
}
