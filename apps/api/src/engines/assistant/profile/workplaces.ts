/**
 * Workplaces by structure and scoring, for the employers the fixed patterns of `findEmployers` do not know: a noun
 * phrase after «в/во/на/при/у» whose head is an inanimate common noun in the case the preposition governs («в районном
 * суде», «в заречном лесничестве», «на мясокомбинате»), with its genitive dependents («библиотеке имени …», «больнице
 * № 3») and an optional name after it (quoted, or capitalised words: «в цветочной лавке Лепесток»); and a capitalised
 * or quoted name said alone in a terse line between commas («Кадастр-Центр, с 2019»). Places (az's geographical names,
 * the gazetteer, place and landscape nouns), time words, frames of a statement («в сфере», «в должности», «в отделе»)
 * and the seeker's own schooling are never candidates.
 *
 * Each candidate gets a score from features that name no words of a particular job: a work verb in its clause (az
 * lemmas of working, joining, moving to, leading), a person noun (a role) in its clause, a date in its sentence, the
 * answer being the one about the current job, a name of its own (quotes, capitals, a number, a legal form) and a
 * modifier (an adjective or a genitive). `WORKPLACE_THRESHOLD` is what an experience entry needs; the extractor adds
 * a candidate only where the fixed patterns found no employer in that sentence. An employer that only the answers
 * name is always flagged «Проверьте» on the review screen (modules/positions/review-flags.ts), so the seeker confirms
 * every one of them.
 */
import Az from 'az';
import { formSaidAfter, formSaidBefore, isInstitutionWord, isKnownPlace, isLegalForm } from './employers';
import { isKnownWord, phraseToNominative } from './morphology';
import { findSkillsInText, normaliseSkill } from './skills';
import { findPeriod } from './periods';
import { hasWorkVerb } from './work-verbs';

/** A workplace candidate: the name (nominative), its span in the sentence, its score and the features that gave it. */
export interface WorkplaceCandidate {
  value: string;
  start: number;
  end: number;
  score: number;
  features: string[];
}

/** The score an experience entry needs (calibrated on the tuning halves: below it a wrong entry costs more than a miss). */
export const WORKPLACE_THRESHOLD = 4;

/** Verbs of one's own schooling: a clause with one and no work verb speaks of a school, not of a job. */
const STUDY_LEMMAS = new Set(['учиться', 'окончить', 'закончить', 'поступить', 'выучиться', 'отучиться']);
/** Nouns of time and of the frame of a statement, not of a place: «в сентябре», «в сфере», «в должности», «в отделе». */
const FRAME_RE =
  /^(?:январ|феврал|март|апрел|ма[йяе]$|июн|июл|август|сентябр|октябр|ноябр|декабр|год|лет|месяц|недел|день|дн[яеи]|врем|период|начал|конц|середин|сезон|смен|выходн|сфер|област|направлени|отрасл|качеств|рол[иь]|должност|позици|статус|штат|найм|декрет|отпуск|команд|отдел[уеа]?$|отделом|групп|подразделени|коллектив|проект|режим|формат|график|удал[её]нк|офис|дом[уеа]?$|себ[яе]|рамк|услови|течени|связ|итог|результат|основ|счёт|счет|ход[уе]?$|процесс|работ[аеуы]$|деятельност|профессии|специальност|практик|учёб|учеб|армии|жизн|мир[уе]?$|город|стран|регион|район|сел[еоау]$|посёлк|поселк|деревн|област|кра[еюя]$|центре$)/iu;
/** Nouns of a place or a landscape: a street, a station, a district, a settlement, a forest. */
const PLACE_HEAD_RE =
  /^(?:улиц|ул$|проспект|шоссе|площад|бульвар|набережн|переул|район|микрорайон|слобод|метро|станци|вокзал|област|кра[йяею]$|город|округ|берег|тракт|парк$|парке|сквер|остров|рощ|бор[уе]?$|лес[уе]?$|пол[еяю]$|пруд|озер|гор[аеуы]$|горк|полян|луг[уе]?$|посёл|посел|деревн|сел[оеау]$|квартал|проезд|тупик|алле|рынк|рынок|жк$)/iu;
/** Schools and their parts: the seeker's own schooling unless a work verb or a role says one works there. */
const SCHOOLING_HEAD_RE = /^(?:университет|институт|академи|колледж|техникум|училищ|консерватори|вуз|факультет|кафедр|курс|школ|гимнази|лице)/iu;
const GOVERNED: Record<string, readonly string[]> = {
  в: ['loct', 'loc2'],
  во: ['loct', 'loc2'],
  на: ['loct', 'loc2'],
  при: ['loct'],
  у: ['gent'],
};

interface Token {
  text: string;
  start: number;
  end: number;
}

const tokensOf = (text: string): Token[] =>
  [...text.matchAll(/[«"„“][^»"”“\n]{1,60}[»"”“]+|№\s*\d+|[\p{L}\d][\p{L}\d.'’&+-]*/gu)].map((m) => {
    const raw = m[0].replace(/[.]+$/u, '');
    return { text: raw, start: m.index, end: m.index + raw.length };
  });
const parsesOf = (word: string): ReturnType<typeof Az.Morph> => {
  const tail = word.slice(word.lastIndexOf('-') + 1).toLowerCase();
  return /^[а-яё]+$/u.test(tail) ? Az.Morph(tail) : [];
};
const isQuoted = (w: string): boolean => /^[«"„“]/u.test(w);
/** Head nouns that say only that a name is an organisation («компания», «фирма»): no kind to keep beside the name. */
const GENERIC_KIND_RE = /^(?:компани|фирм|организаци|предприяти|корпораци|холдинг|групп|сет[иьюя]|бренд)/iu;
const isCapitalised = (w: string): boolean => /^[A-ZА-ЯЁ]/u.test(w);
const isLatin = (w: string): boolean => /^[A-Za-z][A-Za-z\d&'’+.-]*$/u.test(w);
const inCase = (w: string, cases: readonly string[], pos: readonly string[]): boolean =>
  parsesOf(w).some((p) => pos.includes(p.tag.POS ?? '') && cases.includes(p.tag.CAse ?? ''));
const isPerson = (w: string): boolean => parsesOf(w).some((p) => p.tag.POS === 'NOUN' && p.tag['anim'] === true && p.tag['Name'] !== true);
const isPersonName = (w: string): boolean => parsesOf(w).some((p) => p.tag['Name'] === true || p.tag['Surn'] === true || p.tag['Patr'] === true);
/** A noun only in the nominative (or the same accusative) after a head in another case: a name in apposition. */
const isApposition = (w: string): boolean => {
  const parses = parsesOf(w);
  return parses.length > 0 && parses.every((p) => p.tag.POS === 'NOUN' && (p.tag.CAse === 'nomn' || p.tag.CAse === 'accs') && p.tag['anim'] !== true);
};
/** «нашей», «этом», «своей»: an adjective of a pronoun says whose, not which workplace. */
const isPronoun = (w: string): boolean => parsesOf(w).some((p) => p.tag['Apro'] === true);
const isGeo = (w: string): boolean => {
  const parses = parsesOf(w);
  return parses.length > 0 && parses.every((p) => p.tag['Geox'] === true);
};

/** True when a word can head a noun phrase in one of `cases`: a noun reading there, no reading as a function word. */
function isHeadNoun(word: string, cases: readonly string[]): boolean {
  if (word.length < 3 || !/^[а-яё]+(?:-[а-яё]+)*$/iu.test(word)) return false;
  const parses = parsesOf(word);
  return (
    parses.some((p) => p.tag.POS === 'NOUN' && cases.includes(p.tag.CAse ?? '')) &&
    !parses.some((p) => ['PREP', 'CONJ', 'PRCL', 'NPRO'].includes(p.tag.POS ?? ''))
  );
}

/** A noun phrase of adjectives and their head noun in the nominative, the adjectives agreeing with the head. */
function nominativeOf(modifiers: readonly string[], head: string, cases: readonly string[]): string {
  const parse = parsesOf(head).find((p) => p.tag.POS === 'NOUN' && cases.includes(p.tag.CAse ?? ''));
  if (parse === undefined) return phraseToNominative([...modifiers, head].join(' '));
  const plural = parse.tag.NMbr === 'plur';
  const nomn = parse.inflect(plural ? ['nomn', 'plur'] : ['nomn', 'sing']);
  // «автомойке» read as «авто» + «мойке»: the analyser's form loses the prefix, which is put back.
  const lower = head.toLowerCase();
  const stem = nomn === false ? '' : nomn.word;
  const lost = stem === '' || lower.startsWith(stem.slice(0, 3)) ? '' : lower.slice(0, Math.max(0, lower.indexOf(stem.slice(0, 3))));
  const headWord = nomn === false ? head : keepCase(head, lost + stem);
  const words = modifiers.map((m) => {
    const adj = parsesOf(m).find((p) => (p.tag.POS === 'ADJF' || p.tag.POS === 'PRTF') && cases.includes(p.tag.CAse ?? ''));
    const agreed = adj?.inflect(plural ? ['nomn', 'plur'] : ['nomn', parse.tag.GNdr ?? 'masc']);
    return agreed === undefined || agreed === false ? m : keepCase(m, agreed.word);
  });
  return [...words, headWord].join(' ');
}
const keepCase = (like: string, word: string): string => {
  const prefix = like.includes('-') ? like.slice(0, like.lastIndexOf('-') + 1) : '';
  const tail = prefix === '' ? word : word;
  return /^[A-ZА-ЯЁ]/u.test(like) && prefix === '' ? tail.charAt(0).toUpperCase() + tail.slice(1) : prefix + tail;
};

const hasStudyVerb = (clause: string): boolean =>
  clause.match(/[а-яё]+/giu)?.some((w) => parsesOf(w).some((p) => p.tag.POS === 'VERB' && STUDY_LEMMAS.has(p.normalize().word))) ?? false;

/** True when the clause names a person noun in the nominative or instrumental singular that no preposition governs: a role. */
export function hasRoleNoun(clause: string): boolean {
  const words = clause.match(/[\p{L}-]+/gu) ?? [];
  return words.some((w, i) => {
    if (/^(?:с|со|за|над|под|перед|между|у|для|от|к|ко|по|без|про|о|об)$/iu.test(words[i - 1] ?? '')) return false;
    return parsesOf(w).some(
      (p) =>
        p.tag.POS === 'NOUN' &&
        p.tag['anim'] === true &&
        p.tag.NMbr === 'sing' &&
        (p.tag.CAse === 'nomn' || p.tag.CAse === 'ablt') &&
        p.tag['Name'] !== true &&
        p.tag['Surn'] !== true &&
        p.tag['Patr'] !== true &&
        p.tag['Npro'] !== true,
    );
  });
}

/** The clause of `sentence` around [start, end): between commas, semicolons, dashes and colons. */
function clauseAround(sentence: string, start: number, end: number): string {
  const masked = sentence.replace(/[«"„“][^»"”“]*[»"”“]/gu, (q) => 'x'.repeat(q.length));
  const before = Math.max(...[',', ';', ':', '—', '–', '(', ')'].map((c) => masked.lastIndexOf(c, start - 1)));
  const afters = [',', ';', ':', '—', '–', '(', ')'].map((c) => masked.indexOf(c, end)).filter((i) => i >= 0);
  return sentence.slice(before + 1, afters.length === 0 ? sentence.length : Math.min(...afters));
}

/** Where the seeker says the workplace: the context the score reads. */
export interface WorkplaceContext {
  /** The answer is the one to the question about the current job. */
  jobAnswer: boolean;
}

/**
 * Workplace candidates of one sentence, best first. Each has its nominative name, its span, a score and the features
 * that gave it (see the file comment). Does not look at what `findEmployers` found: the caller keeps its own finds.
 */
export function findWorkplaces(sentence: string, context: WorkplaceContext): WorkplaceCandidate[] {
  const tokens = tokensOf(sentence);
  const out: WorkplaceCandidate[] = [];
  const period = findPeriod(sentence);
  const dated = period.start !== null || period.duration !== null || period.current !== null;
  const gap = (a: Token, b: Token): string => sentence.slice(a.end, b.start);
  const joined = (a: Token, b: Token): boolean => /^\s+$/u.test(gap(a, b));
  for (let i = 0; i < tokens.length; i += 1) {
    const prep = tokens[i]!.text.toLowerCase();
    const cases = GOVERNED[prep];
    if (cases === undefined) continue;
    // «я в РЖД, составитель поездов»: an abbreviation in capitals after «в/у», said with a role or a work verb.
    const next = tokens[i + 1];
    if (
      next !== undefined &&
      prep !== 'на' &&
      /^[А-ЯЁA-Z]{2,6}$/u.test(next.text) &&
      !isKnownPlace(next.text) &&
      findSkillsInText(next.text).length === 0 &&
      normaliseSkill(next.text) === null
    ) {
      const clause = clauseAround(sentence, tokens[i]!.start, next.end);
      const features = ['name'];
      if (hasWorkVerb(clause)) features.push('work verb');
      if (hasRoleNoun(clause) || hasRoleNoun(sentence)) features.push('role');
      if (dated) features.push('date');
      if (context.jobAnswer) features.push('job answer');
      if (features.includes('role') || features.includes('work verb'))
        out.push({ value: next.text, start: next.start, end: next.end, score: scoreOf(features, prep), features });
      continue;
    }
    // Adjectives in the governed case, then the head noun: inanimate, no name of a person, no place, no frame.
    let j = i + 1;
    const modifiers: Token[] = [];
    while (
      j < tokens.length &&
      joined(tokens[j - 1]!, tokens[j]!) &&
      !isQuoted(tokens[j]!.text) &&
      inCase(tokens[j]!.text, cases, ['ADJF', 'PRTF']) &&
      !isPronoun(tokens[j]!.text)
    ) {
      const t = tokens[j]!;
      if (inCase(t.text, cases, ['NOUN']) && !isHeadNoun(tokens[j + 1]?.text ?? '', cases)) break;
      modifiers.push(t);
      j += 1;
    }
    const head = tokens[j];
    if (head === undefined || !joined(tokens[j - 1]!, head) || isCapitalised(head.text) || isQuoted(head.text)) continue;
    // The head's first reading in the governed case decides: «в баре» is a bar, not a person, though «барин» declines so.
    if (!isHeadNoun(head.text, cases)) continue;
    const headParse = parsesOf(head.text).find((p) => p.tag.POS === 'NOUN' && cases.includes(p.tag.CAse ?? ''))!;
    if (headParse.tag['anim'] === true || headParse.tag['Name'] === true || headParse.tag['Surn'] === true) continue;
    if (isGeo(head.text) || FRAME_RE.test(head.text)) continue;
    // «на станции», «в парке» are places; «в станции скорой помощи» names an institution by its genitive.
    const placeHead = PLACE_HEAD_RE.test(head.text);
    const features: string[] = [];
    if (modifiers.length > 0) features.push('modifier');
    // Genitive dependents («районного суда», «имени Пушкина», «доктора Петрова»), a number, a name of its own.
    let k = j + 1;
    let tail = head.end;
    let name: Token[] = [];
    while (k < tokens.length && joined(tokens[k - 1]!, tokens[k]!) && k - j <= 5) {
      const t = tokens[k]!;
      if (/^№/u.test(t.text)) {
        features.push('number');
        tail = t.end;
        k += 1;
        continue;
      }
      if (isQuoted(t.text)) {
        name = [t];
        k += 1;
        break;
      }
      if (/^(?:имени|им)$/iu.test(t.text)) {
        const holder: Token[] = [];
        let m = k + 1;
        while (m < tokens.length && holder.length < 3 && isCapitalised(tokens[m]!.text)) holder.push(tokens[m++]!);
        if (holder.length > 0) {
          tail = holder[holder.length - 1]!.end;
          features.push('named');
          k = m;
        }
        break;
      }
      if (
        isCapitalised(t.text) &&
        !isGeo(t.text) &&
        !isKnownPlace(t.text) &&
        (isLatin(t.text) || !isPersonName(t.text) || inCase(t.text, ['gent'], ['NOUN']))
      ) {
        const group: Token[] = [t];
        let m = k + 1;
        while (m < tokens.length && group.length < 3 && joined(tokens[m - 1]!, tokens[m]!) && isCapitalised(tokens[m]!.text) && !isKnownPlace(tokens[m]!.text))
          group.push(tokens[m++]!);
        // «Печатный двор»: a capitalised adjective takes the lower-case noun it agrees with.
        const next = tokens[m];
        if (
          group.length === 1 &&
          next !== undefined &&
          joined(group[0]!, next) &&
          inCase(t.text, ['nomn'], ['ADJF']) &&
          inCase(next.text, ['nomn'], ['NOUN']) &&
          !isCapitalised(next.text)
        )
          group.push(tokens[m++]!);
        // A capitalised genitive («Росреестра», «Почты России») is a dependent; a nominative is the name itself.
        const genitive = !isLatin(t.text) && inCase(t.text, ['gent'], ['NOUN']) && !inCase(t.text, ['nomn'], ['NOUN', 'ADJF']);
        if (genitive) {
          tail = group[group.length - 1]!.end;
          features.push('named');
          k = m;
          continue;
        }
        name = group;
        k = m;
        break;
      }
      // «в строительной фирме стройдом»: a lower-case word the dictionary does not know, right after the head, is its
      // name as dictated (a tool or a skill is not).
      if (
        k === j + 1 &&
        /^[а-яёa-z][а-яёa-z-]{2,}$/u.test(t.text) &&
        (!isKnownWord(t.text.split('-')[0]!) || isApposition(t.text)) &&
        findSkillsInText(t.text).length === 0 &&
        normaliseSkill(t.text) === null
      ) {
        name = [{ ...t, text: upperFirst(t.text) }];
        k += 1;
        break;
      }
      const functionWord = parsesOf(t.text).some((p) => ['PREP', 'CONJ', 'PRCL', 'NPRO'].includes(p.tag.POS ?? ''));
      if (!functionWord && !isCapitalised(t.text) && inCase(t.text, ['gent'], ['NOUN', 'ADJF', 'PRTF']) && !isPerson(t.text)) {
        if (FRAME_RE.test(t.text) || PLACE_HEAD_RE.test(t.text)) break;
        tail = t.end;
        k += 1;
        continue;
      }
      break;
    }
    if (placeHead && !(tail > head.end && name.length === 0 && !features.includes('named'))) continue;
    // A trailing adjective is no dependent without its noun.
    const phrase = sentence.slice(modifiers[0]?.start ?? head.start, tail).replace(/\s+(?:[а-яё]+(?:ого|его|ой|ей|ых|их))$/u, (adj) => {
      const word = adj.trim();
      return parsesOf(word).some((p) => p.tag.POS === 'NOUN') ? adj : '';
    });
    if (phrase.length > head.text.length && !features.includes('modifier') && !features.includes('named') && !features.includes('number'))
      features.push('modifier');
    const clause = clauseAround(sentence, tokens[i]!.start, head.end);
    const work = hasWorkVerb(clause);
    const role = hasRoleNoun(clause);
    if (!work && !role && SCHOOLING_HEAD_RE.test(head.text)) continue;
    if (!work && hasStudyVerb(sentence)) continue;
    if (work) features.push('work verb');
    if (role) features.push('role');
    if (dated) features.push('date');
    if (context.jobAnswer) features.push('job answer');
    if (name.length > 0) features.push('name');
    if (isLegalForm(tokens[i - 1]?.text ?? '')) features.push('legal form');
    const from = modifiers[0]?.start ?? head.start;
    const nominative =
      nominativeOf(
        modifiers.map((t) => t.text),
        head.text,
        cases,
      ) + sentence.slice(head.end, from + phrase.length);
    const nameText = name.map((t) => t.text).join(' ');
    // A name of its own is the employer's name; the kind stays with it in quotes: «Цветочная лавка «Лепесток»».
    // A quoted name typed in lower case («на автомойке «аквамарин»») is still a name: its first letter is raised, and
    // the kind a generic word does not give is kept before it («Автомойка «Аквамарин»»).
    const quotedName = upperFirst(nameText.replace(/^["„“]|["”“]$/gu, '').replace(/^«|»$/gu, ''));
    const value =
      name.length === 0
        ? upperFirst(nominative)
        : isQuoted(nameText)
          ? /^[а-яё]/u.test(nameText.slice(1)) && !GENERIC_KIND_RE.test(head.text)
            ? `${upperFirst(nominative)} «${quotedName}»`
            : quotedName
          : nameText;
    const end = name.length === 0 ? (modifiers[0]?.start ?? head.start) + phrase.length : name[name.length - 1]!.end;
    // «на телеканале «Волна» (МАУ)»: a legal form said after a quoted name goes before it.
    const formAfter = name.length > 0 && isQuoted(nameText) ? formSaidAfter(sentence, end) : null;
    // A kind of place with nothing that names it («на складе», «в городской больнице») is where, not who: no name of
    // its own, no number, no «имени …», no capital or Latin letter inside. The job stays; its employer is asked for.
    // In a sentence written all in lower case (dictated), only an institution noun is such a kind («в магните» may
    // be a chain's name said without its capital).
    const said = sentence.slice(name.length === 0 ? (modifiers[0]?.start ?? head.start) : name[0]!.start, end);
    const lowerCaseWriter = !/[А-ЯЁA-Z]/u.test(sentence);
    // «в областной клинической больнице (БУЗОО ОКБ)»: a kind of place named in brackets right after it by its legal
    // form or its abbreviation; the bracket is the employer's name as the seeker gives it.
    const bracketed =
      name.length === 0
        ? /^\s*\((?:(?:тогда|ныне|сейчас|раньше)\s+)?((?:[А-ЯЁ]{2,8}\s+)*[А-ЯЁ]{2,8}(?:\s+[«"][^»"()]{2,40}[»"])?)\)/u.exec(sentence.slice(end))
        : null;
    if (bracketed !== null && !isKnownPlace(bracketed[1]!)) {
      if (work) features.push('name');
      // «в Муромском доме-интернате (ГБУСО)», «в Уссурийском лесхозе (тогда ФГУ)»: a legal form alone in the brackets
      // after a kind of place with a name of its own (a capital in it) is that place's form: «ГБУСО «Муромский дом-интернат»».
      const formOnly = isLegalForm(bracketed[1]!) && /[А-ЯЁ]/u.test(said);
      out.push({
        value: formOnly ? `${bracketed[1]!} «${upperFirst(phraseToNominative(said))}»` : bracketed[1]!,
        start: end + bracketed[0].indexOf(bracketed[1]!),
        end: end + bracketed[0].length - 1,
        score: scoreOf([...features, 'name'], prep),
        features: [...features, 'name'],
      });
      i = k - 1;
      continue;
    }
    if (
      name.length === 0 &&
      !features.includes('number') &&
      !features.includes('named') &&
      !/[A-Za-zА-ЯЁ]/u.test(said) &&
      (!lowerCaseWriter || isInstitutionWord(head.text))
    ) {
      i = k - 1;
      continue;
    }
    if (formAfter !== null) features.push('legal form');
    // «в ООО «Тепломагистраль»»: a legal form said right before the quoted name is the name's own.
    const formBefore =
      formAfter === null && name.length > 0 && isQuoted(nameText) && value === quotedName ? formSaidBefore(sentence.slice(0, name[0]!.start)) : null;
    out.push({
      value: formAfter !== null ? `${formAfter.form} «${value}»` : formBefore !== null ? `${formBefore.form} «${value}»` : value,
      start: name.length === 0 ? (modifiers[0]?.start ?? head.start) : (formBefore?.start ?? name[0]!.start),
      end: end + (formAfter?.length ?? 0),
      score: scoreOf(features, prep),
      features,
    });
    i = k - 1;
  }
  // «Кадастровый инженер, Кадастр-Центр, с 2019»: a capitalised or quoted name alone between commas in a terse line.
  for (const m of sentence.matchAll(
    /(?:^|[,—–:;]\s*)(?<kind>(?:[а-яё][а-яё-]+\s+){1,3})?(?:[А-ЯЁ]{2,6}\s+)?([«"„“][^»"”“\n]{2,60}[»"”“]|[A-ZА-ЯЁ][\p{L}\d&'’+-]*(?:\s+[A-ZА-ЯЁ][\p{L}\d&'’+-]*){0,2}|[А-ЯЁ][а-яё-]+\s+[а-яё-]+)\s*(?=[,—–;]|\.?$)/gu,
  )) {
    const raw = m[2]!;
    // «сеть магазинов Связь-Плюс»: the words of a kind before the name are nouns and adjectives, no verb.
    const kind = m.groups?.['kind']?.trim().split(/\s+/u) ?? [];
    if (
      kind.some(
        (w) =>
          !parsesOf(w).some((p) => p.tag.POS === 'NOUN' || p.tag.POS === 'ADJF') ||
          parsesOf(w).some((p) => ['VERB', 'PREP', 'CONJ', 'INFN', 'ADVB', 'NPRO', 'PRCL'].includes(p.tag.POS ?? '')),
      )
    )
      continue;
    if (kind.length > 0 && !isCapitalised(raw)) continue;
    const at = m.index + m[0].indexOf(raw);
    if (at === 0) continue;
    const words = raw.split(/\s+/u);
    // «Уральское рудоуправление»: an adjective of a place before a noun is part of an organisation's name.
    const lowerPair = words.length === 2 && !isCapitalised(words[1]!);
    if (lowerPair ? isKnownPlace(raw) : words.some((w) => isGeo(w) || isKnownPlace(w)) || isKnownPlace(raw)) continue;
    if (!isQuoted(raw) && words.every((w) => isPersonName(w) && !isLatin(w))) continue;
    if (
      !isQuoted(raw) &&
      kind.length === 0 &&
      words.length === 1 &&
      !raw.includes('-') &&
      parsesOf(raw).some((p) => p.tag.POS !== 'NOUN' || p.tag['anim'] === true)
    )
      continue;
    // «Волжское пароходство»: a capitalised adjective and the inanimate noun it agrees with, both in the nominative.
    const lower = words.length === 2 && !isCapitalised(words[1]!);
    if (
      lower &&
      !(inCase(words[0]!, ['nomn'], ['ADJF']) && parsesOf(words[1]!).some((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'nomn' && p.tag['anim'] !== true))
    )
      continue;
    if (lower && (FRAME_RE.test(words[1]!) || PLACE_HEAD_RE.test(words[1]!))) continue;
    const features = ['terse', 'name'];
    if (hasRoleNoun(sentence.slice(0, at))) features.push('role');
    if (dated) features.push('date');
    if (context.jobAnswer) features.push('job answer');
    if (hasWorkVerb(sentence)) features.push('work verb');
    out.push({ value: isQuoted(raw) ? raw.slice(1, -1) : raw, start: at, end: at + raw.length, score: scoreOf(features, ''), features });
  }
  // «ТД Стройбаза», «НПП «Квант»»: an abbreviation in capitals before a name is a legal form or an institution type.
  for (const m of sentence.matchAll(
    /(?<![\p{L}])([А-ЯЁ]{2,6})\s+([«"„“][^»"”“\n]{2,60}[»"”“]|[A-ZА-ЯЁ][\p{L}\d&'’+-]*(?:\s+[A-ZА-ЯЁ][\p{L}\d&'’+-]*){0,2})/gu,
  )) {
    const raw = m[2]!;
    const at = m.index + m[0].length - raw.length;
    if (out.some((c) => at < c.end && at + raw.length > c.start)) continue;
    if (isKnownPlace(m[1]!) || PLACE_HEAD_RE.test(m[1]!) || raw.split(/\s+/u).some((w) => isGeo(w) || isKnownPlace(w))) continue;
    // «АНО ДПО «…»»: a second abbreviation is part of the form, not the name.
    if (/^[А-ЯЁ]{2,6}$/u.test(raw)) continue;
    const features = ['legal form', 'name'];
    const clause = clauseAround(sentence, m.index, at + raw.length);
    if (hasWorkVerb(clause)) features.push('work verb');
    if (hasRoleNoun(sentence.slice(0, m.index)) || hasRoleNoun(clause)) features.push('role');
    if (dated) features.push('date');
    if (context.jobAnswer) features.push('job answer');
    // The abbreviation is the name's own form and stays with it: «НПП «Квант»», «ООО Ромашка» → «ООО «Ромашка»».
    const value = isQuoted(raw) ? `${m[1]!} «${raw.slice(1, -1)}»` : isLegalForm(m[1]!) && m[1] !== 'ИП' ? `${m[1]!} «${raw}»` : raw;
    out.push({ value, start: m.index, end: at + raw.length, score: scoreOf(features, ''), features });
  }
  // «I work as a tester at Acme Labs since 2021»: an English answer names the workplace after «at».
  for (const m of sentence.matchAll(/(?<![\p{L}])at\s+((?:the\s+)?[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3})/gu)) {
    const raw = m[1]!.replace(/^the\s+/u, '').replace(/[.]+$/u, '');
    const at = m.index + m[0].length - m[1]!.length + (m[1]!.length - m[1]!.replace(/^the\s+/u, '').length);
    if (isKnownPlace(raw) || out.some((c) => at < c.end && at + raw.length > c.start)) continue;
    const features = ['name'];
    if (/(?<![\p{L}])(?:work|works|worked|working|am|was|joined|employed)(?![\p{L}])/iu.test(sentence)) features.push('work verb');
    if (englishRole(sentence) !== undefined) features.push('role');
    if (dated) features.push('date');
    if (context.jobAnswer) features.push('job answer');
    out.push({ value: raw, start: at, end: at + raw.length, score: scoreOf(features, ''), features });
  }
  return out.sort((a, b) => b.score - a.score || a.start - b.start);
}

/** The title an English answer gives: «as a customs inspector», «I'm a QA engineer at …»; undefined when none. */
export function englishRole(sentence: string): { value: string; start: number; end: number } | undefined {
  const m =
    /(?<![\p{L}])(?:as|I'm|I’m|I\s+am)\s+(?:an?\s+)?((?:(?!(?:at|in|for|since|from)\s)[A-Za-z][\w+#-]*\s+){0,3}(?!(?:at|in|for|since|from)\s)[A-Za-z][\w+#-]*)(?=\s+(?:at|in|for|since|from)(?![\p{L}])|\s*[,.;—–]|\s*$)/u.exec(
      sentence,
    );
  if (m === null) return undefined;
  const start = m.index + m[0].length - m[1]!.length;
  return { value: m[1]!, start, end: start + m[1]!.length };
}

const upperFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The score of a candidate's features: a work verb or a role in its clause 2 each, a name of its own 2, a date,
 * the job answer, a modifier, a number, a legal form 1 each. «на» + a bare noun («на складе», «на линии») is a place
 * inside a workplace more often than an employer: one less.
 */
function scoreOf(features: readonly string[], prep: string): number {
  const weight: Record<string, number> = {
    'work verb': 2,
    role: 2,
    name: 2,
    named: 1,
    date: 1,
    'job answer': 1,
    modifier: 1,
    number: 1,
    'legal form': 1,
    terse: 0,
  };
  const base = features.reduce((sum, f) => sum + (weight[f] ?? 0), 0);
  const bare = !features.some((f) => ['name', 'named', 'number', 'modifier'].includes(f));
  return base - (prep === 'на' && bare ? 1 : 0);
}
