/**
 * How well a vacancy name covers a position title, Russian-aware: words compare by Snowball stem, role words by
 * meaning («разработчик» = «developer» = «программист»), seniority words («Senior», «ведущий») are ignored.
 */
import { keysOf, keyOfWord } from './text';

/** Role words that name the same role, by group (written as words; keys are computed at load). */
const ROLE_GROUPS: Record<string, readonly string[]> = {
  developer: ['разработчик', 'программист', 'developer', 'programmer', 'dev', 'разработка', 'разработки'],
  qa: ['тестировщик', 'тестирование', 'тестированию', 'tester', 'testing', 'test', 'qa', 'aqa'],
  analyst: ['аналитик', 'analyst', 'analytics', 'аналитика'],
  manager: ['менеджер', 'manager'],
  designer: ['дизайнер', 'designer', 'design', 'дизайн'],
  accountant: ['бухгалтер', 'accountant'],
  lawyer: ['юрист', 'юрисконсульт', 'lawyer'],
  sales: ['продажи', 'продажам', 'sales'],
  data: ['данных', 'data'],
  engineer: ['инженер', 'engineer'],
  lead: ['руководитель', 'lead', 'тимлид', 'head'],
  hr: ['hr', 'рекрутер', 'recruiter', 'рекрутинг', 'recruitment', 'подбор', 'подбору', 'персонал', 'персонала', 'персоналу', 'кадров', 'кадры'],
  ui: ['ui', 'ux', 'интерфейс', 'интерфейсов', 'interface', 'interfaces'],
};

const SENIORITY = [
  'junior',
  'middle',
  'senior',
  'jr',
  'sr',
  'mid',
  'principal',
  'intern',
  'trainee',
  'младший',
  'старший',
  'ведущий',
  'главный',
  'стажер',
  'начинающий',
  'опытный',
];
const STOP_WORDS = ['и', 'в', 'на', 'с', 'по', 'для', 'от', 'до', 'of', 'the', 'and', 'or', 'in', 'to', 'a', 'an'];
/** Broad words that alone say little about the role: they count half. */
const BROAD_WORDS = ['engineer', 'специалист', 'сотрудник', 'specialist', 'работник'];

const CANONICAL = new Map<string, string>();
for (const [group, words] of Object.entries(ROLE_GROUPS)) {
  for (const word of words) CANONICAL.set(keyOfWord(word), group);
}
const IGNORED = new Set([...SENIORITY, ...STOP_WORDS].map(keyOfWord));
const BROAD = new Set(BROAD_WORDS.map((w) => CANONICAL.get(keyOfWord(w)) ?? keyOfWord(w)));

/** The meaningful words of a title as canonical keys (role synonyms folded, seniority and stop words removed). */
export function titleTerms(title: string): string[] {
  const terms = keysOf(title)
    .filter((key) => !IGNORED.has(key))
    .map((key) => CANONICAL.get(key) ?? key);
  return [...new Set(terms)];
}

/**
 * The share (0..1) of the position title's meaningful words that the vacancy covers: a word in the vacancy name
 * counts fully, a word found only among the vacancy's key skills counts half; broad words («инженер», «специалист»)
 * weigh half. 0 when the title has no meaningful word.
 * Examples: «Python-разработчик» vs «Junior Python Developer» → 1; vs «Backend-разработчик» with key skill Python → 0.75;
 * vs «Golang-разработчик» → 0.5.
 */
export function scoreTitleRelevance(positionTitle: string, vacancyName: string, vacancySkills: readonly string[] = []): number {
  const wanted = titleTerms(positionTitle);
  const inName = new Set(titleTerms(vacancyName));
  const inSkills = new Set(vacancySkills.flatMap(titleTerms));
  let total = 0;
  let covered = 0;
  for (const term of wanted) {
    const weight = BROAD.has(term) ? 0.5 : 1;
    total += weight;
    if (inName.has(term)) covered += weight;
    else if (inSkills.has(term)) covered += weight / 2;
  }
  return total === 0 ? 0 : covered / total;
}

/**
 * The words of a title worth a search of their own when the whole title finds too little (hh ANDs the words of
 * `text`): «Дизайнер интерфейсов» → «Дизайнер», «интерфейсов». At most 3 words of 4 letters or more; none for a
 * one-word title.
 */
export function titleWords(title: string): string[] {
  const words = title.split(/[\s\-/,.()]+/u).filter((word) => [...word].length >= 4);
  return words.length < 2 ? [] : words.slice(0, 3);
}
