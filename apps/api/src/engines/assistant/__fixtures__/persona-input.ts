/**
 * Test and report helper: a labelled persona (profile/personas.ts) as the assistant's inputs — the hh resume as
 * ResumeFacts, the position, the questions and answers. Test-only code.
 */
import type { Answer, PositionInput, Question, ResumeFacts } from '../../../domain/position';
import type { Persona } from '../profile/personas';
import type { HhResume } from '../../../integrations/hh/hh-types';
import { toResumeFacts } from '../../../integrations/hh/resume-mapping';

/** The persona's assistant inputs; `today` is the persona's own date. */
export interface PersonaInput {
  resume: ResumeFacts;
  position: PositionInput;
  questions: Question[];
  answers: Answer[];
  today: string;
}

/** Maps a persona's hh resume (hh field names) to ResumeFacts with the hh port's own mapping. */
export function personaResume(p: Pick<Persona, 'hh_resume'>): ResumeFacts {
  return toResumeFacts(p.hh_resume as unknown as HhResume);
}

/** The persona's assistant inputs; `today` is the persona's own date. */
export function personaInput(p: Persona): PersonaInput {
  const resume = personaResume(p);
  return {
    resume,
    position: { ...p.position, letter_styles: ['memorable', 'neutral', 'classic'], use_favorites: false },
    questions: p.questions.map((q) => ({ id: q.id, text: q.text, topic: q.topic as Question['topic'], ...(q.experience_index === undefined ? {} : { experience_index: q.experience_index }) })),
    answers: p.answers,
    today: p.today,
  };
}
