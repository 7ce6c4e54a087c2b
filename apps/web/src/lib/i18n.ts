import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type ru from '../locales/ru.json';

/** The interface languages: Russian by default (spec: "The interface language is Russian"), English present. */
export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

type Translation = typeof ru;

/**
 * Each language's translation, loaded on demand: a first visit downloads only the language it shows (Russian), as a
 * chunk of its own (issue 13 "lazy-load the locales"). ru.json is the reference key set.
 */
const LOADERS: Record<Language, () => Promise<{ default: Translation }>> = {
  ru: () => import('../locales/ru.json'),
  en: () => import('../locales/en.json') as Promise<{ default: Translation }>,
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

/**
 * Loads a language's translation (once) and initialises i18next with it, or switches the initialised instance to it.
 * Resolves when `t` renders that language; call before the first render (main.tsx, the test setup).
 * @param lng the language to show, Russian by default
 * @returns the shared i18next instance
 * @throws whatever the locale chunk's import throws (network failure)
 */
export async function loadI18n(lng: Language = 'ru'): Promise<i18n> {
  if (!i18next.isInitialized || !i18next.hasResourceBundle(lng, 'translation')) {
    const { default: translation } = await LOADERS[lng]();
    if (i18next.isInitialized) i18next.addResourceBundle(lng, 'translation', translation);
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
