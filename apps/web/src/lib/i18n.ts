import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import ru from '../locales/ru.json';

/** The interface languages: Russian by default (spec: "The interface language is Russian"), English present. */
export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Translation resources by language; ru.json is the reference key set. */
export const resources = { ru: { translation: ru }, en: { translation: en } } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ru };
  }
}

/**
 * Initialises i18next once, synchronously, with the bundled resources (no network, no suspense). Later calls return
 * the same instance and keep its current language.
 * @param lng the language to start with, Russian by default
 * @returns the shared i18next instance
 */
export function initI18n(lng: Language = 'ru'): i18n {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng,
      fallbackLng: 'ru',
      supportedLngs: [...LANGUAGES],
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  return i18next;
}
