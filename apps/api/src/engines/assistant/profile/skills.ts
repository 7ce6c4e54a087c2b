/**
 * Skills against hh's key_skills vocabulary (data/key-skills.json, mined from real vacancies) and the hand-checked
 * alias table (data/skill-aliases.json): normalising a seeker's spelling («джанго» → Django), finding skills in
 * free text with their spans, and telling which skills are relevant to a position title.
 */
import { keySkillsData, listedSkillAliasData, skillAliasData } from './data-files';
import { dictionaryLemmas, morphologyReady } from './morphology';
import { fold, keyOf, titleWordKeys, wordsOf, type Word } from './words';

/** The matching key of a skill name or text window: its word keys joined, hyphens and slashes dropped. */
function joinedKey(text: string): string {
  return wordsOf(text.replace(/[-/]/gu, ' '))
    .map((w) => w.key)
    .join('');
}

/** Vocabulary names too generic to count as a skill when they stand alone in an answer. */
const STANDALONE_STOP = new Set([
  'it',
  'qa',
  'ai',
  'hr',
  'b2b',
  'b2c',
  'api',
  'web',
  'junior',
  'middle',
  'senior',
  'lead',
  'team',
  'go',
  'r',
  'c',
  'd',
  'ios',
  'frontend',
  'backend',
  'fullstack',
  'ecommerce',
  'data',
  'core',
  'async',
  'await',
  'cloud',
  // Market segments and industries: whom a seeker sells to or which field they work in, not a tool they use.
  'smb',
  'sme',
  'enterprise',
  'fintech',
  'edtech',
  'medtech',
  'foodtech',
  'proptech',
  'retail',
  'b2g',
  'horeca',
]);

/** A legal form or an organisation noun right before a name: what follows names an organisation, not a skill. */
const ORGANISATION_BEFORE_RE =
  /(?:(?<![\p{L}])(?:[А-ЯЁ]{2,5}|[Кк]омпани\p{L}*|[Фф]ирм\p{L}*|[Гг]рупп\p{L}*\s+компаний|[Хх]олдинг\p{L}*|[Сс]тудии?|[Аа]гентств\p{L}*))\s*[«"]?[^«»"]{0,40}$/u;
/** Words that end a company's Latin name («Docker Inc», «Python Labs», «Linux Systems Group»). */
const COMPANY_SUFFIX_RE =
  /^[\s-]+(?:[A-Z][\w-]*\s+){0,2}(?:Inc|LLC|Ltd|GmbH|Group|Labs?|Systems|Soft|Solutions|Technologies|Tech|Studio|Company|Corp|Co)(?![\p{L}])/u;

/**
 * True when a skill's words at [start, end) are part of an organisation's name: inside the quotes of a name that a
 * legal form or an organisation noun opens («ООО «Python Лаб»», «в компании «Java Group»»), right after such a form
 * («ООО Python Lab»), or before a company word («Docker Inc»).
 */
function insideOrganisationName(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 60), start);
  const quote = /[«"]([^«»"]*)$/u.exec(before);
  if (quote !== null && ORGANISATION_BEFORE_RE.test(before.slice(0, quote.index).trimEnd() + ' «')) return true;
  if (/(?<![\p{L}])(?:ООО|ОАО|ЗАО|ПАО|АО|ИП|ТОО|АНО)\s+$/u.test(before)) return true;
  return COMPANY_SUFFIX_RE.test(text.slice(end, end + 40));
}

/** A 1С product's vocabulary name: «1С: Бухгалтерия», «1C: Зарплата и кадры». */
const ONE_C_PRODUCT_RE = /^1\s*[СC]\s*:\s*[А-ЯЁA-Z]/u;

interface Matcher {
  byKey: Map<string, string>;
  /** The most words any spelling of a key is written in («power bi» → 2, «рза» → 1). */
  wordsOfKey: Map<string, number>;
  maxWords: number;
}

let matcher: Matcher | undefined;

/**
 * Every spelling the text matcher knows → hh name: each alias, and each vocabulary name written with Latin letters
 * or digits (Russian vocabulary names are generic phrases, «Обучение», so only their hand-checked aliases count).
 */
function getMatcher(): Matcher {
  if (matcher !== undefined) return matcher;
  const byKey = new Map<string, string>();
  const wordsOfKey = new Map<string, number>();
  let maxWords = 1;
  const count = (key: string, spelling: string): void => {
    const n = wordsOf(spelling.replace(/[-/]/gu, ' ')).length;
    wordsOfKey.set(key, Math.max(wordsOfKey.get(key) ?? 0, n));
    maxWords = Math.max(maxWords, n);
  };
  for (const [name] of keySkillsData().skills) {
    // Russian vocabulary names are generic phrases; a 1С product («1С: Документооборот») is a product's own name.
    if (!/[a-z0-9]/iu.test(name) || (/[а-яё]/iu.test(name) && !ONE_C_PRODUCT_RE.test(name))) continue;
    const key = joinedKey(name);
    if (key.length < 2 || STANDALONE_STOP.has(key) || byKey.has(key)) continue;
    byKey.set(key, name);
    count(key, name);
  }
  for (const [alias, name] of Object.entries(skillAliasData())) {
    byKey.set(joinedKey(alias), name);
    count(joinedKey(alias), alias);
  }
  matcher = { byKey, wordsOfKey, maxWords };
  return matcher;
}

/**
 * The hh key_skills spelling of a skill name as a seeker or hh wrote it: the alias tables first («кубер» →
 * Kubernetes, «1с» → «1С: Предприятие 8»), then the vocabulary (case and ending-insensitive: «postgresql» →
 * PostgreSQL). Returns null for a name neither knows.
 */
export function normaliseSkill(text: string): string | null {
  const key = joinedKey(text);
  if (key === '') return null;
  const { aliases, vocabulary } = getNames();
  return aliases.get(key) ?? vocabulary.get(key) ?? listedLatinTypo(text, key);
}

let namedLatinKeys: [string, string][] | undefined;
/**
 * A product's Latin name of several parts mistyped by one letter («r-keper» → R-Keeper), as the alias tables or the
 * vocabulary spell it, or null. The joined name must have six letters and more and exactly one known name must be
 * that close, so a short or ambiguous name is never changed into another product.
 */
function listedLatinTypo(text: string, key: string): string | null {
  if (!/^[A-Za-z][A-Za-z\d\s.+#-]*$/u.test(text.trim()) || !/^[a-z]{6,}$/u.test(key)) return null;
  // One name a key: the alias tables' spelling before the vocabulary's («R-Keeper», not «r_keeper»).
  namedLatinKeys ??= [...new Map([...getNames().vocabulary.entries(), ...getNames().aliases.entries()])].filter(([k]) => /^[a-z]{5,}$/u.test(k));
  const close = new Set(namedLatinKeys.filter(([k]) => oneEditApart(key, k)).map(([k]) => k));
  return close.size === 1 ? (getNames().aliases.get([...close][0]!) ?? getNames().vocabulary.get([...close][0]!) ?? null) : null;
}

/**
 * The hh name the alias tables give a skill name, or a vocabulary name of two words and more, or null: «кубер» →
 * Kubernetes. With `shorthand`, list shorthand counts too («релейка» → «Релейная защита и автоматика»).
 */
export function aliasedSkill(text: string, shorthand = true): string | null {
  const key = joinedKey(text);
  if (key === '') return null;
  const alias = shorthand ? getNames().aliases.get(key) : plainAliases().get(key);
  if (alias !== undefined) return alias;
  // A vocabulary name of two words and more is specific («Управленческий учет»); a one-word one («Сборка») is not.
  const named = getNames().vocabulary.get(key);
  return named !== undefined && wordsOf(named).length >= 2 ? named : null;
}

let plain: Map<string, string> | undefined;
const plainAliases = (): Map<string, string> => (plain ??= new Map(Object.entries(skillAliasData()).map(([alias, name]) => [joinedKey(alias), name])));

let names: { aliases: Map<string, string>; vocabulary: Map<string, string> } | undefined;

/** Alias and vocabulary spellings by matching key (the most frequent vocabulary spelling wins). */
function getNames(): NonNullable<typeof names> {
  if (names !== undefined) return names;
  // List shorthand («релейка», «капельницы») normalises too; only the free-text matcher leaves it out.
  const aliases = new Map([...Object.entries(listedSkillAliasData()), ...Object.entries(skillAliasData())].map(([alias, name]) => [joinedKey(alias), name]));
  const vocabulary = new Map<string, string>();
  for (const [name] of keySkillsData().skills) {
    const key = joinedKey(name);
    if (!vocabulary.has(key)) vocabulary.set(key, name);
  }
  names = { aliases, vocabulary };
  return names;
}

let canonicalKeys: string[] | undefined;

/** The canonical matching key of each vocabulary skill, by index (aliases applied: «Django Framework» → django). */
function vocabularyKeys(): string[] {
  canonicalKeys ??= keySkillsData().skills.map(([name]) => joinedKey(normaliseSkill(name) ?? name));
  return canonicalKeys;
}

/** A skill found in a text: its hh name and the span [start, end) of the words that name it. */
export interface SkillMention {
  name: string;
  start: number;
  end: number;
}

const NEGATION = new Set(['не', 'нет', 'никогда', 'ни', 'not', 'never']);
const TAKEN_BACK_RE =
  /(^|[.!?\n]\s*)[^.!?\n]*?,?\s+но\s+[^.!?\n]*?(?<![\p{L}])не\s+(?:применял|применяла|использовал|использовала|работал|работала|пользовал|пользовалась|пользовался)(?![\p{L}])/giu;
const CLAUSE_BREAK_RE = /[,;:.!?()\n]|\s(?:но|а|однако|зато)\s/giu;

/** Clause boundaries of a text: a word's clause is the index of the last break before it. */
function clauseIndex(text: string): (offset: number) => number {
  const breaks = [...text.matchAll(CLAUSE_BREAK_RE)].map((m) => m.index);
  return (offset) => breaks.filter((b) => b < offset).length;
}

/**
 * Skills a text names, longest spelling first at each word («GitLab CI» wins over «GitLab»), once per hh name,
 * in reading order. A skill in a negated clause («Kubernetes не трогал», «с Docker не работал») is not counted.
 */
export function findSkillsInText(text: string): SkillMention[] {
  const { byKey, wordsOfKey, maxWords } = getMatcher();
  const spaced = text.replace(/[-/]/gu, ' ');
  const words: Word[] = wordsOf(spaced);
  // A skill name never spans punctuation: «React, Redux» is two skills, not «React/Redux».
  // «1С: Бухгалтерия 8.3»: a 1С product is named across its colon.
  const joins = (i: number): boolean =>
    i === 0 ||
    /^\s*$/u.test(spaced.slice(words[i - 1]!.end, words[i]!.start)) ||
    (/^1[сc]$/iu.test(words[i - 1]!.raw) && /^\s*:\s*$/u.test(spaced.slice(words[i - 1]!.end, words[i]!.start)));
  const clauseOf = clauseIndex(text);
  const negatedClauses = new Set(words.filter((w) => NEGATION.has(fold(w.raw))).map((w) => clauseOf(w.start)));
  // «Selenium пробовала на курсах, но в работе не применяла»: the «но … не применял» clause takes back the one before it.
  const takenBack = [...text.matchAll(TAKEN_BACK_RE)].map((m) => ({ start: m.index + (m[1]?.length ?? 0), end: m.index + m[0].length }));
  const found: SkillMention[] = [];
  const seen = new Set<string>();
  let i = 0;
  while (i < words.length) {
    let best: { name: string; len: number } | null = null;
    let joined = '';
    for (let len = 1; len <= maxWords && i + len <= words.length; len += 1) {
      if (len > 1 && !joins(i + len - 1)) break;
      joined += words[i + len - 1]?.key ?? '';
      const name = byKey.get(joined);
      // Cyrillic words glued into a shorter spelling are chance letters, not a name: «р за» is no «РЗА». Latin
      // names written apart or together are the same product («Power BI», «PowerBI»).
      const glued = len > (wordsOfKey.get(joined) ?? len) && /[а-яё]/iu.test(joined);
      if (name !== undefined && !glued) best = { name, len };
    }
    if (best === null) {
      const typo = latinTypo(words[i]!.key, byKey);
      if (typo === null) {
        i += 1;
        continue;
      }
      best = { name: typo, len: 1 };
    }
    const first = words[i]!;
    const last = words[i + best.len - 1]!;
    // «на Мира» (a street) is no «Миро»: a one-word Cyrillic spelling matched only by its stem, whose surface form the
    // dictionary also reads as a word the alias itself is not («мира» is a form of «мир»), is not taken for the product.
    // «укола» stays «уколы» (Инъекции): both are forms of «укол».
    if (best.len === 1 && /^[а-яё]+$/iu.test(first.raw) && !aliasLemmas().has(fold(first.raw))) {
      const lemmas = dictionaryLemmas(first.raw);
      if (lemmas.some((l) => !aliasLemmas().has(fold(l)))) {
        i += 1;
        continue;
      }
    }
    // «UX-тексты», «SEO-копирайтинг»: a Latin name glued by a hyphen to a Russian word is part of another term.
    if (/^-[а-яё]/iu.test(text.slice(last.end, last.end + 2)) && !/[а-яё]/iu.test(text.slice(first.start, last.end))) {
      i += best.len;
      continue;
    }
    const isTakenBack = takenBack.some((t) => first.start >= t.start && first.start < t.end) || insideOrganisationName(text, first.start, last.end);
    if (!negatedClauses.has(clauseOf(first.start)) && !isTakenBack && !seen.has(best.name)) {
      seen.add(best.name);
      found.push({ name: best.name, start: first.start, end: last.end });
    }
    i += best.len;
  }
  return found;
}

let cyrillicLemmas: Set<string> | undefined;
/**
 * The one-word Cyrillic spellings of the alias tables, folded, as written there and as the dictionary's lemmas of them
 * («миро»; «уколы» and «укол»). Not kept until the morphology is loaded, so a check run without it reads no lemma.
 */
function aliasLemmas(): Set<string> {
  if (cyrillicLemmas !== undefined) return cyrillicLemmas;
  const spellings = [...Object.keys(skillAliasData()), ...Object.keys(listedSkillAliasData())].map((a) => fold(a)).filter((a) => /^[а-яё]+$/u.test(a));
  const all = new Set([...spellings, ...spellings.flatMap((a) => dictionaryLemmas(a).map((l) => fold(l)))]);
  if (morphologyReady()) cyrillicLemmas = all;
  return all;
}

/** True when a and b differ by one edit: a letter changed, added or dropped, or two neighbours swapped. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

let latinKeys: [string, string][] | undefined;
/**
 * The skill a Latin word misspells by one edit («Pyhton», «Postgress», «Jenkis» → Python, PostgreSQL, Jenkins), or
 * null. Only words of six letters and more (a name of five letters is met by one letter too many: «Excell»), and only
 * when exactly one one-word skill name is one edit away, so two real products a letter apart are not confused.
 */
function latinTypo(key: string, byKey: Map<string, string>): string | null {
  if (!/^[a-z]{6,}$/u.test(key)) return null;
  // A name of five letters is reached only by adding a letter to it («Excell»): a six-letter word never shrinks to it.
  latinKeys ??= [...byKey].filter(([k]) => /^[a-z]{5,}$/u.test(k));
  const hits = latinKeys.filter(([k]) => oneEditApart(key, k));
  return hits.length === 1 ? hits[0]![1] : null;
}

/** Title words that say seniority or a generic job noun, not what the job is about. */
const GENERIC_TITLE_WORDS = new Set(
  [
    'junior',
    'middle',
    'senior',
    'lead',
    'младший',
    'старший',
    'ведущий',
    'главный',
    'стажер',
    'специалист',
    'developer',
    'engineer',
    'разработчик',
    'инженер',
    'программист',
    'менеджер',
  ].map(keyOf),
);
/** Share of a title word's vacancies that must list a skill for it to count as relevant. */
const RELEVANCE_SHARE = 0.03;
/** A title word needs this many vacancies with key_skills before its co-occurrences are trusted. */
const MIN_TITLE_EVIDENCE = 20;

/**
 * How often real vacancies whose title has the position title's most specific word list the skill (0–1), or null
 * when the corpus has too few vacancies for the title's words to judge. The most specific word is the one with the
 * fewest vacancies among words with enough evidence (python over разработчик in «Python-разработчик»).
 */
export function skillRelevance(title: string, skill: string): number | null {
  const { skills, titleWords } = keySkillsData();
  const words = [...new Set(titleWordKeys(title))]
    .map((w) => ({ w, row: titleWords[w] }))
    .filter((x): x is { w: string; row: NonNullable<typeof x.row> } => x.row !== undefined && x.row[0] >= MIN_TITLE_EVIDENCE);
  const specific = words.filter((x) => !GENERIC_TITLE_WORDS.has(x.w));
  const pool = specific.length > 0 ? specific : words;
  if (pool.length === 0) return null;
  const word = pool.reduce((a, b) => (b.row[0] < a.row[0] ? b : a));
  const key = joinedKey(normaliseSkill(skill) ?? skill);
  const keys = vocabularyKeys();
  let count = 0;
  for (const [index, n] of word.row[1]) {
    if (index < skills.length && keys[index] === key) count = Math.max(count, n);
  }
  return count / word.row[0];
}

/**
 * The skills (as given) relevant to a position title: those that real vacancies with the title's most specific word
 * list in at least 3 % of cases. C++, PowerPoint and Statistica are not relevant to «Python-разработчик»; Django is.
 * When the corpus cannot judge the title (too few vacancies), every skill is kept: nothing says it is unrelated.
 */
export function skillsRelevantTo(title: string, skills: readonly string[]): string[] {
  return skills.filter((skill) => {
    const share = skillRelevance(title, skill);
    return share === null || share >= RELEVANCE_SHARE;
  });
}
