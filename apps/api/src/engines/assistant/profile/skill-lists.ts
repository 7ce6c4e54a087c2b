/**
 * Skills the seeker lists in an answer about their tools and skills: «Kubernetes, Terraform, Ansible», «РДС,
 * полуавтомат, аргон», «1С:ERP, ЗУП 3, БСП, СКД». Each list item of one to four words becomes a skill: hh's
 * key_skills spelling when the vocabulary or the alias table knows it, else the seeker's own words (first letter
 * raised). A distinct product keeps its own name: «1С: Бухгалтерия 8.3» is not collapsed into «1С: Предприятие 8».
 * Leading verbs («владею», «использую», «работаю в»), levels («на базовом уровне», «немного») and filler are dropped;
 * items holding a personal detail, a number with a unit or a sentence are not skills.
 */
import { correctTypos, parseWord } from './morphology';
import { normaliseSkill } from './skills';

/** One skill read from a list, with its span in the answer. */
export interface ListedSkill {
  name: string;
  start: number;
  end: number;
}

const ITEM_RE = /(?:[^,;.()\n:—–]|[.:](?=\S)|(?<=1[СсCc]):\s*)+(?:\([^)]*\))?/gu;
const LEAD_DROP = /^(?:(?:ну|также|ещё|еще|и|а|плюс|немного|чуть-чуть|активно|хорошо|свободно|уверенно|отлично|каждый\s+день|постоянно|много)\s+)+/iu;
const TAIL_DROP =
  /\s+(?:на\s+(?:базовом|среднем|хорошем|продвинутом|уровне)\p{L}*(?:\s+[\p{L}-]+){0,3}|немного|для\s+[\p{L}\s]+|каждый\s+день|тоже|уровня\s+[\p{L}\s-]+)$/iu;
const FIRST_PERSON_RE = /^(?:[а-яё]+(?:ю|у|юсь|усь))$/iu;
const PERSONAL_RE =
  /(?<![\p{L}])(?:я|мне|меня|мой|моя|мои|у\s+нас|у\s+меня|сын\p{L}*|доч\p{L}*|муж\p{L}*|жен\p{L}*|дет\p{L}*|ребен\p{L}*|ребён\p{L}*|лет|год\p{L}*|зарплат\p{L}*|руб\p{L}*|тыс\p{L}*)(?![\p{L}])/iu;
const STOP_ITEMS = new Set(['и', 'т.д', 'т.п', 'и т.д', 'и др', 'прочее', 'всё', 'все', 'другое', 'etc']);

function upperFirst(s: string): string {
  return /^[a-zа-яё]/u.test(s) && !/^[a-z]+[A-Z]/u.test(s) ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

/** True when the word is a first-person present verb («владею», «читаю», «использую») by the morphology. */
function isFirstPersonVerb(word: string): boolean {
  if (!FIRST_PERSON_RE.test(word)) return false;
  const parse = parseWord(word.toLowerCase());
  return parse !== null && parse.tag.POS === 'VERB' && parse.tag.PErs === '1per';
}

/** «1С:ERP», «1С ERP», «1с зуп» → «1С:ERP», «1С:ЗУП»; other names pass. */
function oneCName(item: string): string | null {
  const m = /^1\s*[сc]\s*[:\s]\s*(\S.*)$/iu.exec(item);
  if (m === null) return null;
  const product = m[1]!.trim();
  return `1С:${/^[a-zа-яё]{2,4}$/iu.test(product) && product.length <= 4 ? product.toUpperCase() : upperFirst(product)}`;
}

/**
 * The skills of a list answer (see file comment). `text` is the whole answer; spans index into it. Sentences
 * without a list (fewer than two separators) give nothing, so a story is not read as a list.
 */
export function findListedSkills(text: string): ListedSkill[] {
  if ((text.match(/[,;]/gu) ?? []).length < 2) return [];
  const out: ListedSkill[] = [];
  for (const m of text.matchAll(ITEM_RE)) {
    const raw = m[0];
    let item = raw
      .replace(/\([^)]*\)/gu, ' ')
      .replace(/\s+/gu, ' ')
      .trim();
    const lead = raw.indexOf(item.split(' ')[0] ?? '');
    const words = item.split(' ');
    let told = false;
    while (words.length > 1 && (isFirstPersonVerb(words[0]!) || /^(?:в|с|на|по)$/iu.test(words[0]!))) {
      told ||= isFirstPersonVerb(words[0]!);
      words.shift();
    }
    // «беру кровь» is a duty, not a skill name: after a verb only a known skill or a product name counts.
    if (told && normaliseSkill(words.join(' ')) === null && !/[A-Za-z\d]/u.test(words.join(' '))) continue;
    item = words.join(' ').replace(LEAD_DROP, '').replace(TAIL_DROP, '').trim();
    if (item === '' || STOP_ITEMS.has(item.toLowerCase())) continue;
    const count = item.split(' ').length;
    if (count > 4 || PERSONAL_RE.test(item) || /\d+\s*(?:%|ч|мин|лет|год)/iu.test(item)) continue;
    if (count === 1 && isFirstPersonVerb(item)) continue;
    if (/^[а-яё]+$/iu.test(item) && item.length < 3) continue;
    const name = normaliseSkill(item) ?? oneCName(item) ?? upperFirst(correctTypos(item));
    const start = m.index + Math.max(0, raw.indexOf(item) >= 0 ? raw.indexOf(item) : lead);
    out.push({ name, start, end: start + item.length });
  }
  return out;
}
