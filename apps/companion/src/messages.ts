import type { MarkupStop, SelectorPack, SelfTestResult, SitePage } from './site-contract';

/** What the popup learns from the service worker. */
export interface WorkerStatus {
  paired: boolean;
  userName: string | null;
  /** What the companion is doing now (an operation kind), or null when idle. */
  busy: string | null;
}

/** One answer to put into the response form: the field name (`task_{id}_text`, `task_{id}`) and the text or option. */
export interface FormAnswer {
  key: string;
  value: string;
}

/** The service worker's commands to the content script of an hh page. */
export type ContentCommand =
  /** Reads the page: the stop it shows, the self-tests of `pages`, its state and how many elements some roles match. */
  | { cmd: 'inspect'; pack: SelectorPack; pages: SitePage[]; count?: { page: SitePage; role: string }[] }
  /** Clicks the first element of a role. */
  | { cmd: 'click'; pack: SelectorPack; page: SitePage; role: string }
  /** Clicks `role` inside the list item (`item`) whose `link` role points at a URL containing `href`. */
  | { cmd: 'clickInItem'; pack: SelectorPack; page: SitePage; link: string; href: string; role: string }
  /** Reads the employer's questions of the response form. */
  | { cmd: 'questions'; pack: SelectorPack }
  /** Fills the response form: the resume, the letter, the answers (nothing is submitted). */
  | { cmd: 'fill'; pack: SelectorPack; page: 'response_popup' | 'response_page'; resumeId: string; letter: string; answers: FormAnswer[] }
  /** Fills hh's resume editor (title, key skills, about, salary, jobs); the seeker saves it. */
  | { cmd: 'fillResume'; pack: SelectorPack; resume: ResumeFields }
  /** Shows the seeker a notice over the page. */
  | { cmd: 'notice'; text: string };

/** What `inspect` answers. */
export interface PageInspection {
  url: string;
  /** The HTTP status of the page's load (404 for a vacancy hh no longer has), or 0 when unknown. */
  status: number;
  stop: MarkupStop | null;
  tests: Partial<Record<SitePage, SelfTestResult>>;
  state: unknown;
  counts: Record<string, number>;
  title: string | null;
  /** Texts of the response form's error notices (hh's refusal, e.g. its daily limit). */
  errors: string[];
}

/** What the companion types into hh's resume editor (from hh's create-resume body). */
export interface ResumeFields {
  title?: string;
  about?: string;
  skills?: string[];
  salary?: number | null;
  experience?: { company?: string | null; position?: string | null; start?: string | null; end?: string | null; description?: string | null }[];
}
