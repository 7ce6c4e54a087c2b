/**
 * Dates in Russian free text, as the resume composer and the grounding check need them: full months
 * ('2019-03', '03.2019', '01.03.2019', «март 2019», «в марте 2019 года»), bare years (2019) and bare month names («в марте»).
 */

/** One date found in a text; `value` is 'YYYY-MM' (year-month), 'YYYY' (year) or 'MM' (month). */
export interface FoundDate {
  kind: 'year-month' | 'year' | 'month';
  value: string;
  start: number;
  end: number;
}

const MONTH_STEMS = ['январ', 'феврал', 'март', 'апрел', 'ма', 'июн', 'июл', 'август', 'сентябр', 'октябр', 'ноябр', 'декабр'];
const MONTH_WORD = String.raw`(январ[ьяею]|феврал[ьяею]|март[ае]?|апрел[ьяею]|ма[йяею]|июн[ьяею]|июл[ьяею]|август[ае]?|сентябр[ьяею]|октябр[ьяею]|ноябр[ьяею]|декабр[ьяею])`;
const YEAR = String.raw`(19[5-9]\d|20[0-4]\d)`;

const PATTERNS: { re: RegExp; read: (m: RegExpExecArray) => FoundDate['value'] | null; kind: FoundDate['kind'] }[] = [
  { kind: 'year-month', re: new RegExp(String.raw`(?<![\d.])${YEAR}-(0[1-9]|1[0-2])(?:-\d{2})?(?!\d)`, 'gu'), read: (m) => `${m[1]}-${m[2]}` },
  {
    kind: 'year-month',
    re: new RegExp(String.raw`(?<![\d.])(?:\d{1,2}\.)?(0?[1-9]|1[0-2])[./]${YEAR}(?!\d)`, 'gu'),
    read: (m) => `${m[2]}-${(m[1] ?? '').padStart(2, '0')}`,
  },
  {
    kind: 'year-month',
    re: new RegExp(String.raw`(?<!\p{L})${MONTH_WORD}(?!\p{L})\s+${YEAR}(?!\d)`, 'giu'),
    read: (m) => (monthOf(m[1] ?? '') === null ? null : `${m[2]}-${monthOf(m[1] ?? '')}`),
  },
  { kind: 'month', re: new RegExp(String.raw`(?<!\p{L})${MONTH_WORD}(?!\p{L})`, 'giu'), read: (m) => monthOf(m[1] ?? '') },
  { kind: 'year', re: new RegExp(String.raw`(?<![\d.,\p{L}])${YEAR}(?![\d\p{L}]|[.,]\d)`, 'gu'), read: (m) => m[1] ?? null },
];

/** The month number 'MM' of a Russian month word in any case form («марта» → '03'), or null. */
export function monthOf(word: string): string | null {
  const lower = word.toLowerCase();
  const index = MONTH_STEMS.findIndex((stem) => (stem === 'ма' ? /^ма[йяею]$/u.test(lower) : lower.startsWith(stem)));
  return index < 0 ? null : String(index + 1).padStart(2, '0');
}

/**
 * Every date in a text, in reading order, without overlaps (a month with its year counts once, as 'YYYY-MM').
 * Example: «с марта 2019 по 12.2021» → [{year-month '2019-03'}, {year-month '2021-12'}].
 */
export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  const taken = (start: number, end: number): boolean => found.some((d) => start < d.end && end > d.start);
  for (const { re, read, kind } of PATTERNS) {
    for (const m of text.matchAll(re)) {
      const value = read(m);
      const start = m.index;
      const end = start + m[0].length;
      if (value !== null && !taken(start, end)) found.push({ kind, value, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

const PRESENT_RE =
  /по\s+(?:настоящее\s+время|сей\s+день|сегодняшний\s+день|н\.\s?в\.)|до\s+сих\s+пор|по\s+сей\s+день|работаю\s+(?:там\s+)?(?:и\s+)?сейчас|по\s+наст/iu;

/**
 * Reads a job's period from an answer: the first full month is the start, the second the end; «по настоящее время»
 * and similar mark the job as current (end null). Returns nulls for what the text does not say; bare years give nothing,
 * because a month cannot be guessed.
 */
export function readPeriod(text: string): { start: string | null; end: string | null; current: boolean } {
  const months = findDates(text).filter((d) => d.kind === 'year-month');
  return {
    start: months[0]?.value ?? null,
    end: months[1]?.value ?? null,
    current: PRESENT_RE.test(text),
  };
}
