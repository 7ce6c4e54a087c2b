import { describe, expect, it } from 'vitest';
import {
  HH_NEGOTIATION_MESSAGE_MAX_LENGTH,
  hhApplyFormSchema,
  hhDateTimeSchema,
  hhErrorBodySchema,
  hhMeSchema,
  hhResumeCreateRequestSchema,
  hhTokenErrorSchema,
  hhTokenRequestSchema,
  hhTokenResponseSchema,
} from './index';

describe('hh wire formats', () => {
  it("accepts hh's dates with and without a colon in the offset, and rejects dates without one", () => {
    expect(hhDateTimeSchema.safeParse('2013-10-11T13:27:16+0400').success).toBe(true);
    expect(hhDateTimeSchema.safeParse('2022-03-04T16:39:58.857853Z').success).toBe(true);
    expect(hhDateTimeSchema.safeParse('2013-10-11T13:27:16+04:00').success).toBe(true);
    expect(hhDateTimeSchema.safeParse('2013-10-11 13:27:16').success).toBe(false);
  });

  it('reads an error body with its request_id and rejects one without errors', () => {
    const body = hhErrorBodySchema.parse({
      errors: [{ type: 'negotiations', value: 'already_applied' }],
      request_id: '1711371171318898510c68179018e31e',
      description: 'Forbidden',
    });
    expect(body.errors[0]).toEqual({ type: 'negotiations', value: 'already_applied' });
    expect(hhErrorBodySchema.safeParse({ errors: [], request_id: 'x' }).success).toBe(false);
    expect(hhErrorBodySchema.safeParse({ errors: [{ value: 'x' }] }).success).toBe(false);
  });

  it('reads token answers and token errors', () => {
    const pair = { access_token: 'A', token_type: 'bearer', expires_in: 1209600, refresh_token: 'R' };
    expect(hhTokenResponseSchema.parse(pair)).toEqual(pair);
    expect(hhTokenResponseSchema.safeParse({ ...pair, refresh_token: undefined }).success).toBe(false);
    expect(hhTokenErrorSchema.parse({ error: 'invalid_grant', error_description: 'token not expired' }).error).toBe('invalid_grant');
    expect(hhTokenErrorSchema.safeParse({ error_description: 'token not expired' }).success).toBe(false);
  });

  it('tells the token grants apart by grant_type', () => {
    expect(hhTokenRequestSchema.parse({ grant_type: 'refresh_token', refresh_token: 'R' })).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'R',
    });
    expect(hhTokenRequestSchema.safeParse({ grant_type: 'authorization_code', code: 'C' }).success).toBe(false);
    expect(hhTokenRequestSchema.safeParse({ grant_type: 'password' }).success).toBe(false);
  });

  it('requires the applicant flags and counters shape on /me', () => {
    const me = {
      id: '1',
      first_name: 'Анна',
      last_name: 'Иванова',
      email: 'anna@example.ru',
      auth_type: 'applicant',
      is_applicant: true,
      is_employer: false,
      is_admin: false,
      is_application: false,
      counters: { resumes_count: 2, new_resume_views: 0, unread_negotiations: 1 },
    };
    expect(hhMeSchema.parse(me).counters?.unread_negotiations).toBe(1);
    expect(hhMeSchema.safeParse({ ...me, is_applicant: undefined }).success).toBe(false);
  });

  it('limits a cover letter to 10,000 characters', () => {
    const form = { vacancy_id: '123', resume_id: 'abc123' };
    expect(hhApplyFormSchema.safeParse({ ...form, message: 'я'.repeat(HH_NEGOTIATION_MESSAGE_MAX_LENGTH) }).success).toBe(true);
    expect(hhApplyFormSchema.safeParse({ ...form, message: 'я'.repeat(HH_NEGOTIATION_MESSAGE_MAX_LENGTH + 1) }).success).toBe(false);
    expect(hhApplyFormSchema.safeParse({ ...form, vacancy_id: 'abc' }).success).toBe(false);
  });

  it("enforces hh's title length on a new resume", () => {
    expect(hhResumeCreateRequestSchema.safeParse({ title: 'Бухгалтер' }).success).toBe(true);
    expect(hhResumeCreateRequestSchema.safeParse({ title: 'Б' }).success).toBe(false);
    expect(hhResumeCreateRequestSchema.safeParse({ title: 'Б'.repeat(101) }).success).toBe(false);
  });
});
