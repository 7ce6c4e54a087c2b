import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { type GeneratedResume, type Position, type PositionStage, type Questionnaire } from '@otklik/contracts';
import { apiError, sessionHandlers } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';

const QUESTIONS: Questionnaire['questions'] = [
  { id: 'q1', text: 'Какие проекты на React вы делали за последние два года?', topic: 'experience' },
  { id: 'q2', text: 'С какими инструментами тестирования вы работали?', topic: 'skills', hint: 'Например, Vitest или Playwright' },
  { id: 'q3', text: 'Каким результатом в работе вы гордитесь?', topic: 'achievements' },
  { id: 'q4', text: 'Работали ли вы с TypeScript в продакшене?', topic: 'skills' },
  { id: 'q5', text: 'Какие задачи вы хотите решать на новом месте?', topic: 'goals' },
];

const DRAFT: GeneratedResume = {
  resume: {
    title: 'Frontend-разработчик (React, TypeScript)',
    skill_set: ['React', 'TypeScript', 'Vitest'],
    skills: 'Пишу интерфейсы на React пять лет.',
    experience: [
      { company: 'ООО «Ромашка»', position: 'Frontend-разработчик', start: '2021-03', end: null, description: 'Личный кабинет клиента' },
      { company: null, position: 'Верстальщик', start: '2019-01', end: '2021-02', description: null },
    ],
  },
  flags: [],
  status: 'draft',
  hh_resume_id: null,
  alternate_url: null,
  engine: 'builtin',
};

function position(stage: PositionStage): Position {
  return {
    id: 'p-1',
    title: 'Frontend-разработчик',
    resume_id: 'r-1',
    resume_title: 'Frontend-разработчик',
    use_favorites: false,
    areas: [{ id: '1', name: 'Москва' }],
    remote: false,
    salary: { amount: 250000, currency: 'RUR' },
    letter_styles: ['neutral'],
    stage,
    paused: false,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
  };
}

/**
 * A stateful fake of the position API: questions with saved answers (current_index = first unanswered), the resume
 * (POST writes it once, 201, then answers it, 200) and its publication. Proposals never answer, so the vacancies step
 * stays in progress.
 */
function mockAssistantApi({
  stage = 'questions' as PositionStage,
  answers = {} as Record<string, string>,
  generate,
}: { stage?: PositionStage; answers?: Record<string, string>; generate?: () => Response | Promise<Response> } = {}) {
  const state = { answers: { ...answers }, resume: null as GeneratedResume | null };
  const questionnaire = (): Questionnaire => {
    const firstOpen = QUESTIONS.findIndex((question) => state.answers[question.id] === undefined);
    return {
      questions: QUESTIONS,
      answers: Object.entries(state.answers).map(([question_id, text]) => ({ question_id, text })),
      current_index: firstOpen === -1 ? QUESTIONS.length : firstOpen,
    };
  };
  server.use(
    ...sessionHandlers(),
    http.get('/api/positions/p-1', () => HttpResponse.json(position(stage))),
    http.get('/api/positions/p-1/questions', () => HttpResponse.json(questionnaire())),
    http.put('/api/positions/p-1/answers/:questionId', async ({ params, request }) => {
      const { text } = (await request.json()) as { text: string };
      state.answers[String(params.questionId)] = text;
      return HttpResponse.json(questionnaire());
    }),
    http.post('/api/positions/p-1/resume', async () => {
      if (state.resume !== null) return HttpResponse.json(state.resume);
      if (generate !== undefined) return generate();
      state.resume = DRAFT;
      return HttpResponse.json(DRAFT, { status: 201 });
    }),
    http.post('/api/positions/p-1/resume/publish', () => {
      state.resume = { ...DRAFT, status: 'published', hh_resume_id: 'hh-77', alternate_url: 'https://hh.ru/resume/hh-77' };
      return HttpResponse.json(state.resume);
    }),
    http.post('/api/positions/p-1/proposals', () => new Promise<never>(() => undefined)),
  );
  return state;
}

async function answer(app: ReturnType<typeof renderApp>, text: string) {
  const field = screen.getByRole('textbox', { name: 'Ваш ответ' });
  await app.user.clear(field);
  await app.user.click(field);
  await app.user.paste(text);
  await app.user.click(screen.getByRole('button', { name: 'Далее' }));
}

describe('/position?id=: the assistant flow', { timeout: 20_000 }, () => {
  it('asks the 5 questions one at a time with progress, saving each answer', async () => {
    const state = mockAssistantApi();
    const calls = recordRequests();
    const app = renderApp('/position?id=p-1');

    expect(await screen.findByText('Вопрос 1 из 5', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: QUESTIONS[0]!.text })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Ответы на вопросы' })).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByRole('button', { name: 'Назад' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: QUESTIONS[1]!.text })).not.toBeInTheDocument();

    await answer(app, 'Личный кабинет банка на React 18');
    expect(await screen.findByText('Вопрос 2 из 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: QUESTIONS[1]!.text })).toBeInTheDocument();
    expect(screen.getByText('Например, Vitest или Playwright')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Ответы на вопросы' })).toHaveAttribute('aria-valuenow', '40');
    const put = calls.requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/api/positions/p-1/answers/q1');
    expect(JSON.parse(put?.body ?? 'null')).toEqual({ text: 'Личный кабинет банка на React 18' });

    await app.user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByText('Вопрос 1 из 5')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ваш ответ' })).toHaveValue('Личный кабинет банка на React 18');
    await app.user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByText('Вопрос 2 из 5')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ваш ответ' })).toHaveValue('');
    expect(state.answers).toEqual({ q1: 'Личный кабинет банка на React 18' });
  });

  it("shows 'Это поле не может быть пустым' for an empty answer and saves nothing", async () => {
    mockAssistantApi();
    const calls = recordRequests();
    const app = renderApp('/position?id=p-1');
    await screen.findByText('Вопрос 1 из 5', {}, { timeout: 5000 });
    await app.user.click(screen.getByRole('textbox', { name: 'Ваш ответ' }));
    await app.user.paste('   ');
    await app.user.click(screen.getByRole('button', { name: 'Далее' }));

    expect(screen.getByRole('textbox', { name: 'Ваш ответ' })).toHaveAccessibleDescription('Это поле не может быть пустым');
    expect(screen.getByRole('textbox', { name: 'Ваш ответ' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Вопрос 1 из 5')).toBeInTheDocument();
    expect(calls.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('resumes at current_index after a reload', async () => {
    mockAssistantApi({ answers: { q1: 'Кабинет банка', q2: 'Vitest, Playwright' } });
    const first = renderApp('/position?id=p-1');
    expect(await screen.findByText('Вопрос 3 из 5', {}, { timeout: 5000 })).toBeInTheDocument();
    await answer(first, 'Ускорил сборку в три раза');
    expect(await screen.findByText('Вопрос 4 из 5')).toBeInTheDocument();
    first.unmount();

    renderApp('/position?id=p-1');
    expect(await screen.findByText('Вопрос 4 из 5', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: QUESTIONS[3]!.text })).toBeInTheDocument();
  });

  it('writes the resume after the last answer, shows it for review and publishes it on hh', async () => {
    let releaseResume!: () => void;
    const resumeWritten = new Promise<void>((resolve) => {
      releaseResume = resolve;
    });
    const state = mockAssistantApi({
      answers: { q1: 'a', q2: 'b', q3: 'c', q4: 'd' },
      generate: async () => {
        await resumeWritten;
        state.resume = DRAFT;
        return HttpResponse.json(DRAFT, { status: 201 });
      },
    });
    const calls = recordRequests();
    const app = renderApp('/position?id=p-1');
    expect(await screen.findByText('Вопрос 5 из 5', {}, { timeout: 5000 })).toBeInTheDocument();
    await answer(app, 'Хочу делать дизайн-систему');

    expect(await screen.findByText('Ассистент пишет резюме…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Ассистент пишет резюме…' })).toBeInTheDocument();
    releaseResume();

    const draft = await screen.findByRole('article', { name: 'Frontend-разработчик (React, TypeScript)' });
    const skills = within(draft).getByRole('list', { name: 'Ключевые навыки' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'TypeScript', 'Vitest']);
    expect(draft).toHaveTextContent('Пишу интерфейсы на React пять лет.');
    expect(draft).toHaveTextContent('Frontend-разработчикООО «Ромашка»03.2021 — по настоящее время');
    expect(draft).toHaveTextContent('ВерстальщикКомпания не указана01.2019 — 02.2021');
    expect(calls.count('POST', '/api/positions/p-1/resume')).toBe(1);
    expect(screen.queryByRole('link', { name: /Открыть резюме на hh.ru/ })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Опубликовать на HH.ru' }));
    const link = await screen.findByRole('link', { name: /Открыть резюме на hh.ru/ });
    expect(link).toHaveAttribute('href', 'https://hh.ru/resume/hh-77');
    expect(link).toHaveAttribute('target', '_blank');
    expect(calls.count('POST', '/api/positions/p-1/resume/publish')).toBe(1);

    await app.user.click(screen.getByRole('button', { name: 'К вакансиям' }));
    expect(await screen.findByText('Ассистент подбирает вакансии…')).toBeInTheDocument();
  });

  it('shows an already written resume as the server answers it, and explains an ungrounded one', async () => {
    mockAssistantApi({
      stage: 'resume',
      generate: () => apiError('resume_ungrounded'),
    });
    const app = renderApp('/position?id=p-1');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Ассистент написал резюме с фактами, которых нет в ваших ответах и резюме');
    expect(within(alert).getByRole('button', { name: 'Попробовать ещё раз' })).toBeInTheDocument();
    app.unmount();

    const written = mockAssistantApi({ stage: 'resume' });
    written.resume = DRAFT;
    const calls = recordRequests();
    renderApp('/position?id=p-1');
    expect(await screen.findByRole('article', { name: DRAFT.resume.title }, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.count('POST', '/api/positions/p-1/resume')).toBe(1);
    expect(calls.count('GET', '/api/positions')).toBe(0);
    expect(calls.count('GET', '/api/positions/p-1')).toBe(1);
  });

  it('shows where each fact of the resume came from on hover: an answer’s words or the hh resume', async () => {
    const written = mockAssistantApi({ stage: 'resume' });
    written.resume = {
      ...DRAFT,
      resume: {
        ...DRAFT.resume,
        education: [{ name: 'МГТУ им. Баумана', organization: null, result: 'информатика', year: 2019, level: 'bachelor' }],
        language: [{ id: 'eng', name: 'Английский', level: 'b2' }],
        sources: [
          { field: 'skill_set[0]', fact: 'React', kind: 'answer', question_id: 'q1', question_number: 1, quote: 'React', span: [10, 15], path: null },
          {
            field: 'experience[0].company',
            fact: 'Ромашка',
            kind: 'hh_resume',
            question_id: null,
            question_number: null,
            quote: null,
            span: null,
            path: 'experience[0].company',
          },
        ],
      },
    };
    const user = userEvent.setup();
    renderApp('/position?id=p-1');
    await screen.findByRole('article', { name: DRAFT.resume.title }, { timeout: 5000 });
    expect(screen.getByText('МГТУ им. Баумана, информатика, 2019')).toBeInTheDocument();
    expect(screen.getByText('Английский — B2')).toBeInTheDocument();
    await user.hover(screen.getByText('React'));
    expect(await screen.findByText('Из ответа на вопрос 1: «React»')).toBeInTheDocument();
    await user.hover(screen.getByRole('button', { name: 'Откуда это: Frontend-разработчик, ООО «Ромашка»' }));
    expect(await screen.findByText('Из резюме на hh.ru')).toBeInTheDocument();
  });
});
