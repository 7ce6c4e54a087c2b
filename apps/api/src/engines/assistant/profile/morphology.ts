/**
 * Russian morphology through az 0.2.3 (Az.js, MIT): OpenCorpora dictionaries that ship inside the package and load
 * from disk (about 0.4 s, 11 MB), no network. Used to put names back into the nominative («в Ромашке» → «Ромашка»,
 * «ведущим бухгалтером» → «ведущий бухгалтер», «в Уральском федеральном университете» → «Уральский федеральный
 * университет»). Words az does not know are guessed by their suffixes, as az does.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Az, { type AzParse } from 'az';

let loading: Promise<void> | undefined;
let ready = false;

/** Loads az's dictionaries once; later calls return the same promise. Rejects when the dictionaries are missing. */
export function loadMorphology(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const dicts = join(dirname(createRequire(import.meta.url).resolve('az/package.json')), 'dicts');
    Az.Morph.init(dicts, (error) => {
      if (error) reject(error instanceof Error ? error : new Error(`az dictionaries failed to load from ${dicts}`));
      else {
        ready = true;
        resolve();
      }
    });
  });
  return loading;
}

function requireReady(): void {
  if (!ready) throw new Error('Russian morphology is not loaded: await loadMorphology() first');
}

/** The most likely parse of a word (az orders parses by score), or null. */
export function parseWord(word: string): AzParse | null {
  requireReady();
  return Az.Morph(word)[0] ?? null;
}

const CYRILLIC_RE = /^[а-яё]+$/iu;

/** Copies the capitalisation of `model` onto `word` (first letter upper, or all upper for an acronym). */
function likeCase(model: string, word: string): string {
  if (model.length > 1 && model === model.toUpperCase()) return word.toUpperCase();
  if (model[0] !== undefined && model[0] === model[0].toUpperCase()) return word.charAt(0).toUpperCase() + word.slice(1);
  return word;
}

/** The last part of a hyphenated word is the one that declines («бэкенд-разработчиком» → «бэкенд-» + «разработчик»). */
function splitHyphen(word: string): [string, string] {
  const i = word.lastIndexOf('-');
  return i < 0 ? ['', word] : [word.slice(0, i + 1), word.slice(i + 1)];
}

/** Tags of the nominative singular; a noun's gender is kept, an adjective takes `gender`. */
function nominative(parse: AzParse, gender: string | undefined): string | null {
  const isAdj = parse.tag.POS === 'ADJF' || parse.tag.POS === 'PRTF';
  const plural = parse.tag.NMbr === 'plur';
  const grammemes = isAdj
    ? ['nomn', gender === 'plur' ? 'plur' : 'sing', ...(gender && gender !== 'plur' ? [gender] : [])]
    : ['nomn', plural ? 'plur' : 'sing'];
  const inflected = parse.inflect(grammemes);
  return inflected === false ? null : inflected.word;
}

/**
 * The nominative of one word («Ромашке» → «Ромашка», «Яндексе» → «Яндекс»), capitalisation kept. Latin words,
 * numbers, acronyms and indeclinable words come back as they are.
 */
export function lemmaOf(word: string): string {
  const [prefix, tail] = splitHyphen(word);
  if (!CYRILLIC_RE.test(tail) || (tail.length > 1 && tail === tail.toUpperCase())) return word;
  const parse = parseWord(tail);
  if (parse === null || parse.tag['Fixd'] === true) return word;
  // A word the dictionary does not know, guessed as anything but a noun («Авито» → «авитый»), stays as written.
  if (parse.tag.POS !== 'NOUN' && !isKnownWord(tail)) return word;
  const nomn = parse.tag.POS === 'NOUN' ? nominative(parse, undefined) : parse.normalize().word;
  return prefix + likeCase(tail, sameStem(tail, nomn));
}

/**
 * A noun phrase put into the nominative: the leading adjectives and their head noun agree in case and are inflected
 * («ведущим бухгалтером» → «ведущим» → «ведущий», «процедурной медсестрой» → «процедурная медсестра»); words after the
 * head noun («по продажам», «математики», «им. Баумана», «№ 15») stay as written.
 */
export function phraseToNominative(phrase: string): string {
  const tokens = phrase.split(/(\s+)/u);
  const words = tokens.filter((_, i) => i % 2 === 0);
  const parses = words.map((w) => {
    const tail = splitHyphen(w)[1];
    return CYRILLIC_RE.test(tail) && !(tail.length > 1 && tail === tail.toUpperCase()) ? parseWord(tail) : null;
  });
  const isAdjective = (p: AzParse): boolean => p.tag.POS === 'ADJF' || p.tag.POS === 'PRTF';
  // A substantivised adjective («старшим») parses as a noun first; before a noun in its case it is an adjective.
  const headIndex = parses.findIndex((p, i) => {
    if (p?.tag.POS !== 'NOUN') return false;
    const next = parses[i + 1];
    if (next?.tag.POS !== 'NOUN') return true;
    return !Az.Morph(splitHyphen(words[i] ?? '')[1]).some((alt) => isAdjective(alt) && alt.tag.CAse === next.tag.CAse);
  });
  if (headIndex < 0) return phrase;
  const head = parses[headIndex]!;
  const headCase = head.tag.CAse;
  const out = [...words];
  const headNomn = head.tag['Fixd'] === true ? null : nominative(head, undefined);
  const headGender = head.tag.NMbr === 'plur' ? 'plur' : head.tag.GNdr;
  for (let i = 0; i <= headIndex; i += 1) {
    const p = parses[i];
    const word = words[i] ?? '';
    if (p === null || p === undefined) continue;
    const [prefix, tail] = splitHyphen(word);
    if (i === headIndex) {
      if (headNomn !== null) out[i] = declinedPrefix(prefix, headCase) + likeCase(tail, sameStem(tail, headNomn));
      continue;
    }
    const agreeing = Az.Morph(tail).find((alt) => isAdjective(alt) && alt.tag.CAse === headCase) ?? (isAdjective(p) ? p : null);
    if (agreeing === null) continue;
    const nomn = nominative(agreeing, headGender);
    if (nomn !== null) out[i] = prefix + likeCase(tail, sameStem(tail, nomn));
  }
  return tokens.map((t, i) => (i % 2 === 0 ? out[i / 2] : t)).join('');
}

/**
 * The inflected form when it keeps the word's stem, else the word as written. The dictionary guesses unknown words
 * by a known prefix or suffix: «Медиасофт» parses as «медиа» + «софт» and its «nominative» would drop the prefix.
 * Declension changes endings only, so a form that does not share the word's first letters is a wrong guess.
 */
function sameStem(word: string, inflected: string | null): string {
  if (inflected === null) return word;
  const a = word.toLowerCase().replace(/ё/gu, 'е');
  const b = inflected.toLowerCase().replace(/ё/gu, 'е');
  const need = Math.min(3, a.length - 1, b.length);
  if (a.slice(0, need) === b.slice(0, need)) return inflected;
  // «Медиасофте» → «софт»: the guessed part's new ending goes back onto the whole word («Медиасофт»).
  const at = b.length >= 3 ? a.lastIndexOf(b.slice(0, 3)) : -1;
  return at > 0 ? word.slice(0, at) + inflected : word;
}

/** The first part of a two-noun compound declines too («инженером-электриком» → «инженер-электрик»). */
function declinedPrefix(prefix: string, headCase: string | undefined): string {
  const first = prefix.slice(0, -1);
  if (!CYRILLIC_RE.test(first)) return prefix;
  const parse = Az.Morph(first).find((p) => p.tag.POS === 'NOUN' && p.tag.CAse === headCase);
  const nomn = parse === undefined ? null : nominative(parse, undefined);
  return nomn === null ? prefix : `${likeCase(first, nomn)}-`;
}

/** True once `loadMorphology` has finished: callers that may run without it (checks) ask before they parse. */
export function morphologyReady(): boolean {
  return ready;
}

/**
 * The dictionary lemmas of a word (az's normal forms of every parse the dictionary itself holds, not guesses by
 * suffix), lower case; empty when the dictionary does not know the word or the morphology is not loaded.
 */
export function dictionaryLemmas(word: string): string[] {
  if (!ready) return [];
  return [
    ...new Set(
      Az.Morph(word.toLowerCase())
        .filter((p) => (p as AzParse & { parser?: string }).parser === 'Dictionary')
        .map((p) => p.normalize().word.toLowerCase()),
    ),
  ];
}

/** True when the dictionary knows the word (not a guess by its suffix or prefix). */
export function isKnownWord(word: string): boolean {
  requireReady();
  return Az.Morph(word.toLowerCase()).some((p) => (p as AzParse & { parser?: string }).parser === 'Dictionary');
}

/**
 * Letters people swap when they type fast or write by ear: unstressed vowels, voiced/voiceless pairs, ы/и, ц/тс. An
 * unstressed «о» sounds as «а», so «а» is written for «о» («сатрудник»); «о» written for «а» is rare, and reading it as
 * a slip turns unknown loanwords into unrelated words («ботокс» is no «батокс»).
 */
const CONFUSED: Record<string, string> = {
  а: 'о',
  е: 'иёя',
  и: 'еы',
  ы: 'и',
  я: 'е',
  з: 'с',
  с: 'з',
  д: 'т',
  т: 'д',
  б: 'п',
  п: 'б',
  ц: 'с',
  ё: 'е',
  э: 'е',
  ш: 'щ',
  щ: 'ш',
};

/**
 * The dictionary word a lower-case Cyrillic word was most likely meant to be when the dictionary does not know it
 * («электромантером» → «электромонтером», «подстанцыю» → «подстанцию», «сатрудников» → «сотрудников»): one
 * swapped letter of CONFUSED, or one letter too many in a long word, giving a word the dictionary holds as spelt, in
 * the part of speech and case az guesses for the typo. Null when the word is known, is not lower-case Cyrillic, or no
 * such edit makes a known word: slang and jargon the dictionary lacks stay as the seeker wrote them («первички»,
 * «ботокс», «мерчей»).
 */
export function correctTypo(word: string): string | null {
  requireReady();
  // A word of four or five letters has many dictionary neighbours one letter away («мемов» / «мимов»): no slip there
  // is convincing enough to print.
  // A word az knows only as another typed with a letter repeated («колличество») is still a slip to mend.
  if (!/^[а-яё]{6,}$/u.test(word) || isExactWord(word)) return null;
  const swapped: string[] = [];
  const shorter: string[] = [];
  // The first letter is left alone: a word the dictionary lacks there is more often a loanword («офферы») than a typo.
  for (let i = 1; i < word.length; i += 1) {
    for (const c of CONFUSED[word[i]!] ?? '') swapped.push(word.slice(0, i) + c + word.slice(i + 1));
    // One letter too many is read as a slip only in a long word: short words have many dictionary neighbours one
    // letter shorter, so slang and jargon would turn into unrelated words («первички» → «певички», «мерчей» →
    // «мечей», «капча» → «капа»), while a long word rarely is another word with a letter dropped.
    // The «-к-» before a colloquial noun's ending is its suffix, not a stray letter: «по кондитерке», «в бухгалтерке».
    const colloquialSuffix = word[i] === 'к' && /^[аеиоуыя]{1,2}[мхй]?$/u.test(word.slice(i + 1));
    // A stray letter is a vowel («оптимизаировал») or a letter typed twice; a consonant inside a cluster is the
    // word's own («прозвонка» is no «позвонка»).
    const stray = /[аеёиоуыэюя]/u.test(word[i]!) || word[i] === word[i - 1] || word[i] === word[i + 1];
    if (word.length >= MIN_LENGTH_FOR_EXTRA_LETTER && stray && !colloquialSuffix) shorter.push(word.slice(0, i) + word.slice(i + 1));
  }
  // The fix keeps the word's grammar as az guesses it: «копирайтер» (a nominative noun) is no typo of «копирайте»
  // (the locative of «копирайт»).
  const guessed = new Set(Az.Morph(word).map((p) => `${p.tag.POS}:${p.tag.CAse ?? ''}`));
  return (
    [...swapped, ...shorter].find((c) => c.length >= 4 && isExactWord(c) && Az.Morph(c).some((p) => guessed.has(`${p.tag.POS}:${p.tag.CAse ?? ''}`))) ?? null
  );
}

/** Letters a word needs before one letter too many is read as a slip (see correctTypo); any slip needs six. */
const MIN_LENGTH_FOR_EXTRA_LETTER = 9;

/**
 * True when the dictionary holds the word as it is spelt. isKnownWord also accepts a dictionary word with a letter
 * repeated («поврежденоо» is read as «повреждено» stuttered), which is no correction of a typo.
 */
function isExactWord(word: string): boolean {
  return Az.Morph(word).some((p) => {
    const parse = p as AzParse & { parser?: string; stutterCnt?: number; typosCnt?: number };
    return parse.parser === 'Dictionary' && (parse.stutterCnt ?? 0) === 0 && (parse.typosCnt ?? 0) === 0;
  });
}

/** The text with every lower-case word of correctTypo corrected; names (capitalised or in quotes) stay as written. */
export function correctTypos(text: string): string {
  return text.replace(/«[^»]*»|"[^"]*"|(?<![\p{L}-])[а-яё]{4,}(?![\p{L}-])/gu, (w) => (w.startsWith('«') || w.startsWith('"') ? w : (correctTypo(w) ?? w)));
}
