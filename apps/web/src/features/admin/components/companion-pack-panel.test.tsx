import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminCompanionPack } from '@otklik/contracts';
import { TestProviders } from '@/test/providers';
import { server } from '@/test/server';
import { CompanionPackPanel } from './companion-pack-panel';

/** The console's «Расширение» tab: the operator sees that hh changed a page and lifts the pause of sending. */

const PAUSED: AdminCompanionPack = {
  version: '2.3.0',
  paused: true,
  page: 'response_popup',
  missing: ['submit', 'letter_input'],
  paused_at: '2026-11-25T09:30:00.000Z',
  lifted_at: null,
};

describe('selector pack pause in the support console', { timeout: 20_000 }, () => {
  it('shows the failed page and its missing roles, and «Снять паузу» lifts the pause', async () => {
    let current = PAUSED;
    let lifts = 0;
    server.use(
      http.get('/api/admin/companion-pack', () => HttpResponse.json(current)),
      http.post('/api/admin/companion-pack/resume', () => {
        lifts += 1;
        current = { ...PAUSED, paused: false, lifted_at: '2026-11-25T10:00:00.000Z' };
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup({ delay: null });
    render(
      <TestProviders>
        <CompanionPackPanel />
      </TestProviders>,
    );
    expect(await screen.findByText('Отправка через расширение на паузе: hh изменил страницу')).toBeInTheDocument();
    expect(screen.getByText(/проверка страницы «response_popup» не прошла/)).toBeInTheDocument();
    expect(screen.getByText('Не найдены: submit, letter_input.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Снять паузу' }));
    expect(await screen.findByText(/Отправка через расширение работает \(пауза снята/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Снять паузу' })).not.toBeInTheDocument();
    expect(lifts).toBe(1);
  });
});
