import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  hhAreaSuggestsSchema,
  hhAreasSchema,
  hhDictionariesSchema,
  hhFavoritedVacanciesSchema,
  hhMyResumesSchema,
  hhNegotiationSchema,
  hhNegotiationsListSchema,
  hhResumeConditionsSchema,
  hhResumeCreateRequestSchema,
  hhResumeSchema,
  hhResumeStatusSchema,
  hhResumesByStatusSchema,
  hhSuitableResumesSchema,
  hhVacanciesResponseSchema,
  hhVacancySchema,
} from './index';
import { hhExampleNames, readHhExample } from '../fixtures';

const schemaByExample: Record<string, z.ZodType> = {
  'create-resume.request.ResumesCreateResume.json': hhResumeCreateRequestSchema,
  'get-areas-suggests.SuggestsSuggestsAreas.json': hhAreaSuggestsSchema,
  'get-areas.AreasAreas.json': hhAreasSchema,
  'get-dictionaries.DictionariesDictionaries.json': hhDictionariesSchema,
  'get-favorite-vacancies.VacanciesVacanciesFavorited.json': hhFavoritedVacanciesSchema,
  'get-mine-resumes.ResumesMineResumes.json': hhMyResumesSchema,
  'get-negotiation-item.NegotiationsNegotiationItem.json': hhNegotiationSchema,
  'get-negotiations.NegotiationsListResponse.json': hhNegotiationsListSchema,
  'get-new-resume-conditions.ResumesResumeConditions.json': hhResumeConditionsSchema,
  'get-resume-status.ResumeStatusReadiness.json': hhResumeStatusSchema,
  'get-resume.ResumeResumeViewApplicant.json': hhResumeSchema,
  'get-resumes-by-status.ResumesByStatus.json': hhResumesByStatusSchema,
  'get-suitable-resumes.ResumesSuitableResumes.json': hhSuitableResumesSchema,
  'get-vacancies.VacanciesVacancies.json': hhVacanciesResponseSchema,
  'get-vacancy.VacanciesVacancyForApplicant.json': hhVacancySchema,
};

const readExample = readHhExample;

describe("hh's official examples", () => {
  it('has a schema for every example file', () => {
    const files = hhExampleNames();
    expect(files.length).toBeGreaterThanOrEqual(15);
    expect(files.filter((f) => !(f in schemaByExample))).toEqual([]);
  });

  it.each(Object.entries(schemaByExample))('%s parses with its schema', (file, schema) => {
    const result = schema.safeParse(readExample(file));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('keeps the fields hh sends that the schema does not name (permissive like hh)', () => {
    const list = hhVacanciesResponseSchema.parse(readExample('get-vacancies.VacanciesVacancies.json'));
    const item = list.items[0]!;
    expect(item.apply_alternate_url).toBe('https://hh.ru/applicant/vacancy_response?vacancyId=8331228');
    expect(item.salary_range?.mode.id).toBe('MONTH');
    expect(item).toHaveProperty('insider_interview');
    expect(item).toHaveProperty('address');
  });

  it('reads the currency rates relative to RUR', () => {
    const dictionaries = hhDictionariesSchema.parse(readExample('get-dictionaries.DictionariesDictionaries.json'));
    const rur = dictionaries.currency.find((c) => c.code === 'RUR');
    const usd = dictionaries.currency.find((c) => c.code === 'USD');
    expect(rur).toMatchObject({ rate: 1, default: true });
    expect(usd!.rate).toBeLessThan(1);
  });
});

/** Drops one key from a deep copy of an example, following a path of keys and array indices. */
function without(file: string, path: (string | number)[]): unknown {
  const body = readExample(file);
  let node = body as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  Reflect.deleteProperty(node, path.at(-1)!);
  return body;
}

describe('bodies missing a field the product relies on are rejected', () => {
  it.each([
    ['get-vacancies.VacanciesVacancies.json', ['items', 0, 'apply_alternate_url'], hhVacanciesResponseSchema],
    ['get-vacancies.VacanciesVacancies.json', ['items', 0, 'has_test'], hhVacanciesResponseSchema],
    ['get-vacancies.VacanciesVacancies.json', ['found'], hhVacanciesResponseSchema],
    ['get-vacancy.VacanciesVacancyForApplicant.json', ['key_skills'], hhVacancySchema],
    ['get-vacancy.VacanciesVacancyForApplicant.json', ['response_letter_required'], hhVacancySchema],
    ['get-favorite-vacancies.VacanciesVacanciesFavorited.json', ['items', 0, 'relations'], hhFavoritedVacanciesSchema],
    ['get-mine-resumes.ResumesMineResumes.json', ['items', 0, 'status'], hhMyResumesSchema],
    ['get-mine-resumes.ResumesMineResumes.json', ['items', 0, 'alternate_url'], hhMyResumesSchema],
    ['get-resume.ResumeResumeViewApplicant.json', ['next_publish_at'], hhResumeSchema],
    ['get-negotiations.NegotiationsListResponse.json', ['items', 0, 'state'], hhNegotiationsListSchema],
    ['get-negotiation-item.NegotiationsNegotiationItem.json', ['has_updates'], hhNegotiationSchema],
    ['get-areas.AreasAreas.json', [0, 'areas', 0, 'parent_id'], hhAreasSchema],
    ['get-areas-suggests.SuggestsSuggestsAreas.json', ['items', 0, 'id'], hhAreaSuggestsSchema],
    ['get-dictionaries.DictionariesDictionaries.json', ['currency'], hhDictionariesSchema],
    ['get-resume-status.ResumeStatusReadiness.json', ['progress'], hhResumeStatusSchema],
  ] as const)('%s without %j', (file, path, schema) => {
    expect(schema.safeParse(without(file, [...path])).success).toBe(false);
  });
});
