// Build step: the public part of each locale as a module of its own, cut out of src/locales/<lng>.json at build time,
// so the keys stay in one file per language (others add keys there) while a first visit downloads only the groups the
// public pages use (a first visit downloads only the language and the part it shows).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { PUBLIC_GROUPS } from '../src/locales/public-groups.ts';

/** `import part from 'virtual:otklik/locale-public/ru'`: the {@link PUBLIC_GROUPS} of ru.json, as a default export. */
export const LOCALE_PUBLIC_PREFIX = 'virtual:otklik/locale-public/';

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
 * Vite plugin serving `virtual:otklik/locale-public/<lng>` from src/locales/<lng>.json (build, dev server and tests),
 * re-read whenever the JSON changes.
 */
export function localeParts(localesDir: string): Plugin {
  const resolvedPrefix = `\0${LOCALE_PUBLIC_PREFIX}`;
  return {
    name: 'otklik:locale-parts',
    resolveId(id) {
      return id.startsWith(LOCALE_PUBLIC_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return null;
      const lng = id.slice(resolvedPrefix.length);
      if (!/^[a-z]{2}$/.test(lng)) throw new Error(`unknown locale '${lng}'`);
      const file = join(localesDir, `${lng}.json`);
      this.addWatchFile(file);
      const part = publicPart(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`;
    },
  };
}
