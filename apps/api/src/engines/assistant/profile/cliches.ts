/**
 * Russian HR and cover-letter clichés (data/cliches.json) found in a text by word stems, so any case, number or
 * gender form counts («коммуникабельна», «ответственного подхода к работе»). `…` in a phrase stands for 1–6 words.
 */
import { clicheData } from './data-files';
import { wordsOf } from './words';

/** A cliché found in a text: the phrase of the list and the span [start, end) it covers. */
export interface ClicheHit {
  phrase: string;
  start: number;
  end: number;
}

const GAP = '…';
const MAX_GAP_WORDS = 6;

type Pattern = { phrase: string; parts: string[][] };

let patterns: Pattern[] | undefined;

function getPatterns(): Pattern[] {
  patterns ??= clicheData().map((phrase) => ({
    phrase,
    parts: phrase
      .split(GAP)
      .map((part) => wordsOf(part).map((w) => w.key))
      .filter((p) => p.length > 0),
  }));
  return patterns;
}

/** Index after `part` when it starts at `at` in `keys`, else -1. */
function matchAt(keys: readonly string[], at: number, part: readonly string[]): number {
  for (let j = 0; j < part.length; j += 1) if (keys[at + j] !== part[j]) return -1;
  return at + part.length;
}

/** Every cliché of the list in a text, in reading order, overlapping hits of shorter phrases dropped. */
export function findCliches(text: string): ClicheHit[] {
  const words = wordsOf(text);
  const keys = words.map((w) => w.key);
  const hits: ClicheHit[] = [];
  for (const { phrase, parts } of getPatterns()) {
    const [head, ...rest] = parts;
    if (head === undefined) continue;
    for (let i = 0; i < keys.length; i += 1) {
      let end = matchAt(keys, i, head);
      for (const part of rest) {
        if (end < 0) break;
        let next = -1;
        for (let gap = 1; gap <= MAX_GAP_WORDS && next < 0 && end + gap < keys.length; gap += 1) next = matchAt(keys, end + gap, part);
        end = next;
      }
      if (end > i) hits.push({ phrase, start: words[i]!.start, end: words[end - 1]!.end });
    }
  }
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  return hits.filter((h, i) => !hits.slice(0, i).some((o) => o.start <= h.start && o.end >= h.end));
}
