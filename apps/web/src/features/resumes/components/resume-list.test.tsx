import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, resume, sessionHandlers } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';

describe('/resumes', () => {
  it('lists each hh resume with its status, whether it can apply, the assistant note and a link to hh', async () => {
    server.use(
      ...sessionHandlers({ valid: true, integrated: true }),
      http.get('/api/positions', () => HttpResponse.json({ items: [] })),
      http.get('/api/resumes', () =>
        HttpResponse.json({
          items: [
            resume({ id: 'r-1', title: 'Frontend-разработчик', status: 'published', can_apply: true, alternate_url: 'https://hh.ru/resume/r-1' }),
            resume({
              id: 'r-2',
              title: 'Тестировщик',
              status: 'not_published',
              status_name: 'не опубликовано',
              can_apply: false,
              alternate_url: 'https://hh.ru/resume/r-2',
            }),
            resume({
              id: 'r-3',
              title: 'Аналитик',
              status: 'blocked',
              status_name: 'заблокировано',
              can_apply: false,
              alternate_url: 'https://hh.ru/resume/r-3',
            }),
            resume({
              id: 'r-4',
              title: 'Python-разработчик',
              status: 'on_moderation',
              status_name: 'на модерации',
              can_apply: false,
              created_by_assistant: true,
              alternate_url: 'https://hh.ru/resume/r-4',
            }),
          ],
        }),
      ),
    );
    renderApp('/resumes');

    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const expected = [
      ['Frontend-разработчик', 'Опубликовано', 'Можно откликаться', 'https://hh.ru/resume/r-1'],
      ['Тестировщик', 'Не опубликовано', 'Откликаться нельзя', 'https://hh.ru/resume/r-2'],
      ['Аналитик', 'Заблокировано', 'Откликаться нельзя', 'https://hh.ru/resume/r-3'],
      ['Python-разработчик', 'На модерации', 'Откликаться нельзя', 'https://hh.ru/resume/r-4'],
    ] as const;
    expected.forEach(([title, status, apply, url], index) => {
      const card = within(cards[index]!);
      expect(card.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(card.getByText(status)).toBeInTheDocument();
      expect(card.getByText(apply)).toBeInTheDocument();
      const link = card.getByRole('link', { name: 'Открыть на hh.ru' });
      expect(link).toHaveAttribute('href', url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    });
    expect(within(cards[3]!).getByRole('note')).toHaveTextContent('Это резюме создал ассистент');
    expect(within(cards[0]!).queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Позиции' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when the seeker has no resumes on hh', async () => {
    server.use(
      ...sessionHandlers(),
      http.get('/api/positions', () => HttpResponse.json({ items: [] })),
      http.get('/api/resumes', () => HttpResponse.json({ items: [] })),
    );
    renderApp('/resumes');
    expect(await screen.findByText(/На hh.ru пока нет ваших резюме/)).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    let failing = true;
    server.use(
      ...sessionHandlers(),
      http.get('/api/positions', () => HttpResponse.json({ items: [] })),
      http.get('/api/resumes', () => (failing ? apiError('hh_unavailable') : HttpResponse.json({ items: [resume()] }))),
    );
    const app = renderApp('/resumes');
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить резюме с hh.ru');
    failing = false;
    await app.user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'Frontend-разработчик' })).toBeInTheDocument();
  });
});
