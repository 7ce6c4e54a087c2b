import { z } from 'zod';
import { badArgument } from './errors';

/** A query parameter that may repeat (`area=1&area=2`): always an array of strings. */
export const multiParam = <T extends z.ZodType<string>>(item: T) => z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(item));

/** A single query parameter: a repeated one is an error (hh: bad_argument, too_many_arguments). */
export const singleParam = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (Array.isArray(v) ? { tooMany: true } : v), schema);

/** `true`/`false` flags as hh takes them. */
export const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * Parses a query (or form) object with zod; the first bad parameter becomes hh's 400 `bad_argument` with its
 * name as `value`.
 * @throws HhApiError 400 bad_argument
 */
export function parseParams<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const param = String(issue.path[0] ?? 'query');
  const raw = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[param] : undefined;
  const reason = Array.isArray(raw) && issue.path.length === 1 ? 'too_many_arguments' : issue.code === 'too_big' ? 'too_long_value' : 'invalid';
  throw badArgument(param, reason);
}
