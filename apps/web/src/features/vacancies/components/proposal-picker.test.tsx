import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Application, type ConfirmBody, type Position, type Proposal } from '@otklik/contracts';
import { apiError, sessionHandlers } from '@/test/fixtures';
import { renderApp, routeLoaded } from '@/test/render';
import { answered, recordRequests, server } from '@/test/server';

const POSITION: Position = {
  id: 'p-1',
  title: 'Frontend-разработчик',
  resume_id: 'r-1',
  resume_title: 'Frontend-разработчик',
  use_favorites: true,
  areas: [{ id: '1', name: 'Москва' }],
  remote: true,
  salary: { amount: 200000, currency: 'RUR' },
  letter_styles: ['neutral', 'classic'],
  stage: 'vacancies',
  paused: false,
  created_at: '2026-11-22T10:00:00.000Z',
  updated_at: '2026-11-22T10:00:00.000Z',
};

function proposal(id: string, overrides: Partial<Proposal> = {}): Proposal {
  return {
    vacancy_id: id,
    name: `Вакансия ${id}`,
    employer: { id: `e-${id}`, name: `Работодатель ${id}` },
    area: { id: '1', name: 'Москва' },
    salary: { from: 180000, to: 250000, currency: 'RUR', gross: false },
    remote: false,
    alternate_url: `https://hh.ru/vacancy/${id}`,
    sources: ['search'],
    score: 0.8,
    reasons: {
      matched_skills: ['React'],
      missing_skills: [],
      salary: { expected: 200000, expected_currency: 'RUR', verdict: 'meets' },
      summary: 'Подходит по навыкам',
    },
    ...overrides,
  };
}

const PROPOSALS: Proposal[] = [
  proposal('101', {
    name: 'Frontend-разработчик (React)',
    employer: { id: 'e-1', name: 'Яндекс' },
    salary: { from: 200000, to: 300000, currency: 'RUR', gross: false },
    reasons: {
      matched_skills: ['React', 'TypeScript'],
      missing_skills: ['GraphQL'],
      salary: { expected: 200000, expected_currency: 'RUR', verdict: 'meets' },
      summary: 'Совпадают 2 из 3 ключевых навыков',
    },
  }),
  proposal('102', {
    name: 'React-разработчик',
    area: null,
    remote: true,
    salary: null,
    reasons: {
      matched_skills: ['React'],
      missing_skills: ['Redux', 'Jest'],
      salary: { expected: 200000, expected_currency: 'RUR', verdict: 'unknown' },
      summary: 'Удалённая работа, как вы хотели',
    },
  }),
  proposal('103', {
    name: 'Senior Frontend Developer',
    area: { id: '2', name: 'Санкт-Петербург' },
    remote: true,
    salary: { from: 4000, to: null, currency: 'USD', gross: true },
    reasons: {
      matched_skills: ['TypeScript'],
      missing_skills: [],
      salary: { expected: 200000, expected_currency: 'RUR', verdict: 'above' },
      summary: 'Зарплата выше ожиданий',
    },
  }),
];

/** The queued application POST …/confirm answers with for one checked proposal (contracts `applicationSchema`). */
function queued(proposal: Proposal): Application {
  return {
    id: `a-${proposal.vacancy_id}`,
    position_id: 'p-1',
    position_title: POSITION.title,
    vacancy_id: proposal.vacancy_id,
    vacancy_name: proposal.name,
    employer_name: proposal.employer?.name ?? null,
    area_name: proposal.area?.name ?? null,
    alternate_url: proposal.alternate_url,
    apply_alternate_url: `https://hh.ru/applicant/vacancy_response?vacancyId=${proposal.vacancy_id}`,
    status: 'queued',
    failure_reason: null,
    cover_letter: `Здравствуйте! Откликаюсь на вакансию «${proposal.name}».`,
    letter_style: 'neutral',
    hh_negotiation_id: null,
    feedback_status: null,
    created_at: '2026-11-22T10:05:00.000Z',
    sent_at: null,
    updated_at: '2026-11-22T10:05:00.000Z',
  };
}

/**
 * The position API at the vacancies step: POST proposals makes them once (201) and answers the same ones after (200);
 * confirm is recorded.
 */
function mockProposalsApi({ proposals = PROPOSALS, confirm }: { proposals?: Proposal[]; confirm?: () => Response } = {}) {
  let made = false;
  server.use(
    ...sessionHandlers(),
    http.get('/api/positions/p-1', () => HttpResponse.json(POSITION)),
    http.post('/api/positions/p-1/proposals', () => {
      const status = made ? 200 : 201;
      made = true;
      return HttpResponse.json({ items: proposals }, { status });
    }),
    http.post('/api/positions/p-1/confirm', async ({ request }) => {
      if (confirm !== undefined) return confirm();
      const { vacancy_ids } = (await request.json()) as ConfirmBody;
      return HttpResponse.json({ items: proposals.filter((item) => vacancy_ids.includes(item.vacancy_id)).map(queued) });
    }),
    http.get('/api/applications/v2', () => HttpResponse.json({ items: [], total: 0, offset: 0, limit: 20 })),
  );
}

/**
 * Opens the position at the vacancies step and waits for what the step needs: the route loaded, and the proposals
 * answered (the step asks for them only once its pieces are on screen).
 */
async function openVacanciesStep() {
  const proposalsAnswered = answered('POST', '/api/positions/p-1/proposals');
  const app = renderApp('/position?id=p-1');
  await routeLoaded(app.router);
  await proposalsAnswered;
  return app;
}

/** The proposal cards, once the vacancies step shows them. */
async function cards() {
  await screen.findByRole('button', { name: 'Готово' });
  return screen.getAllByRole('listitem').filter((item) => within(item).queryByRole('checkbox') !== null);
}

// The step's own pieces load on demand; their first compile is the slow part under load, so it happens here, once.
beforeAll(async () => {
  await Promise.all([import('./proposal-picker'), import('./more-proposals-button'), import('./widen-search')]);
});

describe('/position?id=: the proposed vacancies', () => {
  it('has the assistant propose vacancies the first time and shows why each fits', async () => {
    mockProposalsApi();
    const calls = recordRequests();
    await openVacanciesStep();
    const [first, second, third] = await cards();
    expect(calls.count('POST', '/api/positions/p-1/proposals')).toBe(1);

    const name = within(first!).getByRole('link', { name: 'Frontend-разработчик (React)' });
    expect(name).toHaveAttribute('href', 'https://hh.ru/vacancy/101');
    expect(name).toHaveAttribute('target', '_blank');
    expect(first).toHaveTextContent('Яндекс');
    expect(first).toHaveTextContent('200 000–300 000 ₽');
    expect(first).toHaveTextContent('Москва');
    expect(
      within(within(first!).getByRole('list', { name: 'Совпадают навыки' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'TypeScript']);
    expect(within(within(first!).getByRole('list', { name: 'Не хватает навыков' })).getByText('GraphQL')).toBeInTheDocument();
    expect(first).toHaveTextContent('Зарплата 200 000–300 000 ₽ — на уровне ваших ожиданий (200 000 ₽)');
    expect(first).toHaveTextContent('Совпадают 2 из 3 ключевых навыков');

    expect(second).toHaveTextContent('з/п не указана');
    expect(second).toHaveTextContent('Удалённо');
    expect(second).toHaveTextContent('Зарплата не указана, сравнить с ожиданиями (200 000 ₽) нельзя');
    expect(within(second!).getByRole('list', { name: 'Не хватает навыков' })).toHaveTextContent('ReduxJest');

    expect(third).toHaveTextContent('от 4 000 $');
    expect(third).toHaveTextContent('Санкт-Петербург · Удалённо');
    expect(third).toHaveTextContent('Зарплата от 4 000 $ — выше ваших ожиданий (200 000 ₽)');
    expect(within(third!).queryByRole('list', { name: 'Не хватает навыков' })).not.toBeInTheDocument();

    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'React-разработчик' })).toBeInTheDocument();
  });

  it('sends exactly the checked vacancies when the seeker presses Готово, then opens /responses', async () => {
    mockProposalsApi();
    const calls = recordRequests();
    const app = await openVacanciesStep();
    await cards();
    await app.user.click(screen.getByRole('checkbox', { name: 'React-разработчик' }));
    expect(screen.getByRole('checkbox', { name: 'React-разработчик' })).not.toBeChecked();
    expect(screen.getByText('Выбрано 2 из 3')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Готово' }));

    await waitFor(() => expect(app.location()).toBe('/responses'));
    const confirm = calls.requests.filter((request) => request.path === '/api/positions/p-1/confirm');
    expect(confirm).toHaveLength(1);
    expect(JSON.parse(confirm[0]!.body)).toEqual({ vacancy_ids: ['101', '103'] });
    await screen.findByText('Откликов пока нет', { exact: false });
    expect(calls.count('GET', '/api/applications/v2')).toBe(1);
  });

  it('disables Готово when nothing is checked', async () => {
    mockProposalsApi();
    const calls = recordRequests();
    const app = await openVacanciesStep();
    await cards();
    for (const name of ['Frontend-разработчик (React)', 'React-разработчик', 'Senior Frontend Developer']) {
      await app.user.click(screen.getByRole('checkbox', { name }));
    }
    const done = screen.getByRole('button', { name: 'Готово' });
    expect(done).toBeDisabled();
    await app.user.click(done);
    expect(calls.count('POST', '/api/positions/p-1/confirm')).toBe(0);
    await app.user.click(screen.getByRole('checkbox', { name: 'React-разработчик' }));
    expect(screen.getByRole('button', { name: 'Готово' })).toBeEnabled();
  });

  it('explains a refused confirmation in Russian and stays on the page', async () => {
    mockProposalsApi({
      confirm: () => apiError('unknown_vacancy'),
    });
    const app = await openVacanciesStep();
    await cards();
    await app.user.click(screen.getByRole('button', { name: 'Готово' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Можно выбрать только вакансии из подборки. Обновите страницу');
    expect(app.location()).toBe('/position?id=p-1');
  });

  it("after Готово the shell's counter never reads more than the quota, even while the server counts the overflow", async () => {
    let confirmed = false;
    mockProposalsApi({
      confirm: () => {
        confirmed = true;
        return HttpResponse.json({ items: PROPOSALS.map(queued) });
      },
    });
    // 18 of 20 sent; the 3 confirmed make 21 for a moment, until the pipeline moves the overflow to tomorrow.
    server.use(http.get('/api/applications/count', () => HttpResponse.json({ current_applications: confirmed ? 21 : 18, total_applications: 20 })));
    const calls = recordRequests();
    const seen = new Set<string>();
    const observer = new MutationObserver(() => {
      for (const match of (document.body.textContent ?? '').matchAll(/(\d+) из (\d+) отклик/g)) seen.add(`${match[1]}/${match[2]}`);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    const app = renderApp('/position?id=p-1');
    await cards();
    expect(await screen.findByText('18 из 20 откликов за день')).toBeInTheDocument();
    const countsBefore = calls.count('GET', '/api/applications/count');
    await app.user.click(screen.getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(app.location()).toBe('/responses'));
    await waitFor(() => expect(calls.count('GET', '/api/applications/count')).toBeGreaterThan(countsBefore));
    expect(await screen.findByText('20 из 20 откликов за день')).toBeInTheDocument();
    observer.disconnect();
    expect([...seen]).toEqual(['18/20', '20/20']);
  });
});
