import { describe, expect, it } from 'vitest';
import { HttpError } from './http';
import { errorMessageKey, readErrorCode } from './errors';

function httpError(status: number, data: unknown): HttpError {
  const config = { url: '/api/x' };
  return new HttpError('failed', status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST', config, { status, data, headers: {}, config });
}

describe('error messages by code', () => {
  it('picks errors.<code> for a specific catalogue code, whatever the detail says', () => {
    expect(errorMessageKey(httpError(409, { detail: 'anything', code: 'answers_locked' }), 'assistant.errors.answerFailed')).toBe('errors.answers_locked');
    expect(errorMessageKey(httpError(503, { detail: 'HH is down', code: 'hh_unavailable' }), 'x.fallback')).toBe('errors.hh_unavailable');
  });

  it("falls back to the screen's own message for generic codes and unknown bodies, and to 'unavailable' for 5xx and network", () => {
    expect(errorMessageKey(httpError(400, { detail: 'Validation failed', code: 'validation_failed' }), 'x.fallback')).toBe('x.fallback');
    expect(errorMessageKey(httpError(409, { detail: 'Conflict', code: 'NOT_A_CODE' }), 'x.fallback')).toBe('x.fallback');
    expect(errorMessageKey(httpError(500, { detail: 'Internal server error', code: 'internal' }), 'x.fallback')).toBe('errors.unavailable');
    expect(errorMessageKey(new HttpError('Network Error', 'ERR_NETWORK', { url: '/api/x' }), 'x.fallback')).toBe('errors.unavailable');
  });

  it('reads only codes of the catalogue', () => {
    expect(readErrorCode(httpError(403, { detail: 'x', code: 'hh_not_integrated' }))).toBe('hh_not_integrated');
    expect(readErrorCode(httpError(401, { detail: 'x', code: 'UNAUTHENTICATED' }))).toBeUndefined();
  });
});
