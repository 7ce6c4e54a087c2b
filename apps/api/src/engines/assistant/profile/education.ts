/**
 * Education and languages stated in Russian answers. Education: «МГТУ им. Баумана, 2019, информатика, бакалавр»,
 * «окончила Уральский федеральный университет в 2015 году по специальности «Бухгалтерский учёт»», «медколледж
 * № 2». Languages: «английский B2», «свободный немецкий», «родной татарский», «английский на уровне Upper-Intermediate».
 */
import { phraseToNominative } from './morphology';
import type { EducationLevel } from './profile.schema';

/** A value found in a sentence with its span there. */
export interface Spanned<T> {
  value: T;
  start: number;
  end: number;
}

/** One education a sentence states; absent parts are null. */
export interface FoundEducation {
  institution: Spanned<string> | null;
  year: Spanned<number> | null;
  speciality: Spanned<string> | null;
  level: Spanned<EducationLevel> | null;
}

const MARKER = String.raw`университет|институт|академи[ияюей]|колледж|медколледж|техникум|училищ[еау]|консерватори[ияю]|лице[йяе]`;
const MARKER_RE = new RegExp(String.raw`(?<![\p{L}])(?:${MARKER})\p{L}*`, 'iu');
const NAMED_AFTER = String.raw`(?:\s+(?:им\.|имени)\s*(?:[А-ЯЁ]\.\s*){0,2}[А-ЯЁ][\p{L}-]+(?:\s+[А-ЯЁ][\p{L}-]+)?)?(?:\s*№\s*\d+)?`;
const ABBR_RE = new RegExp(String.raw`(?<![\p{L}])((?:НИУ\s+)?(?:[А-ЯЁ][А-ЯЁа-яё]{0,2}){0,3}[А-ЯЁ]{2,}[А-ЯЁа-яё]*${NAMED_AFTER})(?![\p{L}])`, 'u');
const YEAR_RE = /(?<![\d.])(19[5-9]\d|20[0-4]\d)(?!\d)/gu;
const SPECIALITY_RE = /(?<![\p{L}])(?:по\s+)?(?:специальност|направлени|профил|факультет|кафедр)\p{L}*\s+[«"]?([^»",.;()\n]+)/iu;
const EDUCATION_SENTENCE_RE = new RegExp(
  String.raw`(?:${MARKER}|окончил|окончила|закончил|закончила|диплом|бакалавр|магистр|специалитет|высшее|среднее\s+специальное|по\s+специальности|учил(?:ся|ась)\s+(?:в|на))`,
  'iu',
);

const LEVELS: [RegExp, EducationLevel][] = [
  [/неоконченн\p{L}*\s+высш/iu, 'unfinished_higher'],
  [/кандидат\p{L}*\s+наук|аспирантур/iu, 'candidate'],
  [/доктор\p{L}*\s+наук/iu, 'doctor'],
  [/магистр|магистратур/iu, 'master'],
  [/бакалав/iu, 'bachelor'],
  [/специалитет|(?<![\p{L}])специалист(?![\p{L}])|высше/iu, 'higher'],
  [/колледж|техникум|училищ|средне[ег]?\s+специальн|(?<![\p{L}])СПО(?![\p{L}])/iu, 'special_secondary'],
];

/** True when a sentence speaks about education. */
export function isEducationSentence(sentence: string): boolean {
  if (UNIVERSITY_ABBR_RE.test(sentence)) return true;
  return EDUCATION_SENTENCE_RE.test(sentence) && (MARKER_RE.test(sentence) || ABBR_RE.test(sentence) || /бакалав|магистр|специальност/iu.test(sentence));
}

/** Abbreviations that name a university on their own («СПбГУ», «МГТУ», «НИУ ВШЭ», «МФТИ»). */
const UNIVERSITY_ABBR_RE = /(?<![\p{L}])(?:[А-ЯЁ][А-ЯЁа-яё]{0,4}(?:ГУ|ТУ|ПУ|ЭУ|ФУ|МУ)|ВШЭ|МФТИ|МИФИ|МГИМО|РУДН|ИТМО|РАНХиГС)(?![\p{L}])/u;

const LEFT_STOP = /^(?:окончил|окончила|закончил|закончила|учился|училась|в|во|на|из|я|по|это|диплом|год|году)$/iu;

/** The institution named in a sentence: an abbreviation («МГТУ им. Баумана») or a phrase around «университет». */
function findInstitution(sentence: string): Spanned<string> | null {
  const marker = MARKER_RE.exec(sentence);
  if (marker !== null) {
    const words = [...sentence.matchAll(/[\p{L}\d-]+/gu)];
    const at = words.findIndex((w) => w.index === marker.index);
    let from = at;
    while (from > 0 && from > at - 3) {
      const w = words[from - 1]![0];
      if (LEFT_STOP.test(w) || /^\d+$/u.test(w)) break;
      from -= 1;
    }
    const start = words[from]?.index ?? marker.index;
    const tail = new RegExp(String.raw`^${NAMED_AFTER}(?:\s+(?:[А-ЯЁ][\p{L}-]+|[«"][^»"]+[»"]))?`, 'u').exec(sentence.slice(marker.index + marker[0].length));
    const end = marker.index + marker[0].length + (tail?.[0].length ?? 0);
    const raw = sentence.slice(start, end);
    const value = phraseToNominative(raw);
    return { value: value.charAt(0).toUpperCase() + value.slice(1), start, end };
  }
  const abbr = ABBR_RE.exec(sentence);
  if (abbr !== null && !/^[ABCАВС][12]$/u.test(abbr[1] ?? '')) {
    const raw = abbr[1] ?? '';
    return { value: raw, start: abbr.index, end: abbr.index + raw.length };
  }
  return null;
}

/** The education a sentence states, or null when it names neither an institution nor a level. */
export function findEducation(sentence: string): FoundEducation | null {
  if (!isEducationSentence(sentence)) return null;
  const institution = findInstitution(sentence);
  const years = [...sentence.matchAll(YEAR_RE)];
  const lastYear = years[years.length - 1];
  const year = lastYear === undefined ? null : { value: Number(lastYear[1]), start: lastYear.index, end: lastYear.index + 4 };
  let level: Spanned<EducationLevel> | null = null;
  for (const [re, id] of LEVELS) {
    const m = re.exec(sentence);
    if (m !== null && !(id === 'special_secondary' && institution !== null && /университет|институт|академи/iu.test(institution.value))) {
      level = { value: id, start: m.index, end: m.index + m[0].length };
      break;
    }
  }
  let speciality: Spanned<string> | null = null;
  const spec = SPECIALITY_RE.exec(sentence);
  if (spec !== null) {
    const raw = (spec[1] ?? '')
      .replace(/\s+(?:в|с|и)\s+(?:19|20)\d\d.*$/u, '')
      .replace(/\s+(?:в|во)\s+\d.*$/u, '')
      .trim();
    const start = spec.index + spec[0].indexOf(spec[1] ?? '');
    speciality = { value: raw, start, end: start + raw.length };
  } else {
    // «МГТУ им. Баумана, 2019, информатика, бакалавр»: the list part that is neither institution, year nor level.
    let offset = 0;
    for (const part of sentence.split(',')) {
      const trimmed = part.trim().replace(/[.!]$/u, '');
      const start = offset + part.indexOf(trimmed);
      offset += part.length + 1;
      const inside = (s: Spanned<unknown> | null): boolean => s !== null && start < s.end && start + trimmed.length > s.start;
      if (trimmed === '' || inside(institution) || inside(year) || inside(level) || /\d/u.test(trimmed)) continue;
      if (/^[а-яё][а-яё\s-]{3,60}$/u.test(trimmed) && trimmed.split(/\s+/u).length <= 4 && !/окончил|учил|закончил|диплом/iu.test(trimmed)) {
        speciality = { value: trimmed, start, end: start + trimmed.length };
        break;
      }
    }
  }
  if (institution === null && level === null) return null;
  return { institution, year, speciality, level };
}

/** hh language ids (dictionary /languages) by the stem of the Russian or English adjective. */
const LANGUAGES: [RegExp, string, string][] = [
  [/^(?:англ|english)/iu, 'eng', 'Английский'],
  [/^(?:немец|german)/iu, 'deu', 'Немецкий'],
  [/^(?:француз|french)/iu, 'fra', 'Французский'],
  [/^(?:испан|spanish)/iu, 'spa', 'Испанский'],
  [/^итальян/iu, 'ita', 'Итальянский'],
  [/^(?:китай|chinese)/iu, 'zho', 'Китайский'],
  [/^япон/iu, 'jpn', 'Японский'],
  [/^турец/iu, 'tur', 'Турецкий'],
  [/^корей/iu, 'kor', 'Корейский'],
  [/^араб/iu, 'ara', 'Арабский'],
  [/^португал/iu, 'por', 'Португальский'],
  [/^польск/iu, 'pol', 'Польский'],
  [/^казах/iu, 'kaz', 'Казахский'],
  [/^татар/iu, 'tat', 'Татарский'],
  [/^украин/iu, 'ukr', 'Украинский'],
  [/^русск/iu, 'rus', 'Русский'],
];
const LANGUAGE_WORD_RE =
  /(?<![\p{L}])(англ\p{L}*|english|немец\p{L}*|german|француз\p{L}*|french|испан\p{L}*|spanish|итальян\p{L}*|китай\p{L}*|chinese|япон\p{L}*|турец\p{L}*|корей\p{L}*|араб\p{L}*|португал\p{L}*|польск\p{L}*|казах\p{L}*|татар\p{L}*|украин\p{L}*|русск\p{L}*)/giu;
const LEVEL_WORDS: [RegExp, 'a1' | 'a2' | 'b1' | 'b2' | 'c1' | 'c2' | 'l1'][] = [
  [/(?<![\p{L}\d])([ABCАВС][12])(?![\p{L}\d])/iu, 'b1'],
  [/upper[- ]?intermediate|выше\s+среднего/iu, 'b2'],
  [/pre[- ]?intermediate|elementary|базов\p{L}*|со\s+словар/iu, 'a2'],
  [/intermediate|средн\p{L}*|разговорн\p{L}*/iu, 'b1'],
  [/advanced|продвинут\p{L}*|свободн\p{L}*|fluent/iu, 'c1'],
  [/proficiency|в\s+совершенстве/iu, 'c2'],
  [/родн\p{L}*|native/iu, 'l1'],
  [/начальн\p{L}*|beginner/iu, 'a1'],
];

/** One language a sentence states: hh id, Russian name, level (null when unsaid) and spans. */
export interface FoundLanguage {
  id: string;
  name: string;
  level: 'a1' | 'a2' | 'b1' | 'b2' | 'c1' | 'c2' | 'l1' | null;
  start: number;
  end: number;
}

function cefr(token: string): FoundLanguage['level'] {
  const latin = token.toUpperCase().replace('А', 'A').replace('В', 'B').replace('С', 'C');
  return latin.toLowerCase() as FoundLanguage['level'];
}

/**
 * Languages a sentence states. A language word counts only with «язык» or a level in its clause, so «русская
 * кухня» is not a language. The level is read from the clause around the word.
 */
export function findLanguages(sentence: string): FoundLanguage[] {
  const out: FoundLanguage[] = [];
  for (const m of sentence.matchAll(LANGUAGE_WORD_RE)) {
    const entry = LANGUAGES.find(([re]) => re.test(m[1] ?? ''));
    if (entry === undefined) continue;
    const clauseStart = Math.max(sentence.lastIndexOf(',', m.index), sentence.lastIndexOf(';', m.index), 0);
    const nextBreak = sentence.slice(m.index).search(/[,;]|\s(?:и|а)\s/u);
    const clauseEnd = nextBreak < 0 ? sentence.length : m.index + nextBreak;
    const clause = sentence.slice(clauseStart, clauseEnd);
    let level: FoundLanguage['level'] = null;
    let levelAt = -1;
    let levelEnd = -1;
    for (const [re, id] of LEVEL_WORDS) {
      const lm = re.exec(clause);
      if (lm === null) continue;
      level = id === 'b1' && lm[1] !== undefined ? cefr(lm[1]) : id;
      levelAt = clauseStart + lm.index;
      levelEnd = levelAt + lm[0].length;
      break;
    }
    if (level === null && !/язык/iu.test(clause)) continue;
    if (out.some((l) => l.id === entry[1])) continue;
    const start = Math.min(m.index, levelAt < 0 ? m.index : levelAt);
    const end = Math.max(m.index + (m[1] ?? '').length, levelEnd);
    out.push({ id: entry[1], name: entry[2], level, start, end });
  }
  return out;
}

/** Words that make a clause about a course, retraining or certificate rather than a degree. */
const COURSE_RE =
  /(?<![\p{L}])(?:курс\p{L}*|переподготовк\p{L}*|повышени\p{L}*\s+квалификаци\p{L}*|специализаци\p{L}*|сертификат\p{L}*|учебн\p{L}*\s+центр\p{L}*|онлайн[-\s]школ\p{L}*|программ\p{L}*\s+(?=[«"A-Z]))/iu;
/** A provider: «в онлайн-школе «ФинСкилл»», «в учебном центре «Автопрофи»», «в школу шефов «Мастерская вкуса»», «в HotelPro Academy», «в Высшей школе кадрового менеджмента». */
const PROVIDER_RE =
  /(?<![\p{L}])(?:в|во|на)\s+((?:[А-ЯЁа-яё-]+\s+)?(?:онлайн[-\s]школ\p{L}*|школ\p{L}*|учебн\p{L}*\s+центр\p{L}*|академи\p{L}*|центр\p{L}*|институт\p{L}*)(?:\s+[а-яё]+){0,2}\s+[«"][^»"]+[»"]|(?:онлайн[-\s]школ\p{L}*|школ\p{L}*)\s+[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?|[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2}|[А-ЯЁ][а-яё]+\s+школ\p{L}*(?:\s+[а-яё]+){1,3}|Школ\p{L}*(?:\s+[а-яё]+){1,3})/u;
const QUOTED_TITLE_RE = /(?:курс\p{L}*|квалификаци\p{L}*|программ\p{L}*|переподготовк\p{L}*|специализаци\p{L}*)(?:\s+[\p{L}]+){0,3}\s+[«"]([^»"]+)[»"]/iu;

/** One course a clause states: provider (or title when no provider is named), year, title. */
export interface FoundCourse {
  name: Spanned<string>;
  year: Spanned<number> | null;
  title: string | null;
}

/** True when a clause speaks of a course, a retraining or a certificate. */
export function isCourseClause(clause: string): boolean {
  return COURSE_RE.test(clause);
}

/**
 * The course a clause states, or null. The name is the provider when the seeker named one, in the nominative with
 * its type noun («Онлайн-школа «ФинСкилл»»); else the course's quoted title; else «Курс …» as said. The year is the
 * one said in the clause (the course's, never a degree's).
 */
export function findCourse(clause: string): FoundCourse | null {
  const keyword = COURSE_RE.exec(clause);
  if (keyword === null) return null;
  // The course's year is the one said nearest to the word «курс» (a degree's year may share the sentence).
  const years = [...clause.matchAll(YEAR_RE)].sort((a, b) => Math.abs(a.index - keyword.index) - Math.abs(b.index - keyword.index));
  const y = years[0];
  const year = y === undefined ? null : { value: Number(y[1]), start: y.index, end: y.index + 4 };
  const titleMatch = QUOTED_TITLE_RE.exec(clause);
  const title = titleMatch?.[1]?.trim() ?? null;
  // A provider is never inside the course's quoted title («Финансовое моделирование в Excel»).
  const quotedSpans = [...clause.matchAll(/[«"][^»"]*[»"]/gu)].map((q) => [q.index, q.index + q[0].length] as const);
  const provider = [...clause.matchAll(new RegExp(PROVIDER_RE.source, 'gu'))].find((p) => !quotedSpans.some(([a, b]) => p.index > a && p.index < b)) ?? null;
  if (provider !== null) {
    const raw = provider[1]!.trim();
    const quote = raw.search(/[«"]/u);
    const typePart = quote < 0 ? raw : raw.slice(0, quote).trim();
    const quoted = quote < 0 ? '' : raw.slice(quote);
    let value: string;
    if (/^[A-Z]/u.test(raw)) value = raw;
    else if (quote < 0 && /[A-Z]/u.test(raw)) value = raw.replace(/^.*?\s(?=[A-Z])/u, '');
    else {
      const nominative = phraseToNominative(typePart.replace(/онлайн\s+школ/iu, 'онлайн-школ'));
      const quotedName = quoted.replace(/^[«"]|[»"]$/gu, '');
      const named = quotedName === '' ? '' : ` «${/^[a-zа-яё]/u.test(quotedName) ? quotedName.charAt(0).toUpperCase() + quotedName.slice(1) : quotedName}»`;
      value = `${nominative.charAt(0).toUpperCase()}${nominative.slice(1)}${named}`;
    }
    const start = provider.index + provider[0].indexOf(raw);
    return { name: { value, start, end: start + raw.length }, year, title };
  }
  if (title !== null && titleMatch !== null) {
    const start = titleMatch.index + titleMatch[0].indexOf(title);
    return { name: { value: title, start, end: start + title.length }, year, title };
  }
  const said = /(?<![\p{L}])курс\p{L}*\s+(?:по|о)\s+[^,.;—–(\d]+/iu.exec(clause);
  if (said !== null) {
    const raw = said[0].trim();
    return { name: { value: raw.charAt(0).toUpperCase() + raw.slice(1), start: said.index, end: said.index + raw.length }, year, title: null };
  }
  return null;
}
