import { describe, expect, it } from 'vitest';
import { errorCodeSchema } from '@otklik/contracts';
import en from './en.json';
import ru from './ru.json';
import { publicPart } from '../../scripts/locale-parts';
import { PUBLIC_GROUPS } from './public-groups';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix === '' ? key : `${prefix}.${key}`));
}

function valuesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(valuesOf);
}

describe('locales', () => {
  it('ru and en have exactly the same keys', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(ru).sort());
  });

  it('has no empty texts', () => {
    for (const text of [...valuesOf(ru), ...valuesOf(en)]) expect(text.trim()).not.toBe('');
  });

  it('carries the registration and login error texts verbatim in Russian', () => {
    expect(ru.errors.email_taken).toBe('Email уже зарегистрирован');
    expect(ru.errors.registration_closed).toBe('Регистрация закрыта');
    expect(ru.register.failed).toBe('Ошибка регистрации');
    expect(ru.errors.invalid_credentials).toBe('Введен неверный логин или пароль');
    expect(ru.login.errors.invalidCredentials).toBe('Введен неверный логин или пароль');
  });

  it('has a message for every error code the API sends, in both languages', () => {
    for (const code of errorCodeSchema.options) {
      expect(ru.errors, code).toHaveProperty(code);
      expect(en.errors, code).toHaveProperty(code);
    }
  });

  it('promises no screen for later: no «Здесь будут…» placeholder text is left', () => {
    for (const text of valuesOf(ru)) expect(text).not.toMatch(/Здесь будут/);
    for (const text of valuesOf(en)) expect(text).not.toMatch(/will be here|Here you will/i);
  });

  it('has every public group (the first load of /login) in both languages, and the public part is only those groups', () => {
    for (const locale of [ru, en]) {
      const part = publicPart(locale);
      expect(Object.keys(part)).toEqual([...PUBLIC_GROUPS]);
      for (const group of PUBLIC_GROUPS) expect(part[group]).toEqual(locale[group]);
    }
    expect(() => publicPart({ app: {} })).toThrow(/fields/);
  });
});
