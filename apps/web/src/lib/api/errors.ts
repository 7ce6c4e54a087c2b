import { isAxiosError } from 'axios';
import { apiErrorSchema, detailSchema } from '@otklik/contracts';

/**
 * The server's `detail` text of a failed call (the one error shape `{detail, code, issues?}` of contracts/common.ts),
 * or undefined when the failure carries none (network error, unexpected body).
 */
export function readErrorDetail(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const parsed = detailSchema.safeParse(error.response?.data);
  return parsed.success ? parsed.data.detail : undefined;
}

/** The HTTP status of a failed call, or undefined for network errors and non-HTTP failures. */
export function readErrorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/**
 * The server's machine-readable `code` of a failed call (contracts/common.ts `apiErrorSchema`), e.g.
 * 'hh_not_integrated', or undefined when the answer is not our error shape.
 */
export function readErrorCode(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const parsed = apiErrorSchema.safeParse(error.response?.data);
  return parsed.success ? parsed.data.code : undefined;
}
