import { describe, expect, it } from 'vitest';
import { emailSchema, passwordSchema, registerBodySchema } from '@otklik/contracts';
import { regexes } from 'zod/v4/core';
import { AUTH_FIELD_RULES, EMAIL_PATTERN, isValidEmail } from './use-auth-validators';

/** The hand-written checks of the auth forms must accept exactly what the contract's schemas accept. */
describe('auth form checks agree with the contract', () => {
  it('uses the e-mail pattern of z.email()', () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source.replaceAll('\\-', '-'));
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });

  it('accepts and refuses the same e-mails as emailSchema', () => {
    const samples = [
      'anna@example.ru',
      '  Anna.Petrova@Example.RU ',
      'a+tag@mail.co',
      "o'hara@example.com",
      'anna@example',
      'anna@@example.ru',
      'anna example@ru.ru',
      '@example.ru',
      'anna.@example.ru',
      'anna@-example.ru',
      'anna@example.r',
      `${'a'.repeat(243)}@example.ru`,
      `${'a'.repeat(244)}@example.ru`,
      'кто@пример.рф',
      '',
    ];
    for (const sample of samples) expect(isValidEmail(sample), sample).toBe(emailSchema.safeParse(sample).success);
  });

  it('uses the length limits of passwordSchema and the registration name', () => {
    expect(passwordSchema.minLength).toBe(AUTH_FIELD_RULES.passwordMinLength);
    expect(passwordSchema.maxLength).toBe(AUTH_FIELD_RULES.passwordMaxLength);
    const name = registerBodySchema.shape.name;
    expect(name.safeParse('я'.repeat(AUTH_FIELD_RULES.nameMaxLength)).success).toBe(true);
    expect(name.safeParse('я'.repeat(AUTH_FIELD_RULES.nameMaxLength + 1)).success).toBe(false);
  });
});
