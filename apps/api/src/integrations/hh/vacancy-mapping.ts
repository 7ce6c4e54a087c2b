/**
 * hh vacancies as matching needs them: GET /vacancies and /resumes/{id}/similar_vacancies items,
 * GET /vacancies/favorited items and the full GET /vacancies/{id} become VacancyCandidate.
 */
import type { HhVacancy, HhVacancySearchItem, HhVacancyShort } from './hh-types';
import type { VacancyCandidate, VacancySource } from '../../domain/vacancy';
import { stripHtml } from '../../domain/text';

/** hh's `relations` that mean the seeker already responded to the vacancy. */
const APPLIED_RELATIONS = new Set(['got_response', 'got_invitation', 'got_rejection']);

/** True when hh says the seeker already applied to this vacancy (relations got_response, got_invitation, got_rejection). */
export function isAppliedOnHh(vacancy: Pick<HhVacancyShort, 'relations'> | { relations?: string[] | undefined }): boolean {
  return (vacancy.relations ?? []).some((relation) => APPLIED_RELATIONS.has(relation));
}

type AnyHhVacancy = HhVacancyShort | HhVacancySearchItem | HhVacancy;

/** What hh tells about remote work: deprecated `schedule` remote, or `work_format` REMOTE (search items and full vacancies). */
type Classification = Pick<HhVacancySearchItem, 'schedule' | 'work_format'>;

function isRemote(vacancy: Classification): boolean {
  return vacancy.schedule?.id === 'remote' || (vacancy.work_format ?? []).some((format) => format.id === 'REMOTE');
}

function salaryOf(vacancy: AnyHhVacancy): VacancyCandidate['salary'] {
  const range = vacancy.salary_range;
  if (range && range.mode.id === 'MONTH' && (range.from !== null || range.to !== null)) {
    return { from: range.from, to: range.to, currency: range.currency, gross: range.gross };
  }
  const salary = vacancy.salary;
  if (!salary || (salary.from === null && salary.to === null)) return null;
  return { from: salary.from, to: salary.to, currency: salary.currency, gross: salary.gross ?? null };
}

function baseCandidate(vacancy: AnyHhVacancy, source: VacancySource): VacancyCandidate {
  return {
    id: vacancy.id,
    name: vacancy.name,
    // hh gives no id for a hidden employer (an anonymous vacancy): its name is a stand-in, not an employer, so two
    // such vacancies are never taken for one job nor greeted by that name.
    employer: vacancy.employer.id ? { id: vacancy.employer.id, name: vacancy.employer.name } : null,
    area: { id: vacancy.area.id, name: vacancy.area.name },
    salary: salaryOf(vacancy),
    key_skills: [],
    text: '',
    remote: false,
    has_test: vacancy.has_test,
    archived: vacancy.archived ?? false,
    alternate_url: vacancy.alternate_url,
    apply_alternate_url: vacancy.apply_alternate_url,
    published_at: vacancy.published_at,
    sources: [source],
  };
}

/** A GET /vacancies (or similar_vacancies) item: the snippet is its text; no key_skills. */
export function fromSearchItem(item: HhVacancySearchItem, source: VacancySource): VacancyCandidate {
  const text = stripHtml([item.snippet.requirement, item.snippet.responsibility].filter(Boolean).join(' '));
  return { ...baseCandidate(item, source), text, remote: isRemote(item) };
}

/** A GET /vacancies/favorited item: the short form, with neither text nor key skills. */
export function fromShortVacancy(item: HhVacancyShort, source: VacancySource): VacancyCandidate {
  return baseCandidate(item, source);
}

/** A full GET /vacancies/{id}: key_skills and the description as plain text. */
export function fromFullVacancy(vacancy: HhVacancy, source: VacancySource): VacancyCandidate {
  return {
    ...baseCandidate(vacancy, source),
    key_skills: vacancy.key_skills.map((skill) => skill.name),
    text: stripHtml(vacancy.description),
    remote: isRemote(vacancy),
  };
}
