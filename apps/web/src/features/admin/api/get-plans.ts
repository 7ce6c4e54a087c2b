import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminPlans, adminPlansSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { adminKeys } from './keys';

/** GET /api/admin/plans: every plan, on sale or not. */
export async function getAdminPlans(): Promise<AdminPlans> {
  const { data } = await apiClient.get<unknown>('/api/admin/plans');
  return adminPlansSchema.parse(data);
}

export const adminPlansQueryOptions = queryOptions({ queryKey: adminKeys.plans(), queryFn: getAdminPlans });

/** Every plan with its sale state. */
export function useAdminPlans() {
  return useQuery(adminPlansQueryOptions);
}
