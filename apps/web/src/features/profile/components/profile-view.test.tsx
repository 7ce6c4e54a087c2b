import { screen } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@otklik/contracts';
import { STORAGE_KEYS } from '@/lib/storage/session-store';
import { anna, sessionHandlers } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';

const NEW_EMAIL = 'anna.new@example.ru';

describe('/profile?email_token=…: the mailed link of an e-mail change', { timeout: 20_000 }, () => {
  it('shows the new e-mail as soon as the change is confirmed, even when the first profile read answers after it with the old one', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(anna));
    let email = anna.email;
    let confirmed!: () => void;
    const confirmation = new Promise<void>((resolve) => (confirmed = resolve));
    let reads = 0;
    server.use(
      ...sessionHandlers(),
      http.get('/api/answer-bank', () => HttpResponse.json(null, { status: 404 })),
      http.get('/api/users/me', async () => {
        reads += 1;
        const seen: Profile = { ...anna, email, pending_email: email === anna.email ? NEW_EMAIL : null };
        // The page's first read left before the confirmation and comes back after the confirmation's answer, still
        // with the old e-mail (the race of a slow network).
        if (reads === 1) {
          await confirmation;
          await delay(300);
        }
        return HttpResponse.json(seen);
      }),
      http.post('/api/users/email/confirm', async ({ request }) => {
        expect(await request.json()).toEqual({ token: 'mailed-token' });
        email = NEW_EMAIL;
        confirmed();
        return HttpResponse.json({ detail: 'Email confirmed' });
      }),
    );
    const { location } = renderApp('/profile?email_token=mailed-token');
    expect(await screen.findByText('Новый e-mail подтверждён', {}, { timeout: 10_000 })).toBeVisible();
    expect(await screen.findByTestId('profile-email')).toHaveTextContent(NEW_EMAIL);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({ email: NEW_EMAIL });
    expect(location()).toBe('/profile');
  });
});
