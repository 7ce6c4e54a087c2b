import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TrainerAccess } from '@otklik/contracts';
import { renderWithProviders } from '@/test/providers';
import { server } from '@/test/server';
import { TrainerSection } from './trainer-section';

const NO_ACCESS: TrainerAccess = { has_access: false, trainer_url: null, request: null };
const openRequest = { id: 'r1', status: 'open' as const, message: 'Готовлюсь', reply: null, created_at: '2026-11-23T09:30:00.000Z', answered_at: null };

describe('TrainerSection on /interview: the trainer link with access, a request without', { timeout: 15_000 }, () => {
  it('with access shows the trainer link, opening in a new tab, and no request button', async () => {
    server.use(http.get('/api/trainer/access', () => HttpResponse.json({ has_access: true, trainer_url: 'https://trainer.example.ru', request: null })));
    renderWithProviders(<TrainerSection />);
    const link = await screen.findByRole('link', { name: 'Открыть тренажёр' });
    expect(link.getAttribute('href')).toBe('https://trainer.example.ru');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('button', { name: 'Запросить доступ' })).toBeNull();
  });

  it("shows support's answer to a declined request and lets the seeker ask again", async () => {
    server.use(
      http.get('/api/trainer/access', () =>
        HttpResponse.json({
          ...NO_ACCESS,
          request: { ...openRequest, status: 'declined', reply: 'Сначала заполните профиль', answered_at: '2026-11-23T10:00:00.000Z' },
        }),
      ),
    );
    renderWithProviders(<TrainerSection />);
    expect(await screen.findByText('Сначала заполните профиль')).toBeTruthy();
    expect(screen.getByText('Поддержка отклонила запрос')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Запросить доступ' })).toBeTruthy();
  });

  it('explains a refused request in Russian by its error code', async () => {
    server.use(
      http.get('/api/trainer/access', () => HttpResponse.json(NO_ACCESS)),
      http.post('/api/trainer/access-requests', () =>
        HttpResponse.json({ code: 'trainer_request_open', detail: 'An access request is already open' }, { status: 409 }),
      ),
    );
    const { user } = renderWithProviders(<TrainerSection />);
    await user.click(await screen.findByRole('button', { name: 'Запросить доступ' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Запрос уже отправлен и ждёт ответа поддержки');
  });

  it('without access offers «Запросить доступ», sends the note, then says the request waits for support', async () => {
    let state: TrainerAccess = NO_ACCESS;
    const sent: unknown[] = [];
    server.use(
      http.get('/api/trainer/access', () => HttpResponse.json(state)),
      http.post('/api/trainer/access-requests', async ({ request }) => {
        sent.push(await request.json());
        state = { ...NO_ACCESS, request: openRequest };
        return HttpResponse.json(openRequest, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<TrainerSection />);
    const section = await screen.findByRole('region', { name: 'Тренажёр интервью' });
    expect(within(section).queryByRole('link', { name: 'Открыть тренажёр' })).toBeNull();
    fireEvent.change(await within(section).findByLabelText('Сообщение для поддержки (необязательно)'), { target: { value: 'Готовлюсь' } });
    await user.click(within(section).getByRole('button', { name: 'Запросить доступ' }));
    expect(await within(section).findByText('Запрос отправлен')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Запросить доступ' })).toBeNull();
    expect(sent).toEqual([{ message: 'Готовлюсь' }]);
  });
});
