// Build step: the public part of each locale as a module of its own, cut out of src/locales/<lng>.json at build time,
// so the keys stay in one file per language (others add keys there) while a first visit downloads only the groups the
// public pages use (a first visit downloads only the language and the part it shows).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { PUBLIC_GROUPS } from '../src/locales/public-groups.ts';
import { SESSION_PATHS } from '../src/locales/session-part.ts';

/** `import part from 'virtual:otklik/locale-public/ru'`: the {@link PUBLIC_GROUPS} of ru.json, as a default export. */
export const LOCALE_PUBLIC_PREFIX = 'virtual:otklik/locale-public/';
/** `import part from 'virtual:otklik/locale-session/ru'`: the {@link SESSION_PATHS} of ru.json, as a default export. */
export const LOCALE_SESSION_PREFIX = 'virtual:otklik/locale-session/';

/**
 * Picks the public groups of a parsed locale.
 * @param locale the whole locale object (ru.json's top level)
 * @returns a new object with only the groups of {@link PUBLIC_GROUPS}, in that order
 * @throws Error naming a public group the locale lacks
 */
export function publicPart(locale: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    PUBLIC_GROUPS.map((group) => {
      if (!(group in locale)) throw new Error(`the locale has no group '${group}' (src/locales/public-groups.ts)`);
      return [group, locale[group]];
    }),
  );
}

/**
 * Picks the keys of a parsed locale that the session part names: whole groups ('shell') or single entries and
 * subtrees ('positions.stage'), nested as in the locale.
 * @param locale the whole locale object (ru.json's top level)
 * @param paths dotted key paths, {@link SESSION_PATHS} by default
 * @returns a new object with only those keys
 * @throws Error naming a path the locale lacks
 */
export function sessionPart(locale: Record<string, unknown>, paths: readonly string[] = SESSION_PATHS): Record<string, unknown> {
  const part: Record<string, unknown> = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: unknown = locale;
    let into = part;
    keys.forEach((key, index) => {
      if (typeof from !== 'object' || from === null || !(key in from)) throw new Error(`the locale has no '${path}' (src/locales/session-part.ts)`);
      from = (from as Record<string, unknown>)[key];
      if (index === keys.length - 1) into[key] = from;
      else {
        into[key] ??= {};
        into = into[key] as Record<string, unknown>;
      }
    });
  }
  return part;
}

/**
 * Vite plugin serving `virtual:otklik/locale-public/<lng>` and `virtual:otklik/locale-session/<lng>` from src/locales/<lng>.json (build, dev server and tests),
 * re-read whenever the JSON changes.
 */
export function localeParts(localesDir: string): Plugin {
  const resolvedPrefix = `\0${LOCALE_PUBLIC_PREFIX}`;
  const resolvedSessionPrefix = `\0${LOCALE_SESSION_PREFIX}`;
  return {
    name: 'otklik:locale-parts',
    resolveId(id) {
      return id.startsWith(LOCALE_PUBLIC_PREFIX) || id.startsWith(LOCALE_SESSION_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      const session = id.startsWith(resolvedSessionPrefix);
      if (!id.startsWith(resolvedPrefix) && !session) return null;
      const lng = id.slice((session ? resolvedSessionPrefix : resolvedPrefix).length);
      if (!/^[a-z]{2}$/.test(lng)) throw new Error(`unknown locale '${lng}'`);
      const file = join(localesDir, `${lng}.json`);
      this.addWatchFile(file);
      const locale = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const part = session ? sessionPart(locale) : publicPart(locale);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`;
    },
  };
}
