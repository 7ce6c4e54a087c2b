import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { PublicGroup } from '../locales/public-groups';
import type ru from '../locales/ru.json';

/** The interface languages: Russian by default (spec: "The interface language is Russian"), English present. */
export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

type Translation = typeof ru;

/**
 * Each language's translation, loaded on demand: a first visit downloads only the language it shows (Russian), as a
 * chunk of its own (a first visit downloads only the language and the part it shows). ru.json is the reference key set.
 */
const LOADERS: Record<Language, () => Promise<{ default: Translation }>> = {
  ru: () => import('../locales/ru.json'),
  en: () => import('../locales/en.json') as Promise<{ default: Translation }>,
};

/** The public part of a locale (locales/public-groups.ts): all a first visit to /login downloads (the /login first-load budget). */
type PublicTranslation = Pick<Translation, PublicGroup>;

/** The public part of each language, a chunk of its own (about 1 KB gzipped). */
const PUBLIC_LOADERS: Record<Language, () => Promise<{ default: PublicTranslation }>> = {
  ru: () => import('../locales/ru-public') as Promise<{ default: PublicTranslation }>,
  en: () => import('../locales/en-public') as Promise<{ default: PublicTranslation }>,
};

/** The session part of each language (locales/session-part.ts): the shell's and /dashboard's keys, a chunk of its own. */
const SESSION_LOADERS: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  ru: () => import('../locales/ru-session'),
  en: () => import('../locales/en-session'),
};

/** Languages whose session part is in i18next. */
const withSession = new Set<Language>();

/** Languages whose whole translation is in i18next (not only the public part). */
const complete = new Set<Language>();

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

async function install(lng: Language, translation: PublicTranslation | Translation | Record<string, unknown>): Promise<void> {
  if (i18next.isInitialized) i18next.addResourceBundle(lng, 'translation', translation, true, true);
  else {
    await i18next.use(initReactI18next).init({
      resources: { [lng]: { translation } },
      lng,
      fallbackLng: 'ru',
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
}

/**
 * Loads a language's whole translation (once) and initialises i18next with it, or switches the initialised instance
 * to it. Resolves when `t` renders that language; call before the first render (the test setup, a language switch).
 * @param lng the language to show, Russian by default
 * @returns the shared i18next instance
 * @throws whatever the locale chunk's import throws (network failure)
 */
export async function loadI18n(lng: Language = 'ru'): Promise<i18n> {
  if (!complete.has(lng)) {
    const { default: translation } = await LOADERS[lng]();
    await install(lng, translation);
    complete.add(lng);
  }
  if (i18next.language !== lng) await i18next.changeLanguage(lng);
  return i18next;
}

/**
 * Loads only the public part of a language (the groups of locales/public-groups.ts, a few KB) and initialises i18next with it: what
 * main.tsx awaits before the first render, so /login needs no more of the locale. Every other page calls
 * {@link loadFullLocale} before it renders. A language already complete is left as it is.
 * @param lng the language to show, Russian by default
 * @returns the shared i18next instance
 * @throws whatever the locale chunk's import throws (network failure)
 */
export async function loadPublicI18n(lng: Language = 'ru'): Promise<i18n> {
  if (!complete.has(lng) && !(i18next.isInitialized && i18next.hasResourceBundle(lng, 'translation'))) {
    const { default: translation } = await PUBLIC_LOADERS[lng]();
    await install(lng, translation);
  }
  if (i18next.language !== lng) await i18next.changeLanguage(lng);
  return i18next;
}

/**
 * Makes the current language's whole translation available (once): the session guard and the lazy public routes other
 * than /login (app/router.tsx) await it, so every page but /login renders with all its texts. Resolves at once when it
 * is already loaded.
 * @throws whatever the locale chunk's import throws (network failure)
 */
export async function loadFullLocale(): Promise<void> {
  const lng = LANGUAGES.find((language) => language === i18next.language) ?? 'ru';
  if (!complete.has(lng)) await loadI18n(lng);
}

/**
 * Makes the current language's session part available (the shell's and /dashboard's keys, locales/session-part.ts),
 * unless the whole translation is already there: what the session guard awaits before /dashboard renders, so its
 * first load does not download the rest of the locale. Resolves at once when it is already loaded.
 * @throws whatever the locale chunk's import throws (network failure)
 */
export async function loadSessionLocale(): Promise<void> {
  const lng = LANGUAGES.find((language) => language === i18next.language) ?? 'ru';
  if (complete.has(lng) || withSession.has(lng)) return;
  const { default: part } = await SESSION_LOADERS[lng]();
  await install(lng, part);
  withSession.add(lng);
}

/**
 * Loads the public and the session part of a language together (both named in /dashboard's head) and initialises
 * i18next with them: what main.tsx awaits before the first render of /dashboard, which needs no more of the locale.
 * @param lng the language to show, Russian by default
 * @returns the shared i18next instance
 * @throws whatever the locale chunks' imports throw (network failure)
 */
export async function loadDashboardI18n(lng: Language = 'ru'): Promise<i18n> {
  if (!complete.has(lng) && !withSession.has(lng)) {
    const [publicPart, sessionPart] = await Promise.all([PUBLIC_LOADERS[lng](), SESSION_LOADERS[lng]()]);
    await install(lng, publicPart.default);
    await install(lng, sessionPart.default);
    withSession.add(lng);
  }
  if (i18next.language !== lng) await i18next.changeLanguage(lng);
  return i18next;
}

/**
 * The shared i18next instance, for providers. {@link loadI18n} must have resolved first.
 * @throws Error when no language was loaded yet
 */
export function initI18n(): i18n {
  if (!i18next.isInitialized) throw new Error('i18n is not loaded: await loadI18n() before rendering');
  return i18next;
}
