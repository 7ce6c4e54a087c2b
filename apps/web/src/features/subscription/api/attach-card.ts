import { useMutation } from '@tanstack/react-query';
import { type AttachCardAnswer, type AttachCardBody, attachCardAnswerSchema, attachCardBodySchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';

/** POST /pay/payments/attach_card: a Russian card, saved for renewals. */
export const ATTACH_CARD_PATH = '/pay/payments/attach_card';

/**
 * Starts a Russian-card payment for `plan_id` with an optional promo code.
 * @returns the provider's `confirmation_url` to send the browser to, our `payment_id` and the amount in kopecks
 * @throws the HttpError of the call (subscription_active, plan_not_found, promo_*, payment_unavailable …)
 */
export async function attachCard(body: AttachCardBody): Promise<AttachCardAnswer> {
  const { data } = await apiClient.post<unknown>(ATTACH_CARD_PATH, attachCardBodySchema.parse(body));
  return attachCardAnswerSchema.parse(data);
}

/** Starts a Russian-card payment; the page shows its failure in the error modal. */
export function useAttachCard() {
  return useMutation({ mutationKey: ['subscription', 'attach-card'], mutationFn: attachCard, meta: SHOWN_TO_USER });
}
