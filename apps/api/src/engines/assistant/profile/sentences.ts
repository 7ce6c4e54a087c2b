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
 * A unit cut short right after a number («0,5 ч», «40 тыс»), or «г.» after a year («в 2015 г.»); «4 р.» (a grade or
 * roubles) and «№ 15 г. Тулы» (a town) go on.
 */
const AFTER_NUMBER_RE = /(?:\d\s?(?:ч|мин|сек|тыс|млн|млрд|руб|шт|мес|долл|ед)|\d{4}\s?гг?)$/iu;
/** The end of an open list: «и т. д», «и т.п», «и др», «и пр». */
const LIST_END_RE = /(?:^|[\s,])(?:и\s+)?(?:т\.\s?[дп]|др|пр)$/iu;

/** «… выросла до 32%. на прошлой работе …»: a lower-case sentence that turns to the job before begins anew. */
const TURNS_TO_ANOTHER_JOB_RE = /^(?:а\s+)?(?:на|в|во|с)\s+(?:прошлой|предыдущей|прежней|старой|бывшей|прошлом|предыдущем|прежнем|старом)\s/iu;

/**
 * A sentence ends at its stop, at a line break, or at an emoji or an emoticon said before a capital («… 2025» 😍 А
 * ещё …», «она попросила :) Ольга …», «спасибо)) Дальше …»).
 */
const BREAK_RE =
  /([.!?…]+)(?=\s|$)|\n+|(?:\p{Extended_Pictographic}(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\p{Emoji_Modifier}|\s)*|(?<=[\p{L}\s])(?:[:;]-?[)(D]+|\){2,})\s+)(?=[А-ЯЁA-Z])/gu;

/**
 * A line that continues the line before it: where («в пансионате «…»», «на заводе «…»», «у ИП …»: a preposition with a
 * quoted or capitalised name within three words), the legal form («это ООО») or since when («с осени 2022», «с мая»; a
 * line that goes on to a dash or to another place opens a job of its own).
 */
const LINE_GOES_ON_RE = new RegExp(
  String.raw`^[ 	]*(?:(?:в|во|на|у)\s+(?:[а-яё-]+\s+){0,3}(?:[«"]|[А-ЯЁA-Z])|это\s+(?:${['ООО', 'АО', 'ОАО', 'ЗАО', 'ПАО', 'ИП', 'ГБУ', 'ГБУЗ', 'ГБУСО', 'МБУ', 'МУП', 'ГУП'].join('|')})(?![\p{L}])|с\s+(?:весны|лета|осени|зимы|января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря)(?![\p{L}])(?![^\n]*(?:[—–]|\s(?:в|на|у)\s)))`,
  'u',
);

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
    // Chat bursts («работаю помощником по уходу⏎в пансионате «Тёплый дом»⏎это ООО⏎с осени 2022»): a line with no stop
    // of its own goes on in the next line when that one only says where, what kind or since when.
    if (/^\n+$/u.test(m[0]) && /[\p{L}\d»")]$/u.test(text.slice(0, m.index).trimEnd()) && LINE_GOES_ON_RE.test(text.slice(m.index + m[0].length))) continue;
    if (m[1] === '.') {
      const before = /([\p{L}]+)$/u.exec(text.slice(0, m.index))?.[1] ?? '';
      const next = text.slice(m.index + 1).trimStart();
      if (ABBREVIATIONS.has(before.toLowerCase()) || (before.length === 1 && /^[А-ЯЁA-Z]/u.test(before))) {
        // A unit cut short after a number («… с 2 до 0,5 ч. В «Складе» …», «… 40 тыс. Потом …») or a list's «и т. д.»,
        // «и др.» ends its sentence when a capital follows; «г. Москва», «им. Баумана» name what follows.
        const ends = /^[А-ЯЁA-Z]/u.test(next) && (AFTER_NUMBER_RE.test(text.slice(0, m.index)) || LIST_END_RE.test(text.slice(0, m.index)));
        if (!ends) continue;
      }
      // «… 2 мес. потом …», «… пос. новый»: a short word before the stop may be cut short, and a number may be a date
      // or an amount said on, so a lower-case word after them goes on the sentence; after a whole word («… вела
      // склад. до этого …») a new one begins.
      if (/^[a-zа-яё\d]/u.test(next) && !TURNS_TO_ANOTHER_JOB_RE.test(next) && (before.length <= 3 || /[\p{L}]\.[\p{L}]+$/u.test(text.slice(0, m.index))))
        continue;
    }
    const to = m.index + m[0].length;
    push(m[1] === undefined ? m.index : to);
    from = to;
  }
  push(text.length);
  return out;
}
