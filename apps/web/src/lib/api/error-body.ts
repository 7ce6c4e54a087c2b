import { apiErrorSchema, detailSchema } from '@otklik/contracts';
import { isHttpError } from './http';

// The error body read with the contracts' zod schemas: a module apart from errors.ts, which every first load runs
// without zod; the forms that show field issues import this one.

/**
 * The server's `detail` text of a failed call (`{detail, code, issues?}`), or undefined when the failure carries none
 * (network error, unexpected body).
 */
export function readErrorDetail(error: unknown): string | undefined {
  if (!isHttpError(error)) return undefined;
  const parsed = detailSchema.safeParse(error.response?.data);
  return parsed.success ? parsed.data.detail : undefined;
}

/** The whole error body (detail, code and field issues), or null when the answer is not our error shape. */
export function readApiError(error: unknown) {
  if (!isHttpError(error)) return null;
  const parsed = apiErrorSchema.safeParse(error.response?.data);
  return parsed.success ? parsed.data : null;
}
