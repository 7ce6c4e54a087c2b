import type { DraftAnswer } from '@otklik/contracts';
import { describe, expect, it } from 'vitest';
import { answerQuestionnaire, matchOption } from './companion.questions';

const draftOf =
  (drafts: Record<string, Partial<DraftAnswer>>) =>
  async (question: string): Promise<DraftAnswer> =>
    ({
      category: 'other',
      draft: '',
      missing: null,
      missing_skill: null,
      used: [],
      ...drafts[question],
    }) as DraftAnswer;

describe('answering an employer questionnaire from explicit facts', () => {
  it('picks the option an answer begins with, never a guess', () => {
    expect(matchOption(['Да', 'Нет'], 'Да, готов(а) к переезду')).toBe('Да');
    expect(matchOption(['Да', 'Нет', 'Да, с релокацией'], 'Да, с релокацией за счёт компании')).toBe('Да, с релокацией');
    expect(matchOption(['Офис', 'Удалённо'], 'Гибрид')).toBeNull();
  });

  it('answers from facts the seeker typed, and stops at the first required question the bank cannot answer', async () => {
    const draft = draftOf({
      'Ваши зарплатные ожидания?': { draft: '250 000 ₽ в месяц', used: ['salary'] as DraftAnswer['used'] },
      'Почему вы хотите у нас работать?': { draft: 'Хочу расти', used: [] },
      'Есть ли у вас водительские права?': { draft: '', missing: 'driving_license' as DraftAnswer['missing'] },
    });
    const result = await answerQuestionnaire(
      draft,
      [
        { key: 'task_1_text', text: 'Ваши зарплатные ожидания?', required: true, kind: 'text' },
        { key: 'task_2_text', text: 'Почему вы хотите у нас работать?', required: false, kind: 'text' },
        { key: 'task_3', text: 'Есть ли у вас водительские права?', required: true, kind: 'choice', options: ['Да', 'Нет'] },
      ],
      {},
    );
    expect(result.answers).toEqual([{ key: 'task_1_text', value: '250 000 ₽ в месяц' }]);
    expect(result.unanswered).toEqual({ key: 'task_3', text: 'Есть ли у вас водительские права?' });
  });

  it('uses the seeker’s own answer to a question asked before', async () => {
    const result = await answerQuestionnaire(
      draftOf({}),
      [{ key: 'task_3', text: 'Есть ли у вас водительские права?', required: true, kind: 'choice', options: ['Да', 'Нет'] }],
      { 'есть ли у вас водительские права': 'Нет' },
    );
    expect(result).toEqual({ answers: [{ key: 'task_3', value: 'Нет' }], unanswered: null });
  });
});
