/**
 * Periods of work in Russian text, resolved to months against today: «с марта 2020 по 2023», «с 2021 года»,
 * «2019–2022», «в июле–августе 2024», «03.2019», «пришёл в июне 2021» (a point with «в» beside a verb of starting), «три года» / «3 года» / «полтора года» / «8 месяцев» (counted back from today when the job
 * is current), «по настоящее время».
 */
import type { MonthFact } from './profile.schema';

/** A period found in a text; spans are into the text given, values 'YYYY-MM'. */
export interface FoundPeriod {
  start: { value: string; precision: 'month' | 'year'; span: [number, number] } | null;
  end: { value: string; precision: 'month' | 'year'; span: [number, number] } | null;
  /** «по настоящее время», «до сих пор», or a duration said in the present tense. */
  current: { span: [number, number] } | null;
  /** A duration («три года»): months and span; resolved against today only when the job is current. */
  duration: { months: number; span: [number, number] } | null;
}

const MONTHS = ['январ', 'феврал', 'март', 'апрел', 'ма', 'июн', 'июл', 'август', 'сентябр', 'октябр', 'ноябр', 'декабр'];
/** Month names of Ukrainian, as seekers who mix it into Russian write them («з березня 2019»): stems in month order. */
const ENGLISH_MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const UKRAINIAN_MONTHS = ['січ', 'лют', 'берез', 'квіт', 'трав', 'черв', 'лип', 'серп', 'верес', 'жовт', 'листопад', 'груд'];
const MONTH = String.raw`(январ[ьяе]|феврал[ьяе]|март[ае]?|апрел[ьяе]|ма[йяе]|июн[ьяе]|июл[ьяе]|август[ае]?|сентябр[ьяе]|октябр[ьяе]|ноябр[ьяе]|декабр[ьяе]|(?:січ|берез|квіт|трав|черв|лип|серп|верес|жовт|груд)(?:ень|ня|ні)|лют(?:ий|ого|ому)|листопад[аі]?|january|february|march|april|may|june|july|august|september|october|november|december|(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?)`;
const YEAR = String.raw`(19[5-9]\d|20[0-4]\d)`;
/** A point in time: «марта 2020», «03.2020», «2020-03», «2020 года», «лета 2020-го» (a season or «начала» gives the year only). */
const POINT = String.raw`(?:${MONTH}\s+${YEAR}|(0?[1-9]|1[0-2])[./]${YEAR}|${YEAR}-(0[1-9]|1[0-2])|(?:(?:лета|зимы|весны|осени|начала|конца|середины)\s+)?${YEAR})(?:-?го(?![\p{L}]))?(?:\s*(?:г\.|года?|гг\.?))?`;
const RANGE_RE = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(?:с|c)\s+)?${POINT}\s*(?:(?:[-–—]\s*)?(?:и\s+)?(?:по|до)|to|till|until|[-–—])\s*(?:${POINT}|(настоящее\s+время|наст\.?\s*вр\.?|н\.\s*в\.?|нв|сей\s+день|сегодняшний\s+день|сих\s+пор|now|present|today))`,
  'giu',
);
const SINCE_RE = new RegExp(String.raw`(?<![\p{L}\d])(?:с|c|з|начиная\s+с|since|from)\s+${POINT}`, 'giu');
/** «в июне 2021», «в 2015 году»: a point said with «в»; a start only beside a verb of starting (ONSET_RE). */
const AT_RE = new RegExp(String.raw`(?<![\p{L}\d])(?:в|во|весной|летом|осенью|зимой)\s+${POINT}`, 'giu');
/** «…, в апреле»: a month with no year said right after a point of a year or a season, which it makes precise. */
const MONTH_AFTER_RE = new RegExp(String.raw`^\p{L}*\s*,?\s*(?:в|во|с|со)\s+${MONTH}(?![\p{L}])(?!\s*,?\s*\d)`, 'iu');
/** After «ушёл», what says one left a place rather than went to one: «ушёл из …», «ушла оттуда», «ушёл в 2019». */
const LEFT_AFTER = String.raw`(?:из|с|со|от|оттуда|отсюда|сам[аи]?|по\s+собственному|на\s+пенсию|в\s+декрет|в\s+армию|(?:в|во)\s+(?:\d|${MONTH}|начале|конце|середине)|весной|летом|осенью|зимой|\d)(?![\p{L}])`;
const WENT = String.raw`(?:ушл[аи]|ушёл|ушел)`;
/** Verbs that say a job began: «пришёл», «начинала», «устроился», «взяли», «перешла», «ушёл официантом в …» (not «ушёл из …»). */
const ONSET_RE = new RegExp(
  String.raw`(?<![\p{L}])(?:пришл[аи]|пришёл|пришел|начинал[аи]?|начал[аи]?|устроил(?:ся|ась|ись)|взяли|приняли|поступил[аи]?\s+на\s+работу|перешл[аи]|перешёл|перешел|перевел(?:ся|ась|ись)|перевёлся|${WENT}(?=\s+(?!${LEFT_AFTER})\p{L}))(?![\p{L}])`,
  'giu',
);
/**
 * Verbs that say a job ended: «уволился», «рассчиталась», «меня сократили», «ушла оттуда», «ушёл в 2019» (not
 * «ушёл барменом в …»), «завод закрылся». A point said with «в» or a season beside one is the job's end.
 */
const LEAVE_RE = new RegExp(
  String.raw`(?<![\p{L}])(?:уволил(?:ся|ась|ись)|уволен[аы]?|увольнял(?:ся|ась|ись)|рассчитал(?:ся|ась|ись)|(?:меня|нас)\s+(?:уволили|сократили)|уходил[аи]?|закрыл(?:ся|ась|ось|ись)|(?:закончил|перестал)[аи]?\s+работать|${WENT}(?!\s+(?!${LEFT_AFTER})\p{L}))(?![\p{L}])`,
  'giu',
);
/** «до 2019 года», «вплоть до марта 2020», «до 2020-го»: the end of a job whose start is said elsewhere or not at all. */
const UNTIL_RE = new RegExp(String.raw`(?<![\p{L}\d])(?:вплоть\s+)?до\s+${POINT}`, 'giu');
/** What may follow a year said after «до» for it to be a year, not an amount («до 2000 рублей»): a word of year, a month, a pause, a past verb. */
const UNTIL_AFTER_RE = /^(?:\s*(?:[.,;:!?)—–-]|$)|\s+\p{L}*(?:л|ла|ли|лся|лась|лись)(?![\p{L}]))/u;
/** «в июле–августе 2024»: two months of one year, a start and an end. */
const MONTH_RANGE_RE = new RegExp(String.raw`(?<![\p{L}\d])(?:(?:в|с)\s+)?${MONTH}\s*(?:[-–—]|по|до|и)\s*${MONTH}\s+${YEAR}`, 'iu');
/** «зимой 2023-го, в январе и феврале»: two months with no year of their own take the year said just before them. */
const MONTH_PAIR_RE = new RegExp(String.raw`(?<![\p{L}\d])(?:в|с)\s+${MONTH}\s*(?:[-–—]|по|до|и)\s*${MONTH}(?!\s*\d)`, 'iu');
const PRESENT_RE =
  /(?:по\s+настоящее\s+время|до\s+сих\s+пор|по\s+сей\s+день|по\s+сегодняшний\s+день|работаю\s+(?:там\s+)?(?:и\s+)?сейчас|и\s+сейчас|сейчас\s+работаю|(?<![\p{L}])currently(?![\p{L}]))/iu;
const NUMBER_WORDS: Record<string, number> = {
  один: 1,
  одного: 1,
  год: 1,
  два: 2,
  двух: 2,
  три: 3,
  трех: 3,
  трёх: 3,
  четыре: 4,
  четырех: 4,
  пять: 5,
  пяти: 5,
  шесть: 6,
  семь: 7,
  восемь: 8,
  девять: 9,
  десять: 10,
  полтора: 1.5,
  полгода: 0.5,
};
/** Words that round a length off, said before it: «около года», «почти год», «целый год». */
const ABOUT = String.raw`(?:почти|около|примерно|приблизительно|ровно|целый|всего|где-то|лишь|только|ещё|еще)`;
/** Past verbs of working somewhere that a bare «год» said before them is the length of: «год была фармацевтом». */
const SPENT = String.raw`(?:был[аи]?|работал\p{L}*|проработал\p{L}*|отработал\p{L}*|трудил\p{L}*|прослужил\p{L}*|служил\p{L}*|пробыл\p{L}*)`;
const NUMBER = String.raw`(?:\d{1,2}(?:[.,]5)?|${Object.keys(NUMBER_WORDS)
  .filter((w) => w !== 'год')
  .join('|')})`;
const DURATION_RE = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(\d{1,2}(?:[.,]5)?|${Object.keys(NUMBER_WORDS).join('|')})(\s+с\s+половиной)?\s+(год|года|лет|месяц|месяца|месяцев)|(полгода)|(больше|более)\s+(года|полугода)` +
    // «лет пять работала», «года три был курьером»: a length rounded off by saying the unit first (not «2019 года три …»).
    String.raw`|(?<!\d\s*)(года|лет|месяца|месяцев)\s+(${NUMBER})(?!\s+(?:\p{L}+\s+)?(?:год|лет|месяц))` +
    // «год была фармацевтом», «около года», «проработал там год»: one year with no number said.
    String.raw`|(?<=(?:^|[.,;:—–(]\s*|(?<![\p{L}])(?:этого|этим|потом|затем|и|а|но|там|${ABOUT})\s+))(?:год(?=\s+(?:там\s+)?${SPENT}(?![\p{L}]))|года(?<=(?:около|почти|примерно|приблизительно|где-то)\s+года))` +
    String.raw`|(?<=(?<![\p{L}])${SPENT}\s+(?:там\s+)?(?:${ABOUT}\s+)?)год(?=\s*(?:[.,;:!?)—–-]|$))` +
    String.raw`)(?![\p{L}])(?!\s+(?:назад|тому))`,
  'giu',
);

const ORDINALS = ['перв', 'втор', 'трет', 'четв[её]рт', 'пят', 'шест', 'седьм', 'восьм', 'девят', 'десят', 'одиннадцат', 'двенадцат'];
/** «пятый год», «уже 3-й год»: the ordinal of the year one is in now. */
const ORDINAL_YEAR_RE = new RegExp(String.raw`(?<![\p{L}\d])(?:(\d{1,2})-?й|(${ORDINALS.join('|')})(?:ий|ый|ой|ий))\s+год(?![\p{L}])`, 'iu');

function monthNumber(word: string): number {
  const lower = word.toLowerCase();
  // «Sept», «Oct.»: an English month cut to its first letters.
  const english = ENGLISH_MONTHS.findIndex((name) => name === lower || (/^[a-z]{3,4}\.?$/u.test(lower) && name.startsWith(lower.replace('.', ''))));
  if (english >= 0) return english + 1;
  const ukrainian = UKRAINIAN_MONTHS.findIndex((stem) => lower.startsWith(stem));
  if (ukrainian >= 0 && !/^(?:март|ма[йяе]$)/u.test(lower)) return ukrainian + 1;
  const i = MONTHS.findIndex((stem) => (stem === 'ма' ? /^ма[йяе]$/u.test(lower) : lower.startsWith(stem)));
  return i + 1;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** Reads a POINT match from its capture groups (g = the groups of one POINT, 7 of them). */
function readPoint(g: (string | undefined)[], asEnd: boolean): { value: string; precision: 'month' | 'year' } | null {
  const [monthWord, yearA, monthNum, yearB, yearC, monthC, yearD] = g;
  if (monthWord !== undefined && yearA !== undefined) return { value: `${yearA}-${pad(monthNumber(monthWord))}`, precision: 'month' };
  if (monthNum !== undefined && yearB !== undefined) return { value: `${yearB}-${pad(Number(monthNum))}`, precision: 'month' };
  if (yearC !== undefined && monthC !== undefined) return { value: `${yearC}-${monthC}`, precision: 'month' };
  if (yearD !== undefined) return { value: `${yearD}-${asEnd ? '12' : '01'}`, precision: 'year' };
  return null;
}

/** Index of a group in a match, as a span into the text (the group's first occurrence after the match start). */
function spanOf(m: RegExpExecArray, from: number, to: number): [number, number] {
  const part = m[0].slice(from, to);
  const lead = part.length - part.trimStart().length;
  const trail = part.length - part.trimEnd().length;
  return [m.index + from + lead, m.index + to - trail];
}

const UNITS = ['перв', 'втор', 'трет', 'четв[её]рт', 'пят', 'шест', 'седьм', 'восьм', 'девят'];
const TEENS = ['десят', 'одиннадцат', 'двенадцат', 'тринадцат', 'четырнадцат', 'пятнадцат', 'шестнадцат', 'семнадцат', 'восемнадцат', 'девятнадцат'];
const ORDINAL_END = String.raw`(?:ого|его|ый|ий|ой|ом|ем)`;
/** A year said in words, as dictated: «с двадцатого года», «в две тысячи девятнадцатом году», «с двадцать первого года». */
const SPOKEN_YEAR_RE = new RegExp(
  String.raw`(?<![\p{L}])(?:две\s+тысячи\s+)?(?:(двадцать)\s+(${UNITS.join('|')})|(${TEENS.join('|')})|(двадцат)|(${UNITS.join('|')}))${ORDINAL_END}(?=\s+(?:года?|году)(?![\p{L}]))`,
  'giu',
);

/** The text with years said in words written as digits, padded with spaces so every span stays where it was. */
function spokenYears(text: string): string {
  const index = (list: readonly string[], word: string): number => list.findIndex((stem) => new RegExp(`^${stem}`, 'iu').test(word));
  return text.replace(
    SPOKEN_YEAR_RE,
    (
      whole: string,
      twenty: string | undefined,
      unit: string | undefined,
      teen: string | undefined,
      twentieth: string | undefined,
      bare: string | undefined,
      offset: number,
    ) => {
      // «пятый год» in the nominative is the year of work one is in, not a year of the calendar; «по двадцать второй
      // год» (the accusative, as a range's end) is a year.
      if (/(?:ый|ий|ой)$/iu.test(whole) && !/(?<![\p{L}])(?:по|до|в)\s+$/iu.test(text.slice(Math.max(0, offset - 4), offset))) return whole;
      const year =
        twenty !== undefined
          ? 2021 + index(UNITS, unit ?? '')
          : teen !== undefined
            ? 2010 + index(TEENS, teen)
            : twentieth !== undefined
              ? 2020
              : 2001 + index(UNITS, bare ?? '');
      const digits = String(year);
      return whole.length < digits.length ? whole : digits + ' '.repeat(whole.length - digits.length);
    },
  );
}

/**
 * A year written with two digits after a preposition of time: «с 19 года», «по 23 год» (a range's end), «с 21-го»,
 * «в 18 году». The digits alone are no year («19 лет» is an age or a length, «с 20 г» may be grams).
 */
const SHORT_YEAR_RE = /(?<![\p{L}\d])((?:с|c|по|до|в|во|з|from|since)\s+)(\d{2})(?:-?го(?:\s+(?:года|году))?|\s*(года|году|год))(?![\p{L}\d])/giu;

/** The text with two-digit years written in full (20yy up to this year, else 19yy), padded so every span stays put. */
function shortYears(text: string, today: string | undefined): string {
  const thisYear = Number((today ?? new Date().toISOString()).slice(2, 4));
  return text.replace(SHORT_YEAR_RE, (whole: string, lead: string, yy: string, word: string | undefined) => {
    // «по 23 год» ends a range; «в 21 год» is an age as often as a year.
    if (word?.toLowerCase() === 'год' && !/^(?:по|до)\s/iu.test(lead)) return whole;
    const year = `${Number(yy) <= thisYear ? '20' : '19'}${yy}`;
    const tail = whole.length - lead.length >= 7 ? `${year} г.` : year;
    const written = `${lead}${tail}`;
    return written.length > whole.length ? whole : written + ' '.repeat(whole.length - written.length);
  });
}

const SEASONS: Record<string, string> = { лет: 'лета', зим: 'зимы', весн: 'весны', осен: 'осени' };
/** «с прошлой осени», «в прошлом году», «с этого года»: a year told relative to today. */
const RELATIVE_YEAR_RE =
  /(?<![\p{L}])(позапрошл|прошл|эт)(ого|ом|ый|ым|ой|ую|от)\s+(год[ауе]?|лет(?:а|ом)|зим(?:ы|ой)|весн(?:ы|ой)|осен(?:и|ью))(?![\p{L}])/giu;

/** The text with years told relative to `today` written as digits, padded with spaces so every span stays put. */
function relativeYears(text: string, today: string | undefined): string {
  if (today === undefined) return text;
  const year = Number(today.slice(0, 4));
  return text.replace(RELATIVE_YEAR_RE, (whole, which: string, ending: string, unit: string) => {
    // «до этого год был продавцом»: «этого» with «год» in another case is «before this», no year.
    if (/^(?:ого|ом)$/iu.test(ending) && /^год$/iu.test(unit)) return whole;
    const value = String(year - (/^позапрошл/iu.test(which) ? 2 : /^прошл/iu.test(which) ? 1 : 0));
    const season = Object.entries(SEASONS).find(([stem]) => unit.toLowerCase().startsWith(stem))?.[1];
    // «прошлым летом», «позапрошлой весной»: the instrumental says when, as «в …» does (AT_RE).
    const when = /(?:ом|ой|ью)$/iu.test(unit) ? unit.toLowerCase() : season;
    const written = season === undefined ? `${value} ${unit}` : `${when} ${value}`;
    return written.length > whole.length ? whole : written + ' '.repeat(whole.length - written.length);
  });
}

/** Times of one's life that are no job: the army, a parental leave, one's studies. */
const NOT_WORK = String.raw`(?:арми[июяей]|срочк[иеу]|служб[еыу]|декрет[ееау]?|отпуск[ееау]?\s+по\s+уходу(?:\s+за\s+\p{L}+)?|уч[её]б[еыу])`;
const NOT_WORK_PERIOD_RE = new RegExp(
  String.raw`(?<![\p{L}])(?:${NOT_WORK}\s*\(\s*(?:с\s+)?${POINT}(?:\s*(?:[-–—]|по|до)\s*${POINT})?\s*\)|(?:в|во|на)\s+${NOT_WORK}\s+(?:(?:был[аи]?|находил\p{L}*)\s+)?(?:с\s+)?${POINT}(?:\s*(?:[-–—]|по|до)\s*${POINT})?)`,
  'giu',
);

/**
 * The text with the dates of the army, a parental leave or one's studies blanked out, spans kept: «после армии
 * (2018–2019) пошёл в ЧОП» and «в декрете с 2020 по 2023» date no job. «После армии с 2019 работаю …» dates the job.
 */
function withoutTimeOff(text: string): string {
  return text.replace(NOT_WORK_PERIOD_RE, (whole) => ' '.repeat(whole.length));
}

/** True when a text dates the army, a parental leave or one's studies («после армии (2018–2019)»). */
export function datesTimeOff(text: string): boolean {
  return new RegExp(NOT_WORK_PERIOD_RE.source, 'iu').test(text);
}

/** «ноября 21 года», «с 21-го года»: a number of two digits with a word of year after it. */
const MONTH_SHORT_YEAR_RE = /(?<![\p{L}\d])(\d{2})(-?го)?\s*(?:года?|году|г\.)(?![\p{L}])/giu;
const MONTH_BEFORE_RE = new RegExp(String.raw`(?<![\p{L}])${MONTH}\s+$`, 'iu');
const PREPOSITION_BEFORE_RE = /(?<![\p{L}])(?:с|c|по|до|в|во)\s+$/iu;

/**
 * The text with years said by their last two digits written as four, padded with spaces so every span stays put:
 * «с ноября 21 года» → «с ноября 2021», «с 19-го года» → «с 2019». Only after a month, or with «-го» after «с/по/до/в»:
 * «21 года» alone is a length or an age. A year later than `today`'s two digits is of the last century.
 */
function monthShortYears(text: string, today: string | undefined): string {
  const now = Number((today ?? '2099').slice(2, 4));
  return text.replace(MONTH_SHORT_YEAR_RE, (whole: string, digits: string, ordinal: string | undefined, offset: number) => {
    const before = text.slice(Math.max(0, offset - 16), offset);
    if (!MONTH_BEFORE_RE.test(before) && !(ordinal !== undefined && PREPOSITION_BEFORE_RE.test(before))) return whole;
    const two = Number(digits);
    const year = String(two <= now ? 2000 + two : 1900 + two);
    return year + ' '.repeat(whole.length - year.length);
  });
}

/**
 * The text with every year written in digits, spans kept: years said in words, by two digits, or relative to `today`
 * («с прошлого года» → «с 2025 года», «прошлым летом» → «лета 2025»). Other rules read dates said of a title on it.
 */
export function datesInDigits(said: string, today?: string): string {
  return monthShortYears(relativeYears(spokenYears(shortYears(said, today)), today), today);
}

/**
 * The period a text states, or nulls for what it does not say. Spans are into `text`; years said in words count, and
 * so do years told relative to `today` ('YYYY-MM-DD', when given): «с прошлой осени».
 */
export function findPeriod(said: string, today?: string): FoundPeriod {
  const text = withoutCorrected(withoutTimeOff(datesInDigits(said, today)));
  const result: FoundPeriod = { start: null, end: null, current: null, duration: null };
  const range = new RegExp(RANGE_RE.source, 'iu').exec(text);
  if (range !== null) {
    const start = readPoint(range.slice(1, 8), false);
    const end = readPoint(range.slice(8, 15), true);
    const sepIndex = findSeparator(range[0]);
    if (start !== null) result.start = { ...start, span: spanOf(range, 0, sepIndex) };
    if (end !== null) result.end = { ...end, span: spanOf(range, sepIndex, range[0].length) };
    if (range[15] !== undefined) result.current = { span: spanOf(range, sepIndex, range[0].length) };
  } else if (MONTH_RANGE_RE.test(text)) {
    const m = MONTH_RANGE_RE.exec(text)!;
    const [, from, to, year] = m;
    const span: [number, number] = [m.index, m.index + m[0].length];
    result.start = { value: `${year}-${pad(monthNumber(from!))}`, precision: 'month', span };
    result.end = { value: `${year}-${pad(monthNumber(to!))}`, precision: 'month', span };
  } else if (MONTH_PAIR_RE.test(text) && /(?:19|20)\d\d/u.test(text.slice(0, MONTH_PAIR_RE.exec(text)!.index))) {
    const m = MONTH_PAIR_RE.exec(text)!;
    const year = [...text.slice(0, m.index).matchAll(/(?<!\d)((?:19|20)\d\d)(?!\d)/gu)].pop()![1]!;
    const span: [number, number] = [m.index, m.index + m[0].length];
    result.start = { value: `${year}-${pad(monthNumber(m[1]!))}`, precision: 'month', span };
    result.end = { value: `${year}-${pad(monthNumber(m[2]!))}`, precision: 'month', span };
  } else {
    const since = new RegExp(SINCE_RE.source, 'iu').exec(text);
    // «Пришла мастером в мае 2020, с 2023 — старший мастер»: the job began at the point said first. A point said
    // with «в» goes with the nearest verb of starting or of leaving: «пришёл в 2015 и уволился в 2019».
    const ats = [...text.matchAll(new RegExp(AT_RE.source, 'giu'))].map((m) => ({ m, verb: verbOf(text, m) }));
    const at = ats.find((a) => a.verb === 'onset')?.m ?? null;
    const point = since !== null && (at === null || since.index < at.index) ? since : at;
    if (point !== null) {
      const start = readPoint(point.slice(1, 8), false);
      const month = start?.precision === 'year' ? MONTH_AFTER_RE.exec(text.slice(point.index + point[0].length)) : null;
      if (start !== null && month !== null) {
        const end = point.index + point[0].length + month[0].length;
        result.start = { value: `${start.value.slice(0, 4)}-${pad(monthNumber(month[1]!))}`, precision: 'month', span: [point.index, end] };
      } else if (start !== null) result.start = { ...start, span: spanOf(point, 0, point[0].length) };
    }
    // «ушла оттуда весной 2024», «уволился в марте 2023», «проработал там до 2019 года»: the end, not the start.
    const left = ats.find((a) => a.verb === 'leave')?.m;
    const until = [...text.matchAll(UNTIL_RE)].find(
      (m) => (since === null || since.index < m.index) && UNTIL_AFTER_RE.test(text.slice(m.index + m[0].length)) && !/^до\s+этого/iu.test(said.slice(m.index)),
    );
    const last = left ?? until;
    const end = last === undefined ? null : readPoint(last.slice(1, 8), true);
    if (last !== undefined && end !== null && (result.start === null || result.start.value <= end.value))
      result.end = { ...end, span: spanOf(last, 0, last[0].length) };
  }
  const present = PRESENT_RE.exec(text);
  if (present !== null && result.current === null) result.current = { span: [present.index, present.index + present[0].length] };
  const ordinal = ORDINAL_YEAR_RE.exec(text);
  if (ordinal !== null && !new RegExp(DURATION_RE.source, 'iu').test(text)) {
    // «уже восьмой год», «пятый год тружусь»: in the N-th year, so N − 1 full years have passed (half a year in the first).
    const n = ordinal[1] === undefined ? ORDINALS.findIndex((stem) => new RegExp(`^${stem}`, 'iu').test(ordinal[2] ?? '')) + 1 : Number(ordinal[1]);
    if (n > 0) result.duration = { months: n === 1 ? 6 : (n - 1) * 12, span: [ordinal.index, ordinal.index + ordinal[0].length] };
  }
  // «электриком уже лет восемь, последние три года в ООО …»: of several lengths, the one said with «последние» is the
  // current place's; otherwise the first.
  const durations = [...text.matchAll(new RegExp(DURATION_RE.source, 'giu'))];
  const duration = durations.find((d) => /(?<![\p{L}])последни[ехй]\p{L}*\s+$/iu.test(text.slice(0, d.index))) ?? durations[0] ?? null;
  // «через два года стала старшим», «спустя год»: a time after something, not the length of a job; «в 21 год»,
  // «мне 19 лет»: an age.
  // «сначала два месяца был учеником», «первые полгода»: a stage inside the job, not its length.
  if (
    duration !== null &&
    !/(?<![\p{L}])(?:через|спустя|в|мне|исполнилось|сначала|поначалу|первые|первый|первое\s+время)\s+$/iu.test(text.slice(0, duration.index))
  ) {
    const [, num, half, unit, halfYear, more, , laterUnit, laterNum] = duration;
    const word = (num ?? laterNum ?? '').toLowerCase();
    const n = word === '' ? 1 : (NUMBER_WORDS[word] ?? Number(word.replace(',', '.')));
    const total = n + (half === undefined ? 0 : 0.5);
    // «больше года» says no exact length, so it gives no duration.
    const months = halfYear !== undefined ? 6 : /^мес/iu.test(unit ?? laterUnit ?? '') ? total : Math.round(total * 12);
    if (months > 0 && more === undefined) result.duration = { months, span: [duration.index, duration.index + duration[0].length] };
  }
  return result;
}

/** Words by which a seeker takes back what they just said: «нет, вру», «хотя нет», «точнее», «то есть», «ой». */
const CORRECTION = String.raw`(?:(?:хотя\s+)?нет|вру|точнее|вернее|то\s+есть|ой|ошиб(?:ся|лась)|поправлюсь|извините)`;
const CORRECTED_RE = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(?:с|c|в|во|по|до)\s+)?${POINT}(?:\s*\.{2,}|\s*…)?[\s,—–-]*${CORRECTION}(?:[\s,—–-]+${CORRECTION})*[\s,—–-]+(?=(?:(?:с|c|в|во|по|до)\s+)?${POINT})`,
  'giu',
);

/**
 * The text with a date the seeker took back blanked out, spans kept: «с 2017 года, нет, вру — с октября 2016» reads
 * as «с октября 2016», «с 2013-го... хотя нет, с апреля 2013» as «с апреля 2013». The corrected value wins.
 */
function withoutCorrected(text: string): string {
  return text.replace(CORRECTED_RE, (whole) => ' '.repeat(whole.length));
}

/** «Пишу в ноябре 2026-го», «сейчас декабрь 2025»: the month the seeker says they write in. */
const WRITTEN_IN_RE = new RegExp(
  String.raw`(?<![\p{L}])(?:пишу|пишем|пишет|сейчас|сегодня|на\s+дворе|на\s+момент\s+написания)(?:\s+(?:это|вам))?\s*[,—–-]?\s*(?:в\s+)?${MONTH}\s+${YEAR}(?![\d])`,
  'iu',
);

/**
 * The day a seeker says they write on, as 'YYYY-MM-15', or null: «Пишу в ноябре 2026-го, чтобы было понятно» dates
 * «позапрошлой весной» and «третий год» from November 2026 whatever the day the answers are read.
 */
export function writtenOn(text: string): string | null {
  const m = WRITTEN_IN_RE.exec(text);
  if (m === null) return null;
  return `${m[2]}-${pad(monthNumber(m[1]!))}-15`;
}

/** Whether a point said with «в» is nearest a verb of starting, of leaving, or of neither (its own clause first, then in characters). */
function verbOf(text: string, at: RegExpExecArray): 'onset' | 'leave' | null {
  const from = at.index;
  const to = at.index + at[0].length;
  let best: { kind: 'onset' | 'leave'; distance: number } | null = null;
  for (const [kind, re] of [
    ['onset', ONSET_RE],
    ['leave', LEAVE_RE],
  ] as const) {
    for (const v of text.matchAll(re)) {
      const vEnd = v.index + v[0].length;
      const between = vEnd <= from ? text.slice(vEnd, from) : v.index >= to ? text.slice(to, v.index) : '';
      // A verb of the point's own clause first: «устроился в 2016, в 2021 уволился».
      const distance = between.length + (/[,;:.!?—–]/u.test(between) ? 1000 : 0);
      if (best === null || distance < best.distance) best = { kind, distance };
    }
  }
  return best?.kind ?? null;
}

/** Where the range separator («по», «до», a dash) starts inside a range match. */
function findSeparator(match: string): number {
  // «с февраля 2018-го и до осени 2022»: a word separator first, so the dash of «2018-го» is not taken for one.
  const m = /\s+(?:(?:и\s+)?(?:по|до)|to|till|until)\s+/iu.exec(match.slice(1)) ?? /\s*[-–—](?!го(?![\p{L}]))\s*/iu.exec(match.slice(1));
  return m === null ? match.length : m.index + 1;
}

/** 'YYYY-MM' `months` months before `today` ('YYYY-MM-DD' or 'YYYY-MM'). */
export function monthsBefore(today: string, months: number): string {
  const [y = 0, m = 1] = today.split('-').map(Number);
  const index = y * 12 + (m - 1) - Math.round(months);
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** 'YYYY-MM' `months` months after `month` ('YYYY-MM'). */
export function monthsAfter(month: string, months: number): string {
  return monthsBefore(month, -months);
}

/** An empty month fact. */
export function noMonth(): MonthFact {
  return { value: null, precision: null, sources: [] };
}

/**
 * True when a sentence tells two times in two clauses (split at «;» or «, а»), each with a start, an end or a year:
 * «С мая 2019 по май 2021 подрабатывал в мастерской, а летом 2021 был на практике в «…»». Each clause then speaks of
 * its own job, and the dates of one are never the other's.
 */
export function datesInTwoClauses(sentence: string, today?: string): boolean {
  const dated = sentence.split(/;\s+|,\s+(?=а\s)/u).filter((clause) => {
    const period = findPeriod(clause, today);
    return period.start !== null || period.end !== null || /(?<!\d)(?:19|20)\d\d(?!\d)/u.test(clause);
  });
  return dated.length > 1;
}
