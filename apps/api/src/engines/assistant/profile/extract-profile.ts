/**
 * The built-in engine's deterministic profile extractor: reads the seeker's
 * 5 answers and chosen hh resume into a CandidateProfile where every fact carries its source — an answer id with a
 * character span, or an hh resume field path. Achievements are tied to the experience entry they were said about,
 * never to whatever job the hh resume lists first: an achievement whose employer cannot be told stays unattributed.
 */
import type { Answer } from '@otklik/contracts';
import Az from 'az';
import type { ResumeFacts } from '../../../domain/position';
import type { findEducation } from './education';
import { educationParts, findCourses, findDegrees, findLanguages, isCourseClause, isEducationSentence, placeEducation } from './education';
import {
  employerKey,
  findEmployers,
  isFieldEmployer,
  findLatestTitle,
  findLeadRole,
  findPromotion,
  findRoleAtStart,
  findRoleNextTo,
  findRoles,
  hasPastVerb,
  isInstitutionWord,
  isKnownPlace,
  looksLikeRole,
  nameInitials,
  openingPointer,
  placesIn,
  roleKey,
  sameEmployer,
  tenseOf,
} from './employers';
import { correctTypos, loadMorphology } from './morphology';
import { speaksOfOwnResume, statesResult, tellsDoneResult, toBullets } from './bullets';
import { findAchievementNumbers } from './numbers';
import { tidyRole } from './role-form';
import { datesInDigits, datesInTwoClauses, datesTimeOff, findPeriod, monthsAfter, monthsBefore, noMonth, writtenOn } from './periods';
import {
  candidateProfileSchema,
  type Achievement,
  type CandidateProfile,
  type EducationEntry,
  type ExperienceEntry,
  type Goal,
  type Language,
  type Provenance,
  type Skill,
} from './profile.schema';
import { splitSentences, type Sentence } from './sentences';
import { PREVIOUS_JOB_AT } from './slang';
import { findUnnamedCurrentJob, UNNAMED_JOB_ID } from './unnamed-job';
import { findListedSkills, headedSkills } from './skill-lists';
import { englishRole, findWorkplaces, hasRoleNoun, WORKPLACE_THRESHOLD } from './workplaces';
import { findPersonRole, findTitleAfterTime, findTradeVerbRole, gradeInFull, isGradeOnly } from './person-roles';
import { hasEmploymentVerb } from './work-verbs';
import { fold, keyOf, wordsOf } from './words';
import { findSkillsInText, normaliseSkill } from './skills';

/** A question as the extractor needs it: `experience_index` (into hh's experience) when it asked about one job. */
export interface ProfileQuestion {
  id: string;
  experience_index?: number;
  /** The question's topic: the answer to a skills or tools question is read as a list of skills too. */
  topic?: string;
}

/**
 * Input of extractProfile: answers (question_id, text), the chosen hh resume as the hh port gives it (domain
 * ResumeFacts, or null) and today ('YYYY-MM-DD', UTC). Provenance paths keep hh's field names: 'experience[0].company',
 * 'skill_set[2]' (ResumeFacts.skills), 'education.primary[0].year', 'language[0]'.
 */
export interface ExtractProfileInput {
  answers: readonly Answer[];
  hhResume: ResumeFacts | null;
  today: string;
  questions?: readonly ProfileQuestion[];
}

const fromAnswer = (answerId: string, start: number, end: number): Provenance => ({ source: 'answer', answerId, span: [start, end], path: null });
const fromHh = (path: string): Provenance => ({ source: 'hh_resume', answerId: null, span: null, path });
const text = (value: string | null, sources: Provenance[] = []): ExperienceEntry['employer'] => ({ value, sources: value === null ? [] : sources });
const hhMonth = (date: string | null | undefined): string | null => (date && /^\d{4}-\d{2}/u.test(date) ? date.slice(0, 7) : null);

function hhExperience(resume: ResumeFacts | null): ExperienceEntry[] {
  return (resume?.experience ?? []).map((job, i) => {
    const path = (field: string): Provenance[] => [fromHh(`experience[${i}].${field}`)];
    const start = hhMonth(job.start);
    const end = hhMonth(job.end);
    const achievements: Achievement[] = splitSentences(job.description ?? '')
      .map((s) => ({ s, numbers: findAchievementNumbers(s.text) }))
      .filter(({ numbers }) => numbers.length > 0)
      .map(({ s, numbers }) => ({ text: s.text, numbers: numbers.map((n) => ({ ...n, span: null })), sources: path('description') }));
    return {
      id: `hh-${i}`,
      employer: text(job.company?.trim() || null, path('company')),
      role: text(job.position?.trim() || null, path('position')),
      start: start === null ? noMonth() : { value: start, precision: 'month', sources: path('start') },
      end: end === null ? noMonth() : { value: end, precision: 'month', sources: path('end') },
      current: { value: start !== null && end === null, sources: start !== null && end === null ? path('end') : [] },
      location: text(null),
      achievements,
    };
  });
}

function hhEducation(resume: Pick<ResumeFacts, 'education'> | null): EducationEntry[] {
  const level = resume?.education?.level?.id ?? null;
  const known = ['secondary', 'special_secondary', 'unfinished_higher', 'higher', 'bachelor', 'master', 'candidate', 'doctor'] as const;
  const levelId = known.find((k) => k === level) ?? null;
  return (resume?.education?.primary ?? []).map((p, i) => ({
    institution: text(p.name, [fromHh(`education.primary[${i}].name`)]),
    year: { value: p.year ?? null, sources: p.year == null ? [] : [fromHh(`education.primary[${i}].year`)] },
    speciality: text(p.result ?? p.organization ?? null, [fromHh(`education.primary[${i}].${p.result ? 'result' : 'organization'}`)]),
    level: { value: levelId, sources: levelId === null ? [] : [fromHh('education.level')] },
  }));
}

/** What one sentence says about a job. */
interface JobMention {
  answerId: string;
  sentence: Sentence;
  employer: { value: string; start: number; end: number } | null;
}

/**
 * Keys of the nouns that follow «в/во/на» (with up to two words between, such as adjectives) in a text: «в компьютерном
 * центре своего института» → центр, институт. With `opening`, only the phrase the text opens with.
 */
function placeNounsAfterPreposition(text: string, opening = false): string[] {
  const re = opening ? /^(?:в|во|на)\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)/iu : /(?<![\p{L}])(?:в|во|на)\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)/giu;
  const out: string[] = [];
  for (const m of opening ? [re.exec(text.trimStart())].filter((x): x is RegExpExecArray => x !== null) : text.matchAll(re)) {
    const noun = m[1]!
      .split(/\s+/u)
      .find((w) => /^[а-яё-]+$/iu.test(w) && Az.Morph(w.toLowerCase()).some((p) => p.tag.POS === 'NOUN' && p.tag['inan'] === true));
    if (noun !== undefined) out.push(keyOf(noun));
  }
  return out;
}

/** «на прошлой работе», «на предыдущем месте», «в прошлой компании»: the job before the one held now. */
const PREVIOUS_JOB_RE = new RegExp(
  String.raw`${PREVIOUS_JOB_AT}|(?<![\p{L}])с\s+(?:прошлой|предыдущей|прежней|старой|бывшей)\s+(?:работы|фирмы|компании|должности)|(?<![\p{L}])с\s+(?:прошлого|предыдущего|прежнего|старого)\s+места`,
  'iu',
);

/** The seeker's family and time away from work: a child, a spouse, a parental leave, the army. */
const FAMILY_OR_LEAVE_RE =
  /(?<![\p{L}])(?:декрет\p{L}*|отпуск\p{L}*\s+по\s+уходу|сын(?:а|у|ом|е|ок|ишка)?|доч(?:ь|ка|ки|ке|ку|ери|ерью)|реб[её]н\p{L}*|дет(?:и|ей|ям|ьми|ский\s+сад|сад)|садик\p{L}*|муж(?:а|у|ем)?|жена|жены|армии|армия|армию)(?![\p{L}])/iu;

/**
 * True when a sentence speaks of the seeker's family or time away (FAMILY_OR_LEAVE_RE), not of a relative of someone
 * the seeker works with, named after the word in the genitive («дочка одной бабушки написала благодарность»).
 */
function aboutOwnFamily(sentence: string): boolean {
  for (const m of sentence.matchAll(new RegExp(FAMILY_OR_LEAVE_RE.source, 'giu'))) {
    const after = /^\s+(?:[а-яё]+\s+)?([а-яё]+)/iu.exec(sentence.slice(m.index + m[0].length))?.[1];
    const someonesElse =
      after !== undefined && Az.Morph(after.toLowerCase()).some((p) => p.tag.POS === 'NOUN' && p.tag.CAse === 'gent' && p.tag['anim'] === true);
    if (!someonesElse) return true;
  }
  return false;
}

/** Words in many employers' names that point at no one job: «компания», «группа», «центр», «команда» … */
const GENERIC_NAME_WORD_RE = /^(?:компани|групп|центр|команд|проект|отдел|холдинг|сеть|сети|бюро|студи|служб|филиал)/iu;

const RESULT_RE =
  /(?<![\p{L}])(?:ускор|сократ|сниз|увелич|повыс|внедр|запуст|автоматиз|оптимиз|перевел|перевёл|перевела|настро|выстро|организов|разработал|вырос|вывел|вывела|закры|довел|довёл|довела|обучил|обучила|наставни|добил|добилась|сэконом|уменьш|ввел|ввёл|ввела|наладил|наладила|подготовил|подготовила|провел|провёл|провела)\p{L}*/iu;
const WORKS_RE =
  /(?<![\p{L}])(?:работаю|работал[аи]?|(?:от|про|по)работал[аи]?|стажир(?:овал(?:ся|ась|и(?:сь)?)|уюсь)|тружусь|трудил(?:ся|ась)|подрабатыва\p{L}*|устроил(?:ся|ась))(?![\p{L}])/iu;
/** A work verb or «был(а) в …»: the sentence says where the seeker worked. */
const WORKS_OR_WAS_RE =
  /(?<![\p{L}])(?:работа\p{L}*|(?:от|про|по)работал\p{L}*|тружусь|трудил\p{L}*|был[аи]?|устроил\p{L}*|пришл[аи]|пришёл|пришел|перешл[аи]|перешёл|перешел)(?![\p{L}])/iu;
/** «до этого», «перед этим», «раньше»: the clause speaks of the job before the one just named. */
const EARLIER_RE = /(?<![\p{L}])(?:до\s+этого|перед\s+этим|раньше|прежде)(?![\p{L}])/iu;
/** A result said of one's own work: «На себя: …», «на фрилансе …», «как самозанятая …», «по самозанятости …». */
const SELF_POINTER_RE =
  /^(?:а\s+|и\s+)?(?:на\s+себя|на\s+фрилансе|как\s+самозанят\p{L}*|по\s+самозанятости|на\s+своих\s+заказах|в\s+своих\s+заказах)(?![\p{L}])/iu;
/** The second part of a company's compound name, which its short form drops («Сбер|банк», «Газ|пром», «Рос|телеком»). */
const COMPOUND_TAIL_RE = /^(?:банк|строй|торг|пром|сервис|маркет|телеком|нефть|газ|транс|авто|агро|тех|софт|холдинг)$/u;
const STUDIES_RE = /(?<![\p{L}])(?:окончил\p{L}*|закончил\p{L}*|учусь|учил(?:ся|ась)|выпуск\p{L}*|поступил\p{L}*|курс(?!к|ор)\p{L}*|диплом\p{L}*)(?![\p{L}])/iu;
const GOAL_RE =
  /(?<![\p{L}])(?:хочу|хочется|важ(?:ен|на|но|ны)|нуж(?:ен|на|но|ны)|жду|ожидаю|рассчитываю|от\s+\d+(?:\s*000)?\s*(?:тыс\p{L}*|k|к|net|gross|на\s+руки|₽|руб\p{L}*)|salary|хотел\p{L}*\s+бы|хотелось\s+бы|ищу|рассматриваю|интересует|интересуют|планирую|предпочитаю|готов(?:а|ы)?\s+к|не\s+готов(?:а|ы)?|важно|мечтаю|стремлюсь)(?![\p{L}])/iu;
const GOAL_KINDS: [RegExp, Goal['kind']][] = [
  [/удал[её]н|remote|офис|гибрид|формат|из\s+дома|график/iu, 'work_format'],
  [/переезд|переех|релокац/iu, 'relocation'],
  [/зарплат|доход|оклад|₽|руб|тыс/iu, 'salary'],
  [/рост|расти|развива|тимлид|лид\p{L}*|руковод|навык|учить/iu, 'growth'],
  [/продукт|финтех|медицин|сфер|отрасл|компани|команд|проект/iu, 'domain'],
  [/позици|должност|роль|работ\p{L}*\s+(?:в\s+качестве|как)/iu, 'role'],
];

/**
 * Extracts the candidate profile (schema in profile.schema.ts) from the answers and the hh resume. Durations
 * («три года работаю») are counted back from `today` ('YYYY-MM-DD'). Loads the morphology dictionaries on first
 * use (about 0.4 s). Throws when the dictionaries cannot be loaded; the result always passes the schema.
 */
export async function extractProfile(input: ExtractProfileInput): Promise<CandidateProfile> {
  await loadMorphology();
  const { answers, hhResume } = input;
  // Dates told from today («позапрошлой весной») count from the month the seeker says they write in, when they say it.
  const today = answers.map((a) => writtenOn(a.text)).find((d) => d !== null) ?? input.today;
  const experience = hhExperience(hhResume);
  const unattributed: Achievement[] = [];
  const education = hhEducation(hhResume);
  const languages: Language[] = [];
  const goals: Goal[] = [];
  let answerEntries = 0;

  const entryFor = (name: string): ExperienceEntry => {
    const existing = experience.find((e) => e.employer.value !== null && sameEmployer(e.employer.value, name));
    if (existing !== undefined) return existing;
    const entry: ExperienceEntry = {
      id: `answer-${answerEntries++}`,
      employer: text(name, []),
      role: text(null),
      start: noMonth(),
      end: noMonth(),
      current: { value: false, sources: [] },
      location: text(null),
      achievements: [],
    };
    experience.push(entry);
    return entry;
  };

  // An employer of the hh resume named as hh spells it («Я в Frostbyte Interactive с 2021») is that job, even where
  // the structure alone would not take the name for an employer.
  const hhNames = (hhResume?.experience ?? [])
    .map((job) => job.company?.trim() ?? '')
    .filter((company) => employerKey(company).replace(/\s/gu, '').length >= 3);
  const employersIn = (text: string): ReturnType<typeof findEmployers> => {
    const found = findEmployers(text);
    // «Организация: …»: an employer named in a form's own field is a job the seeker states, as a work verb would say.
    for (const f of found) if (isFieldEmployer(text, f)) fielded.add(f.value);
    for (const company of hhNames) {
      const core = company.replace(/^(?:[A-ZА-ЯЁ]{2,6}\s+)?[«"]?|[»"]$/gu, '').trim();
      if (core.length < 3) continue;
      const m = new RegExp(`(?<![\\p{L}\\d])${core.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\p{L}\\d])`, 'iu').exec(text);
      // «в «Кварц-Телекоме»» read with the wrong ending: where the hh resume's employer is spelt, its spelling wins.
      const overlapping = m === null ? undefined : found.find((f) => m.index < f.end && m.index + m[0].length > f.start);
      if (overlapping !== undefined && !sameEmployer(overlapping.value, company)) overlapping.value = company;
      if (m !== null && overlapping === undefined) {
        found.push({ value: company, start: m.index, end: m.index + m[0].length });
        continue;
      }
      // «до этого был в барсе» for «ЧОП «Барс-Пермь»»: the first word of the hh name, declined and in any case, after
      // a preposition of place in a sentence about work.
      const first = core.replace(/^[«"]/u, '').split(/[\s-]+/u)[0] ?? '';
      if (first.length < 4 || !/^[А-ЯЁA-Z]/u.test(first) || isInstitutionWord(first)) continue;
      // «на фабрике, в Ивтексе» for «ООО «Ивтекс-Пошив»»: a one-word name found by structure that is the first word of
      // an hh employer's name is that employer, not a second one.
      // «в Сбере» for «ПАО Сбербанк»: a one-word name that is the start (four letters or more) of the hh name's first
      // word is its short form.
      const shortened = found.find((f) => {
        if (/[\s«»"]/u.test(f.value)) return false;
        const key = employerKey(f.value);
        const rest = fold(first).slice(fold(f.value).length);
        return (
          key === keyOf(first) ||
          (key.length >= 4 && fold(first).startsWith(fold(f.value)) && rest !== '' && (isInstitutionWord(rest) || COMPOUND_TAIL_RE.test(rest)))
        );
      });
      if (shortened !== undefined) {
        shortened.value = company;
        continue;
      }
      if (!WORKS_OR_WAS_RE.test(text)) continue;
      for (const w of text.matchAll(/(?<![\p{L}])(?:в|во|у|на|из)\s+([\p{L}]+)/giu)) {
        const word = w[1]!;
        const start = w.index + w[0].length - word.length;
        if (keyOf(word) !== keyOf(first) || found.some((f) => start < f.end && start + word.length > f.start)) continue;
        found.push({ value: company, start, end: start + word.length });
        break;
      }
    }
    if (found.length === 0 && terseLead !== null && text.startsWith(terseLead.value) && terseLead.sentence.includes(text))
      found.push({ value: terseLead.value, start: 0, end: terseLead.value.length });
    // No employer by the fixed patterns: the best workplace by structure and score (workplaces.ts), never a school
    // of the seeker's own or a tools or goals answer.
    if (found.length === 0 && !inToolAnswer) {
      // A workplace with no name of its own («на складе», «в магазине») said after the answers named an employer, or
      // beside a job of the hh resume, is a part of that job, unless the clause speaks of the job before.
      const generic = (c: { features: string[] }): boolean => !c.features.some((f) => ['name', 'named', 'number', 'legal form'].includes(f));
      const partOfNamed = [...namedIn].some((t) => !t.includes(text)) || (hhResume?.experience ?? []).length > 0;
      const best = findWorkplaces(text, { jobAnswer: inJobAnswer }).find(
        (c) => !schools.some((school) => sameEmployer(school, c.value)) && (!generic(c) || !partOfNamed || EARLIER_RE.test(text)),
      );
      if (best !== undefined && best.score >= WORKPLACE_THRESHOLD) {
        found.push({ value: best.value, start: best.start, end: best.end });
        scored.add(best.value);
        if ((best.features.includes('work verb') || best.features.includes('role')) && !STUDIES_RE.test(text)) workplaceAtWork.add(text);
      }
    }
    return found.sort((a, b) => a.start - b.start);
  };
  // No title by the fixed patterns: the clause's person noun (person-roles.ts), outside the employer's own name.
  const personRoleOf = (clause: string, employer: { start: number; end: number }): { value: string; start: number; end: number } | undefined => {
    // Masked with a mark, not spaces: the employer's preposition («у ИП …») governs the name, never a title after it.
    const masked = clause.slice(0, employer.start) + '_'.repeat(employer.end - employer.start) + clause.slice(employer.end);
    return findPersonRole(masked, hhResume?.title ?? '') ?? undefined;
  };
  // «Комплектовщик. Склад …, с 2020.»: a sentence that is a title alone names the role of the job the next one names.
  const bareRoleBefore = (before: Sentence | undefined, from: number): { value: string; start: number; end: number } | undefined => {
    if (before === undefined) return undefined;
    // «Должность: главный специалист», «Position: …»: a form's label before the title is no part of it.
    const label = TITLE_LABEL_RE.exec(before.text)?.[0].length ?? 0;
    const found = findPersonRole(before.text.slice(label), hhResume?.title ?? '');
    const role = found === null ? null : { ...found, start: found.start + label, end: found.end + label };
    const bare = before.text.replace(/[\s.!;:]+$/u, '');
    if (role === null || role.start > label) return undefined;
    // «Фрезеровщик 4 р. С мая 2019.»: what follows the title is its dates alone.
    const period = findPeriod(before.text, today);
    let rest = bare.slice(role.end);
    for (const span of [period.start?.span, period.end?.span, period.current?.span, period.duration?.span])
      if (span !== undefined && span[0] >= role.end) rest = rest.slice(0, span[0] - role.end) + ' '.repeat(span[1] - span[0]) + rest.slice(span[1] - role.end);
    if (/[\p{L}]{2,}/u.test(rest)) return undefined;
    return { value: role.value, start: before.start - from + role.start, end: before.start - from + role.end };
  };
  // «ЗАО «…», участок № 2. Фрезеровщик 4 р. С мая 2019.»: in a terse answer the title said alone in the next sentence (with
  // no employer of its own) is this job's.
  const bareRoleAfter = (all: readonly Sentence[], si: number, sentence: Sentence): { value: string; start: number; end: number } | undefined => {
    const after = all[si + 1];
    if (after === undefined || sentence.end < (all[si]?.end ?? 0) || employersIn(after.text).length > 0) return undefined;
    return bareRoleBefore(after, sentence.start);
  };
  const schools = (hhResume?.education?.primary ?? []).map((p) => p.name).filter((n) => n.trim() !== '');
  // Which answer pass 1 reads: the one about the current job (or about one hh job) weighs a workplace up; one about
  // tools or goals names none.
  let inJobAnswer = false;
  /** Entries whose role a fixed role pattern or a promotion said (a person noun alone is no evidence of a job). */
  const roleSaid = new Set<ExperienceEntry>();
  /** Names of workplaces that scored as jobs (workplaces.ts): the score already weighed the evidence. */
  const scored = new Set<string>();
  /** Names said in a form's employer field («Организация: …»): stated as the seeker's place of work. */
  const fielded = new Set<string>();
  /** The sentences of the answers read so far that named an employer. */
  const namedIn = new Set<string>();
  /** Sentences whose workplace was found with a work verb or a role beside it: they speak of work, not of schooling. */
  const workplaceAtWork = new Set<string>();
  let inToolAnswer = false;
  /** The abbreviation a terse job answer opens with, when its next sentence is a title with its start. */
  let terseLead: { value: string; sentence: string } | null = null;

  // A seeker who writes of themselves in the feminine («работала», «пришла») gets feminine titles made from verbs.
  const feminine = answers.some((a) =>
    /(?<![\p{L}])(?:была|работала|пришла|устроилась|трудилась|начинала|окончила|закончила|училась|сделала)(?![\p{L}])/iu.test(a.text),
  );

  // Pass 1: employers, roles and dates, sentence by sentence.
  const mentionsByAnswer = new Map<string, JobMention[]>();
  for (const answer of answers) {
    const asked = input.questions?.find((q) => q.id === answer.question_id);
    inJobAnswer = asked?.topic === 'experience' || asked?.experience_index !== undefined;
    inToolAnswer = asked?.topic === 'skills' || asked?.topic === 'tools' || asked?.topic === 'growth';
    const mentions: JobMention[] = [];
    const sentences = splitSentences(answer.text);
    terseLead = inJobAnswer ? terseAbbreviationLead(sentences, hhResume?.title ?? '', today) : null;
    let lastEntry: ExperienceEntry | null = null;
    sentences.forEach((whole, si) => {
      // A course's provider («в онлайн-школе «BIM-Старт»») is no employer; a sentence that says one works at an
      // employer is about work even when an abbreviation looks like a school («оператор станков с ЧПУ, работаю на …»).
      const employers = employersIn(whole.text);
      if (employers.length > 0) namedIn.add(whole.text);
      // «Моя должность — наладчик линий с ЧПУ, комбинат «…»»: an employer said beside a title, with no word of study,
      // in the answer about the job is work even where an abbreviation reads like a school’s.
      const aboutWork =
        employers.length > 0 &&
        (saysWorkAt(whole.text) || workplaceAtWork.has(whole.text) || (inJobAnswer && hasRoleNoun(whole.text) && !STUDIES_RE.test(whole.text)));
      if (!aboutWork && (isEducationSentence(whole.text) || isCourseClause(whole.text))) {
        // «…параллельно училась в вузе; в 2025 получила диплом и с сентября 2025 я врач-терапевт»: a title said after a
        // later time in a sentence about study is the title of the job just named (never a student's).
        const after = lastEntry === null ? null : findTitleAfterTime(datesInDigits(whole.text, today), hhResume?.title ?? '');
        if (after !== null && !STUDENT_RE.test(after.value))
          setLaterTitle(lastEntry!, after.value, fromAnswer(answer.question_id, whole.start + after.start, whole.start + after.end));
        return;
      }
      // «В 2023 меня повысили до старшего кассира.»: a promotion said after the sentence that named the job.
      if (employers.length === 0 && lastEntry !== null && findSelfEmployment(whole.text) === null) {
        const promoted = lastTitle(whole.text, feminine, today);
        if (promoted !== null)
          setLaterTitle(lastEntry, promoted.value, fromAnswer(answer.question_id, whole.start + promoted.start, whole.start + promoted.end));
      }
      for (const employer of employers) mentions.push({ answerId: answer.question_id, sentence: whole, employer });
      // «Работаю в Яндексе с 2022 года, до этого 4 года был в Сбере»: each clause speaks of its own employer.
      const selfEmployed = findSelfEmployment(whole.text) !== null;
      // «Была в декрете с 2022, до этого 6 лет работала у …»: a clause of the time before speaks of its own job.
      const parts = employers.length > 1 || selfEmployed || EARLIER_RE.test(whole.text) || datesInTwoClauses(whole.text, today) ? clausesOf(whole) : [whole];
      for (const sentence of parts) {
        // «Работаю на себя, самозанятая», «фрилансю с 2021», «открыл ИП»: self-employment is a job of its own; the
        // clients and platforms its clause names are no employers.
        const selfSaid = findSelfEmployment(sentence.text, feminine);
        const named = withoutClients(sentence.text, employersIn(sentence.text), selfSaid);
        const self = named.length === 0 ? selfSaid : null;
        // «у ИП Зориной, студия «Ноготок»», «в АО «Связьпром», филиал …»: a clause that names more than one employer
        // with no word of another time names one job and, after it, its brand or its unit; the first is the employer.
        const hhNamed = named.find((n) => hhNames.some((h) => sameEmployer(h, n.value)));
        // «в «Карусели» у ИП Тадыевой»: of a brand and a legal entity named together, the legal entity employs.
        const legal = named.length > 1 ? named.find((n) => /^(?:ИП|ООО|ОАО|ЗАО|ПАО|АО)\s/u.test(n.value)) : undefined;
        const here = self === null ? (hhNamed !== undefined ? [hhNamed] : legal !== undefined ? [legal] : named.slice(0, 1)) : [self];
        // «Работал в «Альфе» с 2015 по 2019, потом в «Бете» до сих пор, сейчас я тимлид»: a clause with a title and no
        // employer speaks of the job the clause before it named.
        if (here.length === 0 && sentence !== whole && lastEntry !== null) {
          const title = lastTitle(sentence.text, feminine, today);
          if (title !== null) setLaterTitle(lastEntry, title.value, fromAnswer(answer.question_id, sentence.start + title.start, sentence.start + title.end));
        }
        if (here.length !== 1) continue;
        const found = here[0]!;
        // «…на заводе «…», потом перевели в цех № 5»: a numbered unit with no name of its own, said after the
        // answer named an employer, is a part of that employer, unless the clause speaks of the job before.
        const unit = /^[А-ЯЁ][а-яё]+(?:\s+[а-яё]+)? № \d+$/u.test(found.value) && !isInstitutionAlone(found.value);
        const namedEarlier = mentions.some(
          (m) => m.employer !== null && m.sentence.start + m.employer.start < sentence.start + found.start && !sameEmployer(m.employer.value, found.value),
        );
        if (unit && namedEarlier && !EARLIER_RE.test(sentence.text)) continue;
        if (self !== null)
          mentions.push({
            answerId: answer.question_id,
            sentence: whole,
            employer: { ...self, start: sentence.start - whole.start + self.start, end: sentence.start - whole.start + self.end },
          });
        const entry = entryFor(found.value);
        const at = (s: number, e: number): Provenance => fromAnswer(answer.question_id, sentence.start + s, sentence.start + e);
        entry.employer.sources.push(at(found.start, found.end));
        const fixedRoles = [
          findRoles(sentence.text)[0],
          findRoleNextTo(sentence.text, found) ?? undefined,
          traineeRole(sentence.text),
          sentence === whole ? (findRoleAtStart(sentence.text) ?? undefined) : undefined,
          findLeadRole(sentence.text, feminine) ?? undefined,
          findTradeVerbRole(sentence.text) ?? undefined,
        ].filter((r): r is NonNullable<typeof r> => r !== undefined && looksLikeRole(r.value) && !isNameNotPerson(r.value) && !isAccolade(r.value));
        // A title said of a first stage («сначала два месяца был учеником») yields to the title the job is known by.
        const fixedRole = fixedRoles.find((r) => !isEarlyStage(sentence.text, r.start)) ?? fixedRoles[0];
        // A title read in an answer about tools names no job («оператор связи на рации» beside a program's name).
        if (fixedRole !== undefined && !inToolAnswer) roleSaid.add(entry);
        // A title found only as a person noun somewhere in the clause names the role, but is no evidence of a job.
        const said =
          fixedRole ??
          (inToolAnswer ? undefined : personRoleOf(sentence.text, found)) ??
          englishRole(sentence.text) ??
          (sentence.start === whole.start ? bareRoleBefore(sentences[si - 1], sentence.start) : undefined) ??
          bareRoleAfter(sentences, si, sentence);
        // A typo in the role («электромантером») is not printed: the dictionary word one edit away is.
        // «была лучшим продавцом магазина»: an accolade is a result, never the title; nor does a person noun alone
        // replace a title a work verb or a promotion already gave this job.
        const role =
          said === undefined || isAccolade(said.value) || (fixedRole === undefined && roleSaid.has(entry) && entry.role.value !== null)
            ? undefined
            : { ...said, value: gradeInFull(correctTypos(said.value)) };
        if (role !== undefined) {
          if (entry.role.value !== null && roleKey(entry.role.value) === roleKey(role.value)) entry.role.sources.push(at(role.start, role.end));
          else if (entry.role.value === null || entry.id.startsWith('answer-')) entry.role = text(role.value, [at(role.start, role.end)]);
        }
        // «пришёл кассиром, а с 2023 — повысили до старшего кассира»: the entry's title is the latest one.
        // «сначала внутренний аудитор, сейчас руководитель группы»: the last title of a career told in steps.
        const promoted = lastTitle(sentence.text, feminine, today);
        if (promoted !== null) {
          setLaterTitle(entry, promoted.value, at(promoted.start, promoted.end));
          roleSaid.add(entry);
        }
        const later = lastEntry;
        lastEntry = entry;
        // Dates of this job: this sentence, else the next one when it names no other employer.
        const next = sentences[si + 1];
        const candidates = [sentence, ...(next !== undefined && employersIn(next.text).length === 0 && !isEducationSentence(next.text) ? [next] : [])];
        // «а с 2021 я администратор»: «я» with a title and no verb speaks of now.
        const titleNow = promoted !== null && /(?<![\p{L}])я\s+$/iu.test(sentence.text.slice(0, promoted.start));
        const tense = titleNow ? 'present' : tenseOf(sentence.text);
        for (const s of candidates) {
          const period = findPeriod(s.text, today);
          const spanAt = (span: [number, number]): Provenance => fromAnswer(answer.question_id, s.start + span[0], s.start + span[1]);
          // A terse line with a start and no end («Аналитик, банк «Прибой», с июля 2021.») speaks of the job one has now.
          // So does «12 лет в школе № 5» said with no verb: the duration counts back from today.
          const terseOpen =
            tense === null && s === sentence && period.end === null && (period.start !== null || period.duration !== null) && !hasPastVerb(s.text);
          const isCurrent = period.current !== null || ((tense === 'present' || terseOpen) && period.end === null);
          // «фармацевтом, с 2022 заведую пунктом»: the date said with the later title is when the promotion came, not
          // when the job began.
          const promotionDate =
            s === sentence &&
            promoted !== null &&
            role !== undefined &&
            role.start < promoted.start &&
            period.start !== null &&
            !/[,;:]/u.test(sentence.text.slice(Math.min(period.start.span[0], promoted.start), Math.max(period.start.span[0], promoted.start)));
          if (!promotionDate && period.start !== null && entry.start.value === null)
            entry.start = { value: period.start.value, precision: period.start.precision, sources: [spanAt(period.start.span)] };
          else if (period.start !== null && entry.start.value === period.start.value) entry.start.sources.push(spanAt(period.start.span));
          if (period.end !== null && entry.end.value === null && !entry.current.value)
            entry.end = { value: period.end.value, precision: period.end.precision, sources: [spanAt(period.end.span)] };
          // «лет пять работала поваром, ушла оттуда весной 2024»: a past job with an end and a length began that much
          // earlier (a computed month, which review flags).
          if (period.start === null && period.end !== null && period.duration !== null && entry.start.value === null && entry.end.value === period.end.value)
            entry.start = {
              value: monthsBefore(period.end.value, period.duration.months),
              precision: period.end.precision,
              sources: [spanAt(period.duration.span)],
            };
          if (period.start === null && period.duration !== null && isCurrent && entry.start.value === null) {
            entry.start = { value: monthsBefore(today, period.duration.months), precision: 'month', sources: [spanAt(period.duration.span)] };
          }
          // «с 22-го года я управляющая в кофейне «…»» of a job the hh resume ends in 2022: the hh resume is older than
          // the answers, and the job goes on (its start stays the hh one, the first).
          if (
            isCurrent &&
            s === sentence &&
            entry.id.startsWith('hh-') &&
            entry.end.value !== null &&
            period.end === null &&
            (tense === 'present' || period.current !== null || titleNow) &&
            period.start !== null &&
            period.start.value.slice(0, 4) >= entry.end.value.slice(0, 4)
          ) {
            entry.end = { value: null, precision: null, sources: [] };
            entry.current = { value: true, sources: [spanAt(period.current?.span ?? period.start?.span ?? [0, s.text.length])] };
          }
          if (isCurrent && entry.end.value === null && (period.start !== null || period.duration !== null || period.current !== null || s === sentence)) {
            const span: [number, number] = period.current?.span ?? [0, s.text.length];
            if (!entry.current.value || entry.current.sources.every((p) => p.source !== 'answer'))
              entry.current = { value: true, sources: [...entry.current.sources, spanAt(span)] };
          }
          // «Начинала в 2015 году …, за пять лет доросла до старшего»: a past job with a start and a length ends that
          // much later (a computed month, which review flags).
          if (
            period.start !== null &&
            period.duration !== null &&
            monthsAfter(period.start.value, period.duration.months) <= today.slice(0, 7) &&
            period.end === null &&
            period.current === null &&
            tense !== 'present' &&
            !isCurrent &&
            entry.start.value === period.start.value &&
            entry.end.value === null &&
            !entry.current.value
          )
            entry.end = {
              value: monthsAfter(period.start.value, period.duration.months),
              precision: period.start.precision,
              sources: [spanAt(period.duration.span)],
            };
          if (period.start !== null || period.duration !== null) break;
        }
        // «Работаю в «Альфе» с марта 2021, до этого 5 лет был диспетчером в «Бете»»: the earlier job ends the month
        // before the later one began and lasted the duration said; both months are computed, so review flags them.
        const before = findPeriod(sentence.text, today);
        if (
          later !== null &&
          later !== entry &&
          later.start.value !== null &&
          entry.start.value === null &&
          entry.end.value === null &&
          !entry.current.value &&
          before.start === null &&
          before.duration !== null &&
          EARLIER_RE.test(sentence.text)
        ) {
          const span = at(before.duration.span[0], before.duration.span[1]);
          // As precise as the later job's start: «с 2022 года …, до этого 4 года» gives years, not months.
          const precision = later.start.precision ?? 'month';
          entry.end = { value: monthsBefore(later.start.value, 1), precision, sources: [span] };
          entry.start = { value: monthsBefore(later.start.value, before.duration.months), precision, sources: [span] };
        } else if (
          later !== null &&
          later !== entry &&
          later.start.value !== null &&
          entry.start.value !== null &&
          entry.start.value < later.start.value &&
          entry.end.value === null &&
          !entry.current.value &&
          EARLIER_RE.test(sentence.text)
        ) {
          // «С сентября 2022 — тренер в «Альфе». До этого с июня 2021 работал в «Бете»»: the earlier job ended the month
          // before the later one began (computed, so review flags it).
          const words = EARLIER_RE.exec(sentence.text)!;
          entry.end = {
            value: monthsBefore(later.start.value, 1),
            precision: later.start.precision ?? 'month',
            sources: [at(words.index, words.index + words[0].length)],
          };
        }
      }
    });
    mentionsByAnswer.set(answer.question_id, mentions);
  }

  // Self-employment with no title said is the seeker's own trade: the hh resume's title, with that field as its source.
  const title = hhResume?.title?.trim() ?? '';
  for (const entry of experience) {
    if (entry.id.startsWith('answer-') && entry.role.value === null && isSelfEmploymentName(entry.employer.value ?? '') && title !== '')
      entry.role = text(title, [fromHh('title')]);
  }

  // A name the answers give with no role and no date is something mentioned (a client, a tool, a place, a venue), not
  // a job: it gets no entry, and its sentences keep the job they are about.
  // A mention says the seeker worked there when its sentence has a work verb or states a result, outside a goal and
  // outside an answer about tools («работаю в АДИС» there names a program).
  const toolAnswers = new Set((input.questions ?? []).filter((q) => q.topic === 'skills' || q.topic === 'tools').map((q) => q.id));
  // A result said beside a name shows a job there only in the answer about jobs, or when the seeker has no other job:
  // in the answer about results, the name beside a result of the job one has is a client, a venue or a partner
  // («выиграл тендер у Газпрома», «на выставке в Крокус Экспо привёз 15 клиентов»).
  // «работал с банками: Сбер, ВТБ» is working with someone, not at them («работаю с 2020 года» is a date).
  const WORKS_WITH_RE = /(?<![\p{L}])работа\p{L}*\s+со?\s+(?!\d)[\p{L}]/iu;
  const jobAnswerIds = new Set((input.questions ?? []).filter((q) => q.topic === 'experience').map((q) => q.id));
  const hasOtherJob = (e: ExperienceEntry): boolean =>
    experience.some((o) => o !== e && (!o.id.startsWith('answer-') || (o.role.value !== null && roleSaid.has(o)) || o.start.value !== null));
  const workedAt = (e: ExperienceEntry): boolean =>
    [...mentionsByAnswer.values()]
      .flat()
      .some(
        (m) =>
          m.employer !== null &&
          sameEmployer(m.employer.value, e.employer.value ?? '') &&
          !toolAnswers.has(m.answerId) &&
          !GOAL_RE.test(m.sentence.text) &&
          (((WORKS_RE.test(m.sentence.text) || hasEmploymentVerb(m.sentence.text)) && !WORKS_WITH_RE.test(m.sentence.text)) ||
            ((RESULT_RE.test(m.sentence.text) || findAchievementNumbers(m.sentence.text).length > 0) && (jobAnswerIds.has(m.answerId) || !hasOtherJob(e)))),
      );
  // A workplace found by its score counts as a job when it is said in the answer about jobs, or when the seeker has
  // no other job; elsewhere a name beside a result is a client or a venue.
  const saidWhereJobsAre = (e: ExperienceEntry): boolean =>
    !hasOtherJob(e) ||
    [...mentionsByAnswer.values()]
      .flat()
      .some((m) => m.employer !== null && sameEmployer(m.employer.value, e.employer.value ?? '') && jobAnswerIds.has(m.answerId));
  const isJob = (e: ExperienceEntry): boolean =>
    !e.id.startsWith('answer-') ||
    (e.role.value !== null && roleSaid.has(e)) ||
    e.start.value !== null ||
    e.end.value !== null ||
    workedAt(e) ||
    fielded.has(e.employer.value ?? '') ||
    (scored.has(e.employer.value ?? '') && saidWhereJobsAre(e));
  for (let i = experience.length - 1; i >= 0; i -= 1) if (!isJob(experience[i]!)) experience.splice(i, 1);
  // A job the answers give a start and no end, begun after every other job, is the one the seeker has now, whatever
  // the tense it was told in («Работал в «Альфе» с 2021»); the start's words are its source.
  const latest = experience.reduce<ExperienceEntry | null>((a, e) => (e.start.value !== null && (a === null || e.start.value > a.start.value!) ? e : a), null);
  if (
    latest !== null &&
    latest.id.startsWith('answer-') &&
    latest.end.value === null &&
    !latest.current.value &&
    !experience.some((e) => e !== latest && e.current.value)
  )
    latest.current = { value: true, sources: [...latest.start.sources] };
  // The one job the seeker has now, told with no title, when the hh resume lists no job: the hh resume's title is the
  // trade the seeker gives themselves, with that field as its source.
  // «…по трудовой я «ведущий программист» … В общем: ООО «…», с марта 2020»: the one job held now, told with no title
  // next to it, takes the title a fixed pattern states in another sentence of the same answer that names no employer.
  const nowUntitled = experience.filter((e) => e.id.startsWith('answer-') && e.current.value && e.role.value === null);
  if (nowUntitled.length === 1) {
    const job = nowUntitled[0]!;
    const answerIds = [...mentionsByAnswer]
      .filter(([, ms]) => ms.some((m) => m.employer !== null && sameEmployer(m.employer.value, job.employer.value ?? '')))
      .map(([id]) => id);
    const said = answers
      .filter((a) => answerIds.includes(a.question_id))
      .flatMap((a) =>
        splitSentences(a.text)
          .filter((s) => employersIn(s.text).length === 0 && !EARLIER_RE.test(s.text))
          .flatMap((s) => findRoles(s.text).map((r) => ({ r, at: fromAnswer(a.question_id, s.start + r.start, s.start + r.end) }))),
      )
      .filter(({ r }) => looksLikeRole(r.value));
    if (said.length === 1) job.role = text(said[0]!.r.value, [said[0]!.at]);
  }
  const untitled = experience.filter((e) => e.id.startsWith('answer-') && e.current.value && e.role.value === null);
  if (untitled.length === 1 && title !== '' && (hhResume?.experience ?? []).length === 0 && !isSelfEmploymentName(untitled[0]!.employer.value ?? ''))
    untitled[0]!.role = text(title, [fromHh('title')]);
  // A past job of the answers told with no title keeps none: the hh title is the seeker's trade now, not what they
  // did there (a role is never carried from one job to another).
  for (const [id, mentions] of mentionsByAnswer)
    mentionsByAnswer.set(
      id,
      mentions.filter((m) => m.employer === null || experience.some((e) => e.employer.value !== null && sameEmployer(e.employer.value, m.employer!.value))),
    );
  // The job the seeker has now, told with a role and no employer («третий год работаю кладовщиком»), when no job is
  // current and the answer about the present job names none: its own entry, so neither it nor its results are lost;
  // review asks the seeker for the employer's name.
  const nowQuestion = (input.questions ?? []).find((q) => q.topic === 'experience' && q.experience_index === undefined);
  const nowAnswer = answers.find((a) => a.question_id === nowQuestion?.id);
  // The answer may name past jobs after it («сейчас логистом, уже 3й год. до этого курьером в «Альфе»»): every name
  // the answer gives must come after the role, told as the time before.
  if (nowAnswer !== undefined && !experience.some((e) => e.current.value)) {
    const unnamed = findUnnamedCurrentJob(nowAnswer, today);
    const roleEnd = unnamed?.role.sources[0]?.span?.[1] ?? 0;
    // A name said after the role, past a word of the time before, is another (earlier) job.
    const earlierJob = (m: JobMention): boolean => {
      const at = m.sentence.start + (m.employer?.start ?? 0);
      const between = nowAnswer.text.slice(roleEnd, at);
      return at > roleEnd && EARLIER_RE.test(between);
    };
    if (unnamed !== null && (mentionsByAnswer.get(nowAnswer.question_id) ?? []).every(earlierJob)) experience.push(unnamed);
  }
  const hasUnnamed = experience.some((e) => e.id === UNNAMED_JOB_ID);
  // «В 2019 ушёл официантом в «Альфу» … С марта 2023 — сомелье в «Бете»»: a career told in order, the job told first
  // with a start and no end ended when the job one has now began (a computed month, which review flags), unless the
  // answer says the two were held at once.
  for (const answer of answers) {
    if (CONCURRENT_RE.test(answer.text)) continue;
    const told = [...new Set((mentionsByAnswer.get(answer.question_id) ?? []).flatMap((m) => (m.employer === null ? [] : [entryFor(m.employer.value)])))];
    // Told in any order («…, а до этого с 2018 была продавцом в …»): the job that began next after it ends it.
    told.forEach((earlier) => {
      const later = told
        .filter((t) => t !== earlier && t.start.value !== null && earlier.start.value !== null && t.start.value > earlier.start.value)
        .sort((a, b) => a.start.value!.localeCompare(b.start.value!))[0];
      if (later === undefined || !(later.current.value || later.end.value !== null) || later.start.value === null || earlier.start.value === null) return;
      // «с 2017 по 2022 …, с марта 2022 — …»: a year said for the end, the year the next job began in a month after
      // January: the earlier job ended the month before (a computed month, which review flags), not in December.
      if (
        earlier.end.value !== null &&
        earlier.end.precision === 'year' &&
        later.start.precision === 'month' &&
        earlier.end.value.slice(0, 4) === later.start.value.slice(0, 4) &&
        later.start.value.slice(5, 7) > '01' &&
        earlier.start.value < later.start.value
      ) {
        earlier.end = { value: monthsBefore(later.start.value, 1), precision: 'month', sources: later.start.sources };
        return;
      }
      if (earlier.end.value !== null || earlier.current.value || !earlier.id.startsWith('answer-') || earlier.start.value >= later.start.value) return;
      if (isSelfEmploymentName(earlier.employer.value ?? '')) return;
      const byYear = later.start.precision === 'year';
      earlier.end = { value: byYear ? later.start.value : monthsBefore(later.start.value, 1), precision: later.start.precision, sources: later.start.sources };
    });
  }

  // A place said in the sentence that named a job («в Тобольске, в областной больнице») points back at that job
  // when a later sentence names it again («А ещё в Тобольске я наладила …»).
  const placeOwners = new Map<string, string | null>();
  for (const mention of [...mentionsByAnswer.values()].flat()) {
    if (mention.employer === null) continue;
    const id = entryFor(mention.employer.value).id;
    for (const place of placesIn(mention.sentence.text)) placeOwners.set(place, placeOwners.has(place) && placeOwners.get(place) !== id ? null : id);
  }
  // A word said in the sentence that named one job points back at it when a later sentence opens with it («…акушерка
  // ФАПа в ГБУ «…»» → «На ФАПе за 7 лет …», «…у ИП Кудашкиной» → «У Кудашкиной придумал …»); so do the initials of a
  // job's name («В КПС сделала …» for «Казанские программные системы»). A word of two jobs points at neither.
  const wordOwners = new Map<string, string | null>();
  for (const mention of [...mentionsByAnswer.values()].flat()) {
    if (mention.employer === null) continue;
    const id = entryFor(mention.employer.value).id;
    for (const w of wordsOf(mention.sentence.text)) wordOwners.set(w.key, wordOwners.has(w.key) && wordOwners.get(w.key) !== id ? null : id);
  }
  // «В поликлинике назначили старшей …»: a word of one job's own name points at that job, also where the sentence
  // that named it named another job too (its words then point at neither). Words that fit many kinds of job do not.
  const nameOwners = new Map<string, string | null>();
  // The words after a role's head name the place too («Управляющий кофейней»).
  for (const entry of experience) {
    // «дом-интернат»: each part of a compound noun names the place too («в интернате»).
    const words = [...wordsOf((entry.employer.value ?? '').replace(/(?<=\p{L})-(?=\p{L})/gu, ' ')), ...wordsOf(entry.role.value ?? '').slice(1)];
    for (const w of words) {
      if (w.key.length < 4 || /\d/u.test(w.key) || GENERIC_NAME_WORD_RE.test(w.raw)) continue;
      // A noun names the place («больница», «кофейня», a brand); an adjective fits many («областная», «городская»).
      if (/^[а-яё]+$/iu.test(w.raw) && !Az.Morph(w.raw.toLowerCase()).some((p) => p.tag.POS === 'NOUN')) continue;
      nameOwners.set(w.key, nameOwners.has(w.key) && nameOwners.get(w.key) !== entry.id ? null : entry.id);
    }
  }
  // «подрабатывал в компьютерном центре своего института, а летом был на практике в «…»»: a place of work said with a
  // work verb and no name is a job the profile has no entry for; a result said «в компьютерном центре» is that job's,
  // never the named one's (review asks where it belongs).
  const unnamedPlaceKeys = new Set<string>();
  for (const answer of answers)
    for (const whole of splitSentences(answer.text))
      for (const clause of clausesOf(whole)) {
        if (!WORKS_RE.test(clause.text) || employersIn(clause.text).length > 0) continue;
        for (const noun of placeNounsAfterPreposition(clause.text)) if (!nameOwners.has(noun)) unnamedPlaceKeys.add(noun);
      }
  const opensAtUnnamedPlace = (sentence: string): boolean => {
    const first = placeNounsAfterPreposition(sentence, true)[0];
    return first !== undefined && unnamedPlaceKeys.has(first);
  };
  // «на прошлой работе была лучшей …»: the job before the one held now, when one job is held now and the latest of
  // the ended ones is known by its end month.
  const previousJob = (): string[] => {
    const now = experience.filter((e) => e.current.value);
    const ended = experience.filter((e) => !e.current.value && e.end.value !== null).sort((a, b) => (b.end.value ?? '').localeCompare(a.end.value ?? ''));
    if (now.length !== 1 || ended.length === 0) return [];
    if (ended.length > 1 && ended[0]!.end.value === ended[1]!.end.value) return [];
    return [ended[0]!.id];
  };
  // «Из кофейни вынес …, там я снизил текучку»: a word of one job's name after a preposition, anywhere in the sentence.
  const placedByName = (sentence: string): string[] => {
    const ids = new Set<string>();
    for (const m of sentence.matchAll(/(?<![\p{L}])(?:в|во|на|у|из|изо|с|со)\s+([\p{L}][\p{L}-]*)/giu)) {
      const owner = nameOwners.get(keyOf(m[1]!));
      if (typeof owner === 'string') ids.add(owner);
    }
    return ids.size === 1 ? [...ids] : [];
  };
  const pointedAt = (sentence: string): string[] => {
    const word = openingPointer(sentence);
    if (word === null) return [];
    const byName = nameOwners.get(keyOf(word));
    if (typeof byName === 'string') return [byName];
    // A word of a place of work said with no name («в библиотеке своего колледжа») points at no named job.
    if (unnamedPlaceKeys.has(keyOf(word))) return [];
    const byWord = wordOwners.get(keyOf(word));
    if (typeof byWord === 'string') return [byWord];
    const byInitials = /^[А-ЯЁA-Z]{2,6}$/u.test(word) ? experience.filter((e) => e.employer.value !== null && nameInitials(e.employer.value) === word) : [];
    return byInitials.length === 1 ? [byInitials[0]!.id] : [];
  };

  // Pass 2: achievements, each tied to the job its sentence (or the sentences before it) is about.
  const namedAnywhere = [...new Set([...mentionsByAnswer.values()].flat().map((m) => (m.employer === null ? '' : entryFor(m.employer.value).id)))].filter(
    Boolean,
  );
  for (const answer of answers) {
    const mentions = mentionsByAnswer.get(answer.question_id) ?? [];
    const namedHere = [...new Set(mentions.map((m) => (m.employer === null ? '' : entryFor(m.employer.value).id)))].filter(Boolean);
    const question = input.questions?.find((q) => q.id === answer.question_id);
    let fallback: string | null = null;
    if (question?.experience_index !== undefined && experience.some((e) => e.id === `hh-${question.experience_index}`))
      fallback = `hh-${question.experience_index}`;
    else if (namedHere.length === 1) fallback = namedHere[0]!;
    else if (namedHere.length === 0 && namedAnywhere.length === 1) fallback = namedAnywhere[0]!;
    else if (namedAnywhere.length === 0 && hasUnnamed) fallback = UNNAMED_JOB_ID;
    else if (namedAnywhere.length === 0 && (hhResume?.experience?.length ?? 0) === 1) fallback = 'hh-0';
    else if (namedHere.length === 0) {
      // The seeker speaks of the job they have now: the one current job the answers name (never an hh-only job).
      const current = experience.filter((e) => e.current.value && e.employer.sources.some((p) => p.source === 'answer'));
      // A staff job beside self-employment held at the same time is the job «this work» means; review asks the
      // seeker to confirm (a result naming no employer while two jobs go on is flagged).
      const staff = current.filter((e) => e.employer.value === null || !isSelfEmploymentName(e.employer.value));
      if (current.length === 1) fallback = current[0]!.id;
      else if (staff.length === 1) fallback = staff[0]!.id;
    }
    // A job that ended never takes the results of an answer that names no job while the seeker has a job now: they
    // go to that job when it is the only one, else they stay unattributed (review asks) rather than go to the wrong job.
    if (question?.experience_index === undefined && namedHere.length === 0 && fallback !== null) {
      const chosen = experience.find((e) => e.id === fallback);
      const now = experience.filter((e) => e.current.value);
      if (chosen !== undefined && !chosen.current.value && now.length > 0) fallback = now.length === 1 ? now[0]!.id : null;
    }
    // Before an answer names its employer, its sentences belong to the job the answers speak of now, unless the
    // naming sentence points back at them («Это было в Ромашке»): «Брака меньше 1%. До этого в «Стали» …» keeps
    // the first result at the current job.
    const firstMention = mentions[0];
    const pointsBack = firstMention !== undefined && /^(?:это|всё\s+это|все\s+это|там|тогда)(?![\p{L}])/iu.test(firstMention.sentence.text);
    const currentNamed = experience.filter((e) => e.current.value && (e.id === UNNAMED_JOB_ID || e.employer.sources.some((p) => p.source === 'answer')));
    const beforeMention =
      question?.experience_index !== undefined || pointsBack || namedHere.length !== 1
        ? fallback
        : namedAnywhere.length === 0 || currentNamed.length !== 1
          ? fallback
          : currentNamed[0]!.id;
    let context: string | null = namedHere.length > 1 ? null : beforeMention;
    for (const { sentence, named } of attributionUnits(answer.text, mentions, (m) => entryFor(m.employer!.value).id)) {
      const placed = [...new Set(placesIn(sentence.text).map((p) => placeOwners.get(p)))].filter((id): id is string => typeof id === 'string');
      // «На стажировке автоматизировала …»: the one internship among the jobs.
      const trainee = /(?<![\p{L}])на\s+(?:стажировк|практик)\p{L}*/iu.test(sentence.text)
        ? experience.filter((e) => e.role.value === 'Стажёр' || e.role.value === 'Практикант').map((e) => e.id)
        : [];
      // «На себя: за 4 года сделал …», «на фрилансе …»: the one self-employment among the jobs.
      const ownWork = SELF_POINTER_RE.test(sentence.text)
        ? experience.filter((e) => e.employer.value !== null && isSelfEmploymentName(e.employer.value)).map((e) => e.id)
        : [];
      const opening =
        placed.length === 1
          ? placed
          : trainee.length === 1
            ? trainee
            : ownWork.length === 1
              ? ownWork
              : PREVIOUS_JOB_RE.test(sentence.text)
                ? previousJob()
                : pointedAt(sentence.text);
      const pointed = opening.length > 0 ? opening : placedByName(sentence.text);
      const here = named.length === 0 ? pointed : named;
      const elsewhere = named.length === 0 && pointed.length === 0 && opensAtUnnamedPlace(sentence.text);
      // The sentences after it speak of that place too, until one names a job.
      if (elsewhere) context = null;
      if (named.length === 1) context = here[0]!;
      else if (here.length > 1) context = null;
      const aboutWork = here.length > 0 && saysWorkAt(sentence.text);
      if (!aboutWork && (isEducationSentence(sentence.text) || isCourseClause(sentence.text))) continue;
      const numbers = findAchievementNumbers(sentence.text, sentence.start);
      const isGoal = GOAL_RE.test(sentence.text);
      if (isGoal) {
        const kind = GOAL_KINDS.find(([re]) => re.test(sentence.text))?.[1] ?? 'other';
        goals.push({ kind, text: sentence.text, sources: [fromAnswer(answer.question_id, sentence.start, sentence.end)] });
        continue;
      }
      // The answer about what one wants next holds wishes and conditions («командировки не больше 2 раз в месяц»,
      // «timezone +8»): only a result said with a done verb there is an achievement.
      if (question?.topic === 'growth' && !tellsDoneResult(sentence.text)) continue;
      if (numbers.length === 0 && !RESULT_RE.test(sentence.text) && !statesResult(sentence.text) && toBullets(sentence.text).length === 0) continue;
      // «Учусь на 4 курсе»: where one is in one's studies is no result.
      if (/^(?:я\s+)?(?:учусь|учился|училась)(?![\p{L}])/iu.test(sentence.text) && !RESULT_RE.test(sentence.text) && !statesResult(sentence.text)) continue;
      // «была в декрете, сейчас сын пошёл в сад»: family and time off, with no result said, is no achievement.
      if (numbers.length === 0 && !RESULT_RE.test(sentence.text) && !statesResult(sentence.text) && aboutOwnFamily(sentence.text)) continue;
      // «Резюме на hh не обновлял лет 5»: a remark on the resume itself is no result, whatever number it has.
      if (speaksOfOwnResume(sentence.text)) continue;
      // The sentence that names a job with its role or dates describes the job; with no result in it, it is no achievement.
      // «после армии (2018–2019) пошёл в ЧОП …» is dated too: by the time off before the job.
      const describesJob =
        (WORKS_RE.test(sentence.text) || WORKS_OR_WAS_RE.test(sentence.text)) && (findPeriod(sentence.text).start !== null || datesTimeOff(sentence.text));
      if (named.length > 0 && describesJob && numbers.length === 0 && !RESULT_RE.test(sentence.text) && !statesResult(sentence.text)) continue;
      const achievement: Achievement = { text: sentence.text, numbers, sources: [fromAnswer(answer.question_id, sentence.start, sentence.end)] };
      const target = here.length === 1 ? here[0]! : elsewhere ? null : context;
      const entry = target === null || here.length > 1 ? undefined : experience.find((e) => e.id === target);
      (entry?.achievements ?? unattributed).push(achievement);
    }
  }

  // Education, languages and skills.
  const skills: Skill[] = [];
  // «работаю в Сбере, пользуюсь …»: the name of a workplace is never a skill.
  const letters = (s: string): string => s.toLowerCase().replace(/[^\p{L}\d]/gu, '');
  const workplaces = new Set(experience.flatMap((e) => (e.employer.value === null ? [] : [letters(e.employer.value)])));
  const addSkill = (name: string, source: Provenance): void => {
    if (source.source === 'answer' && workplaces.has(letters(name))) return;
    const existing = skills.find((s) => s.name.toLowerCase() === name.toLowerCase());
    if (existing !== undefined) existing.sources.push(source);
    else skills.push({ name, source: source.source, sources: [source] });
  };
  const addEducation = (edu: ReturnType<typeof findEducation>, at: (s: number, e: number) => Provenance): void => {
    if (edu !== null) {
      const placed = placeEducation(education, edu);
      if (placed === null) return;
      const { entry, fresh } = placed;
      if (edu.institution !== null) {
        if (entry.institution.value === null) entry.institution = text(edu.institution.value, []);
        entry.institution.sources.push(at(edu.institution.start, edu.institution.end));
      }
      if (edu.year !== null && (entry.year.value === null || entry.year.value === edu.year.value))
        entry.year = { value: edu.year.value, sources: [...entry.year.sources, at(edu.year.start, edu.year.end)] };
      if (edu.speciality !== null) {
        if (entry.speciality.value === null) entry.speciality = text(edu.speciality.value, []);
        entry.speciality.sources.push(at(edu.speciality.start, edu.speciality.end));
      }
      if (edu.level !== null) {
        if (entry.level.value === null || entry.level.value === 'higher')
          entry.level = { value: edu.level.value, sources: [at(edu.level.start, edu.level.end)] };
        else if (entry.level.value === edu.level.value) entry.level.sources.push(at(edu.level.start, edu.level.end));
      }
      if (fresh) education.push(entry);
    }
  };
  for (const answer of answers) {
    for (const sentence of splitSentences(answer.text)) {
      const at = (s: number, e: number): Provenance => fromAnswer(answer.question_id, sentence.start + s, sentence.start + e);
      // «Наладчик станков с ЧПУ, работаю на заводе …»: a sentence about one's job states no education.
      const aboutWork = WORKS_RE.test(sentence.text) && !STUDIES_RE.test(sentence.text) && findEmployers(sentence.text).length > 0;
      for (const clause of aboutWork ? [] : educationClauses(sentence)) {
        const atClause = (st: number, e: number): Provenance => fromAnswer(answer.question_id, clause.start + st, clause.start + e);
        const courses = findCourses(clause.text, sentence.text);
        if (courses.length > 0) {
          // A course, a retraining or a certificate: its own entry with its own year, never a degree's level or year.
          for (const course of courses) {
            const same = education.find((e) => e.institution.value !== null && sameEmployer(e.institution.value, course.name.value));
            if (same !== undefined) continue;
            education.push({
              institution: text(course.name.value, [atClause(course.name.start, course.name.end)]),
              year: course.year === null ? { value: null, sources: [] } : { value: course.year.value, sources: [atClause(course.year.start, course.year.end)] },
              speciality: text(null),
              level: { value: null, sources: [] },
              course: true,
            });
          }
          continue;
        }
        // A bachelor's and a master's of one school said in one sentence are two entries, each with its own year.
        for (const degree of findDegrees(clause.text, sentence.text)) addEducation(degree, atClause);
      }
      for (const lang of findLanguages(sentence.text)) {
        const existing = languages.find((l) => l.id === lang.id);
        if (existing !== undefined) {
          if (lang.level !== null) existing.level = lang.level;
          existing.sources.push(at(lang.start, lang.end));
        } else languages.push({ id: lang.id, name: lang.name, level: lang.level, sources: [at(lang.start, lang.end)] });
      }
    }
    // A wish («хочу освоить Go») is not a skill the seeker has.
    const wishes = splitSentences(answer.text).filter((s) => GOAL_RE.test(s.text));
    for (const mention of findSkillsInText(answer.text)) {
      if (wishes.some((w) => mention.start >= w.start && mention.end <= w.end)) continue;
      // «1С: Бухгалтерия 8.3» is its own product: the bare «1С» of it is not «1С: Предприятие 8».
      if (/^1\s*[сc]$/iu.test(answer.text.slice(mention.start, mention.end)) && /^\s*[:\s]\s*[\p{L}]/u.test(answer.text.slice(mention.end))) continue;
      addSkill(mention.name, fromAnswer(answer.question_id, mention.start, mention.end));
    }
    const topic = input.questions?.find((q) => q.id === answer.question_id)?.topic;
    {
      // The skills answer is read as a list; any other answer only where a heading opens one («Навыки: …»).
      for (const listed of topic === 'skills' || topic === 'tools' ? findListedSkills(answer.text) : headedSkills(answer.text)) {
        if (wishes.some((w) => listed.start >= w.start && listed.end <= w.end)) continue;
        // «стерилизация по СанПиН»: an action named by its noun, with the product it is done by after it, is a skill
        // of its own beside the product's; «Excel на уровне сводных» is the product's.
        const actionHead = /^[А-ЯЁа-яё]+(?:ция|ции|ние|ния|ка|ки)(?=\s)/u.test(listed.name) && listed.name.split(/\s+/u).length <= 5;
        if (
          skills.some((s) =>
            s.sources.some(
              (p) =>
                p.source === 'answer' &&
                p.answerId === answer.question_id &&
                p.span !== null &&
                p.span[0]! < listed.end &&
                listed.start < p.span[1]! &&
                !(actionHead && p.span[0]! > listed.start + listed.name.split(/\s+/u)[0]!.length),
            ),
          )
        )
          continue;
        addSkill(listed.name, fromAnswer(answer.question_id, listed.start, listed.end));
      }
    }
  }
  // hh's education level describes the seeker's highest education; with no hh entries it applies to the one stated.
  const hhLevel = hhEducation({ education: { level: hhResume?.education?.level ?? null, primary: [{ name: '' }] } })[0]?.level;
  if ((hhResume?.education?.primary ?? []).length === 0 && education.length === 1 && education[0]!.level.value === null && hhLevel?.value != null) {
    education[0]!.level = hhLevel;
  }
  (hhResume?.languages ?? []).forEach((l, i) => {
    const existing = languages.find((x) => x.id === l.id);
    const level = ['a1', 'a2', 'b1', 'b2', 'c1', 'c2', 'l1'].includes(l.level?.id ?? '') ? (l.level?.id as Language['level']) : null;
    if (existing !== undefined) {
      existing.sources.push(fromHh(`language[${i}]`));
      existing.level ??= level;
    } else languages.push({ id: l.id, name: l.name ?? l.id, level, sources: [fromHh(`language[${i}]`)] });
  });
  (hhResume?.skills ?? []).forEach((raw, i) => addSkill(normaliseSkill(raw) ?? raw.trim(), fromHh(`skill_set[${i}]`)));

  // A title the answers gave, in a title's form (role-form.ts): «баристой» → «бариста», «кассир пол года» → «кассир»;
  // a plural head («менеджеров») is no title of the seeker's own, and review asks for it.
  for (const entry of experience) {
    if (entry.role.value === null || !entry.role.sources.some((p) => p.source === 'answer')) continue;
    const tidy = tidyRole(entry.role.value);
    if (tidy !== entry.role.value) entry.role = tidy === null ? text(null) : { ...entry.role, value: tidy };
  }
  // Most recent first: current jobs, then by end (or start) month, latest first; unknown dates keep their order last.
  const recency = (e: ExperienceEntry): string => (e.current.value ? '9999-99' : (e.end.value ?? e.start.value ?? '0000-00'));
  const ordered = experience
    .map((e, i) => ({ e, i }))
    .sort((a, b) => recency(b.e).localeCompare(recency(a.e)) || a.i - b.i)
    .map(({ e }) => e);
  return candidateProfileSchema.parse({ experience: ordered, unattributedAchievements: unattributed, education, skills, languages, goals });
}

/**
 * True when a clause of the sentence names an employer with a work verb and no word of study: «Я на 2 курсе
 * магистратуры, и с июля 2025 работаю младшим актуарием в АО «…»» is about work in its second clause.
 */
/** A single capitalised word that names no person («Сбер», «Магнит») is another organisation, never a job title. */
function isNameNotPerson(role: string): boolean {
  if (!/^[А-ЯЁ][а-яё-]+$/u.test(role)) return false;
  return !Az.Morph(role.toLowerCase()).some((p) => p.tag.POS === 'NOUN' && p.tag['anim'] === true);
}

function saysWorkAt(sentence: string): boolean {
  return sentence
    .split(/[,;]\s+(?=(?:и|а|но|плюс)\s)|;\s+|\s+и\s+(?=с\s+\p{L}+\s+\d{4})/u)
    .some((clause) => WORKS_RE.test(clause) && !STUDIES_RE.test(clause) && findEmployers(clause).length > 0);
}

/**
 * The title a clause ends on: a promotion («стала старшим продавцом»), a later dated title, or a title said after a
 * later time («с прошлого года я ведущий инженер», «и с мая 2025 я врач-терапевт»), whichever is said last. Dates are
 * read with years in digits (relative ones against `today`), spans kept.
 */
function lastTitle(said: string, feminine: boolean, today: string): ReturnType<typeof findPromotion> {
  const digits = datesInDigits(said, today);
  const titles = [findPromotion(digits, feminine), findLatestTitle(digits), findTitleAfterTime(digits)].filter((t) => t !== null);
  return titles.sort((a, b) => b.start - a.start || b.end - a.end)[0] ?? null;
}

/**
 * True when the title at `start` is said of a first stage of the job («…, сначала два месяца был учеником водителя»,
 * «поначалу работала стажёром»): a stage, not the title the job is known by.
 */
function isEarlyStage(clause: string, start: number): boolean {
  const before =
    clause
      .slice(0, start)
      .split(/[,;—–(]/u)
      .pop() ?? '';
  return /(?<![\p{L}])(?:сначала|поначалу|первое\s+время|первые\s+(?:\S+\s+)?(?:месяц\p{L}*|недел\p{L}*|год\p{L}*|дни))(?![\p{L}])/iu.test(before);
}

/** «лучшим продавцом», «самый быстрый сборщик»: praise of how one worked, a result rather than a title. */
function isAccolade(role: string): boolean {
  return /^(?:лучш|худш|сам[аоы]\p{L}*\s)/iu.test(role.trim());
}

/**
 * The entry's title becomes the later one said, also over the hh resume's older title; unless the later one is the
 * title already held with only a grade or a class («водитель 1 класса» of a «водитель трамвая») or a part of it
 * («lead» of a «Lead Mobile Developer»), which adds a source and keeps the fuller title.
 */
/** A grade word said alone, with no title («senior», «lead», «старший»). */
const GRADE_WORD_RE = /^(?:junior|middle|senior|lead|principal|младш(?:ий|ая)|старш(?:ий|ая)|ведущ(?:ий|ая)|главн(?:ый|ая))$/iu;
/** Grade words that open a title, dropped before another grade is put there. */
const GRADE_LEAD_RE = /^(?:(?:junior|middle|senior|lead|principal|младш\p{L}*|старш\p{L}*|ведущ\p{L}*|главн\p{L}*)\s+)+/iu;

function setLaterTitle(entry: ExperienceEntry, said: string, source: Provenance): void {
  const held = entry.role.value;
  // «сначала junior тестировщик, с 2022 senior»: a grade word alone takes the title said before it, never stands alone;
  // with no title before it, the role is left as it was (review asks) rather than become a bare grade.
  if (GRADE_WORD_RE.test(said.trim())) {
    if (held === null) return;
    const rest = held.replace(GRADE_LEAD_RE, '').trim();
    const head = Az.Morph(rest.split(/\s+/u)[0] ?? '')[0];
    // A Russian grade agrees with the title's noun; a feminine one is not guessed.
    if (/^[а-яё]/iu.test(said.trim()) && head?.tag.GNdr === 'femn') {
      entry.role.sources.push(source);
      return;
    }
    const grade = said.trim().toLowerCase();
    const lead = grade.charAt(0).toUpperCase() + grade.slice(1);
    entry.role = text(`${lead} ${/^\p{Lu}\p{Ll}/u.test(rest) && !/^[A-Z]/u.test(rest) ? rest.charAt(0).toLowerCase() + rest.slice(1) : rest}`, [
      ...entry.role.sources,
      source,
    ]);
    return;
  }
  // A typo in the title («электромантером») is not printed: the dictionary word one edit away is.
  const fixed = correctTypos(said.charAt(0).toLowerCase() + said.slice(1));
  const value = gradeInFull(/^\p{Lu}/u.test(said) ? fixed.charAt(0).toUpperCase() + fixed.slice(1) : fixed);
  const words = (s: string): string[] =>
    s
      .toLowerCase()
      .split(/[\s-]+/u)
      .filter(Boolean);
  if (held !== null && (isGradeOnly(value, held) || words(value).every((w) => words(held).includes(w)))) {
    entry.role.sources.push(source);
    return;
  }
  entry.role = text(value, [source]);
}

/** A numbered school, hospital or kindergarten is an employer of its own; a workshop, a ward or a site is a unit. */
function isInstitutionAlone(value: string): boolean {
  return /^(?:школ|гимнази|лице|больниц|поликлиник|детск|сад|колледж|техникум|училищ|библиотек|аптек|магазин|отделение\s+почт)/iu.test(value);
}

/**
 * «РЖД, депо Хабаровск. Поездной диспетчер, с 03.2020.»: a job answer that opens with an abbreviation in capitals and
 * a comma, with no verb in that sentence, and goes on with a title said first and its start, names the employer by
 * that abbreviation. Never a legal form alone, a known place, a skill, or a sentence that speaks of study.
 */
function terseAbbreviationLead(sentences: readonly Sentence[], title: string, today: string): { value: string; sentence: string } | null {
  const [lead, next] = sentences;
  if (lead === undefined || next === undefined) return null;
  const m = /^([А-ЯЁ]{2,6}),\s/u.exec(lead.text);
  if (m === null || isInstitutionWord(m[1]!) || isKnownPlace(m[1]!) || normaliseSkill(m[1]!) !== null || findSkillsInText(m[1]!).length > 0) return null;
  if (isEducationSentence(lead.text) || STUDIES_RE.test(lead.text) || hasEmploymentVerb(lead.text) || hasPastVerb(lead.text) || tenseOf(lead.text) !== null)
    return null;
  const role = findPersonRole(next.text, title);
  if (role === null || role.start > 0 || findPeriod(next.text, today).start === null || findEmployers(next.text).length > 0) return null;
  return { value: m[1]!, sentence: lead.text };
}

/** Titles of one who studies: never a job's title. */
const STUDENT_RE = /^(?:студент|аспирант|магистрант|бакалавр|ученик|ученица|слушатель|курсант|стаж[её]р|практикант|выпускни)/iu;

/** The label of a form's line that holds one's title: «Должность:», «Позиция —», «Position:». */
const TITLE_LABEL_RE = /^(?:(?:моя\s+|текущая\s+)?(?:должность|позиция|роль|профессия)|position|job\s+title|title)\s*[:—–-]\s*/iu;

/** Words that say two jobs were held at once: then a later job does not end the earlier one. */
const CONCURRENT_RE = /(?<![\p{L}])(?:параллельно|одновременно|совмещ\p{L}*|по\s+совместительству|подрабатыва\p{L}*|ещё\s+и|также\s+работаю)(?![\p{L}])/iu;

/** The employer key (exported for the grounding check): see employers.ts. */
export { employerKey };

const SELF_EMPLOYED_RE =
  /(?<![\p{L}])(?:фриланс\p{L}*|фрилансер\p{L}*|самозанят\p{L}*|(?:работаю|работал[аи]?|тружусь)\s+(?:сам\p{L}?\s+)?на\s+себя|на\s+себя\s+(?:работаю|работал[аи]?)|(?:открыл[аи]?|оформил[аи]?|зарегистрировал[аи]?)\s+(?:себе\s+)?ИП|ИП\s+на\s+себя|(?:частн\p{L}*|собственн\p{L}*)\s+практик\p{L}*)/iu;

/**
 * Self-employment a clause states, as an employer of its own: «Фриланс (самозанятый)» («самозанятая» for a woman:
 * the word as said, else `feminine`) when the seeker says they are self-employed, «Фриланс (ИП)» for a sole
 * proprietorship of their own, «Фриланс» otherwise; the span is the words that say it. «у ИП Петрова» (working for
 * someone's ИП) is an employer found elsewhere, not this.
 */
export function findSelfEmployment(clause: string, feminine = false): { value: string; start: number; end: number } | null {
  const m = SELF_EMPLOYED_RE.exec(clause);
  if (m === null) return null;
  // «оформилась самозанятой», «я самозанятая»: the feminine forms; «самозанятым», «самозанятый»: the masculine.
  const woman =
    /(?<![\p{L}])самозанят(?:ая|ой|ую)(?![\p{L}])/iu.test(clause) ||
    /(?<![\p{L}])(?:оформилась|стала|работала|была|зарегистрировалась)\s+(?:как\s+)?самозанят/iu.test(clause) ||
    (feminine && !/(?<![\p{L}])самозанят(?:ый|ым|ого)(?![\p{L}])/iu.test(clause));
  const value = /самозанят/iu.test(clause)
    ? woman
      ? 'Фриланс (самозанятая)'
      : 'Фриланс (самозанятый)'
    : /(?<![\p{L}])ИП(?![\p{L}])/u.test(clause)
      ? 'Фриланс (ИП)'
      : 'Фриланс';
  return { value, start: m.index, end: m.index + m[0].length };
}

/** The names a self-employment entry gets: a kind of work, not a company a seeker named. */
export const SELF_EMPLOYMENT_NAMES = ['Фриланс', 'Фриланс (самозанятый)', 'Фриланс (самозанятая)', 'Фриланс (самозанятость)', 'Фриланс (ИП)'] as const;

/** True when an employer name is one of SELF_EMPLOYMENT_NAMES. */
export function isSelfEmploymentName(name: string): boolean {
  return (SELF_EMPLOYMENT_NAMES as readonly string[]).includes(name);
}

/**
 * «самозанятый: монтирую ролики для YouTube-каналов», «фрилансю на Kwork»: in a clause that says the seeker works for
 * themselves, a name said after those words, or one a client's or a platform's preposition governs («для», «через»,
 * «от»), is whom they work for or where they find work, not an employer.
 */
export function withoutClients<T extends { start: number }>(clause: string, named: readonly T[], self: { start: number } | null): T[] {
  if (self === null) return [...named];
  return named.filter((n) => n.start < self.start && !/(?<![\p{L}])(?:для|через|от|с|со)\s+(?:[\p{L}-]+\s+){0,2}$/iu.test(clause.slice(0, n.start)));
}

/** «прохожу стажировку», «была на практике»: the seeker is a trainee there («Стажёр», «Практикант»), with the words as the source. */
function traineeRole(sentence: string): { value: string; start: number; end: number } | undefined {
  const m =
    /(?<![\p{L}])(?:(?:прохожу|проходил[аи]?|прошёл|прошел|прошла|был[аи]?\s+на|на)\s+(?:[\p{L}-]+\s+)?(стажировк|практик)\p{L}*|(стажир)(?:овал(?:ся|ась)|уюсь)(?![\p{L}]))/iu.exec(
      sentence,
    );
  if (m === null) return undefined;
  const kind = (m[1] ?? m[2]!).toLowerCase();
  return { value: kind === 'практик' ? 'Практикант' : 'Стажёр', start: m.index, end: m.index + m[0].length };
}

/**
 * The pieces of an answer whose results are attributed one by one, each with the jobs it names: a sentence, or, when a
 * sentence names two jobs or more («В «Альфе» внедрил CRM, а в «Бете» сократил простой вдвое»), its clauses when each
 * names at most one (a clause naming none goes with the clause before it). A sentence whose clauses cannot part its
 * jobs stays whole, naming them all, and its results are not put under either.
 */
function attributionUnits(text: string, mentions: readonly JobMention[], idOf: (mention: JobMention) => string): { sentence: Sentence; named: string[] }[] {
  const units: { sentence: Sentence; named: string[] }[] = [];
  for (const sentence of splitSentences(text)) {
    const inSentence = mentions.filter((m) => m.employer !== null && m.sentence.start === sentence.start);
    const named = [...new Set(inSentence.map(idOf))];
    if (named.length <= 1) {
      units.push({ sentence, named });
      continue;
    }
    const clauses = clausesOf(sentence).map((clause) => ({
      sentence: clause,
      named: [
        ...new Set(inSentence.filter((m) => sentence.start + m.employer!.start >= clause.start && sentence.start + m.employer!.start < clause.end).map(idOf)),
      ],
    }));
    if (clauses.length < 2 || clauses.some((c) => c.named.length > 1) || clauses[0]!.named.length === 0) {
      units.push({ sentence, named });
      continue;
    }
    let carried: string[] = [];
    for (const clause of clauses) {
      carried = clause.named.length === 1 ? clause.named : carried;
      units.push({ sentence: clause.sentence, named: carried });
    }
  }
  return units;
}

/** Clauses of an education sentence: a degree and a course said in one sentence («…, закончила в 2017-м, а потом проходила курс …») are read apart. */
function educationClauses(sentence: Sentence): Sentence[] {
  const out: Sentence[] = [];
  let from = 0;
  for (const m of sentence.text.matchAll(/[,;]\s+(?=(?:а\s+|и\s+)?(?:потом|затем|позже|после\s+этого|ещё|еще|плюс|также|зато)(?![\p{L}]))|;\s+/giu)) {
    out.push({ text: sentence.text.slice(from, m.index), start: sentence.start + from, end: sentence.start + m.index });
    from = m.index + m[0].length;
  }
  out.push({ text: sentence.text.slice(from), start: sentence.start + from, end: sentence.end });
  return out.flatMap((c) => educationParts(c.text).map((p) => ({ text: p.text, start: c.start + p.at, end: c.start + p.at + p.text.length })));
}

/**
 * Clauses of a sentence, split at a comma or semicolon before a new subject or time («, до этого», «; а раньше»), and
 * before «до этого» with no comma (dictated text has none).
 */
function clausesOf(sentence: Sentence): Sentence[] {
  const out: Sentence[] = [];
  let from = 0;
  for (const m of sentence.text.matchAll(
    /;\s+|[,]\s+(?=(?:а\s+|и\s+)?(?:до\s+этого|раньше|потом|затем|после\s+этого|перед\s+этим|сейчас|теперь|прежде)(?![\p{L}])|а\s)|\s+(?=(?:а\s+)?(?:до\s+этого|перед\s+этим)\s)/giu,
  )) {
    out.push({ text: sentence.text.slice(from, m.index), start: sentence.start + from, end: sentence.start + m.index });
    from = m.index + m[0].length;
  }
  out.push({ text: sentence.text.slice(from), start: sentence.start + from, end: sentence.end });
  return out;
}
