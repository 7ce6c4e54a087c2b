import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { GeneratedResume, ResumeFactSource, ReviewActionBody, ReviewFlag } from '@otklik/contracts';
import { position, sessionHandlers } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';

const POSITION = position();

const SHORTAGE = 'Сократила недостачи по кассе 2% → 0,5%.';
const TRAINED = 'Обучила 5 новых кассиров.';
const fromAnswer = (field: string, fact: string, quote: string): ResumeFactSource => ({
  field,
  fact,
  kind: 'answer',
  question_id: 'q2',
  question_number: 2,
  quote,
  span: [0, quote.length],
  path: null,
});
const flagOf = (fact: string, bullet: number, jobs: number): ReviewFlag => ({
  id: `unplaced_achievement:${fact.length}`,
  kind: 'unplaced_achievement',
  job: null,
  bullet,
  field: null,
  fact,
  other_jobs: Array.from({ length: jobs }, (_, n) => n),
});

/** Two jobs held now, and two results the answers tie to neither. */
const WRITTEN: GeneratedResume = {
  resume: {
    title: 'Администратор магазина',
    skill_set: [],
    skills: '',
    experience: [
      { company: 'Весна', position: 'Администратор', start: '2021-01', end: null, description: null },
      { company: 'Пятёрочка', position: 'Кассир', start: '2022-01', end: null, description: null },
    ],
    unplaced: [SHORTAGE, TRAINED],
    sources: [fromAnswer('unplaced[0]', SHORTAGE, 'Сократила недостачи по кассе с 2% до 0,5%.'), fromAnswer('unplaced[1]', TRAINED, TRAINED)],
  },
  flags: [flagOf(SHORTAGE, 0, 2), flagOf(TRAINED, 1, 2)],
  status: 'draft',
  hh_resume_id: null,
  alternate_url: null,
  engine: 'builtin',
};

/** The review API's fake: places, leaves out and adds as the server does for this draft. */
function mockReview() {
  const state = { resume: WRITTEN, actions: [] as ReviewActionBody[] };
  const take = (flagId: string): { rest: string[]; line: string } => {
    const flag = state.resume.flags.find((f) => f.id === flagId)!;
    const all = state.resume.resume.unplaced ?? [];
    return { rest: all.filter((_, u) => u !== flag.bullet), line: all[flag.bullet!]! };
  };
  const settle = (unplaced: string[], experience = state.resume.resume.experience): GeneratedResume => ({
    ...state.resume,
    resume: {
      ...state.resume.resume,
      experience,
      ...(unplaced.length === 0 ? { unplaced: undefined } : { unplaced }),
      sources: WRITTEN.resume.sources!.filter((s) => unplaced.includes(s.fact)).map((s) => ({ ...s, field: `unplaced[${unplaced.indexOf(s.fact)}]` })),
    },
    flags: unplaced.map((fact, u) => flagOf(fact, u, experience.length)),
  });
  server.use(
    ...sessionHandlers(),
    http.get('/api/positions/p-1', () => HttpResponse.json(POSITION)),
    http.post('/api/positions/p-1/resume', () => HttpResponse.json(state.resume)),
    http.post('/api/positions/p-1/resume/review', async ({ request }) => {
      const action = (await request.json()) as ReviewActionBody;
      state.actions.push(action);
      if (action.action === 'place_achievement') {
        const { rest, line } = take(action.flag_id);
        const experience = state.resume.resume.experience.map((job, n) => (n === action.to_job ? { ...job, description: `— ${line}` } : job));
        state.resume = settle(rest, experience);
      }
      if (action.action === 'leave_out_achievement') state.resume = settle(take(action.flag_id).rest);
      if (action.action === 'add_job') {
        const { action: _, ...job } = action;
        state.resume = settle(state.resume.resume.unplaced ?? [], [...state.resume.resume.experience, { ...job, description: null }]);
      }
      return HttpResponse.json(state.resume);
    }),
  );
  return state;
}

describe('the resume review: achievements under no job', { timeout: 20_000 }, () => {
  it('shows them in their own block with the answer they came from; one is moved to a job from the menu, the other left out with the keyboard', async () => {
    const state = mockReview();
    const calls = recordRequests();
    const app = renderApp('/position?id=p-1');
    const block = await screen.findByRole('region', { name: 'Не знаем, к какой работе это относится' }, { timeout: 15_000 });
    expect(within(block).getByText(SHORTAGE)).toBeInTheDocument();
    expect(within(block).getByText('ответ 2: «Сократила недостачи по кассе с 2% до 0,5%.»')).toBeInTheDocument();
    expect(within(block).getByText('Проверьте')).toBeInTheDocument();
    expect(screen.getByText('Осталось проверить: 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Опубликовать на HH.ru' })).toBeDisabled();
    // Neither job shows them.
    expect(within(screen.getByRole('listitem', { name: 'Кассир, Пятёрочка' })).queryByText(SHORTAGE)).toBeNull();

    await app.user.click(within(block).getByRole('button', { name: `Перенести в место работы: «${SHORTAGE}»` }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Перенести в «Пятёрочка»' }));
    const store = await screen.findByRole('listitem', { name: 'Кассир, Пятёрочка' });
    expect(await within(store).findByText(SHORTAGE)).toBeInTheDocument();
    expect(state.actions).toEqual([{ action: 'place_achievement', flag_id: WRITTEN.flags[0]!.id, to_job: 1 }]);
    expect(await screen.findByText('Осталось проверить: 1')).toBeInTheDocument();

    const leaveOut = within(block).getByRole('button', { name: `Не включать в резюме: «${TRAINED}»` });
    leaveOut.focus();
    await app.user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Опубликовать на HH.ru' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Не знаем, к какой работе это относится' })).toBeNull();
    expect(screen.queryByText(TRAINED)).toBeNull();
    expect(state.actions.at(-1)).toEqual({ action: 'leave_out_achievement', flag_id: WRITTEN.flags[1]!.id });
    expect(calls.count('POST', '/api/positions/p-1/resume/publish')).toBe(0);
  });

  it('«В новое место работы…» adds the job the seeker names, then moves the achievement there', async () => {
    const state = mockReview();
    const app = renderApp('/position?id=p-1');
    const block = await screen.findByRole('region', { name: 'Не знаем, к какой работе это относится' }, { timeout: 15_000 });
    await app.user.click(within(block).getByRole('button', { name: `Перенести в место работы: «${TRAINED}»` }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'В новое место работы…' }));
    const form = within(block).getByRole('form', { name: 'Добавить место работы' });
    await app.user.type(within(form).getByRole('textbox', { name: 'Компания' }), 'Магнит');
    await app.user.type(within(form).getByRole('textbox', { name: 'Должность' }), 'Старший кассир');
    await app.user.type(within(form).getByRole('textbox', { name: 'Начало (ГГГГ-ММ)' }), '2019-02');
    await app.user.type(within(form).getByRole('textbox', { name: /^Окончание/u }), '2020-12');
    await app.user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    const added = await screen.findByRole('listitem', { name: 'Старший кассир, Магнит' });
    expect(await within(added).findByText(TRAINED)).toBeInTheDocument();
    expect(state.actions).toEqual([
      { action: 'add_job', company: 'Магнит', position: 'Старший кассир', start: '2019-02', end: '2020-12' },
      { action: 'place_achievement', flag_id: WRITTEN.flags[1]!.id, to_job: 2 },
    ]);
  });
});
