import { z } from 'zod';
import { defineJob } from '../../plugins/queue';

/**
 * Sends the password-reset e-mail (POST /api/auth/forgot-password). Payload: the account's e-mail and name, and the
 * raw reset token (the database keeps only its hash). Because the payload holds a secret, finished jobs are deleted
 * after one hour, the token's own lifetime. Up to 5 retries, 30 s apart, doubling (SMTP hiccups).
 */
export const passwordResetMailJob = defineJob({
  name: 'auth.send-password-reset',
  payload: z.object({
    email: z.email(),
    name: z.string().nullable(),
    token: z.string().min(16),
  }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 120,
  deleteAfterSeconds: 3600,
});
