import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodeSchema } from '@otklik/contracts';
import en from './en.json';
import ru from './ru.json';
import { publicPart, sessionPart } from '../../scripts/locale-parts';
import { PUBLIC_GROUPS } from './public-groups';
import { SESSION_PATHS } from './session-part';

const SRC = join(import.meta.dirname, '..');

/** The sources the shell and /dashboard render in a first load (the lazy dialogs, which load the whole locale, aside). */
const SESSION_SOURCES = [
  'app/shell-layout.tsx',
  'components/layout',
  'features/dashboard',
  'features/quota',
  'features/notifications',
  'features/hh-connection/hooks/use-hh-logout.ts',
  'features/auth/hooks/use-logout.ts',
];

function sourceFiles(path: string): string[] {
  const full = join(SRC, path);
  if (/\.tsx?$/.test(path)) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(full, file));
}

/** The value at a dotted path of a locale object, or undefined. */
function at(locale: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined), locale);
}

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

  it('has in its session part every key the shell and /dashboard render, in both languages', () => {
    const groups = new Set(Object.keys(ru));
    const used = new Set<string>();
    for (const file of SESSION_SOURCES.flatMap(sourceFiles)) {
      // Literal keys ('shell.menu.x') and the fixed start of templated ones (`dashboard.plan.${state}`).
      for (const [, key] of readFileSync(file, 'utf8').matchAll(/['`"]([a-zA-Z]+(?:\.[a-zA-Z0-9_]+)+)(?:\.\$\{|['`"])/g)) {
        if (key !== undefined && groups.has(key.split('.')[0] ?? '')) used.add(key);
      }
    }
    expect(used.size).toBeGreaterThan(20);
    for (const locale of [ru, en]) {
      const part = { ...publicPart(locale), ...sessionPart(locale) };
      // A plural key is its `_other` form and the rest.
      for (const key of used) expect(at(part, key) ?? at(part, `${key}_other`), key).toBeDefined();
    }
    expect(() => sessionPart({ shell: {} }, ['positions.stage'])).toThrow(/positions\.stage/);
    expect(SESSION_PATHS).not.toContain('instructions');
  });
});
