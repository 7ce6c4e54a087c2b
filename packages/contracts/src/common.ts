import { z } from 'zod';

/** A response that carries only a human-readable `detail` (spec §7: validate, exchange, logout...). */
export const detailSchema = z.object({ detail: z.string() });
export type Detail = z.infer<typeof detailSchema>;

/** ISO-8601 timestamp in UTC, as sent on the wire (e.g. `2026-11-22T10:00:00.000Z`). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
