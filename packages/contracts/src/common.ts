import { z } from 'zod';

/**
 * The one error shape every Otklik endpoint answers with (architecture.md, house rule 3).
 * `detail` carries the spec's texts where the spec fixes them (spec §5, §8), e.g. 'Email already registered'.
 * `code` is the machine-readable AppError code; `issues` lists field problems for 400 validation errors.
 */
export const apiErrorSchema = z.object({
  detail: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A response that carries only a human-readable `detail` (spec §7: validate, exchange, logout...). */
export const detailSchema = z.object({ detail: z.string() });
export type Detail = z.infer<typeof detailSchema>;

/** ISO-8601 timestamp in UTC, as sent on the wire (e.g. `2026-11-22T10:00:00.000Z`). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
