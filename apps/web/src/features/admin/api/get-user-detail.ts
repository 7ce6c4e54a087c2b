import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminUserDetail, adminUserDetailSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { adminKeys } from './keys';

/** GET /api/admin/users/{id}: the user with subscription, payments, applications and trainer requests. */
export async function getUserDetail(userId: string): Promise<AdminUserDetail> {
  const { data } = await apiClient.get<unknown>(`/api/admin/users/${encodeURIComponent(userId)}`);
  return adminUserDetailSchema.parse(data);
}

export const userDetailQueryOptions = (userId: string) => queryOptions({ queryKey: adminKeys.user(userId), queryFn: () => getUserDetail(userId) });

/** One user's page in the console. */
export function useUserDetail(userId: string) {
  return useQuery(userDetailQueryOptions(userId));
}
