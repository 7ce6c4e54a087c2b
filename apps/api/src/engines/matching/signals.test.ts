import { describe, expect, it } from 'vitest';
import type { PositionInput, ResumeFacts } from '../../domain/position';
import { candidateById } from './__fixtures__/vacancy-fixtures';
import { rankVacancies, type RankVacanciesInput } from './matching';
import { toProposalCard } from './proposal-summary';
import { dismissalPenalty, EMPLOYER_PENALTY, salaryBand, SALARY_BAND_PENALTY, toDismissalSignal } from './signals';

const RATES = { RUR: 1, USD: 0.0125 };
const NOW = new Date('2025-11-16T09:00:00Z');
const TITLE = 'Python-разработчик';

const position: PositionInput = {
  title: TITLE,
  areas: [{ id: '1', name: 'Москва' }],
  remote: true,
  salary: { amount: 150_000, currency: 'RUR' },
  letter_styles: ['neutral'],
  use_favorites: false,
};
const resume: ResumeFacts = {
  title: TITLE,
  area: 'Москва',
  skills: ['Python', 'Django', 'PostgreSQL', 'Docker', 'Git', 'SQL'],
  about: null,
  experience: [],
  total_experience_months: 48,
  salary: null,
};

describe('salaryBand', () => {
  it('puts neighbouring monthly offers in one band whatever the currency, and far ones apart', () => {
    const rub = (from: number | null, to: number | null) => ({ from, to, currency: 'RUR', gross: false });
    expect(salaryBand(rub(100_000, null), RATES)).toBe(salaryBand(rub(null, 105_000), RATES));
    expect(salaryBand(rub(100_000, null), RATES)).not.toBe(salaryBand(rub(160_000, null), RATES));
    expect(salaryBand({ from: 1300, to: null, currency: 'USD', gross: false }, RATES)).toBe(salaryBand(rub(104_000, null), RATES));
    expect(salaryBand(null, RATES)).toBeNull();
    expect(salaryBand({ from: 5000, to: null, currency: 'XYZ', gross: false }, RATES)).toBeNull();
  });
});

describe('dismissalPenalty', () => {
  // Inline Telecom Solutions publishes both a Python backend job and a QA job.
  const unchecked = toDismissalSignal(candidateById('127009263'), RATES); // Middle Backend Разработчик (Python)

  it('ranks the same employer down strongly and marks it, even for another job', () => {
    const qa = candidateById('126577238'); // Тестировщик ПО, Inline Telecom Solutions
    const result = dismissalPenalty(qa, [unchecked], TITLE, RATES);
    expect(result.similar).toBe(true);
    expect(result.penalty).toBeGreaterThanOrEqual(EMPLOYER_PENALTY);
  });

  it('finds the employer by name when hh gave no id', () => {
    const byName = { ...unchecked, employer_id: null, employer_name: 'ООО «Inline Telecom Solutions»' };
    const qa = candidateById('126577238', { employer: { id: null, name: 'Inline Telecom Solutions' } });
    expect(dismissalPenalty(qa, [byName], TITLE, RATES).similar).toBe(true);
  });

  it('ranks another employer’s vacancy with the same distinctive title words down mildly and marks it', () => {
    const tevian = candidateById('127547656'); // Middle Backend разработчик (Python), another employer
    const result = dismissalPenalty(tevian, [unchecked], TITLE, RATES);
    expect(result.similar).toBe(true);
    expect(result.penalty).toBeGreaterThan(0);
    expect(result.penalty).toBeLessThan(EMPLOYER_PENALTY);
  });

  it('does not count the words every proposal shares with the position title', () => {
    const plain = toDismissalSignal(candidateById('126792348'), RATES); // «Python-разработчик», Космос Про Медиа
    const other = candidateById('127433763', { salary: null }); // «Python-разработчик», Фитбейс
    expect(dismissalPenalty(other, [plain], TITLE, RATES)).toEqual({ penalty: 0, similar: false });
  });

  it('does not count a city or level word in brackets as a title word', () => {
    const moscowPython = toDismissalSignal(candidateById('126792348', { name: 'Python-разработчик (Москва, Senior)' }), RATES);
    const moscowQa = candidateById('126577238', { name: 'Тестировщик ПО (Москва)', employer: { id: 'x', name: 'Другая' }, salary: null });
    expect(moscowPython.title_terms).not.toContain('москв');
    expect(dismissalPenalty(moscowQa, [moscowPython], TITLE, RATES)).toEqual({ penalty: 0, similar: false });
  });

  it('takes a little for the same salary band alone, without marking the card', () => {
    const signal = { vacancy_id: 'x', employer_id: 'other', employer_name: 'Другая', title_terms: [], salary_band: 50 };
    const band = { from: 10, to: null, currency: 'RUR', gross: false };
    const v = candidateById('127433763', { salary: band });
    expect(dismissalPenalty(v, [{ ...signal, salary_band: salaryBand(band, RATES) }], TITLE, RATES)).toEqual({
      penalty: SALARY_BAND_PENALTY,
      similar: false,
    });
  });

  it('weighs many unchecks of one employer as one', () => {
    const qa = candidateById('126577238');
    const once = dismissalPenalty(qa, [unchecked], TITLE, RATES).penalty;
    expect(dismissalPenalty(qa, [unchecked, unchecked, unchecked], TITLE, RATES).penalty).toBe(once);
  });
});

describe('ranking with signals', () => {
  const ids = ['127009263', '126792348', '127433763', '127475289', '127729458'];
  const input = (patch: Partial<RankVacanciesInput> = {}): RankVacanciesInput => ({
    candidates: ids.map((id) => candidateById(id)),
    position,
    resume_draft: null,
    resume,
    exclude: { applied_vacancy_ids: [] },
    rates: RATES,
    now: NOW,
    ...patch,
  });

  it('moves an employer the seeker unchecked below the others, and the card says why', () => {
    const before = rankVacancies(input({ limit: 5 }));
    const target = before[0]!.vacancy;
    const signal = toDismissalSignal(target, RATES);
    const after = rankVacancies(input({ limit: 5, signals: [signal] }));
    expect(before.length).toBeGreaterThanOrEqual(3);
    expect(after).toHaveLength(before.length);
    const index = after.findIndex((m) => m.vacancy.employer?.id === target.employer?.id);
    expect(index).toBe(after.length - 1);
    expect(after[index]!.reasons.dismissed_similar).toBe(true);
    expect(toProposalCard(after[index]!, position).reasons.dismissed_similar).toBe(true);
    for (const m of after.filter((x) => x.vacancy.employer?.id !== target.employer?.id)) {
      expect(toProposalCard(m, position).reasons.dismissed_similar).toBeUndefined();
    }
  });

  it('changes nothing without signals', () => {
    expect(rankVacancies(input({ signals: [] }))).toEqual(rankVacancies(input()));
  });
});
