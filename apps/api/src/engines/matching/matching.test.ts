import { describe, expect, it } from 'vitest';
import type { PositionInput, ResumeFacts } from '../../domain/position';
import { candidateById, loadCandidates } from './__fixtures__/vacancy-fixtures';
import { compareSalary, mergeCandidates, rankVacancies, sameEmployer, screenVacancies, type RankVacanciesInput } from './matching';

/** hh /dictionaries rates: units per 1 ₽ (80 ₽ per $). */
const RATES = { RUR: 1, USD: 0.0125 };
const NOW = new Date('2025-11-16T09:00:00Z');

const position: PositionInput = {
  title: 'Python-разработчик',
  areas: [{ id: '1', name: 'Москва' }],
  remote: true,
  salary: { amount: 200_000, currency: 'RUR' },
  letter_styles: ['neutral'],
  use_favorites: true,
};

const resume: ResumeFacts = {
  title: 'Python-разработчик',
  area: 'Москва',
  skills: ['Python', 'Django', 'PostgreSQL', 'Docker', 'Git', 'SQL'],
  about: null,
  experience: [
    { company: 'ООО «Космос Про Медиа»', position: 'Python-разработчик', start: '2021-03', end: null, description: null },
    { company: 'Технопарк Плюс', position: 'Младший разработчик', start: '2019-07', end: '2021-02', description: null },
  ],
  total_experience_months: 56,
  salary: { amount: 200_000, currency: 'RUR' },
};

function inputWith(patch: Partial<RankVacanciesInput> = {}): RankVacanciesInput {
  return {
    candidates: [...loadCandidates().values()],
    position,
    resume_draft: null,
    resume,
    exclude: { applied_vacancy_ids: [] },
    rates: RATES,
    now: NOW,
    ...patch,
  };
}

function reasonsById(input: RankVacanciesInput): Map<string, string> {
  return new Map(screenVacancies(input).excluded.map((e) => [e.vacancy_id, e.reason]));
}

describe('screenVacancies: what is never proposed', () => {
  it('leaves out applied, archived, with-test, current-employer, out-of-area, underpaid and off-role vacancies', () => {
    const candidates = [...loadCandidates().values()].map((c) =>
      c.id === '127729458' ? { ...c, archived: true } : c.id === '127643982' ? { ...c, has_test: true } : c,
    );
    const excluded = reasonsById(
      inputWith({
        candidates,
        exclude: { applied_vacancy_ids: ['127475289'] },
      }),
    );
    expect(Object.fromEntries(excluded)).toMatchObject({
      '127475289': 'applied', // Domeo: already applied to
      '127729458': 'archived', // Фабрика Решений
      '127643982': 'has_test', // Affilyx
      '126792348': 'current_employer', // Космос Про Медиа: the resume's job without an end date
      '80736556': 'area', // Ростов-на-Дону, office only
      '127606660': 'salary', // NFCKEY: 40–50 thousand ₽ against 200 thousand
      '127649728': 'title', // Golang-разработчик
      '127530418': 'title', // Frontend-разработчик
      '126577238': 'salary', // Тестировщик ПО (also off-role)
    });
    const proposed = screenVacancies(inputWith({ candidates })).qualified.map((r) => r.vacancy.id);
    expect(proposed).not.toContain('126792348');
    expect(proposed).not.toContain('80736556');
  });

  it('recognises a current employer by hh employer id as well', () => {
    const aklion = candidateById('127219369');
    expect(aklion.employer?.id).toBeTruthy();
    const excluded = reasonsById(inputWith({ candidates: [aklion], exclude: { applied_vacancy_ids: [], current_employer_ids: [aklion.employer?.id ?? ''] } }));
    expect(excluded.get('127219369')).toBe('current_employer');
  });

  it('recognises a current employer by name through legal forms and quotes, and only the same company', () => {
    expect(sameEmployer('ООО «Космос Про Медиа»', 'Космос Про Медиа')).toBe(true);
    expect(sameEmployer('ВижнЛабс', 'ВижнЛабс (VisionLabs)')).toBe(true);
    expect(sameEmployer('Сбер', 'СберПраво')).toBe(false);
    expect(sameEmployer('Островок', 'Ostrovok.ru')).toBe(false);
  });

  it('lets remote vacancies from other cities in only when the position accepts remote work', () => {
    const spbRemote = candidateById('89996403'); // Python backend разработчик, Санкт-Петербург, remote
    const moscowOffice = candidateById('127009263'); // Middle Backend Разработчик (Python), Москва, office
    const remoteOn = screenVacancies(inputWith({ candidates: [spbRemote, moscowOffice] }));
    expect(remoteOn.qualified.map((r) => r.vacancy.id).sort()).toEqual(['127009263', '89996403']);
    expect(remoteOn.qualified.find((r) => r.vacancy.id === '89996403')?.reasons).toMatchObject({ area_ok: false, remote_ok: true });

    const remoteOff = screenVacancies(inputWith({ candidates: [spbRemote, moscowOffice], position: { ...position, remote: false } }));
    expect(remoteOff.qualified.map((r) => r.vacancy.id)).toEqual(['127009263']);
    expect(remoteOff.excluded).toEqual([{ vacancy_id: '89996403', reason: 'area' }]);
  });

  it('reads a salary with no top as open above, as hh’s salary filter does: «от 120 000» is not clearly below 200 000', () => {
    const base = candidateById('125145422');
    const openAbove = {
      ...base,
      id: 'o1',
      employer: { id: 'e1', name: 'Работодатель e1' },
      salary: { from: 120_000, to: null, currency: 'RUR', gross: false },
    };
    const capped = {
      ...base,
      id: 'o2',
      employer: { id: 'e2', name: 'Работодатель e2' },
      salary: { from: 120_000, to: 120_000, currency: 'RUR', gross: false },
    };
    const result = screenVacancies(inputWith({ candidates: [openAbove, capped] }));
    expect(result.qualified.map((r) => r.vacancy.id)).toEqual(['o1']);
    expect(result.excluded).toEqual([{ vacancy_id: 'o2', reason: 'salary' }]);
  });

  it('keeps a vacancy whose salary is unknown or only slightly below, and drops one clearly below', () => {
    const base = candidateById('125145422');
    // Three employers: copies of one employer's job would be collapsed into one (dedupe.ts).
    const employer = (id: string) => ({ id, name: `Работодатель ${id}` });
    const slightlyBelow = { ...base, id: 's1', employer: employer('e1'), salary: { from: null, to: 190_000, currency: 'RUR', gross: false } };
    const clearlyBelow = { ...base, id: 's2', employer: employer('e2'), salary: { from: 120_000, to: 150_000, currency: 'RUR', gross: false } };
    const unknown = { ...base, id: 's3', employer: employer('e3'), salary: null };
    const result = screenVacancies(inputWith({ candidates: [slightlyBelow, clearlyBelow, unknown] }));
    expect(result.qualified.map((r) => [r.vacancy.id, r.reasons.salary.verdict]).sort()).toEqual([
      ['s1', 'below'],
      ['s3', 'unknown'],
    ]);
    expect(result.excluded).toEqual([{ vacancy_id: 's2', reason: 'salary' }]);
  });

  it('proposes a favourite even when its title says little, but still applies the hard rules to it', () => {
    const golang = candidateById('127649728', { sources: ['favorites'] });
    const nfckey = candidateById('127606660', { sources: ['favorites'] });
    const result = screenVacancies(inputWith({ candidates: [golang, nfckey] }));
    expect(result.qualified.map((r) => r.vacancy.id)).toEqual(['127649728']);
    expect(result.excluded).toEqual([{ vacancy_id: '127606660', reason: 'salary' }]);
  });
});

describe('rankVacancies: 3 to 5 proposals ranked by fit', () => {
  it('proposes 5 by default, best first, each in the position areas or remote, paid enough and on-role', () => {
    const results = rankVacancies(inputWith({ exclude: { applied_vacancy_ids: ['127475289'] } }));
    expect(results).toHaveLength(5);
    const scores = results.map((r) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const r of results) {
      expect(r.reasons.area_ok || r.reasons.remote_ok).toBe(true);
      expect(r.reasons.salary.verdict === 'below' && (r.reasons.salary.offered_to ?? 0) < 180_000).toBe(false);
      expect(r.reasons.title_relevance).toBeGreaterThanOrEqual(0.6);
      expect(r.vacancy.name).toMatch(/python/iu);
    }
  });

  it('proposes a vacancy paying slightly below the expectation only to reach 3, never in place of one that meets it', () => {
    const base = candidateById('125145422');
    const employer = (id: string) => ({ id, name: `Работодатель ${id}` });
    const meets = (id: string) => ({ ...base, id, employer: employer(id), salary: { from: 200_000, to: 250_000, currency: 'RUR', gross: false } });
    const below = (id: string) => ({ ...base, id, employer: employer(id), salary: { from: null, to: 190_000, currency: 'RUR', gross: false } });
    const many = rankVacancies(inputWith({ candidates: [below('b1'), meets('m1'), meets('m2'), meets('m3'), below('b2')] }));
    expect(many.map((r) => r.vacancy.id).sort()).toEqual(['m1', 'm2', 'm3']);
    const few = rankVacancies(inputWith({ candidates: [below('b1'), meets('m1'), below('b2'), below('b3')] }));
    expect(few).toHaveLength(3);
    expect(few.map((r) => r.reasons.salary.verdict).filter((v) => v === 'below')).toHaveLength(2);
  });

  it('ranks full title and skill fit above a partial one', () => {
    const strong = candidateById('127547656'); // Middle Backend разработчик (Python): Python, PostgreSQL, Docker, Git…
    const weak = candidateById('127698900'); // Backend-разработчик: only Python among Java, Fullstack, Node.js
    const middle = candidateById('127052171'); // Junior Python-разработчик: Python, Linux
    const ids = rankVacancies(inputWith({ candidates: [weak, middle, strong] })).map((r) => r.vacancy.id);
    expect(ids).toEqual(['127547656', '127052171', '127698900']);
  });

  it('moves a vacancy bookmarked on hh up the list', () => {
    const candidates = [...loadCandidates().values()];
    const plain = rankVacancies(inputWith({ candidates }));
    const lastId = plain[plain.length - 1]?.vacancy.id ?? '';
    const favouriteCopy = { ...candidateById(lastId), sources: ['favorites' as const] };
    const withFavourite = rankVacancies(inputWith({ candidates: [...candidates, favouriteCopy] }));
    const before = plain.findIndex((r) => r.vacancy.id === lastId);
    const after = withFavourite.findIndex((r) => r.vacancy.id === lastId);
    expect(after).toBeGreaterThanOrEqual(0);
    expect(after).toBeLessThan(before);
    expect(withFavourite[after]?.vacancy.sources).toEqual(['search', 'favorites']);
  });

  it('prefers the more recent of two otherwise equal vacancies', () => {
    const base = candidateById('127052171');
    const older = { ...base, id: 'older', employer: { id: 'e-older', name: 'Старая компания' }, published_at: '2025-09-20T10:00:00+0300' };
    const newer = { ...base, id: 'newer', published_at: '2025-11-15T10:00:00+0300' };
    expect(rankVacancies(inputWith({ candidates: [older, newer] })).map((r) => r.vacancy.id)).toEqual(['newer', 'older']);
  });

  it('clamps the limit to 3..5 and returns fewer only when fewer qualify', () => {
    expect(rankVacancies(inputWith({ limit: 10 }))).toHaveLength(5);
    expect(rankVacancies(inputWith({ limit: 1 }))).toHaveLength(3);
    const two = [candidateById('125145422'), candidateById('127052171'), candidateById('80736556')];
    expect(
      rankVacancies(inputWith({ candidates: two }))
        .map((r) => r.vacancy.id)
        .sort(),
    ).toEqual(['125145422', '127052171']);
  });

  it('explains each proposal with matched and missing skills and the salary against the expectation', () => {
    const [result] = rankVacancies(inputWith({ candidates: [candidateById('127547656')] }));
    // key skills the seeker has, then Django: not a key skill, but the description asks for it
    expect(result?.reasons.matched_skills).toEqual(['Python', 'PostgreSQL', 'Docker', 'Git', 'Django']);
    expect(result?.reasons.missing_skills).toEqual(['Gitlab', 'FastAPI', 'Flask']);
    expect(result?.reasons.salary).toEqual({
      expected: 200_000,
      currency: 'RUR',
      offered_from: 230_000,
      offered_to: 345_000,
      verdict: 'above',
    });
  });

  it('counts the new resume skills and the seeker skills the vacancy text names as matched', () => {
    const vacancy = candidateById('127542766'); // key skills: Python, FastAPI, Redis, Docker, SQL
    const draft = { title: 'Python-разработчик', skill_set: ['FastAPI'], skills: '', experience: [] };
    const [result] = rankVacancies(inputWith({ candidates: [vacancy], resume_draft: draft }));
    expect(result?.reasons.matched_skills).toEqual(expect.arrayContaining(['Python', 'FastAPI', 'Docker', 'SQL']));
    expect(result?.reasons.missing_skills).toEqual(['Redis']);
  });
});

describe('mergeCandidates', () => {
  it('merges one vacancy from several sources and keeps the richer copy of each field', () => {
    const full = candidateById('88580480');
    const fromSearch = { ...full, key_skills: [], text: 'Python разработчик', sources: ['search' as const] };
    const fromSimilar = { ...full, sources: ['similar' as const] };
    const fromFavorites = { ...full, salary: null, archived: true, sources: ['favorites' as const] };
    const [merged, ...rest] = mergeCandidates([fromSearch, fromSimilar, fromFavorites]);
    expect(rest).toEqual([]);
    expect(merged?.sources).toEqual(['search', 'favorites', 'similar']);
    expect(merged?.key_skills).toEqual(full.key_skills);
    expect(merged?.text).toBe(full.text);
    expect(merged?.archived).toBe(true);
  });

  it('proposes a merged vacancy once', () => {
    const a = candidateById('125145422');
    const results = rankVacancies(inputWith({ candidates: [a, { ...a, sources: ['similar'] }, candidateById('127052171'), candidateById('127009263')] }));
    expect(results.filter((r) => r.vacancy.id === '125145422')).toHaveLength(1);
  });
});

describe('compareSalary', () => {
  it('converts a vacancy in roubles into a position in dollars with hh rates', () => {
    const verdict = compareSalary({ from: 180_000, to: 220_000, currency: 'RUR', gross: false }, { amount: 2_500, currency: 'USD' }, RATES);
    expect(verdict).toEqual({ expected: 2_500, currency: 'USD', offered_from: 2_250, offered_to: 2_750, verdict: 'meets' });
  });

  it('converts a vacancy in dollars into a position in roubles', () => {
    const podscribe = candidateById('127709982'); // 3000–4000 USD
    expect(compareSalary(podscribe.salary, { amount: 200_000, currency: 'RUR' }, RATES)).toEqual({
      expected: 200_000,
      currency: 'RUR',
      offered_from: 240_000,
      offered_to: 320_000,
      verdict: 'above',
    });
  });

  it('says unknown without a salary, a currency or a rate', () => {
    const expected = { amount: 200_000, currency: 'RUR' as const };
    expect(compareSalary(null, expected, RATES).verdict).toBe('unknown');
    expect(compareSalary({ from: 1, to: null, currency: null, gross: null }, expected, RATES).verdict).toBe('unknown');
    expect(compareSalary({ from: 500_000, to: null, currency: 'KZT', gross: null }, expected, RATES).verdict).toBe('unknown');
  });
});
