import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminAudit, adminAuditSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { adminKeys } from './keys';

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

/** GET /api/admin/audit?user_id=&offset=&limit=: the audit log, newest first. */
export async function getAudit(userId: string | null, offset: number): Promise<AdminAudit> {
  const { data } = await apiClient.get<unknown>('/api/admin/audit', { params: { ...(userId ? { user_id: userId } : {}), offset, limit: AUDIT_PAGE_SIZE } });
  return adminAuditSchema.parse(data);
}

export const auditQueryOptions = (userId: string | null, offset: number) =>
  queryOptions({ queryKey: adminKeys.audit(userId, offset), queryFn: () => getAudit(userId, offset), placeholderData: keepPreviousData });

/** One page of the audit log, optionally about one user. */
export function useAudit(userId: string | null, offset: number) {
  return useQuery(auditQueryOptions(userId, offset));
}
