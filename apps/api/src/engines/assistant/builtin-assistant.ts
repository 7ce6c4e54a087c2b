/**
 * The built-in assistant engine (no key, deterministic, Russian).
 */
import type { Assistant, ComposeResumeInput } from './assistant.port';
import type { ResumeDraft } from '../../domain/position';
import { writeLetterText } from './builtin/letter';
import { planQuestions } from './builtin/questions';
import { composeResumeFromProfile } from './builtin/resume';
import { checkResumeAttribution, repairResume } from './checks/attribution';
import { profileOf } from './profile-source';

/**
 * The built-in engine's resume: extracts the candidate profile, composes the resume from it (builtin/resume.ts) and
 * runs the attribution check; anything it flags is dropped (repairResume), so the result passes the check.
 */
export async function composeBuiltinResume(input: ComposeResumeInput): Promise<ResumeDraft> {
  const profile = await profileOf({
    resume: input.resume,
    answers: input.answers,
    questions: input.questions,
    ...(input.today === undefined ? {} : { today: input.today }),
  });
  const draft = composeResumeFromProfile({ position: input.position, profile, resume: input.resume, questions: input.questions, answers: input.answers });
  const violations = checkResumeAttribution(draft, profile, input.resume);
  return violations.length === 0 ? draft : repairResume(draft, violations);
}

/**
 * Creates the built-in engine. Its calls never touch the network and never reject (the morphology dictionaries are
 * read from disk once); the same input always gives the same output. Questions follow builtin/questions.ts, the
 * resume builtin/resume.ts, letters builtin/letter.ts.
 */
export function createBuiltinAssistant(): Assistant {
  return {
    askQuestions: (input) => Promise.resolve(planQuestions(input)),
    composeResume: composeBuiltinResume,
    writeLetter: (input) => Promise.resolve(writeLetterText(input)),
  };
}
