import { useState } from 'react';
import { useFeedbackPrompt } from '../hooks/use-feedback-prompt';
import { deferredDialog } from '@/components/deferred-dialog';

/** The prompt's dialogs load (with the whole locale) only when the prompt opens: most loads never show it. */
const FeedbackDialog = deferredDialog(() => import('./feedback-dialog').then((module) => module.FeedbackDialog), {
  fullLocale: true,
});
const FeedbackThanksDialog = deferredDialog(() => import('./feedback-thanks-dialog').then((module) => module.FeedbackThanksDialog), { fullLocale: true });
export interface FeedbackPromptProps {
  /** ISO-8601 UTC end of the seeker's trial (GET /api/subscription/current), or null. */
  trialEnd: string | null;
  /** The current page; the prompt never shows on /login, /auth, /connect or /recovery. */
  pathname: string;
}

/**
 * The trial-end feedback prompt: opens once per browser in the last 4 hours of the
 * trial, then the thank-you dialog after a successful send.
 */
export function FeedbackPrompt({ trialEnd, pathname }: FeedbackPromptProps) {
  const prompt = useFeedbackPrompt(trialEnd, pathname);
  const [thanked, setThanked] = useState(false);
  return (
    <>
      <FeedbackDialog
        opened={prompt.opened}
        onClose={prompt.close}
        onSent={() => {
          prompt.close();
          setThanked(true);
        }}
      />
      <FeedbackThanksDialog opened={thanked} onClose={() => setThanked(false)} />
    </>
  );
}
