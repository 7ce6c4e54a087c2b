import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { type GeneratedResume, type ResumeEditBody } from '@otklik/contracts';
import { position, sessionHandlers } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';

const POSITION = position({ title: 'Python-разработчик', resume_title: 'Python-разработчик', salary: { amount: 200000, currency: 'RUR' } });

const DRAFT: GeneratedResume = {
  resume: {
    title: 'Python-разработчик',
    skill_set: ['Python', 'Django'],
    skills: 'Пишу бэкенд.',
    experience: [{ company: 'Ромашка', position: 'Разработчик', start: '2022-01', end: null, description: '— Ускорил отчёт в 3 раза.' }],
  },
  flags: [],
  status: 'draft',
  hh_resume_id: null,
  alternate_url: null,
  engine: 'builtin',
};

/** Types into a field the quick way: a click and a paste (the field keeps what it had). */
async function fill(app: ReturnType<typeof renderApp>, field: HTMLElement, text: string): Promise<void> {
  await app.user.click(field);
  await app.user.paste(text);
}

function mockEditor() {
  const state = { resume: DRAFT, edits: [] as ResumeEditBody[] };
  server.use(
    ...sessionHandlers(),
    http.get('/api/positions/p-1', () => HttpResponse.json(POSITION)),
    http.post('/api/positions/p-1/resume', () => HttpResponse.json(state.resume)),
    http.put('/api/positions/p-1/resume', async ({ request }) => {
      const edit = (await request.json()) as ResumeEditBody;
      state.edits.push(edit);
      state.resume = { ...state.resume, resume: { ...state.resume.resume, ...edit } };
      return HttpResponse.json(state.resume);
    }),
  );
  return state;
}

describe('the resume editor before publishing', { timeout: 60_000 }, () => {
  it('checks the edit with the contract’s schema, in Russian, and sends nothing until it passes', async () => {
    const state = mockEditor();
    const app = renderApp('/position?id=p-1');
    await app.user.click(await screen.findByRole('button', { name: 'Редактировать' }, { timeout: 15_000 }));
    const form = screen.getByRole('form', { name: 'Правка резюме перед публикацией' });
    const title = within(form).getByRole('textbox', { name: 'Название резюме' });
    await app.user.clear(title);
    await fill(app, title, 'P');
    const job = within(form).getByRole('group', { name: 'Место работы 1' });
    const start = within(job).getByRole('textbox', { name: 'Начало (ГГГГ-ММ)' });
    const end = within(job).getByRole('textbox', { name: /^Окончание/u });
    await fill(app, end, '2021-05');
    await app.user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(title).toHaveAccessibleDescription('Название — от 2 до 100 символов');
    expect(end).toHaveAccessibleDescription('Окончание раньше начала');
    await app.user.clear(start);
    await fill(app, start, '2022-13');
    await app.user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(start).toHaveAccessibleDescription('Укажите месяц в виде ГГГГ-ММ, например 2021-03');
    expect(state.edits).toEqual([]);

    // Fixed, plus a job added and saved: the body is what the API validates.
    await fill(app, title, 'ython-разработчик (Django)');
    await app.user.clear(start);
    await fill(app, start, '2020-01');
    await app.user.click(within(form).getByRole('button', { name: 'Добавить место работы' }));
    const added = within(form).getByRole('group', { name: 'Место работы 2' });
    await fill(app, within(added).getByRole('textbox', { name: 'Компания' }), 'Альфа');
    await fill(app, within(added).getByRole('textbox', { name: 'Должность' }), 'Стажёр');
    await fill(app, within(added).getByRole('textbox', { name: 'Начало (ГГГГ-ММ)' }), '2019-06');
    await fill(app, within(added).getByRole('textbox', { name: /^Окончание/u }), '2019-12');
    await app.user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('heading', { name: 'Python-разработчик (Django)' })).toBeInTheDocument();
    expect(state.edits).toEqual([
      {
        title: 'Python-разработчик (Django)',
        skill_set: ['Python', 'Django'],
        skills: 'Пишу бэкенд.',
        experience: [
          { company: 'Ромашка', position: 'Разработчик', start: '2020-01', end: '2021-05', description: '— Ускорил отчёт в 3 раза.' },
          { company: 'Альфа', position: 'Стажёр', start: '2019-06', end: '2019-12', description: null },
        ],
      },
    ]);
  });

  it('removes a job and cancels without sending', async () => {
    const state = mockEditor();
    const app = renderApp('/position?id=p-1');
    await app.user.click(await screen.findByRole('button', { name: 'Редактировать' }, { timeout: 15_000 }));
    const form = screen.getByRole('form', { name: 'Правка резюме перед публикацией' });
    await app.user.click(within(form).getByRole('button', { name: 'Удалить место работы' }));
    expect(within(form).queryByRole('group', { name: 'Место работы 1' })).not.toBeInTheDocument();
    await app.user.click(within(form).getByRole('button', { name: 'Отмена' }));
    expect(await screen.findByRole('article', { name: 'Python-разработчик' })).toHaveTextContent('Ромашка');
    expect(state.edits).toEqual([]);
  });
});
