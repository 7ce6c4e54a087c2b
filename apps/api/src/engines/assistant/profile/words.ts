/**
 * Word keys for comparing Russian and English text across case endings: the Snowball stem (lib/russian-stemmer, the
 * one stemmer of the API) for Cyrillic words, lower case without inner dots for the rest; words with their spans.
 */
import { stemRussian } from '../../../lib/russian-stemmer';
import { foldCase } from '../../../lib/text';

/** One word of a text with its span [start, end) and comparison key. */
export interface Word {
  raw: string;
  key: string;
  start: number;
  end: number;
}

const WORD_RE = /[\p{L}\p{N}][\p{L}\p{N}+#]*(?:[.-][\p{L}\p{N}][\p{L}\p{N}+#]*)*/gu;

/** Lower-cases and folds ё to е (lib/text foldCase). */
export const fold = foldCase;

/** The comparison key of one word: Snowball stem for Russian, lower case without dots for the rest. */
export function keyOf(raw: string): string {
  const folded = fold(raw).replaceAll('.', '');
  return /^[а-я]+$/u.test(folded) ? stemRussian(folded) : folded;
}

/** The words of a text with spans; hyphenated words stay whole («бэкенд-разработчик»), dots inside (Node.js). */
export function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD_RE)].map((m) => ({ raw: m[0], key: keyOf(m[0]), start: m.index, end: m.index + m[0].length }));
}

/** Keys of a vacancy or position title's words, hyphenated parts split («Python-разработчик» → python, разработчик). */
export function titleWordKeys(title: string): string[] {
  return wordsOf(title.replace(/[-–/]/gu, ' '))
    .map((w) => w.key)
    .filter((k) => k.length >= 2 && !/^\d+$/u.test(k));
}
