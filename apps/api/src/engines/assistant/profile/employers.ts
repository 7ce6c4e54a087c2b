/**
 * Employers and roles named in Russian answers. An employer is a quoted name after «в/на/из/у» or a company word
 * («в компании «Вектор»», «в ООО «Ромашка»»), a capitalised name after «в/во/на» («в Ромашке» → «Ромашка»,
 * «в Альфа-Банке» → «Альфа-Банк»), or a numbered institution («в школе № 57» → «Школа № 57»). A role is the
 * instrumental after «работаю/работал(а)» («работаю ведущим бухгалтером» → «ведущий бухгалтер») or the phrase after
 * «на позиции / в должности / в роли».
 */
import Az from 'az';
import { isKnownWord, lemmaOf, phraseToNominative } from './morphology';
import { placesData } from './data-files';
import { gradeAfter, isIndeclinableTrade } from './person-roles';
import { platformTitle } from './role-form';
import { findSkillsInText, normaliseSkill } from './skills';
import { fold, keyOf, wordsOf } from './words';
import { hasEmploymentVerb } from './work-verbs';

/** A name found in a sentence: the value (nominative) and its span in the sentence. */
export interface Found {
  value: string;
  start: number;
  end: number;
}

const ORG_FORMS = String.raw`ООО|ОАО|ЗАО|ПАО|НАО|АО|ИП|ГК|СПК|ФГУП|ГУП|МУП|ФГБУ|ФГБОУ|ФГАОУ|ФГКУ|ФГУ|ФКУ|ФБУЗ|ОГБУЗ|ГБУЗ|ГАУЗ|БУЗ|ГБУСО|ГАУСО|ГБУК|ГАУК|КГБУ|КГКУ|КГАУ|ОГБУ|ОГАУ|ГБУ|ГАУ|ГКУ|МКУК|МБУК|МАУК|МУК|МКУ|МБУ|МАУ|АУ|МБОУ|МКОУ|МБДОУ|МКДОУ|МАДОУ|МАОУ|ГБОУ|ГАПОУ|ГБПОУ|МБУДО|МАУДО|ЧОО|ЧОП|НКО|АНО|ТСЖ`;
const ORG_NOUNS = String.raw`(?:[а-яё]{2,6}-?)?(?:компани|фирм|холдинг|агентств)\p{L}*|организаци\p{L}*|корпораци\p{L}*|сет(?:и|ь|ью)|групп[аеу]\s+компаний|студи\p{L}*|банк\p{L}*`;
const PLACE_NOUNS = String.raw`магазин\p{L}*|ресторан\p{L}*|кафе|бар(?:а|е|у|ом|ы|ов)?|паб(?:а|е|у|ом)?|бистро|клиник\p{L}*|больниц\p{L}*|поликлиник\p{L}*|школ\p{L}*|гимнази\p{L}*|лице[ейяю]\p{L}*|детск\p{L}*\s+сад\p{L}*|сад[уе]?|склад\p{L}*|завод\p{L}*|фабрик\p{L}*|цех\p{L}*|салон\p{L}*|автопарк\p{L}*|таксопарк\p{L}*|гостиниц\p{L}*|отел\p{L}*|типографи\p{L}*|центр\p{L}*|бюро|кофейн\p{L}*|пекарн\p{L}*|кондитерск\p{L}*|столов\p{L}*|аптек\p{L}*|автосервис\p{L}*|дилерск\p{L}*\s+центр\p{L}*|издательств\p{L}*|редакци\p{L}*|театр\p{L}*|музе[йяюе]\p{L}*|библиотек\p{L}*|клуб\p{L}*|лаборатори\p{L}*|министерств\p{L}*|департамент\p{L}*|администраци\p{L}*|стоматологи\p{L}*|провайдер\p{L}*|маркетплейс\p{L}*|стартап\p{L}*|фонд\p{L}*|мастерск\p{L}*|ателье|хостел\p{L}*|санатори\p{L}*|пансионат\p{L}*|(?:дом[а-яё]*-)?интернат\p{L}*|турбаз\p{L}*|лесхоз\p{L}*|лесничеств\p{L}*|охотхозяйств\p{L}*|хозяйств\p{L}*|кооператив\p{L}*|колхоз\p{L}*|совхоз\p{L}*|комбинат\p{L}*|предприяти\p{L}*|учреждени\p{L}*|филиал\p{L}*|интернет-магазин\p{L}*|колл-центр\p{L}*|депо|порт[уе]?|аэропорт\p{L}*|[дД]ом(?:а|е|у|ом)?\s+(?:культуры|творчества|быта|престарелых|ребёнка|ребенка|моды|книги|музыки|офицеров|учёных|ученых|кино|пионеров|детского\s+творчества|народного\s+творчества)`;
const PREP = String.raw`(?<![\p{L}])(?:[вВ]о?|[нН]а|[иИ]з|[уУ]|[дД]ля)`;

const LEGAL_FORM_WORD_RE = new RegExp(String.raw`^(?:${ORG_FORMS})$`, 'u');
/** True when a word is a legal form or a state institution's form as written («ООО», «ГБУЗ», «КГБУ»). */
export function isLegalForm(word: string): boolean {
  return LEGAL_FORM_WORD_RE.test(word);
}

/** Legal forms as seekers who write without capitals type them («в ао «прикамбумпром»»). */
const ORG_FORMS_LOWER = ORG_FORMS.toLowerCase();
/** An abbreviation in capitals right before a quoted name is a legal form or an institution type («ЗМК «Уралпрофиль»», «НИИ «…»»). */
const ABBR_FORM = String.raw`[А-ЯЁ]{2,5}`;
/** A genitive complement between an institution noun and its name: «в ресторане грузинской кухни «…»», «в сети аптек «…»». */
const COMPLEMENT = String.raw`(?<complement>(?:для\s+)?(?:[а-яё][а-яё-]*\s+){1,2})?`;
/** «Архангельской области», «Пермского края», «Республики Коми» after a legal form: the region of a state body. */
const REGION_CAPITALISED = String.raw`(?:[А-ЯЁ][а-яё-]+(?:ской|цкой|ского|цкого|ого|ей)\s+(?:области|края|округа|района)|Республики\s+[А-ЯЁ][а-яё-]+)`;
const QUOTED_RE = new RegExp(
  String.raw`(?:${PREP}\s+(?:(?:[а-яё-]+\s+)?(?:${ORG_FORMS}|${ORG_FORMS_LOWER}|${ORG_NOUNS}|${PLACE_NOUNS})\s+${COMPLEMENT})?|(?<![\p{L}])(?:${ORG_FORMS}|${ABBR_FORM}|${ORG_NOUNS}|${PLACE_NOUNS})(?:\s+[А-ЯЁ]{1,4}\([А-ЯЁ]{1,3}\)|\s+(?<region>${REGION_CAPITALISED}))?\s+(?<complement2>(?:[а-яё][а-яё-]*\s+){1,2})?)[«"„“](?<name>[^»"“”\n]{2,60})[»"”“]`,
  'gu',
);
const CAPITALISED_RE = new RegExp(
  String.raw`(?:${PREP}\s+(?:(?:[а-яё-]+\s+)?(?:${ORG_FORMS}|${ORG_NOUNS}|${PLACE_NOUNS})\s+${COMPLEMENT})?|(?<![\p{L}])(?:${ORG_FORMS})\s+)(?<name>(?:[A-ZА-ЯЁ0-9][\p{L}\d&'’+]*(?:-[\p{L}\d]+)*)(?:\s+[A-ZА-ЯЁ][\p{L}\d&'’+]*(?:-[\p{L}\d]+)*){0,2})`,
  'gu',
);
/** A kind of institution (any case, capitalised or not) with up to two genitive words, then a quoted name. */
const KIND_BEFORE_QUOTE_RE = new RegExp(String.raw`^(?:${PLACE_NOUNS}|${ORG_NOUNS})\s+(?:[а-яё][а-яё-]*\s+){0,2}[«"„“]`, 'iu');
const NUMBERED_RE = new RegExp(String.raw`${PREP}\s+((?:[\p{L}-]+\s+)?(?:${PLACE_NOUNS}))\s*№\s*(\d+)`, 'giu');

/** «был «Ростелеком»», «потом «Вега»», «затем — «Альфа»». */
const SEQUENCE_QUOTED_RE = /(?<![\p{L}])(?:был[аио]?|потом|затем|далее|после\s+этого)\s+(?:[—–-]\s+)?[«"](?<name>[^»"\n]{2,60})[»"]/giu;
const SOLE_PROPRIETOR_RE =
  /(?<![\p{L}])(?:(?<prep>у|в|на|от)\s+)?(?<form>ИП|ип)\s+(?<surname>[А-ЯЁа-яё][а-яё]{2,})(?:\s+(?<initials>[А-ЯЁ]\.\s*[А-ЯЁ]\.?)|\s+(?<first>[А-ЯЁа-яё][а-яё]+)\s+(?<patronymic>[А-ЯЁа-яё][а-яё]+(?:ович|евич|ич|овн|евн|ичн)[а-яё]{0,2}))?(?![\p{L}])/gu;
/** Verbs and nouns of one's own schooling: «училась», «окончил», «выпускница». */
const STUDY_VERB_RE = /(?<![\p{L}])(?:учил(?:ся|ась|ись)|уч[её]лся|окончил\p{L}*|закончил\p{L}*|выпускни\p{L}*|поступил\p{L}*)(?![\p{L}])/iu;

/**
 * The nominative of a surname in `grammCase`, in its own gender: «Хасановой» → «Хасанова», «Петрова» (genitive)
 * → «Петров». The dictionary gives a feminine surname the masculine lemma, so the feminine «-а» is put back after
 * «-ов/-ев/-ин/-ын». A word the dictionary does not read as a surname stays as written, first letter raised.
 */
export function surnameNominative(word: string, grammCase: string): string {
  const raised = word.charAt(0).toUpperCase() + word.slice(1);
  // A surname names one person: a plural reading («Габдрахманов» as the genitive plural of «Габдрахман») is a wrong guess.
  const parses = Az.Morph(raised).filter((p) => p.tag['Surn'] === true && p.tag.NMbr !== 'plur');
  const parse = parses.find((p) => p.tag.CAse === grammCase) ?? parses.find((p) => p.tag.CAse === 'nomn');
  if (parse === undefined) return raised;
  const lemma = parse.normalize().word;
  const feminine = parse.tag.GNdr === 'femn' && /(?:ов|ев|ёв|ин|ын)$/u.test(lemma) ? `${lemma}а` : lemma;
  // Declension changes the ending only: a lemma that does not share the word's first letters is a wrong guess.
  if (feminine.slice(0, 3) !== word.toLowerCase().slice(0, 3)) return raised;
  return feminine.charAt(0).toUpperCase() + feminine.slice(1);
}

/** «ооо электросетьстрой», «ао северный путь»: a company's legal form and one or two words after it, all lower case. */
const LOWER_FORM_NAME_RE = /(?<![\p{L}])(ооо|оао|зао|пао|нао|ао)\s+([а-яё][а-яё-]{2,}(?:\s+[а-яё][а-яё-]{2,})?)(?![\p{L}])/gu;

/** True when a word is a legal form or an institution noun («Банк», «завода», «ООО»): no name of its own. */
export function isInstitutionWord(word: string): boolean {
  return new RegExp(String.raw`^(?:${ORG_FORMS}|${ORG_NOUNS}|${PLACE_NOUNS}|газет\p{L}*|журнал\p{L}*)$`, 'iu').test(word);
}

/** Capitalised words after «в» that are not employers: cities, countries, months, languages, pronouns. */
const NOT_EMPLOYERS = new Set(
  [
    'Москва',
    'Санкт-Петербург',
    'Петербург',
    'Питер',
    'Казань',
    'Екатеринбург',
    'Новосибирск',
    'Нижний',
    'Самара',
    'Краснодар',
    'Уфа',
    'Челябинск',
    'Ростов-на-Дону',
    'Ростов',
    'Красноярск',
    'Воронеж',
    'Пермь',
    'Тюмень',
    'Омск',
    'Томск',
    'Иркутск',
    'Владивосток',
    'Сочи',
    'Калининград',
    'Ярославль',
    'Тула',
    'Россия',
    'Европа',
    'Германия',
    'Турция',
    'Китай',
    'СНГ',
    'РФ',
    'Я',
    'Мы',
    'Это',
    'Январь',
    'Февраль',
    'Март',
    'Апрель',
    'Май',
    'Июнь',
    'Июль',
    'Август',
    'Сентябрь',
    'Октябрь',
    'Ноябрь',
    'Декабрь',
    'Excel',
    'Telegram',
    'Instagram',
    'VK',
    'ВКонтакте',
    'Москве',
    'Питере',
    'Петербурге',
    'Казани',
    'ОСНО',
    'УСН',
    'ЕНВД',
    'ЕГЭ',
    'ОГЭ',
    'ФГОС',
    'ПДД',
  ].map(fold),
);
const EDUCATION_RE =
  /университет|институт|академи|колледж|техникум|училищ|консерватори|вуз|бакалавр|магистр|аспирант|факультет|кафедр|учил(?:ся|ась)|окончил|закончил/iu;

/** Nouns of a place: a capitalised name right before or after one of them is a street, station or district. */
const PLACE_WORD_RE =
  /^(?:улиц\p{L}*|ул\.?|проспект\p{L}*|пр-т|шоссе|площад\p{L}*|бульвар\p{L}*|набережн\p{L}*|переул\p{L}*|район\p{L}*|р-н|микрорайон\p{L}*|мкр\.?|слобод\p{L}*|метро|станци\p{L}*|вокзал\p{L}*|област\p{L}*|кра[йяею]|город\p{L}*|округ\p{L}*|берег\p{L}*|тракт\p{L}*|парк\p{L}*|сквер\p{L}*|остров\p{L}*|жк|рощ[аеиу]|бор[уе]?|лес[уе]?|пол[еяю]|пруд\p{L}*|озер\p{L}*|гор[аеуы]|горк\p{L}*|полян\p{L}*|луг[уе]?|посёл\p{L}*|посел\p{L}*|деревн\p{L}*|сел[оеау]|квартал\p{L}*|проезд\p{L}*|тупик\p{L}*|алле[яеи])$/iu;

let gazetteer: Set<string> | undefined;
/** Keys of every place the gazetteer knows (cities the sandbox serves, countries, metro stations). */
function placeKeys(): Set<string> {
  if (gazetteer !== undefined) return gazetteer;
  const data = placesData();
  const names = [...data.cities, ...data.countries, ...Object.keys(data.stations), ...Object.values(data.stations).flat()];
  gazetteer = new Set(names.map((n) => employerKey(n)).filter((k) => k !== ''));
  return gazetteer;
}

/** True when the gazetteer claims the name: a city the sandbox serves, a country or a metro station, in any case form. */
export function isKnownPlace(name: string): boolean {
  const key = employerKey(name);
  return key !== '' && (placeKeys().has(key) || placeKeys().has(employerKey(lemmaOf(name))) || isGeographicalName(name));
}

/**
 * True when the morphology dictionary knows a one-word name only as a geographical name (OpenCorpora's «Geox»):
 * «в Тобольске», «в Якутии», «на Кубани». A word that is also a common noun or an organisation («Магнит») is not.
 */
export function isGeographicalName(name: string): boolean {
  if (!/^[А-ЯЁ][а-яё]+(?:-[А-ЯЁа-яё][а-яё]+)*$/u.test(name)) return false;
  const parses = Az.Morph(name);
  return parses.length > 0 && parses.every((p) => p.tag['Geox'] === true);
}

/** The places (as nominative keys) a text names: capitalised words the gazetteer or the dictionary takes for a place. */
export function placesIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?<![\p{L}])[А-ЯЁ][а-яё]+(?:-[А-ЯЁа-яё][а-яё]+)*/gu)) {
    if (m.index === 0) continue;
    if (isGeographicalName(m[0]) || placeKeys().has(employerKey(lemmaOf(m[0])))) out.push(employerKey(lemmaOf(m[0])));
  }
  return [...new Set(out)];
}

/**
 * True when grammar makes «на/у X» a place, not a company: X alone is an adjective («на Павелецкой», «у Курского»,
 * «на Ново-Садовой») or a surname in the genitive («на Малиновского») — a station, a street or a landmark.
 */
function isPlaceByGrammar(preposition: string, words: readonly string[]): boolean {
  if (!/^(?:на|у)$/iu.test(preposition) || words.length !== 1) return false;
  const word = words[0]!;
  const tail = word.slice(word.lastIndexOf('-') + 1).toLowerCase();
  if (!/^[а-яё]+$/u.test(tail)) return false;
  const parses = Az.Morph(tail);
  const best = parses[0];
  if (best === undefined) return false;
  if (best.tag.POS === 'ADJF') return true;
  return parses.some((p) => p.tag['Surn'] === true && p.tag.CAse === 'gent');
}

/** True when the words between an institution noun and its name are a genitive phrase («грузинской кухни», «аптек»), or absent. */
function isGenitiveComplement(words: string | undefined): boolean {
  if (words === undefined || words.trim() === '') return true;
  // «в пансионате для пожилых «…»»: whom a place is for is said in the genitive after «для».
  return words
    .trim()
    .replace(/^для\s+/u, '')
    .split(/\s+/u)
    .every(
      (w) =>
        !STOP_WORDS.has(w) && Az.Morph(w.slice(w.lastIndexOf('-') + 1)).some((p) => (p.tag.POS === 'NOUN' || p.tag.POS === 'ADJF') && p.tag.CAse === 'gent'),
    );
}

/**
 * The nominative of a one-word company name. Capitalised, the dictionary may read it as a person's name («Альфе» →
 * «Альф»); a company is named by a common word, so the common noun's nominative wins («Альфа») when the dictionary
 * knows the word in lower case.
 */
function nameLemma(word: string): string {
  const tail = word.slice(word.lastIndexOf('-') + 1);
  const first = Az.Morph(tail)[0];
  const asPerson = first !== undefined && (first.tag['Name'] === true || first.tag['Surn'] === true || first.tag['Patr'] === true);
  if (asPerson && /^[А-ЯЁ][а-яё]+$/u.test(tail)) {
    const common = Az.Morph(tail.toLowerCase()).find((p) => p.tag.POS === 'NOUN' && p.tag['Name'] !== true && p.tag['Surn'] !== true && p.tag['Patr'] !== true);
    const nomn = common === undefined ? false : common.inflect(['nomn', 'sing']);
    if (nomn !== false && nomn.word.slice(0, 3) === tail.toLowerCase().slice(0, 3))
      return word.slice(0, word.length - tail.length) + tail.charAt(0) + nomn.word.slice(1);
  }
  return lemmaOf(word);
}

/** True when a capitalised word reads first as an adjective («Берёзовском», «Заречном»), not as a noun. */
function isAdjectiveAlone(word: string): boolean {
  const tail = word.slice(word.lastIndexOf('-') + 1).toLowerCase();
  return /^[а-яё]+$/u.test(tail) && Az.Morph(tail)[0]?.tag.POS === 'ADJF';
}

/** True when `next` is a lower-case noun in a case the adjective `word` has: «Сосновском лесничестве». */
function agreesWithNext(word: string, nextWord: string): boolean {
  // «Муромском доме-интернате»: a compound noun agrees by its first part.
  const next = nextWord.split('-')[0]!;
  if (!/^[а-яё]+$/u.test(next)) return false;
  const cases = new Set(
    Az.Morph(word.toLowerCase())
      .filter((p) => p.tag.POS === 'ADJF')
      .map((p) => p.tag.CAse),
  );
  return Az.Morph(next).some((p) => p.tag.POS === 'NOUN' && cases.has(p.tag.CAse));
}

const FORM_AFTER_RE = new RegExp(
  String.raw`^\s*(?:\(\s*(?:тогда|ныне|сейчас|раньше)?\s*(${ORG_FORMS}|${ORG_FORMS_LOWER})\s*[),]|(?:[,—–-]|\n)\s*(?:это|там|у\s+нас)\s+(?:тоже\s+)?(${ORG_FORMS}|${ORG_FORMS_LOWER})(?![\p{L}])(?!\s*[«"„“(]|\s+[А-ЯЁA-Z]))`,
  'u',
);

/**
 * The legal form said right after a name that came without one: «на телеканале «Волна» (МАУ)», «в «Ромашке» — это
 * ООО», «в клубе «Орион», там МБУК»; `length` is how far it reaches past `end`. Null when none is said there.
 */
export function formSaidAfter(sentence: string, end: number): { form: string; length: number } | null {
  const m = FORM_AFTER_RE.exec(sentence.slice(end));
  const form = m?.[1] ?? m?.[2];
  return m === null || form === undefined ? null : { form: form.toUpperCase(), length: m[0].length };
}

const FORM_BEFORE_RE = new RegExp(String.raw`(?<![\p{L}])((?:${ORG_FORMS}|${ORG_FORMS_LOWER})(?:\s+[А-ЯЁ]{2,5})?)\s*$`, 'u');

/**
 * The legal form said right before a quoted name, as it ends `text` («в ООО », «ООО ПКО »), in capitals, with where it
 * starts in `text`; null when `text` does not end with one. «ИП» is left to the sole proprietor's own reading.
 */
export function formSaidBefore(text: string): { form: string; start: number } | null {
  const m = FORM_BEFORE_RE.exec(text);
  if (m === null || /^ип$/iu.test(m[1]!)) return null;
  return { form: m[1]!.toUpperCase().replace(/\s+/gu, ' '), start: m.index };
}

/** True when `found` is the employer a form's own field names in `sentence` («Организация: …»). */
export function isFieldEmployer(sentence: string, found: Pick<Found, 'start'>): boolean {
  const field = FIELD_EMPLOYER_RE.exec(sentence);
  return field !== null && field.index + field[0].length - field[1]!.length === found.start;
}

const FIELD_EMPLOYER_RE =
  /^\s*(?:[-—–•*]\s*)?(?:организация|компания|работодатель|место\s+(?:работы|службы)|employer|company)\s*[:—–]\s*((?:[^,;()\n.]|\.(?=\S))+?)\s*(?=[,;(\n]|\.?\s*$)/iu;

/** True when the last of `words` is a nominative adjective agreeing in gender and number with the noun before it. */
function agreesWithNounBefore(words: readonly string[]): boolean {
  if (words.length < 2) return false;
  const nouns = Az.Morph(words[words.length - 2]!).filter((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'nomn');
  return Az.Morph(words[words.length - 1]!).some(
    (a) =>
      a.tag.POS === 'ADJF' && a.tag.CAse === 'nomn' && nouns.some((n) => n.tag.NMbr === a.tag.NMbr && (a.tag.NMbr === 'plur' || n.tag.GNdr === a.tag.GNdr)),
  );
}

/** The comparison key of an employer name: quotes and legal forms dropped, word stems joined by spaces. */
export function employerKey(name: string): string {
  const withoutForms = name.replace(new RegExp(String.raw`(?<![\p{L}])(?:${ORG_FORMS})(?![\p{L}])`, 'gu'), ' ').replace(/[«»"„“”]/gu, ' ');
  return wordsOf(withoutForms)
    .map((w) => w.key)
    .join(' ');
}

/** «В заповеднике описала …», «У Кудашкиной придумал …», «На ФАПе за 7 лет …»: the word after «в/во/на/у» a sentence opens with. */
const OPENING_POINTER_RE = /^(?:(?:а|и|ещё|еще|там|тогда)\s+)?(?:в|во|на|у)\s+([\p{L}][\p{L}-]*)(?=[\s,.:;!?—–]|$)/iu;

/**
 * The word a sentence opens with after «в/во/на/у» when it may point back at a job named elsewhere: a name or an
 * abbreviation («У Кудашкиной», «В КПС») or a noun («В заповеднике»); null for a pronoun («У нас»), an adjective
 * («На прошлой …»), a number, or any other opening.
 */
export function openingPointer(sentence: string): string | null {
  const m = OPENING_POINTER_RE.exec(sentence.trimStart());
  if (m === null) return null;
  const word = m[1]!;
  if (/^[А-ЯЁA-Z]/u.test(word) && !/^[А-ЯЁ][а-яё]+$/u.test(word)) return word;
  const parses = Az.Morph(word.toLowerCase());
  if (parses.some((p) => p.tag.POS === 'NPRO' || p.tag['Apro'] === true || p.tag.POS === 'PREP' || p.tag.POS === 'CONJ')) return null;
  if (/^[А-ЯЁ]/u.test(word)) return word;
  return parses[0]?.tag.POS === 'NOUN' ? word : null;
}

/**
 * The initials of the words of an employer's name, its legal form and quotes left out, in capitals: «ООО «Казанские
 * программные системы»» → «КПС». Empty when the name has fewer than two words.
 */
export function nameInitials(name: string): string {
  const words =
    employerKey(name) === '' ? [] : (name.replace(new RegExp(String.raw`(?<![\p{L}])(?:${ORG_FORMS})(?![\p{L}])`, 'gu'), ' ').match(/[\p{L}]+/gu) ?? []);
  return words.length < 2 ? '' : words.map((w) => w.charAt(0).toUpperCase()).join('');
}

/** Cyrillic letters as Latin ones, the way Russian names are spelt in Latin script («Сахалин» → «sakhalin»). */
const LATIN_OF: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/**
 * The sound skeleton of a word in Latin letters, for matching a name across scripts: Cyrillic transliterated, the
 * spellings of one sound made one («dzh», «dj», «j» and «g» before «e/i» → «j»; «kh» → «h»; «c/ck/q» → «k»; «w» → «v»;
 * «ph» → «f»), vowels (unless kept) and doubled letters dropped. «Диджитал» and «Digital» both give «djtl».
 */
function soundSkeleton(word: string, keepVowels = false): string {
  let latin = [...fold(word)].map((ch) => LATIN_OF[ch] ?? ch).join('');
  latin = latin
    .replace(/dzh|dj|zh|j/gu, 'J')
    .replace(/g(?=[eiy])/gu, 'J')
    .replace(/kh/gu, 'h')
    .replace(/ph/gu, 'f')
    .replace(/ck|q|c(?![eiy])/gu, 'k')
    .replace(/c/gu, 's')
    .replace(/x/gu, 'ks')
    .replace(/w/gu, 'v')
    .replace(/ts|tz/gu, 'C')
    .replace(keepVowels ? /(?!)/gu : /[aeiouy]/gu, '')
    .replace(/(.)\1+/gu, '$1');
  return latin;
}

/** The edit distance of two short strings (insertions, deletions, substitutions). */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next.push(Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    row = next;
  }
  return row[b.length]!;
}

/**
 * True when a Latin-script word and a Cyrillic one are one name spelt in two scripts («Digital» / «Диджитал»,
 * «Sakhalin» / «Сахалина»): their sound skeletons differ by at most one letter (none for a short one), a case ending of
 * the Cyrillic word left aside.
 */
function sameAcrossScripts(a: string, b: string): boolean {
  const latin = /^[a-z0-9-]+$/iu.test(a) ? a : /^[a-z0-9-]+$/iu.test(b) ? b : null;
  const cyrillic = latin === a ? b : a;
  if (latin === null || !/^[а-яё-]+$/iu.test(cyrillic)) return false;
  const l = soundSkeleton(latin);
  // A short word has too few consonants to tell names apart: its vowels must agree too («Kama» / «Кама»).
  if (l.length < 3) return l.length > 0 && soundSkeleton(latin, true) === soundSkeleton(cyrillic, true);
  const forms = [soundSkeleton(cyrillic), soundSkeleton(keyOf(cyrillic))];
  return forms.some((c) => editDistance(l, c) <= (l.length >= 5 ? 1 : 0));
}

/** Words that join the words of a name and carry none of it: «и», «в», «на», «по», «им.», «имени». */
const LINK_WORDS = new Set(['и', 'в', 'во', 'на', 'по', 'при', 'им', 'имени', 'of', 'and', 'the']);

interface NameWord {
  raw: string;
  key: string;
}

const nameWordsOf = (name: string, splitHyphens: boolean): NameWord[] =>
  wordsOf(
    (splitHyphens ? name.replace(/-/gu, ' ') : name)
      .replace(new RegExp(String.raw`(?<![\p{L}])(?:${ORG_FORMS})(?![\p{L}])`, 'gu'), ' ')
      .replace(/[«»"„“”()]/gu, ' '),
  )
    .map((w) => ({ raw: w.raw, key: w.key }))
    .filter((w) => !LINK_WORDS.has(fold(w.raw)));

/**
 * True when every word of `short` is a word of `long`: the same stem, the same name in the other script, or an
 * abbreviation in capitals of consecutive words of `long` («РД» for «Республике Дагестан», «КПС» for «Казанские
 * программные системы»). A name that is all abbreviations must spell out the whole of `long`.
 */
function wordsWithin(short: NameWord[], long: NameWord[]): boolean {
  let abbreviations = 0;
  const covered = new Set<number>();
  for (const w of short) {
    const same = long.findIndex((l) => l.key === w.key || sameAcrossScripts(l.raw, w.raw));
    if (same >= 0) {
      covered.add(same);
      continue;
    }
    const letters = /^[А-ЯЁA-Z]{2,6}$/u.test(w.raw) ? fold(w.raw) : '';
    if (letters === '') return false;
    const at = long.findIndex((_, i) => long.length - i >= letters.length && [...letters].every((ch, k) => fold(long[i + k]!.raw).startsWith(ch)));
    if (at < 0) return false;
    for (let k = 0; k < letters.length; k++) covered.add(at + k);
    abbreviations++;
  }
  return abbreviations === 0 || abbreviations < short.length || covered.size === long.length;
}

/**
 * True when two employer names denote the same employer: one's words all within the other's (legal forms, quotes and
 * joining words aside), a word spelt in the other script, an abbreviation standing for the words it shortens.
 */
export function sameEmployer(a: string, b: string): boolean {
  const ka = employerKey(a).split(' ').filter(Boolean);
  const kb = employerKey(b).split(' ').filter(Boolean);
  if (ka.length === 0 || kb.length === 0) return false;
  if (sameNumberedInstitution(a, b)) return true;
  const [short, long] = ka.length <= kb.length ? [ka, kb] : [kb, ka];
  if (short.every((k) => long.includes(k))) return true;
  // «Volga Trade» for «Волга-Трейд»: across scripts the parts of a hyphenated word are words of their own.
  const scripts = /[а-яё]/iu.test(a) !== /[а-яё]/iu.test(b);
  const wa = nameWordsOf(a, scripts);
  const wb = nameWordsOf(b, scripts);
  if (wa.length === 0 || wb.length === 0) return false;
  return wordsWithin(wa, wb) || wordsWithin(wb, wa);
}

/**
 * True when two names are one numbered institution said two ways: «Больница № 3» and «ГБУЗ ГКБ №3», «Школа № 12»
 * and «МБОУ СОШ № 12». The numbers must agree, and the kind one name says in a word must be the head of the other's
 * abbreviation (a Russian abbreviation ends with its head noun: «ГКБ» — городская клиническая больница). Legal forms
 * are no kind; two words of kind must be the same word.
 */
function sameNumberedInstitution(a: string, b: string): boolean {
  const numberOf = (name: string): string | undefined => /№\s*(\d+)/u.exec(name)?.[1];
  const na = numberOf(a);
  if (na === undefined || na !== numberOf(b)) return false;
  const kindOf = (name: string): string[] =>
    name
      .replace(/№\s*\d+/gu, ' ')
      .replace(new RegExp(String.raw`(?<![\p{L}])(?:${ORG_FORMS})(?![\p{L}])`, 'gu'), ' ')
      .split(/[\s«»"]+/u)
      .filter(Boolean);
  const [wa, wb] = [kindOf(a), kindOf(b)];
  if (wa.length !== 1 || wb.length !== 1) return false;
  const [x, y] = [wa[0]!, wb[0]!];
  const heads = (abbr: string, word: string): boolean =>
    /^[А-ЯЁ]{2,5}$/u.test(abbr) && /^[А-ЯЁа-яё]{3,}$/u.test(word) && fold(abbr.slice(-1)) === fold(word.charAt(0));
  return keyOf(x) === keyOf(y) || heads(x, y) || heads(y, x);
}

/** The text before a legal form ends with a count: digits, a numeral («трёх», «пяти») or a quantifier («нескольких»). */
function countedBefore(before: string): boolean {
  const last = /([\p{L}\d]+)\s*$/u.exec(before)?.[1];
  if (last === undefined) return false;
  if (/^\d+$/u.test(last) || /^(?:нескольк|многи|разны|все|десятк|сотн|пар[аыу])/iu.test(last)) return true;
  return Az.Morph(last.toLowerCase()).some((p) => p.tag.POS === 'NUMR');
}

/** A word that is only a conjunction, preposition, particle or adverb («как», «и», «на»), never a name. */
function isFunctionWord(word: string): boolean {
  const parses = Az.Morph(word.toLowerCase());
  return parses.length > 0 && parses.every((p) => ['CONJ', 'PREP', 'PRCL', 'ADVB', 'NPRO', 'INTJ'].includes(p.tag.POS ?? ''));
}

/** Employers a sentence names, in reading order, without overlaps. */
export function findEmployers(sentence: string): Found[] {
  const found: Found[] = [];
  const taken = (s: number, e: number): boolean => found.some((f) => s < f.end && e > f.start);
  // «Организация: Управление ЗАГС Тюменской области, отдел по …», «Место работы — ООО «Вега»»: answers shaped like a
  // form name the employer in a field of its own, in the nominative, up to the first comma (a unit or a branch follows).
  const field = FIELD_EMPLOYER_RE.exec(sentence);
  if (field !== null) {
    const name = field[1]!.trim();
    const start = field.index + field[0].length - field[1]!.length;
    if (!isKnownPlace(name) && !EDUCATION_RE.test(name))
      found.push({ value: name.charAt(0).toUpperCase() + name.slice(1), start, end: start + field[1]!.length });
  }
  const isEducation = EDUCATION_RE.test(sentence);
  const quoted = new RegExp(QUOTED_RE.source, QUOTED_RE.flags);
  for (let m = quoted.exec(sentence); m !== null; m = quoted.exec(sentence)) {
    // «в столовой при заводе «…»»: words that are no genitive complement end this reading; the name may still follow a
    // noun further on, so the search goes on from the next character.
    if (!isGenitiveComplement(m.groups?.['complement']) || !isGenitiveComplement(m.groups?.['complement2'])) {
      quoted.lastIndex = m.index + 1;
      continue;
    }
    // «Для сети пекарен «…» сделала проект», «для стоматологии «…»»: whom one worked for as a client is not one's employer.
    if (/^для\s/iu.test(m[0])) continue;
    // «АО «СК «Оберег»»»: a nested quote closes inside the name; the name keeps its inner quotes balanced.
    const inner = ((m.groups?.['name'] ?? '').match(/«/gu) ?? []).length;
    const closing = inner > 0 && sentence.slice(m.index + m[0].length, m.index + m[0].length + inner) === '»'.repeat(inner) ? '»'.repeat(inner) : '';
    const name = `${m.groups?.['name'] ?? ''}${closing}`.trim();
    const nameStart = m.index + m[0].indexOf(m.groups?.['name'] ?? '') - 1;
    const end = nameStart + (m.groups?.['name'] ?? '').length + 2 + closing.length;
    // The region said between the legal form and the name is part of the employer's span, so it names no other one.
    const region = m.groups?.['region'];
    const start = region === undefined ? nameStart : m.index + m[0].indexOf(region);
    const context = sentence.slice(Math.max(0, m.index - 30), m.index + m[0].length);
    if (EDUCATION_RE.test(context) || name.length < 2) continue;
    // «у метро «Марксистская»», «на станции «…»», «ЖК «…»»: a quoted place, not a company.
    const before = sentence.slice(0, start).trim().split(/\s+/u).pop() ?? '';
    // «ГКУ Архангельской области «…»»: the region after a legal form is whose body it is, not a place before a name.
    if (PLACE_WORD_RE.test(before) && m.groups?.['region'] === undefined) continue;
    // «в «Связном»»: a quote right after the preposition declines; after «компании» it stays nominative.
    const declined = /^(?:в|во|на|из|у|для)\s+[«"„“]/iu.test(m[0]);
    const named = declined && /^[А-ЯЁа-яё\s-]+$/u.test(name) ? declinedName(name, /^\S+/u.exec(m[0])![0]) : name;
    // A name typed in lower case is still a name: its first letter is raised.
    const raised = /^[a-zа-яё]/u.test(named) ? named.charAt(0).toUpperCase() + named.slice(1) : named;
    // «на телеканале «Волна» (МАУ)», «в «Ромашке» — это ООО»: a legal form said right after the name, in brackets or
    // after «это/там», is the name's own.
    const after = formSaidAfter(sentence, end);
    // «в ООО «Дон-Моторс»», «ООО ПКО «Урал-Коллект»»: the legal form said right before the quote is the name's own, as
    // the seeker wrote it (capitals restored); a kind of place («в кафе «…»») is not a legal form and is left out.
    const formBefore = region === undefined ? formSaidBefore(sentence.slice(0, nameStart)) : null;
    const value = after !== null ? `${after.form} «${raised}»` : formBefore !== null ? `${formBefore.form} «${raised}»` : raised;
    const from = formBefore === null ? start : formBefore.start;
    if (!taken(from, end)) found.push({ value, start: from, end: end + (after?.length ?? 0) });
  }
  // «а между ними был «Ростелеком»», «потом — «Вега»»: a quoted name after «был» or a word of sequence, in the
  // nominative, in a sentence with a verb of working or a title («Проект был «…»» names no employer).
  if (/(?<![\p{L}])(?:(?:от|про|по)?работа|тружу|трудил|устроил)\p{L}*/iu.test(sentence) || findRoles(sentence).length > 0) {
    for (const m of sentence.matchAll(SEQUENCE_QUOTED_RE)) {
      const name = m.groups?.['name']?.trim() ?? '';
      const start = m.index + m[0].length - name.length - 2;
      const end = m.index + m[0].length;
      if (name.length < 2 || !/^[A-ZА-ЯЁ0-9]/u.test(name) || taken(start, end)) continue;
      found.push({ value: name, start, end });
    }
  }
  // «у ИП Хасановой», «у ип петрова»: a sole proprietor is named by a surname, put into the nominative of its own
  // gender («Хасановой» → «Хасанова», «Петрова» after «у» → «Петров»); an unknown word stays as written.
  for (const m of sentence.matchAll(SOLE_PROPRIETOR_RE)) {
    const surname = m.groups?.['surname'] ?? '';
    // «ИП Корнилов А.В., бухгалтер»: with no preposition the name is in the nominative already.
    const prep = m.groups?.['prep'];
    if (prep === undefined && m.groups?.['form'] === 'ип') continue;
    // «веду учёт трёх ИП как самозанятая», «у 5 ИП»: a legal form after a count is a plural of clients, and a word
    // after it that is only a function word («как», «и», «на») is no surname.
    if (countedBefore(sentence.slice(0, m.index + m[0].indexOf(m.groups?.['form'] ?? '')))) continue;
    if (isFunctionWord(surname)) continue;
    // «у ип габдрахманов рустам ринатович»: a full name said after the form is in the case its patronymic shows
    // (dictated text often leaves it in the nominative after «у»), and is written with initials.
    const first = m.groups?.['first'];
    const patronymic = m.groups?.['patronymic'];
    const patronymicCase =
      patronymic === undefined ? undefined : Az.Morph(patronymic.charAt(0).toUpperCase() + patronymic.slice(1)).find((p) => p.tag['Patr'] === true)?.tag.CAse;
    if (patronymic !== undefined && patronymicCase === undefined) continue;
    const grammCase = patronymicCase ?? (prep === undefined ? 'nomn' : /^(?:у|от)$/iu.test(prep) ? 'gent' : 'loct');
    // Initials as Russian typesetting spaces them: «Т. В.».
    const initials =
      first !== undefined && patronymic !== undefined
        ? ` ${first.charAt(0).toUpperCase()}. ${patronymic.charAt(0).toUpperCase()}.`
        : m.groups?.['initials'] === undefined
          ? ''
          : ` ${m.groups['initials']
              .replace(/\s+/gu, '')
              .replace(/\.(?=\S)/gu, '. ')
              .replace(/([А-ЯЁ])$/u, '$1.')}`;
    const start = m.index + m[0].indexOf(m.groups?.['form'] ?? '');
    const end = m.index + m[0].length;
    if (!taken(start, end)) found.push({ value: `ИП ${surnameNominative(surname, grammCase)}${initials}`, start, end });
  }
  const studies = STUDY_VERB_RE.test(sentence) && !new RegExp(WORK_VERB_RE.source, 'iu').test(sentence);
  for (const m of sentence.matchAll(NUMBERED_RE)) {
    // «Училась в школе № 12»: the seeker's own school is no employer.
    if (studies) continue;
    const noun = phraseToNominative(m[1] ?? '');
    const value = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} № ${m[2] ?? ''}`;
    const start = m.index + m[0].indexOf(m[1] ?? '');
    const end = m.index + m[0].length;
    if (!taken(start, end)) found.push({ value, start, end });
  }
  for (const m of sentence.matchAll(CAPITALISED_RE)) {
    if (!isGenitiveComplement(m.groups?.['complement']) || (m.groups?.['complement'] !== undefined && /^для\s/iu.test(m[0]))) continue;
    const raw = m.groups?.['name'] ?? '';
    const start = m.index + m[0].length - raw.length;
    const end = start + raw.length;
    if (taken(start, end)) continue;
    // «ГБУЗ ТО «Станция …»»: a short abbreviation right before a quoted name (a region, a kind) is part of that name.
    if (/^[А-ЯЁ]{2,4}(?:\s+[А-ЯЁ]{1,4})?$/u.test(raw) && /^(?:\([А-ЯЁ]{1,3}\))?\s*[«"„“]/u.test(sentence.slice(end))) continue;
    // «в IT-компании «…»», «в веб-студии …»: a kind of organisation with a prefix is no name of its own.
    if (/^[\p{L}\d]+-[а-яё]+$/u.test(raw) && isInstitutionWord(raw.slice(raw.indexOf('-') + 1))) continue;
    // «в ГКБ им. Пирогова», «МБОУ СОШ имени Гагарина»: an institution named after someone keeps that in its name.
    const named = /^\s+(?:им\.|имени)\s*[А-ЯЁ][\p{L}-]+(?:\s+[А-ЯЁ]\.\s*(?:[А-ЯЁ]\.)?)?/u.exec(sentence.slice(end));
    if (named !== null && /^[А-ЯЁ]{2,6}(?:\s+[А-ЯЁ]{2,6})?$/u.test(raw)) {
      // «Учился в МГТУ им. Баумана»: one's own school is no employer.
      // «После колледжа пошла в ГКБ им. …, потом перешла …» names school and work: a verb of working keeps the employer.
      if ((isEducation || STUDY_VERB_RE.test(sentence)) && !new RegExp(WORK_VERB_RE.source, 'iu').test(sentence)) continue;
      if (!taken(start, end + named[0].length)) found.push({ value: `${raw}${named[0].replace(/\s+/gu, ' ')}`, start, end: end + named[0].length });
      continue;
    }
    // «в Доме детского творчества «Радуга»»: a capitalised kind of institution before a quoted name is no name itself.
    if (KIND_BEFORE_QUOTE_RE.test(sentence.slice(start))) continue;
    const words = raw.split(/\s+/u);
    // Keep the leading words that are not a skill name, city or language level.
    const kept: string[] = [];
    for (const w of words) {
      if (NOT_EMPLOYERS.has(fold(w)) || NOT_EMPLOYERS.has(fold(lemmaOf(w))) || /^[ABCАВС][12]$/u.test(w)) break;
      // «в 2018-м», «к 2030-му»: a year with its ending is a time, not a name.
      if (findSkillsInText(w).length > 0 || normaliseSkill(w) !== null || /^\d+(?:-[\p{L}]{1,3})?$/u.test(w)) break;
      kept.push(w);
    }
    // «в М.Видео»: one capital letter, a dot and a capitalised word are one brand.
    const dotted = kept.length === 1 && /^[A-ZА-ЯЁ]$/u.test(kept[0]!) ? /^\.([A-ZА-ЯЁ][\p{L}\d-]+)/u.exec(sentence.slice(end)) : null;
    if (dotted !== null) {
      if (!taken(start, end + dotted[0].length)) found.push({ value: `${kept[0]}${dotted[0]}`, start, end: end + dotted[0].length });
      continue;
    }
    // «на Next.js», «в Vue.js»: a dotted name is a technology or a site, not an employer.
    if (kept.length === words.length && /^\.[\p{L}]/u.test(sentence.slice(end))) continue;
    // «на ОСНО», «на УСН»: a short acronym after «на» is a regime or a standard; «в ДНС» stays an employer.
    if (/^на\s/iu.test(m[0]) && kept.length === 1 && kept[0] === kept[0]!.toUpperCase() && kept[0]!.length <= 4) continue;
    // «в ЕМИАС», «от ОТК»: a bare acronym is a system or a department unless the sentence says one works there.
    const orgWord = new RegExp(String.raw`(?:${ORG_FORMS}|${ORG_NOUNS})\s+(?:[а-яё][а-яё-]*\s+){0,2}\S+$`, 'u').test(m[0]);
    if (
      kept.length === 1 &&
      /^[А-ЯЁA-Z]{2,6}$/u.test(kept[0] ?? '') &&
      !orgWord &&
      !new RegExp(WORK_VERB_RE.source, 'iu').test(sentence) &&
      !hasEmploymentVerb(sentence)
    )
      continue;
    if (kept.length === 0 || new RegExp(String.raw`^(?:${ORG_FORMS})$`, 'u').test(kept[0] ?? '')) continue;
    if (isEducation && kept.every((w) => w === w.toUpperCase())) continue;
    if (kept.length === 1 && kept[0] === kept[0]!.toUpperCase() && kept[0]!.length < 2) continue;
    const phrase = kept.join(' ');
    if (EDUCATION_RE.test(phrase)) continue;
    // A street, station, city or district is never an employer: a place noun next to it, grammar, or the gazetteer.
    const preposition = m[0].trim().split(/\s+/u)[0] ?? '';
    const nextWord = /^\s*([\p{L}.-]+)/u.exec(sentence.slice(start + phrase.length))?.[1] ?? '';
    const prevWord = sentence.slice(0, start).trim().split(/\s+/u).pop() ?? '';
    const structural = new RegExp(String.raw`(?:${ORG_FORMS}|${ORG_NOUNS})\s+(?:[а-яё][а-яё-]*\s+){0,2}\S+$`, 'u').test(m[0]);
    if (!structural && (PLACE_WORD_RE.test(nextWord) || PLACE_WORD_RE.test(prevWord) || isPlaceByGrammar(preposition, kept) || isKnownPlace(phrase))) continue;
    // «в сельской школе в Каменке», «в больнице в Ногинске»: a bare name right after a workplace said with its own
    // preposition is where that workplace is.
    if (!structural && kept.length === 1 && WORKPLACE_BEFORE_RE.test(sentence.slice(0, m.index))) continue;
    // «Живу на Левом берегу», «живём в Заречье»: where one lives is a place.
    if (!structural && LIVE_BEFORE_RE.test(sentence.slice(0, m.index + m[0].length - raw.length))) continue;
    // A bare Latin-script name is a product, a technology or a store («с UIKit на SwiftUI», «оно в App Store») unless
    // the clause says one works there (a work verb, or a role right before it: «DevOps в Kedrsoft»).
    if (!structural && !/[А-ЯЁа-яё]/u.test(phrase) && /[A-Za-z]/u.test(phrase) && !worksAt(sentence, preposition, start, end)) continue;
    // «у Кремля», «у Петровых»: «у» + a bare name with no legal form is a landmark or a family unless the clause says
    // one works there («работал у Гасанова»).
    if (!structural && /^у$/iu.test(preposition) && !worksAt(sentence, preposition, start, end)) continue;
    // «Смонтировали дома на Взлётке»: «на» + a bare name is a district or a street unless a work verb governs it.
    if (!structural && /^на$/iu.test(preposition) && kept.length === 1 && !worksAt(sentence, preposition, start, end)) continue;
    // «Частный дом в Берёзовском»: a lone adjective after «в» names a town or a district unless one works there.
    if (!structural && /^во?$/iu.test(preposition) && kept.length === 1 && isAdjectiveAlone(kept[0]!) && !worksAt(sentence, preposition, start, end)) continue;
    // «ИП Лаптев, подсобный рабочий»: a name right after a legal form, with no preposition, is already in the nominative.
    const afterForm = new RegExp(String.raw`^(?:${ORG_FORMS})\s`, 'u').test(m[0]);
    // «в Сосновском лесничестве»: a capitalised adjective before its lower-case noun is part of a longer name.
    if (!afterForm && kept.length === 1 && isAdjectiveAlone(kept[0]!) && agreesWithNext(kept[0]!, nextWord)) continue;
    // «в аптечной сети Вита Экспресс»: a name of several words after the kind of organisation is in the nominative
    // already (an apposition); one word may be declined with it («в компании Ромашке»).
    const afterKind = new RegExp(String.raw`(?:${ORG_NOUNS}|${PLACE_NOUNS})\s+$`, 'iu').test(m[0].slice(0, m[0].length - raw.length));
    const value = afterForm || (afterKind && kept.length > 1) ? phrase : kept.length === 1 ? nameLemma(phrase) : phraseToNominative(phrase);
    // «ГБУЗ ГКБ №15»: an institution's number belongs to its name.
    const numbered = /^\s*№\s*(\d+)/u.exec(sentence.slice(start + phrase.length));
    if (numbered !== null) {
      found.push({ value: `${value} № ${numbered[1]}`, start, end: start + phrase.length + numbered[0].length });
      continue;
    }
    found.push({ value, start, end: start + phrase.length });
  }
  // «работаю в чоо витязь охранником», «кондитером в кондитерской сладкий дом»: a name typed in lower case after a
  // legal form or an institution noun stays in the nominative while the noun declines (an apposition). Read only in a
  // clause with a work verb; the name is the nominative nouns and adjectives up to the next word in another case.
  if (new RegExp(WORK_VERB_RE.source, 'iu').test(sentence) || hasEmploymentVerb(sentence)) {
    for (const m of sentence.matchAll(APPOSITIVE_RE)) {
      let words = (m.groups?.['rest'] ?? '').split(/\s+/u);
      // «в гку архангельской области приморское лесничество»: a state body's legal form is followed by the region it
      // belongs to, in the genitive, and then by its own name; the region stays part of the employer.
      const region = m.groups?.['form'] === undefined ? null : REGION_AFTER_FORM_RE.exec(words.join(' '));
      if (region !== null) words = words.slice(region[0].trim().split(/\s+/u).length);
      const kept: string[] = [];
      for (const w of words) {
        if (!/^[а-яё-]{2,}$/u.test(w) || STOP_WORDS.has(w)) break;
        // «в ооо мегасклад-юг»: after a legal form a word the dictionary does not know is the name, in any case.
        if (m.groups?.['form'] !== undefined && kept.length === 0 && !w.split('-').every((part) => isKnownWord(part))) {
          kept.push(w);
          break;
        }
        const parses = Az.Morph(w);
        // «в спк заря исети»: after a legal form, a proper noun in the genitive (a river, a town, a person: what the
        // name is «of») right after the name's own noun is part of the name.
        if (
          m.groups?.['form'] !== undefined &&
          kept.length > 0 &&
          Az.Morph(w.charAt(0).toUpperCase() + w.slice(1)).some(
            (p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'gent' && ['Geox', 'Orgn', 'Surn', 'Name'].some((t) => p.tag[t] === true),
          )
        ) {
          kept.push(w.charAt(0).toUpperCase() + w.slice(1));
          break;
        }
        // Only a nominative reading: «магазине одежды» (a genitive complement) or «кафе официанткой» ends the name.
        if (!parses.some((p) => (p.tag.POS === 'NOUN' || p.tag.POS === 'ADJF') && p.tag.CAse === 'nomn')) break;
        if (parses.some((p) => p.tag.POS !== 'NOUN' && p.tag.POS !== 'ADJF')) break;
        if (parses.some((p) => p.tag.CAse !== undefined && !['nomn', 'accs'].includes(p.tag.CAse))) break;
        kept.push(w);
        if (kept.length === 3) break;
      }
      // «в ооо агрофирма заречная»: an adjective after the noun it agrees with is part of the name; any other trailing
      // word that is no noun is not.
      while (kept.length > 0 && !Az.Morph(kept[kept.length - 1]!).some((p) => p.tag.POS === 'NOUN') && !agreesWithNounBefore(kept)) kept.pop();
      if (kept.length === 0) continue;
      const phrase = kept.join(' ');
      const regionSaid = region === null ? '' : region[0].trim();
      const start = m.index + m[0].length - (m.groups?.['rest'] ?? '').length + (region === null ? 0 : region[0].length);
      const end = start + phrase.length;
      if (taken(start, end)) continue;
      const name = `${regionSaid === '' ? '' : `${regionSaid.charAt(0).toUpperCase()}${regionSaid.slice(1)} `}«${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}»`;
      const form = m.groups?.['form'];
      const noun = m.groups?.['noun'];
      const kind = noun === undefined ? '' : phraseToNominative(noun);
      const value =
        form !== undefined ? `${form.toUpperCase()} ${name}` : kind !== noun ? `${kind.charAt(0).toUpperCase()}${kind.slice(1)} ${name}` : name.slice(1, -1);
      found.push({ value, start: m.index + m[0].indexOf(form ?? noun ?? phrase), end });
    }
  }
  // «работаю в сбере», «был в втб кассиром»: a brand typed in lower case right after a work verb is a name when the
  // dictionary knows it only as an organisation or an abbreviation, or not at all (then it stays as written).
  for (const m of sentence.matchAll(LOWER_BRAND_RE)) {
    const word = m[1] ?? '';
    const start = m.index + m[0].length - word.length;
    if (taken(start, start + word.length) || STOP_WORDS.has(word) || word === 'себя') continue;
    // «в агрохолдинге «…»»: a word before a quoted or capitalised name is the kind of the employer, not its name.
    if (/^\s*(?:[«"„“]|[A-ZА-ЯЁ])/u.test(sentence.slice(start + word.length))) continue;
    const parses = Az.Morph(word);
    const known = isKnownWord(word);
    const organisation = parses.some((p) => p.tag['Orgn'] === true);
    const acronym = /^[бвгджзйклмнпрстфхцчшщ]{2,5}$/u.test(word) && parses.some((p) => p.tag['Fixd'] === true || p.tag['Abbr'] === true);
    if (known && !organisation && !acronym) continue;
    const value = acronym
      ? word.toUpperCase()
      : organisation
        ? lemmaOf(word.charAt(0).toUpperCase() + word.slice(1))
        : word.charAt(0).toUpperCase() + word.slice(1);
    found.push({ value, start, end: start + word.length });
  }
  // «работаю монтажником в вектор строй с 2019»: a name of several words typed in lower case, left in the nominative
  // after «в/у» (as names are), with a word the dictionary does not know among them, is the employer; each word is
  // raised. No word may read as a common word in the case the preposition governs («в офисе», «у клиентов»).
  for (const m of sentence.matchAll(LOWER_NAME_RE)) {
    const raw = m[2] ?? '';
    const start = m.index + m[0].length - raw.length;
    const end = start + raw.length;
    if (taken(start, end) || !lowerNameWords(raw.split(/\s+/u), /^у$/iu.test(m[1] ?? '') ? ['gent'] : ['loct', 'loc2'])) continue;
    found.push({ value: raw.replace(/(^|[\s-])([а-яё])/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase()), start, end });
  }
  // «работаю в ozon», «пишу бэкенд в компании acme labs»: a Latin-script name typed in lower case after a work verb
  // and «в/у», or after a company noun, is still a name (a known tool or skill is not).
  for (const m of sentence.matchAll(LOWER_LATIN_RE)) {
    const raw = m[1] ?? '';
    const start = m.index + m[0].length - raw.length;
    if (taken(start, start + raw.length) || findSkillsInText(raw).length > 0 || normaliseSkill(raw) !== null) continue;
    if (/^\.[\p{L}]/u.test(sentence.slice(start + raw.length))) continue;
    const value = raw.replace(/(?<![\p{L}])[a-z]/gu, (c) => c.toUpperCase());
    found.push({ value, start, end: start + raw.length });
  }
  // «сейчас в ооо электросетьстрой с 2021» (no work verb before it): a company's legal form typed in lower case, its name after it unquoted and
  // in lower case too. The word after the form is the name (a second one too when the dictionary does not know it);
  // a word of grammar there («в ооо работаю») names nothing.
  for (const m of sentence.matchAll(LOWER_FORM_NAME_RE)) {
    if (isEducation) break;
    const words = m[2]!.split(/\s+/u);
    const grammar = (w: string): boolean => Az.Morph(w).some((p) => ['PREP', 'CONJ', 'PRCL', 'NPRO', 'VERB', 'INFN', 'ADVB'].includes(p.tag.POS ?? ''));
    if (grammar(words[0]!) && isKnownWord(words[0]!)) continue;
    // «северный путь»: an adjective with its noun after it is one name.
    const adjectiveAndNoun =
      words.length > 1 &&
      Az.Morph(words[0]!).some((p) => p.tag.POS === 'ADJF' && p.tag.CAse === 'nomn') &&
      Az.Morph(words[1]!).some((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'nomn');
    const kept = words.length > 1 && ((!isKnownWord(words[1]!) && !grammar(words[1]!)) || adjectiveAndNoun) ? words : words.slice(0, 1);
    const name = `${m[1]!.toUpperCase()} «${kept.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ')}»`;
    const end = m.index + m[1]!.length + 1 + kept.join(' ').length;
    if (!taken(m.index, end)) found.push({ value: name, start: m.index, end });
  }
  // A legal form alone («Ооо» from «в ооо ромашка») is no name: the name after it is.
  const bareForm = new RegExp(String.raw`^(?:${ORG_FORMS})$`, 'iu');
  return found.filter((f) => !bareForm.test(f.value)).sort((a, b) => a.start - b.start);
}

/** «архангельской области », «пермского края », «республики коми »: the region a state body belongs to, in the genitive. */
const REGION_AFTER_FORM_RE = /^(?:[а-яё-]+(?:ской|цкой|ского|цкого|ого|ей)\s+(?:области|края|округа|района)|(?:республики|области)\s+[а-яё-]+)\s+/u;

const APPOSITIVE_RE = new RegExp(
  String.raw`(?<![\p{L}])(?:в|во|на|у)\s+(?:(?<form>${ORG_FORMS_LOWER})|(?<noun>(?:${ORG_NOUNS}|${PLACE_NOUNS})))\s+(?<rest>[а-яё-]+(?:\s+[а-яё-]+){0,5})`,
  'gu',
);

const LOWER_BRAND_RE =
  /(?<![\p{L}])(?:работаю|работал[аи]?|(?:от|про|по)работал[аи]?|тружусь|трудил(?:ся|ась)|был[аи]?|устроил(?:ся|ась)|перешёл|перешел|перешла)\s+(?:(?:уже|сейчас|раньше|тоже|ещё|еще|потом)\s+)?(?:в|во|у)\s+([а-яё]{2,}(?:-[а-яё]+)?)(?![\p{L}])/gu;

/** A work verb, up to two words of a title, «в/во/у», then two or three lower-case words up to a date, a comma or the end. */
const LOWER_NAME_RE =
  /(?<![\p{L}])(?:работаю|работал[аи]?|тружусь|трудил(?:ся|ась)|устроил(?:ся|ась))\s+(?:[а-яё-]+\s+){0,2}(в|во|у)\s+([а-яё-]{3,}(?:\s+[а-яё-]{3,}){1,2})(?=\s+(?:с|со|c|до|уже|где|и|а)\s|\s*[,.;:—–)!?]|\s*$)/gu;

/**
 * True when lower-case words read as a name left in the nominative: none is a function word or a verb, none reads in
 * the dictionary in one of `governed` cases (a common noun after the preposition), and one at least is a word the
 * dictionary does not know.
 */
function lowerNameWords(words: readonly string[], governed: readonly string[]): boolean {
  let unknown = false;
  for (const w of words) {
    if (STOP_WORDS.has(w)) return false;
    const known = Az.Morph(w).filter((p) => (p as unknown as { parser?: string }).parser === 'Dictionary');
    if (known.length === 0) {
      unknown = true;
      continue;
    }
    if (known.some((p) => ['VERB', 'INFN', 'PREP', 'CONJ', 'PRCL', 'ADVB', 'NPRO', 'PRTF', 'GRND'].includes(p.tag.POS ?? ''))) return false;
    if (known.some((p) => governed.includes(p.tag.CAse ?? ''))) return false;
  }
  return unknown;
}

const LOWER_LATIN_RE = new RegExp(
  String.raw`(?:(?<![\p{L}])(?:работаю|работал[аи]?|тружусь|пишу|писал[аи]?|подрабатываю|подрабатывал[аи]?|устроил(?:ся|ась))\s+(?:[а-яё-]+\s+){0,2}(?:в|во|у)\s+(?:(?:${ORG_NOUNS})\s+)?|(?<![\p{L}])(?:${ORG_NOUNS}|стартап\p{L}*)\s+)([a-z][a-z\d&'-]*(?:\s+(?:labs|lab|tech|group|soft|team|studio|games|digital|systems|solutions|media|pay|bank))?)(?![\p{L}\d])`,
  'gu',
);

/** A workplace noun phrase with its preposition, ending right before another preposition: «в сельской школе ». */
const WORKPLACE_BEFORE_RE = new RegExp(String.raw`(?<![\p{L}])(?:в|во|на)\s+(?:[а-яё-]+\s+){0,2}(?:${PLACE_NOUNS})\s+$`, 'u');

/** «живу / живём / проживаю на (в) …» right before a name. */
const LIVE_BEFORE_RE = /(?<![\p{L}])(?:живу|живём|живем|живет|живёт|проживаю|прописан\p{L}*|переехал\p{L}*)\s+(?:[\p{L}-]+\s+){0,2}(?:[вВ]о?|[нН]а|[уУ])\s+$/iu;

/**
 * True when the clause around a Latin-script name at [start, end) says the seeker works there: «работаю в Ozon»,
 * «пишу бэкенд в Acme», «DevOps в Kedrsoft, с 2022». «на» + a Latin name is a technology («на SwiftUI») unless a
 * work verb governs it right before («работаю на Acme»).
 */
function worksAt(sentence: string, preposition: string, start: number, end: number): boolean {
  const clauseStart = Math.max(sentence.lastIndexOf(',', start), sentence.lastIndexOf(';', start), sentence.lastIndexOf(':', start), -1) + 1;
  const before = sentence.slice(clauseStart, start);
  if (/^на$/iu.test(preposition)) {
    if (/(?:работа\p{L}*|тружусь|трудил\p{L}*)\s+на\s+$/iu.test(before)) return true;
    // «я программист 1С на Исетьмаше», «сварщиком на Уралмаше»: a title right before «на» and a name no dictionary word
    // (a street, a district or a station is a word az knows, or a place the gazetteer holds) is where one works. A
    // name in «-ке» is the colloquial shape of a district or a street («на Таганке», «на Петроградке»): not taken.
    const role = findRoleNextTo(sentence, { start, end });
    const name = sentence.slice(start, end);
    return (
      role !== null &&
      /^\s+на\s+$/iu.test(sentence.slice(role.end, start)) &&
      /^[А-ЯЁ][а-яё]+$/u.test(name) &&
      !/к[еи]$/u.test(name) &&
      !isKnownWord(name.toLowerCase())
    );
  }
  const verb = new RegExp(
    String.raw`(?:${WORK_VERB_RE.source}|(?<![\p{L}])(?:пишу|писал\p{L}?|делаю|делал\p{L}?|веду|вёл|вела|занимаюсь|подрабатыва\p{L}*|стажир\p{L}*))`,
    'iu',
  );
  if (verb.test(before)) return true;
  return findRoleNextTo(sentence, { start, end }) !== null;
}

/** Suffixes of a noun that names a person by trade: «сюрвейер», «логист», «наладчик», «преподаватель», «лаборант». */
const PERSON_SUFFIX_RE = /(?:ейер|айтер|ист|щик|чик|тель|ант|ент|лог|граф|мейкер|менеджер)$/u;
const ROLE_AFTER_RE =
  /(?<![\p{L}])(?:на\s+(?:позиции|должности)|в\s+(?:должности|роли|позиции)|(?:позиция|должность|роль)\s*[—:-]?|по\s+трудовой(?:\s+книжке)?\s+(?:я\s+)?(?:[—–-]\s*)?)\s*[«"]?([^,.;:«»"()\n]+)/giu;
const WORK_VERB_RE =
  /(?<![\p{L}])(?:работаю|работал|работала|работает|(?:от|про|по)работал[аи]?|тружусь|трудился|трудилась|устроился|устроилась|перешёл|перешел|перешла|являюсь|был|была|пришел|пришёл|пришла|начинал|начинала|вырос|выросла)(?![\p{L}])/giu;
/** Prepositions that govern the instrumental: a noun after them is not the seeker's role. */
const GOVERNING = new Set(['с', 'со', 'над', 'под', 'перед', 'за', 'между', 'вместе']);
const STOP_WORDS = new Set(['в', 'во', 'на', 'с', 'со', 'и', 'где', 'из', 'у', 'для', 'а', 'но', 'уже', 'который', 'которая', 'после', 'до', 'за']);
const SKIP_BEFORE_ROLE =
  /^(?:уже|сейчас|там|тут|здесь|раньше|потом|тогда|до|этого|почти|около|больше|более|официально|\d+|один|два|три|четыре|пять|шесть|семь|восемь|девять|десять|полтора|полгода|год|года|лет|месяц\p{L}*)$/iu;

function hasCase(word: string, grammCase: string): boolean {
  if (word.length < 3 || STOP_WORDS.has(word.toLowerCase())) return false;
  const tail = word.slice(word.lastIndexOf('-') + 1);
  if (!/^[а-яё]+$/iu.test(tail)) return false;
  return Az.Morph(tail).some((p) => (p.tag.POS === 'NOUN' || p.tag.POS === 'ADJF' || p.tag.POS === 'PRTF') && p.tag.CAse === grammCase);
}

/** Roles a sentence states, in reading order («ведущий бухгалтер», «бэкенд-разработчик», «менеджер по продажам»). */
export function findRoles(sentence: string): Found[] {
  const found: Found[] = [];
  for (const m of sentence.matchAll(ROLE_AFTER_RE)) {
    const raw = m[1] ?? '';
    const words = raw.split(/\s+/u).filter(Boolean);
    const kept: string[] = [];
    for (const w of words) {
      if (STOP_WORDS.has(w.toLowerCase()) && kept.length > 0 && !(w.toLowerCase() === 'по')) break;
      kept.push(w);
      if (kept.length >= 5) break;
    }
    const phrase = kept.join(' ').trim();
    if (phrase === '') continue;
    const start = m.index + m[0].indexOf(raw);
    found.push({ value: phraseToNominative(phrase), start, end: start + phrase.length });
  }
  for (const m of sentence.matchAll(WORK_VERB_RE)) {
    const rest = sentence.slice(m.index + m[0].length);
    const tokens = [...rest.matchAll(/[\p{L}\d+#][\p{L}\d+#-]*/gu)];
    let i = 0;
    while (i < tokens.length && SKIP_BEFORE_ROLE.test(tokens[i]?.[0] ?? '')) i += 1;
    if (!hasCase(tokens[i]?.[0] ?? '', 'ablt') && !/^[A-Za-z]/u.test(tokens[i]?.[0] ?? '')) {
      // «работаю в Яндексе с 2022 года ведущим разработчиком»: the role comes after the place and time, as the first
      // singular person noun in the instrumental that no preposition governs («с клиентами» is not a role).
      // A dot inside a quoted name or after an abbreviation («ДС № 15 г. Тулы») ends no clause.
      const masked = rest
        .replace(/«[^»]*»+|"[^"]*"/gu, (q) => ' '.repeat(q.length))
        .replace(/(?<![\p{L}])(?:г|гг|им|ул|д|пр|ст)\./gu, (a) => `${a.slice(0, -1)} `);
      const clauseEnd = masked.search(/[.;!?]|,\s*(?:а\s+)?(?:до\s+этого|раньше|потом|затем)/u);
      const limit = clauseEnd < 0 ? rest.length : clauseEnd;
      const j = tokens.findIndex(
        (t, k) =>
          k >= i &&
          t.index < limit &&
          !GOVERNING.has((tokens[k - 1]?.[0] ?? '').toLowerCase()) &&
          Az.Morph(t[0].slice(t[0].lastIndexOf('-') + 1)).some(
            (p) =>
              p.tag.POS === 'NOUN' &&
              p.tag.CAse === 'ablt' &&
              p.tag.NMbr === 'sing' &&
              // «сюрвейером»: a trade the dictionary holds as a thing is still a person by its suffix.
              (p.tag['anim'] === true || PERSON_SUFFIX_RE.test(String(p.normalize().word))),
          ),
      );
      // «работаю с клиентами и руководителем»: once a preposition governs an instrumental, what follows is company.
      const governed = tokens.findIndex((t, k) => k >= i && GOVERNING.has(t[0].toLowerCase()) && hasCase(tokens[k + 1]?.[0] ?? '', 'ablt'));
      if (j < 0 || (governed >= 0 && governed < j)) continue;
      i = j;
      // Adjectives before the noun belong to the role («ведущим разработчиком»); a place before it does not.
      const adjectiveInAblt = (w: string): boolean =>
        /^[а-яё-]+$/u.test(w) && Az.Morph(w).some((p) => (p.tag.POS === 'ADJF' || p.tag.POS === 'PRTF') && p.tag.CAse === 'ablt');
      // A word right after a preposition is governed by it («в сбере операционистом»), not the role's adjective.
      while (i > 0 && adjectiveInAblt(tokens[i - 1]![0]) && !/^(?:в|во|на|у|из|с|со|за|под|над)$/iu.test(tokens[i - 2]?.[0] ?? '')) i -= 1;
    }
    const first = i;
    const kept: RegExpExecArray[] = [];
    while (i < tokens.length) {
      const w = tokens[i]![0];
      // Anything but a space between two words (a comma, a dash, an emoji) ends the title.
      const prev = kept[kept.length - 1];
      if (prev !== undefined && !/^\s+$/u.test(rest.slice(prev.index + prev[0].length, tokens[i]!.index))) break;
      if (/^[A-Za-z][\w+#]*$/u.test(w) && kept.length === 0) {
        kept.push(tokens[i]!);
        i += 1;
        continue;
      }
      if (hasCase(w, 'ablt')) {
        kept.push(tokens[i]!);
        i += 1;
        continue;
      }
      break;
    }
    if (!kept.some((t) => hasCase(t[0], 'ablt'))) continue;
    // A dependent phrase: «по продажам», «категории C», «математики» (a genitive noun right after the head).
    const next = tokens[i]?.[0];
    if (next === 'по' && tokens[i + 1] !== undefined) {
      kept.push(tokens[i]!, tokens[i + 1]!);
      // «инженером по охране труда»: a genitive noun hangs on the noun after «по».
      const object = tokens[i + 2];
      if (
        object !== undefined &&
        /^\s+$/u.test(rest.slice(tokens[i + 1]!.index + tokens[i + 1]![0].length, object.index)) &&
        Az.Morph(object[0]).some((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'gent') &&
        !Az.Morph(object[0]).some((p) => p.tag.POS === 'PREP' || p.tag.POS === 'CONJ')
      )
        kept.push(object);
      // «специалистом по работе с дебиторской задолженностью», «менеджером по работе с ключевыми клиентами»: «работа
      // с …» names with whom or what; its instrumental words (adjectives and one noun) are part of the title.
      const withWord = tokens[i + 2];
      if (/^(?:работе|взаимодействию)$/iu.test(tokens[i + 1]![0]) && withWord !== undefined && /^со?$/iu.test(withWord[0])) {
        const objectWords: RegExpExecArray[] = [];
        for (let k = i + 3; k < tokens.length && objectWords.length < 4; k += 1) {
          const t = tokens[k]!;
          if (!/^\s+$/u.test(rest.slice(tokens[k - 1]!.index + tokens[k - 1]![0].length, t.index)) || !hasCase(t[0], 'ablt')) break;
          objectWords.push(t);
          if (Az.Morph(t[0]).some((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'ablt')) break;
        }
        if (objectWords.some((t) => Az.Morph(t[0]).some((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'ablt'))) kept.push(withWord, ...objectWords);
      }
    } else if (next !== undefined && hasCase(next, 'gent') && !hasCase(next, 'ablt')) {
      kept.push(tokens[i]!);
      // «руководителем группы логистики»: a second genitive noun hangs on the first.
      const second = tokens[i + 1];
      if (
        second !== undefined &&
        hasCase(second[0], 'gent') &&
        !hasCase(second[0], 'ablt') &&
        Az.Morph(second[0]).some((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'gent')
      ) {
        kept.push(second);
        i += 1;
      }
      // «водителем категории C»: a licence category or grade right after the genitive.
      const code = tokens[i + 1];
      if (code !== undefined && /^[A-ZА-Я]{1,3}\d?$/u.test(code[0]) && !/^[вВ]$/u.test(code[0])) kept.push(code);
    }
    const base = m.index + m[0].length;
    const start = base + (tokens[first]?.index ?? 0);
    const last = kept[kept.length - 1]!;
    const titleEnd = base + last.index + last[0].length;
    // «лаборантом химического анализа 3 разряда»: the grade right after the title is part of it.
    const grade = gradeAfter(sentence, titleEnd);
    const end = grade?.end ?? titleEnd;
    if (found.some((f) => start < f.end && end > f.start)) continue;
    const said = phraseToNominative(sentence.slice(start, titleEnd));
    // «работаю андроид разрабом»: a platform said in Cyrillic right before a developer noun names the developer's kind.
    const platform = tokens[first - 1];
    const kind =
      platform !== undefined && kept.length === 1 && /^\s+$/u.test(rest.slice(platform.index + platform[0].length, tokens[first]!.index))
        ? platformTitle(platform[0], said)
        : null;
    const from = kind === null ? start : base + platform!.index;
    const title = kind ?? said;
    if (kind !== null && found.some((f) => from < f.end && end > f.start)) continue;
    found.push({ value: grade === null ? title : `${title} ${grade.value}`, start: from, end });
  }
  return found.sort((a, b) => a.start - b.start);
}

const BEFORE_EMPLOYER_RE = new RegExp(
  String.raw`\s*(?:${PREP})\s+(?:(?:[\p{L}-]+\s+){0,2}(?:${ORG_FORMS}|${ORG_FORMS_LOWER}|${ORG_NOUNS}|${PLACE_NOUNS})\s+(?:[а-яё][а-яё-]*\s+){0,2})?(?:[а-яё-]+\s+)?[«"„“]?\s*$`,
  'u',
);
const TERSE_EMPLOYER_RE = new RegExp(
  String.raw`\s*[,—–-]\s*(?:[а-яё-]+\s+)?(?:${ORG_FORMS}|${ORG_FORMS_LOWER}|${ABBR_FORM}|${ORG_NOUNS}|${PLACE_NOUNS})\s+(?:[а-яё][а-яё-]*\s+){0,2}[«"„“]?\s*$`,
  'u',
);
const ROLE_LEAD_DROP = /^(?:(?:я|сейчас|теперь|уже|сегодня|пока|сначала|официально|работаю|тружусь|—|–|-)\s+)+/iu;

/** True when a word can head a job title in the nominative: a person noun («инженер», «бариста») or a Latin word. */
function isRoleHead(word: string): boolean {
  // A Latin word heads a title only when it names a trade («DevOps», «QA», «engineer»), not a tool («Revit»).
  if (/^[A-Za-z][\w+#.-]*$/u.test(word))
    return /^(?:devops|qa|sre|soc|ml|ai|bi|ux|ui|hr|pm|senior|junior|middle|chief|principal|lead|head|cto|cio|engineer|developer|dev|manager|analyst|designer|architect|admin\p{L}*|scientist|tester|owner|writer|specialist|consultant|support|director|officer|agent|leader|recruiter|marketer)$/iu.test(
      word,
    );
  const tail = word.slice(word.lastIndexOf('-') + 1).toLowerCase();
  if (!/^[а-яё]{3,}$/u.test(tail)) return false;
  if (isIndeclinableTrade(tail)) return true;
  return Az.Morph(tail).some((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'nomn' && p.tag['anim'] === true && p.tag.NMbr === 'sing');
}

/** True when a role phrase holds a noun or a Latin word: «просто» or «уже» alone is no job title. */
export function looksLikeRole(value: string): boolean {
  return value.split(/\s+/u).some((w) => {
    if (/^[A-Za-z]/u.test(w)) return true;
    const tail = w.slice(w.lastIndexOf('-') + 1).toLowerCase();
    // «слесарь» reads first as an imperative: any noun reading counts.
    return /^[а-яё]{2,}$/u.test(tail) && Az.Morph(tail).some((p) => p.tag.POS === 'NOUN');
  });
}

/** A job title starts with a nominative adjective or noun («старший», «инженер») or a Latin word. */
function startsLikeRole(word: string): boolean {
  if (/^[A-Za-z]/u.test(word)) return true;
  const tail = word.slice(word.lastIndexOf('-') + 1).toLowerCase();
  return Az.Morph(tail).some((p) => (p.tag.POS === 'NOUN' || p.tag.POS === 'ADJF') && p.tag.CAse === 'nomn');
}

/** A job title phrase: at most five words, one of them a role head, no verb; null otherwise. */
function rolePhrase(raw: string): string | null {
  // «Бухгалтер и кассир здесь»: an adverb of place or time after the title is no part of it.
  const phrase = raw
    .replace(ROLE_LEAD_DROP, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/(?:\s+(?:здесь|тут|сейчас|теперь|уже|пока))+$/iu, '');
  const words = phrase.split(' ').filter(Boolean);
  if (words.length === 0 || words.length > 5 || !words.some(isRoleHead)) return null;
  // «…2021 года я программист»: a pronoun or a word of time is no part of a title.
  if (words.some((w) => /^(?:я|мы|он|она|год|года|году|лет|месяц\p{L}*|недел\p{L}*)$/iu.test(w))) return null;
  if (words.some((w) => /^[а-яё]+$/iu.test(w) && Az.Morph(w.toLowerCase())[0]?.tag.POS === 'VERB')) return null;
  // «с 2020», «до марта», «по настоящее время» are dates; «специалист по закупкам» is a title.
  if (
    /\d{4}|(?<![\p{L}])(?:с|до)\s(?![А-ЯЁA-Z]{2,}(?![\p{L}]))|(?<![\p{L}])по\s+(?=\d|(?:январ|феврал|март|апрел|ма[йяе]|июн|июл|август|сентябр|октябр|ноябр|декабр|настоящ|сей|сих|сегодн)\p{L}*)/u.test(
      phrase,
    )
  )
    return null;
  return phrase;
}

/** A grade said alone after a dash, closing its clause or followed by where in the team: «— ведущий в группе». */
const GRADE_AFTER_EMPLOYER_RE =
  /^[»"”]?\s*[—–]\s*((?:ведущ|старш|главн|младш)(?:ий|ая))(?=\s*(?:[,.;:]|$)|\s+(?:в|во)\s+(?:группе|команде|отделе|смене|бригаде|отделении)(?![\p{L}]))/iu;
/** A title that already opens with a grade word. */
const GRADE_OPENING_RE = /^(?:ведущ|старш|главн|младш|senior|junior|middle|lead)/iu;

/**
 * The role said right next to an employer, in the nominative: before it («DevOps в Кедрсофте», «Сейчас — data engineer
 * в Бингофуде», «я сейчас ML-инженер в компании «…»») or after it in a terse list («ЗМК «Уралпрофиль», электрогазосварщик
 * 5 разряда, с апреля 2019»). Null when the words there are no job title.
 */
export function findRoleNextTo(sentence: string, employer: Pick<Found, 'start' | 'end'>): Found | null {
  const head = sentence.slice(0, employer.start);
  const stripped = head.replace(BEFORE_EMPLOYER_RE, '');
  // «Старший аналитик, банк «Прибой», с 2021»: a terse line names the institution noun after a comma, with no preposition.
  const before = stripped.length < head.length ? stripped : head.replace(TERSE_EMPLOYER_RE, '');
  if (before.length < employer.start) {
    const segment = /(?:^|[,;:—–.]\s*)([^,;:—–.]*)$/u.exec(before);
    const words = (segment?.[1] ?? '').trim().split(/\s+/u).filter(Boolean);
    // The longest tail of at most five words that reads as a job title and starts like one («…2021 года я старший юрист»).
    let phrase: string | null = null;
    for (let from = Math.max(0, words.length - 6); from < words.length && phrase === null; from += 1) {
      const candidate = rolePhrase(words.slice(from).join(' '));
      if (candidate !== null && startsLikeRole(candidate.split(' ')[0]!)) phrase = candidate;
    }
    if (phrase !== null) {
      const start = before.lastIndexOf(phrase);
      // «я программист на …е — ведущий в группе из трёх»: a grade said alone right after the employer is this title's.
      const grade = GRADE_AFTER_EMPLOYER_RE.exec(sentence.slice(employer.end));
      if (grade !== null && !GRADE_OPENING_RE.test(phrase)) {
        const word = grade[1]!.toLowerCase();
        return { value: `${word.charAt(0).toUpperCase()}${word.slice(1)} ${phrase}`, start, end: start + phrase.length };
      }
      return { value: phrase, start, end: start + phrase.length };
    }
    // «а раньше пекарем в «…»», «до этого — старшим кассиром в …»: the verb is left out, the title stays in the
    // instrumental right before the employer (adjectives and a person noun).
    const tail = words.slice(-3);
    let from = tail.length - 1;
    const personAblt = (w: string): boolean =>
      /^[а-яё-]+$/iu.test(w) &&
      Az.Morph(w.slice(w.lastIndexOf('-') + 1).toLowerCase()).some((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'ablt' && p.tag['anim'] === true);
    if (from >= 0 && personAblt(tail[from]!)) {
      const adjectiveAblt = (w: string): boolean =>
        /^[а-яё-]+$/iu.test(w) && Az.Morph(w.toLowerCase()).some((p) => (p.tag.POS === 'ADJF' || p.tag.POS === 'PRTF') && p.tag.CAse === 'ablt');
      while (from > 0 && adjectiveAblt(tail[from - 1]!)) from -= 1;
      const raw = tail.slice(from).join(' ');
      const start = before.lastIndexOf(raw);
      if (start >= 0) return { value: phraseToNominative(raw), start, end: start + raw.length };
    }
  }
  const after = /^[»"”]?\s*,\s*([^,;:.()]+)/u.exec(sentence.slice(employer.end));
  if (after !== null) {
    const phrase = rolePhrase(after[1] ?? '');
    const first = phrase?.split(' ')[0] ?? '';
    if (phrase !== null && isRoleHead(first)) {
      const start = employer.end + after.index + after[0].indexOf(phrase);
      return { value: phrase, start, end: start + phrase.length };
    }
  }
  return null;
}

/** «повысили до …», «поставили …-ом», «назначили …», «перевели на должность …», «стал(а) …»: a later title at the same employer. */
const PROMOTED_RE =
  /(?<![\p{L}])(?:(?:меня\s+)?(?:повысили|повысил[иа]?сь|повышен[аы]?)\s+до\s+|(?:меня\s+)?(?:поставили|назначили|сделали)\s+|(?:меня\s+)?перевели\s+на\s+(?:должность|позицию)\s+|(?:вырос|выросла|дорос|доросла)\s+до\s+|(?:стал|стала)\s+)([\p{L}-]+(?:\s+[\p{L}-]+){0,3})/iu;
/** «заведую аптечным пунктом», «заведовала складом»: the title is the participle of the verb with its object. */
const MANAGES_RE = /(?<![\p{L}])(?:заведую|заведовал[аи]?|заведует)\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)/iu;

/**
 * The title a seeker was promoted to at the same employer, in the nominative, or null: «с 2022 года повысили до
 * старшего кассира» → «старший кассир», «поставили су-шефом» → «су-шеф», «а с 2023-го заведую складом» →
 * «заведующий складом» («заведующая» when `feminine`). Only a phrase whose head is a person noun counts.
 */
export function findPromotion(clause: string, feminine = false): Found | null {
  const manages = MANAGES_RE.exec(clause);
  if (manages !== null) {
    const object = manages[1]!.split(/\s+/u);
    // «заведую складом», «заведую аптечным пунктом»: an instrumental noun phrase, adjectives first.
    const kept = object.filter(
      (_, i) =>
        i === 0 || (hasCase(object[i - 1]!, 'ablt') && !Az.Morph(object[i - 1]!.toLowerCase()).some((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'ablt')),
    );
    if (kept.length > 0 && hasCase(kept[kept.length - 1]!, 'ablt')) {
      const start = manages.index;
      const end = manages.index + manages[0].indexOf(manages[1]!) + kept.join(' ').length;
      return { value: `${feminine ? 'заведующая' : 'заведующий'} ${kept.join(' ')}`, start, end };
    }
  }
  const m = PROMOTED_RE.exec(clause);
  if (m === null) return null;
  // «через год стал там сомелье»: an adverb of place or time between the verb and the title is no part of it.
  const adverb = /^(?:там|тоже|снова|опять|потом|затем)\s+(?=[\p{L}])/iu.exec(m[1]!)?.[0] ?? '';
  const said = m[1]!.slice(adverb.length);
  const words = said.split(/\s+/u);
  // The title: leading adjectives and the head person noun, then a dependent genitive or «по …» as findRoles reads it.
  let head = -1;
  for (let i = 0; i < words.length && head < 0; i += 1) {
    const tail = words[i]!.slice(words[i]!.lastIndexOf('-') + 1).toLowerCase();
    if (!/^[а-яё]{3,}$/u.test(tail) || STOP_WORDS.has(tail)) break;
    const parses = Az.Morph(tail);
    const isPerson = (w: string): boolean =>
      isIndeclinableTrade(w) ||
      Az.Morph(w).some((p) => p.tag.POS === 'NOUN' && p.tag['anim'] === true && (p.tag.CAse === 'gent' || p.tag.CAse === 'ablt' || p.tag.CAse === 'accs'));
    const nextWord = words[i + 1]?.slice(words[i + 1]!.lastIndexOf('-') + 1).toLowerCase() ?? '';
    // «старшего кассира»: a substantivised adjective before a person noun is that noun's adjective.
    const adjectiveHere = parses.some((p) => p.tag.POS === 'ADJF') && /^[а-яё]+$/u.test(nextWord) && isPerson(nextWord);
    if (isPerson(tail) && !adjectiveHere) head = i;
    else if (!parses.some((p) => p.tag.POS === 'ADJF' || p.tag.POS === 'PRTF')) break;
  }
  if (head < 0) return null;
  // «дорос до ведущего и начал …»: an adjective standing for a title with no noun or complement is too elliptic to print.
  const headTail = words[head]!.slice(words[head]!.lastIndexOf('-') + 1).toLowerCase();
  const headIsAdjective = !isIndeclinableTrade(headTail) && Az.Morph(headTail).some((p) => p.tag.POS === 'ADJF' || p.tag.POS === 'PRTF');
  const complement = words[head + 1];
  if (headIsAdjective && (complement === undefined || !(complement.toLowerCase() === 'по' || (hasCase(complement, 'gent') && !hasCase(complement, 'ablt')))))
    return null;
  let last = head;
  const next = words[head + 1];
  if (next !== undefined && next.toLowerCase() === 'по' && words[head + 2] !== undefined) last = head + 2;
  else if (next !== undefined && hasCase(next, 'gent') && !hasCase(next, 'ablt')) {
    last = head + 1;
    // «руководителем группы логистики»: a second genitive noun hangs on the first.
    const second = words[head + 2];
    if (second !== undefined && Az.Morph(second.toLowerCase()).some((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'gent')) last = head + 2;
  }
  const phrase = words.slice(0, last + 1).join(' ');
  const start = m.index + m[0].indexOf(m[1]!) + adverb.length;
  const value = genitiveToNominative(phrase, head);
  return { value, start, end: start + phrase.length };
}

/** A clause that opens with a later time: «с 2024 —», «а с 2025 года я», «сейчас», «теперь», «потом». */
const LATER_LEAD_RE =
  /^(?:(?:а|и|но)\s+)?(?:(?:с|c)\s+(?:[а-яё]+\s+)?(?:(?:19|20)\d\d|\d\d(?=-?(?:го|м)(?![\p{L}])))(?:\s*-?(?:го|г\.|года?|м))?(?:\s+(?:по\s+настоящее\s+время|по\s+сей\s+день|по\s+н\.\s*в\.))?|сейчас|теперь|потом|затем|позже|в\s+итоге|сегодня)(?![\p{L}])\s*(?:[—–-]\s*)?(?:(?:я|уже)\s+)*/iu;
/** Words before a move said with no time («Весной перевели в кладовщики»): up to two, none a verb of the move. */
const MOVED_LEAD_RE = /^(?:[\p{L}\d]+\s+){0,2}(?=(?:меня\s+)?(?:перевели|перевёлся|перевелся|перевелась|перешёл|перешел|перешла)\s+в\s)/iu;
/** «перевели в диспетчеры», «перешла в бухгалтеры»: a move into a trade named by its plural. */
const MOVED_INTO_RE = /^(?:меня\s+)?(?:перевели|перевёлся|перевелся|перевелась|перешёл|перешел|перешла|ушёл|ушел|ушла)\s+в\s+([а-яё-]+)(?![\p{L}])/iu;

/**
 * The title a seeker holds last when one sentence tells a career in steps, in the nominative: «сначала 3D artist,
 * с 2024 — lead environment artist» → «lead environment artist», «сначала внутренний аудитор, сейчас руководитель
 * группы» → «руководитель группы», «перевели в диспетчеры, а с 2025 года я старший диспетчер смены» → «старший
 * диспетчер смены». Each clause that opens with a later time and holds a job title (or a move «в диспетчеры») counts;
 * the last one wins. Null when no such clause holds a title.
 */
export function findLatestTitle(sentence: string): Found | null {
  let latest: Found | null = null;
  for (const m of sentence.matchAll(/[^,;:]+/gu)) {
    const clause = m[0];
    const lead = LATER_LEAD_RE.exec(clause.trimStart()) ?? MOVED_LEAD_RE.exec(clause.trimStart());
    if (lead === null) continue;
    const offset = m.index + (clause.length - clause.trimStart().length) + lead[0].length;
    const rest = sentence
      .slice(offset, m.index + clause.length)
      .replace(/[.!?…]+$/u, '')
      .trimEnd();
    // «с апреля 2022 года по настоящее время — в должности судебного пристава-исполнителя»: the title after «в должности».
    if (/^(?:в|на)\s+должности\s/iu.test(rest)) {
      const role = findRoles(rest)[0];
      if (role !== undefined && role.start <= 'на должности '.length + 1) latest = { value: role.value, start: offset + role.start, end: offset + role.end };
      continue;
    }
    const moved = MOVED_INTO_RE.exec(rest);
    if (moved !== null) {
      const plural = Az.Morph(moved[1]!.toLowerCase()).find((p) => p.tag.POS === 'NOUN' && p.tag['anim'] === true && p.tag.NMbr === 'plur');
      const single = plural?.inflect(['nomn', 'sing']);
      if (single !== undefined && single !== false) {
        const start = offset + moved.index + moved[0].lastIndexOf(moved[1]!);
        latest = { value: single.word, start, end: start + moved[1]!.length };
      }
      continue;
    }
    // The longest run of words from the clause's start that reads as a title («копирайтер» of «копирайтер на фрилансе»).
    const all = rest.split(/\s+/u).filter(Boolean);
    // «шеф-сомелье ресторана «…»»: an institution noun after the title begins the employer, not the title.
    const cut = all.findIndex((w, i) => i > 0 && (STOP_WORDS.has(w.toLowerCase()) || (isInstitutionWord(w) && /^[«"„“A-ZА-ЯЁ]/u.test(all[i + 1] ?? ''))));
    const words = cut < 0 ? all : all.slice(0, cut);
    for (let n = Math.min(words.length, 5); n > 0; n -= 1) {
      const phrase = rolePhrase(words.slice(0, n).join(' '));
      if (phrase === null || !rest.startsWith(phrase) || !startsLikeRole(phrase.split(' ')[0]!)) continue;
      if (!isRoleHead(phrase.split(' ').find((w) => isRoleHead(w)) ?? '')) continue;
      // The title is the whole clause, or the seeker says it of themselves («я копирайтер на фрилансе»):
      // «сейчас отец в порядке» speaks of someone else.
      // «сейчас начальник склада в ТК «…»»: a title followed by where, a name in capitals or quotes, is also said of oneself.
      const after = rest.slice(phrase.length);
      const ofNamed = /^\s+([а-яё-]+)\s+[«"„“A-ZА-ЯЁ]/u.exec(after);
      const atNamed = /^\s+(?:в|во|на|у)\s+(?:[«"„“]|[A-ZА-ЯЁ])/u.test(after) || (ofNamed !== null && isInstitutionWord(ofNamed[1]!));
      if (phrase !== rest && !atNamed && !/(?<![\p{L}])я\s+$/iu.test(lead[0])) break;
      latest = { value: phrase, start: offset, end: offset + phrase.length };
      break;
    }
  }
  return latest;
}

/** «старшего кассира» → «старший кассир»; an instrumental phrase goes through phraseToNominative. */
function genitiveToNominative(phrase: string, head: number): string {
  const words = phrase.split(' ');
  // «бариста», «сомелье» do not decline: only the adjectives before them do («старшим бариста» → «старший бариста»).
  if (isIndeclinableTrade(words[head]!)) {
    const adjectives = words.slice(0, head).join(' ');
    return [adjectives === '' ? '' : phraseToNominative(adjectives), ...words.slice(head)].filter(Boolean).join(' ');
  }
  const headParse = Az.Morph(words[head]!.slice(words[head]!.lastIndexOf('-') + 1).toLowerCase()).find((p) => p.tag.POS === 'NOUN' && p.tag['anim'] === true);
  if (headParse === undefined || headParse.tag.CAse === 'ablt' || headParse.tag.CAse === 'nomn') return phraseToNominative(phrase);
  // A genitive or accusative animate head («до старшего кассира», «поставили старшего смены»): inflect each word to nomn.
  return words
    .map((w, i) => {
      if (i > head) return w;
      const [prefix, tail] = [w.slice(0, w.lastIndexOf('-') + 1), w.slice(w.lastIndexOf('-') + 1)];
      const parse = Az.Morph(tail.toLowerCase()).find(
        (p) => (i === head ? p.tag.POS === 'NOUN' : p.tag.POS === 'ADJF' || p.tag.POS === 'PRTF') && p.tag.CAse === headParse.tag.CAse,
      );
      const gender = headParse.tag.GNdr;
      const inflected = parse?.inflect(i === head ? ['nomn', 'sing'] : ['nomn', 'sing', ...(gender === undefined ? [] : [gender])]);
      return inflected === undefined || inflected === false ? w : prefix + inflected.word;
    })
    .join(' ');
}

/**
 * A role said at the head of a sentence rather than next to the employer: a nominative title before the first comma
 * («Оператор станков с ЧПУ, работаю на заводе …», «Я учитель начальных классов, 12 лет в школе № 5») or an
 * instrumental title right before the work verb («Медсестрой работаю с 2018 года»). Null when none.
 */
export function findRoleAtStart(sentence: string): Found | null {
  const instrumental = /^((?:[а-яё-]+\s+){0,2}[а-яё-]+)\s+(?:работаю|работал[аи]?|тружусь|трудил(?:ся|ась))(?![\p{L}])/iu.exec(sentence);
  if (instrumental !== null) {
    const words = instrumental[1]!.split(/\s+/u);
    const head = words[words.length - 1]!.toLowerCase();
    const person = Az.Morph(head.slice(head.lastIndexOf('-') + 1)).some((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'ablt' && p.tag['anim'] === true);
    if (person && words.every((w) => hasCase(w, 'ablt'))) return { value: phraseToNominative(instrumental[1]!), start: 0, end: instrumental[1]!.length };
  }
  const lead = /^([^,;:—–.]+)[,;:—–]/u.exec(sentence);
  if (lead === null) return null;
  const phrase = rolePhrase(lead[1]!);
  if (phrase === null || !startsLikeRole(phrase.split(' ')[0]!) || !isRoleHead(phrase.split(' ').find((w) => isRoleHead(w)) ?? '')) return null;
  const start = lead[1]!.lastIndexOf(phrase);
  return { value: phrase, start, end: start + phrase.length };
}

/**
 * A title made from a verb of leading: «руковожу отделом логистики» → «руководитель отдела логистики», «управляю
 * рестораном» → «управляющий рестораном» («управляющая» when `feminine`), «возглавляю службу» → «руководитель службы».
 * Null when no noun phrase follows the verb.
 */
export function findLeadRole(sentence: string, feminine = false): Found | null {
  const m = /(?<![\p{L}])(руковожу|руководил[аи]?|управляю|управлял[аи]?|возглавляю|возглавлял[аи]?)\s+((?:[а-яё-]+\s+){0,3}[а-яё-]+)/iu.exec(sentence);
  if (m === null) return null;
  const verb = m[1]!.toLowerCase();
  const takesAblt = !verb.startsWith('возглав');
  const words = m[2]!.split(/\s+/u);
  // The object: adjectives and a noun in the verb's case, then up to two genitive nouns hanging on it.
  const objectCase = takesAblt ? 'ablt' : 'accs';
  let head = -1;
  for (let i = 0; i < words.length; i += 1) {
    const ps = Az.Morph(words[i]!.toLowerCase());
    if (ps.some((p) => p.tag.POS === 'NOUN' && p.tag.CAse === objectCase)) {
      head = i;
      break;
    }
    if (!ps.some((p) => (p.tag.POS === 'ADJF' || p.tag.POS === 'PRTF') && p.tag.CAse === objectCase)) return null;
  }
  if (head < 0) return null;
  let last = head;
  const genitiveNoun = (w: string | undefined): boolean =>
    w !== undefined &&
    w.length >= 3 &&
    !STOP_WORDS.has(w.toLowerCase()) &&
    Az.Morph(w.toLowerCase()).some((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'gent');
  while (last + 1 < words.length && last - head < 2 && genitiveNoun(words[last + 1])) last += 1;
  const object = words.slice(0, last + 1);
  const start = m.index + m[0].indexOf(m[2]!);
  const end = start + object.join(' ').length;
  if (verb.startsWith('управл')) return { value: `${feminine ? 'управляющая' : 'управляющий'} ${object.join(' ')}`, start: m.index, end };
  // «отделом логистики» → «отдела логистики»: the object goes into the genitive after «руководитель».
  const genitive = object.map((w, i) => {
    if (i > head) return w;
    const parse = Az.Morph(w.toLowerCase()).find(
      (p) => (i === head ? p.tag.POS === 'NOUN' : p.tag.POS === 'ADJF' || p.tag.POS === 'PRTF') && p.tag.CAse === objectCase,
    );
    const gender = Az.Morph(words[head]!.toLowerCase()).find((p) => p.tag.POS === 'NOUN' && p.tag.CAse === objectCase)?.tag;
    const number = gender?.NMbr === 'plur' ? 'plur' : 'sing';
    const inflected = parse?.inflect(
      i === head ? ['gent', number] : ['gent', number, ...(number === 'sing' && gender?.GNdr !== undefined ? [gender.GNdr] : [])],
    );
    return inflected === undefined || inflected === false ? w : inflected.word;
  });
  return { value: `руководитель ${genitive.join(' ')}`, start: m.index, end };
}

const PRESENT_RE =
  /(?<![\p{L}])(?:работаю|тружусь|руковожу|отвечаю|веду|занимаюсь|занимаю|возглавляю|заведую|прохожу|служу|сейчас|сегодня|в\s+настоящее\s+время|по\s+настоящее\s+время|до\s+сих\s+пор|являюсь|продолжаю)(?![\p{L}])/iu;
const PAST_RE =
  /(?<![\p{L}])(?:работал|работала|(?:от|про|по)работал[аи]?|стажировал(?:ся|ась)|трудился|трудилась|был|была|раньше|до\s+этого|ушел|ушла|ушёл|уволился|уволилась)(?![\p{L}])/iu;

/** Tense of a sentence about a job: 'present' («работаю», «сейчас»), 'past' («работал», «раньше»), or null. */
export function tenseOf(sentence: string): 'present' | 'past' | null {
  if (PRESENT_RE.test(sentence)) return 'present';
  if (PAST_RE.test(sentence)) return 'past';
  return null;
}

/** A key to compare role names (stems of the words). */
export function roleKey(role: string): string {
  return wordsOf(role)
    .map((w) => keyOf(w.raw))
    .join(' ');
}

/**
 * The nominative of a quoted name that was declined after a preposition: a noun phrase is inflected («Цифровых
 * решениях» → «Цифровые решения»); a single substantivised adjective («Связном») stays as written, because its
 * dictionary form («связный») is not the name. Employer matching compares stems, so both spellings still meet.
 */
function declinedName(name: string, preposition = ''): string {
  const words = name.split(/\s+/u);
  // «в «Алтея Фарм»»: after «в/на» a declined name is in the prepositional case, after «из/у/для» in the genitive; a
  // first word that cannot be in that case was not declined, and the name stays as the seeker wrote it.
  const wanted = /^(?:в|во|на)$/iu.test(preposition) ? ['loct', 'loc2'] : /^(?:из|у|для)$/iu.test(preposition) ? ['gent', 'gen2'] : null;
  const first = words[0]!.slice(words[0]!.lastIndexOf('-') + 1).toLowerCase();
  if (wanted !== null && /^[а-яё]+$/u.test(first) && !Az.Morph(first).some((p) => wanted.includes(String(p.tag.CAse)))) return name;
  if (words.length === 1) {
    const parse = Az.Morph(name)[0];
    return parse?.tag.POS === 'NOUN' ? nameLemma(name) : name;
  }
  return phraseToNominative(name);
}

/** True when a word of the text reads first as a verb in the past tense («запустил», «ходило»): the text tells of the past. */
export function hasPastVerb(text: string): boolean {
  return [...text.matchAll(/[а-яё]{3,}/giu)].some((m) => {
    const first = Az.Morph(m[0].toLowerCase())[0];
    return first?.tag.POS === 'VERB' && first.tag['TEns'] === 'past';
  });
}
