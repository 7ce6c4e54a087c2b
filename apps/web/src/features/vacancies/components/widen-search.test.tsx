import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Proposal, ProposalList, WidenBody } from '@otklik/contracts';
import { renderWithProviders } from '@/test/providers';
import { answered, server } from '@/test/server';
import { ProposalPicker } from './proposal-picker';

function proposal(id: string, name: string): Proposal {
  return {
    vacancy_id: id,
    name,
    employer: { id: `e-${id}`, name: `Работодатель ${id}` },
    area: { id: '88', name: 'Казань' },
    salary: null,
    remote: false,
    alternate_url: `https://hh.ru/vacancy/${id}`,
    sources: ['search'],
    score: 0.7,
    reasons: {
      matched_skills: ['Figma'],
      missing_skills: [],
      salary: { expected: 100000, expected_currency: 'RUR', verdict: 'unknown' },
      summary: 'Совпадают навыки: Figma.',
    },
  };
}

const SHORT: ProposalList = {
  items: [proposal('301', 'UX-дизайнер'), proposal('302', 'UX/UI-дизайнер')],
  widen: [
    { kind: 'remote', found: 4 },
    { kind: 'related_title', title: 'Веб-дизайнер', found: 2 },
  ],
};

const WIDER: ProposalList = { items: [...SHORT.items, proposal('303', 'Веб-дизайнер'), proposal('304', 'Веб-дизайнер интерфейсов')] };

function renderPicker() {
  return renderWithProviders(
    <MemoryRouter>
      <ProposalPicker positionId="p-9" />
    </MemoryRouter>,
  );
}

/** The proposal cards on screen (the list items with a checkbox). */
const cards = () => screen.getAllByRole('listitem').filter((item) => within(item).queryByRole('checkbox') !== null);

/** Renders the picker on a first batch `first`; widening answers WIDER and records each body it was sent in `sent`. */
async function pickerWith(first: typeof SHORT, sent: WidenBody[]) {
  server.use(
    http.post('/api/positions/p-9/proposals', () => HttpResponse.json(first, { status: 200 })),
    http.post('/api/positions/p-9/proposals/widen', async ({ request }) => {
      sent.push((await request.json()) as WidenBody);
      return HttpResponse.json(WIDER, { status: 201 });
    }),
  );
  const proposalsRead = answered('POST', '/api/positions/p-9/proposals');
  const rendered = renderPicker();
  await proposalsRead;
  return rendered;
}

describe('fewer than 3 fitting vacancies: the offer to widen the search', () => {
  it('says so on a card, offers each way with how many more it finds, and shows the new batch once one is pressed', async () => {
    const sent: WidenBody[] = [];
    const { user } = await pickerWith(SHORT, sent);

    const card = await screen.findByRole('region', { name: 'Подходящих вакансий меньше трёх' });
    expect(card).toHaveTextContent('меньше трёх вакансий, которые подходят под условия позиции');
    expect(within(card).getByRole('button', { name: 'Добавить удалённую работу (ещё 4)' })).toBeEnabled();
    expect(cards()).toHaveLength(2);

    const widened = answered('POST', '/api/positions/p-9/proposals/widen');
    await user.click(within(card).getByRole('button', { name: 'Искать «Веб-дизайнер» (ещё 2)' }));
    await widened;
    await screen.findByText('Веб-дизайнер интерфейсов');
    expect(sent).toEqual([{ kind: 'related_title', title: 'Веб-дизайнер' }]);
    expect(cards()).toHaveLength(4);
    expect(screen.queryByRole('region', { name: 'Подходящих вакансий меньше трёх' })).not.toBeInTheDocument();
  });

  it('offers the nearby cities by name, nearest first, and sends them when pressed', async () => {
    const sent: WidenBody[] = [];
    const nearby = [
      { id: '1', name: 'Москва' },
      { id: '2041', name: 'Мытищи' },
      { id: '2039', name: 'Королёв' },
      { id: '2083', name: 'Щелково' },
      { id: '2082', name: 'Фрязино' },
    ];
    const { user } = await pickerWith({ items: SHORT.items, widen: [{ kind: 'nearby_areas', areas: nearby, found: 7 }, ...SHORT.widen!] }, sent);
    const card = await screen.findByRole('region', { name: 'Подходящих вакансий меньше трёх' });
    const buttons = within(card).getAllByRole('button');
    expect(buttons[0]).toHaveAccessibleName('Соседние города: Москва, Мытищи, Королёв и ещё 2 города (ещё 7)');
    expect(buttons).toHaveLength(3);

    const widened = answered('POST', '/api/positions/p-9/proposals/widen');
    await user.click(buttons[0]!);
    await widened;
    await screen.findByText('Веб-дизайнер интерфейсов');
    expect(sent).toEqual([{ kind: 'nearby_areas', areas: nearby }]);
  });

  it('without a way to widen, says what the seeker can still change', async () => {
    server.use(http.post('/api/positions/p-9/proposals', () => HttpResponse.json({ items: [], widen: [] }, { status: 201 })));
    const proposalsRead = answered('POST', '/api/positions/p-9/proposals');
    renderPicker();
    await proposalsRead;
    const card = await screen.findByRole('region', { name: 'Подходящих вакансий меньше трёх' });
    expect(card).toHaveTextContent('ни соседние города, ни удалённая работа, ни похожие должности');
    expect(card).toHaveTextContent('Добавьте другие города в настройках позиции');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a failed widening says why and keeps the offer to press again', async () => {
    server.use(
      http.post('/api/positions/p-9/proposals', () => HttpResponse.json(SHORT, { status: 200 })),
      http.post('/api/positions/p-9/proposals/widen', () => HttpResponse.json({ detail: 'boom', code: 'internal' }, { status: 500 })),
    );
    const proposalsRead = answered('POST', '/api/positions/p-9/proposals');
    const { user } = renderPicker();
    await proposalsRead;
    const card = await screen.findByRole('region', { name: 'Подходящих вакансий меньше трёх' });
    const failed = answered('POST', '/api/positions/p-9/proposals/widen');
    await user.click(within(card).getByRole('button', { name: 'Добавить удалённую работу (ещё 4)' }));
    await failed;
    expect(await within(card).findByRole('alert')).toHaveTextContent('Попробуйте ещё раз');
    expect(within(card).getByRole('button', { name: 'Добавить удалённую работу (ещё 4)' })).toBeEnabled();
  });
});
