import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { type GeneratedResume, type ReviewActionBody } from '@otklik/contracts';
import { position, sessionHandlers } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';

const POSITION = position();

const answer = (field: string, fact: string, quote: string) => ({
  field,
  fact,
  kind: 'answer' as const,
  question_id: 'q1',
  question_number: 1,
  quote,
  span: [0, quote.length],
  path: null,
});

/** A draft with a new employer flagged and a second job to move an achievement to. */
const FLAGGED: GeneratedResume = {
  resume: {
    title: 'Администратор магазина',
    skill_set: [],
    skills: '',
    experience: [
      {
        company: 'Северный Ветер',
        position: 'Администратор зала',
        start: '2021-03',
        end: null,
        description: '— Сократил списания на 30%.\n— Обучил 5 кассиров.',
      },
      { company: 'Квант', position: 'Кассир', start: '2019-02', end: '2021-02', description: null },
    ],
    sources: [
      answer('experience[0].company', 'Северный Ветер', '«Северный Ветер»'),
      answer('experience[0].description', 'Обучил 5 кассиров.', 'Обучил 5 кассиров.'),
    ],
  },
  flags: [{ id: 'new_employer:sv', kind: 'new_employer', job: 0, bullet: null, field: null, fact: 'Северный Ветер', other_jobs: [] }],
  status: 'draft',
  hh_resume_id: null,
  alternate_url: null,
  engine: 'builtin',
};

/** The review API's fake: answers each action the way the server does for this draft. */
function mockReview() {
  const state = { resume: FLAGGED, actions: [] as ReviewActionBody[] };
  server.use(
    ...sessionHandlers(),
    http.get('/api/positions/p-1', () => HttpResponse.json(POSITION)),
    http.post('/api/positions/p-1/resume', () => HttpResponse.json(state.resume)),
    http.post('/api/positions/p-1/resume/review', async ({ request }) => {
      const action = (await request.json()) as ReviewActionBody;
      state.actions.push(action);
      if (action.action === 'confirm') state.resume = { ...state.resume, flags: state.resume.flags.filter((f) => f.id !== action.flag_id) };
      if (action.action === 'move_achievement') {
        const experience = state.resume.resume.experience.map((job, n) =>
          n === 0 ? { ...job, description: '— Сократил списания на 30%.' } : n === 1 ? { ...job, description: '— Обучил 5 кассиров.' } : job,
        );
        state.resume = { ...state.resume, resume: { ...state.resume.resume, experience } };
      }
      return HttpResponse.json(state.resume);
    }),
  );
  return state;
}

describe('the resume review: «Проверьте»', { timeout: 20_000 }, () => {
  it('flags the new employer with its source, keeps «Опубликовать» disabled until it is confirmed, and moves an achievement to another job', async () => {
    const state = mockReview();
    const calls = recordRequests();
    const app = renderApp('/position?id=p-1');
    const job = await screen.findByRole('listitem', { name: 'Администратор зала, Северный Ветер' }, { timeout: 15_000 });
    expect(within(job).getAllByText('Проверьте').length).toBeGreaterThan(0);
    expect(within(job).getByText(/Этого работодателя нет в вашем резюме на hh.ru/)).toBeInTheDocument();
    expect(within(job).getByText('ответ 1: ««Северный Ветер»»')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Опубликовать на HH.ru' })).toBeDisabled();
    expect(screen.getByText('Осталось проверить: 1')).toBeInTheDocument();

    // The achievement about training goes to the other job.
    await app.user.click(within(job).getByRole('button', { name: 'Перенести в другое место работы: «Обучил 5 кассиров.»' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Перенести в «Квант»' }));
    const other = await screen.findByRole('listitem', { name: 'Кассир, Квант' });
    expect(await within(other).findByText('Обучил 5 кассиров.')).toBeInTheDocument();
    expect(state.actions).toContainEqual({ action: 'move_achievement', job: 0, bullet: 1, to_job: 1 });

    await app.user.click(within(job).getByRole('button', { name: 'Всё верно' }));
    expect(await screen.findByRole('button', { name: 'Опубликовать на HH.ru' })).toBeEnabled();
    expect(state.actions).toContainEqual({ action: 'confirm', flag_id: 'new_employer:sv' });
    expect(calls.count('POST', '/api/positions/p-1/resume/publish')).toBe(0);
  });

  it('corrects a job in place with the contract’s checks: a bad month is refused in Russian, a good one is sent', async () => {
    const state = mockReview();
    const app = renderApp('/position?id=p-1');
    const job = await screen.findByRole('listitem', { name: 'Администратор зала, Северный Ветер' }, { timeout: 15_000 });
    await app.user.click(within(job).getAllByRole('button', { name: 'Исправить' })[0]!);
    const form = within(job).getByRole('form', { name: 'Исправить место работы «Северный Ветер»' });
    const start = within(form).getByRole('textbox', { name: 'Начало (ГГГГ-ММ)' });
    await app.user.clear(start);
    await app.user.type(start, '2021-13');
    await app.user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(start).toHaveAccessibleDescription('Укажите месяц в виде ГГГГ-ММ, например 2021-03');
    expect(state.actions).toEqual([]);

    await app.user.clear(start);
    await app.user.type(start, '2021-04');
    const role = within(form).getByRole('textbox', { name: 'Должность' });
    await app.user.clear(role);
    await app.user.type(role, 'Администратор торгового зала');
    await app.user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await screen.findByRole('listitem', { name: 'Администратор зала, Северный Ветер' });
    expect(state.actions).toEqual([
      { action: 'edit_job', job: 0, company: 'Северный Ветер', position: 'Администратор торгового зала', start: '2021-04', end: null },
    ]);
  });
});
