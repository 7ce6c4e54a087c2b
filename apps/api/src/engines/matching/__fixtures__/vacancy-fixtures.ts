/**
 * Test fixtures: the real hh vacancies of real-vacancies.jsonl mapped into VacancyCandidate the way the hh
 * integration maps GET /vacancies items (text from the description or snippet with HTML stripped; remote from
 * schedule `remote`). Test-only code.
 */
import { readFileSync } from 'node:fs';
import type { VacancyCandidate, VacancySource } from '../../../domain/vacancy';
import { stripHtml } from '../../../domain/text';

/** One line of real-vacancies.jsonl. */
export interface RawHhVacancy {
  id: string;
  name: string;
  area: { id: string | null; name: string } | null;
  salary: { from: number | null; to: number | null; currency: string | null; gross: boolean | null } | null;
  employer: { id?: string; name: string } | null;
  snippet: { requirement: string | null; responsibility: string | null } | null;
  description: string | null;
  key_skills: { name: string }[] | null;
  schedule: { id: string; name: string } | null;
  published_at: string | null;
  alternate_url: string;
}

/** Maps one raw hh vacancy into a candidate from the given sources (not archived, no test unless a test says so). */
export function toCandidate(raw: RawHhVacancy, sources: VacancySource[] = ['search']): VacancyCandidate {
  const snippet = [raw.snippet?.requirement, raw.snippet?.responsibility].filter(Boolean).join(' ');
  return {
    id: raw.id,
    name: raw.name,
    employer: raw.employer === null ? null : { id: raw.employer.id ?? null, name: raw.employer.name },
    area: raw.area,
    salary: raw.salary,
    key_skills: (raw.key_skills ?? []).map((s) => s.name),
    text: stripHtml(raw.description ?? snippet),
    remote: raw.schedule?.id === 'remote',
    has_test: false,
    archived: false,
    alternate_url: raw.alternate_url,
    apply_alternate_url: `https://hh.ru/applicant/vacancy_response?vacancyId=${raw.id}`,
    published_at: raw.published_at,
    sources,
  };
}

/** The raw lines of real-vacancies.jsonl. */
export function loadRawVacancies(): RawHhVacancy[] {
  const text = readFileSync(new URL('./real-vacancies.jsonl', import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RawHhVacancy);
}

/** Every fixture vacancy as a search candidate, keyed by hh id. */
export function loadCandidates(): Map<string, VacancyCandidate> {
  return new Map(loadRawVacancies().map((raw) => [raw.id, toCandidate(raw)]));
}

/** One fixture vacancy by hh id; throws when the id is not in the fixture. */
export function candidateById(id: string, patch: Partial<VacancyCandidate> = {}): VacancyCandidate {
  const found = loadCandidates().get(id);
  if (found === undefined) throw new Error(`vacancy ${id} is not in real-vacancies.jsonl`);
  return { ...found, ...patch };
}

/**
 * A made-up candidate for rule tests: `fields` over a vacancy in Москва by an employer of its own id, no salary, skills
 * or text, found by search, with hh's links for its id, neither remote, with a test nor archived.
 */
export function madeUpCandidate(fields: Pick<VacancyCandidate, 'id' | 'name'> & Partial<VacancyCandidate>): VacancyCandidate {
  return {
    employer: { id: `e${fields.id}`, name: `Работодатель ${fields.id}` },
    area: { id: '1', name: 'Москва' },
    salary: null,
    key_skills: [],
    text: '',
    remote: false,
    has_test: false,
    archived: false,
    alternate_url: `https://hh.ru/vacancy/${fields.id}`,
    apply_alternate_url: `https://hh.ru/applicant/vacancy_response?vacancyId=${fields.id}`,
    published_at: null,
    sources: ['search'],
    ...fields,
  };
}
