import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, MAX_DAILY_QUOTA } from '@otklik/contracts';
import { ERROR_CODES, MAX_DAILY_QUOTA as BUILT_MAX_DAILY_QUOTA } from 'virtual:otklik/contract-constants';
import { readErrorCode } from './errors';
import { HttpError } from './http';

describe('the contracts constants the first load carries without zod', () => {
  it('are the contracts own: every error code of the catalogue, and the daily quota ceiling', () => {
    expect([...ERROR_CODES].sort()).toEqual(Object.keys(ERROR_CATALOGUE).sort());
    expect(BUILT_MAX_DAILY_QUOTA).toBe(MAX_DAILY_QUOTA);
  });

  it('let readErrorCode take every catalogue code and nothing else', () => {
    const failed = (code: unknown) =>
      new HttpError('failed', 'ERR_BAD_REQUEST', { url: '/api/x' }, { status: 400, data: { detail: 'x', code }, headers: {}, config: { url: '/api/x' } });
    for (const code of Object.keys(ERROR_CATALOGUE)) expect(readErrorCode(failed(code))).toBe(code);
    for (const code of ['toString', 'constructor', '__proto__', 'Forbidden', 42]) expect(readErrorCode(failed(code))).toBeUndefined();
  });
});
