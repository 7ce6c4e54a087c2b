/**
 * Test helper: runs a seeker fixture through the built-in engine up to the ranked vacancies, so letter and grounding
 * tests start from realistic drafts and matches. Test-only code.
 */
import { rankVacancies } from '../../matching/matching';
import type { MatchResult } from '../../../domain/vacancy';
import type { Answer, Question, ResumeDraft } from '../../../domain/position';
import { createBuiltinAssistant } from '../builtin-assistant';
import type { SeekerFixture } from './seekers';

/** hh /dictionaries rates: units per 1 ₽ (80 ₽ per $). */
export const TEST_RATES = { RUR: 1, USD: 0.0125 };

/** A seeker after the questions, the resume and the proposals. */
export interface Journey {
  seeker: SeekerFixture;
  questions: Question[];
  answers: Answer[];
  draft: ResumeDraft;
  matches: MatchResult[];
}

/** Runs the built-in engine's questions and resume, then ranks the seeker's vacancies at a fixed clock. */
export async function runJourney(seeker: SeekerFixture): Promise<Journey> {
  const assistant = createBuiltinAssistant();
  const questions = await assistant.askQuestions(seeker);
  const answers = questions.map((q, i) => ({ question_id: q.id, text: seeker.answers[i] ?? '' }));
  const draft = await assistant.composeResume({ ...seeker, questions, answers, today: '2025-11-16' });
  const matches = rankVacancies({
    candidates: seeker.vacancies,
    position: seeker.position,
    resume_draft: draft,
    resume: seeker.resume,
    exclude: { applied_vacancy_ids: [] },
    rates: TEST_RATES,
    now: new Date('2025-11-16T09:00:00Z'),
  });
  return { seeker, questions, answers, draft, matches };
}
