import { z } from 'zod';
import { isoDateTimeSchema } from './common';

/**
 * The browser companion: a Chromium extension that works in the seeker's own hh.ru session. The seeker pairs it with
 * a short code from /connect; it then takes hh operations from the API (long poll, device token), performs each in an
 * hh.ru tab and reports the result. hh's cookies never leave the browser.
 */

/** Fixed `detail` texts of the companion's calls. */
export const COMPANION_DETAIL = {
  offline: 'The browser companion is not connected: open the browser with the extension',
  pairingCodeInvalid: 'Pairing code is invalid or expired',
  deviceTokenInvalid: 'Device token is invalid or revoked',
  deviceNotFound: 'Device not found',
  consentRequired: 'Sending on your behalf needs your consent first',
  askNotFound: 'Nothing is waiting for your answer here',
  operationNotFound: 'Operation not found',
} as const;

/** How applications go out through the companion: the seeker presses hh's button, or the companion does. */
export const COMPANION_MODES = ['assisted', 'send_for_me'] as const;
export const companionModeSchema = z.enum(COMPANION_MODES);
export type CompanionMode = z.infer<typeof companionModeSchema>;

/**
 * The published hard-stop list: on any of these the companion stops and asks the seeker, and never guesses. The same
 * names as the page contract's (packages/hh-contract site HARD_STOPS; a test keeps them equal). `unknown_page` (a
 * failed page self-test) also pauses sending for every seeker on the same selector pack until the operator ships a new one.
 */
export const HARD_STOPS = ['captcha', 'login_wall', 'test_required', 'external_form', 'unanswerable_question', 'unknown_page'] as const;
export const hardStopSchema = z.enum(HARD_STOPS);
export type HardStop = z.infer<typeof hardStopSchema>;

/** What the seeker reads for each hard stop (the README and /responses show the same list). */
export const HARD_STOP_TEXT: Record<HardStop, string> = {
  captcha: 'hh.ru показал капчу',
  login_wall: 'hh.ru просит войти в аккаунт',
  test_required: 'вакансия требует пройти тест',
  unanswerable_question: 'в анкете работодателя обязательный вопрос, на который нет ответа в ваших данных',
  external_form: 'работодатель принимает отклики только на своём сайте',
  unknown_page: 'hh изменил страницу',
};

/** The version of the «Отправлять за меня» consent text; a new text needs a new consent. */
export const SEND_FOR_ME_CONSENT_VERSION = 1;

/** Pacing limits a seeker may choose for «Отправлять за меня». */
export const PACING_LIMITS = { perHour: { min: 1, max: 20 }, perDay: { min: 1, max: 60 } } as const;

// ---------------------------------------------------------------------------------------------------------------
// Pairing and devices (session calls)

/** POST /api/companion/pairing-code answer: the code to type into the extension, valid until `expires_at`, once. */
export const pairingCodeSchema = z.object({
  code: z.string(),
  expires_at: isoDateTimeSchema,
});
export type PairingCode = z.infer<typeof pairingCodeSchema>;

/** One paired browser as /profile lists it; `online` while it polled within the last minute. */
export const companionDeviceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  extension_version: z.string().nullable(),
  created_at: isoDateTimeSchema,
  last_seen_at: isoDateTimeSchema.nullable(),
  online: z.boolean(),
});
export type CompanionDevice = z.infer<typeof companionDeviceSchema>;

/** GET /api/companion/devices answer (active devices only; a revoked one disappears). */
export const companionDeviceListSchema = z.object({ items: z.array(companionDeviceSchema) });
export type CompanionDeviceList = z.infer<typeof companionDeviceListSchema>;

/** Quiet hours in the seeker's time zone: no automatic sending from `from` to `to` (hours 0–23); equal = none. */
export const quietHoursSchema = z.object({ from: z.number().int().min(0).max(23), to: z.number().int().min(0).max(23) });
export type QuietHours = z.infer<typeof quietHoursSchema>;

/**
 * GET/PUT /api/companion/settings: the mode, the pacing of «Отправлять за меня» (applications per hour and per day,
 * quiet hours in `time_zone`, an IANA name) and when the seeker consented to automatic sending (null: never).
 */
export const companionSettingsSchema = z.object({
  mode: companionModeSchema,
  per_hour: z.number().int().min(PACING_LIMITS.perHour.min).max(PACING_LIMITS.perHour.max),
  per_day: z.number().int().min(PACING_LIMITS.perDay.min).max(PACING_LIMITS.perDay.max),
  quiet_hours: quietHoursSchema,
  time_zone: z.string(),
  send_for_me_consented_at: isoDateTimeSchema.nullable(),
});
export type CompanionSettings = z.infer<typeof companionSettingsSchema>;

/**
 * PUT /api/companion/settings body: any of the settings. Switching to `send_for_me` needs `consent: true` (the seeker
 * read the consent screen) unless they consented before; without it the answer is 409 companion_consent_required.
 */
export const companionSettingsBodySchema = z
  .object({
    mode: companionModeSchema,
    per_hour: companionSettingsSchema.shape.per_hour,
    per_day: companionSettingsSchema.shape.per_day,
    quiet_hours: quietHoursSchema,
    time_zone: z
      .string()
      .max(64)
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat('ru-RU', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, 'unknown time zone'),
    consent: z.literal(true),
  })
  .partial()
  .strict();
export type CompanionSettingsBody = z.infer<typeof companionSettingsBodySchema>;

/** Something the companion stopped on and asks the seeker about (a hard stop of one application). */
export const companionAskSchema = z.object({
  id: z.uuid(),
  reason: hardStopSchema,
  vacancy_id: z.string().nullable(),
  vacancy_name: z.string().nullable(),
  /** The employer's question, for `unanswerable_question`. */
  question: z.string().nullable(),
  created_at: isoDateTimeSchema,
});
export type CompanionAsk = z.infer<typeof companionAskSchema>;

/**
 * POST /api/companion/asks/{id}: `retry` (the seeker solved the captcha or signed in: try again), `answer` (the
 * seeker's own answer to the question; used for this application only), `skip` (the seeker applies by hand).
 */
export const companionAskReplySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('retry') }),
  z.object({ action: z.literal('answer'), answer: z.string().trim().min(1).max(4000) }),
  z.object({ action: z.literal('skip') }),
]);
export type CompanionAskReply = z.infer<typeof companionAskReplySchema>;

/**
 * GET /api/companion/status: which way Otklik reaches hh for this seeker, whether their companion is online, whether
 * sending is paused because hh changed a page, how many applications wait for the browser, and what the seeker is asked.
 */
export const companionStatusSchema = z.object({
  /** `companion` while a paired browser carries the seeker's hh calls; `oauth` otherwise (hh's API). */
  transport: z.enum(['oauth', 'companion']),
  online: z.boolean(),
  last_seen_at: isoDateTimeSchema.nullable(),
  mode: companionModeSchema,
  /** True while a page self-test failed on the current selector pack: nothing is sent until a new pack is out. */
  paused_page_changed: z.boolean(),
  /** Applications queued or in flight that wait for the companion. */
  waiting: z.number().int(),
  asks: z.array(companionAskSchema),
});
export type CompanionStatus = z.infer<typeof companionStatusSchema>;

/** One line of the companion's audit log: what it did, when, on which vacancy, and how it ended. */
export const companionAuditEntrySchema = z.object({
  id: z.string(),
  at: isoDateTimeSchema,
  action: z.string(),
  vacancy_id: z.string().nullable(),
  vacancy_name: z.string().nullable(),
  result: z.enum(['ok', 'stopped', 'failed', 'info']),
  detail: z.string().nullable(),
});
export type CompanionAuditEntry = z.infer<typeof companionAuditEntrySchema>;

/** GET /api/companion/audit?offset&limit answer, newest first. */
export const companionAuditPageSchema = z.object({
  items: z.array(companionAuditEntrySchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type CompanionAuditPage = z.infer<typeof companionAuditPageSchema>;

export const companionAuditQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

// ---------------------------------------------------------------------------------------------------------------
// The device protocol (extension ↔ API, `Authorization: Bearer <device token>`)

/** POST /api/companion/pair body: the code the seeker typed and how the browser names itself. */
export const pairBodySchema = z.object({
  code: z.string().trim().min(4).max(32),
  device_name: z.string().trim().min(1).max(100),
  extension_version: z.string().trim().max(32).optional(),
});
export type PairBody = z.infer<typeof pairBodySchema>;

/** POST /api/companion/pair answer: the device token (shown once; the API keeps only its hash). */
export const pairResultSchema = z.object({ device_id: z.uuid(), device_token: z.string() });
export type PairResult = z.infer<typeof pairResultSchema>;

/** The operations the API queues for a companion. */
export const COMPANION_OPERATION_KINDS = [
  'list_resumes',
  'read_resume',
  'search_vacancies',
  'read_vacancy',
  'apply',
  'list_negotiations',
  'fill_resume',
] as const;
export const companionOperationKindSchema = z.enum(COMPANION_OPERATION_KINDS);
export type CompanionOperationKind = z.infer<typeof companionOperationKindSchema>;

/** GET /vacancies-like filters for `search_vacancies` (hh's search page takes the same query names). */
export const searchVacanciesParamsSchema = z.object({
  text: z.string().optional(),
  area: z.array(z.string()).optional(),
  salary: z.number().optional(),
  currency: z.string().optional(),
  only_with_salary: z.boolean().optional(),
  schedule: z.literal('remote').optional(),
  experience: z.string().optional(),
  order_by: z.string().optional(),
  per_page: z.number().int().optional(),
  page: z.number().int().optional(),
});

/** What the companion needs to apply: the letter, the resume, the mode, and answers the seeker gave to questions. */
export const applyParamsSchema = z.object({
  vacancy_id: z.string(),
  resume_id: z.string(),
  letter: z.string(),
  mode: companionModeSchema,
  vacancy_name: z.string().nullable(),
});
export type ApplyParams = z.infer<typeof applyParamsSchema>;

/** The parameters of each operation kind. */
export const companionOperationParamsSchemas = {
  list_resumes: z.object({}),
  read_resume: z.object({ resume_id: z.string() }),
  search_vacancies: searchVacanciesParamsSchema,
  read_vacancy: z.object({ vacancy_id: z.string() }),
  apply: applyParamsSchema,
  list_negotiations: z.object({ vacancy_id: z.string().optional(), page: z.number().int().optional() }),
  fill_resume: z.object({ resume: z.record(z.string(), z.unknown()) }),
} as const satisfies Record<CompanionOperationKind, z.ZodType>;

/** One operation handed to a companion. `attempt` counts hand-overs (a re-run after a closed tab is attempt 2). */
export const companionOperationSchema = z.object({
  id: z.uuid(),
  kind: companionOperationKindSchema,
  params: z.record(z.string(), z.unknown()),
  attempt: z.number().int(),
  /** The selector pack the companion must use (its self-test runs before acting). */
  pack_version: z.string(),
  /** ms the companion waits between two steps on a page (human pacing; the test setting shortens it). */
  step_delay_ms: z.number().int(),
});
export type CompanionOperation = z.infer<typeof companionOperationSchema>;

/** GET /api/companion/device/operations/next answer (204 when none came within the wait). */
export const nextOperationSchema = z.object({ operation: companionOperationSchema });

/** The outcome the companion reports for an operation. */
export const operationReportSchema = z.discriminatedUnion('status', [
  /** Done: `result` is the kind's result (hh's objects as read from its pages). */
  z.object({ status: z.literal('done'), result: z.unknown() }),
  /** A hard stop: the seeker is asked; `question` for unanswerable_question, `page` and `missing` for unknown_page. */
  z.object({
    status: z.literal('stopped'),
    reason: hardStopSchema,
    question: z.string().max(4000).optional(),
    page: z.string().max(64).optional(),
    missing: z.array(z.string().max(200)).max(50).optional(),
  }),
  /** The tab was closed or the browser went away mid-operation: the API hands it over again (check-first rule). */
  z.object({ status: z.literal('interrupted'), detail: z.string().max(500).optional() }),
  /** Something else went wrong (hh answered an error page, a timeout): reported as hh being unavailable. */
  z.object({ status: z.literal('failed'), detail: z.string().max(500).optional() }),
]);
export type OperationReport = z.infer<typeof operationReportSchema>;

/** One required or optional question of an employer's questionnaire, as the companion read it from hh's form. */
export const questionnaireQuestionSchema = z.object({
  key: z.string().max(200),
  text: z.string().max(4000),
  required: z.boolean(),
  kind: z.enum(['text', 'choice']),
  /** Choices of a choice question, in the page's order. */
  options: z.array(z.string().max(500)).max(50).optional(),
});
export type QuestionnaireQuestion = z.infer<typeof questionnaireQuestionSchema>;

/** POST /api/companion/device/operations/{id}/questions body: the questionnaire of an apply operation. */
export const questionsBodySchema = z.object({ questions: z.array(questionnaireQuestionSchema).max(50) });

/**
 * Its answer: a value for each question the API can answer from the seeker's explicit facts (text, or the chosen
 * option), or the first required question it cannot: the companion then stops with unanswerable_question.
 */
export const questionsAnswerSchema = z.object({
  answers: z.array(z.object({ key: z.string(), value: z.string() })),
  unanswered: z.object({ key: z.string(), text: z.string() }).nullable(),
});
export type QuestionsAnswer = z.infer<typeof questionsAnswerSchema>;

/** POST /api/companion/device/operations/{id}/events body: steps the companion took (the audit log), oldest first. */
export const operationEventsBodySchema = z.object({
  events: z
    .array(
      z.object({
        action: z.string().min(1).max(120),
        detail: z.string().max(500).optional(),
        at: isoDateTimeSchema.optional(),
        /** The vacancy's title as hh's page shows it (the audit log names the vacancy). */
        vacancy_name: z.string().max(300).optional(),
      }),
    )
    .min(1)
    .max(50),
});

/** POST /api/companion/device/pack-mismatch body: the self-test of `page` failed on pack `version`. */
export const packMismatchBodySchema = z.object({
  version: z.string().max(64),
  page: z.string().max(64),
  missing: z.array(z.string().max(200)).max(50),
  operation_id: z.uuid().optional(),
});

/** GET /api/companion/device/me answer: whose companion this is and what it should do. */
export const deviceMeSchema = z.object({
  device_id: z.uuid(),
  user_name: z.string(),
  mode: companionModeSchema,
  paused_page_changed: z.boolean(),
});
export type DeviceMe = z.infer<typeof deviceMeSchema>;
