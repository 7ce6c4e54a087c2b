/**
 * A role is a person noun. Where the fixed role patterns of `employers.ts` find no title for a job, the clause's
 * person noun is its title: a singular animate noun of az in the nominative or the instrumental that no preposition
 * governs («секретарь», «лесником»), or a word az does not know that ends in a productive suffix of agent nouns
 * (-ист, -ор, -ёр/-ер, -щик/-чик, -тель, -ник, -арь, -ант/-ент, -лог, -граф, -мейкер…), or a word of the seeker's own
 * hh title; with the adjectives that agree with it before («старший», «ведущим») and its dependents after: genitives
 * («судебного заседания», «печатной машины»), «по …» («по закупкам»), a grade («6 разряда»). Given in the nominative.
 */
import Az from 'az';
import { isKnownWord, phraseToNominative } from './morphology';
import { normaliseSkill } from './skills';
import { keyOf } from './words';

/** «6 р.», «5-го разр.», «4 разряда» right after a title: a grade, with its number and the span's length. */
const GRADE_AFTER_RE = /^\s+(\d{1,2})(?:-?го)?\s*(?:разряд[а-я]*|разр\.?|р\.?)(?![\p{L}\d])/u;

/**
 * The grade said right after a title ends at `from` in `text` («лаборантом 3 разряда», «печатник 6 р.»): its end in
 * the text and how a title writes it («3 разряда»), or null when no grade follows.
 */
export function gradeAfter(text: string, from: number): { end: number; value: string } | null {
  const m = GRADE_AFTER_RE.exec(text.slice(from));
  return m === null ? null : { end: from + m[0].length, value: `${m[1]} разряда` };
}

/**
 * A title with its grade written in full: a seeker's shorthand «р.» or «разр.» after the grade's number is «разряда»
 * («Печатник 6 р» → «Печатник 6 разряда»); any other title is returned as it is.
 */
export function gradeInFull(title: string): string {
  return title.replace(/(?<![\p{L}\d])(\d{1,2})(?:-?го)?\s*(?:разр|р)\.?$/u, '$1 разряда');
}

/** A title found in a text: the nominative and its span in the text. */
export interface PersonRole {
  value: string;
  start: number;
  end: number;
}

/** Agent-noun suffixes of Russian: a word az does not know that ends so names a person by their trade. */
const AGENT_SUFFIX_RE = /(?:ист|ор|[её]р|щик|чик|тель|ник|арь|ант|ент|лог|граф|мейкер|менеджер|мастер)(?:а|у|ом|ем|ой|ей)?$/u;
/**
 * Indeclinable loan nouns of trades that the dictionary lacks or reads as things: each is a person by its trade in any
 * case («работаю сомелье», «стал бариста»), alone or as the tail of a compound («шеф-сомелье»).
 */
const INDECLINABLE_TRADE_RE = /^(?:сомелье|бариста|кутюрье|пиццайоло)$/iu;

/** True when `word` (or the tail of a hyphenated compound) is an indeclinable trade noun the dictionary lacks. */
export function isIndeclinableTrade(word: string): boolean {
  return INDECLINABLE_TRADE_RE.test(word.slice(word.lastIndexOf('-') + 1));
}

/** Prepositions that govern a noun after them: a person noun there is someone else («с клиентами», «для врачей»). */
const GOVERNING_RE = /^(?:с|со|за|над|под|перед|между|у|для|от|к|ко|без|про|о|об|при|в|во|на|из|после|до|вместо|кроме|среди|через)$/iu;
/** Pronouns and nouns of kin or of people in general: animate, never a title. */
const NOT_TITLE_RE =
  /^(?:я|мы|он|она|они|вы|ты|человек|люди|мама|папа|мать|отец|сын|дочь|муж|жена|ребён|ребен|дет|брат|сестр|друг|подруг|коллег|клиент|гост|пациент|покупател|заказчик|посетител|житель|сам|сама)/iu;

interface Token {
  text: string;
  start: number;
  end: number;
}

const parsesOf = (word: string): ReturnType<typeof Az.Morph> => {
  const tail = word.slice(word.lastIndexOf('-') + 1).toLowerCase();
  return /^[а-яё]+$/u.test(tail) ? Az.Morph(tail) : [];
};

/** Job titles that Russian says with an adjective or a participle used as a noun (their masculine lemmas). */
const SUBSTANTIVE_TITLES = new Set(['управляющий', 'заведующий', 'вожатый', 'горничный', 'уполномоченный']);

/** The case in which `word` is a person noun here ('nomn' or 'ablt'), or null; `inside`: not the text's first word. */
function personCase(word: string, titleKeys: ReadonlySet<string>, inside = false): 'nomn' | 'ablt' | null {
  if (NOT_TITLE_RE.test(word) || !/[а-яё]{3,}$/iu.test(word)) return null;
  const parses = parsesOf(word);
  const tail = word.slice(word.lastIndexOf('-') + 1).toLowerCase();
  const known = isKnownWord(tail);
  if (parses.some((p) => p.tag['Npro'] === true || p.tag['Name'] === true || p.tag['Surn'] === true || p.tag['Patr'] === true)) return null;
  // A reading of the dictionary, not a guess for an unknown word.
  const person = known
    ? parses.find((p) => p.tag.POS === 'NOUN' && p.tag['anim'] === true && p.tag.NMbr === 'sing' && (p.tag.CAse === 'nomn' || p.tag.CAse === 'ablt'))
    : undefined;
  if (person !== undefined) return person.tag.CAse as 'nomn' | 'ablt';
  // «управляющая», «заведующим», «вожатой»: titles that are adjectives or participles used as nouns.
  const substantive = parses.find(
    (p) =>
      (p.tag.POS === 'ADJF' || p.tag.POS === 'PRTF') &&
      p.tag.NMbr === 'sing' &&
      (p.tag.CAse === 'nomn' || p.tag.CAse === 'ablt') &&
      SUBSTANTIVE_TITLES.has(p.normalize().word.replace(/ё/gu, 'е')),
  );
  if (substantive !== undefined) return substantive.tag.CAse as 'nomn' | 'ablt';
  if (isIndeclinableTrade(tail)) return 'nomn';
  const byTitle = titleKeys.has(keyOf(tail)) && parses.some((p) => p.tag.POS === 'NOUN');
  // A capitalised word the dictionary does not know, inside a sentence, is a name («Сбер»), whatever its ending.
  const bySuffix = !known && AGENT_SUFFIX_RE.test(tail) && !(inside && /^[А-ЯЁ]/u.test(word));
  if (!byTitle && !bySuffix) return null;
  return /(?:ом|ем|ой|ей)$/u.test(tail) ? 'ablt' : 'nomn';
}

/**
 * The first title a text states by its person noun (see the file comment), or null. `title` is the seeker's own hh
 * title: its words count as person nouns even where the dictionary does not know them.
 */
export function findPersonRole(text: string, title = ''): PersonRole | null {
  const titleKeys = new Set((title.match(/[а-яё]+/giu) ?? []).map((w) => keyOf(w)));
  const tokens: Token[] = [...text.matchAll(/[\p{L}\d][\p{L}\d-]*/gu)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
  const joined = (a: Token, b: Token): boolean => /^\s+$/u.test(text.slice(a.end, b.start));
  for (let i = 0; i < tokens.length; i += 1) {
    const grammCase = personCase(tokens[i]!.text, titleKeys, i > 0);
    if (grammCase === null) continue;
    // «старшим механиком»: a substantivised adjective before a person noun in its case is that noun's adjective.
    const next = tokens[i + 1];
    if (
      next !== undefined &&
      parsesOf(tokens[i]!.text).some((p) => p.tag.POS === 'ADJF' && p.tag.CAse === grammCase) &&
      personCase(next.text, titleKeys) === grammCase
    )
      continue;
    // Adjectives that agree with it before («старший», «ведущим»); a preposition before them governs the phrase.
    let from = i;
    while (
      from > 0 &&
      joined(tokens[from - 1]!, tokens[from]!) &&
      parsesOf(tokens[from - 1]!.text).some((p) => (p.tag.POS === 'ADJF' || p.tag.POS === 'PRTF') && p.tag.CAse === grammCase && p.tag['Apro'] !== true)
    )
      from -= 1;
    if (from > 0 && GOVERNING_RE.test(tokens[from - 1]!.text) && joined(tokens[from - 1]!, tokens[from]!)) continue;
    // Dependents after it: genitives, «по …», a grade.
    let to = i;
    let k = i + 1;
    while (k < tokens.length && joined(tokens[k - 1]!, tokens[k]!) && k - i <= 4) {
      const w = tokens[k]!.text;
      if (/^по$/iu.test(w) && tokens[k + 1] !== undefined && joined(tokens[k]!, tokens[k + 1]!)) {
        to = k + 1;
        k += 2;
        continue;
      }
      if (/^\d+$/u.test(w) && /^(?:разряд\p{L}*|р)$/iu.test(tokens[k + 1]?.text ?? '')) {
        to = k + 1;
        k += 2;
        continue;
      }
      // «водитель категории Е»: a licence category or a grade code right after the genitive.
      if (/^[A-ZА-ЯЁ]{1,3}\d?$/u.test(w) && to === k - 1 && to > i) {
        to = k;
        break;
      }
      const parses = parsesOf(w);
      const genitive =
        parses.some((p) => (p.tag.POS === 'NOUN' || p.tag.POS === 'ADJF' || p.tag.POS === 'PRTF') && p.tag.CAse === 'gent') &&
        !parses.some((p) => ['VERB', 'PREP', 'CONJ', 'PRCL', 'ADVB', 'NPRO'].includes(p.tag.POS ?? '')) &&
        !parses.some((p) => p.tag['Name'] === true || p.tag['Surn'] === true) &&
        !/^[А-ЯЁA-Z]/u.test(w);
      if (!genitive) break;
      to = k;
      k += 1;
    }
    // A trailing adjective belongs to no noun of the title.
    while (to > i && !parsesOf(tokens[to]!.text).some((p) => p.tag.POS === 'NOUN') && !/^(?:\d+|разряд\p{L}*|р|по|[A-ZА-ЯЁ]{1,3}\d?)$/u.test(tokens[to]!.text))
      to -= 1;
    if (to > i && /^по$/iu.test(tokens[to]!.text)) to -= 1;
    const start = tokens[from]!.start;
    const end = tokens[to]!.end;
    const headEnd = tokens[i]!.end;
    const head = text.slice(start, headEnd);
    const nominative = grammCase === 'ablt' ? phraseToNominative(head) : head;
    const value = nominative + text.slice(headEnd, end);
    return { value: value.charAt(0).toUpperCase() + value.slice(1), start, end };
  }
  return null;
}

/**
 * A later time said before a title of one's own: «с 2024 —», «а с марта 2025 я», «сейчас», «теперь», «ныне», at the
 * text's start or after a comma, a dash or «и/а/но». Years must already be digits (periods.ts `datesInDigits`).
 */
const TIME_LEAD_RE =
  /(?:^|(?<=[,;:—–(]\s*)|(?<=(?<![\p{L}])(?:и|а|но)\s+))(?:(?:с|c|начиная\s+с)\s+(?:[а-яё]+\s+)?(?:19|20)\d\d(?:\s*-?го)?(?:\s*(?:г\.|года?|году))?|сейчас|теперь|ныне|сегодня|на\s+данный\s+момент)(?![\p{L}\d])\s*(?:[—–-]\s*|,\s*)?(?:(?:я|уже|работаю|тружусь)\s+)*/giu;

/**
 * The last title a text says one holds from a later time on: «с 2021 — старший специалист, с марта 2025 — ведущий
 * специалист» → «Ведущий специалист», «…и с сентября 2025 я врач-диетолог отделения» → «Врач-диетолог отделения»,
 * «Сейчас я начальник участка». The title must open right after the time words (a person noun with its adjectives
 * and dependents, findPersonRole); «сейчас я в …» names a place, not a title. Null when no such title is said.
 */
export function findTitleAfterTime(text: string, title = ''): PersonRole | null {
  let latest: PersonRole | null = null;
  for (const m of text.matchAll(TIME_LEAD_RE)) {
    const from = m.index + m[0].length;
    const rest = text.slice(from).split(/[,;:.!?()]/u)[0] ?? '';
    // «с 2024 я lead», «Senior UX-исследователь»: a title in English, or English words of rank before a Russian one.
    const english = /^((?:[A-Za-z][\w+#-]*\s+){0,3}[A-Za-z][\w+#-]*)\s*(?:$|(?=(?:в|во|at|in)\s))/u.exec(rest);
    if (english !== null) {
      latest = { value: english[1]!, start: from, end: from + english[1]!.length };
      continue;
    }
    const role = findPersonRole(rest, title);
    const rank = role === null ? null : /^(?:[A-Za-z][\w+#-]*\s+){1,3}$/u.exec(rest.slice(0, role.start));
    if (role === null || (role.start !== 0 && rank === null)) continue;
    const value = rank === null ? role.value : rest.slice(0, role.start) + role.value;
    latest = { value, start: from, end: from + role.end };
  }
  return latest;
}

/** A grade or a class said after a title: «1 класса», «5 разряда», «категории D», «высшей категории». */
const GRADE_TAIL_RE =
  /\s+(?:\d{1,2}(?:-?г?о)?\s*(?:класса|разряда|разр\.?|р\.?|категории)|(?:высшей|первой|второй|третьей)\s+(?:категории|квалификации)|категории\s+[A-ZА-ЯЁ]{1,3}\d?)$/iu;

/**
 * True when `later` is `earlier` with only a grade or a class said (a driver «водитель 1 класса» is still the
 * «водитель трамвая» they were): a grade is no new title, so the title stays the trade.
 */
export function isGradeOnly(later: string, earlier: string): boolean {
  const bare = later.replace(GRADE_TAIL_RE, '');
  if (bare === later) return false;
  const head = (s: string): string => keyOf(s.split(/\s+/u)[0] ?? '');
  return head(bare) === head(earlier) && bare.split(/\s+/u).length <= earlier.split(/\s+/u).length;
}

/** «пишу на go», «программировала на Kotlin»: a verb of writing code and the language after «на», in Latin letters. */
const CODE_IN_RE =
  /(?<![\p{L}])(?:пишу|писал[аи]?|программирую|программировал[аи]?|кожу|кодил[аи]?)\s+(?:(?:сейчас|уже|тоже|в\s+основном|только)\s+)?на\s+([A-Za-z][\w+#]*)(?![\w+#.])/iu;

/** Verbs that name a trade by what one does, with the agent noun of that trade («вожу» → «водитель»). */
const TRADE_VERBS: [RegExp, string, 'sing' | 'any'][] = [
  // One drives one vehicle; «вожу экскурсии», «вожу группы» are a guide's work, not a driver's.
  [/^(?:вожу|водит|водил[аи]?)$/iu, 'водитель', 'sing'],
  [/^(?:преподаю|препода[её]т|преподавал[аи]?)$/iu, 'преподаватель', 'any'],
  [/^(?:воспитываю|воспитывает|воспитывал[аи]?)$/iu, 'воспитатель', 'any'],
];

/**
 * A title made from a verb of a trade and its object: «вожу трамвай» → «Водитель трамвая», «преподаю химию» →
 * «Преподаватель химии». The object is an inanimate noun in the accusative (adjectives before it kept), put into the
 * genitive; with none the verb gives no title («вожу детей в сад» names no trade). Writing code in a language names
 * its developer: «пишу на Go» → «Go-разработчик» (the language in Latin letters, as the skills list spells it; «пишу
 * на английском» names none). The span is the verb and object.
 */
export function findTradeVerbRole(text: string): PersonRole | null {
  // «пишу на Go», «программирую на Kotlin»: one who writes code in a language is its developer («Go-разработчик»).
  const code = CODE_IN_RE.exec(text);
  const language = code === null ? null : normaliseSkill(code[1]!);
  if (code !== null && language !== null && /^[A-Za-z][\w+#]*$/u.test(language))
    return { value: `${language}-разработчик`, start: code.index, end: code.index + code[0].length };
  const tokens: Token[] = [...text.matchAll(/[\p{L}-]+/gu)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
  for (let i = 0; i < tokens.length; i += 1) {
    const verb = TRADE_VERBS.find(([re]) => re.test(tokens[i]!.text));
    if (verb === undefined) continue;
    const [, noun, number] = verb;
    const object: string[] = [];
    let end = tokens[i]!.end;
    for (let k = i + 1; k < tokens.length && k <= i + 3; k += 1) {
      if (!/^\s+$/u.test(text.slice(tokens[k - 1]!.end, tokens[k]!.start))) break;
      const parses = parsesOf(tokens[k]!.text);
      const nounParse = parses.find(
        (p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'accs' && p.tag['anim'] !== true && (number === 'any' || p.tag.NMbr === 'sing'),
      );
      if (nounParse !== undefined) {
        const gent = nounParse.inflect(['gent', nounParse.tag.NMbr === 'plur' ? 'plur' : 'sing']);
        object.push(gent === false ? tokens[k]!.text : gent.word);
        end = tokens[k]!.end;
        break;
      }
      const adjective = parses.find((p) => (p.tag.POS === 'ADJF' || p.tag.POS === 'PRTF') && p.tag.CAse === 'accs');
      if (adjective === undefined) break;
      object.push(genitiveAdjective(tokens[k]!.text));
    }
    if (object.length === 0 || !parsesOf(tokens[i + object.length]?.text ?? '').some((p) => p.tag.POS === 'NOUN')) return null;
    const value = `${noun} ${object.join(' ')}`;
    return { value: value.charAt(0).toUpperCase() + value.slice(1), start: tokens[i]!.start, end };
  }
  return null;
}

/** An adjective of an inanimate accusative object put into the genitive by its ending («высшую» → «высшей»). */
function genitiveAdjective(word: string): string {
  const endings: [RegExp, string][] = [
    [/([жшчщ])ую$/u, '$1ей'],
    [/ую$/u, 'ой'],
    [/юю$/u, 'ей'],
    [/([гкхжшчщ])ие$/u, '$1их'],
    [/ые$/u, 'ых'],
    [/ие$/u, 'их'],
    [/([жшчщц])ее$/u, '$1его'],
    [/ое$/u, 'ого'],
    [/ее$/u, 'его'],
    [/([жшчщ])ий$/u, '$1его'],
    [/ий$/u, 'ого'],
    [/[ыо]й$/u, 'ого'],
  ];
  for (const [re, to] of endings) if (re.test(word)) return word.replace(re, to);
  return word;
}
