/**
 * «Проверьте»: which facts of a written resume the seeker should confirm before it is published, judged by where
 * each fact came from (its sources), never by its words. Pure functions.
 * - An employer that only the answers name (no hh resume source, not an employer of the seeker's hh resume).
 * - An achievement that could belong to another job: the answer it came from names more than one of the resume's
 *   employers (another job's employer has a source in that answer, or its name's words are in it), or the question
 *   it answers was about another job of the hh resume, or it names no employer while the seeker holds two jobs now.
 * - A month worked out rather than stated: the answer's words hold no such year (a duration such as «три года»), or
 *   hold the year and no month.
 * - A job without a start month (hh needs one).
 * - A job without a position: the answers name and date it but do not say what the seeker did there (hh needs one;
 *   only a correction or removing the job resolves it).
 * - A job without an employer's name: the answers describe it («третий год работаю кладовщиком») but do not say
 *   where (hh needs a name; a confirmation cannot resolve it, only a correction or removing the job).
 * - A job the answers neither end nor call current (no word of the answers, and no hh field, says it goes on): it is
 *   shown as held until now, which the seeker confirms or corrects with the month it ended.
 * - An achievement under no job (the draft's `unplaced`): always, until the seeker moves it under a job or leaves it
 *   out (both take it off `unplaced`); a confirmation cannot resolve it.
 * A fact the seeker confirmed or set (a source of kind 'seeker' on that field, with that value) is never flagged.
 */
import type { ResumeFactSource, ReviewFlag } from '@otklik/contracts';
import { createHash } from 'node:crypto';
import type { Answer, Question, ResumeDraft, ResumeFacts } from '../../domain/position';
import { containsSkill, foldCase, keysOf, skillKey } from '../../lib/text';

/** What the flags are judged against: the seeker's hh resume, the questions asked and the answers given. */
export interface ReviewContext {
  hh: Pick<ResumeFacts, 'experience'>;
  questions: readonly Pick<Question, 'id' | 'experience_index'>[];
  answers: readonly Answer[];
}

/** The end of a job held now, as a source's fact says it. */
export const UNTIL_NOW = 'по настоящее время';

/** Month words of Russian in their stems, January first (январь, января, январе…; «ма[йяе]» is May, not March). */
const MONTH_STEMS = ['январ', 'феврал', 'март', 'апрел', 'ма[йяе]', 'июн', 'июл', 'август', 'сентябр', 'октябр', 'ноябр', 'декабр'];
const MONTH_WORD_RE = new RegExp(MONTH_STEMS.map((stem) => `(${stem})`).join('|'), 'gu');
/** Numeric months of a year: 03.2021, 3/2021 (group 1) or 2021-03 (group 2). */
const NUMERIC_MONTH = (year: string): RegExp => new RegExp(`(?:\\b(0?[1-9]|1[0-2])[./]${year}|${year}[-./](0[1-9]|1[0-2])\\b)`, 'gu');

/** The lines of a job's description as achievements: the bullet mark and spaces taken off, empty lines left out. */
export function bulletsOf(description: string | null): string[] {
  if (description === null) return [];
  return description
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[—–\-•*]\s*)?/u, '').trim())
    .filter((line) => line !== '');
}

/** A job's description from its achievements, one «— » line each (the form the assistant writes). */
export function descriptionOf(bullets: readonly string[]): string | null {
  return bullets.length === 0 ? null : bullets.map((b) => `— ${b}`).join('\n');
}

/** The comparison key of an employer's name: its word keys, so «Пятёрочка» and «Пятёрочке» are one employer. */
export function employerKey(name: string | null): string {
  return name === null ? '' : skillKey(name);
}

const bulletKey = (text: string): string =>
  foldCase(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const shortHash = (text: string): string => createHash('sha256').update(bulletKey(text)).digest('hex').slice(0, 12);

/** True when the seeker confirmed or set `field` to this value themselves. */
export function confirmedBySeeker(sources: readonly ResumeFactSource[], field: string, fact: string): boolean {
  return sources.some((s) => s.kind === 'seeker' && s.field === field && bulletKey(s.fact) === bulletKey(fact));
}

/** True when a month of `side` is stated in the quote: its year with a month word or a numeric month. */
function monthStated(quote: string, month: string): 'month' | 'year' | 'none' {
  const year = month.slice(0, 4);
  const text = foldCase(quote);
  if (!text.includes(year)) return 'none';
  // The month must be this one: «С марта 2023 года» states March, not the February before it that ends an earlier job.
  const said = [
    ...[...text.matchAll(MONTH_WORD_RE)].map((m) => m.slice(1).findIndex((g) => g !== undefined) + 1),
    ...[...text.matchAll(NUMERIC_MONTH(year))].map((m) => Number(m[1] ?? m[2])),
  ];
  if (said.length === 0) return 'year';
  return said.includes(Number(month.slice(5, 7))) ? 'month' : 'none';
}

/**
 * The id of the flag on the achievement under no job at `index` of `unplaced`: by its words, so it stays while the
 * achievement is there whatever else is placed or left out; a second bullet of the same words gets its index too.
 */
export function unplacedFlagId(unplaced: readonly string[], index: number): string {
  const text = unplaced[index] ?? '';
  const first = unplaced.findIndex((line) => bulletKey(line) === bulletKey(text));
  return `unplaced_achievement:${shortHash(text)}${first === index ? '' : `:${index}`}`;
}

/**
 * The draft's «Проверьте» flags, in the order of the resume (job by job: employer, dates, achievements), then the
 * achievements under no job.
 */
export function findReviewFlags(draft: ResumeDraft, context: ReviewContext): ReviewFlag[] {
  const sources = draft.sources ?? [];
  const at = (field: string) => sources.filter((s) => s.field === field);
  const hhEmployers = new Set(context.hh.experience.map((job) => employerKey(job.company)).filter((k) => k !== ''));
  const employerKeys = draft.experience.map((job) => employerKey(job.company));
  const answerText = new Map(context.answers.map((a) => [a.question_id, a.text]));
  const questionJob = new Map(context.questions.map((q) => [q.id, q.experience_index]));
  const flags: ReviewFlag[] = [];

  draft.experience.forEach((job, i) => {
    const key = employerKeys[i] ?? '';
    const company = job.company ?? '';
    const companySources = at(`experience[${i}].company`);
    if (
      company !== '' &&
      !hhEmployers.has(key) &&
      !companySources.some((s) => s.kind === 'hh_resume') &&
      !confirmedBySeeker(sources, `experience[${i}].company`, company)
    ) {
      flags.push({ id: `new_employer:${key}`, kind: 'new_employer', job: i, bullet: null, field: null, fact: company, other_jobs: [] });
    }

    if (job.position.trim() === '') {
      flags.push({ id: `missing_role:${i}:${key}`, kind: 'missing_role', job: i, bullet: null, field: null, fact: company, other_jobs: [] });
    }

    if (company.trim() === '') {
      flags.push({
        id: `missing_employer:${i}:${employerKey(job.position)}`,
        kind: 'missing_employer',
        job: i,
        bullet: null,
        field: null,
        fact: job.position,
        other_jobs: [],
      });
    }

    if (job.start === null) {
      if (!sources.some((s) => s.kind === 'seeker' && s.field === `experience[${i}].start`)) {
        flags.push({ id: `missing_date:${key}`, kind: 'missing_date', job: i, bullet: null, field: 'start', fact: company, other_jobs: [] });
      }
    }
    if (
      job.end === null &&
      !hhEmployers.has(key) &&
      !companySources.some((s) => s.kind === 'hh_resume') &&
      at(`experience[${i}].end`).length === 0 &&
      !confirmedBySeeker(sources, `experience[${i}].end`, UNTIL_NOW)
    ) {
      flags.push({ id: `unknown_end:${i}:${key}`, kind: 'unknown_end', job: i, bullet: null, field: 'end', fact: UNTIL_NOW, other_jobs: [] });
    }
    for (const side of ['start', 'end'] as const) {
      const month = job[side];
      if (month === null) continue;
      const field = `experience[${i}].${side}`;
      const own = at(field);
      if (own.some((s) => s.kind === 'hh_resume') || confirmedBySeeker(sources, field, month)) continue;
      const quotes = own.filter((s) => s.kind === 'answer').map((s) => s.quote ?? '');
      const stated = quotes.some((q) => monthStated(q, month) === 'month');
      if (!stated)
        flags.push({ id: `computed_date:${key}:${side}:${month}`, kind: 'computed_date', job: i, bullet: null, field: side, fact: month, other_jobs: [] });
    }

    bulletsOf(job.description).forEach((bullet, b) => {
      const field = `experience[${i}].description`;
      if (confirmedBySeeker(sources, field, bullet)) return;
      const from = at(field).filter((s) => s.kind === 'answer' && s.question_id !== null && bulletKey(s.fact).includes(bulletKey(bullet).slice(0, 40)));
      const others = new Set<number>();
      for (const source of from) {
        const answer = answerText.get(source.question_id!) ?? '';
        const words = keysOf(answer);
        employerKeys.forEach((other, j) => {
          if (j === i || other === '' || other === key) return;
          const namedHere = at(`experience[${j}].company`).some((s) => s.kind === 'answer' && s.question_id === source.question_id);
          if (namedHere || containsSkill(words, draft.experience[j]!.company ?? '')) others.add(j);
        });
        const asked = questionJob.get(source.question_id!);
        const askedCompany = asked === undefined ? null : (context.hh.experience[asked]?.company ?? null);
        const askedKey = employerKey(askedCompany);
        if (askedKey !== '' && askedKey !== key) {
          const j = employerKeys.findIndex((k, n) => n !== i && k === askedKey);
          if (j >= 0) others.add(j);
        }
      }
      // Two jobs held at once («в штате … и параллельно самозанятый»): a result from an answer that names neither
      // could be from either, so the seeker says which.
      if (others.size === 0 && job.end === null && from.length > 0) {
        const namesAny = from.some((source) =>
          draft.experience.some(
            (other, j) =>
              at(`experience[${j}].company`).some((s) => s.kind === 'answer' && s.question_id === source.question_id) ||
              (other.company !== null && containsSkill(keysOf(answerText.get(source.question_id!) ?? ''), other.company)),
          ),
        );
        if (!namesAny) draft.experience.forEach((other, j) => j !== i && other.end === null && others.add(j));
      }
      if (others.size > 0) {
        flags.push({
          id: `ambiguous_achievement:${key}:${shortHash(bullet)}`,
          kind: 'ambiguous_achievement',
          job: i,
          bullet: b,
          field: null,
          fact: bullet,
          other_jobs: [...others].sort((x, y) => x - y),
        });
      }
    });
  });
  (draft.unplaced ?? []).forEach((line, u, unplaced) => {
    flags.push({
      id: unplacedFlagId(unplaced, u),
      kind: 'unplaced_achievement',
      job: null,
      bullet: u,
      field: null,
      fact: line,
      other_jobs: draft.experience.map((_, j) => j),
    });
  });
  return flags;
}
