/**
 * What the sending pipeline knows of hh's negotiations (the applications it sent), in our terms. The hh integration maps
 * hh's GET /negotiations items and its refusals of POST /negotiations into these.
 */

/**
 * One negotiation of the seeker. `state` is hh's state id: `response` (sent), `invitation`, `discard` (rejected) or
 * `hidden`; `vacancyId` / `resumeId` are null when hh deleted them; `createdAt` is null when hh's date is unreadable.
 */
export interface Negotiation {
  id: string;
  state: string;
  vacancyId: string | null;
  resumeId: string | null;
  createdAt: Date | null;
  /**
   * The employer opened it: hh's `viewed_by_opponent`, and always true once hh shows an `invitation` or `discard`
   * (an answer implies a view, whatever the flag says).
   */
  viewedByOpponent: boolean;
  /** The vacancy's title, employer and hh page, as hh lists them (null when hh deleted the vacancy). */
  vacancyName: string | null;
  employerName: string | null;
  vacancyLink: string | null;
}

/** One page of the seeker's negotiations; `pages` is hh's page count. */
export interface NegotiationPage {
  items: Negotiation[];
  pages: number;
}

/**
 * Why hh refused an application for good. Known reasons: `already_applied`, `limit_exceeded` (hh's daily limit),
 * `forbidden`, `test_required`, `application_denied`, `resume_visibility_conflict`, `captcha_required`, `archived`,
 * `vacancy_not_found`, `resume_not_found`, `empty_message`, `too_long_message`; any other is hh's own value.
 */
export type ApplyRefusalReason =
  | 'already_applied'
  | 'limit_exceeded'
  | 'forbidden'
  | 'test_required'
  | 'application_denied'
  | 'resume_visibility_conflict'
  | 'captcha_required'
  | 'archived'
  | 'vacancy_not_found'
  | 'resume_not_found'
  | 'empty_message'
  | 'too_long_message'
  | (string & {});

/** hh refused POST /negotiations for good: repeating the same application will not help. */
export class ApplyRefusal extends Error {
  constructor(
    readonly reason: ApplyRefusalReason,
    options?: { cause?: unknown },
  ) {
    super(`hh refused the application: ${reason}`, options);
    this.name = 'ApplyRefusal';
  }
}

/**
 * hh has not answered the application yet, and will later: the seeker's browser companion holds it (closed browser,
 * pacing, the seeker's own press of «Откликнуться», a question for the seeker). The pipeline keeps the application in
 * flight (it counts toward the day's quota) and is told when the answer is there; `reason` says what it waits for.
 */
export class ApplyPending extends Error {
  constructor(readonly reason: 'browser_closed' | 'in_progress' | 'seeker_asked') {
    super(`the application waits: ${reason}`);
    this.name = 'ApplyPending';
  }
}
