/**
 * The built-in assistant engine (no key, deterministic, Russian).
 */
import type { Assistant } from './assistant.port';
import { writeLetterText } from './builtin/letter';
import { planQuestions } from './builtin/questions';
import { composeResumeDraft } from './builtin/resume';

/**
 * Creates the built-in engine. Its calls never touch the network and never reject; the same input always gives the
 * same output. Questions follow builtin/questions.ts, the resume builtin/resume.ts, letters builtin/letter.ts.
 */
export function createBuiltinAssistant(): Assistant {
  return {
    askQuestions: (input) => Promise.resolve(planQuestions(input)),
    composeResume: (input) => Promise.resolve(composeResumeDraft(input)),
    writeLetter: (input) => Promise.resolve(writeLetterText(input)),
  };
}
