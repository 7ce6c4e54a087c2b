/**
 * The Snowball Russian stemmer (M. Porter's algorithm, snowballstem.org/algorithms/russian/stemmer.html) from the
 * maintained `snowball-stemmers` package. Matching and grounding compare Russian words across their case endings:
 * «тестированием» and «тестирование» must meet at «тестирован».
 */
import snowball from 'snowball-stemmers';

const russian = snowball.newStemmer('russian');

/**
 * The Snowball stem of one lower-case word. Words without Cyrillic letters (python, 1с) and very short words come
 * back as they are, because the algorithm finds no region to strip there.
 */
export function stemRussian(word: string): string {
  return russian.stem(word);
}
