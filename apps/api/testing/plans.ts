import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../src/db/schema/subscription';

/**
 * Makes a seeker paid without a checkout, as a succeeded first payment would (subscription service `activate`):
 * `planId` (default 'start', seeded by migration) active until now + `days` (default 30) by the app's clock. The row is
 * created when the seeker has none yet. For route tests of paid-only calls; journeys pay through the payment sandbox.
 */
export async function grantPaidPlan(app: FastifyInstance, userId: string, options: { planId?: string; days?: number } = {}): Promise<void> {
  const now = app.clock.now();
  const values = {
    planId: options.planId ?? 'start',
    status: 'active' as const,
    isCancelled: false,
    trialEnd: null,
    subscriptionExpiry: new Date(now.getTime() + (options.days ?? 30) * 86_400_000),
    provider: 'yookassa' as const,
  };
  const updated = await app.database.db.update(subscriptions).set(values).where(eq(subscriptions.userId, userId)).returning({ id: subscriptions.userId });
  if (updated.length === 0) await app.database.db.insert(subscriptions).values({ userId, createdAt: now, ...values });
}
