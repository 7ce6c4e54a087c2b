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
