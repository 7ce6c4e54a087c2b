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

/**
 * Picks the message key of a failed call: the key its `detail` maps to (the spec's or the contract's fixed texts);
 * else `unavailable` for a 5xx or a network failure; else `fallback`.
 */
export function errorKeyOf<K extends string>(
  error: unknown,
  byDetail: ReadonlyMap<string, K>,
  keys: { unavailable: K; fallback: K },
): K {
  const detail = readErrorDetail(error);
  const known = detail === undefined ? undefined : byDetail.get(detail);
  if (known !== undefined) return known;
  const status = readErrorStatus(error);
  if (status === undefined || status >= 500) return keys.unavailable;
  return keys.fallback;
}

/**
 * Whether reading something the server makes on request (a resume draft, proposals) failed only because it has not
 * been made yet: 404 or 409 with a detail other than `missingParentDetail` (e.g. 'Position not found').
 */
export function isNotMadeYet(error: unknown, missingParentDetail: string): boolean {
  const status = readErrorStatus(error);
  return (status === 404 || status === 409) && readErrorDetail(error) !== missingParentDetail;
}
