/**
 * What the language model must answer, as zod schemas (sent as the JSON schema of `response_format` and used to
 * validate the reply). Strict structured output needs every field present, so optional facts are nullable.
 * These are the model's wire shapes; llm-assistant.ts maps them into the domain types.
 */
import { QUESTION_TOPICS } from '@otklik/contracts';
import { z } from 'zod';

/** Question topics the model may use: the product's own list (packages/contracts). */
export const LLM_QUESTION_TOPICS = QUESTION_TOPICS;

/** Exactly 5 questions; `experience_index` points into the resume's experience array, or null. */
export const llmQuestionsSchema = z.object({
  questions: z
    .array(
      z.object({
        text: z.string().min(10).max(1000),
        topic: z.enum(LLM_QUESTION_TOPICS),
        hint: z.string().max(500).nullable(),
        experience_index: z.number().int().min(0).nullable(),
      }),
    )
    .length(5),
});
export type LlmQuestions = z.infer<typeof llmQuestionsSchema>;

const llmMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/u);

/** A resume in hh's terms: title, skill_set, skills (about-me), experience with 'YYYY-MM' dates. */
export const llmResumeSchema = z.object({
  title: z.string().min(1).max(100),
  skill_set: z.array(z.string().min(1).max(100)).max(30),
  skills: z.string().max(32_768),
  experience: z
    .array(
      z.object({
        company: z.string().nullable(),
        position: z.string().min(1),
        start: llmMonthSchema.nullable(),
        end: llmMonthSchema.nullable(),
        description: z.string().nullable(),
      }),
    )
    .max(64),
});
export type LlmResume = z.infer<typeof llmResumeSchema>;

/** A cover letter, plain text, at most 10 000 characters (hh POST /negotiations `message`). */
export const llmLetterSchema = z.object({ letter: z.string().min(1).max(10_000) });
export type LlmLetter = z.infer<typeof llmLetterSchema>;
