import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  type ApplicationsCount,
  type CurrentSubscription,
  type DashboardSummary,
  MAX_DAILY_QUOTA,
  applicationsCountSchema,
  currentSubscriptionSchema,
  dashboardSummarySchema,
  haveNotificationsSchema,
  userSchema,
} from '@otklik/contracts';
import { anna } from '@/test/fixtures';
import {
  applicationsCountFirstPaint,
  currentSubscriptionFirstPaint,
  dashboardSummaryFirstPaint,
  haveNotificationsFirstPaint,
  parseFirstPaint,
  safeParseFirstPaint,
  userFirstPaint,
} from './first-paint-schemas';

const subscription: CurrentSubscription = {
  is_cancelled: false,
  plan_id: 'pro',
  trial_end: null,
  subscription_expiry: '2027-01-31T23:59:59+03:00',
  daily_quota: 40,
  next_renewal: '2027-01-01T00:00:00Z',
  pending_plan_id: null,
  provider: 'yookassa',
  payment_status: 'active',
};

const counter: ApplicationsCount = { current_applications: 3, total_applications: 20 };

const summary: DashboardSummary = {
  positions: [
    { id: 'p-1', title: 'Аналитик', stage: 'vacancies', paused: false, funnel: { proposed: 5, sent: 3, viewed: 2, invited: 1, rejected: 0 } },
    { id: 'p-2', title: 'Тестировщик', stage: 'questions', paused: true, funnel: { proposed: 0, sent: 0, viewed: 0, invited: 0, rejected: 0 } },
  ],
  quota: { used: 3, total: 20, queued: 2, next_send_at: '2026-11-26T09:15:00.123Z' },
  invitations: [
    {
      application_id: 'a-1',
      vacancy_name: 'Аналитик данных',
      employer_name: null,
      alternate_url: 'https://hh.ru/vacancy/1',
      position_title: 'Аналитик',
      updated_at: '2026-11-25T18:00:00Z',
    },
  ],
  subscription: { state: 'paid', plan_id: 'pro', ends_at: '2027-01-31T20:59:59Z' },
  hh_connected: true,
  next_step: { kind: 'confirm_proposals', position_id: 'p-1' },
};

/** Values that break most fields: wrong types, out of range numbers, strings that are no date or no member of a set. */
const ODD_VALUES: unknown[] = [
  undefined,
  null,
  true,
  0,
  -1,
  1.5,
  MAX_DAILY_QUOTA + 1,
  Number.NaN,
  2 ** 60,
  '',
  'x',
  'trial',
  'stripe',
  'done',
  '2026-11-25',
  '2026-11-25T18:00:00',
  '2026-11-25 18:00:00Z',
  '2026-11-25T18:00Z',
  '2026-02-29T10:00:00Z',
  '2028-02-29T10:00:00Z',
  '2026-11-25T24:00:00Z',
  '2026-11-25T18:00:00+3:00',
  '2026-11-25T18:00:00.5-05:30',
  '2026-11-25T18:00:00z',
  [],
  {},
];

/** Every copy of `value` with one field (at any depth, array items included) replaced by one odd value, or removed. */
function variants(value: unknown): unknown[] {
  const out: unknown[] = [...ODD_VALUES];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      for (const changed of variants(item)) out.push(value.map((other, i) => (i === index ? changed : other)));
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      for (const changed of variants(inner)) out.push({ ...value, [key]: changed });
      const { [key]: _removed, ...rest } = value as Record<string, unknown>;
      out.push(rest);
    }
  }
  return out;
}

const PAIRS = [
  { name: 'user', contract: userSchema, firstPaint: userFirstPaint, valid: [anna, { ...anna, plan: 'pro', trial_end: '2026-12-01T00:00:00+00:00' }] },
  { name: 'current subscription', contract: currentSubscriptionSchema, firstPaint: currentSubscriptionFirstPaint, valid: [subscription] },
  { name: 'applications count', contract: applicationsCountSchema, firstPaint: applicationsCountFirstPaint, valid: [counter] },
  { name: 'have notifications', contract: haveNotificationsSchema, firstPaint: haveNotificationsFirstPaint, valid: [true, false] },
  { name: 'dashboard summary', contract: dashboardSummarySchema, firstPaint: dashboardSummaryFirstPaint, valid: [summary] },
] as const;

describe('the first paint schemas accept and refuse exactly what the contracts do', () => {
  for (const { name, contract, firstPaint, valid } of PAIRS) {
    it(`${name}: the same verdict on valid answers and on every one-field change of them`, () => {
      let refused = 0;
      for (const answer of valid) {
        expect(parseFirstPaint(firstPaint as v.GenericSchema<unknown, unknown>, answer)).toEqual(contract.parse(answer));
        for (const changed of variants(answer)) {
          const expected = contract.safeParse(changed).success;
          expect(v.safeParse(firstPaint, changed).success, JSON.stringify(changed)).toBe(expected);
          if (!expected) refused += 1;
        }
      }
      expect(refused).toBeGreaterThan(10);
    });
  }

  it('keeps unknown fields out of the parsed answer, as the contracts do', () => {
    const parsed = parseFirstPaint(applicationsCountFirstPaint, { ...counter, extra: 1 });
    expect(parsed).toEqual(counter);
    expect(applicationsCountSchema.parse({ ...counter, extra: 1 })).toEqual(counter);
  });

  it('throws on a malformed answer, or gives null from the safe form', () => {
    expect(() => parseFirstPaint(dashboardSummaryFirstPaint, { ...summary, quota: null })).toThrow();
    expect(safeParseFirstPaint(userFirstPaint, { ...anna, created_at: 'yesterday' })).toBeNull();
    expect(safeParseFirstPaint(userFirstPaint, anna)).toEqual(anna);
  });
});
