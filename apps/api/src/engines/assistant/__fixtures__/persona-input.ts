/**
 * Test and report helper: a labelled persona (profile/personas.ts) as the assistant's inputs — the hh resume as
 * ResumeFacts, the position, the questions and answers. Test-only code.
 */
import type { Answer, PositionInput, Question, ResumeFacts } from '../../../domain/position';
import type { Persona } from '../profile/personas';

/** The persona's assistant inputs; `today` is the persona's own date. */
export interface PersonaInput {
  resume: ResumeFacts;
  position: PositionInput;
  questions: Question[];
  answers: Answer[];
  today: string;
}

/** Maps a persona's hh resume (hh field names) to ResumeFacts the way integrations/hh does. */
export function personaInput(p: Persona): PersonaInput {
  const hh = p.hh_resume;
  const resume: ResumeFacts = {
    title: hh.title ?? '',
    area: hh.area?.name ?? null,
    skills: hh.skill_set ?? [],
    about: hh.skills ?? null,
    experience: (hh.experience ?? []).map((j) => ({
      company: j.company,
      position: j.position ?? '',
      start: j.start?.slice(0, 7) ?? null,
      end: j.end?.slice(0, 7) ?? null,
      description: j.description ?? null,
    })),
    total_experience_months: 0,
    salary: null,
    education: hh.education
      ? {
          level: hh.education.level ? { id: hh.education.level.id, ...(hh.education.level.name === undefined ? {} : { name: hh.education.level.name }) } : null,
          primary: (hh.education.primary ?? []).map((e) => ({ name: e.name, organization: e.organization ?? null, result: e.result ?? null, year: e.year ?? null })),
        }
      : null,
    languages: (hh.language ?? []).map((l) => ({ id: l.id, ...(l.name === undefined ? {} : { name: l.name }), level: l.level ? { id: l.level.id } : null })),
  };
  return {
    resume,
    position: { ...p.position, letter_styles: ['memorable', 'neutral', 'classic'], use_favorites: false },
    questions: p.questions.map((q) => ({ id: q.id, text: q.text, topic: q.topic as Question['topic'], ...(q.experience_index === undefined ? {} : { experience_index: q.experience_index }) })),
    answers: p.answers,
    today: p.today,
  };
}
