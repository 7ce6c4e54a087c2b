/**
 * Domain shapes of a position: the seeker's resume as facts, the position, the questions and answers, and the resume
 * the assistant writes. hh objects keep hh's names (resume, skill_set, experience); our own keep the spec's.
 */
import {
  answerSchema as contractAnswerSchema,
  LETTER_STYLES,
  QUESTION_TOPICS,
  letterStyleSchema,
  questionSchema as contractQuestionSchema,
  resumeDraftExperienceSchema as contractResumeDraftExperienceSchema,
  resumeDraftSchema as contractResumeDraftSchema,
  type LetterStyle,
} from '@otklik/contracts';
import { z } from 'zod';

/** A month as hh writes experience dates, without the day: 'YYYY-MM' (e.g. '2021-03'). */
export const yearMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/u, 'expected YYYY-MM');
export type YearMonth = z.infer<typeof yearMonthSchema>;

/** The 3 cover-letter styles (memorable, neutral, classic), the contract's own (packages/contracts positions.ts). */
export { LETTER_STYLES, letterStyleSchema, type LetterStyle };

/**
 * One job of the seeker's hh resume. `start`/`end` are 'YYYY-MM' (hh gives 'YYYY-MM-DD'; the day is dropped),
 * `end` null means "until now" when `start` is set. `company` is null when hh has none (hh `experience[].company`).
 */
export const resumeExperienceFactSchema = z.object({
  company: z.string().nullable(),
  position: z.string(),
  start: yearMonthSchema.nullable(),
  end: yearMonthSchema.nullable(),
  description: z.string().nullable(),
});
export type ResumeExperienceFact = z.infer<typeof resumeExperienceFactSchema>;

/**
 * The education of an hh resume as hh gives it: `level` (dictionary `education_level`, e.g. 'bachelor') and the
 * `primary` (higher) education entries — institution `name`, `organization` (faculty), `result` (speciality), graduation `year`.
 */
export const resumeEducationFactSchema = z.object({
  level: z.object({ id: z.string(), name: z.string().optional() }).nullable(),
  primary: z.array(
    z.object({
      name: z.string(),
      organization: z.string().nullable().optional(),
      result: z.string().nullable().optional(),
      year: z.number().int().nullable().optional(),
    }),
  ),
});
export type ResumeEducationFact = z.infer<typeof resumeEducationFactSchema>;

/** A language of an hh resume: hh's id ('eng'), its name and level (dictionary `language_level`: a1–c2, l1 native). */
export const resumeLanguageFactSchema = z.object({
  id: z.string(),
  name: z.string().optional(),
  level: z.object({ id: z.string(), name: z.string().optional() }).nullable(),
});
export type ResumeLanguageFact = z.infer<typeof resumeLanguageFactSchema>;

/**
 * The seeker's chosen hh resume as facts: title, the area's name,
 * key skills (hh `skill_set`), about-me (hh `skills`), experience (most recent first, as hh lists it),
 * total experience in months (hh `total_experience.months`), the expected salary (hh `salary`; ₽ when RUR), and
 * education and languages as hh gives them (optional: snapshots taken before they were kept lack them).
 */
export const resumeFactsSchema = z.object({
  title: z.string(),
  area: z.string().nullable(),
  skills: z.array(z.string()),
  about: z.string().nullable(),
  experience: z.array(resumeExperienceFactSchema),
  total_experience_months: z.number().int().nonnegative(),
  salary: z.object({ amount: z.number().nonnegative(), currency: z.string() }).nullable(),
  education: resumeEducationFactSchema.nullable().optional(),
  languages: z.array(resumeLanguageFactSchema).optional(),
});
export type ResumeFacts = z.infer<typeof resumeFactsSchema>;

/**
 * A position: the seeker's job target. It needs a title, location, salary and resume.
 * `areas` are hh areas (id from /areas, e.g. '1' Москва); `salary.amount` is per month in ₽ (RUR) or $ (USD);
 * `letter_styles` holds 1–3 different styles; `use_favorites` also applies to vacancies bookmarked on hh.
 */
export const positionInputSchema = z.object({
  title: z.string().trim().min(1).max(100),
  areas: z.array(z.object({ id: z.string().min(1), name: z.string().min(1) })).min(1),
  remote: z.boolean(),
  salary: z.object({ amount: z.number().positive(), currency: z.enum(['RUR', 'USD']) }),
  letter_styles: z
    .array(letterStyleSchema)
    .min(1)
    .max(3)
    .refine((styles) => new Set(styles).size === styles.length, 'letter styles must differ'),
  use_favorites: z.boolean(),
});
export type PositionInput = z.infer<typeof positionInputSchema>;

/** What a question asks about; the built-in engine picks templates by the resume's gaps. */
export { QUESTION_TOPICS };
/** One of QUESTION_TOPICS. */
export const questionTopicSchema = z.enum(QUESTION_TOPICS);
export type QuestionTopic = z.infer<typeof questionTopicSchema>;

/**
 * One of the assistant's 5 questions. `text` is Russian.
 * `experience_index` (0-based, into ResumeFacts.experience) is set when the question is about one job,
 * so the answer enriches that job's description. It is the contract's question (packages/contracts) with the topic
 * narrowed to QUESTION_TOPICS, length limits, and `experience_index`, which stays on the server.
 */
export const questionSchema = contractQuestionSchema.extend({
  id: z.string().min(1).max(64),
  text: z.string().min(1).max(1000),
  topic: questionTopicSchema,
  hint: z.string().max(500).optional(),
  experience_index: z.number().int().nonnegative().optional(),
});
export type Question = z.infer<typeof questionSchema>;

/** The seeker's answer to one question, saved as given: the contract's answer with length limits. */
export const answerSchema = contractAnswerSchema.extend({
  question_id: z.string().min(1).max(64),
  text: z.string().max(5000),
});
export type Answer = z.infer<typeof answerSchema>;

/** One job of a new resume, in hh's resume terms; dates 'YYYY-MM' (hh wants 'YYYY-MM-01'), end null = now. */
export const resumeDraftExperienceSchema = contractResumeDraftExperienceSchema.extend({
  company: z.string().nullable(),
  position: z.string().min(1),
  start: yearMonthSchema.nullable(),
  end: yearMonthSchema.nullable(),
  description: z.string().nullable(),
});
export type ResumeDraftExperience = z.infer<typeof resumeDraftExperienceSchema>;

/**
 * The resume the assistant writes from scratch, in hh's POST /resumes terms: `title` (2–100 chars), `skill_set` (key skills, at most 30 of at most 100 chars),
 * `skills` (the about-me text, at most 32768 chars) and `experience`. Every fact in it must pass grounding.ts.
 * The contract's resume draft with hh's limits added (an engine's answer is parsed with it).
 */
export const resumeDraftSchema = contractResumeDraftSchema.extend({
  title: z.string().min(1).max(100),
  skill_set: z.array(z.string().min(1).max(100)).max(30),
  skills: z.string().max(32_768),
  experience: z.array(resumeDraftExperienceSchema).max(64),
});
export type ResumeDraft = z.infer<typeof resumeDraftSchema>;

/** Number of questions the assistant asks: 5. */
export const QUESTION_COUNT = 5;

/** True when there are exactly {@link QUESTION_COUNT} questions and each has an answer. */
export function isQuestionnaireComplete(questions: readonly Question[] | null, answers: readonly Answer[]): questions is Question[] {
  return questions !== null && questions.length === QUESTION_COUNT && questions.every((q) => answers.some((a) => a.question_id === q.id));
}
