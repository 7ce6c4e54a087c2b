import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminUserSearch, adminUserSearchSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { adminKeys } from './keys';

/** GET /api/admin/users?q=: up to 50 users whose e-mail or name contains `q`, or with this id. */
export async function searchUsers(q: string): Promise<AdminUserSearch> {
  const { data } = await apiClient.get<unknown>('/api/admin/users', { params: { q } });
  return adminUserSearchSchema.parse(data);
}

export const searchUsersQueryOptions = (q: string) =>
  queryOptions({ queryKey: adminKeys.users(q), queryFn: () => searchUsers(q), enabled: q.trim() !== '', placeholderData: keepPreviousData });

/** The users matching `q` (nothing is asked while `q` is empty). */
export function useSearchUsers(q: string) {
  return useQuery(searchUsersQueryOptions(q));
}
