import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminMe, adminMeSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { adminKeys } from './keys';

/** GET /api/admin/me: whether the session user is an admin (any session may ask). */
export async function getAdminMe(): Promise<AdminMe> {
  const { data } = await apiClient.get<unknown>('/api/admin/me');
  return adminMeSchema.parse(data);
}

export const adminMeQueryOptions = queryOptions({ queryKey: adminKeys.me(), queryFn: getAdminMe });

/** Whether the session user may use /admin. */
export function useAdminMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminMeQueryOptions, enabled });
}
