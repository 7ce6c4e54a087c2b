import { describe, expect, it } from 'vitest';
import { bankFormErrors, EMPTY_BANK_FORM, toBankFacts, toBankForm } from './bank-form';

describe('the answer-bank form', () => {
  it('an empty form is an empty bank and saves', () => {
    const facts = toBankFacts(EMPTY_BANK_FORM);
    expect(Object.values(facts).every((v) => v === null)).toBe(true);
    expect(bankFormErrors(EMPTY_BANK_FORM)).toEqual({});
  });

  it('round-trips a filled bank', () => {
    const values = {
      ...EMPTY_BANK_FORM,
      salaryAmount: 250_000,
      noticeAmount: 2,
      workFormat: ['remote' as const],
      portfolioUrl: ' https://github.com/anna ',
      skillYears: [
        { skill: 'Python', years: 5 },
        { skill: '', years: '' as const },
      ],
      citizenship: 'Россия',
    };
    const facts = toBankFacts(values);
    expect(facts).toMatchObject({
      salary: { amount: 250_000, currency: 'RUR', gross: 'net', period: 'month' },
      notice_period: { amount: 2, unit: 'week' },
      work_format: ['remote'],
      portfolio_url: 'https://github.com/anna',
      skill_years: [{ skill: 'Python', years: 5 }],
      citizenship: 'Россия',
      work_permit: null,
    });
    expect(toBankForm({ ...facts, updated_at: null }).skillYears).toEqual([{ skill: 'Python', years: 5 }]);
  });

  it('names the field of each error, by the contract the server applies', () => {
    expect(bankFormErrors({ ...EMPTY_BANK_FORM, salaryAmount: -1, portfolioUrl: 'github.com/anna', skillYears: [{ skill: 'Go', years: '' }] })).toEqual({
      salaryAmount: 'salary',
      portfolioUrl: 'portfolio_url',
      'skillYears.0.years': 'skill_years',
    });
  });
});
