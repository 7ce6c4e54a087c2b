import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CompanionAuditPage, companionAuditPageSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { companionKeys } from './keys';

/** GET /api/companion/audit. */
export const COMPANION_AUDIT_PATH = '/api/companion/audit';
/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 20;

/** One page of the companion's audit log, newest first. @throws the HttpError of the call, or a ZodError */
export async function getCompanionAudit(offset: number, signal?: AbortSignal): Promise<CompanionAuditPage> {
  const { data } = await apiClient.get<unknown>(COMPANION_AUDIT_PATH, { params: { offset, limit: AUDIT_PAGE_SIZE }, signal });
  return companionAuditPageSchema.parse(data);
}

export const companionAuditQueryOptions = (offset: number) =>
  queryOptions({
    queryKey: companionKeys.audit(offset),
    queryFn: ({ signal }) => getCompanionAudit(offset, signal),
    refetchInterval: 5000,
    placeholderData: keepPreviousData,
  });

/** A page of the audit log (TanStack Query, refreshed every 5 s while shown). */
export function useCompanionAudit(offset: number) {
  return useQuery(companionAuditQueryOptions(offset));
}
