/**
 * An achievement the seeker told in their own words, rewritten as resume bullets: each clause that states a result
 * becomes one bullet that starts with its verb where the clause has one, keeps its object and its numbers, and
 * drops what a resume does not say: filler («ну», «короче», «честно говоря»), hedges («где-то», «наверное»),
 * pronouns and particles («я», «мы», «у нас», «теперь», «даже»), and a leading connective («а ещё», «также»).
 * «с 3 часов до 20 минут» reads «3 часов → 20 минут» only when a clause would otherwise copy a long run of the answer.
 * The words kept are the seeker's own: nothing is added, so every number and name stays sourced.
 */
import { longestCommonWordRun } from '../checks/text-metrics';
import { correctTypos, parseWord } from './morphology';

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
  'наш',
  'наша',
  'наше',
  'наши',
  'нашей',
  'нашего',
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
  /^(?:тем\s+что|что|так\s+что|а\s+ещё|а\s+еще|и\s+ещё|и\s+еще|ещё|еще|также|кроме\s+того|а\s+также|а|и|но|плюс|при\s+этом|в\s+итоге|итого|так\s+что)(?![\p{L}])[\s,:—–-]*/iu;

/** «В «Тундре» построил …», «В Иннокоде сократил …»: the employer the entry already names. */
const EMPLOYER_LEAD = /^(?:[вВ][оО]?|[нН][аА])\s+(?:«[^»]+»|[A-ZА-ЯЁ][\p{L}-]*(?:\s+[A-ZА-ЯЁ][\p{L}-]*)?)\s+(?=[а-яё])/u;
/** Time and link words a bullet does not need: «за это время», «в прошлом году», «до этого», «там», «благодаря чему». */
const TIME_LEAD =
  /^(?:(?:за\s+это\s+время|за\s+(?:прошлый|этот|последний)\s+год|в\s+(?:прошлом|этом|позапрошлом)\s+году|в\s+\d{4}(?:-м)?\s+(?:году)?|до\s+этого|после\s+этого|там|тогда|благодаря\s+чему|благодаря\s+этому|в\s+результате|за\s+год|за\s+время\s+работы)[\s,]+)+/iu;
/** Verbs that only join a result to its subject («стали выходить»): a bullet does not start with them. */
const AUXILIARY = /^(?:стал|стала|стало|стали|начал|начала|начало|начали|смог|смогла|смогли|удалось)$/iu;
const TRAILING = /\s+(?:так|вот|то|тоже)$/iu;

/** Stands for a space inside a quoted name while a sentence is cut into clauses (a private-use character). */
const HELD_SPACE = '\uE000';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
const wordsRe = (list: readonly string[]): RegExp =>
  new RegExp(
    `(?<![\\p{L}\\d-])(?:${[...list]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|')})(?![\\p{L}\\d-])[,]?`,
    'giu',
  );
const FILLER_RE = wordsRe(FILLER);
const DROPPED_RE = wordsRe(DROPPED);

/** A clause boundary: «;», a comma (not inside a number), « и » before a verb-like word, «—» between clauses, «:» after a lead-in. */
const CLAUSE_SPLIT_RE =
  /\s*(?:;|:\s+|,?\s*(?<![\p{L}])(?:после\s+того\s+как|после\s+того,\s+как|с\s+тех\s+пор\s+как|потому\s+что|так\s+как|когда)\s+|,\s+(?:а|и|но|что|так\s+что|чтобы)\s+|,(?!\d)\s*|\s+и\s+(?=[а-яё]+(?:л|ла|ли|ил|ила|ал|ала|ел|ела|ось|ась|ился|илась|лся|лась)(?![\p{L}]))|\s+—\s+|\s+–\s+)\s*/giu;

/** A change with its numbers: «с 10 до 5», «на 30%», «в 2 раза», «вдвое», «вместо трёх дней», «2 с → 300 мс». */
const CHANGE_RE =
  /(?<![\p{L}])(?:с\s+\d[^.;]*?\s+до\s+\d|на\s+\d+(?:[.,]\d+)?\s*(?:%|процент|п\.\s?п)|в\s+\d+(?:[.,]\d+)?\s+раз|вдвое|втрое|вчетверо|вместо|→|[+−]\s?\d)/iu;
/** Results stated without a change: no defects or fines, a place, a prize, a title. */
const OUTCOME_RE =
  /(?<![\p{L}])(?:без\s+(?:единого\s+|одного\s+)?(?:замечан|ошиб|брак|штраф|потер|ДТП|авари|доначисл|срыв|простоя|жалоб)|ни\s+(?:одного|одной|одну|единого|единой)|(?:перв|втор|трет)\p{L}+\s+мест|(?<!\d)[1-3](?:-?[еийго]{1,2})?\s+мест[оау](?![\p{L}])|приз|побед|лучш(?:ий|ая|ее|ие|его|ей|ему|им|их|ую|ими|ем)(?![\p{L}])|звани\p{L}*|наград\p{L}*)/iu;
/**
 * A result said without a verb: a level against a bound («Брак по швам меньше 1%», «текучка — ниже 5%»), or a span
 * with nothing bad in it («Брака нет 3 года», «жалоб нет уже полгода»). A noun before it is the object; a bare
 * number or a headcount is not a result.
 */
const VERBLESS_RESULT_RE =
  /^[\p{L}][\p{L}\d-]*(?:\s+[\p{L}\d-]+){0,5}?\s*[—–:-]?\s*(?:(?:меньше|менее|ниже|не\s+более|не\s+выше|не\s+больше|больше|более|выше|свыше|не\s+ниже|не\s+меньше)\s+\d[\d\s,.]*\s*(?:%|процент\p{L}*|п\.\s?п|раз\p{L}*|мин\p{L}*|час\p{L}*|дн\p{L}*|сек\p{L}*|₽|руб\p{L}*)|(?:нет|не\s+было)\s+(?:уже\s+)?(?:\d+|полгода|полтора|год|два|три|четыре|пять)\s*(?:год\p{L}*|лет|месяц\p{L}*|недел\p{L}*)?)(?![\p{L}])/iu;
/** A clause of leading people: «руковожу сменой», «замещаю старшего смены», «управление командой». */
const LEAD_RE =
  /(?<![\p{L}])(?:руковож\p{L}*|руководил\p{L}*|руководств\p{L}*|управля\p{L}*|управлени\p{L}*|возглавля\p{L}*|замеща\p{L}*|подчинени\p{L}*|наставля\p{L}*|наставни\p{L}*|старш\p{L}+\s+смен\p{L}*|бригадир\p{L}*)/iu;
/** A headcount: «6 человек», «команда из 4 человек», «12 сотрудников». */
const HEADCOUNT_RE =
  /(?<![\d.,])\d+\s*(?:человек\p{L}*|сотрудник\p{L}*|подчинённ\p{L}*|подчиненн\p{L}*|специалист\p{L}*|продавц\p{L}*|кассир\p{L}*|водител\p{L}*|рабоч\p{L}*)(?![\p{L}])/iu;

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

/** True when a word is a past-tense verb that states doing something («сократил», «выросла», «запустили»). */
function isDoneVerb(word: string): boolean {
  const w = word.toLowerCase();
  if (!/(?:л|ла|ло|ли|лся|лась|лось|лись)$/u.test(w) || NOT_RESULT_VERBS.has(w)) return false;
  const parse = parseWord(w);
  return parse !== null && parse.tag.POS === 'VERB' && parse.tag['past'] === true;
}

/** «Последний комплекс сдали на 3 недели раньше» → «Сдали последний комплекс на 3 недели раньше»: the done verb leads. */
function verbFirst(clause: string): string {
  const words = clause.split(' ');
  const at = words.findIndex((w) => isDoneVerb(w.replace(/[,.:;]+$/u, '')));
  if (at <= 0 || at > 5 || AUXILIARY.test(words[at]!)) return clause;
  const subject = words.slice(0, at);
  if (subject.some((w) => /[,:;]$/u.test(w) || /^\d/u.test(w))) return clause;
  // «Проект получил приз»: a transitive verb that agrees with a noun before it has that noun as its subject; put
  // after it, the noun would read as the object («Получил проект приз»).
  const verb = parseWord(words[at]!.toLowerCase());
  if (verb?.tag['tran'] === true) {
    const noun = subject.map((w) => parseWord(w.toLowerCase())).find((p) => p?.tag.POS === 'NOUN');
    const agrees =
      noun != null &&
      noun.tag.CAse === 'nomn' &&
      noun.tag.NMbr === verb.tag.NMbr &&
      (verb.tag.NMbr === 'plur' || noun.tag.GNdr === verb.tag.GNdr || noun.tag.GNdr === undefined);
    if (agrees) return clause;
  }
  const first = subject[0]!;
  const lowered = /^[А-ЯЁ](?:[а-яё]|$)/u.test(first) ? first.charAt(0).toLowerCase() + first.slice(1) : first;
  return [words[at]!, lowered, ...subject.slice(1), ...words.slice(at + 1)].join(' ');
}

/** Verbs that only say one has a job, not what one does: no rate follows them. */
const NOT_WORK_VERBS = new Set(['работаю', 'живу', 'учусь', 'хочу', 'могу', 'ищу', 'получаю', 'имею', 'знаю']);

/** True when a word is a first-person present verb of one's own work («собираю», «закрываю»). */
function isOwnWorkVerb(word: string): boolean {
  const w = word.toLowerCase();
  if (!/(?:ю|у)$/u.test(w) || NOT_WORK_VERBS.has(w)) return false;
  const parse = parseWord(w);
  return parse !== null && parse.tag.POS === 'VERB' && parse.tag.PErs === '1per';
}

/**
 * A clause states a result when it holds a change with numbers, an outcome (no fines, a prize, a place), or a done
 * verb with at least three words. A clause with a number and no verb counts only right after a result of the same
 * sentence («построил фреймворк: 1 800 автотестов»): a bare number is not an achievement.
 */
function isResultClause(clause: string, afterResult: boolean): boolean {
  if (CHANGE_RE.test(clause) || OUTCOME_RE.test(clause) || VERBLESS_RESULT_RE.test(clause)) return true;
  const words = clause.split(/\s+/u);
  if (words.some(isDoneVerb)) return words.length >= 2;
  // Trust the seeker earns: «ставят на ответственные узлы», «доверяют ключевых клиентов», «поручают аудит».
  if (TRUST_RE.test(clause)) return words.length >= 3;
  // The formal passive: «(мною) внедрён единый шаблон ТЗ», «разработаны требования к интеграции».
  if (words.some((w) => parseWord(w.toLowerCase().replace(/[,.:;]+$/u, ''))?.tag.POS === 'PRTS')) return words.length >= 3;
  // A rate of one's own work: «собираю по 150 заказов за смену», «выполняю план на 120%».
  if (/\d/u.test(clause) && words.some(isOwnWorkVerb) && /(?<![\p{L}])(?:по|за|в)\s+(?:\d|смен|день|месяц|год|час)/iu.test(clause)) return true;
  return afterResult && /\d/u.test(clause);
}

/**
 * True when a sentence states a result by its shape, with or without a number the extractor counts: a change
 * («за полдня вместо трёх дней», «вдвое»), an outcome (no defects, a place, a prize) or a verbless level
 * («Брака нет 3 года»).
 */
export function statesResult(sentence: string): boolean {
  const cleaned = sentence.replace(FILLER_RE, ' ');
  return cleaned.split(CLAUSE_SPLIT_RE).some((raw) => {
    const clause = tidy(
      raw
        .replace(/[.!?…]+$/u, '')
        .replace(LEADING, '')
        .replace(DROPPED_RE, ' '),
    );
    const outcome = OUTCOME_RE.exec(clause);
    return CHANGE_RE.test(clause) || (outcome !== null && !/^лучше$/iu.test(outcome[0])) || VERBLESS_RESULT_RE.test(clause);
  });
}

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
    if (words.length - i > 5) break;
    if (words.slice(i).some((w) => /[,;:]$/u.test(w) || isDoneVerb(w) || isOwnWorkVerb(w))) break;
    from = i;
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
  const verbLeads = isDoneVerb(rest[0]!.replace(/[,.:;]+$/u, '')) || isOwnWorkVerb(rest[0]!);
  const at = verbLeads ? 1 : 0;
  if (at === 0) rest[0] = lowerFirst(rest[0]!);
  return [...rest.slice(0, at), ...phrase, ...rest.slice(at)].join(' ');
}

/**
 * Bullets in an order that copies no run across their joins: bullets that followed each other in the answer are
 * set apart (the 1st, 3rd, 5th … then the 2nd, 4th …; two are swapped), so «A, B» of the answer never reads «A. B».
 */
export function orderApart<T>(bullets: readonly T[]): T[] {
  if (bullets.length === 2) return [bullets[1]!, bullets[0]!];
  return [...bullets.filter((_, i) => i % 2 === 0), ...bullets.filter((_, i) => i % 2 === 1)];
}

/**
 * The bullets of one achievement sentence (see file comment); `maxRun` is the longest run of the answer's words a
 * bullet may keep in a row: a longer clause has its «с X до Y» turned into «X → Y» and its parenthesis dropped.
 * Returns [] when no clause states a result.
 */
export function toBullets(sentence: string, maxRun = 7): string[] {
  // A quoted name is never split into clauses («Дом года — 2024»): its spaces are held until the clauses are cut.
  const cleaned = sentence.replace(/«[^«»]*»/gu, (q) => q.replace(/\s/gu, HELD_SPACE)).replace(FILLER_RE, ' ');
  const out: string[] = [];
  let afterResult = false;
  // «Замещаю старшего смены, в смене 6 человек»: leading people with its headcount is one bullet.
  const leads = LEAD_RE.test(cleaned) && HEADCOUNT_RE.test(cleaned);
  let lead: string | null = null;
  let subject: string | null = null;
  for (const raw of cleaned.split(CLAUSE_SPLIT_RE)) {
    let clause = tidy(
      raw
        .replace(/[.!?…]+$/u, '')
        .replace(LEADING, '')
        .replace(DROPPED_RE, ' '),
    );
    clause = tidy(clause.replace(LEADING, '').replace(EMPLOYER_LEAD, '').replace(TIME_LEAD, '').replace(EMPLOYER_LEAD, '').replace(TRAILING, ''));
    clause = verbFirst(clause);
    if (clause === '') continue;
    if (leads && LEAD_RE.test(clause) && !HEADCOUNT_RE.test(clause)) {
      lead = tidy(clause.replace(/^(?:(?:последни[йе]|этот|весь|всё|все|первый|второй|третий|\d+-?й)\s+(?:год|месяц\p{L}*)|полгода|год)\s+/iu, ''));
      continue;
    }
    if (leads && HEADCOUNT_RE.test(clause)) {
      const count = tidy(clause.replace(DROPPED_RE, ' '));
      const line = lead === null ? count : `${lead} (${lowerFirst(count)})`;
      if (line.split(/\s+/u).length >= 2) out.push(`${upperFirst(correctTypos(line))}.`.replaceAll(HELD_SPACE, ' '));
      lead = null;
      afterResult = true;
      continue;
    }
    const result = isResultClause(clause, afterResult);
    afterResult = result;
    // «Реакция на инциденты — с 40 до 12 мин»: a bare change takes the noun phrase said before it as its object.
    if (result && /^(?:с|со|на|в|до|от)\s+\d/iu.test(clause) && subject !== null) clause = `${subject}: ${clause}`;
    subject = !result && clause.split(/\s+/u).length <= 5 && !clause.split(/\s+/u).some((w) => isDoneVerb(w) || isOwnWorkVerb(w)) ? clause : null;
    if (!result) continue;
    const copied = (text: string): number => longestCommonWordRun(text.replaceAll(HELD_SPACE, ' '), [sentence]).length;
    if (copied(clause) > maxRun) {
      clause = tidy(abbreviateUnits(clause.replace(/\([^)]*\)/gu, ' ').replace(/(?<![\p{L}])с\s+(\d[\d\s,.]*\s*[\p{L}%]*)\s+до\s+(\d)/giu, '$1 → $2')));
    }
    if (copied(clause) > maxRun) clause = movedTrailingPhrase(clause);
    const words = clause.split(/\s+/u).length;
    if (words < 2) continue;
    // «Приняли её», «Сделал это»: a verb with only a pronoun says nothing a reader can check.
    if (clause.split(/\s+/u).filter((w) => !/^(?:её|ее|его|их|это|эту|этот|то|всё|все|там|тут)[.,]?$/iu.test(w)).length < 2) continue;
    out.push(`${upperFirst(correctTypos(clause))}.`.replaceAll(HELD_SPACE, ' '));
  }
  return out;
}
