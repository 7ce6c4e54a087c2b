/**
 * Skills the seeker lists in an answer about their tools and skills: «Kubernetes, Terraform, Ansible», «РДС,
 * полуавтомат, аргон», «1С:ERP, ЗУП 3, БСП, СКД». Each list item of one to four words becomes a skill: hh's
 * key_skills spelling when the vocabulary or the alias table knows it, else the seeker's own words (first letter
 * raised). A distinct product keeps its own name: «1С: Бухгалтерия 8.3» is not collapsed into «1С: Предприятие 8».
 * Leading verbs («владею», «использую», «работаю в»), levels («на базовом уровне», «немного») and filler are dropped;
 * items holding a personal detail, a number with a unit or a sentence are not skills.
 */
import Az from 'az';
import { correctTypos, isKnownWord, lemmaOf, parseWord, phraseToNominative } from './morphology';
import { cardinalsInDigits } from './numbers';
import { aliasedSkill, findSkillsInText, normaliseSkill } from './skills';

/** One skill read from a list, with its span in the answer. */
export interface ListedSkill {
  name: string;
  start: number;
  end: number;
}

/** A list item: text between separators; «1С:ERP» and «Node.js» keep their colon and dot; brackets open a sub-list. */
const ITEM_RE = /(?:[^,;.()\n:—–•·]|[.:](?=\S)|(?<=1[СсCc]):\s*)+/gu;
const LEAD_DROP =
  /^(?:(?:ну|также|ещё|еще|и|а|плюс|немного|чуть-чуть|активно|хорошо|свободно|уверенно|отлично|каждый\s+день|постоянно|много|прям|прямо|вот|конечно|базовые|базовый|базовая)\s+)+/iu;
const TAIL_DROP =
  /(?<!(?<![\p{L}])(?:до|от|выше|свыше|ниже))\s+(?:\d[\d\s]*(?:[.,]\d+)?\s*[а-яё]+\.?(?:\s+в\s+(?:минуту|мин|час|день|смену|сутки|неделю|месяц))?|на\s+(?:базовом|среднем|хорошем|продвинутом|уровне)\p{L}*(?:\s+[\p{L}-]+){0,3}|немного|для\s+[\p{L}\s-]+|каждый\s+день|тоже|уровня\s+[\p{L}\s-]+)$/iu;
/** An item that only says how often or how well («каждый день», «базово», «на среднем уровне»). */
const HOW_OFTEN_RE =
  /^(?:каждый\s+день|ежедневно|постоянно|часто|иногда|редко|регулярно|базово|немного|чуть-чуть|свободно|уверенно|хорошо|отлично|средне|на\s+(?:базовом|среднем|хорошем|продвинутом|высоком)\s+уровне|на\s+уровне\s+[\p{L}\s-]+)$/iu;
const FIRST_PERSON_RE = /^(?:[а-яё]+(?:ю|у|юсь|усь))$/iu;
const PERSONAL_RE =
  /(?<![\p{L}])(?:я|мне|меня|мой|моя|мои|у\s+нас|у\s+меня|сын\p{L}*|доч\p{L}*|муж\p{L}*|жен\p{L}*|дет\p{L}*|ребен\p{L}*|ребён\p{L}*|лет|год\p{L}*|зарплат\p{L}*|руб\p{L}*|тыс\p{L}*)(?![\p{L}])/iu;
const STOP_ITEMS = new Set([
  'работа',
  'и',
  'т.д',
  'т.п',
  'и т.д',
  'и др',
  'прочее',
  'всё',
  'все',
  'другое',
  'etc',
  'это',
  'вот',
  'так',
  'короче',
  'типа',
  'в общем',
]);
/** A part that opens with one of these words is a purpose, a source or a remark («для утилит», «чтобы смотреть метрики»), not a skill. */
const NOT_A_SKILL_START_RE = /^(?:для|чтобы|из|от|по|к|о|об|про|за|как|это|то|если|когда|где|уже|даже|тоже)(?![\p{L}])/iu;
/** Words that join two skills inside one list item: «Revit и ArchiCAD», «учёт в 1С:Аптека», «CI на Fastlane», «с помощью ER-диаграмм». */
const JOIN_RE = /\s+(?:и|в|во|на|из|через|с\s+помощью)(?:\s+(?:в|во|на|с|со))?\s+/giu;
/** «рабочая документация по разделу АР»: a design section of Russian project documentation (АР, КР, КЖ, ОВ, ВК, ЭОМ …). */
const SECTION_RE = /\s+по\s+раздел(?:у|ам)\s+([А-ЯЁ]{2,4})$/u;
/** «допуск по электробезопасности 5 группа до и выше 1000 В», «IV группа по электробезопасности до 1000 В». */
/** «допуск по электробезопасности 5 группа до и выше 1000 В», «IV группа по электробезопасности», «допуск 4 группа до
 * 1000 в», «группа допуска 3»: with «допуск», a group of 1 to 5 is the electrical safety group whatever else is said. */
const ELECTRICAL_SAFETY_RE =
  /(?:(?:допуск\p{L}*\s+(?:по\s+)?)?электробезопа\p{L}*\s*,?\s*([1-5]|I{1,3}|IV|V)\s*(?:-?[аяйю]+)?\s+групп\p{L}*|([1-5]|I{1,3}|IV|V)\s*(?:-?[аяйю]+)?\s+групп\p{L}*(?:\s+допуска)?\s+(?:по\s+)?электробезопа\p{L}*|допуск\p{L}*\s+(?:по\s+ЭБ\s+)?([1-5]|I{1,3}|IV|V)\s*(?:-?[аяйю]+)?\s+групп\p{L}*|([1-5]|I{1,3}|IV|V)\s*(?:-?[аяйю]+)?\s+групп\p{L}*\s+допуска|групп\p{L}*\s+допуска\s+([1-5]|I{1,3}|IV|V))(?:\s+(до\s+и\s+выше|до|выше)\s+1000\s*[ВвVv])?/iu;
const ROMAN: Record<string, string> = { '1': 'I', '2': 'II', '3': 'III', '4': 'IV', '5': 'V' };

/** The electrical safety group an item states, as hh's skill names it: «Электробезопасность V группа до и выше 1000 В». */
function electricalSafety(item: string): string | null {
  const m = ELECTRICAL_SAFETY_RE.exec(item);
  if (m === null) return null;
  const raw = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '').toUpperCase();
  const group = ROMAN[raw] ?? raw;
  const voltage = m[6] === undefined ? '' : ` ${m[6].toLowerCase().replace(/\s+/gu, ' ')} 1000 В`;
  return `Электробезопасность ${group} группа${voltage}`;
}

const parseAll = (word: string): ReturnType<typeof Az.Morph> => Az.Morph(word);

/** True when az can read the phrase's first word in the nominative or accusative (a skill named as a noun phrase). */
function opensInNominative(phrase: string): boolean {
  const first = phrase.split(/\s+/u)[0] ?? '';
  if (!/^[а-яё-]+$/iu.test(first)) return true;
  const tail = first.slice(first.lastIndexOf('-') + 1).toLowerCase();
  const parse = parseWord(tail);
  if (parse === null) return true;
  return parseAll(tail).some((p) => p.tag.CAse === 'nomn' || p.tag.CAse === 'accs');
}

/** Nouns that govern a list of skills in the genitive («навыками …», «знание …», «опыт …», «методиками …»). */
const GOVERNING_RE = /^(?:навык\p{L}*|знани\p{L}*|опыт\p{L}*|владени\p{L}*|методик\p{L}*|умени\p{L}*|основ\p{L}*)$/iu;
const GOVERNING_IN_RE = /(?<![\p{L}])(?:навык\p{L}*|знани\p{L}*|опыт\p{L}*|владени\p{L}*|методик\p{L}*|умени\p{L}*)(?![\p{L}])/iu;

/**
 * A phrase that governs a list of skills in the prepositional: «сильна в постановке рук, методике …», «разбираюсь в
 * сметах, тендерах», «специализируюсь на ремонте АКПП», «хорошо ориентируюсь в …», «опыт в …». Its subject («она»,
 * «я») and an adverb before it go with it.
 */
const GOVERNS_LOCATIVE_RE =
  /^(?:(?:я|она|он|мы)\s+)?(?:(?:очень|хорошо|отлично|неплохо|уверенно|особенно)\s+)?(?:сил[её]н|сильн[аы]|хорош[аи]?|разбира\p{L}+|ориентиру\p{L}+|специализиру\p{L}+|опыт)\s+(?:в|во|на)\s+/iu;

/** True when az reads the phrase's first word as a noun or adjective in the prepositional and not in the nominative. */
function opensInLocative(phrase: string): boolean {
  const first = (phrase.split(/\s+/u)[0] ?? '').toLowerCase();
  if (!/^[а-яё-]+$/u.test(first)) return false;
  const parses = parseAll(first.slice(first.lastIndexOf('-') + 1)).filter((p) => p.tag.POS === 'NOUN' || p.tag.POS === 'ADJF');
  // «отчётности» is a prepositional singular or a nominative plural: after «разбираюсь в» it is the prepositional.
  return parses.some((p) => p.tag.CAse === 'loct') && !parses.some((p) => p.tag.CAse === 'nomn' && p.tag.NMbr !== 'plur');
}

/**
 * A skill said in the prepositional, put into the nominative: «диагностике ходовой» → «диагностика ходовой» (the
 * thing, not the person «диагностик»: a skill is inanimate where az has both readings), «исполнительной
 * документации» → «исполнительная документация». Words after the head stay as said.
 */
function locativeToNominative(phrase: string): string {
  const words = phrase.split(' ');
  // «развал-схождении»: the last part of a hyphenated word is the one that declines.
  const tailOf = (w: string): string => w.slice(w.lastIndexOf('-') + 1).toLowerCase();
  const at = words.findIndex((w) => parseAll(tailOf(w)).some((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'loct'));
  if (at < 0) return phraseToNominative(phrase);
  const readings = parseAll(tailOf(words[at]!)).filter((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'loct');
  const head = readings.find((p) => p.tag.ANim === 'inan') ?? readings[0]!;
  const nomn = head.inflect(['nomn', head.tag.NMbr === 'plur' ? 'plur' : 'sing']);
  if (nomn === false) return phraseToNominative(phrase);
  const word = words[at]!;
  const before = phraseToNominative(words.slice(0, at + 1).join(' '))
    .split(' ')
    .slice(0, at);
  return [...before, word.slice(0, word.lastIndexOf('-') + 1) + nomn.word, ...words.slice(at + 1)].join(' ');
}

/** True when az reads the phrase's first word in the genitive singular and not in the nominative singular (an adjective or a noun). */
function opensInGenitive(phrase: string): boolean {
  const first = (phrase.split(/\s+/u)[0] ?? '').toLowerCase();
  if (!/^[а-яё-]+$/u.test(first)) return false;
  const parses = parseAll(first).filter((p) => p.tag.POS === 'NOUN' || p.tag.POS === 'ADJF');
  const singular = (p: (typeof parses)[number]): boolean => p.tag.NMbr !== 'plur';
  // «ведения» is a genitive singular or a nominative plural: in a list governed by «навыками» it is the genitive.
  return parses.some((p) => p.tag.CAse === 'gent' && singular(p)) && !parses.some((p) => p.tag.CAse === 'nomn' && singular(p));
}

/**
 * A duty told as an object and a first-person verb of the «-ировать» kind, named as hh names such skills: «графики
 * планирую» → «Планирование графиков», «консультирую клиентов» → «Консультирование клиентов». Null for any other
 * item: other verbs have no regular noun («читаю» → «чтение»), so they are not guessed.
 */
function verbalNoun(item: string): string | null {
  const words = item.split(' ');
  if (words.length !== 2) return null;
  const verbAt = words.findIndex((w) => isFirstPersonVerb(w));
  if (verbAt < 0) return null;
  const lemma =
    parseAll(words[verbAt]!.toLowerCase())
      .find((p) => p.tag.POS === 'VERB')
      ?.normalize().word ?? '';
  if (!/ировать$/u.test(lemma)) return null;
  const object = parseAll(words[1 - verbAt]!.toLowerCase()).find((p) => p.tag.POS === 'NOUN' && (p.tag.CAse === 'accs' || p.tag.CAse === 'nomn'));
  const genitive = object?.inflect(['gent', object.tag.NMbr === 'plur' ? 'plur' : 'sing']);
  if (genitive === undefined || genitive === false) return null;
  return `${upperFirst(lemma.replace(/ть$/u, 'ние'))} ${genitive.word}`;
}

/** Verbs of using or doing: their noun («делание», «знание») names no skill, their object does («мелкий ремонт делаю сам»). */
const LIGHT_VERB_RE = /^(?:делаю|выполняю|провожу|веду|осуществляю|владею|пользуюсь|использую|применяю|знаю|умею)$/iu;
/** «сам», «сама», «самостоятельно» after a verb: who does it, not part of the skill. */
const SELF_RE = /^(?:сам|сама|сами|самостоятельно)$/iu;
/** A noun that already names an action or a process by its suffix («калькуляция», «планирование», «разработка»). */
const PROCESS_NOUN_RE = /(?:ция|ание|ение)$/u;

/**
 * The action noun of a verb as the dictionary holds it («составлять» → «составление», «обучать» → «обучение»,
 * «планировать» → «планирование»), or null when the dictionary has none («считать»: «считение» is no word).
 */
function actionNoun(infinitive: string): string | null {
  // «-ование» of «-овать», else «-ение»: «-ание» of other verbs is a rare or bookish noun («писание», «сдавание»).
  const m = /^(.+?)(?:(ов|ев)ать|ать|ять|ить|еть)$/u.exec(infinitive);
  if (m === null) return null;
  const noun = m[2] === undefined ? `${m[1]!}ение` : `${m[1]!}${m[2]}ание`;
  const known = parseAll(noun).some(
    (p) => (p as { parser?: string }).parser === 'Dictionary' && p.tag.POS === 'NOUN' && p.tag.CAse === 'nomn' && p.tag.ANim !== 'anim',
  );
  return known ? noun : null;
}

/**
 * A noun phrase that opens in the accusative (or nominative) put into the genitive, as it stands after an action noun:
 * «техкарты» → «техкарт», «сложные заказы» → «сложных заказов». Codes and Latin names stay; words after the head noun
 * stay as said. Null when the phrase opens with no such noun phrase.
 */
function objectInGenitive(phrase: string): string | null {
  const words = phrase.split(' ');
  const head = words.findIndex(
    (w) => /^[а-яё-]+$/iu.test(w) && parseAll(w.toLowerCase()).some((p) => p.tag.POS === 'NOUN' && (p.tag.CAse === 'accs' || p.tag.CAse === 'nomn')),
  );
  if (head < 0) return /^[A-ZА-ЯЁ\d][\w\d-]*$/u.test(phrase) && /[A-ZА-ЯЁ]{2}|[A-Za-z]/u.test(phrase) ? phrase : null;
  const noun = parseAll(words[head]!.toLowerCase()).find((p) => p.tag.POS === 'NOUN' && (p.tag.CAse === 'accs' || p.tag.CAse === 'nomn'))!;
  const number = noun.tag.NMbr === 'plur' ? 'plur' : 'sing';
  const out = [...words];
  const nounGent = noun.inflect(['gent', number]);
  if (nounGent === false) return null;
  out[head] = nounGent.word;
  for (let i = 0; i < head; i += 1) {
    const adj = parseAll(words[i]!.toLowerCase()).find(
      (p) => (p.tag.POS === 'ADJF' || p.tag.POS === 'PRTF') && (p.tag.CAse === 'accs' || p.tag.CAse === 'nomn'),
    );
    if (adj === undefined) return null;
    const gent = adj.inflect(number === 'plur' ? ['gent', 'plur'] : ['gent', 'sing', String(noun.tag.GNdr ?? 'masc')]);
    if (gent === false) return null;
    out[i] = gent.word;
  }
  return out.join(' ');
}

/**
 * Duties told with a first-person verb, each named as a skill («Составляю техкарты и считаю калькуляцию» →
 * «Составление техкарт», «Калькуляция»; «мелкий ремонт делаю сам» → «Мелкий ремонт»): the verb's action noun with its
 * object in the genitive where the dictionary holds that noun; the object alone where it already names an action
 * («считаю калькуляцию») or the verb is one of using or doing. Every part of the item parted at «и» must be such a
 * duty; else null (nothing is guessed).
 */
function actionSkills(item: string): { name: string; at: number; length: number }[] | null {
  const conjuncts = [...item.matchAll(/(?:(?!\s+и\s+).)+/gu)];
  if (conjuncts.length > 3) return null;
  const out: { name: string; at: number; length: number }[] = [];
  for (const c of conjuncts) {
    const conjunct = c[0];
    const span = { at: c.index, length: conjunct.length };
    const words = conjunct
      .replace(LEAD_DROP, '')
      .split(' ')
      .filter((w) => w !== '' && !SELF_RE.test(w));
    if (words.length < 2 || words.length > 4) return null;
    const verbAt = isFirstPersonVerb(words[0]!) ? 0 : isFirstPersonVerb(words[words.length - 1]!) ? words.length - 1 : -1;
    if (verbAt < 0) return null;
    const object = words.filter((_, i) => i !== verbAt).join(' ');
    // «Blender учу», «в Excel считаю»: beside a product's name the verb tells what is done with it (handled below).
    if (/[A-Za-z]/u.test(object)) return null;
    // «документацию без проблем»: only a noun phrase (adjectives, nouns, codes), no preposition or adverb.
    if (
      !object.split(' ').every((w) => !/^[а-яё-]+$/iu.test(w) || parseAll(w.toLowerCase()).some((p) => ['NOUN', 'ADJF', 'PRTF'].includes(p.tag.POS ?? ''))) ||
      !opensInNominative(object) ||
      /^(?:в|во|на|с|со|по|за|о|об|к|для)$/iu.test(object.split(' ')[0]!)
    )
      return null;
    if (object.split(' ').some((w) => isFirstPersonVerb(w))) return null;
    const verb = words[verbAt]!.toLowerCase();
    const infinitive =
      parseAll(verb)
        .find((p) => p.tag.POS === 'VERB')
        ?.normalize().word ?? '';
    const nominal = objectInNominative(object);
    const headNoun = nominal.split(' ').find((w) => parseAll(w.toLowerCase()).some((p) => p.tag.POS === 'NOUN')) ?? '';
    // «делаю стяжку»: a verb of using or doing said first is read with the list's verbs of using (below).
    if (LIGHT_VERB_RE.test(verb) && verbAt === 0) return null;
    const noun = LIGHT_VERB_RE.test(verb) ? null : actionNoun(infinitive);
    if (noun !== null) {
      const genitive = objectInGenitive(object);
      if (genitive === null) return null;
      out.push({ name: upperFirst(`${noun} ${genitive}`), ...span });
    } else if (LIGHT_VERB_RE.test(verb) || PROCESS_NOUN_RE.test(headNoun.toLowerCase())) {
      out.push({ name: normaliseSkill(nominal) ?? upperFirst(nominal), ...span });
    } else return null;
  }
  return out;
}

/** A part of a list item that names a skill by itself: the alias tables know it (not a generic vocabulary word such as «Сборка»), or it is a product name (Latin, digits, 1С). */
function isNamedSkill(part: string, shorthand = true): boolean {
  // «ШУЛМ», «ЕСКД», «ГОСТ Р ИСО 9001», «УПРЗА «Эколог»»: a name that opens with capitals is a system's or standard's own name.
  const abbreviation = /^([А-ЯЁ]{2,6})(?=[\s«"-]|$)/u.exec(part.trim())?.[1];
  return (
    aliasedSkill(part, shorthand) !== null ||
    oneCName(part) !== null ||
    /[A-Za-z]/u.test(part) ||
    (abbreviation !== undefined && !/^(?:ООО|ОАО|ЗАО|ПАО|АО|ИП|АНО|НКО|ГБУ|МБУ|РФ)$/u.test(abbreviation))
  );
}

/** A model's code: capitals or digits joined to digits («КТМ-5», «МТЗ-82», «16К20», «71-623»); «№23-17» is a form's number. */
const MODEL_CODE_RE = /(?<![\p{L}\d№]|№\s)(?:[А-ЯЁA-Z]{1,5}-?\d[\d.]*|\d+[А-ЯЁ]\d+|\d{2,}-\d{2,})(?![\p{L}\d])/u;

/** True when a phrase is one noun of an action in the nominative singular («сортировка», «укладка», «вакцинация»). */
function isActionNoun(phrase: string): boolean {
  if (!/^[а-яё]+$/iu.test(phrase) || !/(?:ка|ние|ция)$/iu.test(phrase)) return false;
  return parseAll(phrase.toLowerCase()).some((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'nomn' && p.tag.NMbr !== 'plur' && p.tag.ANim !== 'anim');
}

/**
 * The parts of one list item that are skills: «Revit и ArchiCAD» → two; «товарный учёт в 1С:Аптека» → two;
 * «консультирование по аналогам и противопоказаниям» stays one (no part after «и» names a skill by itself).
 * A split is made only where a part on either side names a skill by itself.
 */
function partsOf(item: string): { text: string; at: number; proper: boolean }[] {
  const cuts = [...item.matchAll(JOIN_RE)];
  if (cuts.length === 0) return [{ text: item, at: 0, proper: false }];
  const pieces: { text: string; at: number; proper: boolean }[] = [];
  let from = 0;
  for (const cut of cuts) {
    pieces.push({ text: item.slice(from, cut.index), at: from, proper: false });
    from = cut.index + cut[0].length;
  }
  // «сверяю накладные в Контуре»: a capitalised word after «в» inside a lower-case item is a product's own name.
  const last = item.slice(from);
  pieces.push({ text: last, at: from, proper: /^[а-яё]/u.test(item) && /^[А-ЯЁ][а-яё]{2,}(?:-[А-ЯЁа-яё][а-яё]+)?$/u.test(last.trim()) });
  // «сортировка и бонитировка», «приёмка и отгрузка»: two actions, each one noun in the nominative, are two skills.
  const actions = cuts.every((c) => /^\s+и\s+$/u.test(c[0])) && pieces.every((p) => isActionNoun(p.text.trim()));
  // «трамваи 71-623 и старые КТМ-5»: a part with a model's code names a machine by itself.
  if (!actions && !pieces.some((p) => p.proper || isNamedSkill(p.text) || MODEL_CODE_RE.test(p.text))) return [{ text: item, at: 0, proper: false }];
  return pieces.filter((p) => p.text.trim() !== '');
}

function upperFirst(s: string): string {
  return /^[a-zа-яё]/u.test(s) && !/^[a-z]+[A-Z]/u.test(s) ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

/** True when the dictionary reads the word as part of a noun phrase (a noun, an adjective, a participle, a preposition, a number). */
function isNounPhraseWord(word: string): boolean {
  if (!/^[а-яё-]+$/iu.test(word)) return true;
  return parseAll(word.toLowerCase()).some(
    (p) => ['NOUN', 'ADJF', 'PRTF', 'PREP', 'NUMR'].includes(p.tag.POS ?? '') && p.tag.Infr !== true && p.tag.Slng !== true,
  );
}

/**
 * «ручная и механизированная сварка» → «Ручная сварка», «Механизированная сварка»: two adjectives joined by «и» before
 * one noun phrase, each with the noun; null for any other phrase.
 */
function sharedNoun(phrase: string): string[] | null {
  const words = phrase.split(/\s+/u);
  if (words.length < 4 || words.length > 6 || words[1]!.toLowerCase() !== 'и') return null;
  const adjective = (w: string): boolean =>
    /^[а-яё-]+$/iu.test(w) &&
    parseAll(w.toLowerCase()).length > 0 &&
    parseAll(w.toLowerCase()).every((p) => p.tag.POS === 'ADJF' || p.tag.POS === 'PRTF') &&
    parseAll(w.toLowerCase()).some((p) => p.tag.CAse === 'nomn');
  if (!adjective(words[0]!) || !adjective(words[2]!)) return null;
  const rest = words.slice(3).join(' ');
  if (!parseAll((words[3] ?? '').toLowerCase()).some((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'nomn')) return null;
  return [upperFirst(`${words[0]!.toLowerCase()} ${rest}`), upperFirst(`${words[2]!.toLowerCase()} ${rest}`)];
}

/** True when the dictionary reads a Cyrillic word only as a noun or an adjective (no preposition, verb or adverb). */
function isNominalWord(word: string): boolean {
  if (!/^[а-яё-]+$/iu.test(word)) return false;
  const parses = parseAll(word.toLowerCase());
  return parses.length > 0 && isKnownWord(word.toLowerCase()) && parses.every((p) => p.tag.POS === 'NOUN' || p.tag.POS === 'ADJF');
}

/** True when every reading az has of the word is a verb in the past tense («научилась», «освоил»), never a noun or an adjective. */
function isPastVerb(word: string): boolean {
  if (!/^[а-яё]+$/iu.test(word)) return false;
  const parses = parseAll(word.toLowerCase());
  return parses.length > 0 && parses.every((p) => p.tag.POS === 'VERB' && p.tag.TEns === 'past');
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
  // A list: items parted by commas or semicolons, or one item a line («- Excel\n- 1С»).
  if ((text.match(/[,;]/gu) ?? []).length < 2 && (text.match(/\n\s*\S/gu) ?? []).length < 2) {
    const dictated = dictatedList(text);
    return dictated.length > 0 ? dictated : usedTools(text);
  }
  const out: ListedSkill[] = [];
  const push = (name: string, start: number, length: number): void => {
    if (!out.some((o) => o.name.toLowerCase() === name.toLowerCase())) out.push({ name, start, end: start + length });
  };
  // «Пользуюсь тахеометром, GNSS-приёмником, …»: a verb of using governs every item of its sentence after it.
  let usingUntil = -1;
  let locativeUntil = -1;
  const languages = process.env.SK_NOLANG ? [] : languageSkills(text);
  for (const m of text.matchAll(ITEM_RE)) {
    const raw = m[0];
    // «English — upper-intermediate»: a language and its level are one skill, however the list parts them.
    const language = languages.find((l) => m.index < l.end && l.start < m.index + raw.length);
    if (language !== undefined) {
      push(language.name, language.start, language.end - language.start);
      continue;
    }
    // «ну и классика — pandas, …», «Из последнего — LangChain»: a heading before a dash or a colon is not a skill.
    let item = raw
      .replace(/\s+/gu, ' ')
      .trim()
      .replace(/^[-*]\s+/u, '');
    // A dash that opens the next line is that line's bullet («— выдача КЭП\n— 152-ФЗ»), not a heading's dash.
    if (/^[^\S\n]*[—–:]/u.test(text.slice(m.index + raw.length)) && !/1\s*[СсCc]\s*$/u.test(raw) && !isNamedSkill(item.replace(LEAD_DROP, ''))) continue;
    // «229-ФЗ», «143-ФЗ «Об актах …»», «в соответствии с Федеральным законом № 44-ФЗ»: a federal law's code is a skill
    // of its own as hh lists it; what the item says before it is read on.
    const law = LAW_RE.exec(item);
    if (law !== null) {
      push(law[0], m.index + Math.max(0, raw.indexOf(law[0].slice(0, 6))), law[0].length);
      item = item.slice(0, law.index).replace(LAW_LEAD_RE, '').trim();
      if (item === '') continue;
    }
    const safety = electricalSafety(item);
    if (safety !== null) {
      push(safety, m.index + raw.indexOf(item.split(' ')[0] ?? ''), item.length);
      continue;
    }
    const nominalised = verbalNoun(item);
    if (nominalised !== null) {
      push(nominalised, m.index + raw.indexOf(item.split(' ')[0] ?? ''), item.length);
      continue;
    }
    const actions = process.env.SK_NOACT ? null : actionSkills(item);
    if (actions !== null) {
      const itemStart = m.index + raw.indexOf(item);
      for (const a of actions) push(a.name, itemStart + a.at, a.length);
      continue;
    }
    // «Она сильна в постановке рук, методике Артоболевской, чтении с листа»: the governing phrase opens the list and
    // every item of its sentence after it is put into the nominative.
    const governs = GOVERNS_LOCATIVE_RE.exec(item);
    if (governs !== null) {
      item = item.slice(governs[0].length);
      const end = text.slice(m.index).search(/[.!?\n]/u);
      locativeUntil = end < 0 ? text.length : m.index + end;
    }
    if (m.index < locativeUntil && opensInLocative(item)) item = locativeToNominative(item);
    const words = item.split(' ');
    let told = false;
    let using = false;
    // «работаю с документами», «умею работать с ПВХ-окнами»: the skill is «Работа с …» unless a tool is named.
    let withWhat = false;
    let inPlace = false;
    // «методика Артоболевской», «метод Монтессори»: a governing noun before a proper name alone is part of the skill's name.
    const namedMethod = words.length === 2 && /^методик\p{L}*$/iu.test(words[0]!) && /^[А-ЯЁ][а-яё]+$/u.test(words[1]!);
    if (namedMethod) words[0] = upperFirst(phraseToNominative(words[0]!.toLowerCase()));
    while (
      !namedMethod &&
      words.length > 1 &&
      (isFirstPersonVerb(words[0]!) || /^(?:в|с|со|на|по|работать)$/iu.test(words[0]!) || GOVERNING_RE.test(words[0]!))
    ) {
      if (/^(?:с|со)$/iu.test(words[0]!) && using) withWhat = true;
      // «работаю в Магните», «работаю на кассе»: a place of work, not a tool, unless the tables know the name.
      if (/^(?:в|во|на)$/iu.test(words[0]!) && using) inPlace = true;
      if (/^работать$/iu.test(words[0]!) && !using) break;
      // «владею навыками …»: what follows the governing noun is the skill's name, not a duty told with a verb.
      // «пользуюсь тахеометром», «делаю стяжку»: after a verb of using or doing, its object is the tool or technique.
      if (USING_VERB_RE.test(words[0]!)) {
        using = true;
        const end = text.slice(m.index).search(/[.!?\n]/u);
        usingUntil = end < 0 ? text.length : m.index + end;
      }
      told = GOVERNING_RE.test(words[0]!) || USING_VERB_RE.test(words[0]!) ? false : told || isFirstPersonVerb(words[0]!);
      words.shift();
    }
    if (inPlace && !isNamedSkill(words.join(' '))) continue;
    if ((using || m.index < usingUntil) && !withWhat && words.length > 0) words.splice(0, words.length, ...objectInNominative(words.join(' ')).split(' '));
    // «работа с МДЛП»: the noun «работа с» before a named skill says nothing more; «работа с кассой» is the skill.
    if (/^работ\p{L}*$/iu.test(words[0] ?? '') && /^(?:с|со|в)$/iu.test(words[1] ?? '') && words.length > 2 && isNamedSkill(words.slice(2).join(' ')))
      words.splice(0, 2);
    // «Blender учу», «с людьми умею»: a first-person verb after the skill tells what the seeker does with it.
    // Only before a product's name or «с …»: «чертежи читаю» is a duty, and no noun is guessed for its verb.
    const opening = words.join(' ').replace(LEAD_DROP, '').split(' ')[0] ?? '';
    if (words.length > 1 && isFirstPersonVerb(words[words.length - 1]!) && (/[A-Za-z\d]/u.test(opening) || /^(?:с|со)$/iu.test(opening)))
      while (words.length > 1 && isFirstPersonVerb(words[words.length - 1]!)) words.pop();
    item = words.join(' ').replace(LEAD_DROP, '').replace(TAIL_DROP, '').trim();
    // «Figma — каждый день», «After Effects — базово»: how often or how well, said alone, is no skill.
    if (HOW_OFTEN_RE.test(item)) continue;
    // «Из электроинструмента перфоратор Makita»: a heading «из …» before a noun phrase in the nominative.
    const heading = /^из\s+\S+(?:\s+\S+)?\s+(?=\S)/iu.exec(item);
    if (heading !== null && !told) {
      const rest = item.slice(heading[0].length);
      for (const cut of [heading[0].length, item.indexOf(' ', 3) + 1]) {
        const candidate = item.slice(cut);
        if (cut > 0 && opensInNominative(candidate) && parseAll((candidate.split(' ')[0] ?? '').toLowerCase())[0]?.tag.CAse === 'nomn') {
          item = candidate;
          break;
        }
      }
      if (item !== rest && NOT_A_SKILL_START_RE.test(item)) item = rest;
    }
    // List shorthand («капельницы») names a skill only as a bare item, also after a verb of using or doing.
    if (using && aliasedSkill(item, false) === null && aliasedSkill(item, true) !== null) continue;
    // «навыками ведения делопроизводства, табельного учёта»: after «навык», «знание», «опыт» or
    // «методики» in the same sentence, a skill in the genitive is put into the nominative.
    const sentenceStart = Math.max(0, ...[...text.slice(0, m.index).matchAll(/[.!?\n]/gu)].map((b) => b.index + 1));
    if (!told && GOVERNING_IN_RE.test(text.slice(sentenceStart, m.index + raw.length)) && opensInGenitive(item)) item = phraseToNominative(item);
    // «беру кровь» is a duty, not a skill name: after a verb only a known skill or a product name counts.
    if (told && aliasedSkill(item, false) === null && !/[A-Za-z\d]/u.test(item) && partsOf(item).every((p) => !p.proper && !isNamedSkill(p.text, false)))
      continue;
    if (item === '' || STOP_ITEMS.has(item.toLowerCase()) || NOT_A_SKILL_START_RE.test(item)) continue;
    item = item.replace(SECTION_RE, ' $1');
    const itemAt = raw.indexOf(item.split(' ')[0] ?? '');
    // «по Москве и области», «клиенты из Лукойла»: a place or a client named in a list is no skill.
    if (!isNamedSkill(item) && namesNoSkill(item)) continue;
    // «рулетка и отвес», «стяжка и штукатурка по маякам»: objects of one verb of using, each a tool or a technique.
    const conjuncts = (using || m.index < usingUntil) && / и /u.test(item) ? item.split(' и ') : [];
    const coordinated = conjuncts.length > 1 && conjuncts.every((c) => c.split(' ').length <= 3 && opensInNominative(c) && !/[A-Za-z\d]/u.test(c));
    const parts = coordinated
      ? conjuncts.map((c, i) => ({ text: c, at: conjuncts.slice(0, i).join(' и ').length + (i > 0 ? 3 : 0), proper: false }))
      : partsOf(item);
    for (const part of parts) {
      // «описываю интеграции в OpenAPI»: after a verb, only the part that names a skill by itself is one.
      // «старые КТМ-5»: how old a machine is tells nothing of the skill.
      const said = part.text
        .trim()
        .replace(TAIL_DROP, '')
        .replace(/^(?:стар|нов|современн)\p{L}*\s+(?=\S*\d)/iu, '')
        .trim();
      // List shorthand («капельницы», «МИС») names a skill only as a bare item, not as the object of a verb.
      if (told && !part.proper && !isNamedSkill(said, false)) continue;
      if (using && aliasedSkill(said, false) === null && aliasedSkill(said, true) !== null) continue;
      // «Сборка и деплой через GitLab CI», «остатки сверяю в 1С»: beside a named tool, a lone unknown word or a duty
      // with its verb is the story around the tool, not a skill.
      if (
        parts.length > 1 &&
        !coordinated &&
        !part.proper &&
        !isNamedSkill(said) &&
        !parts.every((p) => isActionNoun(p.text.trim())) &&
        (!/\s/u.test(said) || said.split(/\s+/u).some((w) => isFirstPersonVerb(w)))
      )
        continue;
      const start = m.index + Math.max(0, itemAt) + part.at;
      // «Права категорий B, C, CE», «разделы АР, КР, ОВ»: a short code alone after a noun followed by codes of its
      // kind, in one run of the list, is one more code of that noun.
      const before = out[out.length - 1];
      if (
        !process.env.SK_NOCODE &&
        before !== undefined &&
        CODE_RE.test(said) &&
        CODE_RUN_RE.test(before.name) &&
        /^\s*,\s*$/u.test(text.slice(before.end, start))
      ) {
        before.name = `${before.name}, ${said}`;
        before.end = start + said.length;
        continue;
      }
      // «плк siemens s7»: a part made only of known skills is those skills, each in hh's spelling.
      const mentions = normaliseSkill(said) === null ? findSkillsInText(said) : [];
      if (mentions.length > 1 && mentions.reduce((rest, k) => rest.replace(said.slice(k.start, k.end), ''), said).trim() === '') {
        for (const k of mentions) push(k.name, start + k.start, k.end - k.start);
        continue;
      }
      // «ЧПУ Fanuc»: a list's shorthand before a product's name is a skill of its own beside the product.
      const lead = mentions.length === 1 && mentions[0]!.start > 0 ? said.slice(0, mentions[0]!.start).trim() : '';
      const leadName = lead !== '' && said.slice(mentions[0]!.end).trim() === '' ? aliasedSkill(lead) : null;
      if (leadName !== null) {
        push(leadName, start, lead.length);
        push(mentions[0]!.name, start + mentions[0]!.start, mentions[0]!.end - mentions[0]!.start);
        continue;
      }
      // «досудебное и судебное взыскание»: two adjectives that share one noun are two skills.
      const shared = sharedNoun(said);
      if (shared !== null) {
        for (const n of shared) push(n, start, said.length);
        continue;
      }
      const withPart = withWhat || /^(?:с|со)\s/iu.test(said);
      const bare = said.replace(/^(?:с|со)\s+/iu, '');
      const name = part.proper
        ? namesNoSkill(said)
          ? null
          : lemmaOf(said)
        : withPart && !isNamedSkill(bare) && !opensInNominative(bare)
          ? skillName(`работа с ${bare}`)
          : skillName(bare);
      if (name === null) continue;
      // «классический массаж, лимфодренаж, антицеллюлитный»: an adjective alone takes the noun of the item it follows.
      const sentenceOf = (at: number): number => text.slice(0, at).search(/[.!?\n][^.!?\n]*$/u);
      const phrase = [...out].reverse().find((o) => sentenceOf(o.start) === sentenceOf(start) && /^[А-ЯЁа-яё-]+\s+[а-яё-]+$/u.test(o.name));
      const head = phrase === undefined ? null : /\s([а-яё-]+)$/u.exec(phrase.name)?.[1];
      if (head != null && /^[А-ЯЁа-яё-]+$/u.test(name) && parseAll(name.toLowerCase())[0]?.tag.POS === 'ADJF' && parseAll(head)[0]?.tag.CAse === 'nomn') {
        const agreeing = parseAll(name.toLowerCase()).find((p) => p.tag.POS === 'ADJF' && p.tag.CAse === 'nomn');
        const headGender = parseAll(head)[0]?.tag.GNdr;
        if (agreeing !== undefined && (agreeing.tag.GNdr === headGender || agreeing.tag.NMbr === 'plur')) {
          push(`${name} ${head}`, start, said.length);
          continue;
        }
      }
      push(name, start, said.length);
    }
  }
  return withQualifiers(text, out);
}

/**
 * A skill with a list in brackets right after it keeps that list as its qualifier, as hh writes one skill
 * («Кладка кирпича (облицовочный, клинкер)», «Газовые котлы (Vaillant, Baxi)»), instead of the bracket's items
 * becoming skills of their own. Only where the head is no name the free-text matcher finds by itself (that one is
 * added with its own span, and the bracket's items stay skills).
 */
function withQualifiers(text: string, out: ListedSkill[]): ListedSkill[] {
  let list = out;
  for (const m of text.matchAll(/\(([^()]*)\)/gu)) {
    const open = m.index;
    const close = open + m[0].length;
    const head = list.find((o) => o.end <= open && /^\s*$/u.test(text.slice(o.end, open)));
    const inner = list.filter((o) => o.start > open && o.end <= close);
    if (head === undefined || inner.length === 0 || findSkillsInText(text.slice(head.start, head.end)).length > 0) continue;
    const said = inner.map((o) => (/^[А-ЯЁ][а-яё]/u.test(o.name) ? o.name.charAt(0).toLowerCase() + o.name.slice(1) : o.name));
    const merged = { name: `${head.name} (${said.join(', ')})`, start: head.start, end: close };
    list = list.filter((o) => !inner.includes(o)).map((o) => (o === head ? merged : o));
  }
  return list;
}

/** A short code: a capital letter with a second one or a digit («B», «CE», «C1», «C1E», «ОВ»); «ПДД», «MAG» are names. */
const CODE = String.raw`[A-ZА-ЯЁ](?:\d[A-ZА-ЯЁ]?|[A-ZА-ЯЁ])?`;
const CODE_RE = new RegExp(`^${CODE}$`, 'u');
/** A name that is a word followed by codes («Права категорий B, C», «Категория D»). */
const CODE_RUN_RE = new RegExp(String.raw`(?<![\p{L}])[а-яёА-ЯЁ][а-яё]+\s+${CODE}(?:,\s*${CODE})*$`, 'u');

/**
 * First-person verbs of using or doing whose object names a tool or a technique: «пользуюсь тахеометром», «работаю
 * в Компасе», «делаю стяжку», «провожу инвентаризацию», «веду первичку», «владею …», «применяю …».
 */
const USING_VERB_RE = /^(?:делаю|выполняю|провожу|веду|осуществляю|занимаюсь|владею|пользуюсь|использую|применяю|знаю|работаю|умею|настраиваю|освоил[аи]?)$/iu;

/**
 * The object of a verb of using in the nominative, where it opens with a singular noun in an oblique case:
 * «тахеометром Leica» → «тахеометр Leica», «стяжку» → «стяжка». A plural noun before a product name stays for
 * skillName to drop («нотациями BPMN» names the notation, not a kind of thing).
 */
function objectInNominative(phrase: string): string {
  // «рулеткой и отвесом»: each conjunct in the first one's case is put into the nominative too.
  const conjuncts = phrase.split(/\s+и\s+/u);
  if (conjuncts.length > 1) {
    return conjuncts.map((c) => (/^(?:с|со)\s/iu.test(c) ? c : oneObjectInNominative(c))).join(' и ');
  }
  return oneObjectInNominative(phrase);
}

function oneObjectInNominative(phrase: string): string {
  const first = (phrase.split(/\s+/u)[0] ?? '').toLowerCase();
  const tail = first.slice(first.lastIndexOf('-') + 1);
  if (!/^[а-яё]+$/u.test(tail)) return phrase;
  const parses = parseAll(tail).filter((p) => p.tag.POS === 'NOUN' || p.tag.POS === 'ADJF' || p.tag.POS === 'PRTF');
  const best = parses[0];
  // «ножницами», «весами»: a noun with no singular names one tool.
  // «нотациями BPMN»: a plural before a product's name is the kind of thing the name is; «калибрами» is the tools.
  if (best === undefined || best.tag.CAse === 'nomn' || (best.tag.NMbr === 'plur' && best.tag.Pltm !== true && /[A-Za-z]/u.test(phrase))) return phrase;
  if (best.tag.CAse === 'accs' && parses.some((p) => p.tag.CAse === 'nomn')) return phrase;
  return phraseToNominative(phrase);
}

/** A language with its level («Английский B2», «немецкий разговорный»): the resume's languages say it, not its skills. */
const LANGUAGE_ITEM_RE =
  /^(?:английск|немецк|французск|испанск|итальянск|китайск|японск|турецк|корейск|арабск|португальск|польск|казахск|татарск|украинск)\p{L}*(?:\s+(?:язык\p{L}*|[ABCАВС][12]|upper|intermediate|advanced|fluent|базов\p{L}*|разговорн\p{L}*|свободн\p{L}*|средн\p{L}*|технический|со\s+словар\p{L}*))*$/iu;

/** Languages by the stem of their Russian adjective or their English name → the Russian adjective. */
const LANGUAGE_NAMES: [RegExp, string][] = [
  [/^(?:английск|english)/iu, 'Английский'],
  [/^(?:немецк|german|deutsch)/iu, 'Немецкий'],
  [/^(?:французск|french)/iu, 'Французский'],
  [/^(?:испанск|spanish)/iu, 'Испанский'],
  [/^(?:итальянск|italian)/iu, 'Итальянский'],
  [/^(?:китайск|chinese)/iu, 'Китайский'],
  [/^(?:японск|japanese)/iu, 'Японский'],
  [/^(?:турецк|turkish)/iu, 'Турецкий'],
  [/^(?:корейск|korean)/iu, 'Корейский'],
  [/^(?:арабск|arabic)/iu, 'Арабский'],
  [/^(?:португальск|portuguese)/iu, 'Португальский'],
  [/^(?:польск|polish)/iu, 'Польский'],
  [/^(?:казахск|kazakh)/iu, 'Казахский'],
  [/^(?:татарск|tatar)/iu, 'Татарский'],
  [/^(?:украинск|ukrainian)/iu, 'Украинский'],
];
/** Russian words of a language level by stem → the word as a level is written. */
const RUSSIAN_LEVELS: [RegExp, string][] = [
  [/^базов/iu, 'базовый'],
  [/^разговорн/iu, 'разговорный'],
  [/^свободн/iu, 'свободный'],
  [/^средн/iu, 'средний'],
  [/^родн/iu, 'родной'],
  [/^техническ/iu, 'технический'],
  [/^начальн/iu, 'начальный'],
  [/^продвинут/iu, 'продвинутый'],
];
const LANGUAGE_STEM = String.raw`(?:английск|немецк|французск|испанск|итальянск|китайск|японск|турецк|корейск|арабск|португальск|польск|казахск|татарск|украинск)\p{L}*|english|german|deutsch|french|spanish|italian|chinese|japanese|turkish|korean|arabic|portuguese|polish|kazakh|tatar|ukrainian`;
const LEVEL = String.raw`[ABCАВС][12](?![\p{L}\d])|(?:pre|upper)[\s-]?intermediate|intermediate|beginner|elementary|advanced|proficiency|proficient|fluent|native|(?:базов|разговорн|свободн|средн|родн|техническ|начальн|продвинут)\p{L}*`;
/**
 * A language and its level said together: «English — upper-intermediate», «немецкий B1», «английский (разговорный)»,
 * «французский язык на уровне B2». The level may follow a dash, a colon, a comma or a bracket.
 */
const LANGUAGE_LEVEL_RE = new RegExp(
  String.raw`(?<![\p{L}])(${LANGUAGE_STEM})(?:\s+(?:язык\p{L}*|language))?\s*(?:[—–:,-]\s*|\(\s*)?(?:(?:на\s+)?(?:уровн\p{L}*|level)\s+|на\s+)?(${LEVEL})(?:\s+уровн\p{L}*)?(?:\s*\))?`,
  'giu',
);

/**
 * Each language said with its level in a text, as one skill: «English — upper-intermediate» → «Английский язык
 * (Upper-Intermediate)», «немецкий B1» → «Немецкий язык (B1)», «испанский разговорный» → «Испанский язык (разговорный)».
 */
export function languageSkills(text: string): ListedSkill[] {
  const out: ListedSkill[] = [];
  for (const m of text.matchAll(LANGUAGE_LEVEL_RE)) {
    const language = LANGUAGE_NAMES.find(([re]) => re.test(m[1]!))?.[1];
    if (language === undefined) continue;
    const said = m[2]!;
    const russian = RUSSIAN_LEVELS.find(([re]) => re.test(said))?.[1];
    const level =
      russian ??
      (/^[ABCАВС][12]$/iu.test(said)
        ? said.toUpperCase().replace(/А/gu, 'A').replace(/В/gu, 'B').replace(/С/gu, 'C')
        : said
            .toLowerCase()
            .split(/[\s-]+/u)
            .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
            .join('-'));
    out.push({ name: `${language} язык (${level})`, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Segments of a market: whom a seeker sells to, not a tool (also as list items: «B2B», «HoReCa»). */
const SEGMENT_RE = /^(?:b2b|b2c|b2g|c2c|smb|sme|horeca|хорека|retail|enterprise|госсектор)$/iu;

/**
 * True when a list part is no skill: a count of things («50 заявок в день»), a market segment, a place («по Москве
 * и области»: a word az reads as a geographical name), or an organisation's name alone («Газпрома»: every capitalised
 * word read as an organisation, nothing else named).
 */
export function namesNoSkill(part: string): boolean {
  if (/^\d+(?:[.,]\d+)?\s+[а-яё]/iu.test(part) || SEGMENT_RE.test(part.trim()) || LANGUAGE_ITEM_RE.test(part.trim())) return true;
  const words = part.match(/[\p{L}]+/gu) ?? [];
  const cyrillic = words.filter((w) => /^[а-яё]+$/iu.test(w));
  // az reads a capitalised word as a name only with its capital («Москве» is a city, «москве» is not known).
  const tags = (w: string): string[] => [...parseAll(w), ...parseAll(w.toLowerCase())].map((p) => String(p.tag));
  // «ГИД Урал», «АСУ Экспресс»: an abbreviation in capitals with a name after it is a system's name, its place word a
  // part of it; after a legal form or a trade-house abbreviation («ООО Урал», «ТД Сибирь») it is an organisation.
  const systemName =
    /^[А-ЯЁ]{2,6}\s+[А-ЯЁ][а-яё]+$/u.test(part.trim()) && !/^(?:ООО|ОАО|ЗАО|ПАО|НАО|АО|ИП|ТД|ГК|ПК|ЧОП|ЧОО|МУП|ГУП|ФГУП|РЖД)\s/u.test(part.trim());
  if (!systemName && cyrillic.some((w) => /^[А-ЯЁ][а-яё]/u.test(w) && tags(w)[0]?.includes('Geox') === true)) return true;
  const capitals = cyrillic.filter((w) => /^[А-ЯЁ][а-яё]/u.test(w));
  const lower = cyrillic.filter((w) => /^[а-яё]/u.test(w) && !/^(?:и|в|на|из|у|с|для)$/u.test(w));
  return (
    !systemName &&
    capitals.length > 0 &&
    lower.length === 0 &&
    words.length === cyrillic.length &&
    capitals.every((w) => tags(w).some((t) => t.includes('Orgn')))
  );
}

/** A verb of using or doing that opens a short list of its objects, with the preposition after it. */
const USED_VERB = String.raw`(?:пользуюсь|пользовал(?:ся|ась)|работаю|работал[аи]?|использую|применяю|владею|знаю|делаю|выполняю|провожу)`;
const USED_RE = new RegExp(
  String.raw`(?<![\p{L}])(${USED_VERB})\s+(?:(в|во|на|с|со)\s+)?([^.!?\n]+?)(?=[,;]?\s+(?:а\s+|и\s+)?${USED_VERB}(?![\p{L}])|[.!?\n]|$)`,
  'giu',
);

/**
 * Tools named in a sentence with no list punctuation: «работаю в Компасе и Автокаде», «пользуюсь нивелиром и
 * тахеометром», «делаю маникюр и педикюр», «работаю с Git и Docker». The objects of the verb, parted at commas and
 * «и»: after «в/на/с» only a name the tables know or a Latin one (a capitalised Russian name after «работаю в» may
 * be the workplace); else the object in the nominative, up to three words.
 */
function usedTools(text: string): ListedSkill[] {
  const out: ListedSkill[] = [];
  for (const m of text.matchAll(USED_RE)) {
    const prep = (m[2] ?? '').toLowerCase();
    const rest = m[3]!;
    const restAt = m.index + m[0].length - rest.length;
    for (const piece of rest.matchAll(/[^,;]+?(?=\s*,\s*|\s+и\s+|\s*;\s*|$)/gu)) {
      const said = piece[0].trim().replace(LEAD_DROP, '').replace(TAIL_DROP, '').trim();
      if (said === '' || said.split(/\s+/u).length > 3 || PERSONAL_RE.test(said) || NOT_A_SKILL_START_RE.test(said) || namesNoSkill(said)) continue;
      if (said.split(/\s+/u).some((w) => isFirstPersonVerb(w))) break;
      // «знаю английский»: an adjective alone names a language or a quality, not a tool.
      if (!/\s/u.test(said) && parseAll(said.toLowerCase())[0]?.tag.POS === 'ADJF') continue;
      let name: string | null;
      if (prep === 'в' || prep === 'во' || prep === 'на') {
        // «работаю в Компасе» may be a program or a workplace: only a name the tables know, or a Latin one, is a tool.
        name = isNamedSkill(said) ? (normaliseSkill(said) ?? skillName(said)) : null;
      } else if (prep === 'с' || prep === 'со') {
        // «работаю с кассой каждый день» is a story; «работаю с Git» names the tool.
        name = isNamedSkill(said, false) ? (normaliseSkill(said) ?? skillName(said)) : null;
      } else {
        const nominal = objectInNominative(said);
        name = isNamedSkill(said, false) ? skillName(said) : opensInNominative(nominal) ? skillName(nominal) : null;
      }
      const start = restAt + piece.index + piece[0].indexOf(said);
      if (name !== null && !out.some((o) => o.name.toLowerCase() === name!.toLowerCase())) out.push({ name, start, end: start + said.length });
    }
  }
  return out;
}

/** A word of a dictated list with the readings that decide where an item ends. */
interface ChunkWord {
  raw: string;
  start: number;
  end: number;
  /** A preposition or «и»: it joins the next word to the item. */
  joins: boolean;
  /** A noun or adjective that can be in the nominative (or the accusative, which names the same thing in a list). */
  nominative: boolean;
  /** A noun or adjective read first in an oblique case (genitive, instrumental …): a complement of the item's head. */
  genitive: boolean;
  adjective: boolean;
  /** «есть», «имеется»: a word that says one has the item before it; it ends that item. */
  stop?: boolean;
}

/**
 * A skills list dictated without punctuation («пропускной режим досмотр транспорта и людей видеонаблюдение …»),
 * parted into noun phrases by grammar: an item is its adjectives, one head noun in the nominative, and what the head
 * governs (words in an oblique case, a preposition with its word, a word after «и»); a new word in the nominative
 * after a head opens the next item. Only an answer made of nouns, adjectives, prepositions and Latin names is read
 * so (a story with a verb is not a list); fewer than three items give nothing.
 */
function dictatedList(said: string): ListedSkill[] {
  if (/[,;:.!?()\n]\s*\S/u.test(said.trim()) || said.length > 400) return [];
  // «мтз восемьдесят два»: a model's number said in words is read in digits (the same length, so spans hold).
  const text = spokenNumbersInDigits(said);
  const words: ChunkWord[] = [];
  // «… бензопилой тоже умею …»: a few words that are no noun (a verb, an adverb) end the item before them; more make a story.
  let asides = 0;
  const aside = (m: RegExpMatchArray, raw: string): void => {
    asides += 1;
    // «бензопилой умею»: a word in the instrumental right before the verb is the verb's object, not part of the item.
    const last = words[words.length - 1];
    if (last !== undefined && last.genitive && parseAll(last.raw.toLowerCase())[0]?.tag.CAse === 'ablt') last.stop = true;
    words.push({ raw, start: m.index!, end: m.index! + raw.length, joins: false, nominative: false, genitive: false, adjective: false, stop: true });
  };
  for (const m of text.matchAll(/[\p{L}\d][\p{L}\d+#.-]*/gu)) {
    const raw = m[0].replace(/[.-]+$/u, '');
    const lower = raw.toLowerCase();
    if (/[a-z\d]/iu.test(raw) && !/[а-яё]/iu.test(raw)) {
      // «мтз 82», «к 744»: a number right after a word is that word's model and goes with it.
      const number = /^\d+$/u.test(raw) && words.length > 0 && words[words.length - 1]!.stop !== true;
      // A number read from words ends where its words end, not at its padded digits.
      let end = m.index + raw.length;
      if (said.slice(m.index, end) !== raw) {
        while (end < text.length && text[end] === ' ') end += 1;
        while (end > m.index + raw.length && said[end - 1] === ' ') end -= 1;
      }
      words.push({ raw, start: m.index, end, joins: false, nominative: !number, genitive: number, adjective: false });
      continue;
    }
    // «мтз», «кпп»: a short word the dictionary lacks is an abbreviation said in lower case, a noun of the list.
    if (lower.length <= 4 && !isKnownWord(lower)) {
      words.push({ raw, start: m.index, end: m.index + raw.length, joins: false, nominative: true, genitive: false, adjective: false });
      continue;
    }
    // «сварка немного», «ремонт сам делаю», «комплекс хорошо знаю»: how well and a verb of having end an item, no story.
    if (HOW_WORD_RE.test(lower) || HAVING_VERB_RE.test(lower)) {
      const last = words[words.length - 1];
      if (last !== undefined && last.genitive && parseAll(last.raw.toLowerCase())[0]?.tag.CAse === 'ablt') last.stop = true;
      words.push({ raw, start: m.index, end: m.index + raw.length, joins: false, nominative: false, genitive: false, adjective: false, stop: true });
      continue;
    }
    if (/^(?:есть|имеется|имеются|имею)$/u.test(lower)) {
      words.push({ raw, start: m.index, end: m.index + raw.length, joins: false, nominative: false, genitive: false, adjective: false, stop: true });
      continue;
    }
    const parses = parseAll(lower);
    const best = parses[0]?.tag.POS;
    if (best === 'PREP' || best === 'CONJ') {
      if (best === 'CONJ' && lower !== 'и') return [];
      words.push({ raw, start: m.index, end: m.index + raw.length, joins: true, nominative: false, genitive: false, adjective: false });
      continue;
    }
    const named = parses.filter((p) => p.tag.POS === 'NOUN' || p.tag.POS === 'ADJF' || p.tag.POS === 'PRTF');
    // «профнастил»: a word the dictionary lacks may be guessed a verb first; a noun reading of it is as good.
    // «замер давления»: a known word read first as a verb («замер» froze) that is also a noun in the nominative is that noun here.
    const nounToo = named.some((p) => p.tag.POS === 'NOUN' && (p.tag.CAse === 'nomn' || p.tag.CAse === 'accs'));
    const guessedVerb = best !== undefined && !['NOUN', 'ADJF', 'PRTF'].includes(best) && (!isKnownWord(lower) || nounToo) && named.length > 0;
    if (best === undefined || named.length === 0 || (!['NOUN', 'ADJF', 'PRTF'].includes(best) && !guessedVerb)) {
      aside(m, raw);
      continue;
    }
    words.push({
      raw,
      start: m.index,
      end: m.index + raw.length,
      joins: false,
      nominative: named.some((p) => p.tag.CAse === 'nomn' || p.tag.CAse === 'accs'),
      // The likeliest reading decides: «волос» after «окрашивание» is a genitive, «мелирование» is not.
      genitive: named[0]!.tag.CAse !== 'nomn' && named[0]!.tag.CAse !== 'accs',
      adjective: guessedVerb ? named[0]!.tag.POS !== 'NOUN' : best === 'ADJF' || best === 'PRTF',
    });
  }
  const items: ChunkWord[][] = [];
  let item: ChunkWord[] = [];
  let hasHead = false;
  let governed = false;
  for (const w of words) {
    if (w.stop === true) {
      if (item.length > 0) items.push(item);
      item = [];
      hasHead = false;
      governed = false;
      continue;
    }
    if (w.joins) {
      item.push(w);
      governed = true;
      continue;
    }
    // «мтз 82 посевной комплекс»: a model's number ends its item; no word after it is governed by it.
    const afterNumber = /^\d+$/u.test(item[item.length - 1]?.raw ?? '') && !/^\d+$/u.test(w.raw);
    const attach = item.length === 0 || governed || ((!hasHead || w.genitive) && !afterNumber);
    if (!attach) {
      items.push(item);
      item = [];
      hasHead = false;
    }
    item.push(w);
    governed = false;
    if (!w.adjective) hasHead = true;
  }
  if (item.length > 0) items.push(item);
  if (items.length < 3 || asides > Math.max(2, words.length * 0.15)) return [];
  const out: ListedSkill[] = [];
  for (const chunk of items) {
    const phrase = text
      .slice(chunk[0]!.start, chunk[chunk.length - 1]!.end)
      .replace(/\s+/gu, ' ')
      .trim();
    // «мтз 82 и 1221»: one make with two models is two machines; «к 744» is the model «К-744».
    const models = /^(.*?)([а-яё]{1,4}) (\d+) и (\d+)$/iu.exec(phrase);
    const names = (models === null ? [phrase] : [`${models[1]!}${models[2]!} ${models[3]!}`, `${models[1]!}${models[2]!} ${models[4]!}`]).map((p) =>
      p.replace(/(?<![\p{L}])([а-яё]{1,4}) (\d+)$/iu, (whole: string, code: string, n: string) =>
        isKnownWord(code.toLowerCase()) && code.length > 1 ? whole : `${code.toUpperCase()}-${n}`,
      ),
    );
    // Each model keeps its own span (the second from its number on), so neither is taken for a repeat of the other.
    const second = models === null ? -1 : chunk.findIndex((w, k) => k > 0 && chunk[k - 1]!.raw.toLowerCase() === 'и' && /^\d+$/u.test(w.raw));
    names.forEach((one, k) => {
      const name = normaliseSkill(one) ?? skillName(one);
      const start = k === 1 && second > 0 ? chunk[second]!.start : chunk[0]!.start;
      const end = k === 0 && second > 0 ? chunk[second - 2]!.end : chunk[chunk.length - 1]!.end;
      if (name !== null && !out.some((o) => o.name.toLowerCase() === name.toLowerCase())) out.push({ name, start, end });
    });
  }
  return out;
}

/** Words of a cardinal said in words, «тысяча» to «один». */
const SPOKEN_NUMBER_RE =
  /(?<![\p{L}])(?:(?:тысяча|тысячу)\s+)?(?:(?:сто|двести|триста|четыреста|пятьсот|шестьсот|семьсот|восемьсот|девятьсот)(?:\s+|$))?(?:(?:двадцать|тридцать|сорок|пятьдесят|шестьдесят|семьдесят|восемьдесят|девяносто|десять|одиннадцать|двенадцать|тринадцать|четырнадцать|пятнадцать|шестнадцать|семнадцать|восемнадцать|девятнадцать)(?:\s+|$))?(?:(?:один|два|три|четыре|пять|шесть|семь|восемь|девять)(?![\p{L}]))?/giu;

/**
 * A number of ten and more said in words, put in digits padded with spaces to the words' length, so every span of
 * the text stays where it was: «мтз восемьдесят два» → «мтз 82          ».
 */
function spokenNumbersInDigits(text: string): string {
  return text.replace(SPOKEN_NUMBER_RE, (whole: string) => {
    const words = whole.trim().toLowerCase().split(/\s+/u);
    if (words.length < 2 && !/^(?:тысяч|сто$|\p{L}+сот$|\p{L}+ста$|\p{L}*дцать$|\p{L}+десят$|сорок$|девяносто$|десять$|\p{L}*надцать$)/u.test(words[0] ?? ''))
      return whole;
    const thousand = /^тысяч/u.test(words[0]!) ? 1000 : 0;
    const rest = thousand > 0 ? words.slice(1).join(' ') : words.join(' ');
    const value = thousand + (rest === '' ? 0 : Number(cardinalsInDigits(rest)));
    if (!Number.isFinite(value) || value < 10) return whole;
    const digits = String(value);
    const trailing = /\s+$/u.exec(whole)?.[0] ?? '';
    const body = whole.length - trailing.length;
    return digits.length > body ? whole : digits.padEnd(body, ' ') + trailing;
  });
}

/** Words after a verb that tell how or who, not what: «сам», «хорошо», «немного», «вдоль и поперёк». */
const HOW_WORD_RE = /^(?:сам|сама|сами|самостоятельно|хорошо|отлично|уверенно|свободно|немного|неплохо|тоже|также|давно)$/iu;
/** Verbs that say one has, knows or handles what is named before them («Excel знаю», «сварка есть», «отчёты настраиваю сама»). */
const HAVING_VERB_RE =
  /^(?:знаю|знает|умею|умеет|владею|владеет|делаю|делает|есть|имеется|освоил[аи]?|настраиваю|настраивает|использую|использует|применяю|применяет|веду|ведёт|ведет)$/iu;

/** True when the dictionary reads the word first as a finite verb (a person or a tense): «успокаиваю», «помогает», «пишу». */
function isFiniteVerb(word: string): boolean {
  if (!/^[а-яё]+$/iu.test(word)) return false;
  if (/^есть$/iu.test(word)) return true;
  // «Урал», «Омега»: a word the dictionary only guesses is read as no verb.
  const parse = parseWord(word.toLowerCase());
  // «пила», «мыла», «стекла»: a word that may be a noun or an adjective is read as one.
  return (
    parse !== null &&
    parse.tag.POS === 'VERB' &&
    isKnownWord(word.toLowerCase()) &&
    !parseAll(word.toLowerCase()).some((p) => ['NOUN', 'ADJF', 'PRTF', 'NUMR'].includes(p.tag.POS ?? ''))
  );
}

/** True when the word is an adverb or a word of degree («много», «вдоль», «поперёк»), not a noun of a skill. */
function isHowWord(word: string): boolean {
  if (HOW_WORD_RE.test(word)) return true;
  if (!/^[а-яё]+$/iu.test(word)) return false;
  const parses = parseAll(word.toLowerCase());
  return (
    parses.length > 0 &&
    !parses.some((p) => p.tag.POS === 'NOUN' || p.tag.POS === 'ADJF') &&
    parses.some((p) => ['ADVB', 'PREP', 'CONJ', 'PRCL'].includes(p.tag.POS ?? ''))
  );
}

/**
 * A list part told as a clause with a finite verb: «Excel знаю хорошо», «сварка есть», «отчёты настраиваю сама» name
 * what comes before a verb of having or knowing (its object, in the nominative); any other clause («конфликтных
 * клиентов успокаиваю», «опыт помогает», «голос не повышаю», a negated one) names no skill and gives null. A part with
 * no finite verb is given back as it is.
 */
export function clauseObject(part: string): string | null {
  // «Урал» in «ГИД Урал»: a capitalised word after the first is a name, never the clause's verb.
  const words = part.split(/\s+/u).filter((w) => w !== '');
  const named = /[A-Za-z\d]/u.test(part) || words.slice(1).some((w) => /^[А-ЯЁ]/u.test(w));
  // «терпения много», «опыта достаточно»: how much of something one has is a trait, not a skill.
  if (words.length > 1 && /^(?:много|мало|достаточно|предостаточно|полно|хватает|немало)$/iu.test(words[words.length - 1]!)) return null;
  const verbAt = words.findIndex((w, i) => (i === 0 || !/^[А-ЯЁ]/u.test(w)) && isFiniteVerb(w));
  if (verbAt < 0) return part;
  if (words.some((w, i) => /^(?:не|ни)$/iu.test(w) && i < words.length - 1 && isFiniteVerb(words[i + 1]!))) return null;
  const tailHow = words.slice(verbAt + 1).every((w) => isHowWord(w));
  // «сметы составляю сама»: a thing the seeker does, said before their own verb, is named by the thing; «клиентов
  // успокаиваю» (people) and «опыт помогает» (a subject) name none.
  const thing = (): boolean => {
    const head = words.slice(0, verbAt).find((w) => parseAll(w.toLowerCase()).some((p) => p.tag.POS === 'NOUN'));
    const readings = head === undefined ? [] : parseAll(head.toLowerCase()).filter((p) => p.tag.POS === 'NOUN');
    return readings.length > 0 && readings.every((p) => p.tag.ANim !== 'anim') && readings.some((p) => p.tag.CAse === 'accs');
  };
  const own =
    verbAt > 0 && tailHow && parseWord(words[verbAt]!.toLowerCase())?.tag.PErs === '1per' && thing() && opensInNominative(words.slice(0, verbAt).join(' '));
  const having = (verbAt > 0 && HAVING_VERB_RE.test(words[verbAt]!) && tailHow) || own;
  // «Умеет шить», «ведёт учёт»: a verb of having said first governs its object after it.
  const leading = verbAt === 0 && words.length > 1 && HAVING_VERB_RE.test(words[0]!) && !/^(?:есть|имеется)$/iu.test(words[0]!);
  // A part naming a product or a system («Jira настраиваю сама», «схемы по Autodata») is read by the list's own rules.
  if (!having && !leading) return named ? part : null;
  const object = leading ? words.slice(1) : words.slice(0, verbAt);
  while (object.length > 1 && isHowWord(object[0]!)) object.shift();
  while (object.length > 1 && isHowWord(object[object.length - 1]!)) object.pop();
  if (object.some((w) => isFiniteVerb(w))) return null;
  return objectInNominative(object.join(' '));
}

/** A federal law's code («229-ФЗ», «44 ФЗ»), with its quoted title when said («143-ФЗ «Об актах …»»). */
const LAW_RE = /(?<![\p{L}\d])\d{1,3}[-\s]?ФЗ(?![\p{L}\d])(?:\s*«[^«»]+»)?/u;
/** What names the law before its code: «в соответствии с Федеральным законом №», «по», «закон». */
const LAW_LEAD_RE = /\s*(?:(?:в\s+соответствии\s+с|согласно|по)\s+)?(?:(?:федеральн\p{L}*\s+)?закон\p{L}*\s*)?№?\s*$/iu;

/** The skill a list part names (hh's spelling when known), or null for a part that is no skill. */
function skillName(said: string): string | null {
  const object = clauseObject(said.trim());
  if (object === null) return null;
  let part = object;
  // «нотациями BPMN 2.0» → «BPMN 2.0»: an oblique-case word before a product name only governs it.
  while (/^[а-яё-]+\s+\S/iu.test(part) && /[A-Za-z]/u.test(part) && !opensInNominative(part)) part = part.replace(/^\S+\s+/u, '');
  if (part === '' || STOP_ITEMS.has(part.toLowerCase()) || NOT_A_SKILL_START_RE.test(part)) return null;
  const count = part.split(' ').length;
  if (SEGMENT_RE.test(part.trim())) return null;
  const known = normaliseSkill(part) ?? oneCName(part);
  if (known !== null) return known;
  if (namesNoSkill(part)) return null;
  // «присадка под конфирмат и эксцентрики», «врезка моек и варочных панелей»: a long item names its skill by the words
  // before its first preposition or «и».
  // «работа с терминалом сбора данных»: hh names many skills «Работа с …» in five or six words.
  const workWith =
    (/^работа\s+(?:с|со|на|в)\s/iu.test(part) && count <= 6 && part.split(' ').every((w) => isNounPhraseWord(w))) ||
    // «государственная регистрация актов гражданского состояния»: a chain of nouns and adjectives alone is one name.
    (count <= 6 && part.split(' ').every((w) => isNominalWord(w)));
  if (count > 4 && !workWith && !/[A-Za-z\d]/u.test(part)) {
    const head = /^(\S+(?:\s+\S+){0,2}?)\s+(?:и|под|для|из|по|на|в|с|со|от|до|при)\s/iu.exec(part)?.[1];
    if (head !== undefined && opensInNominative(head)) return skillName(head);
  }
  if ((count > 4 && !workWith) || PERSONAL_RE.test(part) || /\d+\s*(?:%|ч|мин|лет|год)/iu.test(part)) return null;
  if (count === 1 && isFirstPersonVerb(part)) return null;
  // «в ковид научилась», «потом освоил»: a part with a verb in the past tense tells a story, it names no skill.
  if (!/[A-Za-z\d]/u.test(part) && part.split(' ').some((w) => isPastVerb(w))) return null;
  if (/^[а-яё]+$/iu.test(part) && part.length < 3) return null;
  // «противопоказаниям», «формате ассессмент-центра»: a phrase that opens in an oblique case is a complement, not a skill.
  if (!/[A-Za-z\d]/u.test(part) && !opensInNominative(part)) return null;
  // «опрыскивание дронами DJI …»: beside a product name the words are the trade's own terms, which the dictionary may
  // lack; a one-letter «correction» would change them into other words.
  return upperFirst(/[A-Za-z\d]/u.test(part) ? part : correctTypos(part).replace(/[а-яё]{8,}/gu, (w) => twoVowelSlips(w) ?? w));
}

/** Unstressed vowels written by ear: «о» and «а», «е» and «и», «я» for «е». */
const VOWEL_SLIPS: Record<string, string> = { а: 'о', о: 'а', е: 'и', и: 'е', я: 'е' };

/**
 * The one dictionary word a long word the dictionary lacks becomes when two of its unstressed vowels are changed
 * («балансеровачный» → «балансировочный»), or null: none, or more than one, so a trade's own word («шиномонтажный»)
 * stays as written. A single slip is correctTypo's.
 */
export function twoVowelSlips(word: string): string | null {
  if (!/^[а-яё]{8,}$/u.test(word) || isKnownWord(word)) return null;
  const at = [...word].flatMap((c, i) => (VOWEL_SLIPS[c] === undefined ? [] : [i]));
  const found = new Set<string>();
  for (let a = 0; a < at.length; a += 1) {
    for (let b = a + 1; b < at.length; b += 1) {
      const chars = [...word];
      chars[at[a]!] = VOWEL_SLIPS[chars[at[a]!]!]!;
      chars[at[b]!] = VOWEL_SLIPS[chars[at[b]!]!]!;
      const candidate = chars.join('');
      if (isKnownWord(candidate)) found.add(candidate);
    }
  }
  return found.size === 1 ? [...found][0]! : null;
}

/** A heading that opens a list of skills inside any answer: «Навыки: …», «Инструменты: …», «Стек: …». */
const SKILLS_HEADING_RE = /(?<![\p{L}])(?:навыки|умения|инструменты|программы|стек|stack|skills|tools|владею)\s*:\s*([^.!?\n]+)/giu;

/**
 * The skills listed after a heading in an answer to another question («…, в подчинении 5 человек. Навыки: ЕАС ОПС,
 * кассовые операции, инкассация. Образование: …»): a seeker who tells everything in one answer still lists skills
 * there. Spans index into `text`.
 */
export function headedSkills(text: string): ListedSkill[] {
  const out: ListedSkill[] = [];
  for (const m of text.matchAll(SKILLS_HEADING_RE)) {
    const list = m[1]!;
    const at = m.index + m[0].length - list.length;
    for (const s of findListedSkills(list)) if (!out.some((o) => o.name === s.name)) out.push({ name: s.name, start: at + s.start, end: at + s.end });
  }
  return out;
}
