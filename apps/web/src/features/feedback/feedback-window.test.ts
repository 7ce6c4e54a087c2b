import { describe, expect, it } from 'vitest';
import { FEEDBACK_WINDOW_MS, feedbackPromptDelay, isFeedbackSuppressed } from './feedback-window';

const trialEnd = new Date('2026-11-25T12:00:00.000Z');
const before = (ms: number) => new Date(trialEnd.getTime() - ms);

describe('feedback prompt window: the 14400 s (4 hours) before trial end', () => {
  it('is 4 hours long', () => {
    expect(FEEDBACK_WINDOW_MS).toBe(14_400 * 1000);
  });

  it('opens at once inside the last 4 hours', () => {
    expect(feedbackPromptDelay(trialEnd, before(FEEDBACK_WINDOW_MS))).toBe(0);
    expect(feedbackPromptDelay(trialEnd, before(60_000))).toBe(0);
    expect(feedbackPromptDelay(trialEnd, before(1))).toBe(0);
  });

  it('waits until the window begins when it lies ahead', () => {
    expect(feedbackPromptDelay(trialEnd, before(FEEDBACK_WINDOW_MS + 1))).toBe(1);
    expect(feedbackPromptDelay(trialEnd, before(2 * 86_400_000))).toBe(2 * 86_400_000 - FEEDBACK_WINDOW_MS);
  });

  it('never opens at or after the trial end', () => {
    expect(feedbackPromptDelay(trialEnd, trialEnd)).toBeNull();
    expect(feedbackPromptDelay(trialEnd, before(-86_400_000))).toBeNull();
    expect(feedbackPromptDelay(new Date('not a date'), trialEnd)).toBeNull();
  });

  it('is suppressed on /login, /auth, /connect and /recovery only', () => {
    for (const path of ['/login', '/auth', '/connect', '/recovery']) expect(isFeedbackSuppressed(path)).toBe(true);
    for (const path of ['/dashboard', '/position', '/subscription', '/loginx']) expect(isFeedbackSuppressed(path)).toBe(false);
  });
});
