/**
 * Text primitives shared by the assistant (composing, grounding) and vacancy matching: tokens with
 * case- and spelling-insensitive keys, skill mentions, sentences and negated clauses. Russian words are
 * compared by their Snowball stems, Latin words lower-cased with inner dots removed (Node.js = nodejs).
 */
import { stemRussian } from './russian-stemmer';

/** One word of a text: its characters as written, its comparison key, and its span in the text. */
export interface Token {
  raw: string;
  key: string;
  start: number;
  end: number;
}

const TOKEN_RE = /[\p{L}\p{N}][\p{L}\p{N}+#]*(?:\.[\p{L}\p{N}][\p{L}\p{N}+#]*)*/gu;

/** Spelling variants that name the same thing (written as words; their keys are computed at load). */
const ALIAS_WORDS: Record<string, string> = {
  postgres: 'postgresql',
  постгрес: 'postgresql',
  постгре: 'postgresql',
  k8s: 'kubernetes',
  кубернетес: 'kubernetes',
  джаваскрипт: 'javascript',
  golang: 'go',
  питон: 'python',
  пайтон: 'python',
  докер: 'docker',
  джава: 'java',
  гит: 'git',
  линукс: 'linux',
  эксель: 'excel',
  ексель: 'excel',
  джира: 'jira',
  постман: 'postman',
  селениум: 'selenium',
  '1c': '1с',
  reactjs: 'react',
  vuejs: 'vue',
  бэкенд: 'backend',
  бекенд: 'backend',
  фронтенд: 'frontend',
  фронтэнд: 'frontend',
};

/** Lower-cases and folds ё to е, so «Ёлка» and «елка» compare equal. */
export function foldCase(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е');
}

function normalizeWord(raw: string): string {
  const folded = foldCase(raw).replaceAll('.', '');
  return /^[а-я]+$/.test(folded) ? stemRussian(folded) : folded;
}

const ALIASES = new Map(Object.entries(ALIAS_WORDS).map(([from, to]) => [normalizeWord(from), normalizeWord(to)]));

/** The comparison key of one word: stem for Russian, lower case without dots for the rest, aliases folded. */
export function keyOfWord(raw: string): string {
  const key = normalizeWord(raw);
  return ALIASES.get(key) ?? key;
}

/** Splits a text into tokens; `+` and `#` stay inside words (C++, C#) and dots inside words (Node.js, 3.13). */
export function tokenize(text: string): Token[] {
  return [...text.matchAll(TOKEN_RE)].map((m) => ({
    raw: m[0],
    key: keyOfWord(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** The keys of a text's tokens, in order. */
export function keysOf(text: string): string[] {
  return tokenize(text).map((t) => t.key);
}

/**
 * The key of a skill name: its token keys joined without spaces, so «PostgreSQL», «Postgre SQL» and «постгрес»
 * share one key. Returns '' for a name without letters or digits.
 */
export function skillKey(name: string): string {
  return keysOf(name).join('');
}

/**
 * True when the token keys of a text contain the skill: neighbouring tokens whose joined keys equal the skill's key
 * (so «node js» in a text mentions «Node.js», and «постгресе» mentions «PostgreSQL»).
 */
export function containsSkill(textKeys: readonly string[], skill: string): boolean {
  const skillKeys = keysOf(skill);
  const target = skillKeys.join('');
  if (target === '') return false;
  const maxWindow = skillKeys.length + 2;
  for (let i = 0; i < textKeys.length; i += 1) {
    let joined = '';
    for (let len = 0; len < maxWindow && i + len < textKeys.length; len += 1) {
      joined += textKeys[i + len];
      if (joined === target) return true;
      if (joined.length >= target.length) break;
    }
  }
  return false;
}

/** The skills of `skills` (as spelled there) that a text mentions, in the order of `skills`, one per key. */
export function findSkillMentions(text: string, skills: readonly string[]): string[] {
  const keys = keysOf(text);
  return uniqueSkills(skills).filter((skill) => containsSkill(keys, skill));
}

/** Removes repeated skills (same key), keeping the first spelling; drops names without letters or digits. */
export function uniqueSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const skill of skills) {
    const key = skillKey(skill);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(skill.trim());
  }
  return out;
}

/**
 * True when two skill names denote the same skill: equal keys, or every token of the shorter name occurs in the
 * longer one («Jira» and «Atlassian Jira», «SQL» and «MS SQL»).
 */
export function skillsMatch(a: string, b: string): boolean {
  const ka = keysOf(a);
  const kb = keysOf(b);
  if (ka.length === 0 || kb.length === 0) return false;
  if (ka.join('') === kb.join('')) return true;
  const [short, long] = ka.length <= kb.length ? [ka, kb] : [kb, ka];
  return short.every((k) => long.includes(k));
}

/** Splits a text into trimmed sentences at . ! ? … followed by a space, at line breaks, bullets and semicolons. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|[\n\r]+|[•;]\s*/u)
    .map((s) => s.trim().replace(/^[-–—*]\s*/u, ''))
    .filter((s) => s.length > 0);
}

const CONTRAST_RE = /,\s*(?:но|а|однако|зато|а вот)\s+|\s+(?:но|однако|зато)\s+|,\s*(?:but|while)\s+/iu;

/** Splits a sentence at contrastive conjunctions («Docker использовал, а Kubernetes нет» → two clauses). */
export function splitClauses(sentence: string): string[] {
  return sentence
    .split(CONTRAST_RE)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}

const NEGATIONS = new Set([
  'не',
  'нет',
  'ни',
  'нету',
  'никогда',
  'нигде',
  'никак',
  'никакой',
  'никакого',
  'никаких',
  'никаким',
  'без',
  'незнаком',
  'незнакома',
  'незнакомы',
  'not',
  'no',
  'never',
  "don't",
  'didn',
]);

/** True when a clause carries a negation («не», «нет», «никогда», «без», not, never...). */
export function hasNegation(clause: string): boolean {
  return tokenize(clause).some((t) => NEGATIONS.has(foldCase(t.raw)));
}

/** A piece of a sentence between commas or contrastive conjunctions, with what decides its polarity. */
interface Segment {
  keys: string[];
  skills: string[];
  negated: boolean;
  listOnly: boolean;
  afterContrast: boolean;
}

const LIST_WORDS = new Set(['и', 'или', 'также', 'а', 'с', 'со', 'на', 'в', 'and', 'or', 'with'].map(keyOfWord));

/** True when every token of a segment belongs to a skill mention or is a list word («Kubernetes и Helm»). */
function isListOnly(keys: readonly string[], skills: readonly string[]): boolean {
  if (skills.length === 0) return false;
  const covered = keys.map((k) => LIST_WORDS.has(k));
  for (const skill of skills) {
    const target = skillKey(skill);
    for (let i = 0; i < keys.length; i += 1) {
      let joined = '';
      for (let j = i; j < keys.length && joined.length < target.length; j += 1) {
        joined += keys[j];
        if (joined === target) covered.fill(true, i, j + 1);
      }
    }
  }
  return covered.every(Boolean);
}

function splitSegments(sentence: string, skills: readonly string[]): Segment[] {
  const segments: Segment[] = [];
  for (const [c, clause] of splitClauses(sentence).entries()) {
    for (const [p, piece] of clause.split(/,\s*/u).entries()) {
      if (piece.trim() === '') continue;
      const keys = keysOf(piece);
      const mentioned = skills.filter((s) => containsSkill(keys, s));
      segments.push({
        keys,
        skills: mentioned,
        negated: hasNegation(piece),
        listOnly: isListOnly(keys, mentioned),
        afterContrast: c > 0 && p === 0,
      });
    }
  }
  return segments;
}

function resolveNegation(segments: readonly Segment[]): boolean[] {
  const negated = segments.map((s) => s.negated);
  segments.forEach((segment, i) => {
    if (segment.negated && segment.skills.length === 0 && segment.afterContrast && i > 0) negated[i - 1] = true;
  });
  segments.forEach((segment, i) => {
    if (!segment.listOnly) return;
    const contrastBetween = (from: number, to: number): boolean => segments.slice(from + 1, to + 1).some((s) => s.afterContrast);
    const before = segments.slice(0, i).findLastIndex((s) => !s.listOnly);
    const after = segments.findIndex((s, j) => j > i && !s.listOnly);
    if (before >= 0 && !contrastBetween(before, i)) negated[i] = negated[before] ?? false;
    else if (after >= 0 && !contrastBetween(i, after)) negated[i] = negated[after] ?? false;
  });
  return negated;
}

/**
 * The skills of `skills` a text confirms: mentioned in a part of a sentence that is not negated. «С Docker работал,
 * а Kubernetes не трогал» confirms Docker only; «Не работал с Docker, Kubernetes» confirms neither;
 * «SQL изучил на курсе, Power BI не использовал» confirms SQL. Returns the names as spelled in `skills`.
 */
export function findConfirmedSkills(text: string, skills: readonly string[]): string[] {
  const vocabulary = uniqueSkills(skills);
  const confirmed = new Set<string>();
  for (const sentence of splitSentences(text)) {
    const segments = splitSegments(sentence, vocabulary);
    const negated = resolveNegation(segments);
    segments.forEach((segment, i) => {
      if (!negated[i]) for (const skill of segment.skills) confirmed.add(skill);
    });
  }
  return vocabulary.filter((skill) => confirmed.has(skill));
}
