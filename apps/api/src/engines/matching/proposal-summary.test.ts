import { describe, expect, it } from 'vitest';
import { candidateById } from './__fixtures__/vacancy-fixtures';
import { summarizeMatch, toProposalCard } from './proposal-summary';
import type { MatchResult } from '../../domain/vacancy';

/** «Python-разработчик», a real vacancy of the fixture. */
const vacancy = candidateById('126792348');

function match(patch: Partial<MatchResult['reasons']> = {}): MatchResult {
  return {
    vacancy,
    score: 0.71,
    reasons: {
      matched_skills: ['Python', 'Django', 'SQL', 'Docker', 'Git'],
      missing_skills: ['Kafka', 'Kubernetes', 'Redis', 'Celery'],
      salary: { expected: 200_000, currency: 'RUR', offered_from: 220_000, offered_to: null, verdict: 'meets' },
      area_ok: true,
      remote_ok: false,
      title_relevance: 1,
      ...patch,
    },
  };
}

describe('why a vacancy fits', () => {
  it('names up to 4 matched and 3 missing skills and the salary verdict in one Russian line', () => {
    expect(summarizeMatch(match())).toBe(
      'Совпадают навыки: Python, Django, SQL, Docker; не хватает: Kafka, Kubernetes, Redis; зарплата соответствует ожиданиям.',
    );
  });

  it('says when only the title fits, the salary is unknown and it fits through remote work', () => {
    expect(
      summarizeMatch(
        match({
          matched_skills: [],
          missing_skills: [],
          area_ok: false,
          remote_ok: true,
          salary: { expected: 1, currency: 'RUR', offered_from: null, offered_to: null, verdict: 'unknown' },
        }),
      ),
    ).toBe('Подходит по названию должности; зарплата не указана; удалённая работа.');
  });

  it('maps a match to the contract’s proposal card with the expectation and its currency', () => {
    const card = toProposalCard(match(), { salary: { amount: 200_000, currency: 'RUR' } });
    expect(card).toMatchObject({
      vacancy_id: vacancy.id,
      name: vacancy.name,
      score: 0.71,
      alternate_url: vacancy.alternate_url,
      reasons: { salary: { expected: 200_000, expected_currency: 'RUR', verdict: 'meets' }, matched_skills: ['Python', 'Django', 'SQL', 'Docker', 'Git'] },
    });
  });
});
