import { badParam } from './stripe-errors';

/** Stripe's form-encoded bodies (read by qs into objects): typed reads of one field. */
export type Form = Record<string, unknown>;
export const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
export const int = (v: unknown, param: string): number | undefined => {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw badParam(param, `Invalid integer: ${String(v)}`);
  return n;
};
export const bool = (v: unknown): boolean | undefined => (v === 'true' || v === true ? true : v === 'false' || v === false ? false : undefined);
export const obj = (v: unknown): Form => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Form) : {});
export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v as Form) : []);
export const metadataOf = (v: unknown): Record<string, string> => Object.fromEntries(Object.entries(obj(v)).map(([k, val]) => [k, String(val)]));
