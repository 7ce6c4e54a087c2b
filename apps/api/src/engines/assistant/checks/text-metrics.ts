/**
 * Text measures the assistant's output rules use (the assistant's resume and letters): how long a run of
 * words is copied verbatim from a source, and how alike two letters are by word trigrams.
 */
import { fold } from '../profile/words';

const WORD_RE = /[\p{L}\p{N}][\p{L}\p{N}+#]*(?:[.-][\p{L}\p{N}][\p{L}\p{N}+#]*)*/gu;

/** The words of a text, lower-cased with ё folded to е, punctuation dropped. */
export function plainWords(text: string): string[] {
  return [...fold(text).matchAll(WORD_RE)].map((m) => m[0]);
}

/** A run of words shared by a text and a source: its length in words, the words and which source holds it (index). */
export interface CommonRun {
  length: number;
  words: string[];
  source: number;
}

/**
 * The longest run of consecutive words a text shares with any of the sources, compared word for word (case and ё
 * ignored, punctuation ignored). `{ length: 0, words: [], source: -1 }` when nothing is shared. O(n·m) per source.
 */
export function longestCommonWordRun(text: string, sources: readonly string[]): CommonRun {
  const a = plainWords(text);
  let best: CommonRun = { length: 0, words: [], source: -1 };
  sources.forEach((source, s) => {
    const b = plainWords(source);
    let prev = new Array<number>(b.length + 1).fill(0);
    for (let i = 1; i <= a.length; i += 1) {
      const row = new Array<number>(b.length + 1).fill(0);
      for (let j = 1; j <= b.length; j += 1) {
        if (a[i - 1] !== b[j - 1]) continue;
        const run = (prev[j - 1] ?? 0) + 1;
        row[j] = run;
        if (run > best.length) best = { length: run, words: a.slice(i - run, i), source: s };
      }
      prev = row;
    }
  });
  return best;
}

/** The set of word trigrams of a text (words as plainWords gives them, joined by a space). */
export function wordTrigrams(text: string): Set<string> {
  const words = plainWords(text);
  const out = new Set<string>();
  for (let i = 0; i + 2 < words.length; i += 1) out.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return out;
}

/** Jaccard similarity of two texts' word-trigram sets, 0–1 (0 when both have no trigram). */
export function trigramJaccard(a: string, b: string): number {
  const x = wordTrigrams(a);
  const y = wordTrigrams(b);
  if (x.size === 0 && y.size === 0) return 0;
  let shared = 0;
  for (const t of x) if (y.has(t)) shared += 1;
  return shared / (x.size + y.size - shared);
}

/** The largest pairwise trigramJaccard among texts (0 for fewer than two). */
export function maxPairwiseJaccard(texts: readonly string[]): number {
  let max = 0;
  for (let i = 0; i < texts.length; i += 1) {
    for (let j = i + 1; j < texts.length; j += 1) max = Math.max(max, trigramJaccard(texts[i] ?? '', texts[j] ?? ''));
  }
  return max;
}
