import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_ANSWER_BANK_FACTS, type AnswerBank, type Profile } from '@otklik/contracts';
import { STORAGE_KEYS } from '@/lib/storage/session-store';
import { anna, sessionHandlers } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';

const LINK = 'https://github.com/anna-dev';
const profile: Profile = { ...anna, portfolio_link: LINK, pending_email: null };
const bank: AnswerBank = { ...EMPTY_ANSWER_BANK_FACTS, english_level: 'b2', portfolio_url: LINK, updated_at: '2026-11-22T09:00:00.000Z' };

beforeAll(() => {
  // jsdom has no FontFaceSet; the autosizing textarea of the question tool beside the bank listens to it.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });
});

describe('/profile: the answer bank beside «Личные данные»', { timeout: 20_000 }, () => {
  it('asks the portfolio link once (in the account) and saves the bank without touching it', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(anna));
    const puts: unknown[] = [];
    server.use(
      ...sessionHandlers(),
      http.get('/api/users/me', () => HttpResponse.json(profile)),
      http.get('/api/answer-bank', () => HttpResponse.json(bank)),
      http.put('/api/answer-bank', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        puts.push(body);
        return HttpResponse.json({ ...bank, ...body, portfolio_url: LINK, updated_at: '2026-11-22T10:00:00.000Z' });
      }),
    );
    const { user } = renderApp('/profile');
    const bankForm = await screen.findByRole('form', { name: 'Ответы для анкет' }, { timeout: 10_000 });
    expect(screen.getAllByLabelText('Ссылка на портфолио')).toHaveLength(1);
    expect(within(bankForm).queryByLabelText('Ссылка на портфолио')).toBeNull();
    expect(within(bankForm).getByText('Ссылку на портфолио ответы берут из личных данных выше.')).toBeVisible();

    await user.click(within(bankForm).getByRole('button', { name: 'Сохранить ответы' }));
    await within(bankForm).findByRole('status');
    expect(puts).toHaveLength(1);
    expect(puts[0]).not.toHaveProperty('portfolio_url');
    expect(puts[0]).toMatchObject({ english_level: 'b2' });
  });
});
