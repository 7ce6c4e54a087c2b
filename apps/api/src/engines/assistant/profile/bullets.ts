/**
 * An achievement the seeker told in their own words, rewritten as resume bullets: each clause that states a result
 * becomes one bullet that starts with its verb where the clause has one, keeps its object and its numbers, and
 * drops what a resume does not say: filler («ну», «короче», «честно говоря»), hedges («где-то», «наверное»),
 * pronouns and particles («я», «мы», «у нас», «теперь», «даже»), and a leading connective («а ещё», «также»).
 * «с 3 часов до 20 минут» reads «3 часов → 20 минут» only when a clause would otherwise copy a long run of the answer.
 * The words kept are the seeker's own: nothing is added, so every number and name stays sourced.
 */

/** Filler and hedges of spoken Russian, dropped from bullets (longest first so phrases win over their words). */
const FILLER = [
  'если честно', 'честно говоря', 'по правде говоря', 'в общем-то', 'в общем', 'короче говоря', 'короче', 'как бы', 'так сказать',
  'вроде как', 'вроде бы', 'вроде', 'типа', 'ну', 'кстати', 'наверное', 'где-то', 'собственно', 'блин', 'вот', 'же', 'ли',
  'в принципе', 'на самом деле', 'по сути', 'допустим', 'скажем', 'чем горжусь', 'горжусь тем, что', 'горжусь', 'наверно',
  'если коротко', 'смотрите', 'то есть', 'мне кажется', 'думаю', 'я думаю', 'считаю',
];
/** Pronouns and particles a bullet leaves out («я сократил» → «Сократил»). */
const DROPPED = ['я', 'мы', 'мною', 'нами', 'у меня', 'у нас', 'мой', 'моя', 'моё', 'мое', 'мои', 'моих', 'моим', 'моей', 'моего', 'наш', 'наша', 'наше', 'наши', 'нашей', 'нашего', 'нашу', 'теперь', 'даже', 'уже', 'всего', 'именно', 'просто', 'сам', 'сама', 'сами', 'лично', 'потом', 'ещё', 'еще', 'также', 'тоже'];
const LEADING = /^(?:тем\s+что|что|так\s+что|а\s+ещё|а\s+еще|и\s+ещё|и\s+еще|ещё|еще|также|кроме\s+того|а\s+также|а|и|но|плюс|при\s+этом|в\s+итоге|итого|так\s+что)(?![\p{L}])[\s,:—–-]*/iu;

/** «В «Тундре» построил …», «В Иннокоде сократил …»: the employer the entry already names. */
const EMPLOYER_LEAD = /^(?:в|во|на)\s+(?:«[^»]+»|[A-ZА-ЯЁ][\p{L}-]*(?:\s+[A-ZА-ЯЁ][\p{L}-]*)?)\s+(?=[а-яё])/u;
const TRAILING = /\s+(?:так|вот|то|тоже)$/iu;

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
const wordsRe = (list: readonly string[]): RegExp =>
  new RegExp(`(?<![\\p{L}\\d-])(?:${[...list].sort((a, b) => b.length - a.length).map(escape).join('|')})(?![\\p{L}\\d-])[,]?`, 'giu');
const FILLER_RE = wordsRe(FILLER);
const DROPPED_RE = wordsRe(DROPPED);

/** A clause boundary: «;», a comma (not inside a number), « и » before a verb-like word, «—» between clauses, «:» after a lead-in. */
const CLAUSE_SPLIT_RE = /\s*(?:;|:\s+|,\s+(?:а|и|но|что|так\s+что|чтобы)\s+|,(?!\d)\s*|\s+и\s+(?=[а-яё]+(?:л|ла|ли|ил|ила|ал|ала|ел|ела|ось|ась|ился|илась|лся|лась)(?![\p{L}]))|\s+—\s+|\s+–\s+)\s*/giu;

/** A clause states a result when it holds a digit, a «вдвое»-like word, or a verb of change or making. */
const RESULT_CLAUSE_RE = /\d|вдвое|втрое|(?<![\p{L}])(?:без\s+(?:единого|одного|замечан|ошиб|брак|штраф|потер|ДТП|аварий)|ни\s+одного|перв\p{L}+\s+мест|призов\p{L}*|побед|лучш\p{L}+)|(?:ил|ла|ал|ял|ел|ул|ыл|ли|ось|ась|ился|илась|лся|лась)(?![\p{L}])/iu;

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

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The bullets of one achievement sentence (see file comment); `maxRun` is the longest run of the answer's words a
 * bullet may keep in a row: a longer clause has its «с X до Y» turned into «X → Y» and its parenthesis dropped.
 * Returns [] when no clause states a result.
 */
export function toBullets(sentence: string, maxRun = 7): string[] {
  const cleaned = sentence.replace(/[«»"]/gu, (q) => q).replace(FILLER_RE, ' ');
  const out: string[] = [];
  for (const raw of cleaned.split(CLAUSE_SPLIT_RE)) {
    let clause = tidy(raw.replace(/[.!?…]+$/u, '').replace(LEADING, '').replace(DROPPED_RE, ' '));
    clause = tidy(clause.replace(LEADING, '').replace(EMPLOYER_LEAD, '').replace(TRAILING, ''));
    if (clause === '' || !RESULT_CLAUSE_RE.test(clause)) continue;
    if (clause.split(/\s+/u).length > maxRun) {
      clause = tidy(clause.replace(/\([^)]*\)/gu, ' ').replace(/(?<![\p{L}])с\s+(\d[\d\s,.]*\s*\p{L}*)\s+до\s+(\d)/giu, '$1 → $2'));
    }
    const words = clause.split(/\s+/u).length;
    if (words < 2 || (words < 3 && !/\d/u.test(clause))) continue;
    out.push(`${upperFirst(clause)}.`);
  }
  return out;
}
