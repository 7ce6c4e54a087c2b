/**
 * The grounding check ("every fact (employer, dates, skills, numbers) comes from the answers or from
 * the seeker's hh resume. The service checks this mechanically before it saves. Nothing is invented.").
 *
 * It is mechanical and deliberately strict: a text passes only when every
 * - link or e-mail (letters: none at all; resumes: only those the sources hold),
 * - date (YYYY-MM, MM.YYYY, «март 2019», a bare year or month name),
 * - number (amounts, percentages, counts),
 * - name-like word (Latin or digit-bearing words such as skills and brands, abbreviations, capitalised words
 *   inside a sentence, quoted «names»),
 * - known skill (from `skill_vocabulary`, e.g. the market's key skills)
 * occurs in the sources. Ordinary Russian prose passes freely.
 */
import type { VacancyCandidate } from '../../../domain/vacancy';
import type { Answer, PositionInput, ResumeDraft, ResumeFacts } from '../../../domain/position';
import { findDates } from '../../../lib/dates';
import { checkResumeAttribution } from './attribution';
import type { CandidateProfile } from '../profile';
import { isSelfEmploymentName } from '../profile/extract-profile';
import { cardinalWordValues, TIMES_WORDS } from '../profile/numbers';
import { containsSkill, findConfirmedSkills, keyOfWord, keysOf, tokenize, type Token } from '../../../lib/text';

/** What kind of fact a violation is about. */
export const VIOLATION_KINDS = ['employer', 'skill', 'date', 'number', 'link', 'invented', 'misattributed', 'changed'] as const;
export type ViolationKind = (typeof VIOLATION_KINDS)[number];

/** One fact in the output that the sources do not hold; `where` is the field path ('skills', 'experience[0].start', 'letter'). */
export interface GroundingViolation {
  kind: ViolationKind;
  value: string;
  where: string;
}

/** The verdict: `ok` is true exactly when `violations` is empty. */
export interface GroundingReport {
  ok: boolean;
  violations: GroundingViolation[];
}

/** Sources of a resume draft: the seeker's hh resume, their answers and the position (its title becomes the resume's). */
export interface ResumeGroundingSources {
  resume: ResumeFacts;
  answers: readonly Answer[];
  position: PositionInput;
  /** Skill names to look for in the output even when written in ordinary words (e.g. the market's key skills). */
  skill_vocabulary?: readonly string[];
  /**
   * The candidate profile read from the same sources (profile-source.ts). When given, its resolved dates («три года»
   * → a start month) and education and language facts count as sourced, and the attribution rules
   * (checks/attribution.ts) run too: a fact under the wrong employer or role, or a changed number or date, is rejected.
   */
  profile?: CandidateProfile;
}

/**
 * Sources of a cover letter: the (already grounded) resume draft, optionally the hh resume and the answers, and
 * the vacancy's own name, employer, area and key skills as the things being addressed.
 */
export interface LetterGroundingSources {
  resume_draft: ResumeDraft;
  vacancy: VacancyCandidate;
  position?: PositionInput;
  resume?: ResumeFacts;
  answers?: readonly Answer[];
  skill_vocabulary?: readonly string[];
}

interface SourceIndex {
  keys: Set<string>;
  /** Token keys of every source text, for skill mentions in free text. */
  tokenLists: string[][];
  /** Token keys of the source texts that affirm any skill they name (all but the answers). */
  skillLists: string[][];
  /** The answers: they affirm a skill only where the seeker did not negate it. */
  answers: string[];
  numbers: Set<string>;
  yearMonths: Set<string>;
  years: Set<string>;
  months: Set<string>;
  links: Set<string>;
}

const WINDOW = 4;
const GENERIC_WORDS = new Set(
  [
    'it',
    'hr',
    'cv',
    'junior',
    'middle',
    'senior',
    'lead',
    'team',
    'backend',
    'frontend',
    'fullstack',
    'ооо',
    'ао',
    'пао',
    'зао',
    'оао',
    'ип',
    'ит',
    'рф',
    'по',
  ].map(keyOfWord),
);
const COMPANY_MARKERS = new Set(
  [
    'компания',
    'компании',
    'банк',
    'банке',
    'фирма',
    'организация',
    'группа',
    'холдинг',
    'корпорация',
    'стартап',
    'ооо',
    'ао',
    'пао',
    'зао',
    'оао',
    'ип',
    'company',
    'inc',
    'llc',
  ].map(keyOfWord),
);
const LINK_RES = [
  /\bhttps?:\/\/[^\s<>«»"]+/giu,
  /\bwww\.[^\s<>«»"]+/giu,
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu,
  /(?<![\p{L}\p{N}@.])(?:[\p{L}\p{N}-]+\.)+(?:ru|com|org|io|рф|su|me|dev|info|pro|app|ai|co|online|site|tech|by|kz|ua|net)(?:\/[^\s«»"]*)?(?![\p{L}\p{N}])/giu,
  /(?<![\p{L}\p{N}])@[A-Za-z0-9_]{4,}/gu,
];
const QUOTE_RE = /«([^«»]{1,200})»|"([^"]{1,200})"|“([^“”]{1,200})”|„([^„“”]{1,200})[“”]/gu;
const NUMBER_RE = /(?<![\p{L}\p{N}])\d{1,3}(?:[  \u202f]\d{3})+(?![\p{L}\p{N}])|(?<![\p{L}\p{N}.,])\d+(?:[.,]\d+)?(?![\p{L}\p{N}]|[.,]\d)/gu;

function emptyIndex(): SourceIndex {
  return {
    keys: new Set(),
    tokenLists: [],
    skillLists: [],
    answers: [],
    numbers: new Set(),
    yearMonths: new Set(),
    years: new Set(),
    months: new Set(),
    links: new Set(),
  };
}

/** Canonical form of a number as written ('250 000' → '250000', '1,5' → '1.5'). */
function canonicalNumber(raw: string): string {
  return String(Number(raw.replace(/[  \u202f]/gu, '').replace(',', '.')));
}

function normalizeLink(link: string): string {
  return link
    .toLowerCase()
    .replace(/^https?:\/\//u, '')
    .replace(/^www\./u, '')
    .replace(/[/.,;:!?)]+$/u, '');
}

/** Every link, e-mail, bare domain or @handle in a text. */
export function findLinks(text: string): { value: string; start: number; end: number }[] {
  const found: { value: string; start: number; end: number }[] = [];
  for (const re of LINK_RES) {
    for (const m of text.matchAll(re)) {
      const value = m[0].replace(/[.,;:!?)»"]+$/u, '');
      const start = m.index;
      const end = start + value.length;
      if (!found.some((f) => start < f.end && end > f.start)) found.push({ value, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

function blank(text: string, spans: readonly { start: number; end: number }[]): string {
  let out = text;
  for (const { start, end } of spans) out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  return out;
}

function addDate(index: SourceIndex, kind: 'year-month' | 'year' | 'month', value: string): void {
  if (kind === 'year-month') {
    index.yearMonths.add(value);
    index.years.add(value.slice(0, 4));
    index.months.add(value.slice(5, 7));
  } else if (kind === 'year') index.years.add(value);
  else index.months.add(value);
}

const TIMES_WORD_RE = new RegExp(String.raw`(?<![\p{L}])(?:${Object.keys(TIMES_WORDS).join('|')})(?![\p{L}])`, 'giu');

function addText(index: SourceIndex, text: string | null | undefined): void {
  if (text === null || text === undefined || text.trim() === '') return;
  const links = findLinks(text);
  for (const link of links) index.links.add(normalizeLink(link.value));
  const dates = findDates(text);
  for (const d of dates) addDate(index, d.kind, d.value);
  for (const m of blank(blank(text, links), dates).matchAll(NUMBER_RE)) index.numbers.add(canonicalNumber(m[0]));
  // «вдвое» is the 2 a bullet writes as «в 2 раза».
  for (const m of text.matchAll(TIMES_WORD_RE)) index.numbers.add(String(TIMES_WORDS[m[0].toLowerCase()] ?? ''));
  // «двадцать шесть» is the 26 a bullet writes.
  for (const n of cardinalWordValues(text)) index.numbers.add(String(n));
  const keys = keysOf(text);
  index.tokenLists.push(keys);
  index.skillLists.push(keys);
  for (let i = 0; i < keys.length; i += 1) {
    let joined = '';
    for (let len = 0; len < WINDOW && i + len < keys.length; len += 1) {
      joined += keys[i + len];
      index.keys.add(joined);
    }
  }
}

/** An answer: every fact in it counts, but a skill only where the seeker did not negate it («Kubernetes не трогал»). */
function addAnswer(index: SourceIndex, text: string): void {
  const before = index.skillLists.length;
  addText(index, text);
  index.skillLists.length = before;
  index.answers.push(text);
}

function addNumber(index: SourceIndex, value: number): void {
  index.numbers.add(String(value));
}

function addResume(index: SourceIndex, resume: ResumeFacts): void {
  for (const text of [resume.title, resume.area, resume.about, ...resume.skills]) addText(index, text);
  for (const job of resume.experience) {
    for (const text of [job.company, job.position, job.description, job.start, job.end]) addText(index, text);
  }
  const months = resume.total_experience_months;
  for (const n of [months, Math.floor(months / 12), months % 12]) addNumber(index, n);
  if (resume.salary !== null) addNumber(index, resume.salary.amount);
}

/** The profile's resolved facts: job months (durations counted back from today), education years and names, languages. */
function addProfile(index: SourceIndex, profile: CandidateProfile): void {
  for (const e of profile.experience) {
    // Self-employment the answers state («работаю на себя») is named by its kind, not by a company's name.
    if (e.employer.value !== null && isSelfEmploymentName(e.employer.value) && e.employer.sources.some((p) => p.source === 'answer'))
      addText(index, e.employer.value);
    for (const month of [e.start.value, e.end.value]) if (month !== null) addDate(index, 'year-month', month);
  }
  for (const edu of profile.education) {
    for (const text of [edu.institution.value, edu.speciality.value]) addText(index, text);
    if (edu.year.value !== null) addDate(index, 'year', String(edu.year.value));
  }
  for (const lang of profile.languages) addText(index, `${lang.name} ${lang.level ?? ''}`);
  // Skill names as hh spells them («джанго» → Django): the extractor already left out negated ones and wishes.
  for (const skill of profile.skills) addText(index, skill.name);
}

function addPosition(index: SourceIndex, position: PositionInput): void {
  addText(index, position.title);
  for (const area of position.areas) addText(index, area.name);
  addNumber(index, position.salary.amount);
}

function addDraft(index: SourceIndex, draft: ResumeDraft): void {
  for (const text of [draft.title, draft.skills, ...draft.skill_set]) addText(index, text);
  for (const job of draft.experience) {
    for (const text of [job.company, job.position, job.description, job.start, job.end]) addText(index, text);
  }
}

function addVacancy(index: SourceIndex, vacancy: VacancyCandidate): void {
  for (const text of [vacancy.name, vacancy.employer?.name, vacancy.area?.name, ...vacancy.key_skills]) addText(index, text);
}

function mentionsSkill(index: SourceIndex, skill: string): boolean {
  return index.tokenLists.some((keys) => containsSkill(keys, skill));
}

function affirmsSkill(index: SourceIndex, skill: string, vocabulary: readonly string[]): boolean {
  if (index.skillLists.some((keys) => containsSkill(keys, skill))) return true;
  return index.answers.some((answer) => findConfirmedSkills(answer, [skill, ...vocabulary]).includes(skill));
}

function isSentenceStart(text: string, position: number): boolean {
  const before = text.slice(0, position).replace(/[\s«»"“”„'([{*•–—-]+$/u, '');
  return before === '' || /[.!?:;…\n]$/u.test(before);
}

type NameShape = 'latin' | 'mixed' | 'caps' | 'capital';

function nameShapeOf(token: Token, text: string): NameShape | null {
  if (/^[\d.,]+$/u.test(token.raw)) return null;
  if (/\p{Script=Latin}/u.test(token.raw)) return 'latin';
  if (/\d/u.test(token.raw)) return 'mixed';
  if (/^[А-ЯЁ]{2,}$/u.test(token.raw)) return 'caps';
  if (/^[А-ЯЁ]/u.test(token.raw) && !isSentenceStart(text, token.start)) return 'capital';
  return null;
}

function followsCompanyMarker(tokens: readonly Token[], i: number): boolean {
  return tokens.slice(Math.max(0, i - 2), i).some((t) => COMPANY_MARKERS.has(t.key));
}

/** True when token i alone, or joined with up to two following tokens, is a key the sources hold. */
function groundedRun(tokens: readonly Token[], i: number, index: SourceIndex): number {
  let joined = '';
  for (let len = 0; len < 3 && i + len < tokens.length; len += 1) {
    joined += tokens[i + len]?.key ?? '';
    if (index.keys.has(joined)) return len + 1;
  }
  return 0;
}

interface Checker {
  index: SourceIndex;
  violations: GroundingViolation[];
  allowLinks: boolean;
  vocabulary: readonly string[];
}

function report(checker: Checker, kind: ViolationKind, value: string, where: string): void {
  const v = value.trim();
  if (!checker.violations.some((x) => x.kind === kind && x.value === v && x.where === where)) {
    checker.violations.push({ kind, value: v, where });
  }
}

function checkLinks(checker: Checker, text: string, where: string): { start: number; end: number }[] {
  const links = findLinks(text);
  for (const link of links) {
    const isSkillName = checker.index.keys.has(keysOf(link.value).join(''));
    if (isSkillName) continue;
    if (!checker.allowLinks || !checker.index.links.has(normalizeLink(link.value))) report(checker, 'link', link.value, where);
  }
  return links;
}

function checkDates(checker: Checker, text: string, where: string): { start: number; end: number }[] {
  const { index } = checker;
  const dates = findDates(text);
  for (const d of dates) {
    const known = d.kind === 'year-month' ? index.yearMonths : d.kind === 'year' ? index.years : index.months;
    if (!known.has(d.value)) report(checker, 'date', text.slice(d.start, d.end), where);
  }
  return dates;
}

function checkNumbers(checker: Checker, text: string, where: string): void {
  for (const m of text.matchAll(NUMBER_RE)) {
    if (!checker.index.numbers.has(canonicalNumber(m[0]))) report(checker, 'number', m[0], where);
  }
}

function checkQuotes(checker: Checker, text: string, where: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const m of text.matchAll(QUOTE_RE)) {
    const inner = m[1] ?? m[2] ?? m[3] ?? m[4] ?? '';
    spans.push({ start: m.index, end: m.index + m[0].length });
    const tokens = tokenize(inner);
    const whole = checker.index.keys.has(tokens.map((t) => t.key).join(''));
    const eachWord = tokens.every((t) => checker.index.keys.has(t.key));
    if (!whole && !eachWord) report(checker, 'employer', inner, where);
  }
  return spans;
}

/**
 * «Р.» in «ИП Габдрахманов Р. Р.»: a capital letter with a dot is a person's initial, grounded when a word of the
 * sources begins with it (the answers say the name in full: «рустам ринатович»).
 */
function isGroundedInitial(raw: string, next: string, index: SourceIndex): boolean {
  if (!/^[А-ЯЁA-Z]$/u.test(raw) || next !== '.') return false;
  const letter = raw.toLowerCase();
  for (const k of index.keys) if (k.startsWith(letter)) return true;
  return false;
}

function checkNames(checker: Checker, text: string, where: string): void {
  const tokens = tokenize(text);
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    const shape = nameShapeOf(token, text);
    if (shape === null || GENERIC_WORDS.has(token.key) || isGroundedInitial(token.raw, text.charAt(token.end), checker.index)) {
      i += 1;
      continue;
    }
    const run = groundedRun(tokens, i, checker.index);
    if (run > 0) {
      i += run;
      continue;
    }
    const kind: ViolationKind = shape === 'capital' || followsCompanyMarker(tokens, i) ? 'employer' : 'skill';
    report(checker, kind, token.raw, where);
    i += 1;
  }
}

function checkVocabulary(checker: Checker, text: string, where: string): void {
  const keys = keysOf(text);
  for (const skill of checker.vocabulary) {
    if (containsSkill(keys, skill) && !mentionsSkill(checker.index, skill)) report(checker, 'skill', skill, where);
  }
}

/** Runs every check over one free text of the output. */
function checkText(checker: Checker, text: string | null, where: string): void {
  if (text === null || text.trim() === '') return;
  const links = checkLinks(checker, text, where);
  const withoutLinks = blank(text, links);
  const dates = checkDates(checker, withoutLinks, where);
  const withoutDates = blank(withoutLinks, dates);
  checkNumbers(checker, withoutDates, where);
  const quotes = checkQuotes(checker, withoutDates, where);
  checkNames(checker, blank(withoutDates, quotes), where);
  checkVocabulary(checker, withoutDates, where);
}

function checkCompany(checker: Checker, company: string | null, where: string): void {
  if (company === null) return;
  const initials = [...company.matchAll(/(?<![\p{L}])([А-ЯЁA-Z])\./gu)]
    .filter((m) => isGroundedInitial(m[1]!, '.', checker.index))
    .map((m) => m[1]!.toLowerCase());
  const keys = keysOf(company.replace(/[«»"“”„]/gu, ' ')).filter((k) => !GENERIC_WORDS.has(k) && !initials.includes(k));
  const joined = keys.join('');
  if (keys.length > 0 && !checker.index.keys.has(joined) && !keys.every((k) => checker.index.keys.has(k))) {
    report(checker, 'employer', company, where);
  }
}

function checkMonth(checker: Checker, value: string | null, where: string): void {
  if (value !== null && !checker.index.yearMonths.has(value)) report(checker, 'date', value, where);
}

function finish(checker: Checker): GroundingReport {
  return { ok: checker.violations.length === 0, violations: checker.violations };
}

/**
 * Checks that every fact of a resume draft comes from the seeker's hh resume, the answers or the position:
 * each skill_set item must be mentioned there, each company must be one of the resume's (or named in an answer),
 * each start/end month must occur there, and the texts (title, about-me, positions, descriptions, the achievements
 * under no job) must pass the free-text checks. A skill the seeker negated in an answer («с Kubernetes не работал»)
 * does not ground a skill_set item. Links are allowed only when the sources hold them. Never throws.
 */
export function checkResumeGrounding(draft: ResumeDraft, sources: ResumeGroundingSources): GroundingReport {
  const index = emptyIndex();
  addResume(index, sources.resume);
  addPosition(index, sources.position);
  for (const answer of sources.answers) addAnswer(index, answer.text);
  if (sources.profile !== undefined) addProfile(index, sources.profile);
  const checker: Checker = { index, violations: [], allowLinks: true, vocabulary: sources.skill_vocabulary ?? [] };
  checkText(checker, draft.title, 'title');
  const vocabulary = [...draft.skill_set, ...(sources.skill_vocabulary ?? [])];
  draft.skill_set.forEach((skill, i) => {
    if (!affirmsSkill(index, skill, vocabulary)) report(checker, 'skill', skill, `skill_set[${i}]`);
  });
  checkText(checker, draft.skills, 'skills');
  draft.experience.forEach((job, i) => {
    checkCompany(checker, job.company, `experience[${i}].company`);
    checkText(checker, job.position, `experience[${i}].position`);
    checkMonth(checker, job.start, `experience[${i}].start`);
    checkMonth(checker, job.end, `experience[${i}].end`);
    checkText(checker, job.description, `experience[${i}].description`);
  });
  (draft.unplaced ?? []).forEach((line, i) => checkText(checker, line, `unplaced[${i}]`));
  if (sources.profile !== undefined) {
    for (const v of checkResumeAttribution(draft, sources.profile, sources.resume)) report(checker, v.kind, v.fact, v.where);
  }
  return finish(checker);
}

/**
 * Checks that a cover letter states only facts from the resume draft (plus the hh resume and answers when given)
 * and names only the vacancy's own name, employer, area and key skills besides. Any link, e-mail or @handle is a
 * violation. Never throws.
 */
export function checkLetterGrounding(letter: string, sources: LetterGroundingSources): GroundingReport {
  const index = emptyIndex();
  addDraft(index, sources.resume_draft);
  addVacancy(index, sources.vacancy);
  if (sources.resume !== undefined) addResume(index, sources.resume);
  if (sources.position !== undefined) addPosition(index, sources.position);
  for (const answer of sources.answers ?? []) addAnswer(index, answer.text);
  const checker: Checker = { index, violations: [], allowLinks: false, vocabulary: sources.skill_vocabulary ?? [] };
  checkText(checker, letter, 'letter');
  return finish(checker);
}
