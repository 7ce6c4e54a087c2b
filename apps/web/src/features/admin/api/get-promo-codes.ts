import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminPromosSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { adminKeys } from './keys';

/** GET /api/admin/promo-codes: the newest promo codes. */
export async function getPromoCodes() {
  const { data } = await apiClient.get<unknown>('/api/admin/promo-codes');
  return adminPromosSchema.parse(data);
}

export const promoCodesQueryOptions = queryOptions({ queryKey: adminKeys.promos(), queryFn: getPromoCodes });

/** The promo codes. */
export function usePromoCodes() {
  return useQuery(promoCodesQueryOptions);
}
