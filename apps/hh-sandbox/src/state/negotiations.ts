import { HH_APPLY_ERRORS, HH_NEGOTIATION_MESSAGE_MAX_LENGTH } from '@otklik/hh-contract';
import { negotiationError, notFound } from '../http/errors';
import type { Applicant, ApplicantState } from './applicants';
import type { VacancyCatalog } from './catalog';
import type { CatalogVacancy } from './vacancy-normalizer';
import type { SandboxClock } from './clock';
import { unitHash } from './hash';

/** Applications one applicant may send in a rolling 24 h on the sandbox clock (hh: limit_exceeded, ≈200). */
export const DAILY_APPLICATION_LIMIT = 200;
const DAY_MS = 86_400_000;

/** The employer's message when it invites (it opens the thread in GET /negotiations/{nid}/messages). */
export const INVITATION_TEXT = 'Здравствуйте! Спасибо за отклик. Приглашаем вас на собеседование — ответьте, пожалуйста, когда вам удобно.';
/** The employer's message when it rejects. */
export const DISCARD_TEXT = 'Здравствуйте! Спасибо за интерес к вакансии, но мы не готовы пригласить вас на собеседование.';

/** One message of a negotiation's thread: the applicant's letter first, then the employer's answers. */
export interface StoredMessage {
  id: string;
  author: 'applicant' | 'employer';
  text: string;
  createdMs: number;
  state: 'response' | 'invitation' | 'discard';
}

/** A negotiation (application, then maybe invitation or rejection) as the sandbox stores it. */
export interface StoredNegotiation {
  id: string;
  applicantId: string;
  vacancyId: string;
  resumeId: string;
  /** The cover letter as sent ('' when none); hh never shows it back, the control API does. */
  message: string;
  state: 'response' | 'invitation' | 'discard';
  createdMs: number;
  updatedMs: number;
  hasUpdates: boolean;
  viewedByOpponent: boolean;
  messages: StoredMessage[];
  /** When an employer will invite on its own (auto-invite), or null. */
  autoInviteAtMs: number | null;
  /** Answers to the employer's questions (question id → text or option ids), sent through hh's website. */
  answers: Record<string, string | string[]>;
  /** Where it was sent: hh's API or hh's website. */
  channel: 'api' | 'site';
}

/** What an application carries besides the vacancy, the resume and the letter when it is sent on hh's website. */
export interface SiteApplyExtras {
  /** The applicant took the employer's test (only the website offers it). */
  testTaken: boolean;
  answers: Record<string, string | string[]>;
}

/** The vacancy rules that switches may change (see SandboxState): whether it requires a test. */
export interface VacancyRules {
  hasTest(vacancy: CatalogVacancy): boolean;
}

/**
 * Applying and the negotiations that follow, with hh's rules for POST /negotiations: the checks run
 * in the order vacancy → resume → vacancy state → duplicates → letter → daily limit. Employers act through the
 * control API or on their own: a share `autoInviteRate` of negotiations (chosen by a hash of the negotiation id)
 * turns into an invitation `autoInviteDelayMs` after the application, on the sandbox clock.
 */
export class NegotiationState {
  private byId = new Map<string, StoredNegotiation>();
  private sequence = 0;
  private messageSequence = 0;

  constructor(
    private readonly clock: SandboxClock,
    private readonly catalog: VacancyCatalog,
    private readonly applicants: ApplicantState,
    private readonly autoInvite: { rate: number; delayMs: number },
    private readonly rules: VacancyRules = { hasTest: (v) => v.hasTest },
  ) {}

  /** Forgets every negotiation; ids start again. */
  reset(): void {
    this.byId.clear();
    this.sequence = 0;
    this.messageSequence = 0;
  }

  private nextMessageId(): string {
    return String(2_000_000_000 + ++this.messageSequence);
  }

  /**
   * POST /negotiations, or the response form of hh's website (`site` set): one negotiation per applicant and vacancy,
   * whichever resume and channel. Only the website lets the applicant take a test (`site.testTaken`).
   * @returns the new negotiation (state `response`)
   * @throws HhApiError negotiations/vacancy_not_found, resume_not_found, invalid_vacancy, test_required,
   *   already_applied, empty_message, too_long_message, limit_exceeded (statuses as in HH_APPLY_ERRORS)
   */
  apply(applicant: Applicant, form: { vacancyId: string; resumeId: string; message: string }, site?: SiteApplyExtras): StoredNegotiation {
    const fail = (value: keyof typeof HH_APPLY_ERRORS) => negotiationError(HH_APPLY_ERRORS[value], value);
    const vacancy = this.catalog.get(form.vacancyId);
    if (!vacancy) throw fail('vacancy_not_found');
    const resume = this.applicants.findResume(form.resumeId);
    if (!resume || resume.ownerId !== applicant.id || resume.status !== 'published') throw fail('resume_not_found');
    if (vacancy.archived) throw fail('invalid_vacancy');
    if (this.rules.hasTest(vacancy) && !site?.testTaken) throw fail('test_required');
    if (this.ofVacancy(applicant, vacancy.id)) throw fail('already_applied');
    const message = form.message.trim();
    if (form.message.length > HH_NEGOTIATION_MESSAGE_MAX_LENGTH) throw fail('too_long_message');
    if (vacancy.letterRequired && message === '') throw fail('empty_message');
    const now = this.clock.now();
    let recent = 0;
    for (const n of this.byId.values()) if (n.applicantId === applicant.id && n.createdMs > now - DAY_MS) recent++;
    if (recent >= DAILY_APPLICATION_LIMIT) throw fail('limit_exceeded');

    const id = String(1_000_000_000 + ++this.sequence);
    const invites = this.autoInvite.rate > 0 && unitHash(`negotiation:${id}:invite`) < this.autoInvite.rate;
    const negotiation: StoredNegotiation = {
      id,
      applicantId: applicant.id,
      vacancyId: vacancy.id,
      resumeId: resume.id,
      message: form.message,
      state: 'response',
      createdMs: now,
      updatedMs: now,
      hasUpdates: false,
      viewedByOpponent: false,
      messages: [],
      autoInviteAtMs: invites ? now + this.autoInvite.delayMs : null,
      answers: site?.answers ?? {},
      channel: site ? 'site' : 'api',
    };
    if (form.message !== '') {
      negotiation.messages.push({ id: this.nextMessageId(), author: 'applicant', text: form.message, createdMs: now, state: 'response' });
    }
    this.byId.set(id, negotiation);
    return negotiation;
  }

  /** Every negotiation of an applicant. */
  of(applicant: Applicant): StoredNegotiation[] {
    return [...this.byId.values()].filter((n) => n.applicantId === applicant.id);
  }

  /** The applicant's negotiation on a vacancy, if they applied (there is at most one). */
  ofVacancy(applicant: Applicant, vacancyId: string): StoredNegotiation | undefined {
    for (const n of this.byId.values()) if (n.applicantId === applicant.id && n.vacancyId === vacancyId) return n;
    return undefined;
  }

  /** All negotiations. */
  all(): StoredNegotiation[] {
    return [...this.byId.values()];
  }

  /**
   * One negotiation of this applicant.
   * @throws HhApiError 404 when missing or someone else's
   */
  own(applicant: Applicant, id: string): StoredNegotiation {
    const n = this.byId.get(id);
    if (!n || n.applicantId !== applicant.id) throw notFound();
    return n;
  }

  /** A negotiation by id (control API), or undefined. */
  find(id: string): StoredNegotiation | undefined {
    return this.byId.get(id);
  }

  /**
   * The employer's answer: `invitation` or `discard`. The negotiation gets `has_updates` and an employer message.
   * An auto-invite still pending is cancelled.
   */
  respond(n: StoredNegotiation, state: 'invitation' | 'discard', atMs = this.clock.now()): void {
    n.state = state;
    n.updatedMs = atMs;
    n.hasUpdates = true;
    n.viewedByOpponent = true;
    n.autoInviteAtMs = null;
    n.messages.push({
      id: this.nextMessageId(),
      author: 'employer',
      text: state === 'invitation' ? INVITATION_TEXT : DISCARD_TEXT,
      createdMs: atMs,
      state,
    });
  }

  /**
   * The employer opened the response without answering yet: `viewed_by_opponent` turns true and the state stays.
   * hh sets no `has_updates` for a view (the applicant sees it only in the list's flag).
   */
  view(n: StoredNegotiation): void {
    n.viewedByOpponent = true;
  }

  /** Marks the thread as read by the applicant (GET /negotiations/{nid}/messages). */
  markRead(n: StoredNegotiation): void {
    n.hasUpdates = false;
  }

  /**
   * Carries out the auto-invites that are due on the sandbox clock (called before every request and by a timer).
   * @returns how many negotiations turned into invitations
   */
  runDueInvites(): number {
    const now = this.clock.now();
    let count = 0;
    for (const n of this.byId.values()) {
      if (n.autoInviteAtMs !== null && n.autoInviteAtMs <= now && n.state === 'response') {
        this.respond(n, 'invitation', n.autoInviteAtMs);
        count++;
      }
    }
    return count;
  }
}
