/**
 * The questionnaire of a position: exactly 5 questions, made on the first read from the position, the
 * chosen hh resume and the market's key skills for the title, then kept; the answers as given.
 */
import type { PositionStage, Questionnaire } from '@otklik/contracts';
import type { PositionRow } from '../../db/schema/positions';
import { isQuestionnaireComplete, QUESTION_COUNT, type Answer, type Question } from '../../domain/position';
import type { EngineAssistant } from '../../engines/assistant';
import { type PositionsService, toPositionInput } from '../positions';
import type { VacancySearch } from '../vacancy-search';
import { questionnaireErrors } from './questionnaire.errors';

export interface QuestionnaireServiceDeps {
  positions: Pick<PositionsService, 'owned' | 'update' | 'saveQuestionnaireOnce'>;
  assistant: Pick<EngineAssistant, 'askQuestions'>;
  vacancies: Pick<VacancySearch, 'marketSkills'>;
}

export type QuestionnaireService = ReturnType<typeof createQuestionnaireService>;

/** The questionnaire as the contract shows it: questions, answers so far, the first unanswered index. */
function toQuestionnaire(questions: readonly Question[], answers: readonly Answer[]): Questionnaire {
  const answered = new Set(answers.map((a) => a.question_id));
  const firstOpen = questions.findIndex((q) => !answered.has(q.id));
  return {
    questions: questions.map((q) => ({ id: q.id, text: q.text, topic: q.topic, ...(q.hint === undefined ? {} : { hint: q.hint }) })),
    answers: questions.flatMap((q) => answers.filter((a) => a.question_id === q.id)),
    current_index: firstOpen === -1 ? questions.length : firstOpen,
  };
}

export function createQuestionnaireService({ positions, assistant, vacancies }: QuestionnaireServiceDeps) {
  async function ensureQuestions(row: PositionRow): Promise<PositionRow> {
    if (row.questions !== null) return row;
    if (row.resumeSnapshot === null) throw new Error(`position ${row.id} has no resume snapshot`);
    const position = toPositionInput(row);
    const marketSkills = await vacancies.marketSkills(row.userId, position);
    const questions = await assistant.askQuestions({ position, resume: row.resumeSnapshot.facts, market_skills: marketSkills });
    if (questions.length !== QUESTION_COUNT) throw new Error(`the assistant asked ${questions.length} questions, not ${QUESTION_COUNT}`);
    const saved = await positions.saveQuestionnaireOnce(row.id, { questions, marketSkills });
    return saved ?? positions.owned(row.userId, row.id);
  }

  return {
    /**
     * GET /api/positions/{id}/questions: exactly 5 questions, made on the first read from the position, the chosen hh
     * resume and the market's key skills for the title (hh search), then kept; the answers so far; the first unanswered.
     */
    async questionnaire(userId: string, id: string): Promise<Questionnaire> {
      const row = await ensureQuestions(await positions.owned(userId, id));
      return toQuestionnaire(row.questions ?? [], row.answers);
    },

    /**
     * PUT /api/positions/{id}/answers/{question_id} {text}: saves the answer as given (replacing an earlier one).
     * All 5 answered moves the stage to 'resume'.
     * @throws 404 question_not_found; 409 answers_locked once the resume is published on hh.
     */
    async saveAnswer(userId: string, id: string, questionId: string, text: string): Promise<Questionnaire> {
      const row = await positions.owned(userId, id);
      const questions = row.questions;
      if (questions === null || !questions.some((q) => q.id === questionId)) throw questionnaireErrors.questionNotFound();
      // Locked from the first publish attempt on: the resume made on hh must stay the one written from these answers.
      if (row.publishStartedAt !== null || row.hhResumeId !== null || row.publishedAt !== null) throw questionnaireErrors.answersLocked();
      const answers = [...row.answers.filter((a) => a.question_id !== questionId), { question_id: questionId, text }];
      const stage: PositionStage = isQuestionnaireComplete(questions, answers) ? 'resume' : 'questions';
      const saved = await positions.update(row.id, { answers, stage });
      return toQuestionnaire(questions, saved.answers);
    },
  };
}
