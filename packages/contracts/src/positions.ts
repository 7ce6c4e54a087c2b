import { z } from 'zod';
import { hhResumeIdSchema, hhVacancyIdSchema, isoDateTimeSchema } from './common';

/** Fixed `detail` texts of the position flow. The web shows Russian texts for them. */
export const POSITION_DETAIL = {
  assistantResumeRefused: 'A resume created by the assistant cannot be used for a position: create a fresh resume on HH.ru',
  resumeNotFound: 'Resume not found among your HH resumes',
  positionNotFound: 'Position not found',
  questionNotFound: 'Question not found',
  answersIncomplete: 'Answer all 5 questions first',
  resumeNotReady: 'Generate the resume first',
  resumeUngrounded: 'The generated resume contains facts not found in your answers or resume',
  answersLocked: 'The resume is already published: answers can no longer change',
  publishInProgress: 'The resume is being published: try again in a moment',
  reviewUnresolved: 'Check the flagged facts of the resume first: confirm or correct each one',
  reviewTargetGone: 'The fact to check is no longer on the resume: reload it',
  reviewNeedsFix: 'hh needs this fact filled in: correct the job (employer, role, months) or remove it',
  reviewNeedsPlace: 'This achievement is under no job: move it under one of the jobs or leave it out',
  proposalsNotReady: 'Publish the resume first',
  proposalsNotMade: 'No vacancies proposed yet',
  nothingSelected: 'Select at least one vacancy',
  unknownVacancy: 'Only proposed vacancies can be selected',
  letterUngrounded: 'A cover letter could not be written from your resume: nothing was sent',
  positionPaused: 'The position is paused: resume it first',
  alreadyApplied: 'You have already applied to this vacancy',
  vacancyUnavailable: 'This vacancy no longer fits the position or is closed at HH',
} as const;

/** Cover-letter styles, three of them: memorable, neutral, classic; letters alternate when several are picked. */
export const LETTER_STYLES = ['memorable', 'neutral', 'classic'] as const;
export const letterStyleSchema = z.enum(LETTER_STYLES);
export type LetterStyle = z.infer<typeof letterStyleSchema>;

/** Salary currencies a position accepts (rubles or dollars), hh currency codes. */
export const positionCurrencySchema = z.enum(['RUR', 'USD']);
export type PositionCurrency = z.infer<typeof positionCurrencySchema>;

/** A city of the position: an hh area (id and name as /suggests/areas gives them). */
export const positionAreaSchema = z.object({ id: z.string().min(1).max(20), name: z.string().trim().min(1).max(200) });
export type PositionArea = z.infer<typeof positionAreaSchema>;

/** Limits of a new position (title length, cities, monthly salary), shared by the schema below and the web form. */
export const POSITION_LIMITS = { titleMin: 2, titleMax: 100, areasMax: 20, salaryMax: 100_000_000 } as const;

/**
 * POST /api/positions body: title, location, salary and resume are required.
 * `salary.amount` is per month, in ₽ (RUR) or $ (USD). `letter_styles`: 1–3 distinct styles; letters alternate.
 */
export const createPositionBodySchema = z.object({
  title: z.string().trim().min(POSITION_LIMITS.titleMin).max(POSITION_LIMITS.titleMax),
  resume_id: hhResumeIdSchema,
  use_favorites: z.boolean().default(false),
  areas: z.array(positionAreaSchema).min(1).max(POSITION_LIMITS.areasMax),
  remote: z.boolean().default(false),
  salary: z.object({
    amount: z.number().int().positive().max(POSITION_LIMITS.salaryMax),
    currency: positionCurrencySchema,
  }),
  letter_styles: z
    .array(letterStyleSchema)
    .min(1)
    .max(3)
    .refine((styles) => new Set(styles).size === styles.length, 'letter styles must differ'),
});
export type CreatePositionBody = z.input<typeof createPositionBodySchema>;

/**
 * PATCH /api/positions/{id} body (issue «Positions are editable»): any of the fields the creation form sets except the
 * title and the resume (the questions, resume and proposals were made for them), plus `paused` (true pauses the
 * position: its queued applications wait and nothing new goes out; false resumes it). Each field is validated as on
 * creation; at least one is required. Unknown fields are refused.
 */
export const updatePositionBodySchema = z
  .strictObject({
    use_favorites: createPositionBodySchema.shape.use_favorites.unwrap().optional(),
    areas: createPositionBodySchema.shape.areas.optional(),
    remote: createPositionBodySchema.shape.remote.unwrap().optional(),
    salary: createPositionBodySchema.shape.salary.optional(),
    letter_styles: createPositionBodySchema.shape.letter_styles.optional(),
    paused: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'change at least one field');
export type UpdatePositionBody = z.infer<typeof updatePositionBodySchema>;

/**
 * Where a position is in the flow: questions → resume → vacancies → done
 * (applications queued; their statuses live on /responses).
 */
export const positionStageSchema = z.enum(['questions', 'resume', 'vacancies', 'done']);
export type PositionStage = z.infer<typeof positionStageSchema>;

/** A position as the API returns it. Dates are ISO-8601 UTC. */
export const positionSchema = z.object({
  id: z.string(),
  title: z.string(),
  resume_id: z.string(),
  resume_title: z.string(),
  use_favorites: z.boolean(),
  areas: z.array(positionAreaSchema),
  remote: z.boolean(),
  salary: z.object({ amount: z.number(), currency: positionCurrencySchema }),
  letter_styles: z.array(letterStyleSchema),
  stage: positionStageSchema,
  /** True while the seeker paused it: nothing is sent for it until it is resumed. */
  paused: z.boolean(),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
});
export type Position = z.infer<typeof positionSchema>;

/** GET /api/positions answer: the seeker's positions, newest first. */
export const positionListSchema = z.object({ items: z.array(positionSchema) });
export type PositionList = z.infer<typeof positionListSchema>;

/** What a question asks about; the built-in engine picks templates by the resume's gaps. */
export const QUESTION_TOPICS = ['skills', 'experience', 'dates', 'results', 'role', 'about', 'challenge', 'tools', 'team', 'growth'] as const;

/** One of the assistant's 5 questions. `topic` says what gap of the resume it fills. */
export const questionSchema = z.object({
  id: z.string(),
  text: z.string(),
  topic: z.string(),
  hint: z.string().optional(),
});
export type Question = z.infer<typeof questionSchema>;

/** A saved answer, as given. */
export const answerSchema = z.object({ question_id: z.string(), text: z.string() });
export type Answer = z.infer<typeof answerSchema>;

/**
 * GET /api/positions/{id}/questions (the questions are made on first read and kept):
 * exactly 5 questions, the answers saved so far, and `current_index` (0–5) — the first unanswered question,
 * so a reload resumes where the seeker was.
 */
export const questionnaireSchema = z.object({
  questions: z.array(questionSchema).length(5),
  answers: z.array(answerSchema),
  current_index: z.number().int().min(0).max(5),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

/** PUT /api/positions/{id}/answers/{question_id} body: the answer as given (1–5000 characters). */
export const answerBodySchema = z.object({ text: z.string().trim().min(1).max(5000) });
export type AnswerBody = z.infer<typeof answerBodySchema>;

/** One experience entry of the written resume; months as YYYY-MM, `end` null = until now. */
export const resumeDraftExperienceSchema = z.object({
  company: z.string().nullable(),
  position: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  description: z.string().nullable(),
});

/**
 * One education entry of the written resume, in hh's `education.primary[]` terms; `level` is hh's education_level id.
 * `course` true marks a course, retraining or certificate: it goes to hh's `education.additional[]`, never `primary[]`.
 */
export const resumeDraftEducationSchema = z.object({
  name: z.string(),
  organization: z.string().nullable(),
  result: z.string().nullable(),
  year: z.number().int().nullable(),
  level: z.string().nullable(),
  course: z.boolean().optional(),
});

/** One language of the written resume: hh's language id ('eng'), its Russian name and hh level id (a1–c2, l1). */
export const resumeDraftLanguageSchema = z.object({ id: z.string(), name: z.string(), level: z.string().nullable() });

/**
 * Where one fact of the written resume came from, for the seeker to see on review. `field` is the resume field path
 * it backs ('skill_set[2]', 'experience[0].company', 'experience[0].description', 'education[0]', 'language[1]',
 * 'skills', 'unplaced[0]'); `fact` the fact as shown. `kind` 'answer': `question_id`, `question_number` (1–5) and `quote` (the words of
 * the answer it came from; `span` [start, end) into the answer). `kind` 'hh_resume': `path` into the hh resume.
 * `kind` 'seeker': the seeker wrote or confirmed it on review («У меня есть этот навык», an edit before publishing).
 */
export const resumeFactSourceSchema = z.object({
  field: z.string(),
  fact: z.string(),
  kind: z.enum(['answer', 'hh_resume', 'seeker']),
  question_id: z.string().nullable(),
  question_number: z.number().int().nullable(),
  quote: z.string().nullable(),
  span: z.array(z.number().int()).nullable(),
  path: z.string().nullable(),
});
export type ResumeFactSource = z.infer<typeof resumeFactSourceSchema>;

/**
 * The resume the assistant writes, in hh's resume terms: title, skill_set, skills (about me), experience; and,
 * when the engine knows them, education, language and each fact's `sources` (drafts written before these were
 * kept lack them).
 * `unplaced`: achievements the seeker told without saying at which job, written as resume bullets like the jobs' own
 * (one line each, its sources under the field 'unplaced[i]'). They are never sent to hh as they are: each waits on
 * review (an 'unplaced_achievement' flag) until the seeker moves it under a job or leaves it out, so a publishable
 * draft has none. Absent on drafts written before it was kept, and when every achievement has its job.
 */
export const resumeDraftSchema = z.object({
  title: z.string(),
  skill_set: z.array(z.string()),
  skills: z.string(),
  experience: z.array(resumeDraftExperienceSchema),
  education: z.array(resumeDraftEducationSchema).optional(),
  language: z.array(resumeDraftLanguageSchema).optional(),
  unplaced: z.array(z.string()).optional(),
  sources: z.array(resumeFactSourceSchema).optional(),
});
export type ResumeDraft = z.infer<typeof resumeDraftSchema>;

/**
 * What a «Проверьте» flag says is uncertain about a fact of the written resume:
 * - 'new_employer': an employer only the answers name (the seeker's hh resume does not hold it);
 * - 'ambiguous_achievement': an achievement that could belong to another job (its answer names more than one of the
 *   resume's employers, or the question it answers was about another job);
 * - 'computed_date': a start or end month worked out rather than stated (from a duration such as «три года», or a year
 *   with no month);
 * - 'missing_date': a job with no start month (hh needs one);
 * - 'missing_employer': a job the answers describe without naming where (hh needs an employer's name);
 * - 'missing_role': a job the answers name and date without saying what the seeker did there (hh needs a position);
 * - 'unknown_end': a job the answers neither end nor call current; it is shown as held «по настоящее время» until the
 *   seeker confirms that (`fact` is «по настоящее время», `field` 'end') or gives the month it ended;
 * - 'unplaced_achievement': an achievement the answers tie to no job of the resume (the draft's `unplaced`); the
 *   seeker moves it under a job (one of the resume's, or one they add) or leaves it out.
 * The 'missing_' kinds cannot be confirmed as they are: the seeker fills the job in or removes it; nor can
 * 'unplaced_achievement': the seeker places it or leaves it out.
 */
export const REVIEW_FLAG_KINDS = [
  'new_employer',
  'ambiguous_achievement',
  'computed_date',
  'missing_date',
  'missing_employer',
  'missing_role',
  'unknown_end',
  'unplaced_achievement',
] as const;
export const reviewFlagKindSchema = z.enum(REVIEW_FLAG_KINDS);
export type ReviewFlagKind = z.infer<typeof reviewFlagKindSchema>;

/**
 * One «Проверьте» flag on the written resume. `id` is stable while the fact is unchanged (answer it with that id);
 * `job` is the experience index the fact sits in (null for 'unplaced_achievement', which sits under no job);
 * `bullet` the achievement's line in that job's description ('ambiguous_achievement'), or its index in the draft's
 * `unplaced` ('unplaced_achievement'), 0-based, else null; `field` the date's side ('start' | 'end') for date flags,
 * else null; `fact` the fact as shown; `other_jobs`: the indices of the jobs an achievement could belong to — for
 * 'ambiguous_achievement' the other jobs, for 'unplaced_achievement' every job of the resume — else empty.
 */
export const reviewFlagSchema = z.object({
  id: z.string(),
  kind: reviewFlagKindSchema,
  job: z.number().int().min(0).nullable(),
  bullet: z.number().int().min(0).nullable(),
  field: z.enum(['start', 'end']).nullable(),
  fact: z.string(),
  other_jobs: z.array(z.number().int().min(0)),
});
export type ReviewFlag = z.infer<typeof reviewFlagSchema>;

/**
 * GET/POST /api/positions/{id}/resume: the written resume and where it is at hh.
 * `status`: 'draft' (shown for review), 'published' (created with POST /resumes and published on hh).
 * `flags`: the «Проверьте» flags still open on a draft (empty once published); publishing waits until it is empty.
 */
export const generatedResumeSchema = z.object({
  resume: resumeDraftSchema,
  flags: z.array(reviewFlagSchema),
  status: z.enum(['draft', 'published']),
  hh_resume_id: z.string().nullable(),
  alternate_url: z.string().nullable(),
  engine: z.enum(['builtin', 'llm']),
});
export type GeneratedResume = z.infer<typeof generatedResumeSchema>;

/** How the offered salary compares with the position's expectation. */
export const salaryVerdictSchema = z.enum(['meets', 'above', 'below', 'unknown']);

/** A proposed vacancy with why it fits. Amounts are per month in `currency`. */
export const proposalSchema = z.object({
  vacancy_id: z.string(),
  name: z.string(),
  employer: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  area: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  salary: z.object({ from: z.number().nullable(), to: z.number().nullable(), currency: z.string().nullable(), gross: z.boolean().nullable() }).nullable(),
  remote: z.boolean(),
  alternate_url: z.string(),
  sources: z.array(z.enum(['search', 'favorites', 'similar'])),
  score: z.number(),
  reasons: z.object({
    matched_skills: z.array(z.string()),
    missing_skills: z.array(z.string()),
    salary: z.object({
      expected: z.number(),
      expected_currency: positionCurrencySchema,
      verdict: salaryVerdictSchema,
    }),
    summary: z.string(),
    /**
     * Where the job is for the seeker: in one of the position's cities ('area'), remote work the position accepts
     * ('remote'), or elsewhere ('other', a favourite). Absent on proposals stored before it existed.
     */
    place: z.enum(['area', 'remote', 'other']).optional(),
    /**
     * True when the vacancy looks like one the seeker unchecked at an earlier «Готово» (same employer, or most of its
     * title's distinctive words); it was ranked lower for it, and the card says «похожие вы уже убирали».
     */
    dismissed_similar: z.boolean().optional(),
  }),
});
export type Proposal = z.infer<typeof proposalSchema>;

/**
 * A way to widen a position's search, offered when hh holds fewer than 3 vacancies that meet the position's
 * constraints: 'nearby_areas' adds the cities near the position's cities (within about 100 km; Moscow and Saint
 * Petersburg with their oblast's towns) where hh holds fitting vacancies, nearest first; 'remote' also takes remote
 * vacancies anywhere; 'related_title' searches for a nearby job title (as hh's vacancies in the seeker's cities name
 * it). `found`: how many more fitting vacancies hh holds that way (≥ 1).
 */
export const widenOptionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('nearby_areas'), areas: z.array(positionAreaSchema).min(1).max(POSITION_LIMITS.areasMax), found: z.number().int().min(1) }),
  z.object({ kind: z.literal('remote'), found: z.number().int().min(1) }),
  z.object({ kind: z.literal('related_title'), title: z.string().trim().min(1).max(200), found: z.number().int().min(1) }),
]);
export type WidenOption = z.infer<typeof widenOptionSchema>;

/**
 * GET/POST /api/positions/{id}/proposals: 3 to 5 proposals, best first, when the market holds them; fewer when it
 * does not, and then `widen`: the ways to widen the search that would find more (possibly none).
 */
export const proposalListSchema = z.object({ items: z.array(proposalSchema).max(5), widen: z.array(widenOptionSchema).optional() });
export type ProposalList = z.infer<typeof proposalListSchema>;

/**
 * POST /api/positions/{id}/proposals/widen: the widening the seeker chose, saved on the position (the offered nearby
 * cities added to its cities, remote work accepted, or the related title as the position's title) before a new
 * batch is made.
 */
export const widenBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('nearby_areas'), areas: z.array(positionAreaSchema).min(1).max(POSITION_LIMITS.areasMax) }),
  z.object({ kind: z.literal('remote') }),
  z.object({ kind: z.literal('related_title'), title: z.string().trim().min(POSITION_LIMITS.titleMin).max(POSITION_LIMITS.titleMax) }),
]);
export type WidenBody = z.infer<typeof widenBodySchema>;

/** POST /api/positions/{id}/confirm body: the vacancies left checked when the seeker pressed «Готово». */
export const confirmBodySchema = z.object({ vacancy_ids: z.array(hhVacancyIdSchema).min(1).max(5) });
export type ConfirmBody = z.infer<typeof confirmBodySchema>;
