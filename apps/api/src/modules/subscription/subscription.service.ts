import { type CurrentSubscription, TRIAL_PLAN_ID } from '@otklik/contracts';
import type { Db } from '../../db/client';
import type { SubscriptionRow } from '../../db/schema/subscription';
import type { Clock } from '../../lib/clock';
import * as repo from './subscription.repository';

/**
 * Length of the free trial every new seeker gets, in days (spec §1 "a trial period"; the length is not in the spec).
 * Three days: long enough to create a position and see the first invitations, short enough that the trial-end
 * feedback prompt (last 4 hours, spec §4) comes while the experience is fresh.
 */
export const TRIAL_DAYS = 3;
const DAY_MS = 86_400_000;

export interface SubscriptionServiceDeps {
  db: Db;
  clock: Clock;
}

/** The subscription rules available so far: the trial (spec §3 "Subscription (current)"). */
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;

function toCurrent(row: SubscriptionRow): CurrentSubscription {
  return {
    is_cancelled: row.isCancelled,
    plan_id: row.planId,
    trial_end: row.trialEnd?.toISOString() ?? null,
    subscription_expiry: row.subscriptionExpiry?.toISOString() ?? null,
    daily_quota: 0,
    next_renewal: null,
    pending_plan_id: null,
    provider: null,
    payment_status: row.planId === TRIAL_PLAN_ID ? 'trial' : 'none',
  };
}

export function createSubscriptionService({ db, clock }: SubscriptionServiceDeps) {
  return {
    /**
     * The seeker's current subscription (GET /api/subscription/current). Until paid plans land, the first read
     * starts the trial: plan 'trial', trial_end = now + {@link TRIAL_DAYS} days (UTC). Later reads return the stored
     * row unchanged, also after the trial has ended. Concurrent first reads create one row.
     */
    async current(userId: string): Promise<CurrentSubscription> {
      const existing = await repo.findByUser(db, userId);
      if (existing) return toCurrent(existing);
      const now = clock.now();
      const created = await repo.insertIfMissing(db, {
        userId,
        planId: TRIAL_PLAN_ID,
        trialEnd: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
        createdAt: now,
      });
      const row = created ?? (await repo.findByUser(db, userId));
      if (!row) throw new Error(`subscription of ${userId} vanished right after it was created`);
      return toCurrent(row);
    },
  };
}
