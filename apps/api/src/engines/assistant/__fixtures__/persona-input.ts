/**
 * Test and bench helper: a labelled persona of the first set (__fixtures__/personas/*.json, hh's GET /resumes/{id}
 * field names) as the assistant's inputs: the hh resume as ResumeFacts, the position, the questions and answers.
 * The mapping is written out here on purpose: fixtures stay inside the layer rules and import no hh types, so the
 * JSON is read field by field the way the hh port maps a resume (experience without a position left out, YYYY-MM-DD
 * → YYYY-MM, «Не указаны» is no skill).
 */
import type { Answer, PositionInput, Question, ResumeExperienceFact, ResumeFacts } from '../../../domain/position';
import type { Persona } from './personas';

/** The persona's assistant inputs; `today` is the persona's own date. */
export interface PersonaInput {
  resume: ResumeFacts;
  position: PositionInput;
  questions: Question[];
  answers: Answer[];
  today: string;
}

const PLACEHOLDER_SKILLS = new Set(['не указаны', 'не указано', 'нет', '-']);
const month = (date: unknown): string | null => (typeof date === 'string' && /^\d{4}-\d{2}/u.test(date) ? date.slice(0, 7) : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

interface JsonEducation {
  level?: { id?: string; name?: string } | null;
  primary?: { name?: string; organization?: string | null; result?: string | null; year?: number | null }[];
}
interface JsonLanguage {
  id: string;
  name?: string;
  level?: { id?: string; name?: string } | null;
}

/** Maps a persona's hh-shaped resume JSON to ResumeFacts. */
export function personaResume(p: Pick<Persona, 'hh_resume'>): ResumeFacts {
  const r = p.hh_resume;
  const education = r.education as JsonEducation | null | undefined;
  const languages = (r.language ?? []) as JsonLanguage[];
  return {
    title: r.title?.trim() ?? '',
    area: r.area?.name ?? null,
    skills: (r.skill_set ?? []).map((s) => s.trim()).filter((s) => s !== '' && !PLACEHOLDER_SKILLS.has(s.toLowerCase())),
    about: text(r.skills),
    experience: (r.experience ?? [])
      .filter((job) => (job.position ?? '').trim() !== '')
      .map((job) => ({
        company: text(job.company),
        position: (job.position ?? '').trim(),
        start: month(job.start),
        end: month(job.end),
        description: text(job.description),
      })),
    total_experience_months: 0,
    salary: null,
    education:
      education === null || education === undefined
        ? null
        : {
            level:
              education.level?.id === undefined
                ? null
                : { id: education.level.id, ...(education.level.name === undefined ? {} : { name: education.level.name }) },
            primary: (education.primary ?? []).map((e) => ({
              name: e.name ?? '',
              organization: e.organization ?? null,
              result: e.result ?? null,
              year: e.year ?? null,
            })),
          },
    languages: languages.map((l) => ({
      id: l.id,
      ...(l.name === undefined ? {} : { name: l.name }),
      level: l.level?.id === undefined ? null : { id: l.level.id, ...(l.level.name === undefined ? {} : { name: l.level.name }) },
    })),
  };
}

/** The persona's assistant inputs; `today` is the persona's own date. */
export function personaInput(p: Persona): PersonaInput {
  const resume = personaResume(p);
  return {
    resume,
    position: { ...p.position, letter_styles: ['memorable', 'neutral', 'classic'], use_favorites: false },
    questions: p.questions.map((q) => ({
      id: q.id,
      text: q.text,
      topic: q.topic as Question['topic'],
      ...(q.experience_index === undefined ? {} : { experience_index: q.experience_index }),
    })),
    answers: p.answers,
    today: p.today,
  };
}

/** An hh resume as the hh port gives it, with only these jobs (no title, skills, education or languages). */
export const hhResumeWith = (experience: ResumeExperienceFact[]): ResumeFacts => ({
  title: '',
  area: null,
  skills: [],
  about: null,
  experience,
  total_experience_months: 0,
  salary: null,
  education: null,
  languages: [],
});
