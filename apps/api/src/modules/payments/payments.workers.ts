import type { User } from '@otklik/contracts';
import type { Mailer } from '../../integrations/mail/mailer';
import type { JobQueue } from '../../plugins/queue';
import { expireCheckoutJob, refundDuplicateJob, RENEWALS_CRON, renewalsJob, subscriptionMailJob } from './payments.jobs';
import { stateMailMessage } from './payments.mail';
import type { PaymentsService } from './payments.service';

/** Starts the payments workers: the state e-mails, the renewal sweep on its cron, checkout expiry and duplicate refunds. */
export async function startPaymentsWorkers(
  queue: JobQueue,
  deps: {
    service: Pick<PaymentsService, 'runRenewals' | 'expireCheckout' | 'refundDuplicate'>;
    mailer: Mailer;
    users: { findUser(id: string): Promise<User | null> };
    publicUrl: string;
  },
): Promise<void> {
  await queue.work(subscriptionMailJob, async (payload) => {
    const user = await deps.users.findUser(payload.userId);
    if (!user) return { skipped: 'user deleted' };
    const sent = await deps.mailer.send(stateMailMessage(user.email, user.name, payload, deps.publicUrl));
    return { messageId: sent.messageId };
  });
  await queue.work(renewalsJob, () => deps.service.runRenewals());
  await queue.work(expireCheckoutJob, async ({ paymentId }) => {
    await deps.service.expireCheckout(paymentId);
    return { paymentId };
  });
  await queue.work(refundDuplicateJob, async ({ paymentId }) => {
    await deps.service.refundDuplicate(paymentId);
    return { paymentId };
  });
  await queue.schedule(renewalsJob, RENEWALS_CRON);
}
