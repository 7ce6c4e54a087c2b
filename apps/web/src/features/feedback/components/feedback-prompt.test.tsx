import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/test/providers';
import { apiError } from '@/test/fixtures';
import { recordRequests, server } from '@/test/server';
import { FEEDBACK_SHOWN_KEY, FEEDBACK_WINDOW_MS } from '../feedback-window';
import { FeedbackPrompt } from './feedback-prompt';

const HOUR_MS = 3_600_000;
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

function renderPrompt(trialEnd: string | null, pathname = '/dashboard') {
  const user = userEvent.setup({ delay: null });
  const view = render(
    <TestProviders>
      <FeedbackPrompt trialEnd={trialEnd} pathname={pathname} />
    </TestProviders>,
  );
  return { ...view, user };
}

const dialog = () => screen.queryByRole('dialog', { name: 'Как вам Отклик?' });
/** The prompt once it is on screen: its code loads when it first opens (components/deferred-dialog.tsx). */
const opened = () => screen.findByRole('dialog', { name: 'Как вам Отклик?' });

function widthPx(element: HTMLElement): number {
  const value = element.closest<HTMLElement>('.mantine-Modal-root')?.style.getPropertyValue('--modal-size') ?? '';
  return Number(/^calc\(([\d.]+)rem/.exec(value)?.[1]) * 16;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('feedback prompt: when it opens (once per browser, within the last 4 hours before trial end)', () => {
  it('opens at once inside the last 4 hours before trial_end, 700 px wide, and sets trialEndFeedbackShown', async () => {
    renderPrompt(inMs(3 * HOUR_MS));
    expect(widthPx(await opened())).toBe(700);
    expect(localStorage.getItem(FEEDBACK_SHOWN_KEY)).toBe('true');
  });

  it('opens at most once per browser', () => {
    localStorage.setItem(FEEDBACK_SHOWN_KEY, 'true');
    renderPrompt(inMs(HOUR_MS));
    expect(dialog()).toBeNull();
  });

  it('opens by timer when the window lies ahead', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-25T06:00:00.000Z'));
    renderPrompt('2026-11-25T12:00:00.000Z');
    expect(dialog()).toBeNull();
    // The window starts at 08:00 UTC, two hours from now.
    await act(async () => {
      vi.advanceTimersByTime(2 * HOUR_MS - 1);
    });
    expect(dialog()).toBeNull();
    expect(localStorage.getItem(FEEDBACK_SHOWN_KEY)).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(localStorage.getItem(FEEDBACK_SHOWN_KEY)).toBe('true');
  });

  it('never opens after the trial end', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    renderPrompt(inMs(-60_000));
    await act(async () => {
      vi.advanceTimersByTime(7 * 24 * HOUR_MS);
    });
    expect(dialog()).toBeNull();
    expect(localStorage.getItem(FEEDBACK_SHOWN_KEY)).toBeNull();
  });

  it('never opens without a trial end', () => {
    renderPrompt(null);
    expect(dialog()).toBeNull();
  });

  it.each(['/login', '/auth', '/connect', '/recovery'])('never shows on %s', (path) => {
    renderPrompt(inMs(FEEDBACK_WINDOW_MS / 2), path);
    expect(dialog()).toBeNull();
    expect(localStorage.getItem(FEEDBACK_SHOWN_KEY)).toBeNull();
  });
});

describe('feedback dialog: five scores, a required score, silent failure, «Позже»', () => {
  it('offers the five scores with a face each', async () => {
    renderPrompt(inMs(HOUR_MS));
    const radios = within(await opened()).getAllByRole('radio');
    expect(radios.map((radio) => radio.textContent)).toEqual(['Плохо', 'Нормально', 'Хорошо', 'Отлично', 'Отлично!']);
    for (const radio of radios) expect(radio.querySelector('svg')).not.toBeNull();
  });

  it('requires a score: sending without one sends nothing and asks for it', async () => {
    const calls = recordRequests();
    const { user } = renderPrompt(inMs(HOUR_MS));
    await opened();
    await user.type(within(dialog()!).getByRole('textbox'), 'Без оценки');
    await user.click(within(dialog()!).getByRole('button', { name: 'Отправить' }));
    expect(within(dialog()!).getByText('Выберите оценку')).toBeInTheDocument();
    expect(calls.requests).toHaveLength(0);
  });

  it('sends action "", the score and the message, then shows the thank-you dialog with a Close button', async () => {
    server.use(http.post('/api/feedback/create_feedback', () => HttpResponse.json({ detail: 'Feedback saved' })));
    const calls = recordRequests();
    const { user } = renderPrompt(inMs(HOUR_MS));
    await opened();
    await user.click(within(dialog()!).getByRole('radio', { name: 'Отлично' }));
    await user.type(within(dialog()!).getByRole('textbox', { name: 'Что понравилось или что стоит улучшить?' }), 'Быстро нашёл работу');
    await user.click(within(dialog()!).getByRole('button', { name: 'Отправить' }));

    const thanks = await screen.findByRole('dialog', { name: 'Спасибо за отзыв!' });
    expect(dialog()).toBeNull();
    expect(calls.requests.map((request) => [request.method, request.path])).toEqual([['POST', '/api/feedback/create_feedback']]);
    await vi.waitFor(() => expect(JSON.parse(calls.requests[0]!.body)).toEqual({ action: '', score: 4, message: 'Быстро нашёл работу' }));
    const closeButton = within(thanks)
      .getAllByRole('button', { name: 'Закрыть' })
      .find((button) => button.textContent === 'Закрыть');
    expect(closeButton).toBeDefined();
    await user.click(closeButton!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends an empty message when none is written', async () => {
    server.use(http.post('/api/feedback/create_feedback', () => HttpResponse.json({ detail: 'Feedback saved' })));
    const calls = recordRequests();
    const { user } = renderPrompt(inMs(HOUR_MS));
    await opened();
    await user.click(within(dialog()!).getByRole('radio', { name: 'Плохо' }));
    await user.click(within(dialog()!).getByRole('button', { name: 'Отправить' }));
    await screen.findByRole('dialog', { name: 'Спасибо за отзыв!' });
    await vi.waitFor(() => expect(JSON.parse(calls.requests[0]!.body)).toEqual({ action: '', score: 1, message: '' }));
  });

  it('ignores a failed send silently: the dialog stays open with the answers and nothing is shown', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post('/api/feedback/create_feedback', () => apiError('internal')));
    const calls = recordRequests();
    const { user } = renderPrompt(inMs(HOUR_MS));
    await opened();
    await user.click(within(dialog()!).getByRole('radio', { name: 'Хорошо' }));
    await user.click(within(dialog()!).getByRole('button', { name: 'Отправить' }));
    await vi.waitFor(() => expect(calls.count('POST', '/api/feedback/create_feedback')).toBe(1));
    await vi.waitFor(() => expect(within(dialog()!).getByRole('button', { name: 'Отправить' })).not.toHaveAttribute('data-loading'));
    expect(dialog()).not.toBeNull();
    expect(within(dialog()!).getByRole('radio', { name: 'Хорошо' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('dialog', { name: 'Спасибо за отзыв!' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("'Позже' closes it, and it does not come back", async () => {
    const trialEnd = inMs(HOUR_MS);
    const { user, unmount } = renderPrompt(trialEnd);
    await opened();
    await user.click(within(dialog()!).getByRole('button', { name: 'Позже' }));
    expect(dialog()).toBeNull();
    unmount();
    renderPrompt(trialEnd);
    expect(dialog()).toBeNull();
  });
});
