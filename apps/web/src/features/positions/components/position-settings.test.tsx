import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Position } from '@otklik/contracts';
import { apiError, sessionHandlers } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';

const POSITION: Position = {
  id: 'p-7',
  title: 'Python-разработчик',
  resume_id: 'r-2',
  resume_title: 'Backend на Python',
  use_favorites: true,
  areas: [
    { id: '2', name: 'Санкт-Петербург' },
    { id: '88', name: 'Казань' },
  ],
  remote: false,
  salary: { amount: 3500, currency: 'USD' },
  letter_styles: ['memorable', 'classic'],
  stage: 'done',
  paused: false,
  created_at: '2026-11-22T10:00:00.000Z',
  updated_at: '2026-11-22T10:00:00.000Z',
};

/** GET /api/positions lists POSITION; GET /api/positions/:id answers it, or 404 `position_not_found` for another id. */
function mockPositions() {
  server.use(
    ...sessionHandlers(),
    http.get('/api/positions', () => HttpResponse.json({ items: [POSITION] })),
    http.get('/api/positions/:id', ({ params }) => (params.id === POSITION.id ? HttpResponse.json(POSITION) : apiError('position_not_found'))),
  );
}

describe('/settings/:positionId? (a position’s settings)', { timeout: 20_000 }, () => {
  it("shows a position's settings for review, reading only that position", async () => {
    mockPositions();
    const calls = recordRequests();
    renderApp('/settings/p-7');
    const heading = await screen.findByRole('heading', { name: 'Python-разработчик' }, { timeout: 5000 });
    const details = heading.parentElement!.querySelector('dl')!;
    const row = (label: string) => within(details).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(row('Резюме')).toBe('Backend на Python');
    expect(row('Откликаться на избранные вакансии HH.ru')).toBe('Да');
    expect(row('Города')).toBe('Санкт-Петербург, Казань');
    expect(row('Удалённая работа')).toBe('Нет');
    expect(row('Зарплата')).toMatch(/^3\s500\s\$$/);
    expect(row('Стиль сопроводительного письма')).toBe('ЗапоминающийсяКлассический');
    expect(row('Этап')).toBe('Готово');
    expect(screen.getByRole('link', { name: 'Открыть' })).toHaveAttribute('href', '/position?id=p-7');
    expect(calls.count('GET', '/api/positions/p-7')).toBe(1);
    expect(calls.count('GET', '/api/positions')).toBe(0);
  });

  it('lists the positions to choose from without an id, and says so for an unknown one', async () => {
    mockPositions();
    const first = renderApp('/settings');
    expect(await screen.findByRole('link', { name: 'Python-разработчик' }, { timeout: 5000 })).toHaveAttribute('href', '/settings/p-7');
    first.unmount();

    renderApp('/settings/unknown');
    expect(await screen.findByText('Позиция не найдена', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
