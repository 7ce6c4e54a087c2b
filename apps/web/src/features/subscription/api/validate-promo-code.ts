import { useMutation } from '@tanstack/react-query';
import { type PromoValidation, promoValidateQuerySchema, promoValidationSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';

/** GET /api/subscription/promocode/validate?code=. */
export const PROMO_VALIDATE_PATH = '/api/subscription/promocode/validate';

/**
 * Checks a promo code: its discount (percent, or a fixed amount in kopecks and cents), the plans it applies to and
 * its expiry. Failures are rethrown to the caller, never handled here ("Promo validation errors: rethrown, not
 * handled"): codes promo_unknown, promo_expired, promo_used_up, promo_already_used.
 * @throws the HttpError of the call, or a ZodError when the code is malformed or the answer does not match the contract
 */
export async function validatePromoCode(code: string): Promise<PromoValidation> {
  const { data } = await apiClient.get<unknown>(PROMO_VALIDATE_PATH, { params: promoValidateQuerySchema.parse({ code }) });
  return promoValidationSchema.parse(data);
}

/** Validates a promo code on demand; the promo field shows the failure by its code. */
export function useValidatePromoCode() {
  return useMutation({ mutationKey: ['subscription', 'promo'], mutationFn: validatePromoCode, meta: SHOWN_TO_USER });
}
