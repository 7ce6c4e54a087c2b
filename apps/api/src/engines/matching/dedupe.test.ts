import { describe, expect, it } from 'vitest';
import type { PositionInput, ResumeFacts } from '../../domain/position';
import type { MatchResult, VacancyCandidate } from '../../domain/vacancy';
import { candidateById, loadCandidates, madeUpCandidate } from './__fixtures__/vacancy-fixtures';
import { collapseDuplicates, employerKey, normalizeTitle, postingKeys } from './dedupe';
import { rankVacancies, screenVacancies, type RankVacanciesInput } from './matching';

const RATES = { RUR: 1, USD: 0.0125 };
const NOW = new Date('2025-11-16T09:00:00Z');
const MOSCOW_PLACES = new Set(['москв', 'казан']);

/** A search candidate with only what the duplicate rules read. */
const vacancy = (id: string, name: string, employer: VacancyCandidate['employer'], patch: Partial<VacancyCandidate> = {}): VacancyCandidate =>
  madeUpCandidate({ id, name, employer, ...patch });

function match(v: VacancyCandidate, score: number, place: { area_ok?: boolean; remote_ok?: boolean } = {}): MatchResult {
  return {
    vacancy: v,
    score,
    reasons: {
      matched_skills: [],
      missing_skills: [],
      salary: { expected: 100_000, currency: 'RUR', offered_from: null, offered_to: null, verdict: 'unknown' },
      area_ok: place.area_ok ?? true,
      remote_ok: place.remote_ok ?? false,
      title_relevance: 1,
    },
  };
}

describe('normalizeTitle', () => {
  it('ignores case, punctuation, word order and bracketed level or place words', () => {
    const key = normalizeTitle('Python-разработчик', MOSCOW_PLACES);
    expect(normalizeTitle('РАЗРАБОТЧИК PYTHON', MOSCOW_PLACES)).toBe(key);
    expect(normalizeTitle('Python разработчик (Middle)', MOSCOW_PLACES)).toBe(key);
    expect(normalizeTitle('Python-разработчик (Москва)', MOSCOW_PLACES)).toBe(key);
    expect(normalizeTitle('Python-разработчик [удалённо]', MOSCOW_PLACES)).toBe(key);
    expect(normalizeTitle('Python-разработчик — Казань', MOSCOW_PLACES)).toBe(key);
  });

  it('keeps bracketed words that name another job, and level words outside brackets', () => {
    expect(normalizeTitle('Программист 1С (ЗУП)')).not.toBe(normalizeTitle('Программист 1С (ERP)'));
    expect(normalizeTitle('Senior Python-разработчик')).not.toBe(normalizeTitle('Python-разработчик'));
    expect(normalizeTitle('Python-разработчик (Новосибирск)')).not.toBe(normalizeTitle('Python-разработчик'));
  });
});

describe('employerKey', () => {
  it('uses hh’s employer id, else the name without legal form and quotes', () => {
    expect(employerKey({ id: '42', name: 'Ромашка' })).toBe('id:42');
    expect(employerKey({ id: null, name: 'ООО «Ромашка»' })).toBe(employerKey({ id: null, name: 'Ромашка' }));
    expect(employerKey({ id: null, name: 'Ромашка' })).not.toBe(employerKey({ id: null, name: 'Василёк' }));
    expect(employerKey(null)).toBeNull();
  });

  it('joins a copy published without an employer id to the copy with one', () => {
    const keys = postingKeys([vacancy('1', 'Бухгалтер', { id: '42', name: 'ООО Ромашка' }), vacancy('2', 'Бухгалтер', { id: null, name: 'Ромашка' })]);
    expect(keys.get('1')).toBe(keys.get('2'));
  });
});

describe('collapseDuplicates', () => {
  const romashka = { id: '42', name: 'Ромашка' };

  it('keeps the copy in the seeker’s city over a better-scored copy elsewhere', () => {
    const moscow = match(vacancy('m', 'Бухгалтер (Москва)', romashka), 0.5);
    const kazan = match(vacancy('k', 'Бухгалтер (Казань)', romashka, { area: { id: '88', name: 'Казань' } }), 0.9, { area_ok: false });
    const { kept, duplicates } = collapseDuplicates([kazan, moscow]);
    expect(kept.map((m) => m.vacancy.id)).toEqual(['m']);
    expect(duplicates).toEqual([{ vacancy_id: 'k', copy_of: 'm' }]);
  });

  it('then the higher score, then the copy that shows a salary', () => {
    const low = match(vacancy('a', 'Бухгалтер', romashka), 0.6);
    const high = match(vacancy('b', 'Бухгалтер', romashka), 0.7);
    expect(collapseDuplicates([low, high]).kept.map((m) => m.vacancy.id)).toEqual(['b']);
    const bare = match(vacancy('c', 'Бухгалтер', romashka), 0.7);
    const paid = match(vacancy('d', 'Бухгалтер', romashka, { salary: { from: 90_000, to: null, currency: 'RUR', gross: false } }), 0.7);
    expect(collapseDuplicates([bare, paid]).kept.map((m) => m.vacancy.id)).toEqual(['d']);
  });

  it('never merges different employers, different jobs, or vacancies of an anonymous employer', () => {
    const list = [
      match(vacancy('1', 'Бухгалтер', romashka), 0.7),
      match(vacancy('2', 'Бухгалтер', { id: '43', name: 'Василёк' }), 0.7),
      match(vacancy('3', 'Главный бухгалтер', romashka), 0.7),
      match(vacancy('4', 'Бухгалтер', null), 0.7),
      match(vacancy('5', 'Бухгалтер', null), 0.7),
    ];
    expect(collapseDuplicates(list).kept).toHaveLength(5);
  });
});

describe('screening real reposts (hh vacancies from several cities)', () => {
  const analyst: PositionInput = {
    title: 'Аналитик 1С',
    areas: [
      { id: '1', name: 'Москва' },
      { id: '88', name: 'Казань' },
      { id: '26', name: 'Воронеж' },
      { id: '66', name: 'Нижний Новгород' },
      { id: '99', name: 'Уфа' },
      { id: '78', name: 'Самара' },
      { id: '3', name: 'Екатеринбург' },
      { id: '4', name: 'Новосибирск' },
      { id: '2', name: 'Санкт-Петербург' },
      { id: '76', name: 'Ростов-на-Дону' },
    ],
    remote: false,
    salary: { amount: 100_000, currency: 'RUR' },
    letter_styles: ['neutral'],
    use_favorites: false,
  };
  const resume: ResumeFacts = {
    title: 'Аналитик 1С',
    area: 'Воронеж',
    skills: ['1С: Предприятие', 'BPMN', 'Консультирование'],
    about: null,
    experience: [],
    total_experience_months: 36,
    salary: null,
  };
  const input = (patch: Partial<RankVacanciesInput> = {}): RankVacanciesInput => ({
    candidates: [...loadCandidates().values()],
    position: analyst,
    resume_draft: null,
    resume,
    exclude: { applied_vacancy_ids: [] },
    rates: RATES,
    now: NOW,
    ...patch,
  });
  const IMPLEX = ['82900844', '82900846', '103027606', '103028887', '103028968', '103029021'];

  it('proposes one of Имплекс Проекты’ six «Консультант-аналитик 1С» postings, and only distinct jobs', () => {
    const ranked = rankVacancies(input());
    expect(ranked.filter((m) => IMPLEX.includes(m.vacancy.id))).toHaveLength(1);
    const jobs = ranked.map((m) => `${m.vacancy.employer?.name}|${m.vacancy.name.toLowerCase()}`);
    expect(new Set(jobs).size).toBe(jobs.length);
    const { excluded } = screenVacancies(input());
    const sibagro = ['107280824', '107280829'];
    expect(excluded.filter((e) => sibagro.includes(e.vacancy_id) && e.reason === 'duplicate')).toHaveLength(1);
    expect(excluded.filter((e) => IMPLEX.includes(e.vacancy_id) && e.reason === 'duplicate')).toHaveLength(5);
  });

  it('keeps the copy in the seeker’s only city', () => {
    const ufaOnly = { ...analyst, areas: [{ id: '99', name: 'Уфа' }], remote: false };
    const candidates = IMPLEX.map((id) => candidateById(id));
    const { qualified } = screenVacancies(input({ candidates, position: ufaOnly }));
    expect(qualified.map((m) => m.vacancy.id)).toEqual(['82900844']);
  });

  it('leaves out a repost of a job the seeker already applied to', () => {
    const { qualified, excluded } = screenVacancies(input({ exclude: { applied_vacancy_ids: ['82900846'] } }));
    expect(qualified.some((m) => IMPLEX.includes(m.vacancy.id))).toBe(false);
    expect(excluded.filter((e) => IMPLEX.includes(e.vacancy_id)).every((e) => e.reason === 'applied')).toBe(true);
  });
});
