import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Money, dates and times as the seeker reads them, in the interface language: the one place the web formats them.
 * Russian uses ru-RU («1 592 ₽», «10.01.2099», «10.01.2099, 14:05»); English uses en-GB, day before month so a date
 * is never misread («₽1,592», «10 Jan 2099», «10 Jan 2099, 14:05»). Times are in the browser's time zone.
 */

/** The BCP 47 tag the formatters use for an interface language ('ru', 'en'); any other language falls back to Russian. */
export function localeTag(language: string): string {
  return language.toLowerCase().startsWith('en') ? 'en-GB' : 'ru-RU';
}

/** hh's legacy currency codes and their ISO 4217 names. */
const ISO_CODE: Readonly<Record<string, string>> = { RUR: 'RUB', BYR: 'BYN' };

/** Currencies whose sign every reader knows and every font draws; the others are shown by their code («150 000 KGS»). */
const SIGNED = new Set(['RUB', 'USD', 'EUR', 'GBP', 'KZT', 'UAH']);

function moneyFormat(currency: string, language: string, fractionDigits: 0 | 2): Intl.NumberFormat | null {
  const code = ISO_CODE[currency.toUpperCase()] ?? currency.toUpperCase();
  try {
    return new Intl.NumberFormat(localeTag(language), {
      style: 'currency',
      currency: code,
      currencyDisplay: SIGNED.has(code) ? 'narrowSymbol' : 'code',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
  } catch {
    return null; // not a currency code Intl knows: the caller shows the number and the code as given
  }
}

/** A whole number with the language's digit grouping: 150000 → «150 000» (ru), «150,000» (en). */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(localeTag(language), { maximumFractionDigits: 0 }).format(value);
}

/**
 * An amount of money in whole units (a salary: roubles, dollars) with its currency: «150 000 ₽», «$3,000».
 * @param currency an ISO 4217 code or hh's code ('RUR'); an unknown code is printed after the number as it is
 */
export function formatMoney(amount: number, currency: string, language: string): string {
  const format = moneyFormat(currency, language, 0);
  return format === null ? `${formatNumber(amount, language)} ${currency}` : format.format(amount);
}

/**
 * A range of money in whole units: «100 000–150 000 ₽», «₽100,000 – ₽150,000»; one amount when both ends agree.
 * @param currency as for {@link formatMoney}
 */
export function formatMoneyRange(from: number, to: number, currency: string, language: string): string {
  if (from === to) return formatMoney(from, currency, language);
  const format = moneyFormat(currency, language, 0);
  return format === null ? `${formatNumber(from, language)} – ${formatNumber(to, language)} ${currency}` : format.formatRange(from, to);
}

/**
 * A price in minor units (kopecks, cents) with its currency: 99000 RUB → «990 ₽», 1920 USD → «19,20 $» (ru) or
 * «$19.20» (en). Kopecks and cents are shown only when there are some.
 */
export function formatMinorMoney(minor: number, currency: 'RUB' | 'USD', language: string): string {
  const format = moneyFormat(currency, language, minor % 100 === 0 ? 0 : 2);
  return format === null ? `${minor / 100} ${currency}` : format.format(minor / 100);
}

/** A date (ISO-8601 UTC instant) as a calendar day in the browser's time zone: «10.01.2099» (ru), «10 Jan 2099» (en). */
export function formatDate(iso: string, language: string): string {
  const tag = localeTag(language);
  const options: Intl.DateTimeFormatOptions = tag === 'ru-RU' ? { day: '2-digit', month: '2-digit', year: 'numeric' } : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(tag, options).format(new Date(iso));
}

/** An instant with its time of day: «10.01.2099, 14:05» (ru), «10 Jan 2099, 14:05» (en). */
export function formatDateTime(iso: string, language: string): string {
  const tag = localeTag(language);
  const options: Intl.DateTimeFormatOptions =
    tag === 'ru-RU' ? { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' } : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(tag, options).format(new Date(iso));
}

/** The time of day of an instant: «14:05». */
export function formatTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeTag(language), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** The formatters above bound to the interface language now shown; they change when the seeker switches language. */
export interface Formatters {
  number: (value: number) => string;
  money: (amount: number, currency: string) => string;
  moneyRange: (from: number, to: number, currency: string) => string;
  minorMoney: (minor: number, currency: 'RUB' | 'USD') => string;
  date: (iso: string) => string;
  dateTime: (iso: string) => string;
  time: (iso: string) => string;
}

/** {@link Formatters} for the current i18next language. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      number: (value) => formatNumber(value, language),
      money: (amount, currency) => formatMoney(amount, currency, language),
      moneyRange: (from, to, currency) => formatMoneyRange(from, to, currency, language),
      minorMoney: (minor, currency) => formatMinorMoney(minor, currency, language),
      date: (iso) => formatDate(iso, language),
      dateTime: (iso) => formatDateTime(iso, language),
      time: (iso) => formatTime(iso, language),
    }),
    [language],
  );
}
