import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/api/http';
import { POSITION_DETAIL } from '@otklik/contracts';
import { EMPTY_POSITION_FORM, describePositionSubmitFailure, fieldOfIssuePath, toCreatePositionBody, validatePositionForm } from './position-form';

function httpError(status: number, data: unknown): HttpError {
  const config = { url: '/api/x' };
  return new HttpError('failed', status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST', config, { status, data, headers: {}, config });
}

const VALID = {
  ...EMPTY_POSITION_FORM,
  title: '  Аналитик данных ',
  resume_id: 'a1b2c3',
  areas: [{ id: '1', name: 'Москва' }],
  salary: 180000,
};

describe('validatePositionForm (title, location, salary and resume are required)', () => {
  it('accepts a complete form and trims the title into the body', () => {
    expect(validatePositionForm(VALID)).toEqual({});
    expect(toCreatePositionBody(VALID)).toEqual({
      title: 'Аналитик данных',
      resume_id: 'a1b2c3',
      use_favorites: false,
      areas: [{ id: '1', name: 'Москва' }],
      remote: false,
      salary: { amount: 180000, currency: 'RUR' },
      letter_styles: ['neutral'],
    });
  });

  it('names each missing or out-of-range field', () => {
    expect(validatePositionForm({ ...EMPTY_POSITION_FORM, letter_styles: [] })).toEqual({
      title: 'titleRequired',
      resume_id: 'resumeRequired',
      areas: 'areasRequired',
      salary: 'salaryRequired',
      letter_styles: 'stylesRequired',
    });
    expect(validatePositionForm({ ...VALID, title: 'A' }).title).toBe('titleLength');
    expect(validatePositionForm({ ...VALID, title: 'A'.repeat(101) }).title).toBe('titleLength');
    expect(validatePositionForm({ ...VALID, salary: 0 }).salary).toBe('salaryInvalid');
    expect(validatePositionForm({ ...VALID, salary: 1000.5 }).salary).toBe('salaryInvalid');
    expect(validatePositionForm({ ...VALID, salary: 100_000_001 }).salary).toBe('salaryInvalid');
    const cities = Array.from({ length: 21 }, (_, index) => ({ id: String(index), name: `Город ${index}` }));
    expect(validatePositionForm({ ...VALID, areas: cities }).areas).toBe('areasTooMany');
  });
});

describe('describePositionSubmitFailure', () => {
  it('puts the POSITION_DETAIL resume refusals on the resume field', () => {
    expect(describePositionSubmitFailure(httpError(400, { detail: POSITION_DETAIL.assistantResumeRefused, code: 'assistant_resume_refused' }))).toEqual({
      fields: { resume_id: 'resumeAssistant' },
      form: null,
    });
    expect(describePositionSubmitFailure(httpError(400, { detail: POSITION_DETAIL.resumeNotFound, code: 'resume_not_found' }))).toEqual({
      fields: { resume_id: 'resumeNotFound' },
      form: null,
    });
  });

  it('maps issue paths to fields, and otherwise reports the whole form', () => {
    expect(fieldOfIssuePath('salary.amount')).toBe('salary');
    expect(fieldOfIssuePath('areas.3.name')).toBe('areas');
    expect(fieldOfIssuePath('unknown')).toBeNull();
    expect(
      describePositionSubmitFailure(
        httpError(400, {
          detail: 'Validation failed',
          code: 'validation_failed',
          issues: [
            { path: 'title', message: 'short' },
            { path: 'x', message: 'y' },
          ],
        }),
      ),
    ).toEqual({ fields: { title: 'titleLength' }, form: null });
    expect(describePositionSubmitFailure(httpError(503, { detail: 'HH is temporarily unavailable', code: 'hh_unavailable' }))).toEqual({
      fields: {},
      form: 'hhUnavailable',
    });
    expect(describePositionSubmitFailure(httpError(409, { detail: 'Conflict', code: 'conflict' }))).toEqual({ fields: {}, form: 'failed' });
    expect(describePositionSubmitFailure(new Error('offline'))).toEqual({ fields: {}, form: 'failed' });
  });
});
