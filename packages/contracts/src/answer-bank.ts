import { z } from 'zod';
import { isoDateTimeSchema } from './common';

/**
 * The answer bank: the seeker's stable facts for employers' questionnaires on hh, typed, entered by the
 * seeker on /profile. Every field is null until the seeker fills it. Work permit and citizenship are ONLY what the
 * seeker typed: nothing is ever inferred for them.
 */

/** Currencies of the expected salary (hh currency codes). */
export const BANK_CURRENCIES = ['RUR', 'USD', 'EUR', 'KZT', 'BYR', 'UZS'] as const;

/** Expected salary: `amount` in whole units of `currency`, before (`gross`) or after (`net`) tax, per `period`. */
export const bankSalarySchema = z.object({
  amount: z.number().int('Сумма — целое число').positive('Сумма должна быть больше нуля').max(100_000_000, 'Слишком большая сумма'),
  currency: z.enum(BANK_CURRENCIES),
  gross: z.enum(['gross', 'net']),
  period: z.enum(['month', 'year', 'hour']),
});
export type BankSalary = z.infer<typeof bankSalarySchema>;

/** Notice period: how soon the seeker can start after an offer, `amount` 0–52 `unit`s (0 = at once). */
export const bankNoticePeriodSchema = z.object({
  amount: z.number().int('Срок — целое число').min(0, 'Срок не может быть отрицательным').max(52, 'Не больше 52'),
  unit: z.enum(['day', 'week', 'month']),
});
export type BankNoticePeriod = z.infer<typeof bankNoticePeriodSchema>;

/** Readiness to relocate: ready, not ready, or open to discuss. */
export const bankRelocationSchema = z.enum(['ready', 'not_ready', 'discuss']);
/** Work formats the seeker accepts: office, hybrid, remote; at least one. */
export const bankWorkFormatSchema = z
  .array(z.enum(['office', 'hybrid', 'remote']))
  .min(1, 'Выберите хотя бы один формат')
  .max(3);
/** Readiness for business trips, in hh's business_trip_readiness terms: ready, sometimes, never. */
export const bankBusinessTripsSchema = z.enum(['ready', 'sometimes', 'never']);
/** English level, hh's language_level ids: a1–c2, l1 (native). */
export const bankEnglishLevelSchema = z.enum(['a1', 'a2', 'b1', 'b2', 'c1', 'c2', 'l1']);

/** A portfolio link: http(s) only, ≤ 500 characters. */
export const bankPortfolioUrlSchema = z
  .string()
  .trim()
  .max(500, 'Ссылка длиннее 500 символов')
  .pipe(z.url({ protocol: /^https?$/, hostname: /\./, error: 'Нужна ссылка, начинающаяся с http:// или https://' }));

/** Years of experience with one skill (0–60, halves allowed: 1.5). */
export const bankSkillYearsSchema = z.object({
  skill: z.string().trim().min(1, 'Укажите навык').max(100, 'Название навыка длиннее 100 символов'),
  years: z
    .number()
    .min(0, 'Не меньше 0 лет')
    .max(60, 'Не больше 60 лет')
    .refine((v) => Number.isInteger(v * 2), 'Годы — целое число или с половиной (1.5)'),
});
export type BankSkillYears = z.infer<typeof bankSkillYearsSchema>;

/** A free-text compliance value the seeker typed (a country or countries), ≤ 200 characters. */
const complianceTextSchema = z.string().trim().min(1, 'Поле пустое').max(200, 'Не длиннее 200 символов');

/** The facts of the bank; every one nullable (null = not filled). */
export const answerBankFactsSchema = z.object({
  salary: bankSalarySchema.nullable(),
  notice_period: bankNoticePeriodSchema.nullable(),
  relocation: bankRelocationSchema.nullable(),
  work_format: bankWorkFormatSchema.nullable(),
  business_trips: bankBusinessTripsSchema.nullable(),
  english_level: bankEnglishLevelSchema.nullable(),
  portfolio_url: bankPortfolioUrlSchema.nullable(),
  /** One entry per skill (names compared without case). At most 50. */
  skill_years: z
    .array(bankSkillYearsSchema)
    .max(50, 'Не больше 50 навыков')
    .refine((items) => new Set(items.map((i) => i.skill.toLowerCase())).size === items.length, 'Навык указан дважды')
    .nullable(),
  /** Where the seeker may work legally, as the seeker typed it; never inferred. */
  work_permit: complianceTextSchema.nullable(),
  /** Citizenship as the seeker typed it; never inferred. */
  citizenship: complianceTextSchema.nullable(),
});
export type AnswerBankFacts = z.infer<typeof answerBankFactsSchema>;

/** A bank nobody filled yet: every fact null. */
export const EMPTY_ANSWER_BANK_FACTS: AnswerBankFacts = {
  salary: null,
  notice_period: null,
  relocation: null,
  work_format: null,
  business_trips: null,
  english_level: null,
  portfolio_url: null,
  skill_years: null,
  work_permit: null,
  citizenship: null,
};

/** The names of the bank's facts. */
export const ANSWER_BANK_FIELDS = [
  'salary',
  'notice_period',
  'relocation',
  'work_format',
  'business_trips',
  'english_level',
  'portfolio_url',
  'skill_years',
  'work_permit',
  'citizenship',
] as const satisfies readonly (keyof AnswerBankFacts)[];
export const answerBankFieldSchema = z.enum(ANSWER_BANK_FIELDS);
export type AnswerBankField = z.infer<typeof answerBankFieldSchema>;

/** GET/PUT/PATCH /api/answer-bank answer: every fact (null when not filled) and when it last changed (null: never). */
export const answerBankSchema = answerBankFactsSchema.extend({ updated_at: isoDateTimeSchema.nullable() });
export type AnswerBank = z.infer<typeof answerBankSchema>;

/** PUT /api/answer-bank body: the whole bank; a field left out is cleared (null). Unknown keys are refused. */
export const putAnswerBankBodySchema = answerBankFactsSchema.partial().strict();
export type PutAnswerBankBody = z.input<typeof putAnswerBankBodySchema>;

/** PATCH /api/answer-bank body: only the facts to change (null clears one); at least one. Unknown keys are refused. */
export const patchAnswerBankBodySchema = answerBankFactsSchema
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Нечего сохранять');
export type PatchAnswerBankBody = z.input<typeof patchAnswerBankBodySchema>;

/** The kinds of employer questions the answer bank can answer. */
export const QUESTION_CATEGORIES = ['conditions', 'motivation', 'expertise', 'skill_check', 'portfolio', 'format', 'compliance', 'other'] as const;
export const questionCategorySchema = z.enum(QUESTION_CATEGORIES);
export type QuestionCategory = z.infer<typeof questionCategorySchema>;

/** POST /api/answer-bank/draft body: an employer's question (3–2000 characters) and, optionally, the position it is for. */
export const draftAnswerBodySchema = z
  .object({
    question: z.string().trim().min(3, 'Вопрос слишком короткий').max(2000, 'Вопрос длиннее 2000 символов'),
    position_id: z.string().min(1).optional(),
  })
  .strict();
export type DraftAnswerBody = z.input<typeof draftAnswerBodySchema>;

/**
 * POST /api/answer-bank/draft answer. `draft` is the answer to paste ('' when it cannot be written without a fact).
 * `missing`: the bank fact the answer needs and the bank does not hold (ask the seeker once, then PATCH the bank);
 * `missing_skill`: for `skill_years`, the skill whose years are asked. `used`: the bank facts the draft stands on.
 */
export const draftAnswerSchema = z.object({
  category: questionCategorySchema,
  draft: z.string(),
  missing: answerBankFieldSchema.nullable(),
  missing_skill: z.string().nullable(),
  used: z.array(answerBankFieldSchema),
});
export type DraftAnswer = z.infer<typeof draftAnswerSchema>;

/** One item of an assisted-apply packet: a common questionnaire question and the bank's answer (null: not in the bank). */
export const packetAnswerSchema = z.object({
  field: answerBankFieldSchema,
  question: z.string(),
  answer: z.string().nullable(),
});
export type PacketAnswer = z.infer<typeof packetAnswerSchema>;

/**
 * GET /api/applications/{id}/assisted-packet answer: what the seeker needs to apply by hand on hh to a vacancy that
 * requires a test or refused the API: the letter, the bank's answers to common questions, hh's apply link.
 */
export const assistedPacketSchema = z.object({
  application_id: z.string(),
  vacancy_name: z.string(),
  employer_name: z.string().nullable(),
  failure_reason: z.string().nullable(),
  letter: z.string(),
  apply_url: z.string(),
  answers: z.array(packetAnswerSchema),
});
export type AssistedPacket = z.infer<typeof assistedPacketSchema>;

/** Fixed `detail` texts of the answer-bank calls. */
export const ANSWER_BANK_DETAIL = {
  packetUnavailable: 'The application does not need assisted apply',
} as const;
