import { fnv1a, unitHash } from './hash';

/**
 * One employer question of a response form. `kind`: `text` (a free answer), `single` (one option) or `multiple`
 * (any options). `required`: the response cannot be sent without an answer.
 */
export interface SiteQuestion {
  id: string;
  text: string;
  kind: 'text' | 'single' | 'multiple';
  required: boolean;
  options?: { id: string; text: string }[];
}

/** Share of vacancies whose employer asks questions in the response form (hh: "вакансии с вопросами"). */
export const QUESTIONNAIRE_RATE = 0.08;

const yesNo = [
  { id: 'yes', text: 'Да' },
  { id: 'no', text: 'Нет' },
];

/** Questions employers on hh typically ask, to draw questionnaires from (texts as employers write them). */
const QUESTION_BANK: Omit<SiteQuestion, 'id' | 'required'>[] = [
  { text: 'Какой у вас опыт работы в этой должности? Опишите кратко.', kind: 'text' },
  { text: 'Какой уровень дохода вы ожидаете?', kind: 'text' },
  { text: 'Когда вы готовы приступить к работе?', kind: 'text' },
  { text: 'Готовы ли вы работать в офисе?', kind: 'single', options: yesNo },
  { text: 'Есть ли у вас гражданство РФ?', kind: 'single', options: yesNo },
  { text: 'Пришлите ссылку на портфолио или примеры работ.', kind: 'text' },
  {
    text: 'Какой формат работы вам подходит?',
    kind: 'multiple',
    options: [
      { id: 'office', text: 'Офис' },
      { id: 'hybrid', text: 'Гибрид' },
      { id: 'remote', text: 'Удалённо' },
    ],
  },
  { text: 'Почему вас заинтересовала наша компания?', kind: 'text' },
];

/**
 * The questionnaire the data implies for a vacancy, fixed by its id (an FNV-1a hash, never random): about 8 % of
 * vacancies ask 1–3 questions from QUESTION_BANK, the first of them required (unless it is a multiple choice). Empty for the others.
 */
export function defaultQuestionsOf(vacancyId: string): SiteQuestion[] {
  if (unitHash(`${vacancyId}:questionnaire`) >= QUESTIONNAIRE_RATE) return [];
  const count = 1 + (fnv1a(`${vacancyId}:questions`) % 3);
  const first = fnv1a(`${vacancyId}:first-question`) % QUESTION_BANK.length;
  return Array.from({ length: count }, (_, i) => {
    const base = QUESTION_BANK[(first + i * 3) % QUESTION_BANK.length]!;
    return { ...base, id: String(300_000_000 + (fnv1a(`${vacancyId}:q${i}`) % 99_999_999)), required: i === 0 && base.kind !== 'multiple' };
  });
}

/** The employer's test of a test vacancy: the sandbox asks the same two questions for every such vacancy. */
export const TEST_QUESTIONS: SiteQuestion[] = [
  {
    id: '900000001',
    text: 'Сколько будет 17 × 3?',
    kind: 'single',
    required: true,
    options: [
      { id: 'a', text: '41' },
      { id: 'b', text: '51' },
      { id: 'c', text: '61' },
    ],
  },
  { id: '900000002', text: 'Опишите, как вы проверяете свою работу перед сдачей.', kind: 'text', required: true },
];
