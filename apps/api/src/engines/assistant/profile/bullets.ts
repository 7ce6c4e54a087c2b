/**
 * An achievement the seeker told in their own words, rewritten as resume bullets: each clause that states a result
 * becomes one bullet that starts with its verb where the clause has one, keeps its object and its numbers, and
 * drops what a resume does not say: filler («ну», «короче», «честно говоря»), hedges («где-то», «наверное»),
 * pronouns and particles («я», «мы», «у нас», «теперь», «даже»), and a leading connective («а ещё», «также»).
 * «с 3 часов до 20 минут» reads «3 часов → 20 минут» only when a clause would otherwise copy a long run of the answer.
 * The words kept are the seeker's own: nothing is added, so every number and name stays sourced.
 */
import Az from 'az';
import { longestCommonWordRun } from '../checks/text-metrics';
import { isKnownWord, parseWord } from './morphology';
import { cardinalsInDigits, findAchievementNumbers, timesInDigits } from './numbers';
import { correctTyposWider, resolvedRelative, withoutPlaces } from './text-rules';

/** Filler and hedges of spoken Russian, dropped from bullets (longest first so phrases win over their words). */
const FILLER = [
  'если честно',
  'честно говоря',
  'по правде говоря',
  'в общем-то',
  'в общем',
  'короче говоря',
  'короче',
  'как бы',
  'так сказать',
  'вроде как',
  'вроде бы',
  'вроде',
  'типа',
  'ну',
  'кстати',
  'наверное',
  'где-то',
  'собственно',
  'блин',
  'вот',
  'же',
  'ли',
  'в принципе',
  'на самом деле',
  'по сути',
  'допустим',
  'скажем',
  'чем горжусь',
  'горжусь тем, что',
  'горжусь',
  'наверно',
  'если коротко',
  'смотрите',
  'то есть',
  'мне кажется',
  'думаю',
  'я думаю',
  'считаю',
];
/** Pronouns and particles a bullet leaves out («я сократил» → «Сократил»). */
const DROPPED = [
  'я',
  'мы',
  'мною',
  'нами',
  'мной',
  'со мной',
  'со мною',
  'с нами',
  'вместе со мной',
  'вместе с нами',
  'у меня',
  'у нас',
  'мой',
  'моя',
  'моё',
  'мое',
  'мои',
  'моих',
  'моим',
  'моей',
  'моего',
  'моём',
  'моем',
  'мою',
  'моему',
  'моими',
  'наш',
  'наша',
  'наше',
  'наши',
  'нашей',
  'нашего',
  'нашем',
  'нашему',
  'нашим',
  'нашими',
  'наших',
  'нашу',
  'теперь',
  'даже',
  'уже',
  'всего',
  'именно',
  'просто',
  'сам',
  'сама',
  'сами',
  'лично',
  'потом',
  'ещё',
  'еще',
  'также',
  'тоже',
];
const LEADING =
  /^(?:тем\s+что|поэтому|потому|что|так\s+что|а\s+ещё|а\s+еще|и\s+ещё|и\s+еще|ещё|еще|также|кроме\s+того|а\s+также|а|и|но|плюс(?!\s*\d)|при\s+этом|в\s+итоге|итого|так\s+что)(?![\p{L}])[\s,:—–-]*/iu;

/** A link that says the clause after it is the outcome of the one before («…, поэтому простой был 4 дня»). */
const CONSEQUENCE_RE = /^(?:поэтому|потому|так\s+что|в\s+итоге|в\s+результате|благодаря\s+(?:этому|чему)|отчего|из-за\s+этого)(?![\p{L}])/iu;
const CONSEQUENCE_SEP_RE = /(?:так\s+что|отчего)\s*$/iu;
/** Words of gain that open a verbless outcome: «экономия …», «выручка …», «прирост …». */
const GAIN_LEAD_RE = /^(?:экономи|выгод|прибыл|выручк|прирост|рост|снижени|сокращени|итог|результат)\p{L}*(?![\p{L}])/iu;
/** A value before a change said as its own clause, with no value after it: «раньше сверка занимала 3 дня». */
const BEFORE_VALUE_RE = /^(?:(?:а|и)\s+)?(?:раньше|прежде|когда-то)(?![\p{L}])(?![^,;]*(?<![\p{L}])(?:теперь|сейчас|стал\p{L}*|стало)(?![\p{L}]))[^,;]*\d/iu;

/** «В «Тундре» построил …», «В Иннокоде сократил …»: the employer the entry already names. */
const EMPLOYER_LEAD = /^(?:[вВ][оО]?|[нН][аА])\s+(?:«[^»]+»|[A-ZА-ЯЁ][\p{L}-]*(?:\s+[A-ZА-ЯЁ][\p{L}-]*)?)\s+(?=[а-яё])/u;
/**
 * Time and link words a bullet does not need: «за это время», «в прошлом году», «в 2024 году», «до этого», «там»,
 * «благодаря чему». A period a result is counted over («за год», «за 3 месяца») is not among them: it moves to the end.
 */
const TIME_LEAD =
  /^(?:(?:за\s+это\s+время|в\s+(?:прошлом|этом|позапрошлом)\s+году|в\s+\d{4}(?:-м)?\s+(?:году)?|до\s+этого|после\s+этого|сейчас|там|тогда|благодаря\s+чему|благодаря\s+этому|в\s+результате|за\s+время\s+работы)[\s,]+)+/iu;
/** A period at the head of a clause: «за год», «за последний год», «за 3 месяца», «за три сезона», «через 3 месяца». */
const PERIOD_LEAD =
  /^(?:(?:за|через)\s+(?:(?:этот|последний|прошлый|первый|весь|каждый)\s+)?(?:(?:\d+|[а-яё]+)\s+)?(?:год|года|лет|месяц\p{L}*|квартал\p{L}*|сезон\p{L}*|недел\p{L}*|полгода|смен\p{L}*|день|дня|дней)|за\s+(?:всё|все)\s+время(?:\s+работы)?)(?![\p{L}])[\s,]*/iu;
/** A year said inside a clause («проверка закупок в 2024 году выявила …»): dropped when the clause would be copied. */
const YEAR_INSIDE_RE = /\s(?:в|во)\s+(?:19|20)\d\d(?:-м)?(?:\s+год[уа]?)?(?![\p{L}\d])/giu;
/** Verbs that only join a result to its subject («стали выходить»): a bullet does not start with them. */
const AUXILIARY = /^(?:стал|стала|стало|стали|начал|начала|начало|начали|смог|смогла|смогли|удалось)$/iu;
// Lower case only: «ТО» (техобслуживание) at the end is an abbreviation, not the particle.
const TRAILING = /\s+(?:так|вот|то|тоже)$/u;

/** Stands for a space inside a quoted name while a sentence is cut into clauses (a private-use character). */
const HELD_SPACE = '\uE000';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
const wordsRe = (list: readonly string[]): RegExp =>
  new RegExp(
    `(?<![\\p{L}\\d-])(?:${[...list]
      .sort((a, b) => b.length - a.length)
      // «где-то» is also typed «где то» and «гдето».
      .map((w) => escape(w).replace(/-/gu, '[- ]?'))
      .join('|')})(?![\\p{L}\\d-])[,]?`,
    'giu',
  );
const FILLER_RE = wordsRe(FILLER);
const DROPPED_RE = wordsRe(DROPPED);

/** Drops the pronouns and particles of DROPPED, but keeps «под моим руководством» whole (a lead, not a pronoun). */
function withoutPronouns(text: string): string {
  return text.replace(DROPPED_RE, (m: string, at: number, whole: string) => {
    if (/^\s*руководств/iu.test(whole.slice(at + m.length))) return m;
    // «трое сами стоят на линии», «обслуживаю машину сам»: «сам» after anything but «я/мы» says «on one's own», a fact.
    // It stays at the end of a clause or after its own subject (a noun or a numeral), not after a verb («сделал сам стенд»).
    if (/^сам[аи]?,?$/iu.test(m) && !/(?:^|(?<![\p{L}])(?:я|мы)[\s,]*)[\s,]*$/iu.test(whole.slice(0, at))) {
      // The word before, past the other dropped words («трое уже сами»).
      const said =
        whole
          .slice(0, at)
          .toLowerCase()
          .match(/[\p{L}-]+/gu) ?? [];
      while (said.length > 0 && DROPPED.includes(said[said.length - 1]!)) said.pop();
      const before = said[said.length - 1] ?? '';
      const atEnd = /^[\s]*(?:[,.;:!?…]|$)/u.test(whole.slice(at + m.length)) || m.endsWith(',');
      const afterSubject = Az.Morph(before).some((p) => ['NOUN', 'NUMR'].includes(p.tag.POS ?? '') && p.tag.CAse === 'nomn');
      if (atEnd || afterSubject) return m;
    }
    return ' ';
  });
}

/**
 * Drops a short word (two to four letters, with a vowel) that no dictionary reading knows and that no preposition
 * governs: slang and dialect particles («шо», «ще», «чё», «гэта») are not words a resume can print, while a short
 * name said after a preposition («в сбер») and a consonant abbreviation («тсд», «пвх») stay.
 */
export function withoutUnknownShortWords(text: string): string {
  const words = text.split(' ');
  return words
    .filter((w, i) => {
      const said = w.replace(/[,.:;!?]+$/u, '');
      const word = said.toLowerCase();
      // A capital inside the clause is a name's; only the clause's first word may have it for being first.
      if ((i > 0 && said !== word) || !/^[а-яё]{2,4}$/u.test(word) || !/[аеёиоуыэюя]/u.test(word)) return true;
      if (i > 0 && PREPOSITIONS.has(words[i - 1]!.toLowerCase())) return true;
      // «половину фич», «5 фич», «много багов»: a word counted by the word before it is the object, not a particle.
      if (i > 0 && /^(?:\d[\d,.]*|половин\p{L}*|част\p{L}*|треть|четверть|много|мало|несколько|десят\p{L}*|сотн\p{L}*|десяток)$/iu.test(words[i - 1]!))
        return true;
      return isKnownWord(word);
    })
    .join(' ');
}

/**
 * Emoji and emoticons («🏆», «😍», «))») are no words of a resume: they go, and the «%» of «92 процента» is written as
 * a resume writes it.
 */
function withoutEmoji(text: string): string {
  return text
    .replace(/(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\p{Emoji_Modifier})+/gu, ' ')
    .replace(/(?<=[\p{L}\s!?.])(?:[:;]-?)?\){2,}|(?<=\s)[:;]-?[)(D](?=\s|$)/gu, '')
    .replace(/(\d)\s*процент(?:а|ов)?(?![\p{L}])/giu, '$1%')
    .replace(/\s{2,}/gu, ' ')
    .trim();
}

/** «стала в 2 раза короче»: the comparative «короче» (also a filler word) said as the change it states. */
const SHORTER_RE = /(?<![\p{L}])(?:(стал(?:а|о|и)?)\s+)?((?:в|на)\s+\d[\d\s,.]*\s*[\p{L}%]*)\s+короче(?![\p{L}])/giu;
const SHRANK: Record<string, string> = { стал: 'сократился', стала: 'сократилась', стало: 'сократилось', стали: 'сократились' };
function withoutShorter(text: string): string {
  return text.replace(SHORTER_RE, (_m: string, became: string | undefined, by: string) =>
    became === undefined ? `${by} меньше` : `${SHRANK[became.toLowerCase()] ?? 'сократилось'} ${by}`,
  );
}

/**
 * A clause boundary: «;», a comma (not inside a number), « и » before a verb-like word, «—» between clauses, «:» after
 * a lead-in, a full stop before a lower-case word (a sentence typed without capitals; not after an abbreviation),
 * «за это / после этого / благодаря этому» (a link back to the clause before, said without a comma when dictated), and,
 * said without a comma, «а ещё / и ещё», « и » before a period and its verb («… и за 2024 год нашёл …»), and a
 * relative or consequence link («… которая сократила …», «… благодаря чему …», «… так что …», «… отчего …»).
 */
const CLAUSE_SPLIT_RE =
  /\s*(?:;|(?<=\p{L}{4}|\p{Lu}{2}|\d|%)(?<!млрд|долл|напр|(?<![\p{L}])(?:тыс|гг|руб|шт|мес|сек|мин|ед|ул|им|пос|обл|кв))[.!?…]+\s+(?=[а-яё])|\s(?=(?:за|после|благодаря)\s+(?:это|этого|этому)\s+[а-яё]+(?:л|ла|ли|ло)(?![\p{L}]))|:\s+|,?\s*(?<![\p{L}])(?:после\s+того\s+как|после\s+того,\s+как|с\s+тех\s+пор\s+как|потому\s+что|так\s+как|когда)\s+|,\s+(?:а|и|но|что|так\s+что|чтобы)\s+|,(?!\d)\s*|\s+и\s+(?=[а-яё]+(?:л|ла|ли|ил|ила|ал|ала|ел|ела|ось|ась|ился|илась|лся|лась)(?![\p{L}]))|\s+и\s+(?=(?:за|в|во|через)\s+[\p{L}\d-]+(?:\s+[\p{L}\d-]+)?\s+[а-яё]+(?:л|ла|ли|ёл)(?![\p{L}]))|\s+(?=(?:а|и)\s+(?:ещё|еще)(?![\p{L}]))|\s+(?=(?:котор(?:ая|ый|ое|ые)|(?:благодаря|после|в\s+результате)\s+(?:чему|чего))\s)|\s+(?:так\s+что|отчего)\s+|\s+—\s+|\s+–\s+)\s*/giu;

/** A change with its numbers: «с 10 до 5», «на 30%», «в 2 раза», «вдвое», «вместо трёх дней», «2 с → 300 мс». */
const CHANGE_RE =
  /(?<![\p{L}])(?:с\s+\d[^.;]*?\s+до\s+\d|на\s+\d+(?:[.,]\d+)?\s*(?:%|процент|п\.\s?п)|в\s+\d+(?:[.,]\d+)?\s+раз|вдвое|втрое|вчетверо|вместо|→|стал[оаи]?\s+(?:(?:намного|гораздо|значительно|заметно|существенно|вдвое|втрое)\s+)?(?:меньше|больше|выше|ниже|быстрее|дешевле|реже|чаще)(?![\p{L}])|[+−]\s?\d|(?:плюс|минус)\s+\d)/iu;
/** Results stated without a change: no defects or fines, a share of revenue («30% выручки»), a place, a prize, a title. */
const OUTCOME_RE =
  /(?<![\p{L}])(?:без\s+(?:единого\s+|одного\s+)?(?:замечан|ошиб|брак|штраф|потер|ДТП|авари|доначисл|срыв|простоя|жалоб)|ни\s+(?:одного|одной|одну|единого|единой)|(?:ноль|0)\s+(?:замечан|ошиб|брак|штраф|жалоб|претензи|нарушени|авари|травм|инцидент|возврат|недостач|просроч|срыв|простоев|потер|задерж|опоздан|ДТП|отказ)|(?:перв|втор|трет)\p{L}+\s+мест|(?<!\d)[1-3](?:-?[еийго]{1,2})?\s+мест[оау](?![\p{L}])|\d+(?:[.,]\d+)?\s*%\s+(?:всей\s+|общей\s+)?(?:выручк|продаж|оборот|прибыл|план)\p{L}*|\d+(?:[.,]\d+)?\s+из\s+\d+(?:[.,]\d+)?(?![\d\p{L}])|приз|побед|лучш(?:ий|ая|ее|ие|его|ей|ему|им|их|ую|ими|ем)(?![\p{L}])|звани\p{L}*|наград\p{L}*)/iu;
/**
 * A result said without a verb: a level against a bound («Брак по швам меньше 1%», «текучка — ниже 5%»), or a span
 * with nothing bad in it («Брака нет 3 года», «жалоб нет уже полгода»). A noun before it is the object; a bare
 * number or a headcount is not a result.
 */
const VERBLESS_RESULT_RE =
  /^[\p{L}][\p{L}\d-]*(?:\s+[\p{L}\d-]+){0,5}?\s*[—–:-]?\s*(?:(?:меньше|менее|ниже|не\s+более|не\s+выше|не\s+больше|больше|более|выше|свыше|не\s+ниже|не\s+меньше)\s+\d[\d\s,.]*\s*(?:%|процент\p{L}*|п\.\s?п|раз\p{L}*|мин\p{L}*|час\p{L}*|дн\p{L}*|сек\p{L}*|₽|руб\p{L}*)|(?:нет|не\s+было)\s+(?:уже\s+)?(?:\d+|полгода|полтора|год|два|три|четыре|пять)\s*(?:год\p{L}*|лет|месяц\p{L}*|недел\p{L}*)?)(?![\p{L}])/iu;
/** «130% от нормы», «112% от плана»: a level of a plan or a norm reached, a result with or without a noun before it. */
const PLAN_SHARE_RE = /\d[\d\s,.]*\s*(?:%|процент\p{L}*)\s+(?:от\s+)?(?:нормы|норматива|плана|таргета|цели|KPI)(?![\p{L}])/iu;
/** Something bad a job can have, said to be absent: «замечаний от заказчика нет», «жалоб не было». */
const NONE_BAD_RE =
  /^(?:замечани|ошиб|брак|штраф|жалоб|претензи|нарушени|авари|травм|инцидент|возврат|недостач|просроч|срыв|простоев|потер)\p{L}*(?:\s+[\p{L}\d-]+){0,5}\s+(?:нет|не\s+было)$/iu;
/** A clause of leading people: «руковожу сменой», «замещаю старшего смены», «управление командой». */
const LEAD_RE =
  /(?<![\p{L}])(?:руковож\p{L}*|руководил\p{L}*|руководств\p{L}*|управля\p{L}*|управлени\p{L}*|возглавля\p{L}*|замеща\p{L}*|подчинени\p{L}*|наставля\p{L}*|наставни\p{L}*|старш\p{L}+\s+смен\p{L}*|бригадир\p{L}*)/iu;
/** A headcount: «6 человек», «команда из 4 человек», «12 сотрудников». */
const HEADCOUNT_RE =
  /(?<![\d.,])\d+\s*(?:человек\p{L}*|сотрудник\p{L}*|подчинённ\p{L}*|подчиненн\p{L}*|специалист\p{L}*|продавц\p{L}*|кассир\p{L}*|водител\p{L}*|рабоч\p{L}*)(?![\p{L}])/iu;

/** The size of a work unit: «в смене (нас) 6 человек», «участок на 28 человек», «в отделе 12 сотрудников». */
const TEAM_SIZE_RE =
  /^(?:(?:в|во)\s+(?:смен\p{L}*|бригад\p{L}*|отдел\p{L}*|команд\p{L}*|групп\p{L}*|цех\p{L}*|штат\p{L}*)|(?:участок|цех|отдел|смена|бригада|команда|группа)\s+(?:на|из))\s+(?:(?:нас|их)\s+)?\d+\s*(?:человек\p{L}*|сотрудник\p{L}*|рабоч\p{L}*)$/iu;

/** The benchmark of a figure said after it: «по агентству около 60», «по отделу в среднем 12», «у коллег 5». */
const BENCHMARK_RE = /^(?:по|у)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:(?:около|примерно|в\s+среднем|порядка)\s+)?\d[\d\s,.]*\s*[\p{L}%]*$/iu;
/** An average of the seeker's work with its figure and no verb: «средний срок продажи 38 дней», «средний чек 2 400 ₽». */
const AVERAGE_RE = /^средн(?:ий|яя|ее|ие)\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,3}\s+(?:—\s+)?\d[\d\s,.]*(?:\s*[\p{L}%₽]+)?$/iu;

/** A short qualifier of the result before it, with no number or verb: «без потери качества», «без переработок». */
const QUALIFIER_RE = /^без\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,2}$/iu;
/** «по 60 участников», «по 3 смены»: how many of something each counted thing had. */
const DISTRIBUTIVE_RE = /^по\s+\d[\d\s,.]*\s*[\p{L}]+(?:\s+[\p{L}-]+){0,2}$/iu;

/** Verbs of trust given to the seeker, said of «them» (the employer): a recognition, not a duty. */
const TRUST_RE =
  /^(?:меня\s+ставят|ставят\s+(?:меня\s+)?на|(?:меня\s+|мне\s+)?(?:доверяют|поручают|привлекают|приглашают|зовут|отправляют|рекомендуют))(?![\p{L}])/iu;

/** Past-tense verbs that only say where or as whom one worked: they state no result. */
const NOT_RESULT_VERBS = new Set([
  'был',
  'была',
  'было',
  'были',
  'работал',
  'работала',
  'работали',
  'пришел',
  'пришёл',
  'пришла',
  'начинал',
  'начинала',
  'устроился',
  'устроилась',
  'учился',
  'училась',
  'жил',
  'жила',
  'считал',
  'считала',
  'подрабатывал',
  'подрабатывала',
  'трудился',
  'трудилась',
  'служил',
  'служила',
  'стажировался',
  'стажировалась',
  'перешел',
  'перешёл',
  'перешла',
  'ушел',
  'ушёл',
  'ушла',
  'уволился',
  'уволилась',
]);

/**
 * Verbs, by their dictionary form, that only say that, where or as whom one worked, studied, moved or was taken on
 * («отработал тренером», «осталось в резюме», «стал диспетчером», «оформлена как самозанятая»): no result.
 */
const NOT_RESULT_LEMMAS = new Set([
  'быть',
  'работать',
  'проработать',
  'отработать',
  'поработать',
  'подрабатывать',
  'трудиться',
  'служить',
  'учиться',
  'стажироваться',
  'прийти',
  'перейти',
  'уйти',
  'уволиться',
  'устроиться',
  'трудоустроиться',
  'трудоустроить',
  'оформить',
  'зачислить',
  'остаться',
  'переехать',
  'жить',
  'начинать',
  'считать',
  'стать',
]);

/** The dictionary form of a verb or participle, lower case, or null when the dictionary has no verb reading. */
function verbLemma(word: string): string | null {
  const parse = parseWord(word.toLowerCase().replace(/[,.:;]+$/u, ''));
  if (parse === null || !['VERB', 'PRTS', 'INFN'].includes(parse.tag.POS ?? '')) return null;
  return parse.normalize().word.replace(/ё/gu, 'е');
}

/** True when a word is a past-tense verb that states doing something («сократил», «выросла», «запустили»). */
function isDoneVerb(word: string): boolean {
  const w = word.toLowerCase();
  // «сократил», «выросла», and the past without «-л» of «развёз», «вырос», «принёс».
  if (!/(?:л|ла|ло|ли|лся|лась|лось|лись|[зсбкгр]|[зсбкгр]ся)$/u.test(w) || NOT_RESULT_VERBS.has(w)) return false;
  // az may rank another verb's reading first («нашли» as the imperative of «наслать»): a past reading of a word the
  // dictionary reads as a verb first counts.
  const first = parseWord(w);
  const parse = first?.tag.POS === 'VERB' ? (Az.Morph(w).find((p) => p.tag.POS === 'VERB' && p.tag['past'] === true) ?? first) : first;
  if (parse === null || parse.tag.POS !== 'VERB' || parse.tag['past'] !== true) return false;
  // A word the dictionary does not know that also reads as a noun is a compound noun («профнастил»), not a verb.
  if (!isKnownWord(w) && Az.Morph(w).some((p) => p.tag.POS === 'NOUN')) return false;
  return !NOT_RESULT_LEMMAS.has(parse.normalize().word.replace(/ё/gu, 'е'));
}

/** A remark on the seeker's own resume: «резюме на hh не обновлял», «моё резюме старое». */
const RESUME_REMARK_RE =
  /(?<![\p{L}])(?:(?:моё|мое|старое|это)\s+резюме|резюме\s+(?:на\s+(?:hh|хх|хедхантере)\s+)?(?:давно\s+)?(?:не\s+обновл\p{L}*|не\s+менял\p{L}*|устарел\p{L}*|старое))(?![\p{L}])/iu;
/** The seeker speaks of their own answers or hh resume («всё написал выше», «это есть в резюме»): no result. */
const META_RE = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:на)?писал\p{L}*|указал\p{L}*|говорил\p{L}*|рассказал\p{L}*|упомянул\p{L}*)(?:\s+\p{L}+){0,3}\s+(?:выше|ранее)(?![\p{L}])|(?<![\p{L}])в\s+резюме(?![\p{L}])|${RESUME_REMARK_RE.source}|см\.\s*выше`,
  'iu',
);

/** True when a sentence remarks on the seeker's own resume («Резюме на hh не обновлял лет 5»): never a result, whatever number it has. */
export function speaksOfOwnResume(sentence: string): boolean {
  return RESUME_REMARK_RE.test(sentence);
}

/**
 * «Последний комплекс сдали на 3 недели раньше» → «Сдали последний комплекс на 3 недели раньше»: the done verb of
 * the seeker (whose «я/мы» was dropped) leads.
 */
function verbFirst(clause: string, invert = false): string {
  const words = clause.split(' ');
  const at = words.findIndex((w) => isDoneVerb(w.replace(/[,.:;]+$/u, '')));
  if (at <= 0 || at > 5 || AUXILIARY.test(words[at]!)) return clause;
  // «Брак по столешницам с 6% снизил до 2%»: the value before the change said before the verb goes with the value
  // after it: «Снизил брак по столешницам с 6% до 2%».
  const subject0 = words.slice(0, at);
  const fromAt = subject0.findIndex((w, i) => i > 0 && /^(?:с|со|от)$/iu.test(w) && /^\d/u.test(subject0[i + 1] ?? ''));
  if (
    fromAt > 0 &&
    (fromAt + 2 === subject0.length || (fromAt + 3 === subject0.length && /^[\p{L}.]+$/u.test(subject0[fromAt + 2]!))) &&
    !subject0.slice(0, fromAt).some((w) => /[,:;]$/u.test(w) || /\d/u.test(w)) &&
    /^(?:до|на)$/iu.test(words[at + 1] ?? '') &&
    /^\d/u.test(words[at + 2] ?? '') &&
    parseWord(bare(words[at]!).toLowerCase())?.tag['tran'] === true
  ) {
    const object = subject0.slice(0, fromAt);
    const lowered = /^[А-ЯЁ](?:[а-яё]|$)/u.test(object[0]!) ? object[0]!.charAt(0).toLowerCase() + object[0]!.slice(1) : object[0]!;
    return [words[at]!, lowered, ...object.slice(1), ...subject0.slice(fromAt), ...words.slice(at + 1)].join(' ');
  }
  // «брак по валам снизил с 4% до 0,8%», «расход топлива снизил на 12%»: with only the change's numbers after it, a
  // transitive verb of the seeker's (its «я» dropped) has the noun phrase before it as its object: «Снизил брак …».
  const changeVerb = parseWord(bare(words[at]!).toLowerCase())?.tag;
  if (
    changeVerb?.['tran'] === true &&
    changeVerb['past'] === true &&
    /^(?:с|со|на|до|в)\s+\d/iu.test(words.slice(at + 1).join(' ')) &&
    !words.slice(0, at).some((w) => /[,:;]$/u.test(w) || /\d/u.test(w)) &&
    !/^не$/iu.test(words[at - 1]!)
  ) {
    const object = words.slice(0, at);
    const lowered = /^[А-ЯЁ](?:[а-яё]|$)/u.test(object[0]!) ? object[0]!.charAt(0).toLowerCase() + object[0]!.slice(1) : object[0]!;
    return [words[at]!, lowered, ...object.slice(1), ...words.slice(at + 1)].join(' ');
  }
  // «Доля опозданий упала …» has a subject of its own: it keeps its order unless the clause would be copied
  // (`invert`, «Упала доля опозданий …»).
  if (!invert && subjectOf(clause) !== null) return clause;
  // «ни один договор не оспорили»: the verb keeps its «не».
  if (/^не$/iu.test(words[at - 1]!)) return clause;
  const subject = words.slice(0, at);
  if (subject.some((w) => /[,:;]$/u.test(w) || /^\d/u.test(w))) return clause;
  // «Проект получил приз»: a transitive verb that agrees with a noun before it has that noun as its subject; put
  // after it, the noun would read as the object («Получил проект приз»).
  const verb = parseWord(words[at]!.toLowerCase());
  if (verb?.tag['tran'] === true) {
    // A noun that reads as nominative or accusative («торт», «очередь») is the subject when the verb has a direct
    // object after it («торт взял 1 место»), else its first reading decides (the seeker's «я/мы» is often dropped
    // before an object: «очередь сократила до 10 минут», «поломки снизили на 17%»).
    const noun = subject.map((w) => bare(w)).find((w) => parseWord(w)?.tag.POS === 'NOUN');
    // The direct object: the first noun after the verb, past numbers and adjectives, before any preposition.
    const objectWord = words
      .slice(at + 1)
      .map(bare)
      .find((w) => PREPOSITIONS.has(w) || parseWord(w)?.tag.POS === 'NOUN');
    const hasObject =
      objectWord !== undefined && !PREPOSITIONS.has(objectWord) && Az.Morph(objectWord).some((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'accs');
    const agrees =
      noun !== undefined &&
      (hasObject ? Az.Morph(noun) : [parseWord(noun)!]).some(
        (p) =>
          p.tag.POS === 'NOUN' &&
          p.tag.CAse === 'nomn' &&
          p.tag.NMbr === verb.tag.NMbr &&
          (verb.tag.NMbr === 'plur' || p.tag.GNdr === verb.tag.GNdr || p.tag.GNdr === undefined),
      );
    if (agrees) return clause;
  }
  const first = subject[0]!;
  const lowered = /^[А-ЯЁ](?:[а-яё]|$)/u.test(first) ? first.charAt(0).toLowerCase() + first.slice(1) : first;
  return [words[at]!, lowered, ...subject.slice(1), ...words.slice(at + 1)].join(' ');
}

/**
 * «Стажёров учу» → «Учу стажёров», «машину обслуживаю сам» → «Обслуживаю машину сам»: a first-person present verb of
 * one's own work said after its object leads, as a resume line does (its subject is the seeker's dropped «я»).
 * Words before it with a comma or a number stay where they are; otherwise the clause as is.
 */
const SPAN_WORD_RE = /^(?:год|года|лет|полгода|месяц\p{L}*|недел\p{L}*|день|дня|дней|сезон\p{L}*|раз|время|смену|зиму|лето|весну|осень)$/u;
function ownWorkFirst(clause: string): string {
  const words = clause.split(' ');
  const at = words.findIndex((w) => isOwnWorkVerb(bare(w)));
  if (at <= 0 || at > 4) return clause;
  const before = words.slice(0, at);
  // «Второй год руковожу …»: a span said before the verb is no object of it; the clause stays as said.
  if (before.some((w) => /[,:;]$/u.test(w) || /\d/u.test(w) || SPAN_WORD_RE.test(bare(w)))) return clause;
  before[0] = lowerFirst(before[0]!);
  return [words[at]!, ...before, ...words.slice(at + 1)].join(' ');
}

/** English past verbs whose form is not «-ed» that open a result in a résumé («Led», «Built», «Grew»). */
const ENGLISH_IRREGULAR_PAST = new Set([
  'led',
  'built',
  'rebuilt',
  'grew',
  'cut',
  'wrote',
  'rewrote',
  'drove',
  'won',
  'made',
  'set',
  'brought',
  'took',
  'kept',
  'held',
  'began',
  'taught',
  'sold',
  'ran',
  'found',
  'spent',
]);

/**
 * True when a word is an English past verb that opens a résumé line in a mixed answer («Led миграцию …», «Reduced
 * время сборки …»): an irregular past of the list, or a Latin word of five letters or more ending in «-ed».
 */
function isEnglishPast(word: string): boolean {
  const w = word.replace(/[,.:;]+$/u, '');
  if (!/^[A-Za-z]+$/u.test(w)) return false;
  const lower = w.toLowerCase();
  return ENGLISH_IRREGULAR_PAST.has(lower) || (lower.length >= 5 && /ed$/u.test(lower) && !/eed$|^(?:based|embed)$/u.test(lower));
}

/** Verbs that only say one has a job, not what one does: no rate follows them. */
const NOT_WORK_VERBS = new Set(['работаю', 'живу', 'учусь', 'хочу', 'могу', 'ищу', 'получаю', 'имею', 'знаю']);

/** True when a word is a first-person present verb of one's own work («собираю», «закрываю»). */
function isOwnWorkVerb(word: string): boolean {
  const w = word.toLowerCase();
  if (!/(?:ю|у)$/u.test(w) || NOT_WORK_VERBS.has(w)) return false;
  const parse = parseWord(w);
  // «слою» reads as a verb of «слоить» too: a word that is also a noun is not taken for a verb.
  return parse !== null && parse.tag.POS === 'VERB' && parse.tag.PErs === '1per' && !Az.Morph(w).some((p) => p.tag.POS === 'NOUN');
}

/**
 * A clause states a result when it holds a change with numbers, an outcome (no fines, a prize, a place), or a done
 * verb with at least three words. A clause with a number and no verb counts only right after a result of the same
 * sentence («построил фреймворк: 1 800 автотестов»): a bare number is not an achievement.
 */
function isResultClause(clause: string, afterResult: boolean): boolean {
  if (META_RE.test(clause)) return false;
  if (CHANGE_RE.test(clause) || OUTCOME_RE.test(clause) || VERBLESS_RESULT_RE.test(clause) || NONE_BAD_RE.test(clause) || PLAN_SHARE_RE.test(clause))
    return true;
  if (AVERAGE_RE.test(clause) && !hasVerb(clause) && findAchievementNumbers(clause).length > 0) return true;
  const words = clause.split(/\s+/u);
  const counted = findAchievementNumbers(clause).length > 0;
  // «Led миграцию с Vue 2 на Vue 3», «Launched доставку в 3 города»: an English past verb opening a mixed clause is
  // the seeker's done action, as a Russian perfective is.
  if (isEnglishPast(words[0]!) && words.length >= 3 && /[а-яё\d]/iu.test(clause)) return true;
  // A done verb states a result when it is perfective («внедрил», «сократил») or counts something («вёл 12
  // клиентов»); an imperfective verb alone says what one used to do («развозил заказы»), a duty.
  const done = words.filter((w) => isDoneVerb(w.replace(/[,.:;]+$/u, '')));
  // «Научилась в ковид», «перешла на новую»: a verb with only a circumstance, no object and no number, says no result.
  const others = words.filter((w) => !isDoneVerb(w.replace(/[,.:;]+$/u, '')));
  if (done.length === 1 && !counted && others.length === 2 && /^(?:в|во|на|при|после|за|через)$/u.test(bare(others[0]!)) && !/«/u.test(clause)) return false;
  // «Допуск 2024 подтвердил», «удостоверение продлил»: a done verb said last after nouns none of which it can govern (no
  // accusative reading) is a dictated note, not a sentence; what it says cannot be put in a line.
  if (done.length === 1 && !counted && words.length >= 2 && done[0] === words[words.length - 1]) {
    const before = words.slice(0, -1).filter((w) => /\p{L}/u.test(w));
    const verb = parseWord(bare(done[0]!))?.tag;
    // A nominative that agrees with the verb is its subject («Пекарня открылась»): a sentence, not a note; a thing does
    // not do a transitive verb with no object («медкнижка продлила»), so there it is the object said in the wrong case.
    const agrees = (p: { tag: AzTagLike }): boolean =>
      p.tag.CAse === 'nomn' &&
      p.tag.NMbr === verb?.NMbr &&
      (verb?.NMbr === 'plur' || p.tag.GNdr === verb?.GNdr) &&
      (p.tag['anim'] === true || verb?.['tran'] !== true);
    // An abbreviation in capitals is a name («НАКС», «ГИБДД»): it is governed by nothing.
    const governable = before.some(
      (w) =>
        !/^[A-ZА-ЯЁ]{2,}[,.:;]?$/u.test(w) &&
        (PREPOSITIONS.has(bare(w)) || Az.Morph(bare(w)).some((p) => p.tag.CAse === 'accs' || p.tag.CAse === 'gent' || p.tag.POS !== 'NOUN' || agrees(p))),
    );
    if (!governable) return false;
  }
  // «Попал после универа сразу туда»: a move to the place said before, with no count, is the seeker's story.
  if (!counted && /(?<![\p{L}])(?:туда|сюда)(?![\p{L}])/iu.test(clause)) return false;
  // «Решила уйти в IT», «решил переехать»: a decision to work, move or leave is no result.
  if (done.length === 1 && !counted && verbLemma(bare(done[0]!)) === 'решить') {
    const next = words[words.indexOf(done[0]!) + 1];
    if (next !== undefined && parseWord(bare(next))?.tag.POS === 'INFN') return false;
  }
  if (done.length > 0 && (counted || done.some((w) => parseWord(w.toLowerCase().replace(/[,.:;]+$/u, ''))?.tag['perf'] === true))) return words.length >= 2;
  // Trust the seeker earns: «ставят на ответственные узлы», «доверяют ключевых клиентов», «поручают аудит».
  if (TRUST_RE.test(clause)) return words.length >= 3;
  // The formal passive: «(мною) внедрён единый шаблон ТЗ», «разработаны требования к интеграции».
  // A word the dictionary does not know is no participle, whatever its ending («ресепшена»).
  const passive = words.find((w) => parseWord(bare(w))?.tag.POS === 'PRTS' && isKnownWord(bare(w)));
  if (passive !== undefined && !NOT_RESULT_LEMMAS.has(verbLemma(passive) ?? '')) return words.length >= 3;
  // A rate of one's own work: «собираю по 150 заказов за смену», «выполняю план на 120%».
  // «в 1С:ERP» names a program, not a rate: the number stands alone.
  if (
    /\d/u.test(clause) &&
    words.some(isOwnWorkVerb) &&
    /(?<![\p{L}])(?:по|за|в)\s+(?:\d+(?:[.,]\d+)?(?![\p{L}\d:])|смен|день|месяц|год|час)|\d\s*%/iu.test(clause)
  )
    return true;
  // «Доля одобрений с первой подачи 74%», «конверсия в покупку 12%», «CSI 4,8»: a level in percent or a fraction
  // said of a noun or a metric's abbreviation, with no verb («2,5 года» is a span, not a level).
  const level = /(?:^|\s)(\S+)\s+\d+(?:%|\s*%|,\d+(?!\s*(?:год|лет|месяц|мес|тыс|млн|млрд|₽|руб)))/iu.exec(clause);
  if (
    level !== null &&
    words.length <= 8 &&
    !hasVerb(clause) &&
    (/^[A-ZА-ЯЁ]{2,}$/u.test(level[1]!) || [words[0]!, level[1]!].some((w) => Az.Morph(bare(w)).some((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'nomn')))
  )
    return true;
  // Right after a result, a number it counts («построил фреймворк: 1 800 автотестов»); a year or a date is none.
  // «в смене нас 6 человек», «участок на 28 человек»: the size of the team one works in, not a count of the result.
  return afterResult && counted && !TEAM_SIZE_RE.test(clause);
}

/**
 * True when a sentence states a result by its shape, with or without a number the extractor counts: a change
 * («за полдня вместо трёх дней», «вдвое»), an outcome (no defects, a place, a prize) or a verbless level
 * («Брака нет 3 года»).
 */
export function statesResult(sentence: string): boolean {
  const cleaned = withoutShorter(sentence).replace(FILLER_RE, ' ');
  return cleaned.split(CLAUSE_SPLIT_RE).some((raw) => {
    const clause = tidy(
      withoutPronouns(raw)
        .replace(/[.!?…]+$/u, '')
        .replace(LEADING, ''),
    );
    const outcome = OUTCOME_RE.exec(clause);
    return CHANGE_RE.test(clause) || (outcome !== null && !/^лучше$/iu.test(outcome[0])) || VERBLESS_RESULT_RE.test(clause) || PLAN_SHARE_RE.test(clause);
  });
}

/** True when a sentence says something the seeker has done, with a perfective past verb («сократил», «получила»). */
export function tellsDoneResult(sentence: string): boolean {
  if ((sentence.match(/[\p{L}-]+/gu) ?? []).some((w) => isDoneVerb(w) && parseWord(w.toLowerCase())?.tag['perf'] === true)) return true;
  // «за год ни одного возврата», «сейчас ставят меня на сложные заказы»: an outcome or the trust earned, said without a
  // done verb, is a result too, unless it is wished for («хочу, чтобы …», «буду …»).
  if (WISH_RE.test(sentence)) return false;
  const clauses = sentence.split(CLAUSE_SPLIT_RE).map((c) => tidy(c.replace(LEADING, '').replace(TIME_LEAD, '')));
  return clauses.some((c) => TRUST_RE.test(c) || NONE_BAD_RE.test(c) || OUTCOME_RE.test(c));
}

/** Words of a wish or a plan: what follows them has not happened. */
const WISH_RE =
  /(?<![\p{L}])(?:хочу|хотел\p{L}*|хотим|хочется|чтобы|чтоб|планирую|планируем|мечтаю|готов\p{L}*|буду|будем|ищу|рассматриваю|интересно|интересует|нужн\p{L}*)(?![\p{L}])/iu;

/** Collapses the spaces and punctuation left after words were dropped. */
function tidy(text: string): string {
  return text
    .replace(/\s+([,.;:!?%])/gu, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/gu, '$1')
    .replace(/\(\s*\)/gu, '')
    .replace(/\s{2,}/gu, ' ')
    .replace(/^[\s,;:—–-]+|[\s,;:—–-]+$/gu, '')
    .trim();
}

function lowerFirst(text: string): string {
  return /^[А-ЯЁA-Z](?:[а-яёa-z]|\s|$)/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Money as a resume writes it after a number: «240 тысяч рублей» → «240 тыс. ₽», «14 млн рублей» → «14 млн ₽». */
function abbreviateUnits(clause: string): string {
  return clause
    .replace(/(\d)\s*(?:тысяч[аи]?|тыс\.?)\s+(?:рубл\p{L}*|руб\.?)/giu, '$1 тыс. ₽')
    .replace(/(\d)\s*(?:миллион\p{L}*|млн\.?)\s+(?:рубл\p{L}*|руб\.?)/giu, '$1 млн ₽')
    .replace(/(\d)\s*(?:рубл\p{L}*|руб\.)(?![\p{L}])/giu, '$1 ₽');
}

const PREPOSITIONS = new Set([
  'в',
  'во',
  'на',
  'по',
  'под',
  'для',
  'за',
  'с',
  'со',
  'из',
  'к',
  'ко',
  'у',
  'при',
  'от',
  'до',
  'без',
  'вместо',
  'после',
  'через',
  'над',
  'о',
  'об',
  'про',
  'среди',
  'между',
]);

/**
 * A long clause said in a different order, so it copies no long run of the answer: the prepositional phrases at
 * its end (at most five words, a quoted name counting as one) go right after its leading verb, or to its front
 * («Релизы стали выходить каждую неделю вместо раза в месяц» → «Вместо раза в месяц релизы стали выходить каждую
 * неделю»). Russian word order is free, so the meaning stays; no word is added or dropped.
 */
function movedTrailingPhrase(clause: string): string {
  const words = clause.split(' ');
  let from = -1;
  for (let i = words.length - 2; i >= 1; i -= 1) {
    if (!PREPOSITIONS.has(words[i]!.toLowerCase())) continue;
    if (words.length - i > 7) break;
    // «130% от нормы», «2 из 300»: what a number is counted against stays with the number.
    if (/^(?:от|из|к)$/iu.test(words[i]!) && /\d/u.test(words[i - 1] ?? '')) break;
    if (words.slice(i).some((w) => /[,;:]$/u.test(w) || isDoneVerb(w) || isOwnWorkVerb(w))) break;
    from = i;
  }
  // «при среднем по рынку около 20», «за счёт пересмотра договоров с поставщиками»: a phrase that hangs on the
  // phrase before it moves with it (a number stays put: it is the verb's own complement, «держится на 41%»).
  while (from >= 2) {
    // The nearest preposition up to four words back, with nothing but its noun phrase between.
    let back = 2;
    while (back <= 4 && from - back >= 0 && !PREPOSITIONS.has(words[from - back]!.toLowerCase())) back += 1;
    if (back > 4 || from - back < 1 || words.length - from + back > 6) break;
    if (words.slice(from - back, from).some((w) => /\d|[,;:]$/u.test(w) || isDoneVerb(w) || isOwnWorkVerb(w))) break;
    // «130% от нормы», «2 из 300»: a phrase that says what a number is counted against stays with the number.
    if (/^(?:от|из|к)$/iu.test(words[from - back]!) && /\d/u.test(words[from - back - 1] ?? '')) break;
    from -= back;
  }
  if (from < 0) {
    // «Частный дом в Берёзовском получил приз …»: a phrase inside the subject goes to the front instead.
    const i = words.findIndex((w, k) => k >= 1 && PREPOSITIONS.has(w.toLowerCase()));
    const end = i < 0 ? -1 : words.findIndex((w, k) => k > i && (isDoneVerb(w) || isOwnWorkVerb(w)));
    if (i < 0 || end < 0 || end - i > 4) return clause;
    const moved = words.slice(i, end);
    const head = words.slice(0, i);
    head[0] = lowerFirst(head[0]!);
    return [...moved, ...head, ...words.slice(end)].join(' ');
  }
  const phrase = words.slice(from);
  const rest = words.slice(0, from);
  // A phrase moved past another verb would be read as that verb's («открыла продажи … и выручка выросла на 20%»).
  if (verbsIn(rest) > 1) return clause;
  const verbLeads = isDoneVerb(rest[0]!.replace(/[,.:;]+$/u, '')) || isOwnWorkVerb(rest[0]!);
  const at = verbLeads ? 1 : 0;
  if (at === 0) rest[0] = lowerFirst(rest[0]!);
  return [...rest.slice(0, at), ...phrase, ...rest.slice(at)].join(' ');
}

/**
 * «Ввела чек-листы на каждый тип номера и стандартное время уборки» → «Ввела стандартное время уборки и чек-листы на
 * каждый тип номера»: the two objects a leading verb joins with «и» in the other order, when their head nouns share a
 * case and the second has no verb of its own. No word is added or dropped; otherwise the clause as it is.
 */
function swappedObjects(clause: string): string {
  const stop = /[.!?…]+$/u.exec(clause)?.[0] ?? '';
  const words = clause.slice(0, clause.length - stop.length).split(' ');
  if (!(isDoneVerb(bare(words[0] ?? '')) || isOwnWorkVerb(bare(words[0] ?? ''))) || words.some((w) => /[,;:]$/u.test(w))) return clause;
  const at = words.findIndex((w, k) => k >= 2 && /^и$/iu.test(w));
  if (at < 0 || at > words.length - 2) return clause;
  const first = words.slice(1, at);
  const second = words.slice(at + 1);
  if (verbsIn(second) > 0 || PREPOSITIONS.has(bare(first[0]!)) || PREPOSITIONS.has(bare(second[0]!))) return clause;
  const casesOf = (part: readonly string[]): Set<string> => {
    const head = part.find((w) => Az.Morph(bare(w)).some((p) => p.tag.POS === 'NOUN'));
    return new Set(head === undefined ? [] : Az.Morph(bare(head)).flatMap((p) => (p.tag.POS === 'NOUN' && p.tag.CAse !== undefined ? [p.tag.CAse] : [])));
  };
  const a = casesOf(first);
  if (![...casesOf(second)].some((c) => a.has(c))) return clause;
  return `${[words[0]!, ...second, 'и', ...first].join(' ')}${stop}`;
}

/** How many words of a clause are a done verb, a verb of one's own work or a short participle («переданы»). */
function verbsIn(words: readonly string[]): number {
  return words.filter((w) => isDoneVerb(bare(w)) || isOwnWorkVerb(bare(w)) || parseWord(bare(w))?.tag.POS === 'PRTS').length;
}

/**
 * Where a second clause with a subject of its own starts after « и », said without a comma («открыла продажи через
 * сайт и за год выручка выросла на 20%»): a done verb within six words after «и», and a nominative noun between them
 * that agrees with it and follows no preposition; or, with no «и», a nominative noun and its short participle after a
 * done verb. Null when there is none.
 */
function secondSubjectStart(raw: string): number | null {
  const words = raw.split(' ');
  for (let i = 1; i < words.length - 2; i += 1) {
    if (!/^и$/iu.test(words[i]!) || /[,;:]$/u.test(words[i - 1]!)) continue;
    const verbAt = words.findIndex((w, k) => k > i + 1 && k <= i + 6 && isDoneVerb(bare(w)));
    if (verbAt < 0 || words.slice(i + 1, verbAt).some((w) => /[,;:]$/u.test(w))) continue;
    const verb = parseWord(bare(words[verbAt]!))?.tag;
    // The subject: a nominative noun between «и» and the verb, agreeing with it, that no preposition governs.
    const subject = words
      .slice(i + 1, verbAt)
      .some(
        (w, k) =>
          !PREPOSITIONS.has(bare(words[i + k]!)) &&
          Az.Morph(bare(w)).some((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'nomn' && verb !== undefined && agrees(p.tag, verb)),
      );
    if (subject) return words.slice(0, i).join(' ').length + 1;
  }
  // Dictated with no comma: «выявил 14 случаев рубки все дела переданы в полицию» — a nominative noun (after «все»)
  // and a short participle agreeing with it, after a done verb, start a clause of their own.
  for (let i = 2; i < words.length - 1; i += 1) {
    const quantifier = /^(?:все|всё)$/iu.test(words[i]!) ? 1 : 0;
    const noun = words[i + quantifier];
    const participle = parseWord(bare(words[i + quantifier + 1] ?? ''))?.tag;
    if (noun === undefined || participle?.POS !== 'PRTS' || words.slice(0, i + quantifier + 1).some((w) => /[,;:]$/u.test(w))) continue;
    if (!words.slice(0, i).some((w) => isDoneVerb(bare(w)))) continue;
    if (Az.Morph(bare(noun)).some((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'nomn' && agrees(p.tag, participle)))
      return words.slice(0, i).join(' ').length + 1;
  }
  return null;
}

/**
 * Bullets in an order that copies no run across their joins: bullets that followed each other in the answer are
 * set apart (the 1st, 3rd, 5th … then the 2nd, 4th …; two are swapped), so «A, B» of the answer never reads «A. B».
 */
export function orderApart<T>(bullets: readonly T[]): T[] {
  if (bullets.length === 2) return [bullets[1]!, bullets[0]!];
  return [...bullets.filter((_, i) => i % 2 === 0), ...bullets.filter((_, i) => i % 2 === 1)];
}

/** The clauses of a text (CLAUSE_SPLIT_RE), each with the boundary said before it («, и », «; », or '' first). */
function clausesOf(text: string, dictated = false): { raw: string; sep: string }[] {
  const out: { raw: string; sep: string }[] = [];
  let from = 0;
  let sep = '';
  for (const m of text.matchAll(CLAUSE_SPLIT_RE)) {
    if (m[0] === '') continue;
    out.push({ raw: text.slice(from, m.index), sep });
    sep = m[0];
    from = m.index + m[0].length;
  }
  out.push({ raw: text.slice(from), sep });
  return out
    .flatMap((whole) => {
      const second = secondSubjectStart(whole.raw);
      return second === null
        ? [whole]
        : [
            { raw: whole.raw.slice(0, second), sep: whole.sep },
            { raw: whole.raw.slice(second), sep: ' ' },
          ];
    })
    .flatMap((c) => (dictated ? runOnParts(c.raw) : [c.raw]).map((raw, i) => ({ raw, sep: i === 0 ? c.sep : ' ' })))
    .flatMap((c) => {
      const at = negationStart(c.raw);
      return at === null
        ? [c]
        : [
            { raw: c.raw.slice(0, at), sep: c.sep },
            { raw: c.raw.slice(at), sep: ' ' },
          ];
    });
}

const isFiniteVerb = (word: string): boolean => parseWord(bare(word))?.tag.POS === 'VERB';
/** A span a result is counted over, opening a clause: «за прошлый год», «за последние 3 месяца», «в этом году». */
const SPAN_AT_RE =
  /^(?:за\s+(?:(?:прошл|этот|последн|перв|весь|позапрошл)\p{L}*\s+)?(?:\d+\s+)?|в\s+(?:прошл|этом|позапрошл)\p{L}*\s+)(?:год\p{L}*|лет|месяц\p{L}*|квартал\p{L}*|сезон\p{L}*|полгода)(?![\p{L}])/iu;

/**
 * A dictated run-on with no punctuation («у нас зал на 16 мест я в смене дою 400 голов за прошлый год соматика упала
 * … и мастита стало меньше меня наградили грамотой») cut into its clauses: before «я/мы» (a new subject), before
 * «меня/нас» and a plural past verb («меня наградили»), before «и» with a verb right after it, and before a span
 * («за прошлый год») — each cut only where the part before already has a verb and the part after has one too.
 * Only for dictated speech (see toBullets); a clause of fewer than 12 words, or one with punctuation inside, is whole.
 */
function runOnParts(raw: string): string[] {
  const words = raw.trim().split(/\s+/u);
  if (words.length < 12 || words.slice(0, -1).some((w) => /[,;:—–]$/u.test(w) || /^[—–]$/u.test(w))) return [raw];
  const cuts: number[] = [];
  let from = 0;
  const verbBetween = (a: number, b: number): boolean => words.slice(a, b).some(isFiniteVerb);
  for (let k = 2; k < words.length - 1; k += 1) {
    const w = bare(words[k]!);
    const next = parseWord(bare(words[k + 1]!))?.tag;
    const newSubject = /^(?:я|мы)$/u.test(w);
    const doneToMe = /^(?:меня|нас)$/u.test(w) && next?.POS === 'VERB' && next.NMbr === 'plur' && next['past'] === true;
    const and = w === 'и' && verbBetween(k + 1, k + 4);
    const span = SPAN_AT_RE.test(words.slice(k, k + 5).join(' ')) && verbBetween(k + 2, k + 10);
    // «перебрал двигатель на мтз сэкономили на ремонте …»: a past verb in another number than the part's own verb
    // begins a clause with another subject.
    const here = parseWord(w)?.tag;
    const own = words
      .slice(from, k)
      .map((x) => parseWord(bare(x))?.tag)
      .find((t) => t?.POS === 'VERB' && t['past'] === true);
    const otherSubject = here?.POS === 'VERB' && here['past'] === true && own !== undefined && own.NMbr !== here.NMbr;
    if (!(newSubject || doneToMe || and || span || otherSubject)) continue;
    // The part before needs a verb of its own unless a new subject or a span starts («зал на 16 мест | я дою …»).
    if (!newSubject && !span && !verbBetween(from, k)) continue;
    // «намолотил больше всех и по итогам сезона дали грамоту»: the new subject's clause begins at the «и/а» before it.
    let cut = k;
    if (otherSubject && !and) for (let j = k - 1; j >= Math.max(from + 2, k - 4); j -= 1) if (/^(?:и|а)$/u.test(bare(words[j]!))) cut = j;
    if (cut - from < 2) continue;
    cuts.push(cut);
    from = cut;
  }
  if (cuts.length === 0) return [raw];
  const bounds = [0, ...cuts, words.length];
  return bounds.slice(0, -1).map((b, i) => words.slice(b, bounds[i + 1]).join(' '));
}

/**
 * Where «X … нет» starts inside a clause said without a comma after a verb («дали премию замечаний от заказчика
 * нет»): at the genitive noun before «нет», past the prepositional phrases between them. Null when there is none.
 */
function negationStart(raw: string): number | null {
  const m = /\s(?:нет|не\s+было)[.!?…]*\s*$/iu.exec(raw);
  if (m === null) return null;
  const words = raw.slice(0, m.index).split(' ');
  let i = words.length - 1;
  for (;;) {
    if (i >= 2 && PREPOSITIONS.has(bare(words[i - 1]!))) i -= 2;
    else if (i >= 3 && PREPOSITIONS.has(bare(words[i - 2]!)) && ['ADJF', 'PRTF'].includes(parseWord(bare(words[i - 1]!))?.tag.POS ?? '')) i -= 3;
    else break;
  }
  if (i < 2) return null;
  const noun = parseWord(bare(words[i]!));
  if (noun?.tag.POS !== 'NOUN' || noun.tag.CAse !== 'gent') return null;
  if (!words.slice(0, i).some((w) => parseWord(bare(w))?.tag.POS === 'VERB')) return null;
  return words.slice(0, i).join(' ').length + 1;
}

const bare = (word: string): string => word.toLowerCase().replace(/[,.:;]+$/u, '');

/**
 * The subject of a clause whose done verb follows it: the nominative noun before the verb that agrees with it in
 * number and gender, with the genitive words after it («доля опозданий», «клиентка»). Null when there is none
 * (the seeker, whose «я» was dropped).
 */
function subjectOf(clause: string): { text: string; verb: AzTagLike } | null {
  const words = clause.split(' ');
  const at = words.findIndex((w) => isDoneVerb(bare(w)));
  if (at <= 0) return null;
  const verb = parseWord(bare(words[at]!))?.tag;
  if (verb === undefined) return null;
  for (let i = 0; i < at; i += 1) {
    // A noun after a preposition or after another noun depends on it («урожайность пшеницы», «в сети»).
    const before = i === 0 ? null : parseWord(bare(words[i - 1]!));
    if (i > 0 && (PREPOSITIONS.has(bare(words[i - 1]!)) || before?.tag.POS === 'NOUN' || (i > 1 && PREPOSITIONS.has(bare(words[i - 2]!))))) continue;
    // A Latin-script name before the verb is its subject («crash-free вырос»): the dictionary has no case for it.
    if (/^[A-Za-z]/u.test(words[i]!)) return { text: words[i]!, verb };
    // Any reading of the word: «сроки» is nominative or accusative, and before its verb it is the subject.
    const noun = Az.Morph(bare(words[i]!)).find((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'nomn' && agrees(p.tag, verb));
    if (noun === undefined) continue;
    let end = i + 1;
    while (end < at && end < i + 3 && parseWord(bare(words[end]!))?.tag.CAse === 'gent' && !/[,;:]$/u.test(words[end - 1]!)) end += 1;
    return { text: words.slice(i, end).join(' '), verb };
  }
  return null;
}

type AzTagLike = NonNullable<ReturnType<typeof parseWord>>['tag'];
function agrees(noun: AzTagLike, verb: AzTagLike): boolean {
  return noun.NMbr === verb.NMbr && (verb.NMbr === 'plur' || noun.GNdr === verb.GNdr || noun.GNdr === undefined);
}

/**
 * «Предложила на подстанции чек-лист …» → «Предложила чек-лист … на подстанции»: the phrase right after a leading
 * verb (a preposition, its adjectives and one noun) is said last. It belongs to the verb, so no phrase is cut.
 */
function movedPhraseAfterVerb(clause: string): string {
  const words = clause.split(' ');
  if (words.length < 5 || !(isDoneVerb(bare(words[0]!)) || isOwnWorkVerb(bare(words[0]!))) || !PREPOSITIONS.has(bare(words[1]!))) return clause;
  let end = 2;
  while (end < words.length - 2 && ['ADJF', 'PRTF'].includes(parseWord(bare(words[end]!))?.tag.POS ?? '')) end += 1;
  end += 1;
  if (end >= words.length - 1 || words.slice(1, end).some((w) => /[,;:]$/u.test(w))) return clause;
  const phrase = words.slice(1, end);
  const rest = [words[0]!, ...words.slice(end)];
  const last = rest.length - 1;
  const stop = /[.!?…]+$/u.exec(rest[last]!)?.[0] ?? '';
  rest[last] = rest[last]!.slice(0, rest[last]!.length - stop.length);
  return `${[...rest, ...phrase].join(' ')}${stop}`;
}

/** A pronoun in an oblique case that points back to what was said before («ей», «им», «его», «этим»). */
const BACK_PRONOUN_RE =
  /^(?:(?:по|на|с|со|в|во|из|к|ко|от|для|у|за|под|над|о|об|при|благодаря)\s+(?:него|нему|ним|нём|нем|ней|неё|нее|нею|них|ними|этому|этим|этом|этой|это)|ей|ею|ему|им|ими|ней|нею|нему|ним|ними|них|нём|нем|его|её|ее|их|этим|этому|этого|этой|это|она|он|оно|они)(?![\p{L}])/iu;

/** What the caller knows of the seeker beyond one sentence. */
export interface BulletOptions {
  /** The seeker's grammatical gender, from how they speak of themselves (see seekerGender). */
  gender?: 'masc' | 'femn';
  /** Nouns (dictionary form) that stand for the seeker when someone writes for them («мама» of «пишу за маму»). */
  actors?: readonly string[];
}

/** True when a clause has a verb of its own (finite, a short participle or a gerund): it is no bare noun phrase. */
function hasVerb(clause: string): boolean {
  return clause.split(/\s+/u).some((w) => ['VERB', 'PRTS', 'GRND'].includes(parseWord(bare(w))?.tag.POS ?? ''));
}

/** The short passive participle of a past verb in a gender or the plural («наградили», 'femn' → «награждена»). */
function participleOf(verb: string, gender: 'masc' | 'femn' | 'neut' | 'plur'): string | null {
  const parse = Az.Morph(verb).find((p) => p.tag.POS === 'VERB' && p.tag['past'] === true && p.tag['tran'] === true && p.tag['perf'] === true);
  if (parse === undefined) return null;
  const form = parse.inflect(['PRTS', 'perf', gender === 'plur' ? 'plur' : gender] as never) as AzParseLike | null | false;
  return form ? form.word : null;
}
type AzParseLike = { word: string };

/** The gender of the direct object of a verb-first bullet («Сделал чек-лист …» → masc); masc when none is found. */
function objectGender(bullet: string): 'masc' | 'femn' | 'neut' | 'plur' {
  for (const w of bullet.split(' ').slice(1)) {
    const p = Az.Morph(bare(w)).find((x) => x.tag.POS === 'NOUN' && x.tag.CAse === 'accs');
    if (p === undefined) continue;
    if (p.tag.NMbr === 'plur') return 'plur';
    return (p.tag.GNdr as 'masc' | 'femn' | 'neut' | undefined) ?? 'masc';
  }
  return 'masc';
}

/**
 * «меня наградили грамотой» → «награждена грамотой», «меня назначили старшим» → «назначен старшим»: a plural past
 * verb done to «меня» is said as its participle in the seeker's gender; with the gender unknown «меня» is dropped.
 */
function passiveOfSeeker(clause: string, gender: 'masc' | 'femn' | undefined): string {
  const m = /^(?:меня|мне)\s+(\S+)(?=\s|$)/iu.exec(clause);
  if (m === null) return clause;
  const verb = parseWord(bare(m[1]!));
  if (verb?.tag.POS !== 'VERB' || verb.tag.NMbr !== 'plur' || verb.tag['past'] !== true) return clause;
  const participle = gender === undefined || /^мне$/iu.test(clause.split(' ')[0]!) ? null : participleOf(bare(m[1]!), gender);
  return participle === null ? clause.slice(clause.indexOf(' ') + 1) : `${participle}${clause.slice(m[0].length)}`;
}

/** Verbs, by dictionary form, that put someone into a post or a role («поставили су-шефом», «повысили до старшего»). */
const INTO_ROLE_LEMMAS = new Set([
  'поставить',
  'назначить',
  'перевести',
  'повысить',
  'повышенный',
  'взять',
  'принять',
  'сделать',
  'утвердить',
  'оформить',
  'выбрать',
  'избрать',
]);

/**
 * True when a clause says the seeker was put into a role and nothing more: «меня/нас» with a past plural verb of
 * appointing (INTO_ROLE_LEMMAS), or its short participle («назначена», «повышен»), followed by the role in the
 * instrumental («су-шефом») or by «до» and the role («до старшего кассира»). A clause with a number, a change or an
 * outcome («выбрали лучшим продавцом месяца»), or a duty over an area («старшей по …», «ответственным за …»), is not one.
 */
function putIntoRole(clause: string): boolean {
  if (CHANGE_RE.test(clause) || OUTCOME_RE.test(clause) || findAchievementNumbers(clause).length > 0) return false;
  const words = clause.split(/\s+/u).map(bare);
  for (let i = 0; i < words.length - 1; i += 1) {
    const verb = parseWord(words[i]!);
    // «Дорос до ведущего»: grown into a role (a count, «дорос до 30 клиентов», is a result and returned false above).
    if (verbLemma(words[i]!) === 'дорасти' && words[i + 1] === 'до') return true;
    const finite = verb?.tag.POS === 'VERB' && verb.tag.NMbr === 'plur' && verb.tag['past'] === true && i > 0 && /^(?:меня|нас)$/u.test(words[i - 1]!);
    // «повышен» reads as the short form of the adjective «повышенный» too.
    const participle = verb?.tag.POS === 'PRTS' || (verb?.tag.POS === 'ADJS' && i === 0);
    const lemma = verb?.tag.POS === 'ADJS' ? verb.normalize().word : verbLemma(words[i]!);
    if (!(finite || participle) || !INTO_ROLE_LEMMAS.has(lemma ?? '')) continue;
    const next = words[i + 1]!;
    if (next === 'до' && i + 2 < words.length) return true;
    // «назначили старшей по стерилизационной», «сделали ответственным за приёмку»: a duty over an area beside the job
    // is a responsibility the resume keeps, not the job's title.
    if (/^(?:по|за)$/u.test(words[i + 2] ?? '')) return false;
    if (Az.Morph(next).some((p) => ['NOUN', 'ADJF', 'PRTF'].includes(p.tag.POS ?? '') && p.tag.CAse === 'ablt')) return true;
  }
  return false;
}

/** Nouns (dictionary form) of a seeker's family: what they do is no result of the seeker's work. */
const FAMILY = new Set(['сын', 'дочь', 'дочка', 'муж', 'жена', 'мама', 'папа', 'мать', 'отец', 'внук', 'внучка', 'бабушка', 'дедушка']);
/** A break from work: leave, a gap year, a sabbatical. */
const BREAK_RE =
  /(?<![\p{L}])(?:декрет\p{L}*|gap\s+year|sabbatical|академ(?:а|е|у|ом)?|академк\p{L}*|академическ\p{L}*\s+отпуск\p{L}*|перерыв\p{L}*\s+в\s+работе|отпуск\p{L}*\s+по\s+уходу)(?![\p{L}])/iu;

/**
 * True when a clause is about the seeker's life, not work: its subject before the verb is one of the family
 * (FAMILY: «сын пошёл в сад», «дочка родилась»), or it tells a break from work (BREAK_RE) with no number.
 */
function aboutLifeNotWork(clause: string): boolean {
  if (BREAK_RE.test(clause) && findAchievementNumbers(clause).length === 0) return true;
  const words = clause.split(/\s+/u).map(bare);
  const verbAt = words.findIndex((w) => parseWord(w)?.tag.POS === 'VERB');
  if (verbAt <= 0) return false;
  // «дочка одной бабушки написала благодарность», «мама ученика …»: a relative of someone named after them in the
  // genitive is a client's family, not the seeker's; what they did for the seeker's work is a result.
  const ownersAfter = (i: number): boolean =>
    words
      .slice(i + 1, verbAt)
      .some((w) => Az.Morph(w).some((p) => (p.tag.POS === 'NOUN' || p.tag.POS === 'NPRO') && p.tag.CAse === 'gent' && p.tag['anim'] === true));
  return words
    .slice(0, verbAt)
    .some(
      (w, i) =>
        Az.Morph(w).some((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'nomn' && p.tag.NMbr === 'sing' && FAMILY.has(p.normalize().word)) && !ownersAfter(i),
    );
}

/** «мама сделала абонемент» → «сделала абонемент» when «мама» is among `actors` (the one the answers are about). */
function withoutActor(clause: string, actors: readonly string[]): string {
  if (actors.length === 0) return clause;
  const m = /^(\S+)\s+(\S+)/u.exec(clause);
  if (m === null) return clause;
  const noun = Az.Morph(bare(m[1]!)).find((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'nomn');
  if (noun === undefined || !actors.includes(noun.normalize().word) || parseWord(bare(m[2]!))?.tag.POS !== 'VERB') return clause;
  return clause.slice(m[1]!.length + 1);
}

/** «Пишу за маму», «заполняю за мужа»: the relative a seeker's helper writes for, in the dictionary form, or null. */
export function writtenFor(text: string): string | null {
  const m = /(?<![\p{L}])(?:пишу|заполняю|отвечаю|пишем|заполняем|отвечаем)\s+за\s+(\p{L}+)/iu.exec(text);
  if (m === null) return null;
  const noun = Az.Morph(m[1]!.toLowerCase()).find((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'accs' && p.tag['anim'] === true);
  return noun === undefined ? null : noun.normalize().word;
}

/** Verbs, by dictionary form, that the seeker says of themselves in their story (worked, studied, came, finished). */
const SELF_LEMMAS = new Set([
  'быть',
  'работать',
  'проработать',
  'учиться',
  'окончить',
  'закончить',
  'прийти',
  'перейти',
  'устроиться',
  'уйти',
  'начать',
  'начинать',
  'трудиться',
  'служить',
  'поступить',
  'переехать',
]);

/**
 * The seeker's gender from the past verbs of their own story in the answers («была телятницей», «закончила
 * техникум», «пришёл в банк»): the one gender said at least twice and more than twice as often as the other, or
 * undefined.
 */
export function seekerGender(texts: readonly string[]): 'masc' | 'femn' | undefined {
  let masc = 0;
  let femn = 0;
  for (const w of texts
    .join(' ')
    .toLowerCase()
    .match(/[а-яё]+/gu) ?? []) {
    if (!/л[аи]?$/u.test(w) && !w.endsWith('шёл') && !w.endsWith('шел')) continue;
    const p = Az.Morph(w).find((x) => x.tag.POS === 'VERB' && x.tag['past'] === true && x.tag.NMbr === 'sing');
    if (p === undefined || !SELF_LEMMAS.has(p.normalize().word.replace(/ё/gu, 'е'))) continue;
    if (p.tag.GNdr === 'masc') masc += 1;
    else if (p.tag.GNdr === 'femn') femn += 1;
  }
  if (femn >= 2 && femn > 2 * masc) return 'femn';
  if (masc >= 2 && masc > 2 * femn) return 'masc';
  return undefined;
}

/**
 * The bullets of one achievement sentence (see file comment); `maxRun` is the longest run of the answer's words a
 * bullet may keep in a row: a longer clause has its «с X до Y» turned into «X → Y», its parenthesis and a year said
 * inside it dropped, then a phrase moved. A relative clause takes its antecedent («…, которая сбросила 24 кг» →
 * «клиентка сбросила 24 кг»), a verb after «и» takes the subject of the verb before it, a period («за год») goes to
 * the end, places named in passing are dropped. Returns [] when no clause states a result.
 */
export function toBullets(sentence: string, maxRun = 7, options: BulletOptions = {}): string[] {
  // A quoted name is never split into clauses («Дом года — 2024»): its spaces are held until the clauses are cut.
  const cleaned = cardinalsInDigits(timesInDigits(withoutShorter(withoutEmoji(sentence))))
    .replace(/«[^«»]*»/gu, (q) => q.replace(/\s/gu, HELD_SPACE))
    .replace(FILLER_RE, ' ');
  const copied = (text: string): number => longestCommonWordRun(text.replaceAll(HELD_SPACE, ' '), [sentence]).length;
  const out: string[] = [];
  let afterResult = false;
  // The bullet the clause before made, when it made one: a short qualifier after it («, без потери качества») is said with it.
  let lastBullet = -1;
  // «Замещаю старшего смены, в смене 6 человек»: leading people with its headcount is one bullet.
  const leads = LEAD_RE.test(cleaned) && HEADCOUNT_RE.test(cleaned);
  let lead: string | null = null;
  let subject: string | null = null;
  let prevRaw = '';
  // The clause before as cleaned, whether or not it made a bullet: «Кормовой коэффициент 1,1 — лучший в хозяйстве».
  let lastClause = '';
  let prevSubject: ReturnType<typeof subjectOf> = null;
  // The clause before, when it was the seeker's own action (a done verb with its subject dropped): a measured
  // outcome right after it is said with it («Перестроил маршрутизацию: доля опозданий упала с 14% до 5%»).
  let action: { text: string; at: number | null } | null = null;
  // «ККТ, приём топлива, замер метроштоком, инкассация»: a list of duties and tools, where a short item that reads as a
  // verb («замер») is one more noun of the list, not a result.
  const items = cleaned.split(/,\s+/u);
  const nounItems = items.filter((i) => i.split(/\s+/u).length <= 4 && !hasVerb(i)).length;
  const listLike = items.length >= 4 && nounItems >= 3 && nounItems * 3 >= items.length * 2;
  // Dictated speech: no comma, colon or dash, and no capital to open it or no stop to end it.
  const spoken = sentence.trim();
  const dictated = !/[,;:—–]/u.test(spoken) && (/^[а-яё]/u.test(spoken) || !/[.!?…]$/u.test(spoken));
  for (const { raw, sep } of clausesOf(cleaned, dictated)) {
    const said0 = tidy(raw.replace(/[.!?…]+$/u, '').replace(LEADING, ''));
    // «…, которые компания не выплатила», «…, который я переделал»: a relative word that is the object of a subject of
    // its own (a noun or a pronoun) describes the
    // noun before it; made a clause of its own it would read as that noun doing something, so it is left out.
    const objectRelative = /^котор(?:ые|ое|ый|ую)\s/iu.exec(said0);
    const relativeRest = objectRelative === null ? '' : said0.slice(objectRelative[0].length);
    if (objectRelative !== null && (/^котору/iu.test(said0) || /^(?:я|мы|он|она|оно|они)\s/iu.test(relativeRest) || subjectOf(relativeRest) !== null)) {
      prevRaw = raw;
      continue;
    }
    const resolved = resolvedRelative(said0, prevRaw);
    // «…, которая сбросила» said as «клиентка сбросила» names its subject already: it is not said with the clause before.
    const ownSubject = /^котор/iu.test(said0) && resolved !== said0;
    let clause = tidy(withoutPronouns(resolved));
    prevRaw = raw;
    clause = tidy(clause.replace(LEADING, '').replace(EMPLOYER_LEAD, '').replace(TIME_LEAD, '').replace(EMPLOYER_LEAD, '').replace(TRAILING, ''));
    clause = tidy(withoutPlaces(clause));
    // «92% это выше среднего»: the comparison is said after a comma, as a resume does, not with a spoken «это».
    clause = clause.replace(/(\d[\d\s,.]*\s*(?:%|[\p{L}.]+)?)\s+это\s+(?=(?:выше|ниже|больше|меньше|лучше|хуже)(?![\p{L}]))/iu, '$1, ');
    const period = PERIOD_LEAD.exec(clause);
    if (period !== null && period[0].length < clause.length) clause = `${clause.slice(period[0].length)} ${lowerFirst(period[0].trim())}`;
    // «он стал собираться за 10 минут»: a pronoun subject stands for what the clause before named.
    const pronoun = /^(?:он|она|оно|они|это)\s+(?=\S)/iu.exec(clause);
    if (pronoun !== null) clause = clause.slice(pronoun[0].length);
    // «Её ученики …», «его команда …»: a possessive before the subject is the seeker's when written in the third
    // person, and a resume names no owner.
    const possessive = /^(?:её|ее|его|их)\s+(\S+)/iu.exec(clause);
    if (possessive !== null && parseWord(bare(possessive[1]!))?.tag.POS === 'NOUN') clause = clause.slice(possessive[0].length - possessive[1]!.length);
    // «меня наградили грамотой» → «Награждена грамотой»: what was done to the seeker, said as a resume says it.
    // «меня позвали в диспетчерскую», «меня перевели на склад»: where others sent the seeker is a move, not a result.
    if (/^(?:меня|нас)\s+\S+\s+(?:в|во|на)\s+[^\s\d«]+$/iu.test(clause)) {
      const verb = parseWord(bare(clause.split(/\s+/u)[1]!))?.tag;
      if (verb?.POS === 'VERB' && verb.NMbr === 'plur' && verb['past'] === true) continue;
    }
    // «с 2023-го меня поставили су-шефом», «назначили старшей смены»: the seeker put into a role is their role history,
    // which the entry's title and dates already say; it is no achievement (an award, «выбрали лучшим …», still is).
    if (putIntoRole(clause)) continue;
    clause = passiveOfSeeker(clause, options.gender);
    // «(её/его) попросила», «(мама) сделала»: a relative the seeker writes for is the one who acted.
    clause = withoutActor(clause, options.actors ?? []);
    // «сын пошёл в сад», «взял gap year», «ушла в декрет»: the seeker's family and a break from work are no achievement.
    if (aboutLifeNotWork(clause)) continue;
    // «Ирина собрала базу из 140 клиентов»: a seeker who writes of themselves by first name is the one who acted; the
    // name leaves like «я» does (a first name, by the dictionary's tag, right before a done verb).
    const name = /^([А-ЯЁ][а-яё]+)\s+(\S+)/u.exec(clause);
    if (name !== null && Az.Morph(name[1]!).some((p) => p.tag['Name'] === true) && isDoneVerb(bare(name[2]!))) clause = clause.slice(name[1]!.length + 1);
    // «Клиентка сбросила 24 кг и пробежала полумарафон»: the second verb keeps the subject of the first.
    // The verb must open the clause as said: «, и я наладила …» has a subject of its own.
    const said = raw.trim().split(/\s+/u)[0] ?? '';
    if (prevSubject !== null && /^,?\s*и$/iu.test(sep.trim()) && isDoneVerb(bare(said)) && clause.startsWith(said)) {
      const verb = parseWord(bare(said))?.tag;
      if (verb !== undefined && verb.NMbr === prevSubject.verb.NMbr && verb.GNdr === prevSubject.verb.GNdr)
        clause = `${prevSubject.text} ${lowerFirst(clause)}`;
    }
    prevSubject = subjectOf(clause);
    const natural = clause;
    clause = verbFirst(clause);
    if (clause === natural) clause = ownWorkFirst(clause);
    const first = bare(clause.split(' ')[0] ?? '');
    // The seeker's own action: their verb leads once the subject «я/мы» is dropped; a neuter past is impersonal
    // («вышло больше 300 заказов»), a subject of its own is someone else («доля опозданий упала»).
    const ownAction = pronoun === null && subjectOf(natural) === null && ((isDoneVerb(first) && parseWord(first)?.tag.GNdr !== 'neut') || isOwnWorkVerb(first));
    if (clause === '') continue;
    const clauseBefore = lastClause;
    lastClause = clause;
    if (leads && LEAD_RE.test(clause) && !HEADCOUNT_RE.test(clause)) {
      lead = tidy(clause.replace(/^(?:(?:последни[йе]|этот|весь|всё|все|первый|второй|третий|\d+-?й)\s+(?:год|месяц\p{L}*)|полгода|год)\s+/iu, ''));
      continue;
    }
    if (leads && HEADCOUNT_RE.test(clause)) {
      const count = tidy(withoutPronouns(clause));
      const line = lead === null ? count : `${lead} (${lowerFirst(count)})`;
      if (line.split(/\s+/u).length >= 2) out.push(`${upperFirst(correctTyposWider(line))}.`.replaceAll(HELD_SPACE, ' '));
      lead = null;
      afterResult = true;
      action = null;
      continue;
    }
    const bulletBefore = lastBullet;
    lastBullet = -1;
    const qualified = bulletBefore < 0 ? '' : `${out[bulletBefore]!.replace(/[.!?…]+$/u, '')} ${lowerFirst(clause)}.`.replaceAll(HELD_SPACE, ' ');
    if (bulletBefore >= 0 && QUALIFIER_RE.test(clause) && copied(qualified) <= maxRun) {
      out[bulletBefore] = qualified;
      continue;
    }
    // «…, по 60 участников»: a distributive count with no verb says how much of each thing the line before counted;
    // it is said with that line in brackets, or not at all (never a line of its own).
    if (DISTRIBUTIVE_RE.test(clause) && !hasVerb(clause)) {
      const line = bulletBefore < 0 ? null : `${out[bulletBefore]!.replace(/[.!?…]+$/u, '')} (${lowerFirst(clause)}).`.replaceAll(HELD_SPACE, ' ');
      if (line !== null && copied(line) <= maxRun) {
        out[bulletBefore] = line;
        lastBullet = bulletBefore;
      }
      continue;
    }
    // «…, по агентству около 60», «…, по отделу в среднем 12»: the benchmark a figure is set against is said with it.
    if (bulletBefore >= 0 && BENCHMARK_RE.test(clause) && !hasVerb(clause)) {
      const line = `${out[bulletBefore]!.replace(/[.!?…]+$/u, '')} (${lowerFirst(clause)}).`.replaceAll(HELD_SPACE, ' ');
      if (copied(line) <= maxRun) {
        out[bulletBefore] = line;
        continue;
      }
    }
    // A clause said after «—» with no verb is the predicate of the clause before it, never a result of its own:
    // «выдал ипотек на 412 млн — первое место по филиалу», «Кормовой коэффициент 1,1 — лучший в хозяйстве»,
    // «сделал абонемент — сейчас там 15 учеников». It is said with that clause, or not at all.
    if (/^\s*[—–]\s*$/u.test(sep) && !hasVerb(clause) && !/^(?:с|со|на|в|до|от|плюс|минус)\s+\d/iu.test(clause) && clause.split(/\s+/u).length <= 8) {
      const evaluates =
        OUTCOME_RE.test(clause) ||
        VERBLESS_RESULT_RE.test(clause) ||
        PLAN_SHARE_RE.test(clause) ||
        /^(?:(?:выше|лучше|ниже|быстрее)\s+(?:средн|норм|план)|сам(?:ый|ая|ое|ые|ой)\s+\p{L}+)/iu.test(clause);
      // «…: из них 3 — альтернативные сделки»: a noun phrase after the dash names what the bullet's last number counts.
      const counts = /\d/u.test(clause) || (bulletBefore >= 0 && /\d[.!?…]*$/u.test(out[bulletBefore]!));
      if (bulletBefore >= 0 && (evaluates || counts)) {
        const line = out[bulletBefore]!.replace(/[.!?…]+$/u, '');
        // «— загрузка с 6 до 1,5 секунды» is also said «загрузка 6 → 1,5 секунды» when as said it would be copied.
        const said = arrowed(clause);
        const joined = [
          `${line} — ${lowerFirst(clause)}.`,
          `${line} (${lowerFirst(clause)}).`,
          `${line} — ${lowerFirst(said)}.`,
          `${line} (${lowerFirst(said)}).`,
          `${upperFirst(clause)} — ${lowerFirst(line)}.`,
        ]
          .map((t) => t.replaceAll(HELD_SPACE, ' '))
          .find((t) => copied(t) <= maxRun);
        if (joined !== undefined) {
          out[bulletBefore] = joined;
          lastBullet = bulletBefore;
          afterResult = true;
          // An outcome said next is joined to the line as it now reads, the figure after the dash kept.
          if (action !== null && action.at === bulletBefore) action.text = joined.replace(/[.!?…]+$/u, '');
          continue;
        }
        if (!evaluates) continue;
      } else if (bulletBefore < 0 && clauseBefore !== '' && !hasVerb(clauseBefore) && clauseBefore.split(/\s+/u).length <= 6) {
        const whole = `${clauseBefore} — ${lowerFirst(clause)}`;
        if ((OUTCOME_RE.test(whole) || evaluates) && /\d/u.test(whole)) {
          // «Средняя оценка от преподавателей — 4,9 из 5» said as «4,9 из 5 — средняя оценка …» when it would be copied.
          const turned = `${upperFirst(clause)} — ${lowerFirst(clauseBefore)}`;
          const line = copied(whole) <= maxRun ? whole : copied(turned) <= maxRun ? turned : compressed(whole, copied, maxRun);
          if (copied(line) <= maxRun) {
            out.push(`${upperFirst(correctTyposWider(line))}.`.replaceAll(HELD_SPACE, ' '));
            lastBullet = out.length - 1;
            afterResult = true;
            continue;
          }
        }
      }
    }
    // «…, его взяли во все 9 офисов», «её утвердили приказом»: what was done with the result of the bullet before is
    // said with it, as the participle («— взят во все 9 офисов»).
    const onIt = /^(его|её|ее|их)\s+(\S+)(.*)$/iu.exec(natural);
    if (onIt !== null && bulletBefore >= 0) {
      const gender = /^их$/iu.test(onIt[1]!) ? 'plur' : /^(?:её|ее)$/iu.test(onIt[1]!) ? 'femn' : objectGender(out[bulletBefore]!);
      const participle = participleOf(bare(onIt[2]!), gender);
      if (participle !== null) {
        const line = `${out[bulletBefore]!.replace(/[.!?…]+$/u, '')} — ${participle}${onIt[3]!}.`.replaceAll(HELD_SPACE, ' ');
        if (copied(line) <= maxRun) {
          out[bulletBefore] = line;
          lastBullet = bulletBefore;
          continue;
        }
      }
    }
    // «…, ей пользуются 4 команды», «…, им довольны все смены»: a clause that opens with a pronoun pointing back is about
    // the bullet before; it is said with that bullet in the seeker's order, or not at all (a bullet never opens with it).
    // With no bullet before, an object pronoun before its verb («модель …, её довели до F1 0,91») is said after the verb
    // («Довели её до …»), as the clause is.
    const objectFirst = /^(?:её|ее|его|их)\s+(\S+)/iu.exec(natural);
    const verbAfter = objectFirst !== null && parseWord(bare(objectFirst[1]!))?.tag.POS === 'VERB';
    // «придумала шаблон …, который студия продаёт …, по нему уже 9 заказов»: a count that points back at the action's
    // line, with a clause of background between, is said with that line.
    const backTo = bulletBefore >= 0 ? bulletBefore : action !== null && action.at !== null && findAchievementNumbers(clause).length > 0 ? action.at : -1;
    if ((BACK_PRONOUN_RE.test(natural) || BACK_PRONOUN_RE.test(clause)) && !(backTo < 0 && verbAfter)) {
      let joined: string | undefined;
      if (backTo >= 0) {
        const before = out[backTo]!.replace(/[.!?…]+$/u, '');
        const rest = tidy(natural.replace(BACK_PRONOUN_RE, ''));
        joined = [natural, arrowed(natural), comparativeFirst(natural), verbFirst(natural, true), movedTrailingPhrase(natural)]
          // «…, но это командная работа» with its words dropped leaves «это» alone: a pronoun by itself says nothing.
          .filter((tail) => tail.split(/\s+/u).length >= 2)
          .map((tail) => `${before}: ${lowerFirst(tail)}.`)
          .concat(rest.split(/\s+/u).length >= 2 ? [`${before} (${lowerFirst(rest)}).`] : [])
          .map((t) => t.replaceAll(HELD_SPACE, ' '))
          .find((t) => copied(t) <= maxRun);
        if (joined !== undefined) {
          out[backTo] = joined;
          lastBullet = backTo;
        }
      }
      // Not said with a bullet: a clause its verb already opens («Довели её до …») goes on as any clause; one that
      // would open with the pronoun is left out.
      if (joined !== undefined || BACK_PRONOUN_RE.test(clause)) {
        afterResult = false;
        // «запустил участок, раньше его отдавали на сторону, … экономия 1,2 млн»: a clause that counts nothing is the
        // action's background, and the action stays open for its outcome.
        if (findAchievementNumbers(clause).length > 0) action = null;
        continue;
      }
    }
    if (listLike && !/\d/u.test(clause) && clause.split(/\s+/u).length <= 3) continue;
    // «Машину обслуживаю сам, поэтому простой был 4 дня», «стажёров учу, трое уже сами стоят на линии»: a count said
    // after the seeker's own action as its consequence, or a count of people who now do something, is that action's
    // measured outcome.
    const counts = findAchievementNumbers(clause);
    // «…, экономия около 1,2 млн в год», «— оцифровано 48 тыс. записей», «по нему уже 9 заказов»: a count said with no
    // verb after the seeker's action, opened by a word of gain, a passive participle or «по нему», is its outcome.
    const verblessOutcome =
      action !== null &&
      !hasVerb(clause) &&
      counts.length > 0 &&
      !TEAM_SIZE_RE.test(clause) &&
      (GAIN_LEAD_RE.test(clause) ||
        /^по\s+(?:нему|ней|ним)(?![\p{L}])/iu.test(clause) ||
        parseWord(bare(clause.split(/\s+/u)[0]!).toLowerCase())?.tag.POS === 'PRTS');
    const outcomeOfAction: boolean =
      verblessOutcome ||
      (action !== null &&
        !ownAction &&
        !ownSubject &&
        hasVerb(clause) &&
        !TEAM_SIZE_RE.test(clause) &&
        (CONSEQUENCE_RE.test(raw.trim()) || CONSEQUENCE_SEP_RE.test(sep) ? counts.length > 0 : counts.some((n) => n.unit === 'people' && n.role === 'amount')));
    // «раньше сверка занимала 3 дня»: a value before a change is no line of its own, and says no more than the
    // action before it; the action stays open for the outcome said after.
    if (BEFORE_VALUE_RE.test(raw.trim()) || BEFORE_VALUE_RE.test(clause)) continue;
    const result: boolean = isResultClause(clause, afterResult) || outcomeOfAction;
    afterResult = result;
    // «Реакция на инциденты — с 40 до 12 мин»: a bare change takes the noun phrase said before it as its object.
    if (result && /^(?:с|со|на|в|до|от|плюс|минус)\s+\d/iu.test(clause) && subject !== null) clause = `${subject}: ${lowerFirst(clause)}`;
    subject = !result && clause.split(/\s+/u).length <= 5 && !clause.split(/\s+/u).some((w) => isDoneVerb(w) || isOwnWorkVerb(w)) ? clause : null;
    // «а ещё …», «также …»: a result of its own, never the outcome of the action before it.
    const previous = /^(?:(?:а|и)\s+)?(?:ещё|еще|также|кроме\s+того)(?![\p{L}])/iu.test(raw.trim()) ? null : action;
    // A clause that is neither the seeker's action nor a result and counts nothing («раньше его отдавали на сторону»,
    // «теперь делаем сами») tells the background of the action before it, which stays open for its outcome.
    const background = !result && counts.length === 0 && action !== null && action.at !== null;
    if (!background) action = ownAction && clause.split(/\s+/u).length >= 2 ? { text: compressed(clause, copied, maxRun), at: null } : null;
    if (!result) continue;
    // «Цех закрылся», «Магазин переехал»: something else's event, a subject and its verb with nothing more, is no result
    // of the seeker's (a count said right after it still is: «…, через месяц выручка 300 тыс.»).
    if (clause.split(/\s+/u).length === 2 && subjectOf(natural) !== null && findAchievementNumbers(clause).length === 0) continue;
    clause = compressed(clause, copied, maxRun);
    const words = clause.split(/\s+/u).length;
    if (words < 2) continue;
    // «Приняли её», «Сделал это»: a verb with only a pronoun says nothing a reader can check.
    if (clause.split(/\s+/u).filter((w) => !/^(?:её|ее|его|их|это|эту|этот|то|всё|все|там|тут)[.,]?$/iu.test(w)).length < 2) continue;
    // A measured outcome (a number, not the seeker's own verb) right after the seeker's action is one bullet with it.
    if (previous !== null && !ownAction && !ownSubject && !TEAM_SIZE_RE.test(clause) && findAchievementNumbers(clause).length > 0) {
      const joined = [
        withoutLinkVerb(natural),
        natural,
        clause,
        arrowed(natural),
        comparativeFirst(natural),
        verbFirst(natural, true),
        movedTrailingPhrase(natural),
      ]
        .map((tail) => `${previous.text}: ${lowerFirst(tail)}`)
        .find((text) => copied(text) <= maxRun);
      if (joined !== undefined) {
        const line = `${upperFirst(correctTyposWider(withoutUnknownShortWords(joined)))}.`.replaceAll(HELD_SPACE, ' ');
        if (previous.at === null) out.push(line);
        else out[previous.at] = line;
        lastBullet = previous.at ?? out.length - 1;
        continue;
      }
    }
    out.push(`${upperFirst(correctTyposWider(withoutUnknownShortWords(clause)))}.`.replaceAll(HELD_SPACE, ' '));
    lastBullet = out.length - 1;
    if (action !== null) action.at = out.length - 1;
  }
  // «за 2025 г выработка»: the year's «г.» keeps its dot inside a line, where a clause's end took it off.
  return out.map((line) => line.replace(/(\d{4})\s+(гг?)(?=\s+[\p{L}])/gu, '$1 $2.'));
}

/**
 * «простой в ремонте был 4 дня за 2024 год» → «простой в ремонте — 4 дня за 2024 год»: a past «быть» (or «составил»)
 * that only links a noun to its number is said as a dash, as a resume writes a figure. Otherwise the clause as is.
 */
function withoutLinkVerb(clause: string): string {
  const m = /^(\S.*?)\s+(?:был|была|было|были|составил|составила|составило|составили)\s+(?=\d)/iu.exec(clause);
  if (m === null || hasVerb(m[1]!)) return clause;
  return `${m[1]!} — ${clause.slice(m[0].length)}`;
}

/**
 * «На участке за 2025 год простои лифтов сократили на 28%» → «Простои лифтов сократили на 28% на участке за 2025
 * год»: the prepositional phrases that open a clause (each a preposition and at most three words, a number among
 * them) are said last, and the verb leads what is left when it has no subject of its own. No word is added or dropped.
 */
function movedLeadingPhrases(clause: string): string {
  const words = clause.split(' ');
  let at = 0;
  while (at < words.length && PREPOSITIONS.has(bare(words[at]!))) {
    let end = at + 1;
    while (end < words.length && end - at <= 3 && !PREPOSITIONS.has(bare(words[end]!)) && !isDoneVerb(bare(words[end]!)) && !isOwnWorkVerb(bare(words[end]!))) {
      const parse = parseWord(bare(words[end]!));
      end += 1;
      // A phrase ends at its noun (or number with its noun): «за 2025 год», «на участке».
      if (parse?.tag.POS === 'NOUN' && !/^\d/u.test(words[end] ?? '')) break;
    }
    if (words.slice(at, end).some((w) => /[,;:]$/u.test(w))) return clause;
    at = end;
  }
  if (at === 0 || words.length - at < 2) return clause;
  if (verbsIn(words.slice(at)) > 1) return clause;
  const rest = verbFirst(upperFirst(words.slice(at).join(' ')), true);
  const last = /[.!?…]+$/u.exec(rest)?.[0] ?? '';
  const lead = words.slice(0, at);
  lead[0] = lowerFirst(lead[0]!);
  return `${rest.slice(0, rest.length - last.length)} ${lead.join(' ')}${last}`;
}

/**
 * The last two prepositional phrases of a clause in the other order, when the clause ends with two (each a
 * preposition and at most four words with no comma or verb). No word is added or dropped; otherwise the clause as is.
 */
function swappedLastPhrases(clause: string): string {
  const stop = /[.!?…]+$/u.exec(clause)?.[0] ?? '';
  const words = clause.slice(0, clause.length - stop.length).split(' ');
  const starts: number[] = [];
  for (let i = words.length - 1; i >= 1 && starts.length < 2; i -= 1) {
    const w = bare(words[i]!);
    if (/[,;:]$/u.test(words[i]!) || isDoneVerb(w) || isOwnWorkVerb(w)) break;
    if (PREPOSITIONS.has(w)) {
      const end = starts.length === 0 ? words.length : starts[0]!;
      if (end - i > 5) break;
      starts.unshift(i);
    }
  }
  if (starts.length < 2 || starts[0]! < 1) return clause;
  const [a, b] = starts as [number, number];
  return `${[...words.slice(0, a), ...words.slice(b), ...words.slice(a, b)].join(' ')}${stop}`;
}

/** A count of times («11 раз») and a span a result is counted over («за последние пять лет») inside a clause. */
const COUNT_INSIDE_RE =
  /\s(?:\d+\s+раз[а]?|(?:за|в\s+течение)\s+(?:(?:последн|прошл|перв)\p{L}+\s+)?(?:\d+|[а-яё]+)\s+(?:год|года|лет|месяц\p{L}*|сезон\p{L}*|недел\p{L}*))(?=[\s,.]|$)/giu;

/**
 * «Ученики за последние пять лет 11 раз становились лауреатами конкурса» → «Ученики становились лауреатами конкурса
 * 11 раз за последние пять лет»: the count of times and the span are said last. No word is added or dropped.
 */
function movedCounts(clause: string): string {
  const stop = /[.!?…]+$/u.exec(clause)?.[0] ?? '';
  const body = clause.slice(0, clause.length - stop.length);
  const moved = [...body.matchAll(COUNT_INSIDE_RE)].map((m) => m[0].trim()).sort((a, b) => Number(/^\d/u.test(b)) - Number(/^\d/u.test(a)));
  if (moved.length === 0) return clause;
  const rest = tidy(body.replace(COUNT_INSIDE_RE, ''));
  if (rest.split(' ').length < 2) return clause;
  return `${rest} ${moved.join(' ')}${stop}`;
}

/**
 * «жалоб стало в 3 раза меньше за квартал» → «в 3 раза меньше жалоб за квартал»: a count said with «стало/стали» and a
 * comparative is said as the comparative before its noun, as a resume writes it; the seeker's other words keep their
 * order. Otherwise the clause as is.
 */
function comparativeFirst(clause: string): string {
  const m =
    /^(\S.*?)\s+(?:стало|стали|стал|стала)\s+((?:(?:в\s+\d+(?:[.,]\d+)?\s+раза?|на\s+\d+(?:[.,]\d+)?\s*(?:%|\p{L}+))\s+)?(?:меньше|больше))(?![\p{L}])(.*)$/iu.exec(
      clause,
    );
  if (m === null || hasVerb(m[1]!)) return clause;
  return `${m[2]!} ${lowerFirst(m[1]!)}${m[3]!}`;
}

/**
 * «Ни одного ДТП и ни одного штрафа за перегруз за всё время» → «Ни одного ДТП за всё время и ни одного штрафа за
 * перегруз»: a period said last (see PERIOD_LEAD) goes right after the first of two parts joined by « и », when the
 * second part opens as the first does (the same first word). No word is added or dropped; otherwise the clause as is.
 */
function periodAfterFirstPart(clause: string): string {
  const stop = /[.!?…]+$/u.exec(clause)?.[0] ?? '';
  const body = clause.slice(0, clause.length - stop.length);
  const period =
    /\s((?:за|через)\s+(?:[\p{L}\d]+\s+){0,2}(?:год|года|лет|время(?:\s+работы)?|месяц\p{L}*|квартал\p{L}*|сезон\p{L}*|недел\p{L}*|полгода|смен\p{L}*|день|дня|дней))$/iu.exec(
      body,
    );
  if (period === null) return clause;
  const rest = body.slice(0, period.index);
  const parts = rest.split(/\s+и\s+/u);
  if (parts.length !== 2 || bare(parts[0]!.split(' ')[0]!) !== bare(parts[1]!.split(' ')[0]!)) return clause;
  return `${parts[0]!} ${period[1]!} и ${parts[1]!}${stop}`;
}

/** «с 50 до 30 минут» → «50 → 30 минут», money abbreviated, a parenthesis dropped. */
function arrowed(clause: string): string {
  return tidy(abbreviateUnits(clause.replace(/\([^)]*\)/gu, ' ').replace(/(?<![\p{L}])с\s+(\d[\d\s,.]*\s*[\p{L}%]*)\s+до\s+(\d)/giu, '$1 → $2')));
}

/**
 * A result clause that would copy more than `maxRun` words of the answer in a row, said shorter or in another order:
 * «с X до Y» as «X → Y» and money abbreviated, its parenthesis dropped, a year said inside it dropped, the phrase
 * after its leading verb moved last, or its trailing phrases moved forward. The words kept are the seeker's own.
 */
function compressed(clause: string, copied: (text: string) => number, maxRun: number): string {
  let out = clause;
  if (copied(out) <= maxRun) return out;
  // «Лучший специалист филиала по итогам 2024 года (оценка 4,98 из 5)»: a parenthesis that holds a number is a result
  // of its own; it is said first rather than dropped.
  const bracket = /\s*\(([^()]*\d[^()]*)\)/u.exec(out);
  if (bracket !== null) {
    const rest = tidy(out.slice(0, bracket.index) + out.slice(bracket.index + bracket[0].length));
    const stop = /[.!?…]+$/u.exec(rest)?.[0] ?? '';
    const front = `${upperFirst(bracket[1]!.trim())} — ${lowerFirst(rest.slice(0, rest.length - stop.length))}${stop}`;
    if (copied(front) <= maxRun) return front;
  }
  out = arrowed(out);
  if (copied(out) <= maxRun) return out;
  // «Led миграцию …»: an English verb that opens the clause stays first; only what follows it is said in another order.
  const english = out.split(' ')[0] ?? '';
  if (isEnglishPast(english) && out.length > english.length + 1) {
    const rest = out.slice(english.length + 1);
    const tail = compressed(rest, (t) => copied(`${english} ${t}`), maxRun);
    return `${english} ${tail.charAt(0) === rest.charAt(0) ? tail : lowerFirst(tail)}`;
  }
  out = tidy(out.replace(YEAR_INSIDE_RE, ''));
  if (copied(out) <= maxRun) return out;
  const counted = movedCounts(out);
  if (copied(counted) <= maxRun) return counted;
  const inside = periodAfterFirstPart(out);
  if (copied(inside) <= maxRun) return inside;
  // The first reordering that copies no long run: the verb before its own subject, the phrase after a leading verb
  // said last, or the trailing phrases said first.
  const reordered = [comparativeFirst(out), verbFirst(out, true), movedPhraseAfterVerb(out), movedTrailingPhrase(out), movedLeadingPhrases(out)];
  // Then the same with the clause's last two prepositional phrases said the other way round («… на конкурсе мастеров в
  // номинации «…»» → «… в номинации «…» на конкурсе мастеров»).
  const swapped = reordered.map(swappedLastPhrases);
  return [...reordered, ...swapped, swappedObjects(out)].find((text) => copied(text) <= maxRun) ?? movedTrailingPhrase(verbFirst(out, true));
}
