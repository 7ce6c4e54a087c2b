/**
 * Education and languages stated in Russian answers. Education: «МГТУ им. Баумана, 2019, информатика, бакалавр»,
 * «окончила Уральский федеральный университет в 2015 году по специальности «Бухгалтерский учёт»», «медколледж
 * № 2». Languages: «английский B2», «свободный немецкий», «родной татарский», «английский на уровне Upper-Intermediate».
 */
import Az from 'az';
import { certificationData, placesData } from './data-files';
import { isKnownWord, phraseToNominative } from './morphology';
import { normaliseSkill } from './skills';
import { sameEmployer } from './employers';
import type { EducationEntry, EducationLevel } from './profile.schema';

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

const MARKER = String.raw`высш\p{L}*\s+(?:[\p{L}-]+\s+)?школ|(?:[а-яё]{2,7}(?=университет|академи|колледж|техникум|училищ))?(?:университет|институт|академи[ияюей]|колледж|техникум|училищ[еау]|консерватори[ияю])|(?:мед|пед|муз|худ)?лице[йяе]|(?:универ|политех)(?:а|у|е|ом)?(?![\p{L}])`;
const MARKER_RE = new RegExp(String.raw`(?<![\p{L}])(?:${MARKER})\p{L}*`, 'iu');
const MARKER_ALL_RE = new RegExp(MARKER_RE.source, 'giu');
const NAMED_AFTER = String.raw`(?:\s+(?:им\.|имени)\s*(?:[А-ЯЁ]\.\s*){0,2}[А-ЯЁ][\p{L}-]+(?:\s+[А-ЯЁ][\p{L}-]+)?)?(?:\s*№\s*\d+)?`;
const ABBR_RE = new RegExp(String.raw`(?<![\p{L}])((?:НИУ\s+)?(?:[А-ЯЁ][А-ЯЁа-яё]{0,2}){0,3}[А-ЯЁ]{2,}[А-ЯЁа-яё]*${NAMED_AFTER})(?![\p{L}])`, 'u');
const ABBR_ALL_RE = new RegExp(ABBR_RE.source, 'gu');
/** Capitals that are no school: legal forms, kinds of schools and exams, the state, services («ООО», «ВУЗ», «ЕГЭ», «РФ»). */
const NOT_SCHOOL_ABBR_RE =
  /^(?:ООО|ОАО|ЗАО|ПАО|НАО|АО|ИП|НКО|АНО|ТОО|ЧОП|ЧОО|ГБУ\p{L}*|МБУ\p{L}*|МАУ\p{L}*|ГАУ\p{L}*|МУП|ГУП|ФГУП|ФГБУ|МКУ|МБОУ|МАОУ|ГБОУ|МБДОУ|МАДОУ|ДОУ|СОШ|ЦРБ|ГКБ|РЖД|МФЦ|ЖКХ|ФНС|ИФНС|ПФР|СФР|ГИБДД|ФСИН|ОВД|УВД|ТЦ|РЦ|ВУЗ|ВУЗа|ССУЗ|СПО|ВО|ДПО|РФ|СССР|США|ЕГЭ|ОГЭ|ГИА|ВКР|МЧС|МВД|ВДВ|ВМФ|ДПС|ИТ|HR)$/u;
const YEAR_RE = /(?<![\d.])(19[5-9]\d|20[0-4]\d)(?!\d)/gu;
const HAS_YEAR_RE = /(?<![\d.])(?:19[5-9]\d|20[0-4]\d)(?!\d)/u;
/** A year said by its last two digits with an ordinal ending or «году»: «в 15-м», «в 08-м году», «выпуск 19-го». */
const SHORT_YEAR_RE = /(?<![\p{L}\d.,])(?:в|во|выпуск\p{L}*)\s+(\d{2})(?:-?(?:м|ом|го|ого)(?![\p{L}])|\s+год(?:у|а)?(?![\p{L}]))/giu;

/** A two-digit year as a calendar year: «15» → 2015, «98» → 1998 (a graduation before 1950 is not a seeker's). */
const fullYear = (twoDigits: string): number => (Number(twoDigits) <= 49 ? 2000 : 1900) + Number(twoDigits);

const ORDINAL_UNITS: Record<string, number> = { перв: 1, втор: 2, треть: 3, четвёрт: 4, четверт: 4, пят: 5, шест: 6, седьм: 7, восьм: 8, девят: 9 };
const ORDINAL_TEENS: Record<string, number> = {
  десят: 10,
  одиннадцат: 11,
  двенадцат: 12,
  тринадцат: 13,
  четырнадцат: 14,
  пятнадцат: 15,
  шестнадцат: 16,
  семнадцат: 17,
  восемнадцат: 18,
  девятнадцат: 19,
  двадцат: 20,
  тридцат: 30,
};
const TENS: Record<string, number> = { двадцать: 20, тридцать: 30, восемьдесят: 80, девяносто: 90 };
/**
 * A year said in words: «в тринадцатом году», «в двадцать втором», «в две тысячи десятом». A tens word, «две тысячи»
 * or «году» must be there, so «в пятом классе» is no year.
 */
const WORD_YEAR_RE =
  /(?<![\p{L}])(?:в|во)\s+(две\s+тысячи\s+)?(?:(двадцать|тридцать|восемьдесят|девяносто)\s+)?(перв|втор|треть|четв[её]рт|пят|шест|седьм|восьм|девят|десят|одиннадцат|двенадцат|тринадцат|четырнадцат|пятнадцат|шестнадцат|семнадцат|восемнадцат|девятнадцат|двадцат|тридцат)(?:ом|ем)(\s+году)?(?![\p{L}])/giu;

function wordYears(text: string): { value: number; start: number; end: number; short: boolean }[] {
  const out: { value: number; start: number; end: number; short: boolean }[] = [];
  for (const m of text.matchAll(WORD_YEAR_RE)) {
    if (m[1] === undefined && m[2] === undefined && m[4] === undefined) continue;
    const stem = m[3]!.toLowerCase().replace('ё', 'е');
    const unit = ORDINAL_TEENS[stem] ?? ORDINAL_UNITS[stem] ?? ORDINAL_UNITS[m[3]!.toLowerCase()] ?? 0;
    const n = (m[2] === undefined ? 0 : TENS[m[2].toLowerCase()]!) + unit;
    if (m[2] !== undefined && unit >= 10) continue;
    const value = m[1] !== undefined ? 2000 + n : n <= 49 ? 2000 + n : 1900 + n;
    const start = m.index + m[0].search(/\s/u) + 1;
    out.push({ value, start, end: m.index + m[0].length, short: true });
  }
  return out;
}

/** The years a text says, full («2015»), by two digits («в 15-м») or in words («в тринадцатом году»), with spans. */
function yearsIn(text: string): { value: number; start: number; end: number; short: boolean }[] {
  const full = [...text.matchAll(YEAR_RE), ...[]].map((m) => ({ value: Number(m[1]), start: m.index, end: m.index + 4, short: false }));
  const short = [...text.matchAll(SHORT_YEAR_RE)].map((m) => {
    const start = m.index + m[0].indexOf(m[1]!, m[0].search(/\s/u));
    return { value: fullYear(m[1]!), start, end: start + 2, short: true };
  });
  return [...full, ...short, ...wordYears(text)].sort((a, b) => a.start - b.start);
}
const SPECIALITY_RE = /(?<![\p{L}-])(?:по\s+)?(?:специальност|направлени|профил|факультет|кафедр)\p{L}*\s+[«"]?([^»",.;()\n]+)/iu;
const EDUCATION_SENTENCE_RE = new RegExp(
  String.raw`(?:${MARKER}|окончил|окончила|закончил|закончила|заканчивал|оканчивал|уч[её]б[аеуы](?![\p{L}])|выпустил(?:ся|ась)|выпуск(?![\p{L}])|диплом|бакалавр|магистр(?!ал)|специалитет|высшее|высших|образование(?![\p{L}])|среднее\s+специальное|по\s+специальности|учил(?:ся|ась)\s+(?:в|на))`,
  'iu',
);

const LEVELS: [RegExp, EducationLevel][] = [
  [/неоконченн\p{L}*\s+высш/iu, 'unfinished_higher'],
  [/кандидат\p{L}*\s+наук|аспирантур/iu, 'candidate'],
  [/доктор\p{L}*\s+наук/iu, 'doctor'],
  // «магистр», «магистратура», never «магистральный» (a trunk pipeline or road).
  [/магистр(?!ал)|магистратур/iu, 'master'],
  [/бакалав/iu, 'bachelor'],
  [/специалитет|(?<![\p{L}])специалист(?![\p{L}])|высше/iu, 'higher'],
  [/колледж|техникум|училищ|лице[йяюе]|средне[ег]?\s+специальн|средне[ег]?\s+профессиональн|(?<![\p{L}])(?:СПО|ПТУ|ПУ|ПЛ)(?![\p{L}])/iu, 'special_secondary'],
];

/** A verb of working: «подрабатывал в компьютерном центре института» speaks of a workplace, not of a school. */
const WORK_VERB_RE =
  /(?<![\p{L}])(?:(?:под)?работа(?:л|ла|ли|ю|ет|ем)|подрабатыва\p{L}*|тружусь|трудил(?:ся|ась)|устроил(?:ся|ась)|преподаю|преподава\p{L}*|числюсь)(?![\p{L}])/iu;
/** Words of studying or graduating: with one of them a sentence about a workplace still speaks of education too. */
const STUDY_RE =
  /(?<![\p{L}])(?:окончил\p{L}*|закончил\p{L}*|(?:за|о)канчивал\p{L}*|уч[её]б[аеуы]|выпуск\p{L}*|диплом\p{L}*|учил(?:ся|ась)|учусь|учится|обучаюсь|поступил\p{L}*|бакалав\p{L}*|магистр(?!ал)\p{L}*|специалитет\p{L}*|аспирант\p{L}*|студент\p{L}*|специальност\p{L}*|факультет\p{L}*)/iu;

/**
 * A graduation said with no school, only its year: «окончила в 2013 году», «диплом получил в 2016», «выпуск — 2019»,
 * «выпустился в 2008». The verb takes no object here, so «закончил проект в 2020» is not one.
 */
const YEAR_ONLY_RE =
  /(?<![\p{L}])(?:(?:окончил|закончил|(?:за|о)канчивал|выпустил(?:ся|ась)|выпускал(?:ся|ась))\p{L}*\s+(?:учёбу\s+|учебу\s+|обучение\s+)?(?:в\s+)?|диплом\p{L}*\s+(?:получил\p{L}*\s+)?(?:в\s+)?|выпуск\s*(?:[—–-]\s*|в\s+)?)(?:19[5-9]\d|20[0-4]\d)(?!\d)/iu;

/**
 * A diploma that is an award, not a graduation: «диплом фестиваля», «диплом I степени», «диплом лауреата конкурса».
 * The word after «диплом» (an adjective or two allowed) names an event, a prize's rank or its winner.
 */
const AWARD_DIPLOMA_RE =
  /(?<![\p{L}])диплом\p{L}*\s+(?:[\p{L}-]+\s+){0,2}?(?:фестивал|конкурс|олимпиад|выставк|чемпионат|соревновани|смотр|форум|турнир|премии|лауреат|победител|призёр|призер|участник|(?:[IVX]+|\d+)(?:-?(?:й|ой|ей))?\s+степени|степени)\p{L}*/giu;
/** A sentence with its award diplomas blanked out (offsets kept), so that «взял диплом фестиваля» says nothing of studying. */
const withoutAwards = (sentence: string): string => sentence.replace(AWARD_DIPLOMA_RE, (m) => ' '.repeat(m.length));

/** True when a sentence speaks about education (not a workplace that happens to be a university or a college). */
export function isEducationSentence(said: string): boolean {
  const sentence = withoutAwards(said);
  if (WORK_VERB_RE.test(sentence) && !STUDY_RE.test(sentence)) return false;
  if (YEAR_ONLY_RE.test(sentence)) return true;
  if (UNIVERSITY_ABBR_RE.test(sentence) || lowerCaseSchools(sentence).length > 0) return true;
  return (
    EDUCATION_SENTENCE_RE.test(sentence) &&
    (MARKER_RE.test(sentence) || institutionsIn(sentence).length > 0 || /бакалав|магистр(?!ал)|специальност/iu.test(sentence))
  );
}

/** Abbreviations that name a university on their own («СПбГУ», «МГТУ», «НИУ ВШЭ», «МФТИ»); «ЧПУ» (numerical control) and «АСУ» are no school. */
const UNIVERSITY_ABBR_RE =
  /(?<![\p{L}])(?:(?!(?:ЧПУ|ЦПУ|АСУ)(?![\p{L}]))[А-ЯЁ][А-ЯЁа-яё]{0,4}(?:ГУ|ТУ|ПУ|ЭУ|ФУ|МУ)|ВШЭ|МФТИ|МИФИ|МГИМО|РУДН|ИТМО|РАНХиГС)(?![\p{L}])/u;

/** The tail of a university's abbreviation: «…ГУ», «…ТУ», «…ПУ», «…ЭУ», «…ФУ», «…МУ» (государственный, технический … университет). */
const UNIVERSITY_TAIL_RE = /^[а-яё]{1,4}(?:гу|ту|пу|эу|фу|му)$/u;

/**
 * A university's abbreviation typed in lower case («сафу», «кгту», «мгу»), upper-cased, or null: a word the dictionary
 * tags as an organisation's abbreviation, or a short word it does not know that ends like a university's
 * abbreviation. Ordinary words with those endings («почту», «мечту») are known words and never count.
 */
export function lowerCaseAbbreviation(word: string): string | null {
  if (!/^[а-яё]{3,6}$/u.test(word)) return null;
  const parses = Az.Morph(word);
  const abbr = parses.some((p) => (p as { parser?: string }).parser === 'Dictionary' && p.tag.Abbr === true && p.tag.Orgn === true);
  if (abbr || (UNIVERSITY_TAIL_RE.test(word) && !isKnownWord(word))) return word.toUpperCase();
  return null;
}

/** Lower-case abbreviations of universities a sentence names (lowerCaseAbbreviation), with spans, upper-cased. */
function lowerCaseSchools(sentence: string): Spanned<string>[] {
  return [...sentence.matchAll(/(?<![\p{L}\d-])[а-яё]{3,6}(?![\p{L}\d-])/gu)].flatMap((m) => {
    const value = lowerCaseAbbreviation(m[0]);
    return value === null ? [] : [{ value, start: m.index, end: m.index + m[0].length }];
  });
}

/** Words that end a school's name on its left: verbs of studying, prepositions («после медучилища», «до техникума»), «я», «год». */
const LEFT_STOP =
  /^(?:окончил|окончила|закончил|закончила|учился|училась|в|во|на|из|я|по|это|диплом|год|году|после|до|перед|от|для|при|с|со|к|ко|о|об|за|под|над|через|между|кроме|вместо)$/iu;

/** Pronouns that point at a school instead of naming it («своего института», «в нашем колледже», «в том же вузе»). */
const POINTER_RE =
  /^(?:сво(?:й|его|ем|ём|ему|ей|ю|им|их)|наш(?:|его|ем|ему|ей|у|им|их)|мо(?:й|его|ем|ём|ему|ей|ю|им|их)|эт(?:от|ого|ом|ому|ой|у|им|их)|т(?:от|ого|ом|ому|ой|у|ем|ех)|же)$/iu;

/**
 * True when a word before a school's type noun can be part of its name: an adjective or participle first of all
 * its readings («Пермский», «высшая»), or a capitalised word that is no adverb, verb or pronoun; never an adverb
 * («потом институт», «заочно колледж»).
 */
function namesSchool(word: string): boolean {
  if (/^[А-ЯЁA-Z]/u.test(word))
    return !Az.Morph(word.toLowerCase()).every((p) => ['ADVB', 'CONJ', 'PRCL', 'PREP', 'VERB', 'INFN', 'NPRO'].includes(String(p.tag.POS)));
  const parses = Az.Morph(word);
  return parses[0] !== undefined && ['ADJF', 'PRTF'].includes(String(parses[0].tag.POS));
}

/**
 * The institution named in a sentence: an abbreviation («МГТУ им. Баумана») or a phrase around «университет». A type
 * noun alone («Институт», «колледж в Перми») or one pointed at by a pronoun («компьютерный центр своего института»)
 * names no school: null, so nothing is invented.
 */
function findInstitution(sentence: string): Spanned<string> | null {
  return institutionsIn(sentence)[0] ?? null;
}

/**
 * Every institution a sentence names, in reading order: a legal form with a quoted name that holds a school's type
 * noun («ГБПОУ «Колледж связи № 54»»), a phrase around a type noun (the first type noun that names no school, a
 * heading «Колледж:», is passed over), and an abbreviation (not a legal form, an exam or a skill: «ООО», «ЕГЭ», «ЧПУ»).
 */
export function institutionsIn(sentence: string): Spanned<string>[] {
  const found: Spanned<string>[] = [];
  const inside = (at: number): boolean => found.some((f) => at >= f.start && at < f.end);
  for (const q of sentence.matchAll(new RegExp(String.raw`(?:(?<![\p{L}])[А-ЯЁ]{2,8}\s+)?${QUOTED}`, 'gu'))) {
    if (MARKER_RE.test(q[0])) found.push({ value: q[0], start: q.index, end: q.index + q[0].length });
  }
  for (const marker of sentence.matchAll(MARKER_ALL_RE)) {
    if (inside(marker.index)) continue;
    const named = institutionAt(sentence, marker.index, marker[0].length);
    if (named !== null && !found.some((f) => named.start < f.end && f.start < named.end)) found.push(named);
  }
  for (const abbr of sentence.matchAll(ABBR_ALL_RE)) {
    const raw = abbr[1] ?? '';
    if (inside(abbr.index) || NOT_SCHOOL_ABBR_RE.test(raw.replace(NAMED_AFTER_TAIL_RE, ''))) continue;
    // «ЧПУ», «МДЛП»: an abbreviation the skill tables know is a skill, not a school; «B2» is a language level.
    if (/^[ABCАВС][12]$/u.test(raw) || normaliseSkill(raw) !== null) continue;
    found.push({ value: raw, start: abbr.index, end: abbr.index + raw.length });
  }
  // «сафу бакалавр лесное дело 2014»: dictated text types a university's abbreviation in lower case.
  for (const lower of lowerCaseSchools(sentence)) if (!inside(lower.start)) found.push(lower);
  // «РГЭУ (РИНХ)», «СибГУТИ (бывший ПГУТИ)»: a name in brackets right after a school is that school's other name.
  return found
    .sort((a, b) => a.start - b.start)
    .filter((f, i) => i === 0 || !(/^\s*\((?:[\p{L}\s.-]*\s)?$/u.test(sentence.slice(found[i - 1]!.end, f.start)) && /^\s*\)/u.test(sentence.slice(f.end))));
}

const NAMED_AFTER_TAIL_RE = new RegExp(String.raw`${NAMED_AFTER}$`, 'u');

/** The school named around the type noun at `index` (see findInstitution), or null for a type noun alone. */
function institutionAt(sentence: string, index: number, length: number): Spanned<string> | null {
  const words = [...sentence.matchAll(/[\p{L}\d-]+/gu)];
  const at = words.findIndex((w) => w.index === index);
  let from = at;
  while (from > 0 && from > at - 3) {
    const w = words[from - 1]![0];
    if (LEFT_STOP.test(w) || /^\d+$/u.test(w) || !namesSchool(w)) break;
    // «Среднее специальное: Тверское училище», «Бакалавр, Пермский университет»: punctuation ends the name.
    if (/[,.:;—–()!?]/u.test(sentence.slice(words[from - 1]!.index + w.length, words[from]!.index))) break;
    from -= 1;
  }
  const start = words[from]?.index ?? index;
  const tail = new RegExp(String.raw`^${NAMED_AFTER}(?:\s+(?:[А-ЯЁ][\p{L}-]+|[«"][^»"]+[»"]))?`, 'u').exec(sentence.slice(index + length));
  let end = index + length + (tail?.[0].length ?? 0);
  if ((tail?.[0] ?? '') === '') end += genitiveTail(sentence.slice(end));
  const raw = sentence.slice(start, end);
  const pointed = words.slice(Math.max(0, from - 1), at).some((w) => POINTER_RE.test(w[0]));
  // A type noun alone names no school: «Институт закончил в 2009», «колледж в Перми».
  if (pointed || !/\s/u.test(raw.trim())) return null;
  const value = nominativeName(raw);
  return { value: value.charAt(0).toUpperCase() + value.slice(1), start, end };
}

/**
 * The length of the genitive words that finish a school's name after its type noun: «(колледж) связи», «(академия)
 * народного хозяйства», «(институт) права и бизнеса». Up to five lowercase words that az reads in the genitive,
 * «и» between them; a preposition, a year or a pronoun ends the name.
 */
function genitiveTail(rest: string): number {
  let length = 0;
  let words = 0;
  for (const m of rest.matchAll(/\s+([а-яё-]+)/guy)) {
    const word = m[1]!;
    if (words >= 5 || POINTER_RE.test(word)) break;
    if (word === 'и') {
      if (!/^\s+[а-яё-]+/u.test(rest.slice(m.index + m[0].length)) || words === 0) break;
      continue;
    }
    const parses = Az.Morph(word);
    const best = parses[0]?.tag.POS;
    if (word.length < 3 || (best !== 'NOUN' && best !== 'ADJF')) break;
    if (!parses.some((p) => p.tag.CAse === 'gent' && (p.tag.POS === 'NOUN' || p.tag.POS === 'ADJF'))) break;
    words += 1;
    length = m.index + m[0].length;
  }
  return length;
}

/** Case endings a word may lose in declension (longest first); what is left is the stem a nominative must keep. */
const CASE_ENDING_RE = /(?:ого|его|ому|ему|ыми|ими|ами|ями|ой|ей|ом|ем|ём|ую|юю|ым|им|ых|их|ах|ях|ов|ев|ам|ям|ая|яя|ое|ее|ый|ий|а|я|у|ю|е|и|ы|о)$/iu;
const ADJECTIVE_ENDING_RE = /(?:ого|его|ому|ему|ыми|ими|ой|ей|ом|ем|ую|юю|ым|им|ых|их|ая|яя|ое|ее|ый|ий)$/iu;
const fold = (w: string): string => w.toLowerCase().replace(/ё/gu, 'е');

/** True when `made` declines `said` (endings only): every hyphen part keeps its stem («Ростове-на-Дону» → «Ростов-на-Дону»). */
function keepsStem(said: string, made: string): boolean {
  const a = fold(said).split('-');
  const b = fold(made).split('-');
  return a.length === b.length && a.every((part, i) => part === b[i] || b[i]!.startsWith(part.replace(CASE_ENDING_RE, '') || part));
}

/**
 * An institution's name in the nominative, only where the analyser is sure. az may answer with another word: the
 * superlative «Высшей» comes back as «Высокая». A declension changes endings only, so a word whose nominative
 * loses its stem is a wrong answer: an adjective keeps its own stem and takes the nominative ending az agreed on
 * («Высшей школе» → «Высшая школа»); any other such word leaves the whole name as the seeker wrote it.
 */
function nominativeName(raw: string): string {
  const made = phraseToNominative(raw).split(/(\s+)/u);
  const said = raw.split(/(\s+)/u);
  if (made.length !== said.length) return raw;
  const out: string[] = [];
  for (let i = 0; i < said.length; i += 1) {
    const a = said[i]!;
    const b = made[i]!;
    if (i % 2 === 1 || keepsStem(a, b)) {
      out.push(b);
      continue;
    }
    const ending = /(?:ая|яя|ый|ий|ой|ое|ее|ые|ие)$/iu.exec(b)?.[0];
    const stem = a.replace(ADJECTIVE_ENDING_RE, '');
    if (ending === undefined || stem === a || stem.length < 2) return raw;
    // Spelling after г, к, х and the hushing consonants: «Высш» + «ый» → «Высший», «Высш» + «яя» → «Высшая».
    const spelled = /[гкхжшщч]$/iu.test(stem) ? ending.replace('ы', 'и').replace('яя', 'ая') : ending;
    out.push(stem + spelled);
  }
  return out.join('');
}

/** Words that date a graduation, a planned one too («окончила в 2015», «выпуск в 2028», «диплом 2012 года», «закончу в 2027»). */
const GRADUATION_WORD_RE =
  /(?<![\p{L}])(?:окончил\p{L}*|закончил\p{L}*|(?:за|о)канчивал\p{L}*|(?:за|о)кончу|(?:за|о)канчиваю|выпущусь|выпуск\p{L}*|выпустил\p{L}*|диплом\p{L}*|защитил\p{L}*|защищаю\p{L}*|окончани\p{L}*)/giu;
/** Words that date something else: admission, a course, a certificate, an accreditation, an attestation, the army, a conference or an olympiad. */
const OTHER_DATE_WORD_RE =
  /(?<![\p{L}])(?:поступил\p{L}*|поступала|аккредитаци\p{L}*|курс(?:ы|а|е|ах|ов)?|сертифик\p{L}*|переподготовк\p{L}*|повышени\p{L}*\s+квалификаци\p{L}*|продли\p{L}*|продлева\p{L}*|аттестаци\p{L}*|стажировк\p{L}*|практик\p{L}*|олимпиад\p{L}*|конференци\p{L}*|конкурс(?!к|ор)\p{L}*|арми\p{L}*|служб\p{L}*|отслужил\p{L}*|категори\p{L}*)(?![\p{L}])/giu;
const CLAUSE_BREAK_RE = /[,;()—–]|\s(?:а|но|и)\s/gu;

/**
 * The graduation year a sentence states: each year is read with the nearest dating word of its clause. A year of
 * admission, a course, a certificate or an accreditation is never a graduation year; a year next to «окончил» or
 * «выпуск» wins; else the last year left (the end of «2012–2016»).
 */
function graduationYear(sentence: string): Spanned<number> | null {
  const breaks = [0, ...[...sentence.matchAll(CLAUSE_BREAK_RE)].map((m) => m.index), sentence.length];
  const clauseOf = (at: number): [number, number] => {
    const from = Math.max(...breaks.filter((b) => b <= at));
    return [from, Math.min(...breaks.filter((b) => b > at))];
  };
  const words = [
    ...[...sentence.matchAll(GRADUATION_WORD_RE)].map((m) => ({ at: m.index, graduation: true })),
    ...[...sentence.matchAll(OTHER_DATE_WORD_RE)].map((m) => ({ at: m.index, graduation: false })),
  ];
  const years = yearsIn(sentence).map((y) => {
    const [from, to] = clauseOf(y.start);
    const near = words.filter((w) => w.at >= from && w.at < to).sort((x, z) => Math.abs(x.at - y.start) - Math.abs(z.at - y.start))[0];
    return { ...y, graduation: near?.graduation ?? null };
  });
  // A two-digit year counts only beside a word of graduating («закончил в 15-м»), never on its own («в 12 году»).
  const kept = years.filter((y) => y.graduation !== false && (!y.short || y.graduation === true));
  const chosen = kept.find((y) => y.graduation === true) ?? kept[kept.length - 1];
  return chosen === undefined ? null : { value: chosen.value, start: chosen.start, end: chosen.end };
}

/** The year said in the same clause as `at` (a level word), unless that clause dates something else; or null. */
function yearInClauseOf(sentence: string, at: number): Spanned<number> | null {
  const breaks = [0, ...[...sentence.matchAll(CLAUSE_BREAK_RE)].map((m) => m.index), sentence.length];
  const from = Math.max(...breaks.filter((b) => b <= at));
  const to = Math.min(...breaks.filter((b) => b > at));
  const clause = sentence.slice(from, to);
  if (new RegExp(OTHER_DATE_WORD_RE.source, 'iu').test(clause)) return null;
  const years = yearsIn(clause);
  if (years.length !== 1) return null;
  const y = years[0]!;
  return { value: y.value, start: from + y.start, end: from + y.end };
}

/** A plan or a wish («хочу пройти курсы по Python», «планирую поступить в магистратуру»): nothing studied yet. */
const WISH_RE =
  /(?<![\p{L}])(?:хочу|хотел(?:а|ось)?\s+бы|планирую|собираюсь|мечтаю|думаю\s+(?:о|пойти|поступ)|пойду|поступлю|буду\s+(?:учиться|поступать))(?![\p{L}])/iu;
const DONE_RE = /(?<![\p{L}])(?:окончил\p{L}*|закончил\p{L}*|(?:за|о)канчивал\p{L}*|прош[её]л|прошла|получил\p{L}*|учусь|учил(?:ся|ась))(?![\p{L}])/iu;
const isWish = (clause: string): boolean => WISH_RE.test(clause) && !DONE_RE.test(clause);

/**
 * Words by which a seeker says they studied somewhere: a verb of studying or graduating in the first person's forms
 * («окончила», «учился», «выпустилась», «отучился», «поступил»), a diploma said as a thing one has («диплом ТГУ»,
 * «диплом получил»; not «отметили дипломом»), a level or kind of education («бакалавр», «высшее», «образование»), a
 * student or graduate in the singular («студентка», «выпускник»; not «студентов КФУ»).
 */
const OWN_STUDY_RE =
  /(?<![\p{L}])(?:окончил\p{L}*|закончил\p{L}*|(?:за|о)канчивал\p{L}*|выпускал(?:ся|ась)|уч[её]б[аеуы]|доучил\p{L}*|отучил\p{L}*|выучил(?:ся|ась)|выпустил(?:ся|ась)|выпуск(?![\p{L}])|учил(?:ся|ась)|учусь|обучал(?:ся|ась)|обучаюсь|поступил\p{L}*|поступала|защитил\p{L}*|диплом(?:а|е)?(?![\p{L}])|бакалав\p{L}*|магист\p{L}*|специалитет\p{L}*|аспирант\p{L}*|ординатур\p{L}*|интернатур\p{L}*|высшее|высшего|средне[ег]?\s+(?:специальн|профессиональн)\p{L}*|образовани\p{L}*|специальност\p{L}*|факультет\p{L}*|студент(?:ка)?(?![\p{L}])|выпускни(?:к|ца)(?![\p{L}])|очно|заочно|заочк\p{L}*|вечерн\p{L}*)/iu;
/** Someone else as the one who studied: a relative, a child, a colleague or a mentor («ребёнок учится в лицее», «мой наставник окончил МГУ»). */
const OTHER_PERSON_RE =
  /(?<![\p{L}])(?:реб[её]нок|дети|доч[ьк]\p{L}*|сын(?:ок)?|муж|жена|брат|сестра|мама|папа|отец|мать|наставник|коллега|коллеги|руководитель|начальник|друг|подруга|знакомый|знакомая)(?![\p{L}])/iu;
/** Verbs that are themselves words of studying (read with OWN_STUDY_RE); any other finite verb makes the sentence about something else. */
const STUDY_VERB_STEM_RE =
  /^(?:окончи|закончи|заканчива|оканчива|выпуска|доучи|отучи|выучи|выпусти|учи|уча|обуча|поступ|защити|получи|прош|проход|име|есть|был|стал)/iu;

/**
 * True when a sentence says that the seeker studied at the school it names: a word of studying or a level of
 * education in it (OWN_STUDY_RE) and no other person as the one who studied; or a terse line with no verb at all
 * («СКФУ, экономика, 2014.», «2014 — Пермский аграрный техникум, ветеринар.»). A school named in a sentence about
 * something else («провела занятия для студентов КФУ», «выиграл грант от ТПУ», «поставляем оборудование для СГТУ»)
 * is no education of the seeker's: printing it would invent one.
 */
export function statesOwnStudy(said: string): boolean {
  const sentence = withoutAwards(said);
  if (OTHER_PERSON_RE.test(sentence)) return false;
  if (OWN_STUDY_RE.test(sentence)) return true;
  return !(sentence.match(/[\p{L}-]+/gu) ?? []).some((w) => {
    const first = Az.Morph(w.toLowerCase())[0];
    return first !== undefined && ['VERB', 'INFN'].includes(String(first.tag.POS)) && !STUDY_VERB_STEM_RE.test(w);
  });
}

/**
 * The education a sentence states, or null when it names neither an institution nor a level. `about` is the whole
 * sentence a part was cut from (educationParts): «юридическое (СибУПК, 2008)» is education because its sentence is.
 * A sentence that does not say the seeker studied there (statesOwnStudy) states none.
 */
export function findEducation(sentence: string, about: string = sentence): FoundEducation | null {
  if (!isEducationSentence(about) || isWish(sentence) || !statesOwnStudy(about)) return null;
  // «окончил курсы оператора станков с ЧПУ»: a course names no degree unless a school is named beside it.
  if (isCourseClause(sentence) && !MARKER_RE.test(withoutYearOfStudy(sentence)) && !UNIVERSITY_ABBR_RE.test(sentence)) return null;
  const institution = findInstitution(sentence);
  let level: Spanned<EducationLevel> | null = null;
  for (const [re, id] of LEVELS) {
    const m = re.exec(sentence);
    // A college's level is never a university's («после медколледжа училась в СГМУ»): a type noun of a college
    // outside the school found names another school, not this one's level.
    const otherSchool =
      institution !== null &&
      m !== null &&
      /^(?:колледж|техникум|училищ|лице)/iu.test(m[0]) &&
      (m.index < institution.start || m.index >= institution.end) &&
      (/[А-ЯЁ]{2,}/u.test(institution.value) || MARKER_RE.test(institution.value));
    const university = institution !== null && /университет|институт|академи/iu.test(institution.value);
    if (m !== null && givenUp(sentence, id, m.index)) {
      // «поступила в магистратуру КФУ, но бросила»: the school said is that of the degree given up.
      if (!GRADUATED_RE.test(sentence)) return null;
      continue;
    }
    if (m !== null && !(id === 'special_secondary' && (university || otherSchool))) {
      level = { value: id, start: m.index, end: m.index + m[0].length };
      break;
    }
  }
  // «бакалавриат в 2015 году, магистратура в 2017 году»: the entry takes the level read first (the highest) with
  // the year said in that level's own clause, so a master's level never carries the bachelor's year.
  const levelYear = level === null ? null : yearInClauseOf(sentence, level.start);
  const year = levelYear ?? graduationYear(sentence);
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
      // A part with a verb («ушёл с третьего курса», «поступила по целевому») says what happened, not what was studied.
      const verb = trimmed.split(/\s+/u).some((w) => ['VERB', 'INFN'].includes(String(Az.Morph(w)[0]?.tag.POS)));
      if (
        /^[а-яё][а-яё\s-]{3,60}$/u.test(trimmed) &&
        trimmed.split(/\s+/u).length <= 4 &&
        !verb &&
        !/окончил|учил|закончил|диплом|поступ|(?:за|о)кончу/iu.test(trimmed)
      ) {
        speciality = { value: trimmed, start, end: start + trimmed.length };
        break;
      }
    }
  }
  // «поступил в магистратуру, но бросил»: a further degree given up is no education; a first one left
  // («учился в политехе, ушёл с третьего курса») is the seeker's unfinished higher education, with no graduation year.
  if (abandoned(sentence)) {
    if (level !== null && ['master', 'candidate', 'doctor'].includes(level.value)) return null;
    if (institution === null) return null;
    const higher = level === null || level.value === 'higher' || level.value === 'bachelor' || level.value === 'unfinished_higher';
    return { institution, year: null, speciality, level: higher && level !== null ? { ...level, value: 'unfinished_higher' } : level };
  }
  // «Диплом получила в 2013.», «Окончил в 2009 году.»: a graduation year alone, for the school said before it.
  if (institution === null && level === null) return year !== null && YEAR_ONLY_RE.test(sentence) ? { institution, year, speciality: null, level } : null;
  return { institution, year, speciality, level };
}

/**
 * Each degree a sentence states: «Окончила ОмГТУ: бакалавриат в 2012 году, магистратура в 2014 году» is two entries
 * of one school (bachelor 2012, master 2014), each with the year of its own clause. A sentence with one degree gives
 * what findEducation gives; none gives an empty list.
 */
export function findDegrees(sentence: string, about: string = sentence): FoundEducation[] {
  const one = findEducation(sentence, about);
  if (one === null) return [];
  const degrees: FoundEducation[] = [];
  for (const [re, id] of LEVELS) {
    if (id === 'special_secondary' || id === 'higher') continue;
    const m = re.exec(sentence);
    if (m !== null && givenUp(sentence, id, m.index)) continue;
    const year = m === null ? null : yearInClauseOf(sentence, m.index);
    if (m !== null && year !== null && !degrees.some((d) => d.year?.value === year.value))
      degrees.push({ ...one, year, level: { value: id, start: m.index, end: m.index + m[0].length } });
  }
  if (degrees.length === 1 && one.institution !== null) {
    // «Закончил ТГАСУ в 2011 и магистратуру там же в 2013»: the year said outside the master's own clause is the first degree's.
    const d = degrees[0]!;
    const blanked = sentence.slice(0, d.level!.start) + ' '.repeat(d.year!.end - d.level!.start) + sentence.slice(d.year!.end);
    const other = d.year!.start > d.level!.start ? graduationYear(blanked) : null;
    if (other !== null && other.value < d.year!.value) return [d, { ...one, year: other, level: null }];
  }
  return degrees.length >= 2 ? degrees : [one];
}

/** The namesake that ends a school's name («им. В. П. Иванова», «имени Баумана»): no letter of its abbreviation. */
const namedAfterRe = /\s+(?:им\.|имени)\s+.*$/u;

/**
 * True when `short` abbreviates `full`: «КГПУ им. В. П. Астафьева» and «Красноярский государственный педагогический
 * университет им. В. П. Астафьева», «ОмГТУ» and «Омский государственный технический университет». The capitals of
 * the abbreviation are the initials of the full name's words (a capital followed by lower-case letters stands for
 * one word: «Ом» for «Омский»); a namesake («им. …») said on both must be the same surname.
 */
export function abbreviates(short: string, full: string): boolean {
  const abbr = short.replace(namedAfterRe, '').replace(/\s+/gu, '').trim();
  if (!/^[А-ЯЁ][А-ЯЁа-яё]*[А-ЯЁ][А-ЯЁа-яё]*$/u.test(abbr)) return false;
  const surname = (s: string): string | null =>
    namedAfterRe
      .exec(s)?.[0]
      .match(/[А-ЯЁ][а-яё]{2,}/gu)
      ?.at(-1)
      ?.toLowerCase() ?? null;
  const a = surname(short);
  const b = surname(full);
  if (a !== null && b !== null && a.replace(/[ауые]$/u, '') !== b.replace(/[ауые]$/u, '')) return false;
  // «НИУ «МЭИ»»: an abbreviation inside the full name stands for its letters.
  const words = full
    .replace(namedAfterRe, '')
    .replace(/(?<![\p{L}])[А-ЯЁ]{2,}(?![\p{L}])/gu, (caps) => caps.split('').join(' '))
    .split(/[\s-]+/u)
    .map((w) => w.replace(/[^\p{L}]/gu, ''))
    .filter((w) => w !== '' && !/^(?:при|и|по|для|им)$/u.test(w))
    .map((w) => w.toLowerCase());
  const parts = (abbr.match(/[А-ЯЁ][а-яё]*/gu) ?? []).map((p) => p.toLowerCase());
  // Each word takes one part or more: a part is the word's first letters or letters in its order («Пб» of
  // «Петербургский»); a compound word may take a second part from inside it («ДВ» of «Дальневосточный»).
  const fits = (part: string, word: string, from: number): number => {
    if (word[from] !== part[0]) return -1;
    let at = from + 1;
    for (const ch of part.slice(1)) {
      const next = word.indexOf(ch, at);
      if (next < 0) return -1;
      at = next + 1;
    }
    return at;
  };
  const match = (pi: number, wi: number): boolean => {
    if (wi === words.length) return pi === parts.length;
    if (pi === parts.length) return false;
    const word = words[wi]!;
    let at = fits(parts[pi]!, word, 0);
    if (at < 0) return false;
    let next = pi + 1;
    if (match(next, wi + 1)) return true;
    // A compound word («дальневосточный», «социально-экономический» said as one word) takes the next capital too.
    while (next < parts.length && /[оеи]/u.test(word.slice(2, -3))) {
      const inner = word.indexOf(parts[next]![0]!, Math.max(at, 3));
      if (inner < 0 || inner >= word.length - 3 || !/[оеи]/u.test(word[inner - 1] ?? '')) return false;
      at = fits(parts[next]!, word, inner);
      if (at < 0) return false;
      next += 1;
      if (match(next, wi + 1)) return true;
    }
    return false;
  };
  return match(0, 0);
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
  /(?<![\p{L}])(?:(?<=^|[^\p{L}])УЦ(?![\p{L}])|курс(?!к|ор)\p{L}*|courses?|certs?|на\s+обучени\p{L}*|прош(?:ёл|ел|ла)\s+обучени\p{L}*|(?:проф)?переподготовк\p{L}*|ДПО|интенсив\p{L}*|буткемп\p{L}*|bootcamp|повышени\p{L}*\s+квалификаци\p{L}*|специализаци\p{L}*|сертификат\p{L}*|учебн\p{L}*\s+центр\p{L}*|онлайн[-\s]школ\p{L}*|программ\p{L}*\s+(?=[«"A-Z])|корочк\p{L}*|сдал\p{L}*\s+(?=[A-Z])|(?<=^\s*|[.;:—–]\s*)обучени\p{L}*\s+(?=(?:в|во|у|при)\s))/iu;
/** Nouns of an organisation that gives courses, as stems («ассоциация», «союз», «палата», «центр», «институт»…). */
const ORGANISATION_NOUN = String.raw`ассоциаци|союз|палат|общест|фонд|центр|институт|университет|академи|школ|колледж|училищ|компани|корпораци|агентств|служб|министерств|федераци|гильди|лаборатори|комбинат|организаци`;

/** «ПК 2022 — …», «ПК: …», «ПК по охране труда»: повышение квалификации abbreviated (in capitals, with a year, a colon or «по»; never a computer). */
const PK_RE = /(?<![\p{L}])ПК(?=\s*(?:[:—–-]|(?:19|20)\d\d|по\s))/u;
/** A quoted name, one level of nested quotes allowed: «Лицей № 14 «Горизонт»». */
const QUOTED = String.raw`[«"](?:[^«»"]|«[^«»]*»)+[»"]`;
/** The type noun of a course provider, with an optional Latin or Russian prefix («VFX-школа», «онлайн-школа», «фотостудия», «автошкола»): schools, studios, centres, academies, institutes, universities, labs, workshops, clubs, training combines. */
const PROVIDER_TYPE = String.raw`(?:[Оо]нлайн[-\s])?(?:[\p{L}\d]+-)?(?:[Аа]вто|[Фф]ото|[Кк]ино|[Вв]идео|[Аа]рт|[Бб]изнес|[Мм]едиа|[Вв]еб)?(?:[Шш]кол|[Сс]туди|[Цц]ентр|[Аа]кадеми|[Ии]нститут|[Уу]ниверситет|[Лл]аборатори|[Мм]астерск|[Кк]луб|[Аа]гентств|[Кк]омбинат)\p{L}*`;
/** Before a provider: «в», «во», «на», or the start of the clause («Учебный центр «…», 2017»). */
const PROVIDER_LEAD = String.raw`(?:(?<![\p{L}])(?:в|во|на|через)\s+|^\s*|[,.;:—–]\s*)`;
/**
 * Course providers, by shape: a type noun with its adjectives and a quoted or capitalised name («в учебном центре
 * «Автопрофи»», «в фотостудии «…»», «в VFX-школе «…»», «Учебный центр «…»», «в учебном центре Вектор»);
 * legal forms before a quoted name («в АНО ДПО «Академия речи»»); a university by its abbreviation («в Омском
 * ГМУ»); a Latin name («в HotelPro Academy»); «Высшая школа …» with its genitive words.
 */
type ProviderKind =
  | 'titled'
  | 'typed'
  | 'dictated'
  | 'legal'
  | 'university'
  | 'institution'
  | 'latin'
  | 'phrase'
  | 'held'
  | 'brand'
  | 'abbr'
  | 'abbrs'
  | 'named'
  | 'maker'
  | 'from'
  | 'quoted'
  | 'dashed';
const PROVIDER_RES: { re: RegExp; kind: ProviderKind }[] = [
  // «Курс «…» — Национальная ассоциация …, 2019», «ПК: «…», ТюмГУ, 2020»: who gave the course, said right after its
  // quoted title, after a dash or a comma: an abbreviation with two capitals or more, or a capitalised phrase with
  // an organisation's noun in it.
  {
    re: new RegExp(
      String.raw`[»"]\s*[,—–-]\s*([А-ЯЁ](?=[А-ЯЁа-яё]*[А-ЯЁ])[А-ЯЁа-яё]{1,9}(?![\p{L}\d-])|[А-ЯЁ][а-яё]+(?:\s+[а-яё-]+){0,6}\s+(?:[а-яё]+\s+){0,3}?(?:${ORGANISATION_NOUN})\p{L}*(?:\s+[а-яё-]+){0,4})(?=\s*(?:[,.;)]|$))`,
      'gu',
    ),
    kind: 'titled',
  },
  {
    re: new RegExp(
      String.raw`${PROVIDER_LEAD}((?:[\p{L}-]+\s+){0,2}${PROVIDER_TYPE}(?:\s+[а-яё]+){0,2}\s+(?:${QUOTED}|[А-ЯЁ][а-яё]+(?:-[А-ЯЁа-яё][а-яё]+)?(?![\p{L}-])|[А-ЯЁ](?:[а-яё]{1,2})?[А-ЯЁ]{1,7}(?![\p{L}-])|[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?))`,
      'gu',
    ),
    kind: 'typed',
  },
  // «в учебном центре агрокадры»: dictated text writes the name in lower case, a word the dictionary does not know.
  { re: new RegExp(String.raw`${PROVIDER_LEAD}((?:[\p{L}-]+\s+){0,2}${PROVIDER_TYPE}\s+[а-яё][а-яё-]{3,})(?![\p{L}-])`, 'gu'), kind: 'dictated' },
  // «в АНО ДПО «…»», and in a list «…, УЦ «…», 2018», «Удостоверение — УЦ «…»»: capitals (a legal form or a kind) before a quoted name.
  { re: new RegExp(String.raw`${PROVIDER_LEAD}((?:[А-ЯЁ]{2,5}\s+){1,3}${QUOTED})`, 'gu'), kind: 'legal' },
  {
    re: /(?<![\p{L}])(?:в|во|на)\s+((?:[А-ЯЁ][а-яё]+\s+)?[А-ЯЁ][А-ЯЁа-яё]{0,4}(?:ГУ|ТУ|ПУ|ЭУ|ФУ|МУ|ГМУ|ГМА|ИПК|ИРО))(?![\p{L}])/gu,
    kind: 'university',
  },
  // «в Хакасском аграрном колледже», «при Тульском медицинском училище»: a school named as a degree's school is.
  // «Курсы «…», Пермский колледж сервиса, 2019»: also a school in a list after a comma or a dash.
  { re: /(?:(?<![\p{L}])(?:в|во|на|при)\s+|[,—–:]\s*)(?=[\p{L}])/gu, kind: 'institution' },
  // «в «Школе монтажа Севера»»: a quoted name declined as a phrase right after the preposition.
  { re: new RegExp(String.raw`(?<![\p{L}])(?:в|во|на|при|у)\s+(${QUOTED})`, 'gu'), kind: 'quoted' },
  // «…, ФГБУ НМИЦ Онкологии, 72 часа»: abbreviations side by side, with a capitalised word after them, in a list.
  {
    re: /(?:^|[,:—–]\s*|(?<![\p{L}])(?:в|во|при|через)\s+)((?:[А-ЯЁ]{2,7}\s+){1,3}(?:[А-ЯЁ]{2,7}|[А-ЯЁ][а-яё]+)(?:\s+[А-ЯЁ][а-яё]+)?)(?=\s*(?:[,.;)]|$))/gu,
    kind: 'abbrs',
  },
  // «интенсив по … — его вёл Data Guild», «курс от «Школы монтажа»»: the one who ran it, said in its own clause.
  {
    re: new RegExp(
      String.raw`(?<![\p{L}])(?:(?:его|её|ее|их)\s+(?:делал\p{L}*|проводил\p{L}*|вёл|вел|вела|вели|читал\p{L}*|организов\p{L}*|давал\p{L}*)|от)\s+((?:[А-ЯЁ]{2,5}\s+)?${QUOTED}|[A-Z][\w-]*[\w](?:\s+[A-Z][\w-]*[\w]){0,2})(?![\p{L}-])`,
      'gu',
    ),
    kind: 'maker',
  },
  // «сертификат «…» от Ассоциации ипотечных брокеров»: an organisation's noun (no person's name) with its genitive words.
  { re: /(?<![\p{L}])от\s+([А-ЯЁ][а-яё]{3,})(?![\p{L}-])/gu, kind: 'from' },
  // «Водителя трамвая — учебно-курсовой комбинат при депо, 2016»: after a dash, a provider's kind said with its adjectives.
  {
    re: new RegExp(String.raw`[—–]\s*((?:[а-яё]+(?:-[а-яё]+)?\s+){1,2}${PROVIDER_TYPE})(?=\s*(?:[,.;]|при\s|$))`, 'gu'),
    kind: 'dashed',
  },
  { re: /(?<![\p{L}])(?:в|во|на)\s+([A-Z][\w-]*[\w](?:\s+[A-Z][\w-]*[\w]){0,2})(?![\p{L}-])/gu, kind: 'latin' },
  { re: /(?<![\p{L}])(?:в|во|на)\s+([А-ЯЁ][а-яё]+\s+школ\p{L}*(?:\s+[а-яё]+){1,3}|Школ\p{L}*(?:\s+[а-яё]+){1,3})/gu, kind: 'phrase' },
  // «на обучение в технониколь»: a brand written in lower case that the dictionary does not know, after a course word.
  { re: /(?<=(?:обучени|курс|стажировк|тренинг|квалификаци|переподготовк)\p{L}*\s+)(?:в|у)\s+([а-яёa-z][\p{L}-]{3,})(?=[\s,.;]|$)/giu, kind: 'brand' },
  // «профпереподготовка в МАДИ», «курсы в ДОСААФ»: an organisation's abbreviation after a course word (no legal form, no skill).
  { re: /(?<![\p{L}])(?:в|во|при|через)\s+([А-ЯЁ](?:[А-ЯЁ]|[а-яё](?=[А-ЯЁ])){2,9})(?![\p{L}\d-])/gu, kind: 'abbr' },
  // «ПК 2022 — Роскадастр», «курс «…», Росатом»: a capitalised name alone at the end of a course clause, after a dash or a comma.
  { re: /(?:[,—–]\s*)([А-ЯЁ][а-яё]+(?:-[А-ЯЁ]?[а-яё]+)?)(?=\s*[.;!]?\s*$)/gu, kind: 'named' },
  // «при кофейне «Зерно»», «на базе клиники «Медис»», «в типографии «Оттиск»»: any noun before a quoted name.
  { re: new RegExp(String.raw`(?<![\p{L}])(?:при|в|во|на(?:\s+базе)?)\s+((?:[а-яё-]+\s+){0,2}[а-яё-]{3,}\s+${QUOTED})`, 'gu'), kind: 'held' },
];

/** Nouns before a quoted name that name a course's title or form, not who taught it («по программе «…»»). */
const TITLE_NOUN_RE =
  /^(?:курс|программ|квалификаци|переподготовк|направлени|специальност|рамк|модул|тем|форм|стажировк|отделени|факультет|кафедр|дисциплин|сертификат|базе)/iu;

let cities: Set<string> | undefined;
/** True when a word is a city of data/places.json in any case («Самары» → «Самара»). */
function isCity(word: string): boolean {
  cities ??= new Set(placesData().cities.map((c) => c.toLowerCase().replace(/ё/gu, 'е')));
  const lower = word.toLowerCase().replace(/ё/gu, 'е');
  return cities.has(lower) || Az.Morph(lower).some((p) => cities!.has(String(p.normalize()).replace(/ё/gu, 'е')));
}

/** The provider a course clause names (not inside the course's quoted title), in the nominative, or null. */
function findProvider(clause: string): Spanned<string> | null {
  const quotedSpans = [...clause.matchAll(/[«"][^»"]*[»"]/gu)].map((q) => [q.index, q.index + q[0].length] as const);
  let schools: Spanned<string>[] | undefined;
  for (const { re, kind } of PROVIDER_RES) {
    for (const m of clause.matchAll(re)) {
      if (kind === 'institution') {
        schools ??= institutionsIn(clause);
        const school = schoolAt(schools, m.index + m[0].length);
        if (school !== null && !quotedSpans.some(([a, b]) => school.start > a && school.start < b)) return school;
        continue;
      }
      // «Профпереподготовка в Центре …»: the words before a preposition are the course, not the provider's name.
      const said = m[1]!.trim();
      const cut = kind === 'typed' ? /^(?:[\p{L}-]+\s+)*?(?:в|во|на|при)\s+(?=\S)/u.exec(said) : null;
      const raw = cut === null ? said : said.slice(cut[0].length);
      const start = m.index + m[0].indexOf(said) + (cut?.[0].length ?? 0);
      if (quotedSpans.some(([a, b]) => start > a && start < b)) continue;
      // «в «Школе монтажа»», «в «Специалисте»» name a provider (a type noun in it, or a noun declined after «в»);
      // «на «Основы фотографии»» is a course's title.
      if (kind === 'quoted' && !new RegExp(String.raw`(?<![\p{L}])(?:${MARKER})|${PROVIDER_TYPE}`, 'u').test(raw)) {
        const first = /^[«"]([\p{L}-]+)/u.exec(raw)?.[1] ?? '';
        const declined = /^(?:в|во|при|у)\s/iu.test(m[0]) && first !== '' && fold(nominativeName(first)) !== fold(first);
        if (!declined || !Az.Morph(first.toLowerCase()).some((p) => p.tag.POS === 'NOUN')) continue;
      }
      if (kind === 'from') {
        const parses = Az.Morph(raw.toLowerCase());
        const person = parses.some((p) => p.tag.Name === true || p.tag.Surn === true || p.tag.Patr === true || p.tag.Geox === true);
        if (person || isCity(raw) || !parses.some((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'gent')) continue;
        const end = start + raw.length + genitiveTail(clause.slice(start + raw.length));
        return { value: upperFirst(nominativeName(clause.slice(start, end))), start, end };
      }
      if (kind === 'dictated') {
        const name = /\s([а-яё-]+)$/u.exec(raw)![1]!;
        if (isKnownWord(name) || isCity(name) || lowerCaseAbbreviation(name) !== null) continue;
      }
      if (kind === 'abbrs') {
        const caps = raw.split(/\s+/u).filter((w) => /^[А-ЯЁ]{2,}$/u.test(w));
        if (caps.every((w) => NOT_SCHOOL_ABBR_RE.test(w) || PK_WORD_RE.test(w)) || caps.some((w) => normaliseSkill(w) !== null)) continue;
      }
      // «в Институте развития образования Тверской области»: a capitalised adjective after the type noun begins its
      // genitive words, no name in quotes; the type words are declined, the rest kept as said.
      if (kind === 'typed') {
        const adjective = /\s([А-ЯЁ][а-яё]+)$/u.exec(raw);
        const next = clause.slice(start + raw.length);
        const parses = adjective === null ? [] : Az.Morph(adjective[1]!.toLowerCase());
        // «в Академии Минпросвещения России»: a capitalised noun only in the genitive is the type's genitive words too.
        const genitive =
          parses.length > 0 &&
          parses.every((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'gent') &&
          !parses.some((p) => p.tag.Name === true || p.tag.Surn === true);
        if (genitive && adjective !== null) {
          const typeEnd = start + adjective.index;
          let end = start + raw.length;
          for (const w of clause.slice(end).matchAll(/\s+([А-ЯЁ][а-яё]+)/guy)) {
            if (!Az.Morph(w[1]!.toLowerCase()).some((p) => p.tag.CAse === 'gent')) break;
            end += w[0].length;
          }
          const type = nominativeName(clause.slice(start, typeEnd).trim());
          return { value: `${upperFirst(type)} ${clause.slice(typeEnd + 1, end)}`, start, end };
        }
        if (adjective !== null && /^\s+[а-яё]{3,}/u.test(next) && parses.some((p) => p.tag.POS === 'ADJF')) {
          const typeEnd = start + adjective.index;
          const tailEnd = typeEnd + 1 + adjective[1]!.length + genitiveTail(clause.slice(typeEnd + 1 + adjective[1]!.length));
          const type = nominativeName(clause.slice(start, typeEnd).trim());
          return { value: `${type.charAt(0).toUpperCase()}${type.slice(1)} ${clause.slice(typeEnd + 1, tailEnd)}`, start, end: tailEnd };
        }
      }
      // «по программе «Медиатор»»: a title after a course word is no provider.
      if (kind === 'typed' && /^(?:курс|программ|квалификаци|переподготовк)/iu.test(raw)) continue;
      if (kind === 'brand' && (isKnownWord(raw) || isCity(raw))) continue;
      if (kind === 'titled' && (isCity(raw.split(/\s+/u)[0]!) || normaliseSkill(raw) !== null || NOT_SCHOOL_ABBR_RE.test(raw) || PK_WORD_RE.test(raw)))
        continue;
      if (kind === 'abbr' && (NOT_SCHOOL_ABBR_RE.test(raw) || normaliseSkill(raw) !== null)) continue;
      // «курс по программированию на Python», «по сайтам на Tilda»: a tool the course taught is no provider.
      if (kind === 'latin' && /^на\s/iu.test(m[0].trimStart()) && normaliseSkill(raw) !== null) continue;
      // A name, not a word of the dictionary («…, Москва», «…, Онлайн»), a city or a skill; an organisation's name the dictionary knows counts.
      if (
        kind === 'named' &&
        (isCity(raw) || normaliseSkill(raw) !== null || (isKnownWord(raw) && !Az.Morph(raw.toLowerCase()).some((p) => p.tag.Orgn === true)))
      )
        continue;
      if (kind === 'held') {
        const nouns = raw.replace(new RegExp(`\\s+${QUOTED}$`, 'u'), '').split(/\s+/u);
        const head = nouns[nouns.length - 1]!;
        if (nouns.some((w) => TITLE_NOUN_RE.test(w)) || !Az.Morph(head).some((p) => p.tag.POS === 'NOUN')) continue;
      }
      // «в учебном центре Самары»: a place after the type noun says where, not whose: no quotes, the place as said.
      const bare = kind === 'typed' ? /\s([А-ЯЁ][а-яё]+)$/u.exec(raw)?.[1] : undefined;
      if (bare !== undefined && isCity(bare)) {
        const typePart = raw.slice(0, raw.length - bare.length).trim();
        const type = nominativeName(typePart);
        return { value: `${type.charAt(0).toUpperCase()}${type.slice(1)} ${bare}`, start, end: start + raw.length };
      }
      return { value: providerName(raw, kind), start, end: start + raw.length };
    }
  }
  return null;
}

/** Capitals that name a course, not who gave it: «ПК» (повышение квалификации), «ДПО», «ПП». */
const PK_WORD_RE = /^(?:ПК|ДПО|ПП|ПКС|ПДД)$/u;

/**
 * The school named right at `at` in a course clause («(в) Хакасском аграрном колледже»), in the nominative: a school
 * by its type noun (institutionsIn), not a bare abbreviation (read by the abbreviation kinds) and not a pointer («в
 * своём колледже»); or null.
 */
function schoolAt(schools: readonly Spanned<string>[], at: number): Spanned<string> | null {
  const school = schools.find((f) => f.start === at);
  if (school === undefined || !MARKER_RE.test(school.value) || /^[«"]/u.test(school.value)) return null;
  return school;
}

/** The gender of the noun an abbreviation ends with: «…ГМУ» (университет), «…ГМА» (академия). */
const ABBR_GENDER: [RegExp, string][] = [
  [/А$/u, 'femn'],
  [/[УИ]$|ИПК$|ИРО$/u, 'masc'],
];

/** «Омском» before «ГМУ» → «Омский»: the adjective in the nominative of the abbreviation's noun, or as said. */
function adjectiveBefore(adjective: string, abbreviation: string): string {
  const gender = ABBR_GENDER.find(([re]) => re.test(abbreviation))?.[1];
  const parse = Az.Morph(adjective.toLowerCase()).find((p) => p.tag.POS === 'ADJF');
  const nomn = gender === undefined || parse === undefined ? false : parse.inflect(['nomn', 'sing', gender]);
  if (nomn === false || !keepsStem(adjective, nomn.word)) return adjective;
  return nomn.word.charAt(0).toUpperCase() + nomn.word.slice(1);
}

const upperFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A provider's name as it is published: the type words in the nominative, the name itself as said (quoted). */
function providerName(raw: string, kind: ProviderKind): string {
  if (kind === 'latin' || kind === 'legal' || kind === 'abbr' || kind === 'named' || kind === 'abbrs') return raw;
  // «Национальная ассоциация … агентств», «ТюмГУ»: said in the nominative, as published.
  if (kind === 'titled') return upperFirst(raw);
  // «от «Садовой академии»» → «Садовая академия»: a quoted phrase is declined like any other; a Latin name is kept.
  if (kind === 'maker') {
    const inner = /^[«"]([^«»"]+)[»"]$/u.exec(raw)?.[1];
    return inner === undefined ? raw : upperFirst(nominativeName(inner));
  }
  // «в «Школе монтажа Севера»» → «Школа монтажа Севера»: the quoted phrase declined, published as its nominative.
  if (kind === 'quoted') {
    const inner = raw.replace(/^[«"]|[»"]$/gu, '');
    const named = nominativeName(inner);
    return named.charAt(0).toUpperCase() + named.slice(1);
  }
  if (kind === 'dashed') return raw.charAt(0).toUpperCase() + raw.slice(1);
  if (kind === 'dictated') {
    const at = raw.lastIndexOf(' ');
    return providerName(`${raw.slice(0, at)} «${raw.charAt(at + 1).toUpperCase()}${raw.slice(at + 2)}»`, 'typed');
  }
  // «в випклх»: a lower-case word with three consonants in a row is an abbreviation, written in capitals.
  if (kind === 'brand')
    return /^[а-яё]+$/u.test(raw) && /[бвгджзйклмнпрстфхцчшщ]{3}/u.test(raw) && raw.length <= 8
      ? raw.toUpperCase()
      : raw.charAt(0).toUpperCase() + raw.slice(1);
  if (kind === 'held') kind = 'typed';
  const upper = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
  if (kind === 'phrase') return upper(nominativeName(raw));
  const nameAt = raw.search(/\s(?:[«"]|[А-ЯЁA-Z])/u);
  const typePart = nameAt < 0 ? raw : raw.slice(0, nameAt);
  const namePart = nameAt < 0 ? '' : raw.slice(nameAt + 1);
  const type = upper(nominativeName(typePart.replace(/онлайн\s+школ/iu, 'онлайн-школ')));
  if (kind === 'university') return namePart === '' ? raw : `${adjectiveBefore(typePart, namePart)} ${namePart}`;
  if (namePart === '') return type;
  // «(центр) СВФУ», «(школа) Skillbox»: an abbreviation or a Latin name stands without quotes.
  if (/^[A-Z]/u.test(namePart) || /^[А-ЯЁ](?:[а-яё]{1,2})?[А-ЯЁ]{1,7}$/u.test(namePart)) return `${type} ${namePart}`;
  const inner = namePart.replace(/^[«"]|[»"]$/gu, '');
  return `${type} «${upper(inner)}»`;
}
const QUOTED_TITLE_RE =
  /(?:курс(?!к|ор)\p{L}*|course|квалификаци\p{L}*|программ\p{L}*|переподготовк\p{L}*|специализаци\p{L}*)(?:\s+[\p{L}]+){0,3}[:\s—–-]+[«"]([^»"]+)[»"]/iu;

/** A course named by its subject: «курс по …», «повышение квалификации по …», «переподготовку по …». */
const SUBJECT_RE =
  /(?<![\p{L}])(курс(?!к|ор)\p{L}*|(?:проф)?переподготовк\p{L}*|повышени\p{L}*\s+квалификаци\p{L}*|ПК|обучени\p{L}*|интенсив\p{L}*|специализаци\p{L}*)(\s+(?:в|во)\s+(?:19|20)\d\d(?:-?м)?(?:\s+(?:году|г\.?))?,?)?(\s+(?:по|о)\s+(?:(?!\s+(?:в|во|с|за)\s+(?:19|20)\d\d|\s+(?:19|20)\d\d)[^,.;—–(«"])+)/iu;
/**
 * A course named by what it taught, in the genitive or as a name right after the course word: «курсы бариста»,
 * «курсы английского языка», «курсы 1С», «курсы Excel». Up to three words; a preposition, a verb or a year ends it.
 */
const COMPLEMENT_RE = /(?<![\p{L}])(курс(?:ы|ов|ах)?|(?:проф)?переподготовк\p{L}*|обучени\p{L}*|интенсив\p{L}*)((?:\s+[\p{L}\d][\p{L}\d+#.-]*){1,4})/iu;

/** The words of a course's complement that belong to its name: genitive nouns and adjectives, Latin and 1С names. */
function complementWords(words: readonly string[]): string[] {
  const kept: string[] = [];
  for (const raw of words) {
    const w = raw.replace(/[.]+$/u, '');
    if (/^(?:\d+\s*[сc]|[A-Za-z][\w+#.-]*)$/iu.test(w) || /^[А-ЯЁ]{2,6}$/u.test(w)) {
      kept.push(w);
      continue;
    }
    // «курсы кройки и шитья»: «и» joins two subjects when a word follows it.
    if (w === 'и' && kept.length > 0 && raw !== words[words.length - 1]) {
      kept.push(w);
      continue;
    }
    if (!/^[а-яё-]{3,}$/iu.test(w) || /^(?:год\p{L}*|месяц\p{L}*|недел\p{L}*|онлайн|офлайн|очно|заочно|дистанционно)$/iu.test(w)) break;
    const parses = Az.Morph(w.toLowerCase());
    if (!parses.some((p) => (p.tag.POS === 'NOUN' || p.tag.POS === 'ADJF') && (p.tag.CAse === 'gent' || p.tag.Fixd === true))) break;
    if (parses[0] !== undefined && !['NOUN', 'ADJF'].includes(String(parses[0].tag.POS))) break;
    kept.push(w);
  }
  // An adjective alone names no subject («курсы повышенной»): the last word kept is a noun or a name.
  while (kept.length > 0 && (kept[kept.length - 1] === 'и' || Az.Morph(kept[kept.length - 1]!.toLowerCase())[0]?.tag.POS === 'ADJF')) kept.pop();
  return kept;
}

/** One course a clause states: provider (or title when no provider is named), year, title. */
export interface FoundCourse {
  name: Spanned<string>;
  year: Spanned<number> | null;
  title: string | null;
}

/** «Certified Kubernetes Administrator (CKA)», «AWS Certified Solutions Architect – Associate»: an issuer's certificate title. */
const CERTIFIED_RE = /(?:[A-Z][\w+-]*\s+){0,3}(?:Certified|Certificate|Diploma)(?:\s+(?:[A-Z][\w+-]*|of|in|and|–|-)){1,7}(?:\s*\([A-Z][A-Z0-9+-]{1,10}\))?/u;
/** «PSM I от Scrum.org»: a Latin certificate name at the clause's start, then «от» and its Latin issuer (group 1). */
const LATIN_ISSUED_RE = /^\s*[A-Z][\w+-]*(?:\s+[A-Z0-9][\w+-]*){0,3}\s+от\s+([A-Z][\w-]*(?:\.[a-z]{2,4})?)(?![\w.-])/u;
/** «прошла ICAgile Agile Team Facilitation», «сдал AWS Solutions Architect»: a passed Latin-named programme (group 1), two words or more. */
const LATIN_PASSED_RE = /(?<![\p{L}])(?:прош[её]л|прошла|сдал[аи]?|получил[аи]?)\s+([A-Z][\w+-]*(?:\s+(?:[A-Z0-9][\w+-]*|of|in|and|for)){1,6})/u;
/** 1С's own certificates: «1С:Специалист по платформе», «1С:Профессионал по бухгалтерии». */
const ONE_C_CERT_RE = /(?<![\p{L}\d])1\s*[СCсc]\s*:\s*(?:Специалист|Профессионал|Эксперт)(?:-консультант)?(?:\s+(?!в\s|году|г\.)[^\s,.;()—–\d]+){0,5}/u;
/** «сертификат PMI», «сертификат «Бережливое производство»»: a certificate named after the word. */
const CERTIFICATE_NAMED_RE =
  /(?<![\p{L}])[Сс]ертификат\p{L}*\s+(?:по\s+)?([«"][^»"]+[»"]|[A-Z][\w+.-]*(?:\s+(?:[A-Z0-9][\w+.-]*|\((?!\d{4}\))[A-Z0-9+-]{2,10}\))){0,5})/u;
/** Words a short certificate segment may hold besides the certificate and its year («сдал CKA в 2022»). */
const CERT_SEGMENT_WORD_RE = /^(?:сдал\p{L}*|получил\p{L}*|прош[её]л|прошла|подтвердил\p{L}*|есть|имею|в|году|год|г|сертификат\p{L}*|экзамен\p{L}*)$/iu;

let certificationRe: RegExp | undefined;
/** A whole-word, case-sensitive matcher of the abbreviations of data/certifications.json, longest first. */
function certificationMatcher(): RegExp {
  certificationRe ??= new RegExp(
    String.raw`(?<![\p{L}\d-])(${Object.keys(certificationData())
      .sort((a, b) => b.length - a.length)
      .map((k) => k.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'))
      .join('|')})(?![\p{L}\d+-])`,
    'u',
  );
  return certificationRe;
}

/**
 * The certificate a clause names, or null: an issuer's «Certified …» title, a 1С certificate, «сертификат …», or a
 * known abbreviation (data/certifications.json, published under its full name) said on its own with a year
 * («CKA — 2022», «сдал PMP в 2021»). An abbreviation inside a list of tools is a skill, not a certificate.
 */
function findCertificate(clause: string): Spanned<string> | null {
  // «PSM I от Scrum.org — 2021»: a certificate's Latin name and who issued it; the issuer names it.
  const issued = LATIN_ISSUED_RE.exec(clause);
  if (issued !== null) {
    const start = issued.index + issued[0].length - issued[1]!.length;
    return { value: issued[1]!, start, end: start + issued[1]!.length };
  }
  // «В 2023 прошла ICAgile Agile Team Facilitation (ICP-ATF)», «сдал AWS Solutions Architect»: a programme or an exam
  // with a Latin name that the seeker passed.
  const passed = LATIN_PASSED_RE.exec(clause);
  if (passed !== null && normaliseSkill(passed[1]!) === null) {
    const start = passed.index + passed[0].length - passed[1]!.length;
    return { value: passed[1]!, start, end: start + passed[1]!.length };
  }
  for (const re of [CERTIFIED_RE, ONE_C_CERT_RE]) {
    const m = re.exec(clause);
    if (m !== null) {
      const value = m[0].trim().replace(/^1\s*[СCсc]\s*:\s*/u, '1С:');
      return { value, start: m.index, end: m.index + m[0].trimEnd().length };
    }
  }
  const named = CERTIFICATE_NAMED_RE.exec(clause);
  if (named !== null) {
    const raw = named[1]!.trim();
    const start = named.index + named[0].lastIndexOf(raw);
    const known = certificationData()[raw];
    const bare = raw.replace(/^[«"]|[»"]$/gu, '').replace(/(?<=[\p{L}\d])\.$/u, '');
    return { value: known ?? certificationData()[bare] ?? bare, start, end: start + bare.length + (raw.startsWith('«') || raw.startsWith('"') ? 2 : 0) };
  }
  const abbr = certificationMatcher().exec(clause);
  if (abbr === null) return null;
  const segStart = Math.max(...[0, ...[...clause.slice(0, abbr.index).matchAll(/[,;.!?]/gu)].map((m) => m.index + 1)]);
  const after = clause.slice(abbr.index).search(/[,;.!?](?!\d)/u);
  const segEnd = after < 0 ? clause.length : abbr.index + after;
  // «Oracle OCP, 2019.»: a year said right after a comma, and nothing else there, dates the certificate.
  const yearAfter = /^,\s*(?:19|20)\d\d(?:\s*(?:г\.?|год\p{L}*))?(?=\s*(?:[.;!?]|$))/u.exec(clause.slice(segEnd));
  const segment = clause.slice(segStart, segEnd + (yearAfter?.[0].length ?? 0));
  // «ACCA DipIFR»: abbreviations side by side name one certificate, the one with the fullest title.
  const keys = [...segment.matchAll(new RegExp(certificationMatcher().source, 'gu'))].map((k) => k[1]!);
  const rest = keys
    .reduce((text, key) => text.replace(key, ' '), segment)
    .replace(YEAR_RE, ' ')
    .split(/[\s—–:,-]+/u)
    .filter((w) => w !== '' && !/^-?[а-яё]{1,2}$/u.test(w));
  // «Oracle OCP, 2019»: the issuer said before the abbreviation is part of the certificate's name as the seeker gave it.
  const issuer = rest.filter((w) => /^[A-Z][A-Za-z]+$/u.test(w));
  if (!HAS_YEAR_RE.test(segment) || rest.some((w) => !CERT_SEGMENT_WORD_RE.test(w) && !issuer.includes(w))) return null;
  const key = keys.reduce((a, b) => (certificationData()[b]!.length > certificationData()[a]!.length ? b : a));
  const first = clause.indexOf(keys[0]!, segStart);
  const last = clause.indexOf(keys[keys.length - 1]!, first) + keys[keys.length - 1]!.length;
  if (issuer.length > 0) {
    const from = clause.indexOf(issuer[0]!, segStart);
    if (from >= 0 && from < first) return { value: clause.slice(from, last), start: from, end: last };
  }
  return { value: certificationData()[key]!, start: first, end: last };
}

/** Words that date something that is not a course: an accreditation, an attestation, an admission. */
const NOT_COURSE_DATE_RE = /(?<![\p{L}])(?:аккредитаци\p{L}*|аттестаци\p{L}*|поступил\p{L}*|поступала)(?![\p{L}])/iu;

/**
 * A course's year: the year said nearest to the course (`at`) within its own sentence («техникум, 2011. потом курсы
 * … в 2014» → 2014), never a year whose clause dates only an accreditation, an attestation or an admission («аккредитация в 2023»;
 * «в 2024 прошёл аккредитацию и курс …» still dates the course).
 */
function courseYear(clause: string, at: number): Spanned<number> | null {
  const ends = [...clause.matchAll(/[.!?;](?=\s|$)/gu)].map((m) => m.index);
  const from = Math.max(0, ...ends.filter((e) => e < at).map((e) => e + 1));
  const to = Math.min(clause.length, ...ends.filter((e) => e >= at));
  const clauseAround = (i: number): string => {
    const left = Math.max(from, ...[...clause.slice(from, i).matchAll(/[,;—–(]/gu)].map((m) => from + m.index));
    const right = clause.slice(i, to).search(/[,;—–)]/u);
    return clause.slice(left, right < 0 ? to : i + right);
  };
  const near = [...[...clause.matchAll(YEAR_RE)].map((y) => ({ value: Number(y[1]), start: y.index, end: y.index + 4 })), ...wordYears(clause)]
    .filter((y) => {
      const around = clauseAround(y.start);
      return y.start >= from && y.start < to && (!NOT_COURSE_DATE_RE.test(around) || COURSE_RE.test(around));
    })
    .sort((a, b) => Math.abs(a.start - at) - Math.abs(b.start - at))[0];
  return near === undefined ? null : { value: near.value, start: near.start, end: near.end };
}

/** «учусь на 3 курсе», «на втором курсе»: a year of study at a school, not a course. */
const YEAR_OF_STUDY_RE = /(?<![\p{L}\d])(?:\d(?:-?м)?|перв\p{L}*|втор\p{L}*|треть\p{L}*|четв[её]рт\p{L}*|пят\p{L}*|шест\p{L}*)\s+курс(?!к|ор)\p{L}*/giu;
const withoutYearOfStudy = (clause: string): string => clause.replace(YEAR_OF_STUDY_RE, (m) => ' '.repeat(m.length));

/** Online schools seekers name without the word «курс» («окончила Нетологию в 2023»), by their own spelling. */
const ONLINE_SCHOOLS: [RegExp, string][] = [
  [/^(?:skillbox|скиллбокс\p{L}*)$/iu, 'Skillbox'],
  [/^(?:нетологи\p{L}*|netology)$/iu, 'Нетология'],
  [/^(?:geekbrains|гикбрейнс\p{L}*)$/iu, 'GeekBrains'],
  [/^яндекс[\s.]*практикум\p{L}*$/iu, 'Яндекс Практикум'],
  [/^(?:stepik|степик\p{L}*)$/iu, 'Stepik'],
  [/^(?:coursera|курсер\p{L}*)$/iu, 'Coursera'],
  [/^udemy$/iu, 'Udemy'],
  [/^(?:otus|отус\p{L}*)$/iu, 'OTUS'],
  [/^(?:skillfactory|скиллфактори)$/iu, 'SkillFactory'],
  [/^(?:hexlet|хекслет\p{L}*)$/iu, 'Хекслет'],
];
const ONLINE_SCHOOL_RE =
  /(?<![\p{L}])(skillbox|скиллбокс\p{L}*|нетологи\p{L}*|netology|geekbrains|гикбрейнс\p{L}*|яндекс[\s.]*практикум\p{L}*|stepik|степик\p{L}*|coursera|курсер\p{L}*|udemy|otus|отус\p{L}*|skillfactory|скиллфактори|hexlet|хекслет\p{L}*)(?![\p{L}])/iu;
const STUDIED_RE =
  /(?<![\p{L}])(?:прош[её]л|прошла|окончил\p{L}*|закончил\p{L}*|(?:за|о)канчивал\p{L}*|отучил\p{L}*|учил(?:ся|ась)|обучени\p{L}*|выпуск\p{L}*)(?![\p{L}])/iu;

/** The online school a clause says the seeker studied at (not worked at), or null. */
function findOnlineSchool(clause: string): Spanned<string> | null {
  const m = ONLINE_SCHOOL_RE.exec(clause);
  if (m === null || (WORK_VERB_RE.test(clause) && !STUDIED_RE.test(clause))) return null;
  if (!STUDIED_RE.test(clause) && !HAS_YEAR_RE.test(clause)) return null;
  const name = ONLINE_SCHOOLS.find(([re]) => re.test(m[1]!))?.[1] ?? m[1]!;
  return { value: name, start: m.index, end: m.index + m[1]!.length };
}

/** True when a clause speaks of a course, a retraining or a certificate (a year of study at a school is not one). */
export function isCourseClause(clause: string): boolean {
  const text = withoutYearOfStudy(clause);
  return (
    COURSE_RE.test(text) ||
    PK_RE.test(text) ||
    latinProviderStudied(text) ||
    findCertificate(text) !== null ||
    findOnlineSchool(text) !== null ||
    SUBJECT_AT_PROVIDER_RE.test(text)
  );
}

/** «Ораторское мастерство — студия «Голос», 2022»: a line of a subject, a dash, a provider by its type and name, and a year. */
const SUBJECT_AT_PROVIDER_RE = new RegExp(
  String.raw`^\s*[А-ЯЁA-Z][^—–:«»
]{2,60}?\s+[—–:]\s+(?:[\p{L}-]+\s+)?${PROVIDER_TYPE}\s+[«"][^»"
]{2,40}[»"],?\s+(?:19|20)\d\d(?:\s*г\.?)?\s*[.;]?\s*$`,
  'u',
);

/** A school, academy or studio by a Latin brand name («в академии Estel», «в студии Wella»): a brand's course, not a degree. */
const LATIN_PROVIDER_RE = /(?<![\p{L}])(?:[Аа]кадеми|[Шш]кол|[Сс]туди|[Цц]ентр)\p{L}*\s+[A-Z][\w-]+/u;

/** True when a clause says one studied (not worked) at a school or studio with a Latin brand name. */
const latinProviderStudied = (text: string): boolean => LATIN_PROVIDER_RE.test(text) && STUDIED_RE.test(text) && !WORK_VERB_RE.test(text);

/** Verbs of giving or making a course (teaching, running, writing one) and the rate sense of «курс» («курс доллара»). */
const GIVEN_COURSE_RE =
  /(?<![\p{L}])(?:провож\p{L}*|провод\p{L}*|провёл|провел|провела|веду|ведёт|ведет|вела|вёл|вел|разработ\p{L}*|созда\p{L}*|обучил(?!ся|ась)\p{L}*|обучаю|обучала?(?![\p{L}])|преподаю|преподава\p{L}*|читаю|читала?(?![\p{L}])|организ\p{L}*|запусти\p{L}*|написал\p{L}*|составил\p{L}*|курс(?!к|ор)\p{L}*\s+(?:доллар|евро|валют|рубл|акци|юан)\p{L}*)(?![\p{L}])/iu;
/** Verbs of taking a course: with one of them the seeker took it, whatever else the clause says. */
const TAKEN_COURSE_RE =
  /(?<![\p{L}])(?:прош[её]л|прошла|проходил\p{L}*|окончил\p{L}*|закончил\p{L}*|учил(?:ся|ась)|обучал(?:ся|ась)|отучил\p{L}*|получил\p{L}*|сдал\p{L}*|посетил\p{L}*|прослушал\p{L}*)(?![\p{L}])/iu;
/** True when a clause speaks of a course the seeker gave or made («провожу курсы для новичков», «разработала курс …»), or of a rate, not of one they took. */
const givenNotTaken = (clause: string): boolean => {
  // «интенсив … — его вела Data Guild»: a verb of running with the course as its object names who ran it; a
  // quoted title («Организация госуслуг») says nothing of who gave the course.
  const rest = clause.replace(/(?<![\p{L}])(?:его|её|ее|их)\s+[\p{L}]+\s+(?=[«"A-ZА-ЯЁ])/gu, ' ').replace(new RegExp(QUOTED, 'gu'), ' ');
  // «курс по разработке», «по созданию сайтов»: a noun of the same stem is the course's subject, not a verb of giving it.
  const given = [...rest.matchAll(new RegExp(GIVEN_COURSE_RE.source, 'giu'))].some(
    (m) => /\s/u.test(m[0]) || Az.Morph(m[0].toLowerCase()).some((p) => ['VERB', 'INFN', 'GRND', 'PRTS'].includes(String(p.tag.POS))),
  );
  return given && !TAKEN_COURSE_RE.test(rest);
};

/** A heading that makes every part of its sentence a course: «Повышение квалификации: …; …», «Курсы: …», «Certs: …». */
const COURSE_HEADING_RE = /^\s*(?:повышени\p{L}*\s+квалификаци\p{L}*|курсы|доп\p{L}*\s+образовани\p{L}*|сертификаты|certs?|courses?|certifications?)\s*:/iu;

/**
 * The course a clause states, or null. The name is the provider when the seeker named one, in the nominative with
 * its type noun («Онлайн-школа «ФинСкилл»»); else the course's quoted title; else «Курс …» as said. The year is the
 * one said in the clause (the course's, never a degree's).
 */
export function findCourse(text: string, about: string = text): FoundCourse | null {
  if (isWish(text) || givenNotTaken(text)) return null;
  const clause = withoutYearOfStudy(text);
  const certificate = findCertificate(clause) ?? findOnlineSchool(clause);
  if (certificate !== null) {
    // «сертификат «Ипотечный брокер» от Ассоциации …»: a certificate with a quoted title is named by who issued it.
    // «сдала WSET Level 3 в школе «…»»: a passed programme is named by the school that gave it, when one is said.
    const issuer = /[Сс]ертификат\p{L}*\s+(?:по\s+)?[«"]/u.test(clause) || LATIN_PASSED_RE.test(clause) ? findProvider(clause) : null;
    if (issuer !== null) return { name: issuer, year: courseYear(clause, certificate.start), title: certificate.value };
    return { name: certificate, year: courseYear(clause, certificate.start), title: null };
  }
  // «внутренний аудитор СМК, 2022, в АНО «…»» after «Повышение квалификации: …;»: the heading makes it a course.
  const keyword =
    (SUBJECT_AT_PROVIDER_RE.test(clause) ? /[—–:]/u.exec(clause) : null) ??
    COURSE_RE.exec(clause) ??
    PK_RE.exec(clause) ??
    (latinProviderStudied(clause) ? LATIN_PROVIDER_RE.exec(clause) : null) ??
    (COURSE_HEADING_RE.test(about) && about !== text ? /\S/u.exec(clause) : null);
  if (keyword === null) return null;
  const year = courseYear(clause, keyword.index);
  const titleMatch = QUOTED_TITLE_RE.exec(clause);
  const title = titleMatch?.[1]?.trim() ?? null;
  const provider = findProvider(clause);
  if (provider !== null) return { name: provider, year, title };
  if (title !== null && titleMatch !== null) {
    const start = titleMatch.index + titleMatch[0].indexOf(title);
    return { name: { value: title, start, end: start + title.length }, year, title };
  }
  // «курс по охране труда», «повышение квалификации по точному земледелию»: the course by its subject, as the seeker
  // named it (the course word in the nominative), without a trailing «в».
  const said = SUBJECT_RE.exec(clause);
  if (said !== null) {
    // «На курсы по Trimble ездил в Ростов»: the subject ends before a verb, the rest says where and when.
    const verbAt = [...said[0].matchAll(/[\p{L}-]+/gu)].find(
      (w) => w.index > said[1]!.length && /^[а-яё-]+$/iu.test(w[0]) && ['VERB', 'INFN', 'GRND'].includes(String(Az.Morph(w[0].toLowerCase())[0]?.tag.POS)),
    );
    const upToVerb = verbAt === undefined ? said[0] : said[0].slice(0, verbAt.index);
    const raw = upToVerb.replace(/(?:\s+(?:в|во|на|с|за|году|год|г|и|а))+\s*$/iu, '').trim();
    const word = said[1]!;
    const subject = raw.slice(word.length + (said[2]?.length ?? 0));
    const named = `${word === 'ПК' ? 'Повышение квалификации' : nominativeName(word)}${subject}`;
    return { name: { value: named.charAt(0).toUpperCase() + named.slice(1), start: said.index, end: said.index + raw.length }, year, title: null };
  }
  const complement = COMPLEMENT_RE.exec(clause);
  if (complement !== null) {
    const words = complementWords(complement[2]!.trim().split(/\s+/u));
    if (words.length > 0) {
      const word = complement[1]!;
      const head = /^курс/iu.test(word) ? `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()}` : nominativeName(word);
      const value = `${head.charAt(0).toUpperCase()}${head.slice(1)} ${words.join(' ')}`.replace(/^Курс(?:ов|ах)\s/u, 'Курсы ');
      const end = clause.indexOf(words[words.length - 1]!, complement.index + word.length) + words[words.length - 1]!.length;
      return { name: { value, start: complement.index, end }, year, title: null };
    }
  }
  return null;
}

/**
 * Every course a clause states, in reading order: a clause that lists two courses with their own years («в 2021
 * переподготовка в учебном центре «…», в 2023 курс по …») is read as one course per part. A part is cut at a comma
 * or semicolon before a year or a course word, and only when the part on each side names a course.
 */
export function findCourses(text: string, about: string = text): FoundCourse[] {
  // Also before a second course word: «курсы бухгалтеров, курс по Excel в 2020», «переподготовка … и курсы 1С».
  const cuts = [
    ...text.matchAll(
      /[,;]\s+(?=(?:а\s+|и\s+)?(?:(?:в|во)\s+(?:19|20)\d\d|(?:потом|затем|ещё|еще|также)\s))|(?:[,;]\s+|\s+)(?=(?:а\s+|и\s+|плюс\s+)(?:курс|переподготовк|повышени\p{L}*\s+квалификаци|сертификат|интенсив)\p{L}*)|[,;]\s+(?=(?:курс|переподготовк|повышени\p{L}*\s+квалификаци|сертификат|интенсив)\p{L}*)/giu,
    ),
  ]
    .map((m) => m.index)
    .sort((a, b) => a - b);
  const parts: { text: string; at: number }[] = [];
  let from = 0;
  for (const cut of cuts) {
    const piece = text.slice(from, cut);
    const before = text.slice(0, cut);
    if ((before.match(/«/gu)?.length ?? 0) > (before.match(/»/gu)?.length ?? 0)) continue;
    if (isCourseClause(piece) && isCourseClause(text.slice(cut + 1))) {
      parts.push({ text: piece, at: from });
      from = cut + 1;
    }
  }
  parts.push({ text: text.slice(from), at: from });
  const out: FoundCourse[] = [];
  for (const part of parts) {
    // «Курсы по детской хирургии не закончила», «бросил курс на середине»: a course left unfinished is no education.
    if (UNFINISHED_RE.test(part.text)) continue;
    const found = findCourse(part.text, about);
    if (found === null) continue;
    const shift = <T>(s: Spanned<T>): Spanned<T> => ({ value: s.value, start: s.start + part.at, end: s.end + part.at });
    out.push({ name: shift(found.name), year: found.year === null ? null : shift(found.year), title: found.title });
  }
  return out;
}

const UNFINISHED_RE = /(?<![\p{L}])(?:не\s+(?:закончил|окончил|доучил|дошёл|дошел|дошла|прош[её]л|прошла|завершил)\p{L}*|бросил\p{L}*|недоучил\p{L}*)/iu;
/** Words of leaving a degree: «бросил», «не доучилась», «отчислили», «ушёл с третьего курса», «забрал документы». */
const ABANDONED_RE =
  /(?<![\p{L}])(?:не\s+(?:закончил|окончил|доучил|завершил)\p{L}*|бросил\p{L}*|недоучил\p{L}*|отчислил\p{L}*|отчислен\p{L}*|забрал\p{L}*\s+документ\p{L}*|ушёл\s+с\s+\S+\s+курса|ушел\s+с\s+\S+\s+курса|ушла\s+с\s+\S+\s+курса)/iu;
/** A graduation said outright, not negated («окончил», «закончила», «диплом получил»). */
const GRADUATED_RE = /(?<![\p{L}]|не\s)(?:окончил\p{L}*|закончил\p{L}*|выпустил(?:ся|ась)|диплом\p{L}*\s+получил\p{L}*|получил\p{L}*\s+диплом)/iu;
/** True when a further degree's level («магистратуру», «аспирантуру») is followed by words of leaving it. */
const givenUp = (sentence: string, id: EducationLevel, at: number): boolean =>
  ['master', 'candidate', 'doctor'].includes(id) && ABANDONED_RE.test(sentence.slice(at));
/** True when a degree sentence says the seeker gave the degree up and graduates from nothing in it. */
const abandoned = (sentence: string): boolean => ABANDONED_RE.test(sentence) && !GRADUATED_RE.test(sentence);

/** Words of a degree of one's own (graduating, studying, a level): with none, a school after a course is its provider. */
const DEGREE_WORD_RE =
  /(?<![\p{L}])(?:окончил\p{L}*|закончил\p{L}*|(?:за|о)канчивал\p{L}*|учил(?:ся|ась)|учусь|выпуст\p{L}*|выпуск\p{L}*|поступ\p{L}*|диплом\p{L}*|бакалав\p{L}*|магистр(?!ал)\p{L}*|специалитет\p{L}*|аспирант\p{L}*|высшее|средне[ег]?\s+(?:специальн|профессиональн)\p{L}*)/iu;
/**
 * True when a piece names a degree (a school or a level, no course word) or a course, for cutting a sentence. A
 * graduation year alone («…в UXFeel School, окончила в 2022») is no degree of its own: it dates what was said before.
 */
const degreeOnly = (piece: string): boolean => {
  if (isCourseClause(piece)) return false;
  const found = findEducation(piece);
  return found !== null && (found.institution !== null || found.level !== null);
};
const courseOnly = (piece: string): boolean => isCourseClause(piece) && !MARKER_RE.test(withoutYearOfStudy(piece).replace(PROVIDER_NOUN_RE, ' '));
/** A school's type noun that names a course's provider («в учебном центре», «в онлайн-школе», «в академии «…»»). */
const PROVIDER_NOUN_RE = new RegExp(String.raw`(?<![\p{L}])(?:в|во|на|при)\s+(?:[\p{L}-]+\s+){0,2}${PROVIDER_TYPE}(?:\s+[а-яё]+){0,2}\s+${QUOTED}`, 'gu');

/**
 * The parts of an education sentence that each state one thing: a degree and a course said in one sentence
 * («окончила Казанский университет в 2016, а в 2020 получила сертификат …», «техникум 2010 и курсы сварщика в
 * 2019») are read apart, so the course never hides the degree. A cut falls at a comma, a semicolon or «а/и» before
 * a new clause, only where one side is a degree and the other a course. Offsets are into `text`.
 */
export function educationParts(text: string): { text: string; at: number }[] {
  const parts: { text: string; at: number }[] = [];
  let from = 0;
  for (const m of text.matchAll(
    /\s*[,;]\s+(?:(?:а|и|но|плюс)\s+)?(?:(?:потом|затем|позже|после\s+этого)\s+)?|\s+(?:(?:а|и|плюс)\s+)?(?:потом|затем|позже|после\s+этого)\s+|\s+(?:а|и|плюс)\s+/giu,
  )) {
    const before = text.slice(from, m.index);
    const after = text.slice(m.index + m[0].length);
    // Never inside a quoted title or brackets («Скорая и неотложная помощь»).
    const open = (t: string, a: RegExp, b: RegExp): boolean => (t.match(a)?.length ?? 0) > (t.match(b)?.length ?? 0);
    if (
      open(text.slice(0, m.index), /«/gu, /»/gu) ||
      open(text.slice(0, m.index), /\(/gu, /\)/gu) ||
      (text.slice(0, m.index).match(/"/gu)?.length ?? 0) % 2 === 1
    )
      continue;
    // «повышение квалификации «…», Пермский институт развития, 2022»: a school after a bare comma, with no word of
    // studying, is the provider of a course that names none; not a degree of its own.
    if (/^\s*,\s+$/u.test(m[0]) && courseOnly(before) && findProvider(before) === null && !DEGREE_WORD_RE.test(after) && institutionsIn(after).length > 0)
      continue;
    // «… в 2012 потом в 2016 поступил в кгту …»: a word of sequence parts two statements of any kind, also unpunctuated.
    const sequence = /(?:^|\s)(?:потом|затем|позже|после\s+этого)\s*$/iu.test(m[0]);
    const either = (t: string): boolean => degreeOnly(t) || courseOnly(t);
    if ((degreeOnly(before) && courseOnly(after)) || (courseOnly(before) && degreeOnly(after)) || (sequence && either(before) && either(after))) {
      parts.push({ text: before, at: from });
      from = m.index + m[0].length;
    }
  }
  parts.push({ text: text.slice(from), at: from });
  return parts.flatMap((p) => (isCourseClause(p.text) ? [p] : splitBySchool(p.text).map((q) => ({ text: q.text, at: p.at + q.at }))));
}

/** A clause break and how strongly it parts two statements: a full stop, «, а», a comma, a dash or a bracket. */
const BREAK_RE = /[.;!?](?=\s)|,?\s+(?:а|и|затем|потом|позже)\s+|,|\s[—–]\s|\(/gu;
const breakStrength = (b: string): number => (/^[.;!?]$/u.test(b) ? 4 : /\s(?:а|и|затем|потом|позже)\s/u.test(b) ? 3 : b === ',' ? 2 : 1);

/**
 * A degree sentence that names two schools, each with its own year, read as one part per school: «юридическое
 * (СибУПК, 2008) и экономическое (НГУЭУ, 2012)», «2009 — энергетический колледж, электрик. 2015 — КГЭУ»,
 * «окончил автотранспортный колледж в 2011, а в 2014 — дорожную академию». Each year belongs to the school nearest to
 * it; the cut falls at the strongest break between one school's last word or year and the next school's first.
 */
function splitBySchool(text: string): { text: string; at: number }[] {
  const schools = institutionsIn(text);
  if (schools.length < 2) return [{ text, at: 0 }];
  const distance = (y: { start: number; end: number }, s: Spanned<string>): number => (y.end <= s.start ? s.start - y.end : Math.max(0, y.start - s.end));
  const owner = yearsIn(text).map((y) => ({ y, school: schools.reduce((best, s, i) => (distance(y, s) < distance(y, schools[best]!) ? i : best), 0) }));
  const parts: { text: string; at: number }[] = [];
  let from = 0;
  for (let i = 0; i + 1 < schools.length; i += 1) {
    const mine = owner.filter((o) => o.school === i).map((o) => o.y.end);
    const next = owner.filter((o) => o.school === i + 1).map((o) => o.y.start);
    const lo = Math.max(schools[i]!.end, ...mine);
    const hi = Math.min(schools[i + 1]!.start, ...next);
    if (hi <= lo) return [{ text, at: 0 }];
    const breaks = [...text.slice(lo, hi).matchAll(BREAK_RE)];
    if (breaks.length === 0) return [{ text, at: 0 }];
    const best = breaks.reduce((a, b) => (breakStrength(b[0]) >= breakStrength(a[0]) ? b : a));
    parts.push({ text: text.slice(from, lo + best.index), at: from });
    from = lo + best.index + best[0].length;
  }
  parts.push({ text: text.slice(from), at: from });
  // Each part must still name its school, or the sentence is read whole.
  return parts.every((p) => institutionsIn(p.text).length > 0) ? parts : [{ text, at: 0 }];
}

/**
 * The entry of `education` a found degree adds to, or a new one (`fresh`) to push, or null when it adds nothing.
 * The same school (its name, or one abbreviating the other: «ТюмГУ» and «Тюменский государственный университет»)
 * with the same or no year is that entry; the same school with another year is another degree there, named as the
 * entry names it («бакалавриат 2015» beside hh's master of 2017); a year said with no school («Диплом получила в
 * 2013.») goes to the school said before it with no year; an entry of the same year is that entry.
 */
export function placeEducation(education: readonly EducationEntry[], edu: FoundEducation): { entry: EducationEntry; fresh: boolean } | null {
  const namesake = (e: EducationEntry): boolean =>
    edu.institution !== null &&
    e.institution.value !== null &&
    e.course !== true &&
    (sameEmployer(e.institution.value, edu.institution.value) ||
      abbreviates(e.institution.value, edu.institution.value) ||
      abbreviates(edu.institution.value, e.institution.value));
  const otherYear = (e: EducationEntry): boolean => edu.year !== null && e.year.value !== null && e.year.value !== edu.year.value;
  const same = education.find((e) => (edu.year !== null && e.year.value === edu.year.value && e.course !== true) || (namesake(e) && !otherYear(e)));
  if (same !== undefined) return { entry: same, fresh: false };
  if (edu.institution === null && edu.year !== null) {
    const yearless = [...education].reverse().find((e) => e.course !== true && e.year.value === null && e.institution.value !== null);
    if (yearless !== undefined) return { entry: yearless, fresh: false };
  }
  if (edu.institution === null && edu.level === null) return null;
  const sibling = education.find(namesake);
  return {
    entry: {
      institution:
        sibling?.institution.value == null ? { value: null, sources: [] } : { value: sibling.institution.value, sources: [...sibling.institution.sources] },
      year: { value: null, sources: [] },
      speciality: { value: null, sources: [] },
      level: { value: null, sources: [] },
    },
    fresh: true,
  };
}
