import { randomBytes } from 'node:crypto';

const ALPHANUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-style id: `prefix_` plus 24 random alphanumerics, e.g. `cs_test_a1B2…`, `evt_…`, `sub_…`. */
export function stripeId(prefix: string): string {
  const bytes = randomBytes(24);
  let out = '';
  for (const b of bytes) out += ALPHANUM[b % ALPHANUM.length];
  return `${prefix}_${out}`;
}

/** A YooKassa-style id, shaped like theirs: `2ad1c7f8-000f-5000-8000-1b2c3d4e5f60`. */
export function yookassaId(): string {
  const hex = randomBytes(10).toString('hex');
  return `${hex.slice(0, 8)}-000f-5000-8000-${hex.slice(8, 20)}`;
}
