import type { JobQueue } from '../../plugins/queue';
import { passwordResetMailJob } from './auth.jobs';
import type { AuthService } from './auth.service';

/** Starts the auth module's workers in this process. */
export async function startAuthWorkers(queue: JobQueue, service: Pick<AuthService, 'sendPasswordResetMail'>): Promise<void> {
  await queue.work(passwordResetMailJob, (payload) => service.sendPasswordResetMail(payload));
}
