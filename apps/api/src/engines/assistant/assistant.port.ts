/**
 * The Assistant port: two engines implement it — the built-in one
 * (builtin-assistant.ts; default, no key, deterministic, Russian) and the OpenAI-compatible one
 * (llm-assistant.ts over integrations/llm), chosen by create-assistant.ts.
 */
import type { CandidateProfile } from './profile';
import type { MarketSkill, MatchResult, VacancyCandidate } from '../../domain/vacancy';
import { QUESTION_COUNT, type Answer, type LetterStyle, type PositionInput, type Question, type ResumeDraft, type ResumeFacts } from '../../domain/position';

export { QUESTION_COUNT };

/** Upper bound of a cover letter in characters (hh POST /negotiations `message`). */
export const LETTER_MAX_CHARS = 10_000;

/** Input of Assistant.askQuestions: the position, the chosen hh resume and the market's key skills for the title. */
export interface AskQuestionsInput {
  position: PositionInput;
  resume: ResumeFacts;
  market_skills: readonly MarketSkill[];
}

/** Input of Assistant.composeResume: everything askQuestions saw plus the questions asked and the seeker's answers. */
export interface ComposeResumeInput extends AskQuestionsInput {
  questions: readonly Question[];
  answers: readonly Answer[];
  /** 'YYYY-MM-DD' (UTC) that durations in answers («три года») count back from; default the real date. */
  today?: string;
}

/** Input of Assistant.writeLetter: one letter for one vacancy, in one style. */
export interface WriteLetterInput {
  position: PositionInput;
  resume_draft: ResumeDraft;
  vacancy: VacancyCandidate;
  match: MatchResult;
  style: LetterStyle;
  /** The candidate profile of the same sources; when given, the letter is checked against it (no contradiction). */
  profile?: CandidateProfile;
  /** 'YYYY-MM-DD' (UTC) current jobs are measured to; default the real date. */
  today?: string;
}

/**
 * What the rest of the API asks of an assistant engine. All three calls are pure with respect to Otklik's state:
 * they read their input and return text; saving, grounding checks before saving and sending are the services' job.
 */
export interface Assistant {
  /** Exactly QUESTION_COUNT questions, all different, in a stable order, shaped by what the resume lacks for the title. */
  askQuestions(input: AskQuestionsInput): Promise<Question[]>;
  /** A new resume written from scratch out of the answers and the hh resume; every fact grounded in them. */
  composeResume(input: ComposeResumeInput): Promise<ResumeDraft>;
  /**
   * A cover letter (Russian, at most LETTER_MAX_CHARS characters) that names the vacancy and the employer,
   * mentions only matched skills the seeker has and contains no links or e-mail addresses.
   */
  writeLetter(input: WriteLetterInput): Promise<string>;
}
