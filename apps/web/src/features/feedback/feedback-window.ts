import { PATHS } from '@/lib/paths';

/** The prompt opens this long before the trial ends, in ms (4 hours). */
export const FEEDBACK_WINDOW_MS = 14_400_000;

/** localStorage flag set when the prompt opens, so it opens at most once per browser. */
export const FEEDBACK_SHOWN_KEY = 'trialEndFeedbackShown';

/** Pages on which the prompt never shows: /login, /auth, /connect and /recovery. */
export const FEEDBACK_SUPPRESSED_PATHS: readonly string[] = [PATHS.login, PATHS.auth, PATHS.connect, PATHS.recovery];

/** Whether the prompt is suppressed on `pathname`. */
export function isFeedbackSuppressed(pathname: string): boolean {
  return FEEDBACK_SUPPRESSED_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * When the trial-end prompt should open:
 * @param trialEnd the end of the trial
 * @param now the current time
 * @returns 0 when the last 4 hours before `trialEnd` have begun (open at once); the wait in ms until they begin when
 *   they lie ahead; null once the trial has ended (nothing opens it)
 */
export function feedbackPromptDelay(trialEnd: Date, now: Date): number | null {
  const end = trialEnd.getTime();
  const current = now.getTime();
  if (Number.isNaN(end) || current >= end) return null;
  return Math.max(0, end - FEEDBACK_WINDOW_MS - current);
}

/** Whether the prompt already opened in this browser. */
export function feedbackAlreadyShown(): boolean {
  return localStorage.getItem(FEEDBACK_SHOWN_KEY) !== null;
}

/** Remembers that the prompt opened (it never opens again in this browser). */
export function markFeedbackShown(): void {
  localStorage.setItem(FEEDBACK_SHOWN_KEY, 'true');
}
