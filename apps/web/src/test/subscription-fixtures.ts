import type { CurrentSubscription, MyReferrals, PaymentHistory, Plan, SalesInfo } from '@otklik/contracts';
import { HttpResponse, http } from 'msw';

/** Test-only: the seeker on the trial (10 a day), as GET /api/subscription/current answers. */
export const TRIAL: CurrentSubscription = {
  is_cancelled: false,
  plan_id: 'trial',
  trial_end: '2099-01-10T12:00:00.000Z',
  subscription_expiry: null,
  daily_quota: 10,
  next_renewal: null,
  pending_plan_id: null,
  provider: null,
  payment_status: 'trial',
};

/** Test-only: the seeker on the paid 'start' plan (20 a day), renewing on 10.01.2099. */
export const PAID_START: CurrentSubscription = {
  is_cancelled: false,
  plan_id: 'start',
  trial_end: null,
  subscription_expiry: '2099-01-10T12:00:00.000Z',
  daily_quota: 20,
  next_renewal: '2099-01-09T12:00:00.000Z',
  pending_plan_id: null,
  provider: 'yookassa',
  payment_status: 'active',
};

/** Test-only: three plans on sale; 'pro' has a running 20 % sale. Prices in kopecks and cents. */
export const PLANS: Plan[] = [
  { id: 'start', name: 'Старт', price_rub: 99000, price_usd: 1200, period_months: 1, daily_quota: 20, features: ['Сопроводительные письма'], sale: null },
  {
    id: 'pro',
    name: 'Про',
    price_rub: 199000,
    price_usd: 2400,
    period_months: 1,
    daily_quota: 50,
    features: [],
    sale: { percent: 20, price_rub: 159200, price_usd: 1920, ends_at: '2099-01-05T12:00:00.000Z' },
  },
  { id: 'pro3', name: 'Про на 3 месяца', price_rub: 499000, price_usd: 6000, period_months: 3, daily_quota: 50, features: [], sale: null },
];

/** Test-only: the running sale behind 'pro'. */
export const SALES: SalesInfo = [{ id: 's1', title: 'Зимняя распродажа', percent: 20, plan_ids: ['pro'], ends_at: '2099-01-05T12:00:00.000Z' }];

export const REFERRALS: MyReferrals = { code: 'ANNA2026', link: '/register?ref=ANNA2026', joined: 3, paid: 1, bonus_days_earned: 7, bonus_days_referrer: 7, bonus_days_referee: 7 };

export const HISTORY: PaymentHistory = {
  items: [
    {
      id: 'pay-1',
      created_at: '2098-12-10T12:00:00.000Z',
      provider: 'yookassa',
      purpose: 'purchase',
      plan_id: 'start',
      plan_name: 'Старт',
      amount: 99000,
      currency: 'RUB',
      status: 'succeeded',
      promo_code: null,
      card_last4: '4444',
      receipt: { email: 'anna@example.ru', item: 'Подписка «Старт», 1 месяц', provider_payment_id: 'yk-123' },
    },
  ],
};

/** Test-only: handlers of every read the subscription page makes. */
export function subscriptionHandlers({ subscription = TRIAL, plans = PLANS, sales = SALES }: { subscription?: CurrentSubscription | (() => CurrentSubscription); plans?: Plan[]; sales?: SalesInfo } = {}) {
  return [
    http.get('/api/subscription/current', () => HttpResponse.json(typeof subscription === 'function' ? subscription() : subscription)),
    http.get('/api/subscription/opened_plans', () => HttpResponse.json(plans)),
    http.get('/api/subscription/get-sales-info', () => HttpResponse.json(sales)),
    http.get('/api/referrals/me', () => HttpResponse.json(REFERRALS)),
    http.get('/api/payments', () => HttpResponse.json(HISTORY)),
  ];
}
