/**
 * Rules on the words of a bullet that a resume does not say, by grammar rather than by lists of names:
 * - a place named in passing («на Взлётке», «по Уралмашу и Эльмашу», «в Тобольске», «в Хохольском районе»): a
 *   preposition of place before a capitalised Cyrillic word that the dictionary tags as a place (Geox), that the
 *   gazetteer (data/places.json) holds, or that grammar makes a place — an adjective alone or a word the dictionary
 *   does not know after «на/у/по», a noun after «по» (a route), or any name before a place noun (район, улица …);
 * - a relative clause said as its own clause («, которая сбросила …», «, по итогам которой …»): the relative word is
 *   replaced by its antecedent in the nominative, or dropped when a preposition governs it.
 * Quoted names, abbreviations in capitals and Latin names are never touched: they name products, contests and employers.
 */
import Az, { type AzParse } from 'az';
import { isKnownPlace } from './employers';
import { keyOf } from './words';
import { correctTypo, isKnownWord, lemmaOf, parseWord } from './morphology';

/** Nouns of places: a name before or after one is a place («Хохольский район», «улица Ленина»). */
const PLACE_NOUN_RE =
  /^(?:улиц\p{L}*|проспект\p{L}*|шоссе|площад\p{L}*|бульвар\p{L}*|набережн\p{L}*|переул\p{L}*|район\p{L}*|микрорайон\p{L}*|област\p{L}*|кра[йяею]|округ\p{L}*|станци\p{L}*|метро)$/iu;
const CAPITALISED_RE = /^[А-ЯЁ][а-яё]+(?:-[А-ЯЁа-яё][а-яё]+)*$/u;

function parsesOf(word: string): AzParse[] {
  const tail = word.slice(word.lastIndexOf('-') + 1).toLowerCase();
  const first = parseWord(tail);
  return first === null ? [] : [first];
}

/** True when a capitalised word after `preposition` names a place (see file comment). */
function isPlaceWord(preposition: string, word: string, next: string | undefined): boolean {
  // A dictated answer writes names in lower case («по всей карелии»): a word the dictionary does not know that the
  // gazetteer holds once capitalised is a place too.
  if (/^[а-яё]+$/u.test(word) && !isKnownWord(word)) return isKnownPlace(word.charAt(0).toUpperCase() + word.slice(1));
  if (!CAPITALISED_RE.test(word)) return false;
  if (next !== undefined && PLACE_NOUN_RE.test(next)) return true;
  if (isKnownPlace(word)) return true;
  const parse = parsesOf(word)[0];
  if (parse === undefined) return false;
  if (parse.tag['Geox'] === true) return true;
  if (!/^(?:на|у|по)$/iu.test(preposition)) return false;
  if (parse.tag.POS === 'ADJF') return true;
  if (/^по$/iu.test(preposition) && parse.tag.POS === 'NOUN' && parse.tag.CAse === 'datv') return true;
  return (parse as AzParse & { parser?: string }).parser !== 'Dictionary';
}

const clean = (word: string | undefined): string | undefined => word?.replace(/[,.;:)]+$/u, '');
const isPlaceNoun = (word: string | undefined): boolean => word !== undefined && PLACE_NOUN_RE.test(clean(word)!);

/** True when `second` is a name that can stand in the case of `first` («Новосибирске» / «Бердске»). */
function sameCaseName(first: string, second: string): boolean {
  // In lower case (dictated) a name is a word the dictionary does not know.
  if (!CAPITALISED_RE.test(second) && !(/^[а-яё]+$/u.test(second) && !isKnownWord(second))) return false;
  const want = parsesOf(first)[0]?.tag.CAse;
  const tail = second.slice(second.lastIndexOf('-') + 1).toLowerCase();
  return want !== undefined && Az.Morph(tail).some((p) => p.tag.CAse === want && (p.tag.POS === 'NOUN' || p.tag.POS === 'ADJF'));
}

/**
 * The clause without the places it names in passing (see file comment): «Смонтировали 3 дома на Взлётке» →
 * «Смонтировали 3 дома». «По X и Y», «в X районе» go whole.
 */
export function withoutPlaces(clause: string): string {
  const words = clause.split(' ');
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const prep = words[i]!;
    // «по всей Карелии»: a quantifier between the preposition and the name goes with them.
    const all = /^(?:всей|всему|всём|всем|всю)$/iu.test(words[i + 1] ?? '') ? 1 : 0;
    const word = clean(words[i + 1 + all]);
    // «в Ленинском и Кировском районах»: the place noun after both names.
    const nounAfter =
      /^и$/iu.test(words[i + 2 + all] ?? '') && CAPITALISED_RE.test(clean(words[i + 3 + all]) ?? '') ? clean(words[i + 4 + all]) : clean(words[i + 2 + all]);
    if (!/^(?:в|во|на|у|по)$/iu.test(prep) || word === undefined || !isPlaceWord(prep, word, nounAfter)) {
      out.push(prep);
      continue;
    }
    let end = i + 2 + all;
    // «по Кемеровскому филиалу», «в Тверском отделении»: a place adjective before a common noun that is no place
    // names a unit of the employer; the adjective goes, the unit stays («по филиалу»).
    const after = clean(words[end]);
    const head = after === undefined || !/^[а-яё-]+$/u.test(after) || isPlaceNoun(after) ? undefined : parseWord(after);
    const agreeing =
      head?.tag.POS === 'NOUN' &&
      Az.Morph(word.slice(word.lastIndexOf('-') + 1).toLowerCase()).some(
        (a) => a.tag.POS === 'ADJF' && a.tag.CAse === head.tag.CAse && (head.tag.NMbr === 'plur' ? a.tag.NMbr === 'plur' : a.tag.GNdr === head.tag.GNdr),
      );
    if (agreeing) {
      out.push(prep, ...words.slice(i + 1, i + 1 + all));
      i = i + 1 + all;
      continue;
    }
    if (isPlaceNoun(words[end])) end += 1;
    // «по Уралмашу и Эльмашу», «в Новосибирске и Бердске»: the second conjunct is a place as well when it is one, or
    // a capitalised name in the same case.
    const second = clean(words[end + 1]);
    if (/^и$/iu.test(words[end] ?? '') && second !== undefined && (isPlaceWord(prep, second, clean(words[end + 2])) || sameCaseName(word, second))) {
      end += 2;
      if (isPlaceNoun(words[end])) end += 1;
    }
    const trail = /[,.;:)]+$/u.exec(words[end - 1]!)?.[0] ?? '';
    if (trail !== '' && out.length > 0) out[out.length - 1] += trail;
    i = end - 1;
  }
  // «… на Садовой и в Подольске»: the «и» left between two dropped places goes too.
  // «отстояла посёлок Каменушка»: a settlement's or a street's own name after its noun is a place said in passing;
  // the noun stays and says what it was.
  return out
    .join(' ')
    .replace(/\s+(?:и|или)(?=[,.;:]?$)/u, '')
    .replace(/(?<![\p{L}])((?:посёл|посел|сел|деревн|станиц|хутор|микрорайон|улиц)\p{L}*)\s+[«"]?[А-ЯЁ][\p{L}-]+[»"]?/gu, '$1');
}

/** «которая», «который», «которые», «которое»: the relative word in the nominative. */
const RELATIVE_NOMN_RE = /^котор(?:ая|ый|ое|ые)(?![\p{L}])\s*/iu;
/** «по итогам которой», «благодаря которому», «в результате которого», «после чего»: a relative link with no subject. */
const RELATIVE_LINK_RE =
  /^(?:(?:по\s+итогам|по\s+результатам|в\s+результате|благодаря|после|за\s+сч[её]т|с\s+помощью|при\s+помощи|в\s+ходе)\s+(?:котор\p{L}+|чего|чему|этого|этому))(?![\p{L}])[\s,]*/iu;

/**
 * A relative clause made a clause of its own: «которая сбросила 24 кг» after «… клиенткой» → «клиентка сбросила 24
 * кг»; «по итогам которой доля … снизилась» → «доля … снизилась». `before` is the text said before the clause; its
 * last word is the antecedent when it is a noun.
 */
export function resolvedRelative(clause: string, before: string): string {
  const link = RELATIVE_LINK_RE.exec(clause);
  if (link !== null) return clause.slice(link[0].length);
  const relative = RELATIVE_NOMN_RE.exec(clause);
  if (relative === null) return clause;
  // The antecedent agrees with the relative word in gender and number: the nearest such noun of the last four words
  // («систему учёта запчастей, которая …» → «система», not «запчасти»); else the last word when it is a noun.
  const ending = relative[0].trim().toLowerCase().slice(-2);
  const gender = ending === 'ая' ? 'femn' : ending === 'ое' ? 'neut' : ending === 'ый' ? 'masc' : undefined;
  const agrees = (word: string): boolean =>
    Az.Morph(word).some(
      (p) => p.tag.POS === 'NOUN' && p.tag.NMbr === (gender === undefined ? 'plur' : 'sing') && (gender === undefined || p.tag.GNdr === gender),
    );
  const last = before
    .replace(/[\s,]+$/u, '')
    .split(/\s+/u)
    .slice(-4)
    .reverse();
  const stop = last.findIndex((w) => !/^[А-ЯЁа-яё-]+$/u.test(w));
  const words = (stop < 0 ? last : last.slice(0, stop)).map((w) => w.toLowerCase());
  const antecedent = words.find(agrees) ?? (parseWord(words[0] ?? '')?.tag.POS === 'NOUN' && /^[а-яё-]+$/u.test(words[0] ?? '') ? words[0] : undefined);
  if (antecedent !== undefined) return `${lemmaOf(antecedent)} ${clause.slice(relative[0].length)}`;
  return clause.slice(relative[0].length);
}

/**
 * The dictionary word a lower-case Cyrillic word was meant to be: correctTypo's one swapped or extra letter, one
 * consonant written once where Russian doubles it («мусовые» → «муссовые», «инсталяций» → «инсталляций»). Null when
 * the word is known or no such edit makes a known word.
 */
export function correctTypoWider(word: string): string | null {
  const swapped = correctTypo(word);
  if (swapped !== null || !/^[а-яё]{4,}$/u.test(word) || isKnownWord(word)) return swapped;
  for (let i = 1; i < word.length; i += 1) {
    if (!/[бвгджзклмнпрстфхцчшщ]/u.test(word[i]!) || word[i - 1] === word[i] || word[i + 1] === word[i]) continue;
    const doubled = word.slice(0, i) + word[i] + word.slice(i);
    if (isKnownWord(doubled)) return doubled;
  }
  return null;
}

const AFTER_PREPOSITION_RE = /(?<![\p{L}])(?:в|во|на|с|со|у|к|ко|о|об|от|до|из|за|по|под|над|при|для|без|через|про|между)\s+$/iu;

/**
 * The text with every lower-case Cyrillic word of four letters or more corrected by correctTypoWider; quoted names,
 * capitalised words (unless `firstToo` and the text opens with the word) and Latin stay as written.
 */
export function correctTyposWider(text: string, firstToo = false): string {
  return text.replace(/«[^»]*»|"[^"]*"|(?<![\p{L}-])[а-яёА-ЯЁ][а-яё]{3,}(?![\p{L}-])/gu, (w: string, at: number) => {
    if (w.startsWith('«') || w.startsWith('"')) return w;
    const capital = /^[А-ЯЁ]/u.test(w);
    if (capital && !(firstToo && at === 0)) return w;
    const fixed = correctTypoWider(w.toLowerCase());
    // «стажёров» is no typo of «стажеров»: a word the dictionary spells with «е» for «ё» stays as the seeker wrote it.
    if (fixed === null || fixed.replaceAll('ё', 'е') === w.toLowerCase().replaceAll('ё', 'е')) return w;
    // After a preposition stands a noun phrase: a word there is never «corrected» into a verb («в сбер» is no «спер»).
    if (AFTER_PREPOSITION_RE.test(text.slice(0, at)) && !parseWord(fixed)?.tag.POS?.match(/^(?:NOUN|ADJF|NUMR|NPRO|PRTF)$/u)) return w;
    return capital ? fixed.charAt(0).toUpperCase() + fixed.slice(1) : fixed;
  });
}

/**
 * A word the seeker misspelt in one place and spelt right in another («мусовые торты» in a list, «муссовых тортов»
 * in a sentence): a Cyrillic word the dictionary does not know takes the doubled consonant when the seeker's own
 * `corpus` holds that spelling too (compared by Snowball stem, so any ending counts). Capitalisation kept.
 */
export function spelledAsSeeker(text: string, corpus: readonly string[]): string {
  const stems = new Set(corpus.flatMap((t) => t.toLowerCase().match(/[а-яё]{5,}/gu) ?? []).map(keyOf));
  return text.replace(/(?<![\p{L}-])[а-яёА-ЯЁ][а-яё]{4,}(?![\p{L}-])/gu, (w: string) => {
    const lower = w.toLowerCase();
    // The misspelling is in the corpus too (it is where the word came from): the doubled spelling beside it wins.
    if (isKnownWord(lower)) return w;
    for (let i = 1; i < lower.length; i += 1) {
      if (!/[бвгджзклмнпрстфхцчшщ]/u.test(lower[i]!) || lower[i - 1] === lower[i] || lower[i + 1] === lower[i]) continue;
      const doubled = lower.slice(0, i) + lower[i] + lower.slice(i);
      // The doubled letters must be part of a stem that differs from the word's own: «ассистирование» is no
      // «ассистированние» because «ассистировать» (stem «ассистирова») is said elsewhere.
      const stem = keyOf(doubled);
      if (stems.has(stem) && stem !== keyOf(lower) && stem.length > i + 1)
        return /^[А-ЯЁ]/u.test(w) ? doubled.charAt(0).toUpperCase() + doubled.slice(1) : doubled;
    }
    return w;
  });
}
