import snowball from 'snowball-stemmers';

/**
 * Text handling for vacancy search: HTML stripping, tokenizing and Snowball stemming (Russian for Cyrillic words,
 * English for Latin ones), so 'разработчика', 'разработчиков' and 'Разработчик' meet at one stem.
 */

const russian = snowball.newStemmer('russian');
const english = snowball.newStemmer('english');
const stemCache = new Map<string, string>();

/** Words too common to search by (Russian and English function words). */
const STOP_WORDS = new Set(
  (
    'и в во на с со по для от до из за к ко о об обо у а но или же ли не ни что как так это при под над без через ' +
    'мы вы он она они ты я его ее их наш ваш все всё быть будет есть нет также только уже ' +
    'the a an and or of to in on for with at by from is are be as it this that'
  ).split(' '),
);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', laquo: '«', raquo: '»', mdash: '—', ndash: '–' };

/** Decodes the HTML entities hh texts use (`&amp;`, `&quot;`, `&nbsp;`, numeric ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Plain text of an HTML fragment: tags become spaces, entities are decoded, whitespace collapses. */
export function stripHtml(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Removes hh's `<highlighttext>` marks (stale ones come with the saved snippets). */
export function stripHighlight(text: string): string {
  return text.replace(/<\/?highlighttext>/g, '');
}

/** Case folding for the scanner: A–Z and А–Я to lower case, ё/Ё to е; every other code unit stays. */
const FOLD = new Uint16Array(65536).map((_, c) => ((c >= 65 && c <= 90) || (c >= 0x410 && c <= 0x42f) ? c + 32 : c === 0x401 || c === 0x451 ? 0x435 : c));
/** Code units (after folding) that make up words: a–z, 0–9, а–я. */
const WORD_CHAR = new Uint8Array(65536).map((_, c) => ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 0x430 && c <= 0x44f) ? 1 : 0));

/**
 * Scans the words of `text` without copying them: `fn(s, start, end, hash)` gets the text, the span and an FNV-1a
 * hash (int32) of the word's case-folded characters (`ё` read as `е`). Words are runs of Latin, Cyrillic and
 * digits; `c++`, `c#` keep their signs. With `html`, tags and entities are skipped, so descriptions need no
 * stripping. Hand-written, without lower-casing copies, because it runs over ~10 million characters at boot.
 */
export function scanWords(s: string, html: boolean, fn: (s: string, start: number, end: number, hash: number) => void): void {
  const n = s.length;
  let start = -1;
  let hash = 0;
  for (let i = 0; i < n; i++) {
    const c = FOLD[s.charCodeAt(i)]!;
    if (WORD_CHAR[c] === 1) {
      if (start < 0) {
        start = i;
        hash = 0x811c9dc5 | 0;
      }
      hash = Math.imul(hash ^ c, 0x01000193);
      continue;
    }
    if (start >= 0) {
      let end = i;
      let sign = c;
      while (sign === 43 || sign === 35) {
        hash = Math.imul(hash ^ sign, 0x01000193);
        end++;
        sign = end < n ? s.charCodeAt(end) : 0;
      }
      fn(s, start, end, hash);
      start = -1;
      i = end - 1;
      continue;
    }
    if (html && c === 60) {
      const close = s.indexOf('>', i);
      if (close < 0) return;
      i = close;
    } else if (html && c === 38) {
      const semi = s.indexOf(';', i);
      if (semi > 0 && semi - i <= 8) i = semi;
    }
  }
  if (start >= 0) fn(s, start, n, hash);
}

/** The word of a span reported by scanWords: lower case, `ё` folded to `е`. */
export function spanWord(s: string, start: number, end: number): string {
  return s.slice(start, end).toLowerCase().replaceAll('ё', 'е');
}

/** True when `word` (as spanWord gives it) equals the span s[start, end) read with scanWords' folding. */
export function sameWord(word: string, s: string, start: number, end: number): boolean {
  if (word.length !== end - start) return false;
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) !== FOLD[s.charCodeAt(start + i)]) return false;
  return true;
}

/** Calls `fn` with each lower-cased word of `text` (see scanWords). */
export function forEachWord(text: string, html: boolean, fn: (word: string) => void): void {
  scanWords(text, html, (s, start, end) => fn(spanWord(s, start, end)));
}

/** Lower-cased words of a plain text (see forEachWord). */
export function words(text: string): string[] {
  const out: string[] = [];
  forEachWord(text, false, (w) => out.push(w));
  return out;
}

/** True for words too common to search by. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** The Snowball stem of one lower-cased word (cached: the same words recur across 17 000 vacancies). */
export function stem(word: string): string {
  let stemmed = stemCache.get(word);
  if (stemmed === undefined) {
    if (/[а-я]/.test(word)) stemmed = russian.stem(word);
    else if (/^[a-z]+$/.test(word)) stemmed = english.stem(word);
    else stemmed = word;
    stemCache.set(word, stemmed);
  }
  return stemmed;
}

/** Stems of the searchable words of a text (stop words dropped); `html` skips tags and entities. */
export function stems(text: string, html = false): string[] {
  const out: string[] = [];
  forEachWord(text, html, (word) => {
    if (!STOP_WORDS.has(word)) out.push(stem(word));
  });
  return out;
}

const WORD = /[\p{L}\p{N}]+(?:[+#]+)?/gu;

/**
 * Wraps the words of `text` whose stems are in `queryStems` in `<highlighttext>…</highlighttext>`, as hh marks
 * the search words in a snippet.
 */
export function highlight(text: string, queryStems: ReadonlySet<string>): string {
  if (queryStems.size === 0) return text;
  return text.replace(WORD, (word) => {
    const lower = word.toLowerCase().replace(/ё/g, 'е');
    return !STOP_WORDS.has(lower) && queryStems.has(stem(lower)) ? `<highlighttext>${word}</highlighttext>` : word;
  });
}
