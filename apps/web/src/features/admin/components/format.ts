import dayjs from 'dayjs';

/** A UTC instant as the console shows it, in the browser's time zone: 23.11.2026 14:05. */
export const formatDateTime = (iso: string | null): string => (iso ? dayjs(iso).format('DD.MM.YYYY HH:mm') : '—');

/** Minor units (kopecks, cents) as a price: 990 ₽, 12.50 $. */
export function formatMoney(minor: number, currency: 'RUB' | 'USD', locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: minor % 100 === 0 ? 0 : 2 }).format(minor / 100);
}
