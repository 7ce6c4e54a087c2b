/**
 * The built-in engine's resume (a new resume the assistant writes for the position): composed from the candidate profile in
 * hh's resume shape. Every fact comes from the profile and keeps its source: one experience entry per employer with
 * its own role, dates and achievements; only skills the seeker has, those relevant to the position first; education
 * and languages; «О себе» as written prose that copies no run of 8 or more words from an answer.
 */
import type { ResumeFactSource } from '@otklik/contracts';
import type { Answer, Question, ResumeDraft, ResumeDraftExperience, ResumeFacts } from '../../../domain/position';
import { longestCommonWordRun } from '../checks/text-metrics';
import { skillRelevance, skillsRelevantTo, type Achievement, type CandidateProfile, type ExperienceEntry, type MonthFact, type Provenance } from '../profile';
import { findLinks } from '../checks/grounding';
import { type BulletOptions, orderApart, seekerGender, toBullets, writtenFor } from '../profile/bullets';
import { formalWords, withoutPreviousJobWords } from '../profile/slang';
import { spelledAsSeeker, withoutPlaces } from '../profile/text-rules';

const MAX_SKILLS = 30;
const MAX_SKILL_CHARS = 100;
const SKILLS_IN_ABOUT = 8;
const MAX_DESCRIPTION_CHARS = 4_000;
const MAX_ABOUT_CHARS = 32_768;
/** «О себе» must not copy a run of this many words from an answer. */
export const MAX_VERBATIM_WORDS = 8;

/** What the resume is composed from. */
export interface ResumeFromProfileInput {
  position: { title: string };
  profile: CandidateProfile;
  resume: ResumeFacts;
  questions: readonly Pick<Question, 'id'>[];
  answers: readonly Answer[];
}

/**
 * «недалеко от Сипайлово», «рядом с домом», «поближе к метро», «в Старый город ездить не хочу»: how near a place one
 * lives or where one will not commute, never for a resume.
 */
const NEAR_PLACE_RE =
  /(?<![\p{L}])(?:недалеко\s+от|неподалёку\s+от|неподалеку\s+от|рядом\s+с|поближе\s+к|ближе\s+к|возле|около|в\s+шаговой\s+доступности|ездить|добираться|мотаться)(?![\p{L}])/iu;

const LEVEL_NAMES: Record<string, string> = {
  secondary: 'среднее',
  special_secondary: 'среднее специальное',
  unfinished_higher: 'неоконченное высшее',
  higher: 'высшее',
  bachelor: 'бакалавр',
  master: 'магистр',
  candidate: 'кандидат наук',
  doctor: 'доктор наук',
};
const LANGUAGE_LEVEL_NAMES: Record<string, string> = { a1: 'A1', a2: 'A2', b1: 'B1', b2: 'B2', c1: 'C1', c2: 'C2', l1: 'родной' };
const LANGUAGE_NAMES: Record<string, string> = {
  eng: 'английский',
  deu: 'немецкий',
  fra: 'французский',
  rus: 'русский',
  spa: 'испанский',
  ita: 'итальянский',
  zho: 'китайский',
  tur: 'турецкий',
};

const WISH_RE =
  /(?<![\p{L}])(?:хочу|хочется|хотел\p{L}*|ищу|рассматриваю|интересу\p{L}*|планирую|предпочитаю|готов\p{L}*|важн\p{L}*|мечтаю|стремлюсь|нужн\p{L}*)(?![\p{L}])/iu;

/** Lower-cases the first letter unless the word is an abbreviation («Руководитель» → «руководитель», «SQL» stays). */
function lowerFirst(text: string): string {
  return /^[А-ЯЁ][а-яё]/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** An employer's name as a sentence quotes it: «Ромашка», but ООО «Ромашка» and «ИП Соколов» as they stand. */
function quotedName(name: string): string {
  return /[«"]/u.test(name) || /^(?:ООО|АО|ПАО|ЗАО|ОАО|ИП|ГК|ГБУЗ|ГАУЗ|МБОУ|ФГУП)\s/u.test(name) ? name : `«${name}»`;
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Turns profile provenance into the contract's fact sources for one field. */
function toSources(field: string, fact: string, provenance: readonly Provenance[], ctx: ResumeFromProfileInput): ResumeFactSource[] {
  const out: ResumeFactSource[] = [];
  for (const p of provenance) {
    if (p.source === 'answer' && p.answerId !== null && p.span !== null) {
      const answer = ctx.answers.find((a) => a.question_id === p.answerId);
      const number = ctx.questions.findIndex((q) => q.id === p.answerId);
      const [start = 0, end = 0] = p.span;
      out.push({
        field,
        fact,
        kind: 'answer',
        question_id: p.answerId,
        question_number: number < 0 ? null : number + 1,
        quote: answer === undefined ? null : answer.text.slice(start, end),
        span: [start, end],
        path: null,
      });
    } else if (p.source === 'hh_resume' && p.path !== null) {
      out.push({ field, fact, kind: 'hh_resume', question_id: null, question_number: null, quote: null, span: null, path: p.path });
    }
  }
  const seen = new Set<string>();
  return out.filter((s) => {
    const key = `${s.kind}|${s.question_id ?? ''}|${s.span?.join('-') ?? ''}|${s.path ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * skill_set: every skill the seeker stated in an answer, then the hh resume's skills that real vacancies with the
 * position's title list (skillsRelevantTo); within each group the more often vacancies list it, the earlier.
 */
export function pickSkills(title: string, profile: CandidateProfile): CandidateProfile['skills'] {
  const relevance = (name: string): number => skillRelevance(title, name) ?? 0;
  const fromAnswers = profile.skills.filter((s) => s.sources.some((p) => p.source === 'answer'));
  const hhOnly = profile.skills.filter((s) => !fromAnswers.includes(s));
  const relevantHh = new Set(
    skillsRelevantTo(
      title,
      hhOnly.map((s) => s.name),
    ),
  );
  const byRelevance = (a: { name: string }, b: { name: string }): number => relevance(b.name) - relevance(a.name);
  return [...[...fromAnswers].sort(byRelevance), ...hhOnly.filter((s) => relevantHh.has(s.name)).sort(byRelevance)]
    .filter((s) => s.name.length <= MAX_SKILL_CHARS)
    .slice(0, MAX_SKILLS);
}

/** The month of a date fact as the draft keeps it ('YYYY-MM'), and how a reader should see it (year only when that is all that was said). */
function shownMonth(fact: MonthFact): string {
  if (fact.value === null) return '';
  return fact.precision === 'year' ? fact.value.slice(0, 4) : fact.value;
}

/** An achievement as resume bullets (profile/bullets.ts): verb first, its object and numbers, no filler, no slang. */
function bulletsOf(a: Achievement, ctx: ResumeFromProfileInput): string[] {
  return toBullets(a.text, MAX_VERBATIM_WORDS - 1, seekerOf(ctx)).map((bullet) => withoutPreviousJobWords(formalWords(bullet)));
}

const seekers = new WeakMap<readonly Answer[], BulletOptions>();
/** How the answers speak of the seeker: their gender, and the relative a helper writes for («пишу за маму»). */
function seekerOf(ctx: ResumeFromProfileInput): BulletOptions {
  let known = seekers.get(ctx.answers);
  if (known === undefined) {
    const texts = ctx.answers.map((x) => x.text);
    const actor = texts.map(writtenFor).find((w) => w !== null) ?? null;
    const gender = seekerGender(texts);
    known = { ...(gender === undefined ? {} : { gender }), actors: actor === null ? [] : [actor] };
    seekers.set(ctx.answers, known);
  }
  return known;
}

/** Achievements of an hh job that hh's own description already holds are not repeated. */
function answerAchievements(entry: ExperienceEntry): Achievement[] {
  return entry.achievements.filter((a) => a.sources.some((p) => p.source === 'answer'));
}

function composeJob(entry: ExperienceEntry, index: number, ctx: ResumeFromProfileInput): { job: ResumeDraftExperience; sources: ResumeFactSource[] } {
  const hhIndex = entry.id.startsWith('hh-') ? Number(entry.id.slice(3)) : -1;
  const hhDescription = hhIndex >= 0 ? (ctx.resume.experience[hhIndex]?.description?.trim() ?? '') : '';
  const achievements = answerAchievements(entry).filter((a) => findLinks(a.text).length === 0);
  const all = achievements.flatMap((a) => bulletsOf(a, ctx).map((line) => ({ a, line })));
  // Bullets of one answer that followed each other there must not read as one run across their join: the first order
  // of these that copies fewer than 8 words in a row.
  const answerTexts = ctx.answers.map((x) => x.text);
  const orders = [orderApart(all), [...orderApart(all)].reverse(), [...all].reverse(), all];
  const bullets =
    orders.find((order) => longestCommonWordRun([hhDescription, ...order.map((b) => b.line)].join('\n'), answerTexts).length < MAX_VERBATIM_WORDS) ??
    orders[0]!;
  const lines = [hhDescription, ...bullets.map((b) => `— ${b.line}`)].filter((l) => l !== '');
  const description = lines.join('\n').slice(0, MAX_DESCRIPTION_CHARS);
  const at = (field: string): string => `experience[${index}].${field}`;
  const sources = [
    ...toSources(at('company'), entry.employer.value ?? '', entry.employer.sources, ctx),
    ...toSources(at('position'), entry.role.value ?? '', entry.role.sources, ctx),
    ...toSources(at('start'), shownMonth(entry.start), entry.start.sources, ctx),
    ...(entry.current.value
      ? toSources(at('end'), 'по настоящее время', entry.current.sources, ctx)
      : toSources(at('end'), shownMonth(entry.end), entry.end.sources, ctx)),
    ...(hhDescription === ''
      ? []
      : toSources(at('description'), hhDescription, [{ source: 'hh_resume', answerId: null, span: null, path: `experience[${hhIndex}].description` }], ctx)),
    ...bullets.flatMap((b) => toSources(at('description'), b.line, b.a.sources, ctx)),
  ];
  return {
    job: {
      company: entry.employer.value,
      position: upperFirst(entry.role.value ?? ''),
      start: entry.start.value,
      end: entry.current.value ? null : entry.end.value,
      description: description === '' ? null : description,
    },
    sources,
  };
}

/** «2 с → 300 мс», «на 40%», «до 85%»: the numbers of an achievement as written, without the sentence around them. */
export function numbersSummary(achievement: Achievement): string {
  const parts: string[] = [];
  const numbers = achievement.numbers;
  for (let i = 0; i < numbers.length; i += 1) {
    const n = numbers[i]!;
    const raw = n.raw.replace(/^(?:с|от|до|на)\s+/iu, '');
    const next = numbers[i + 1];
    if (n.role === 'from' && next?.role === 'to') {
      parts.push(`${raw} → ${next.raw.replace(/^(?:до)\s+/iu, '')}`);
      i += 1;
    } else if (n.role === 'to') parts.push(`до ${raw}`);
    else if (n.role === 'by' && n.unit !== 'times') parts.push(`на ${raw}`);
    else parts.push(raw);
  }
  return parts.join(', ');
}

interface AboutSentence {
  text: string;
  sources: ResumeFactSource[];
}

function aboutSentences(ctx: ResumeFromProfileInput, jobs: readonly ExperienceEntry[], skills: CandidateProfile['skills']): AboutSentence[] {
  const { profile } = ctx;
  const out: AboutSentence[] = [];
  const [latest, ...earlier] = jobs;
  if (latest !== undefined && latest.role.value !== null) {
    const where = latest.employer.value === null ? '' : ` — ${quotedName(latest.employer.value)}`;
    const lead = latest.current.value ? 'Сейчас' : 'Последнее место работы';
    out.push({
      text: `${lead}: ${lowerFirst(latest.role.value)}${where}.`,
      sources: [
        ...toSources('skills', latest.employer.value ?? '', latest.employer.sources, ctx),
        ...toSources('skills', latest.role.value, latest.role.sources, ctx),
      ],
    });
  }
  const before = earlier.filter((e) => e.role.value !== null && e.employer.value !== null).slice(0, 2);
  if (before.length > 0) {
    out.push({
      text: `До этого: ${before.map((e) => `${lowerFirst(e.role.value!)} (${quotedName(e.employer.value!)})`).join('; ')}.`,
      sources: before.flatMap((e) => toSources('skills', e.employer.value!, e.employer.sources, ctx)),
    });
  }
  if (skills.length > 0) {
    const top = skills.slice(0, SKILLS_IN_ABOUT);
    out.push({
      text: `Основные инструменты и навыки: ${top.map((s) => s.name).join(', ')}.`,
      sources: top.flatMap((s) => toSources('skills', s.name, s.sources.slice(0, 1), ctx)),
    });
  }
  const best = jobs.flatMap((e) =>
    answerAchievements(e).flatMap((a) =>
      bulletsOf(a, ctx)
        .filter((b) => /\d/u.test(b))
        .map((b) => ({ a, b, e })),
    ),
  )[0];
  if (best !== undefined && best.e.employer.value !== null) {
    out.push({
      text: `Результат (${quotedName(best.e.employer.value)}): ${lowerFirst(best.b)}`,
      sources: toSources('skills', best.b, best.a.sources, ctx),
    });
  }
  // Degrees in one sentence and courses in another: a course is never shown as a degree.
  const schooling = profile.education.filter((e) => e.institution.value !== null && e.institution.value !== '');
  for (const [label, group] of [
    ['Образование', schooling.filter((e) => e.course !== true)],
    ['Курсы и сертификаты', schooling.filter((e) => e.course === true)],
  ] as const) {
    if (group.length === 0) continue;
    const named = group.map((edu) => {
      const details = [
        edu.speciality.value,
        edu.year.value === null ? null : String(edu.year.value),
        edu.level.value === null ? null : LEVEL_NAMES[edu.level.value],
      ]
        .filter((x): x is string => x !== null && x !== undefined && x !== '')
        .map(lowerFirst);
      return `${edu.institution.value}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
    });
    out.push({
      text: `${label}: ${named.join('; ')}.`,
      sources: group.flatMap((edu) => toSources('skills', edu.institution.value ?? '', [...edu.institution.sources, ...edu.year.sources], ctx)),
    });
  }
  const languages = profile.languages.filter((l) => l.level !== null);
  if (languages.length > 0) {
    out.push({
      text: `Языки: ${languages.map((l) => `${LANGUAGE_NAMES[l.id] ?? lowerFirst(l.name)} — ${LANGUAGE_LEVEL_NAMES[l.level!] ?? l.level}`).join(', ')}.`,
      sources: languages.flatMap((l) => toSources('skills', l.name, l.sources, ctx)),
    });
  }
  const wishes = profile.goals
    // The clause that states the wish («хочу в продуктовую команду»), not whatever opens the sentence.
    .map((g) => ({ g, clause: (g.text.split(/[,;:—–]|\s+и\s+/u).find((part) => WISH_RE.test(part)) ?? '').trim().replace(/[.!?…]+$/u, '') }))
    // A wish that names a place («на Западный обход ездить не хочу») is where one lives: private, not for a resume.
    .filter(
      ({ clause }) =>
        clause.split(/\s+/u).length >= 2 &&
        clause.split(/\s+/u).length < MAX_VERBATIM_WORDS &&
        findLinks(clause).length === 0 &&
        withoutPlaces(clause) === clause &&
        !NEAR_PLACE_RE.test(clause),
    )
    .slice(0, 2);
  if (wishes.length > 0) {
    out.push({
      text: `Что важно в следующей работе: ${wishes.map(({ clause }) => lowerFirst(clause)).join('; ')}.`,
      sources: wishes.flatMap(({ g, clause }) => toSources('skills', clause, g.sources, ctx)),
    });
  }
  return out;
}

/**
 * The achievements under no job of the resume — those the profile could tie to no job (`unattributedAchievements`)
 * and those of a job the resume leaves out — as resume bullets, each with its answer's sources under 'unplaced[i]'.
 * They go through the same bullet pipeline as a job's (bulletsOf); a bullet with a link, one that copies 8 or more
 * words of an answer in a row, and one a job already holds are left out; the same bullet is kept once.
 */
export function composeUnplaced(
  ctx: ResumeFromProfileInput,
  achievements: readonly Achievement[],
  placed: readonly ResumeDraftExperience[],
): { unplaced: string[]; sources: ResumeFactSource[] } {
  const answerTexts = ctx.answers.map((a) => a.text);
  const key = (line: string): string => line.trim().toLowerCase();
  const taken = new Set(placed.flatMap((job) => (job.description ?? '').split('\n').map((l) => key(l.replace(/^—\s*/u, '')))));
  const unplaced: string[] = [];
  const sources: ResumeFactSource[] = [];
  for (const a of achievements) {
    if (findLinks(a.text).length > 0) continue;
    for (const line of bulletsOf(a, ctx)) {
      if (taken.has(key(line)) || longestCommonWordRun(line, answerTexts).length >= MAX_VERBATIM_WORDS) continue;
      taken.add(key(line));
      sources.push(...toSources(`unplaced[${unplaced.length}]`, line, a.sources, ctx));
      unplaced.push(line);
    }
  }
  return { unplaced, sources };
}

/**
 * Composes the resume from the profile. Returns the draft with `education`, `language` and `sources` (each fact's
 * answer span or hh field path). Experience entries without a role are left out (hh needs one; nothing may be
 * invented for it). «О себе» sentences that would copy 8 or more words of an answer in a row are dropped.
 * Achievements the profile ties to no job, and those of a job left out, are `unplaced` (composeUnplaced): review asks
 * the seeker where each belongs; the field is absent when there are none.
 */
export function composeResumeFromProfile(ctx: ResumeFromProfileInput): ResumeDraft {
  const { profile, position } = ctx;
  // A skill the seeker misspelt in their list is written as they spelt it elsewhere in the answers.
  const corpus = ctx.answers.map((a) => a.text);
  const skills = pickSkills(position.title, profile).map((s) => ({ ...s, name: spelledAsSeeker(s.name, corpus) }));
  // A dated job the answers name without saying the seeker's title there stays, with no position: review asks for it.
  // Undated and untitled, a name is more often something mentioned than a job, and is left off.
  const jobs = profile.experience.filter(
    (e) => (e.role.value !== null && e.role.value.trim() !== '') || (e.id.startsWith('answer-') && e.employer.value !== null && e.start.value !== null),
  );
  const composed = jobs.map((e, i) => composeJob(e, i, ctx));
  const leftOut = profile.experience.filter((e) => !jobs.includes(e)).flatMap(answerAchievements);
  const unplaced = composeUnplaced(
    ctx,
    [...profile.unattributedAchievements, ...leftOut],
    composed.map((c) => c.job),
  );
  const answerTexts = ctx.answers.map((a) => a.text);
  const about = aboutSentences(ctx, jobs, skills).filter((s) => longestCommonWordRun(s.text, answerTexts).length < MAX_VERBATIM_WORDS);
  const education = profile.education
    .filter((e) => e.institution.value !== null && e.institution.value !== '')
    .map((e) => ({
      name: e.institution.value!,
      organization: null,
      result: e.speciality.value,
      year: e.year.value,
      level: e.level.value,
      ...(e.course === true ? { course: true } : {}),
    }));
  const eduEntries = profile.education.filter((e) => e.institution.value !== null && e.institution.value !== '');
  const languages = profile.languages.map((l) => ({ id: l.id, name: l.name, level: l.level }));
  const sources: ResumeFactSource[] = [
    ...skills.flatMap((s, i) => toSources(`skill_set[${i}]`, s.name, s.sources, ctx)),
    ...composed.flatMap((c) => c.sources),
    ...eduEntries.flatMap((e, i) =>
      toSources(
        `education[${i}]`,
        [e.institution.value, e.speciality.value, e.year.value].filter((x) => x !== null).join(', '),
        [...e.institution.sources, ...e.speciality.sources, ...e.year.sources, ...e.level.sources],
        ctx,
      ),
    ),
    ...profile.languages.flatMap((l, i) =>
      toSources(`language[${i}]`, `${l.name}${l.level === null ? '' : ` — ${LANGUAGE_LEVEL_NAMES[l.level] ?? l.level}`}`, l.sources, ctx),
    ),
    ...about.flatMap((s) => s.sources),
    ...unplaced.sources,
  ];
  return {
    title: position.title,
    skill_set: skills.map((s) => s.name),
    skills: about
      .map((s) => s.text)
      .join(' ')
      .slice(0, MAX_ABOUT_CHARS),
    experience: composed.map((c) => c.job),
    education,
    language: languages,
    ...(unplaced.unplaced.length === 0 ? {} : { unplaced: unplaced.unplaced }),
    sources,
  };
}
