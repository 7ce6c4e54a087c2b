import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminPromo, type AdminPromoCreateBody, adminPromoSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';
import { adminKeys } from './keys';

/** POST /api/admin/promo-codes: creates a promo code (percent, or fixed amounts in kopecks and cents). */
export async function createPromoCode(body: AdminPromoCreateBody): Promise<AdminPromo> {
  const { data } = await apiClient.post<unknown>('/api/admin/promo-codes', body);
  return adminPromoSchema.parse(data);
}

/** Creates a promo code, then refreshes the console. */
export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'promo-create'],
    mutationFn: createPromoCode,
    meta: SHOWN_TO_USER,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
