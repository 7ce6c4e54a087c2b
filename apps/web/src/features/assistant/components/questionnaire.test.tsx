import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Questionnaire as QuestionnaireData } from '@otklik/contracts';
import { renderWithProviders } from '@/test/providers';
import { answered, recordRequests, server } from '@/test/server';
import { Questionnaire } from './questionnaire';

const QUESTIONS: QuestionnaireData['questions'] = [
  { id: 'q1', text: 'Где вы работаете сейчас и чем занимаетесь?', topic: 'experience' },
  { id: 'q2', text: 'Каким результатом вы гордитесь?', topic: 'achievements' },
  { id: 'q3', text: 'С какими инструментами вы работаете?', topic: 'skills' },
  { id: 'q4', text: 'Где вы учились?', topic: 'education' },
  { id: 'q5', text: 'Какие задачи вы хотите решать?', topic: 'goals' },
];

/** The questions API of position p-3: the stored answers, and each PUT stored. */
function mockQuestions(answers: Record<string, string> = {}) {
  const stored = { ...answers };
  const questionnaire = (): QuestionnaireData => ({
    questions: QUESTIONS,
    answers: Object.entries(stored).map(([question_id, text]) => ({ question_id, text })),
    current_index: Math.max(
      0,
      QUESTIONS.findIndex((q) => stored[q.id] === undefined),
    ),
  });
  server.use(
    http.get('/api/positions/p-3/questions', () => HttpResponse.json(questionnaire())),
    http.put('/api/positions/p-3/answers/:questionId', async ({ params, request }) => {
      stored[String(params.questionId)] = ((await request.json()) as { text: string }).text;
      return HttpResponse.json(questionnaire());
    }),
  );
  return stored;
}

async function openQuestionnaire(onComplete: () => void = () => undefined) {
  const read = answered('GET', '/api/positions/p-3/questions');
  const view = renderWithProviders(<Questionnaire positionId="p-3" onComplete={onComplete} />);
  await read;
  await screen.findByRole('heading', { name: QUESTIONS[0]!.text });
  return view;
}

describe('the questionnaire form', () => {
  it('refuses an empty or blank answer with the field’s message until it has words, and saves nothing meanwhile', async () => {
    mockQuestions();
    const calls = recordRequests();
    const { user } = await openQuestionnaire();
    const field = screen.getByRole('textbox', { name: 'Ваш ответ' });

    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(field).toHaveAccessibleDescription('Это поле не может быть пустым');
    await user.click(field);
    await user.paste('   ');
    expect(field).toHaveAccessibleDescription('Это поле не может быть пустым');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await user.click(field);
    await user.paste('Аналитик в сети магазинов');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('saves the answer as the contract’s body and keeps each draft across «Назад» and «Далее»', async () => {
    const stored = mockQuestions();
    const calls = recordRequests();
    const { user } = await openQuestionnaire();

    await user.click(screen.getByRole('textbox', { name: 'Ваш ответ' }));
    await user.paste('Аналитик данных в «Кубань-Ритейл» с 2021 года');
    const saved = answered('PUT', '/api/positions/p-3/answers/q1');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await saved;
    await screen.findByRole('heading', { name: QUESTIONS[1]!.text });
    const put = calls.requests.find((request) => request.method === 'PUT');
    expect(JSON.parse(put?.body ?? 'null')).toEqual({ text: 'Аналитик данных в «Кубань-Ритейл» с 2021 года' });

    await user.click(screen.getByRole('textbox', { name: 'Ваш ответ' }));
    await user.paste('Сократил подготовку отчёта с 2 дней до 2 часов');
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('textbox', { name: 'Ваш ответ' })).toHaveValue('Аналитик данных в «Кубань-Ритейл» с 2021 года');
    const again = answered('PUT', '/api/positions/p-3/answers/q1');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await again;
    expect(await screen.findByRole('textbox', { name: 'Ваш ответ' })).toHaveValue('Сократил подготовку отчёта с 2 дней до 2 часов');

    const last = answered('PUT', '/api/positions/p-3/answers/q2');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await last;
    await screen.findByRole('heading', { name: QUESTIONS[2]!.text });
    expect(stored).toEqual({ q1: 'Аналитик данных в «Кубань-Ритейл» с 2021 года', q2: 'Сократил подготовку отчёта с 2 дней до 2 часов' });
  });
});
