import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { type Position, type Proposal } from '@otklik/contracts';
import { sessionHandlers } from '@/test/fixtures';
import { renderApp, routeLoaded } from '@/test/render';
import { answered, recordRequests, server } from '@/test/server';

const POSITION: Position = {
  id: 'p-2',
  title: 'Бухгалтер',
  resume_id: 'r-1',
  resume_title: 'Бухгалтер',
  use_favorites: false,
  areas: [{ id: '1', name: 'Москва' }],
  remote: false,
  salary: { amount: 100000, currency: 'RUR' },
  letter_styles: ['neutral'],
  stage: 'done',
  paused: false,
  created_at: '2026-11-22T10:00:00.000Z',
  updated_at: '2026-11-22T10:00:00.000Z',
};

function proposal(id: string, name: string, dismissedSimilar: boolean): Proposal {
  return {
    vacancy_id: id,
    name,
    employer: { id: `e-${id}`, name: `Работодатель ${id}` },
    area: { id: '1', name: 'Москва' },
    salary: null,
    remote: false,
    alternate_url: `https://hh.ru/vacancy/${id}`,
    sources: ['search'],
    score: 0.7,
    reasons: {
      matched_skills: ['1С'],
      missing_skills: [],
      salary: { expected: 100000, expected_currency: 'RUR', verdict: 'unknown' },
      summary: 'Совпадают навыки: 1С.',
      ...(dismissedSimilar ? { dismissed_similar: true } : {}),
    },
  };
}

const NEW_BATCH = [proposal('201', 'Бухгалтер по расчёту зарплаты', false), proposal('202', 'Бухгалтер на первичную документацию', true)];

describe('/position?id=: a new batch after Готово', () => {
  it('«Подобрать ещё» asks for a new batch, shows it, and marks the cards like vacancies the seeker removed', async () => {
    let position = POSITION;
    server.use(
      ...sessionHandlers(),
      http.get('/api/positions/p-2', () => HttpResponse.json(position)),
      http.post('/api/positions/p-2/proposals', ({ request }) => {
        if (new URL(request.url).searchParams.get('refresh') !== 'true') return HttpResponse.json({ items: [] }, { status: 200 });
        position = { ...POSITION, stage: 'vacancies' };
        return HttpResponse.json({ items: NEW_BATCH }, { status: 201 });
      }),
    );
    const calls = recordRequests();
    // The page's own pieces load on demand; under load their first compile is the slow part, so wait for them here.
    await Promise.all([import('./more-proposals-button'), import('./proposal-picker')]);
    const positionRead = answered('GET', '/api/positions/p-2');
    const app = renderApp('/position?id=p-2');
    await routeLoaded(app.router);
    await positionRead;
    const more = await screen.findByRole('button', { name: 'Подобрать ещё' });

    const batchMade = answered('POST', '/api/positions/p-2/proposals', '?refresh=true');
    await app.user.click(more);
    await batchMade;
    await screen.findByRole('button', { name: 'Готово' });
    const cards = screen.getAllByRole('listitem').filter((item) => within(item).queryByRole('checkbox') !== null);
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual(['Бухгалтер по расчёту зарплаты', 'Бухгалтер на первичную документацию']);
    expect(cards[0]).not.toHaveTextContent('Похожие вы уже убирали');
    expect(cards[1]).toHaveTextContent('Похожие вы уже убирали');
    expect(calls.requests.filter((r) => r.method === 'POST' && r.path === '/api/positions/p-2/proposals' && r.search === '?refresh=true')).toHaveLength(1);
  });
});
