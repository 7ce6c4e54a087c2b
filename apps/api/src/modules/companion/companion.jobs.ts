import { z } from 'zod';
import { defineJob } from '../../plugins/queue';

/**
 * Forgets what the browser companion no longer needs: reads answered more than a day ago, pairing codes and failed
 * pairing attempts older than a day. Applies and the audit log stay. Hourly (UTC cron); no retries, the next run
 * does it.
 */
export const companionCleanupJob = defineJob({
  name: 'companion.cleanup',
  payload: z.object({}),
  retryLimit: 0,
  retryDelaySeconds: 0,
  retryBackoff: false,
  expireInSeconds: 300,
  deleteAfterSeconds: 3600,
});

/** Cron of {@link companionCleanupJob} (UTC). */
export const CLEANUP_CRON = '17 * * * *';
