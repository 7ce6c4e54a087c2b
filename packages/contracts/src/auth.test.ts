import { describe, expect, it } from 'vitest';
import { loginBodySchema, registerBodySchema } from './auth';

describe('auth contract', () => {
  it('normalises the e-mail and requires an 8-character password on registration', () => {
    expect(registerBodySchema.parse({ email: ' Anna@Example.RU ', password: '12345678' }).email).toBe('anna@example.ru');
    expect(registerBodySchema.safeParse({ email: 'anna@example.ru', password: 'short' }).success).toBe(false);
    expect(registerBodySchema.safeParse({ email: 'not-an-email', password: '12345678' }).success).toBe(false);
  });

  it('takes the login e-mail from the form field username', () => {
    expect(loginBodySchema.parse({ username: 'A@B.ru', password: 'x' })).toEqual({ username: 'a@b.ru', password: 'x' });
  });
});
