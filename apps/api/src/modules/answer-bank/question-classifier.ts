/**
 * Classifies an employer's questionnaire question into conditions, motivation, expertise, skill_check,
 * portfolio, format, compliance or other, and names the answer-bank fact it asks about. Deterministic Russian text
 * rules: the cue words below are written as ordinary words and compared by their Snowball stems (lib/text keys), so
 * «зарплату», «зарплаты» and «зарплата» are one cue; no suffix lists.
 */
import type { AnswerBankField, QuestionCategory } from '@otklik/contracts';
import { keyOfWord, tokenize } from '../../lib/text';

/** One cue: every word of `words` must occur in the question (any order); `weight` adds to its category's score. */
interface Cue {
  category: QuestionCategory;
  field: AnswerBankField | null;
  words: string;
  weight: number;
}

/** Cues as written; «сколько лет» means both words. Strong cues weigh 3, context cues 1. */
const CUES: readonly Cue[] = [
  // compliance: never answered from anything but what the seeker typed into the bank
  ...cues('compliance', 'citizenship', 4, ['гражданство', 'гражданин', 'гражданка', 'подданство', 'паспорт']),
  ...cues('compliance', 'work_permit', 4, [
    'разрешение работу',
    'патент',
    'виза',
    'визы',
    'внж',
    'вид жительство',
    'рвп',
    'резидент',
    'резидентом',
    'легально',
    'трудоустройства иностранцев',
  ]),
  ...cues('compliance', null, 4, ['судимость', 'судимости', 'медкнижка', 'медицинская книжка', 'воинский учет', 'военный билет']),
  // conditions
  ...cues('conditions', 'salary', 3, [
    'зарплата',
    'зарплатные',
    'заработная',
    'заработной',
    'оклад',
    'доход',
    'вознаграждение',
    'финансовые',
    'вилка',
    'получать',
    'денежные',
    'деньги',
  ]),
  ...cues('conditions', 'salary', 1, ['ожидания', 'ожидаете', 'рублей', 'на руки', 'gross', 'net']),
  ...cues('conditions', 'notice_period', 3, [
    'приступить',
    'выйти работу',
    'выход работу',
    'отработка',
    'отработать',
    'уведомление',
    'уволиться',
    'увольнения',
    'начать работать',
    'когда сможете',
    'когда готовы',
  ]),
  ...cues('conditions', 'relocation', 3, ['переезд', 'переехать', 'переезда', 'релокация', 'релоцироваться', 'переезжать']),
  ...cues('conditions', 'business_trips', 3, ['командировки', 'командировочный', 'командировочные', 'разъезды', 'разъездной']),
  // format
  ...cues('format', 'work_format', 3, [
    'удаленно',
    'удаленка',
    'удаленный',
    'удаленной',
    'дистанционно',
    'дистанционный',
    'офис',
    'офисе',
    'гибрид',
    'гибридный',
    'гибридном',
    'формат работы',
    'формат',
    'remote',
    'дома',
  ]),
  ...cues('format', 'work_format', 1, ['график', 'графиком', 'сменный', 'смены', 'выходные']),
  // portfolio
  ...cues('portfolio', 'portfolio_url', 3, [
    'портфолио',
    'github',
    'гитхаб',
    'behance',
    'dribbble',
    'примеры работ',
    'пример работы',
    'репозиторий',
    'репозитории',
    'работы можно посмотреть',
  ]),
  ...cues('portfolio', 'portfolio_url', 1, ['ссылку', 'ссылка', 'ссылки', 'кейсы', 'посмотреть']),
  // skill checks: a level, a number of years, «владеете ли»
  ...cues('skill_check', 'english_level', 4, ['английский', 'английского', 'английском', 'english']),
  ...cues('skill_check', 'skill_years', 3, [
    'сколько лет',
    'сколько опыта',
    'стаж',
    'владеете',
    'знаете',
    'знакомы',
    'работали ли',
    'есть опыт',
    'оцените',
    'уровень владения',
    'умеете',
    'пользовались',
  ]),
  ...cues('skill_check', 'skill_years', 1, ['уровень', 'лет', 'года']),
  // expertise: the seeker's own work, told
  ...cues('expertise', null, 3, [
    'расскажите',
    'опишите',
    'проект',
    'проекты',
    'достижения',
    'достижение',
    'обязанности',
    'чем занимались',
    'самый сложный',
    'какие задачи',
    'решали',
    'задачу',
  ]),
  ...cues('expertise', null, 1, ['опыт', 'опыте', 'задачи', 'сложный', 'пример', 'результат']),
  // motivation
  ...cues('motivation', null, 3, [
    'почему',
    'привлекает',
    'привлекла',
    'мотивирует',
    'мотивация',
    'заинтересовала',
    'интересна',
    'интересует',
    'хотите работать',
    'ищете работу',
    'уходите',
    'смены работы',
    'цели',
    'развиваться',
    'развитие',
  ]),
  ...cues('motivation', null, 1, ['хотите', 'нравится', 'компания', 'компании', 'вакансия', 'вакансию', 'нас']),
];

/** Cues with the same category, field and weight, one per phrase. */
function cues(category: QuestionCategory, field: AnswerBankField | null, weight: number, phrases: readonly string[]): Cue[] {
  return phrases.map((words) => ({ category, field, words, weight }));
}

/** Each cue with its words' keys (stems); prepositions are left out of cues («разрешение на работу» is «разрешение работу»). */
const COMPILED = CUES.map((cue) => ({ ...cue, keys: cue.words.split(/\s+/u).map((word) => keyOfWord(word)) }));

/** The weight of a cue that alone decides a category. */
const STRONG = 3;

/** Ties between categories go to the first one here: the more specific question wins. */
const PRIORITY: readonly QuestionCategory[] = ['compliance', 'conditions', 'format', 'portfolio', 'skill_check', 'expertise', 'motivation', 'other'];

/** What a question asks: its category, the bank fact it needs (null when none), and the scores that decided it. */
export interface QuestionClass {
  category: QuestionCategory;
  field: AnswerBankField | null;
  scores: Partial<Record<QuestionCategory, number>>;
}

/** A question's word keys match a cue key when equal, or when the cue's stem (≥ 5 letters) starts the word's stem. */
function hasKey(keys: ReadonlySet<string>, cueKey: string): boolean {
  if (keys.has(cueKey)) return true;
  if (cueKey.length < 5) return false;
  for (const key of keys) if (key.startsWith(cueKey)) return true;
  return false;
}

/**
 * Classifies one question. Scores each category by the weights of its cues found in the question; the highest score
 * wins, ties by PRIORITY; no cue → 'other'. The field is the strongest matched cue's field within the winning category.
 * @param question the employer's question as pasted (Russian or mixed)
 */
export function classifyQuestion(question: string): QuestionClass {
  const keys = new Set(tokenize(question).map((token) => token.key));
  const scores: Partial<Record<QuestionCategory, number>> = {};
  const best = new Map<QuestionCategory, { field: AnswerBankField | null; weight: number }>();
  for (const cue of COMPILED) {
    if (!cue.keys.every((key) => hasKey(keys, key))) continue;
    scores[cue.category] = (scores[cue.category] ?? 0) + cue.weight;
    const current = best.get(cue.category);
    if (!current || cue.weight > current.weight || (current.field === null && cue.field !== null && cue.weight === current.weight)) {
      best.set(cue.category, { field: cue.field, weight: cue.weight });
    }
  }
  // Only a category with a strong cue (weight ≥ 3) can win: «уровень», «лет» or «вакансия» alone are context.
  let category: QuestionCategory = 'other';
  let top = 0;
  for (const candidate of PRIORITY) {
    const score = scores[candidate] ?? 0;
    if (score > top && (best.get(candidate)?.weight ?? 0) >= STRONG) {
      top = score;
      category = candidate;
    }
  }
  return { category, field: category === 'other' ? null : (best.get(category)?.field ?? null), scores };
}

/** Latin-script or digit-bearing words that may name a tool (Kafka, 1С, C++), in the order written. */
export function skillLikeWords(question: string): string[] {
  const words = tokenize(question)
    .map((token) => token.raw)
    .filter((raw) => raw.length >= 2 && (/[a-z]/iu.test(raw) || /^\d+[сc]$/iu.test(raw)));
  const generic = new Set(['english', 'remote', 'github', 'behance', 'dribbble', 'gross', 'net', 'hr', 'it']);
  return [...new Set(words.filter((w) => !generic.has(w.toLowerCase())))];
}
