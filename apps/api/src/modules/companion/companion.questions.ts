/**
 * Answers to an employer's questionnaire for the browser companion, from the seeker's explicit facts only: the
 * answer bank's draft counts only when it rests on facts the seeker typed (`used`) and lacks none (`missing`), or the
 * seeker answered this very question before. A required question without such an answer stops the application and
 * the seeker is asked (hard stop unanswerable_question): nothing is guessed.
 */
import type { DraftAnswer, QuestionnaireQuestion, QuestionsAnswer } from '@otklik/contracts';
import { questionKey } from './companion-operations.service';

const normalise = (text: string): string =>
  text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The option of a choice question an answer names: the option equal to the answer, or the longest option the answer
 * begins with («Да, готов к переезду» → «Да»). Null when none does (a choice is never guessed).
 */
export function matchOption(options: readonly string[], answer: string): string | null {
  const said = normalise(answer);
  let best: string | null = null;
  for (const option of options) {
    const name = normalise(option);
    if (name === '') continue;
    if (said === name) return option;
    if ((said.startsWith(`${name} `) || said === name) && (best === null || name.length > normalise(best).length)) best = option;
  }
  return best;
}

/**
 * Answers `questions` in the page's order.
 * @param draft the answer bank's draft of one question (answer-bank service `draft`).
 * @param own the seeker's own answers, by {@link questionKey} of the question text.
 * @returns a value per answerable question (text, or the chosen option's label) and the first required question it
 *   cannot answer (null when none).
 */
export async function answerQuestionnaire(
  draft: (question: string) => Promise<DraftAnswer>,
  questions: readonly QuestionnaireQuestion[],
  own: Readonly<Record<string, string>>,
): Promise<QuestionsAnswer> {
  const answers: QuestionsAnswer['answers'] = [];
  for (const question of questions) {
    const given = own[questionKey(question.text)];
    let text: string | null = given ?? null;
    if (text === null) {
      const drafted = await draft(question.text);
      const explicit = drafted.missing === null && drafted.missing_skill === null && drafted.used.length > 0 && drafted.draft.trim() !== '';
      text = explicit ? drafted.draft : null;
    }
    const value = text === null ? null : question.kind === 'choice' ? matchOption(question.options ?? [], text) : text;
    if (value !== null) answers.push({ key: question.key, value });
    else if (question.required) return { answers, unanswered: { key: question.key, text: question.text } };
  }
  return { answers, unanswered: null };
}
