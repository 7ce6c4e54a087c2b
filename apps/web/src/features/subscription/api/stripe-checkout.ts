import { useMutation } from '@tanstack/react-query';
import { type AttachCardBody, type StripeCheckoutAnswer, attachCardBodySchema, stripeCheckoutAnswerSchema } from '@otklik/contracts';
import { apiClient } from '@/lib/api/clients';
import { SHOWN_TO_USER } from '@/lib/query-client';

/** POST /pay/payments/stripe/attach_card_checkout: foreign cards through the provider's checkout. */
export const STRIPE_CHECKOUT_PATH = '/pay/payments/stripe/attach_card_checkout';

/**
 * Opens a checkout session for a foreign card, same body as attach_card.
 * @returns the checkout `url` to send the browser to, our `payment_id` and the first charge in cents
 * @throws the HttpError of the call (subscription_active, plan_not_found, promo_*, payment_unavailable …)
 */
export async function startStripeCheckout(body: AttachCardBody): Promise<StripeCheckoutAnswer> {
  const { data } = await apiClient.post<unknown>(STRIPE_CHECKOUT_PATH, attachCardBodySchema.parse(body));
  return stripeCheckoutAnswerSchema.parse(data);
}

/** Opens a foreign-card checkout; the page shows its failure in the error modal. */
export function useStripeCheckout() {
  return useMutation({ mutationKey: ['subscription', 'stripe-checkout'], mutationFn: startStripeCheckout, meta: SHOWN_TO_USER });
}
