/**
 * Numbers of achievements in Russian text, with their units and their role: «с 2 с до 300 мс» (from, to),
 * «на 40%» and «в 3 раза» (by), «120 заказов в день» (amount). Years, month dates, durations of work («три года»),
 * «№ 15» and language levels are not achievement numbers and are skipped.
 */
import type { AchievementNumber } from './profile.schema';

type Unit = AchievementNumber['unit'];

/** Russian number words a seeker writes instead of digits, with their value («трёх» → 3, «полтора» → 1.5). */
export const NUMBER_WORDS: Record<string, number> = {
  один: 1,
  одна: 1,
  одного: 1,
  одну: 1,
  два: 2,
  две: 2,
  двух: 2,
  три: 3,
  трех: 3,
  трёх: 3,
  четыре: 4,
  четырех: 4,
  четырёх: 4,
  пять: 5,
  пяти: 5,
  шесть: 6,
  шести: 6,
  семь: 7,
  семи: 7,
  восемь: 8,
  восьми: 8,
  девять: 9,
  девяти: 9,
  десять: 10,
  десяти: 10,
  полтора: 1.5,
  полторы: 1.5,
  двадцать: 20,
  тридцать: 30,
  сто: 100,
};
/** Cardinal number words in the nominative (and the accusative, which is the same for them), by their value. */
const UNITS: Record<string, number> = { один: 1, одна: 1, одно: 1, два: 2, две: 2, три: 3, четыре: 4, пять: 5, шесть: 6, семь: 7, восемь: 8, девять: 9 };
const TEENS: Record<string, number> = {
  десять: 10,
  одиннадцать: 11,
  двенадцать: 12,
  тринадцать: 13,
  четырнадцать: 14,
  пятнадцать: 15,
  шестнадцать: 16,
  семнадцать: 17,
  восемнадцать: 18,
  девятнадцать: 19,
};
const TENS: Record<string, number> = {
  двадцать: 20,
  тридцать: 30,
  сорок: 40,
  пятьдесят: 50,
  шестьдесят: 60,
  семьдесят: 70,
  восемьдесят: 80,
  девяносто: 90,
};
const HUNDREDS: Record<string, number> = {
  сто: 100,
  двести: 200,
  триста: 300,
  четыреста: 400,
  пятьсот: 500,
  шестьсот: 600,
  семьсот: 700,
  восемьсот: 800,
  девятьсот: 900,
};
const alt = (words: Record<string, number>): string => Object.keys(words).join('|');
/**
 * A cardinal of ten or more said in words: hundreds, then tens with a unit or a teen («двадцать шесть», «сто сорок»,
 * «двенадцать»). A lone unit («три») stays a word. An ordinal after it («двадцать второй») makes it no cardinal.
 */
const CARDINAL_WORDS_RE = new RegExp(
  String.raw`(?<![\p{L}\d-])(?:(${alt(HUNDREDS)})(?:\s+(?:(${alt(TENS)})(?:\s+(${alt(UNITS)}))?|(${alt(TEENS)})|(${alt(UNITS)})))?|(?:(${alt(TENS)})(?:\s+(${alt(UNITS)}))?|(${alt(TEENS)})))(?![\p{L}\d-])(?!\s+(?:перв|втор|трет|четв[её]рт|пят|шест|седьм|восьм|девят|десят)\p{L}*)`,
  'giu',
);

/** One cardinal said in words: its span in the text and its value. */
interface CardinalWords {
  start: number;
  end: number;
  value: number;
}

function cardinalsInWords(text: string): CardinalWords[] {
  return [...text.matchAll(CARDINAL_WORDS_RE)].map((m) => {
    const value = [
      HUNDREDS[m[1]?.toLowerCase() ?? ''],
      TENS[(m[2] ?? m[6])?.toLowerCase() ?? ''],
      UNITS[(m[3] ?? m[5] ?? m[7])?.toLowerCase() ?? ''],
      TEENS[(m[4] ?? m[8])?.toLowerCase() ?? ''],
    ]
      .map((n) => n ?? 0)
      .reduce((a, b) => a + b, 0);
    return { start: m.index, end: m.index + m[0].length, value };
  });
}

/**
 * «сделали двадцать шесть крыш» → «сделали 26 крыш»: a cardinal of ten or more said in words, in digits as a resume
 * writes it (see CARDINAL_WORDS_RE). A lone unit and an ordinal stay as said.
 */
export function cardinalsInDigits(text: string): string {
  return text.replace(CARDINAL_WORDS_RE, (whole: string) => String(cardinalsInWords(whole)[0]?.value ?? whole));
}

/** The values of the cardinals of ten or more a text says in words (see cardinalsInDigits). */
export function cardinalWordValues(text: string): number[] {
  return cardinalsInWords(text).map((c) => c.value);
}

/** Multiplicative adverbs with their factor («вдвое» → 2). */
export const TIMES_WORDS: Record<string, number> = { вдвое: 2, втрое: 3, вчетверо: 4, впятеро: 5, вдесятеро: 10 };

const NUM = String.raw`(\d+(?:[.,]\d+)?|${Object.keys(NUMBER_WORDS).join('|')})`;
// «140k», «15к»: a thousand written as a letter glued to the digits, as one writes it in a chat or an English résumé.
const SCALE = String.raw`(?:\s*(тыс\.?|тысяч[аи]?|млн\.?|миллион(?:а|ов)?|млрд\.?|(?<=\d)[kKк](?![\p{L}\d])))?`;
const UNIT_WORD = String.raw`(мс|миллисекунд[ауы]?|сек\.?|секунд[ауы]?|с(?![\p{L}])|мин\.?|минут[ауы]?|час(?:а|ов)?|ч(?![\p{L}])|дн(?:я|ей)|день|сут(?:ки|ок)|%|процент(?:а|ов)?|п\.\s?п\.|раз(?:а)?|₽|руб\.?|рубл(?:ь|я|ей)|р\.|\$|долл(?:\.|ар(?:а|ов)?)?|человека?|сотрудник(?:а|ов)?|клиент(?:а|ов)?|заказ(?:а|ов)?|пациент(?:а|ов)?|учени(?:к|ка|ков)|машин|рейс(?:а|ов)?|позици(?:я|и|й)|сделк(?:а|и|ок)|точ(?:ка|ки|ек)|объект(?:а|ов)?|проект(?:а|ов)?|тонн|км|штук|шт\.?|ед\.?|кандидат(?:а|ов)?|вакансий|вакансии|чек(?:а|ов)?|смен)?`;

const NUMBER_RE = new RegExp(
  String.raw`(?<![\p{L}\d.,№-])(?:(с|до|на|в|от|по)\s+)?${NUM}${SCALE}\s*(?:[а-яё]+(?:ых|их)\s+(?=\p{L}))?${UNIT_WORD}(?![\p{L}\d])`,
  'giu',
);
/** «упали вдвое» → «упали в 2 раза»: a factor said in words, in digits as a resume writes it. */
export function timesInDigits(text: string): string {
  return text.replace(new RegExp(String.raw`(?<![\p{L}])(${Object.keys(TIMES_WORDS).join('|')})(?![\p{L}])`, 'giu'), (word: string) => {
    const n = TIMES_WORDS[word.toLowerCase()] ?? 0;
    return `в ${n} ${n >= 5 ? 'раз' : 'раза'}`;
  });
}
/** Collective numerals, a count of people said by itself («трое уже сами стоят на линии», «обучила пятерых»). */
export const COLLECTIVE_WORDS: Record<string, number> = {
  двое: 2,
  двоих: 2,
  трое: 3,
  троих: 3,
  четверо: 4,
  четверых: 4,
  пятеро: 5,
  пятерых: 5,
  шестеро: 6,
  шестерых: 6,
  семеро: 7,
  семерых: 7,
  восьмеро: 8,
  восьмерых: 8,
  девятеро: 9,
  девятерых: 9,
  десятеро: 10,
  десятерых: 10,
};
const COLLECTIVE_RE = new RegExp(String.raw`(?<![\p{L}])(${Object.keys(COLLECTIVE_WORDS).join('|')})(?![\p{L}])`, 'giu');
const TIMES_RE = new RegExp(String.raw`(?<![\p{L}])(${Object.keys(TIMES_WORDS).join('|')})(?![\p{L}])`, 'giu');
const YEAR_RE = /^(19[5-9]\d|20[0-4]\d)$/u;
const DURATION_AFTER_RE = /^\s*(?:год|года|лет|месяц|месяца|месяцев|мес\.?)(?![\p{L}])/iu;
const DATE_AROUND_RE = /(?:январ|феврал|март|апрел|ма[йяе]|июн|июл|август|сентябр|октябр|ноябр|декабр)\p{L}*\s*$/iu;

function unitOf(word: string | undefined): Unit {
  if (word === undefined || word === '') return null;
  const w = word.toLowerCase();
  if (w.startsWith('мс') || w.startsWith('миллисек')) return 'ms';
  if (w === 'с' || w.startsWith('сек')) return 's';
  if (w.startsWith('мин')) return 'min';
  if (w === 'ч' || w.startsWith('час')) return 'h';
  if (w.startsWith('дн') || w === 'день' || w.startsWith('сут')) return 'day';
  if (w === '%' || w.startsWith('процент') || w.startsWith('п.')) return 'percent';
  if (w.startsWith('раз')) return 'times';
  if (w === '₽' || w.startsWith('руб') || w.startsWith('рубл') || w === 'р.') return 'rub';
  if (w === '$' || w.startsWith('долл')) return 'usd';
  if (w.startsWith('человек') || w.startsWith('сотрудник')) return 'people';
  return 'count';
}

function scaleOf(word: string | undefined): number {
  if (word === undefined) return 1;
  const w = word.toLowerCase();
  if (w.startsWith('тыс') || w === 'k' || w === 'к') return 1_000;
  if (w.startsWith('млн') || w.startsWith('миллион')) return 1_000_000;
  if (w.startsWith('млрд')) return 1_000_000_000;
  return 1;
}

function valueOf(text: string): number {
  const lower = text.toLowerCase();
  return NUMBER_WORDS[lower] ?? Number(lower.replace(',', '.'));
}

/**
 * The achievement numbers of a text, in reading order; `offset` is added to spans (the text's start in its answer).
 * A scale without a currency keeps its unit («2 тыс. заказов» → 2, 'thousand'); with one it multiplies
 * («1,5 млн ₽» → 1500000 'rub').
 */
export function findAchievementNumbers(said: string, offset = 0): AchievementNumber[] {
  // A cardinal said in words («двадцать шесть крыш») is read as its digits, as the bullet writes it; spans and raw
  // text stay those of the words said.
  const cardinals = cardinalsInWords(said);
  let text = '';
  // starts[i]: where the digitised text's character i begins in the text as said; ends[i]: where it ends there.
  const starts: number[] = [];
  const ends: number[] = [];
  let from = 0;
  for (const c of [...cardinals, { start: said.length, end: said.length, value: NaN }]) {
    for (let k = from; k < c.start; k += 1) {
      starts.push(k);
      ends.push(k + 1);
    }
    text += said.slice(from, c.start);
    if (Number.isNaN(c.value)) break;
    const digits = String(c.value);
    for (let k = 0; k < digits.length; k += 1) {
      starts.push(c.start);
      ends.push(c.end);
    }
    text += digits;
    from = c.end;
  }
  starts.push(said.length);
  const back = (i: number, isEnd: boolean): number => (isEnd ? (i === 0 ? 0 : ends[i - 1]!) : starts[i]!);
  const out: AchievementNumber[] = [];
  for (const m of text.matchAll(NUMBER_RE)) {
    const [whole, preposition, rawNumber = '', scaleWord, unitWord] = m;
    const after = text.slice(m.index + whole.length);
    const before = text.slice(0, m.index);
    const isWord = !/\d/u.test(rawNumber);
    // «1С», «1С:ЗУП»: the software's name, not a second (a second is a lower-case «с», or «С» after a space).
    if (unitWord === 'С' && /\dС$/u.test(whole)) continue;
    let unit = unitOf(unitWord);
    if (YEAR_RE.test(rawNumber) && unit === null) continue;
    if (unit === null && DURATION_AFTER_RE.test(after)) continue;
    // «retention 30-го дня», «на 3-м этаже»: an ordinal written in digits counts nothing.
    if (/^-(?:го|му|й|я|е|м|ю|ой|ый|ий|ая|ое|ые|ом|ым|ого|ому|ей)(?![\p{L}])/u.test(after)) continue;
    if (unit === null && (DATE_AROUND_RE.test(before) || /^\s*(?:январ|феврал|март|апрел|ма[йяе]|июн|июл|август|сентябр|октябр|ноябр|декабр)/iu.test(after)))
      continue;
    if (unit === null && /(?:[A-CА-С]|№)$/u.test(before.trimEnd())) continue;
    if (isWord && unit === null) continue;
    if (isWord && unit !== 'times' && unit !== 'people' && unit !== 'count') continue;
    let value = valueOf(rawNumber);
    if (Number.isNaN(value)) continue;
    const scale = scaleOf(scaleWord);
    if (scale > 1 && (unit === 'rub' || unit === 'usd')) value *= scale;
    else if (scale > 1 && unit === null) unit = scale === 1_000 ? 'thousand' : 'million';
    else if (scale > 1) value *= scale;
    const prep = preposition?.toLowerCase();
    const role: AchievementNumber['role'] = prep === 'с' || prep === 'от' ? 'from' : prep === 'до' ? 'to' : prep === 'на' || unit === 'times' ? 'by' : 'amount';
    const start = back(m.index + (preposition === undefined ? 0 : whole.indexOf(rawNumber)), false);
    const end = back(m.index + whole.trimEnd().length, true);
    out.push({ value, unit, role, raw: said.slice(start, end), span: [offset + start, offset + end] });
  }
  for (const m of said.matchAll(TIMES_RE)) {
    const word = (m[1] ?? '').toLowerCase();
    out.push({ value: TIMES_WORDS[word] ?? 0, unit: 'times', role: 'by', raw: m[0], span: [offset + m.index, offset + m.index + m[0].length] });
  }
  for (const m of said.matchAll(COLLECTIVE_RE)) {
    const word = (m[1] ?? '').toLowerCase();
    out.push({ value: COLLECTIVE_WORDS[word] ?? 0, unit: 'people', role: 'amount', raw: m[0], span: [offset + m.index, offset + m.index + m[0].length] });
  }
  // «с 2 до 300 мс»: a bare «from» number takes the unit of the «to» number that follows it.
  out.sort((a, b) => (a.span?.[0] ?? 0) - (b.span?.[0] ?? 0));
  out.forEach((n, i) => {
    const next = out[i + 1];
    if (n.role === 'from' && n.unit === null && next?.role === 'to') n.unit = next.unit;
  });
  return out;
}
