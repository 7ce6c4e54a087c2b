import { z } from 'zod';

/** A response that carries only a human-readable `detail` (validate, exchange, logout...). */
export const detailSchema = z.object({ detail: z.string() });
export type Detail = z.infer<typeof detailSchema>;

/** ISO-8601 timestamp in UTC, as sent on the wire (e.g. `2026-11-22T10:00:00.000Z`). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/**
 * An hh resume id as hh issues them: hexadecimal (hh's examples `ca9fb415848`, `01234567890abcdef`; real ids are 38
 * hex digits). Anything else (e.g. `mine`, which would name hh's `/resumes/mine` list) is refused at the edge with a
 * 400 instead of being pasted into hh's path `/resumes/{id}`.
 */
export const hhResumeIdSchema = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{1,64}$/, 'not an hh resume id');

/** An hh vacancy id: decimal digits, as hh issues them (`/vacancies/{vacancy_id}`, e.g. `8331228`). */
export const hhVacancyIdSchema = z.string().regex(/^[0-9]{1,20}$/, 'not an hh vacancy id');

// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when `text` holds a character no text field accepts: a C0 control character other than tab, line feed and
 * carriage return (U+0000–U+0008, U+000B, U+000C, U+000E–U+001F), DEL (U+007F), or a UTF-16 surrogate without its
 * pair (not representable in UTF-8, PostgreSQL refuses NUL). Used by the API's input-hygiene hook (a clear 400, not a 500).
 */
export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN_CHARACTER.test(text);
}
