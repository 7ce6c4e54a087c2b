import { useEffect, useState } from 'react';
import { feedbackAlreadyShown, feedbackPromptDelay, isFeedbackSuppressed, markFeedbackShown } from '../feedback-window';

/** setTimeout's longest delay (about 24.8 days); longer waits are chained. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Opens the trial-end feedback prompt: within the last 4 hours before `trialEnd` — at once if
 * that window has begun, by a timer if it lies ahead, never after the trial end — at most once per browser
 * (trialEndFeedbackShown is set when it opens), and never on /login, /auth, /connect or /recovery.
 * @param trialEnd ISO-8601 UTC end of the trial, or null (no trial, or not known yet)
 * @param pathname the current page
 * @returns whether the prompt is open, and `close()`
 */
export function useFeedbackPrompt(trialEnd: string | null, pathname: string): { opened: boolean; close: () => void } {
  const [opened, setOpened] = useState(false);
  const suppressed = isFeedbackSuppressed(pathname);

  useEffect(() => {
    if (trialEnd === null || suppressed || feedbackAlreadyShown()) return undefined;
    const end = new Date(trialEnd);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (): void => {
      const delay = feedbackPromptDelay(end, new Date());
      if (delay === null || feedbackAlreadyShown()) return;
      if (delay === 0) {
        markFeedbackShown();
        setOpened(true);
        return;
      }
      timer = setTimeout(attempt, Math.min(delay, MAX_TIMER_MS));
    };
    attempt();
    return () => clearTimeout(timer);
  }, [trialEnd, suppressed]);

  return { opened: opened && !suppressed, close: () => setOpened(false) };
}
