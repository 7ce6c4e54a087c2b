/** Sentences of an answer with their spans, not broken after abbreviations («им. Баумана», «г. Москва», «т. д.»). */

/** One sentence: its text (trimmed) and span [start, end) in the answer. */
export interface Sentence {
  text: string;
  start: number;
  end: number;
}

const ABBREVIATIONS = new Set([
  'им',
  'г',
  'гг',
  'ул',
  'д',
  'т',
  'е',
  'тыс',
  'млн',
  'млрд',
  'руб',
  'р',
  'мин',
  'сек',
  'см',
  'напр',
  'др',
  'пр',
  'ст',
  'н',
  'э',
  'в',
  'п',
  'ч',
  'шт',
  'ед',
  'долл',
  'англ',
  'нем',
  'каф',
  'фак',
  'спец',
  'наст',
  'прим',
  'пред',
  'произв',
  'прибл',
  'корп',
  'техн',
  'отд',
  'обл',
  'пос',
  'мес',
]);
/**
 * A sentence ends at its stop, at a line break, or at an emoji or an emoticon said before a capital («… 2025» 😍 А
 * ещё …», «она попросила :) Ольга …», «спасибо)) Дальше …»).
 */
const BREAK_RE =
  /([.!?…]+)(?=\s|$)|\n+|(?:\p{Extended_Pictographic}(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\p{Emoji_Modifier}|\s)*|(?<=[\p{L}\s])(?:[:;]-?[)(D]+|\){2,})\s+)(?=[А-ЯЁA-Z])/gu;

/** Splits a text into sentences with spans; an empty text gives none. */
export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let from = 0;
  const push = (to: number): void => {
    const raw = text.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed.length > 0) out.push({ text: trimmed, start: from + lead, end: from + lead + trimmed.length });
  };
  for (const m of text.matchAll(BREAK_RE)) {
    if (m[1] === '.') {
      const before = /([\p{L}]+)$/u.exec(text.slice(0, m.index))?.[1] ?? '';
      const next = text.slice(m.index + 1).trimStart();
      if (
        (ABBREVIATIONS.has(before.toLowerCase()) &&
          !(/\d\s*(?:ч|мин|сек|шт|руб|тыс|млн|млрд|долл|мес)$/u.test(text.slice(0, m.index)) && /^[А-ЯЁA-Z]/u.test(next))) ||
        (before.length === 1 && /^[А-ЯЁA-Z]/u.test(before))
      )
        continue;
      // «… 2 мес. потом …», «… пос. новый»: a short word before the stop may be cut short, and a number may be a date
      // or an amount said on, so a lower-case word after them goes on the sentence; after a whole word («… вела
      // склад. до этого …») a new one begins.
      if (/^[a-zа-яё\d]/u.test(next) && (before.length <= 3 || /[\p{L}]\.[\p{L}]+$/u.test(text.slice(0, m.index)))) continue;
    }
    const to = m.index + m[0].length;
    push(m[1] === undefined ? m.index : to);
    from = to;
  }
  push(text.length);
  return out;
}
