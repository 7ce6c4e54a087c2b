import { z } from 'zod';

/**
 * hh date-time on the wire: ISO 8601 with an offset, usually without a colon (`2013-10-11T13:27:16+0400`);
 * some newer objects use `Z` and fractions (`2022-03-04T16:39:58.857853Z`).
 * Source: hh's API docs ("Dates are ISO 8601 in the form YYYY-MM-DDThh:mm:ss±hhmm").
 */
export const hhDateTimeSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})$/, 'expected an hh date-time');

/** A dictionary entry `{id, name}` (experience, schedule, state, status…); extra keys such as `uid` pass through. */
export const idNameSchema = z.looseObject({ id: z.string(), name: z.string() });
export type IdName = z.infer<typeof idNameSchema>;

/** A reference to an `/areas` entry as objects embed it: `{id, name, url}` (spec `_IncludesArea`). */
export const areaRefSchema = z.looseObject({ id: z.string(), name: z.string(), url: z.string().optional() });
export type AreaRef = z.infer<typeof areaRefSchema>;

/**
 * hh's paged list `{found, page, pages, per_page, items}` (spec "Пагинация"; `page` is 0-based).
 * @param item the schema of one element of `items`.
 */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.looseObject({
    found: z.number().int().nonnegative(),
    page: z.number().int().nonnegative(),
    pages: z.number().int().nonnegative(),
    per_page: z.number().int().nonnegative(),
    items: z.array(item),
  });
}
