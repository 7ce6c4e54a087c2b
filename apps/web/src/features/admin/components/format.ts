import dayjs from 'dayjs';

/** A UTC instant as the console shows it, in the browser's time zone: 23.11.2026 14:05. */
export const formatDateTime = (iso: string | null): string => (iso ? dayjs(iso).format('DD.MM.YYYY HH:mm') : '—');
