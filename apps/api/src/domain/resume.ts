/**
 * The seeker's hh resumes in our terms, whichever way hh is reached (its API with OAuth, or the seeker's browser
 * companion on hh's pages): what the resume list shows, and one resume read in full. The hh integration maps hh's
 * objects into these; modules never read hh's fields.
 */
import { z } from 'zod';
import { resumeFactsSchema } from './position';

/**
 * One of the seeker's hh resumes as a list shows it.
 * - `status`: hh's status id (`published`, `not_published`, `blocked`… as hh names it), `status_name` its Russian name;
 * - `can_apply`: hh accepts applications with it (published and not blocked);
 * - `alternate_url`: the resume's page on hh; `area`: the city's name;
 * - `updated_at`: ISO 8601 UTC, null when hh's date is unreadable.
 */
export const seekerResumeSchema = z.object({
  id: z.string().min(1),
  title: z.string().nullable(),
  status: z.string().min(1),
  status_name: z.string(),
  can_apply: z.boolean(),
  alternate_url: z.string(),
  area: z.string().nullable(),
  updated_at: z.iso.datetime().nullable(),
});
export type SeekerResume = z.infer<typeof seekerResumeSchema>;

/**
 * One resume read in full: the list fields, the resume as facts for the assistant, the hh employer ids of the jobs
 * it shows as current (their vacancies are not proposed), and whether it has a photo and a portfolio (judged by
 * «Как усилить резюме»).
 */
export const seekerResumeDetailSchema = seekerResumeSchema.extend({
  facts: resumeFactsSchema,
  current_employer_ids: z.array(z.string()),
  has_photo: z.boolean(),
  has_portfolio: z.boolean(),
});
export type SeekerResumeDetail = z.infer<typeof seekerResumeDetailSchema>;

/**
 * How a new resume is made from the assistant's draft: the personal fields (names, city, contacts, citizenship,
 * education, languages…) come from the seeker's own resume `source_resume_id`; `title` is one the seeker does not
 * have yet; `salary` the position's expectation per month (RUR = ₽).
 */
export interface NewResumeOptions {
  source_resume_id: string;
  title: string;
  salary: { amount: number; currency: string };
}
