import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CreatePositionBody, type Position } from '@otklik/contracts';
import { apiError, resume, sessionHandlers } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';

const CITIES = [
  { id: '1', name: 'Москва' },
  { id: '2', name: 'Санкт-Петербург' },
  { id: '88', name: 'Казань' },
  { id: '2019', name: 'Московская область' },
];

/** A position as the API returns it (contracts `positionSchema`). */
function position(overrides: Partial<Position> = {}): Position {
  return {
    id: 'p-1',
    title: 'Frontend-разработчик',
    resume_id: 'a1b2c3',
    resume_title: 'Frontend-разработчик',
    use_favorites: false,
    areas: [{ id: '1', name: 'Москва' }],
    remote: true,
    salary: { amount: 250000, currency: 'RUR' },
    letter_styles: ['neutral'],
    stage: 'questions',
    paused: false,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

/** The API of the /position page: positions, resumes and the area suggest (prefix match on the name). */
function mockPositionApi({
  resumes = [resume()],
  positions = [] as Position[],
  create,
}: { resumes?: ReturnType<typeof resume>[]; positions?: Position[]; create?: (body: CreatePositionBody) => Response } = {}) {
  server.use(
    ...sessionHandlers(),
    http.get('/api/positions', () => HttpResponse.json({ items: positions })),
    http.get('/api/resumes', () => HttpResponse.json({ items: resumes })),
    http.get('/api/areas/suggest', ({ request }) => {
      const text = new URL(request.url).searchParams.get('text') ?? '';
      return HttpResponse.json({ items: CITIES.filter((city) => city.name.toLowerCase().startsWith(text.toLowerCase())) });
    }),
    http.post('/api/positions', async ({ request }) => {
      const body = (await request.json()) as CreatePositionBody;
      return create ? create(body) : HttpResponse.json(position({ id: 'p-new', title: body.title }), { status: 201 });
    }),
  );
}

/** Types `text` into a field as one paste (one change event), which is how these tests fill free text. */
async function fill(app: ReturnType<typeof renderApp>, field: HTMLElement, text: string) {
  await app.user.click(field);
  await app.user.paste(text);
}

async function openForm() {
  const app = renderApp('/position');
  await screen.findByRole('heading', { name: 'Новая позиция' }, { timeout: 5000 });
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Резюме/ })).toBeEnabled());
  return app;
}

async function pickCity(app: ReturnType<typeof renderApp>, prefix: string, name: string) {
  await app.user.type(screen.getByRole('combobox', { name: /Города/ }), prefix);
  await app.user.click(await screen.findByRole('option', { name }));
}

async function fillValidForm(app: ReturnType<typeof renderApp>) {
  await fill(app, screen.getByRole('textbox', { name: /Название позиции/ }), 'Frontend-разработчик');
  await app.user.click(screen.getByRole('combobox', { name: /Резюме/ }));
  await app.user.click(await screen.findByRole('option', { name: 'Frontend-разработчик' }));
  await pickCity(app, 'Моск', 'Москва');
  await fill(app, screen.getByRole('textbox', { name: /Зарплата/ }), '250000');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/position: the new position form (title, location, salary and resume required)', { timeout: 20_000 }, () => {
  it('shows a Russian error on each required field and sends nothing', async () => {
    mockPositionApi();
    const calls = recordRequests();
    const app = await openForm();
    await app.user.click(screen.getByRole('checkbox', { name: 'Нейтральный' }));
    await app.user.click(screen.getByRole('button', { name: 'Создать позицию' }));

    expect(screen.getByRole('textbox', { name: /Название позиции/ })).toHaveAccessibleDescription(/Укажите название позиции/);
    expect(screen.getByText('Выберите резюме')).toBeInTheDocument();
    expect(screen.getByText('Укажите хотя бы один город')).toBeInTheDocument();
    expect(screen.getByText('Укажите желаемую зарплату')).toBeInTheDocument();
    expect(screen.getByText('Выберите хотя бы один стиль письма')).toBeInTheDocument();
    expect(calls.count('POST', '/api/positions')).toBe(0);
  });

  it('offers only published resumes the seeker wrote, and advises creating a fresh resume on hh when none is usable', async () => {
    mockPositionApi({
      resumes: [
        resume({ id: 'r-a', title: 'Резюме от ассистента', created_by_assistant: true }),
        resume({ id: 'r-b', title: 'Черновик', status: 'not_published', status_name: 'не опубликовано', can_apply: false }),
      ],
    });
    const app = renderApp('/position');
    const advice = await screen.findByRole('note', {}, { timeout: 5000 });
    expect(advice).toHaveTextContent('Нет резюме, с которого можно откликаться');
    expect(advice).toHaveTextContent('Резюме, созданные ассистентом, не поддерживаются для новой позиции. Создайте новое резюме на hh.ru вручную.');
    expect(within(advice).getByRole('link', { name: /Создать резюме на hh.ru/ })).toHaveAttribute('target', '_blank');
    await app.user.click(screen.getByRole('combobox', { name: /Резюме/ }));
    expect(screen.queryByRole('option', { name: 'Резюме от ассистента' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Черновик' })).not.toBeInTheDocument();
  });

  it('puts the server refusal of an assistant-created resume on the resume field', async () => {
    mockPositionApi({
      create: () => apiError('assistant_resume_refused'),
    });
    const app = await openForm();
    await fillValidForm(app);
    await app.user.click(screen.getByRole('button', { name: 'Создать позицию' }));
    expect(await screen.findByText(/Резюме, созданное ассистентом, не поддерживается для новой позиции/)).toBeInTheDocument();
    expect(app.location()).toBe('/position');
  });

  it("maps the server's 400 issues onto their fields", async () => {
    mockPositionApi({
      create: () =>
        HttpResponse.json(
          {
            detail: 'Validation failed',
            code: 'validation_failed',
            issues: [
              { path: 'salary.amount', message: 'Too big' },
              { path: 'areas.0.id', message: 'Invalid' },
            ],
          },
          { status: 400 },
        ),
    });
    const app = await openForm();
    await fillValidForm(app);
    await app.user.click(screen.getByRole('button', { name: 'Создать позицию' }));
    expect(await screen.findByText('Укажите зарплату целым числом больше нуля')).toBeInTheDocument();
    expect(screen.getByText('Укажите хотя бы один город')).toBeInTheDocument();
  });

  it('searches cities by prefix from 2 characters, debounced, and keeps several', async () => {
    mockPositionApi();
    const calls = recordRequests();
    const app = await openForm();
    const suggests = () => calls.requests.filter((request) => request.path === '/api/areas/suggest');
    const cities = screen.getByRole('combobox', { name: /Города/ });

    await app.user.click(cities);
    // Keystrokes as change events: user-event waits on timers of its own, which are fake here.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(cities, { target: { value: 'М' } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(suggests()).toHaveLength(0);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    fireEvent.change(cities, { target: { value: 'Мо' } });
    await vi.advanceTimersByTimeAsync(200);
    fireEvent.change(cities, { target: { value: 'Мос' } });
    await vi.advanceTimersByTimeAsync(299);
    expect(suggests()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(suggests()).toHaveLength(1));
    expect(new URLSearchParams(suggests()[0]!.search).get('text')).toBe('Мос');
    expect(await screen.findByRole('option', { name: 'Москва' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Московская область' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Казань' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('option', { name: 'Москва' }));

    await pickCity(app, 'Каз', 'Казань');
    expect(suggests().map((request) => new URLSearchParams(request.search).get('text'))).toEqual(['Мос', 'Каз']);
    const field = screen.getByRole('combobox', { name: /Города/ }).closest('.mantine-MultiSelect-root') as HTMLElement;
    expect(within(field).getByText('Москва')).toBeInTheDocument();
    expect(within(field).getByText('Казань')).toBeInTheDocument();
  });

  it('sends the position and opens its assistant flow', async () => {
    mockPositionApi();
    const calls = recordRequests();
    const app = await openForm();
    await fillValidForm(app);
    await pickCity(app, 'Каз', 'Казань');
    await app.user.click(screen.getByRole('switch', { name: /Откликаться на избранные вакансии HH.ru/ }));
    await app.user.click(screen.getByRole('switch', { name: 'Удалённая работа' }));
    await app.user.click(screen.getByRole('radio', { name: '$' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Запоминающийся' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Классический' }));
    server.use(http.get('/api/positions/p-new/questions', () => new Promise<never>(() => undefined)));
    await app.user.click(screen.getByRole('button', { name: 'Создать позицию' }));

    await waitFor(() => expect(app.location()).toBe('/position?id=p-new'));
    const sent = calls.requests.find((request) => request.method === 'POST' && request.path === '/api/positions');
    expect(JSON.parse(sent?.body ?? 'null')).toEqual({
      title: 'Frontend-разработчик',
      resume_id: 'a1b2c3',
      use_favorites: true,
      areas: [
        { id: '1', name: 'Москва' },
        { id: '88', name: 'Казань' },
      ],
      remote: true,
      salary: { amount: 250000, currency: 'USD' },
      letter_styles: ['memorable', 'neutral', 'classic'],
    });
  });

  it("lists the seeker's positions with their terms and a way to continue", async () => {
    mockPositionApi({
      positions: [
        position({
          stage: 'vacancies',
          areas: [
            { id: '1', name: 'Москва' },
            { id: '88', name: 'Казань' },
          ],
        }),
      ],
    });
    renderApp('/position');
    const card = await screen.findByRole('listitem', { name: 'Frontend-разработчик' }, { timeout: 5000 });
    expect(card).toHaveTextContent('Москва, Казань · Удалённая работа · 250 000 ₽');
    expect(within(card).getByText('Вакансии')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Продолжить' })).toHaveAttribute('href', '/position?id=p-1');
    expect(within(card).getByRole('link', { name: 'Настройки' })).toHaveAttribute('href', '/settings/p-1');
  });
});
