import type { VacancyCandidate } from '../../../domain/vacancy';

/**
 * A vacancy as matching hands it to the assistant, for tests and the bench: `fields` over a plain vacancy in Москва
 * with no salary, text or links, found by search, neither remote, with a test nor archived.
 */
export function candidateVacancy(fields: Pick<VacancyCandidate, 'id' | 'name'> & Partial<VacancyCandidate>): VacancyCandidate {
  return {
    employer: null,
    area: { id: '1', name: 'Москва' },
    salary: null,
    key_skills: [],
    text: '',
    remote: false,
    has_test: false,
    archived: false,
    alternate_url: '',
    apply_alternate_url: '',
    published_at: null,
    sources: ['search'],
    ...fields,
  };
}
