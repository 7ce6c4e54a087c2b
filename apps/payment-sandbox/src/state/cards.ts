/**
 * Test cards. The card number typed on a confirmation page decides the outcome, as in each provider's test mode.
 * Numbers and decline reasons follow the providers' published test-card tables (YooKassa "Тестирование платежей",
 * Stripe "Testing"); expiry (any future date), CVC and the 3-D Secure code are free.
 */

/** What paying with a card does. `threeDs`: an extra confirmation step is shown first. */
export interface YooKassaCard {
  brand: 'MasterCard' | 'Visa' | 'Mir';
  threeDs: boolean;
  /** null: the payment succeeds; otherwise it is canceled by `party` with this `cancellation_details.reason`. */
  decline: { party: 'payment_network' | 'yoo_money'; reason: string } | null;
}

const ykOk = (brand: YooKassaCard['brand'], threeDs: boolean): YooKassaCard => ({ brand, threeDs, decline: null });
const ykNo = (brand: YooKassaCard['brand'], reason: string, party: 'payment_network' | 'yoo_money' = 'payment_network'): YooKassaCard => ({
  brand,
  threeDs: reason === '3d_secure_failed',
  decline: { party, reason },
});

/** YooKassa's test cards, by number (digits only). */
export const YOOKASSA_TEST_CARDS: Readonly<Record<string, YooKassaCard>> = {
  '5555555555554477': ykOk('MasterCard', true),
  '5555555555554444': ykOk('MasterCard', false),
  '4793128161644804': ykOk('Visa', true),
  '4111111111111111': ykOk('Visa', false),
  '2200000000000004': ykOk('Mir', true),
  '2202474301322987': ykOk('Mir', false),
  '5555555555554592': ykNo('MasterCard', '3d_secure_failed'),
  '5555555555554535': ykNo('MasterCard', 'call_issuer'),
  '5555555555554543': ykNo('MasterCard', 'card_expired'),
  '5555555555554568': ykNo('MasterCard', 'fraud_suspected'),
  '5555555555554527': ykNo('MasterCard', 'general_decline'),
  '5555555555554600': ykNo('MasterCard', 'insufficient_funds'),
  '4562265587712390': ykNo('Visa', 'insufficient_funds'),
  '2200000000000053': ykNo('Mir', 'insufficient_funds'),
  '5555555555554618': ykNo('MasterCard', 'invalid_card_number'),
  '5555555555554626': ykNo('MasterCard', 'invalid_csc'),
  '5555555555554501': ykNo('MasterCard', 'issuer_unavailable'),
  '5555555555554576': ykNo('MasterCard', 'payment_method_limit_exceeded'),
  '5555555555554550': ykNo('MasterCard', 'payment_method_restricted'),
  '5555555555554584': ykNo('MasterCard', 'country_forbidden', 'yoo_money'),
  '5555555555554634': ykNo('MasterCard', 'fraud_suspected', 'yoo_money'),
};

/**
 * What a Stripe test card does. `checkout`: at Checkout it succeeds, is declined (`declineCode`) or first asks for
 * 3-D Secure. `renewal`: off-session renewal charges succeed or fail (`authentication_required` for cards that
 * always demand authentication).
 */
export interface StripeCard {
  brand: 'visa' | 'mastercard';
  checkout: 'success' | 'declined' | 'three_ds';
  declineCode: string | null;
  renewal: 'success' | 'authentication_required';
}

/** Stripe's test cards, by number (digits only). */
export const STRIPE_TEST_CARDS: Readonly<Record<string, StripeCard>> = {
  '4242424242424242': { brand: 'visa', checkout: 'success', declineCode: null, renewal: 'success' },
  '5555555555554444': { brand: 'mastercard', checkout: 'success', declineCode: null, renewal: 'success' },
  '4000000000000002': { brand: 'visa', checkout: 'declined', declineCode: 'generic_decline', renewal: 'success' },
  '4000000000009995': { brand: 'visa', checkout: 'declined', declineCode: 'insufficient_funds', renewal: 'success' },
  '4000000000000069': { brand: 'visa', checkout: 'declined', declineCode: 'expired_card', renewal: 'success' },
  '4000002500003155': { brand: 'visa', checkout: 'three_ds', declineCode: null, renewal: 'success' },
  '4000002760003184': { brand: 'visa', checkout: 'three_ds', declineCode: null, renewal: 'authentication_required' },
  '4000000000003220': { brand: 'visa', checkout: 'three_ds', declineCode: null, renewal: 'authentication_required' },
};

/** The card number with spaces and dashes removed. */
export const normaliseCardNumber = (raw: string): string => raw.replace(/[\s-]/g, '');
