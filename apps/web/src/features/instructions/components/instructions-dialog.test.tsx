import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/test/providers';
import ru from '@/locales/ru.json';
import { InstructionsDialog } from './instructions-dialog';

function renderDialog() {
  const user = userEvent.setup({ delay: null });
  render(
    <TestProviders>
      <InstructionsDialog opened onClose={() => undefined} />
    </TestProviders>,
  );
  return { user, dialog: screen.getByRole('dialog', { name: 'Инструкция' }) };
}

function widthPx(dialog: HTMLElement): number {
  const value = dialog.closest<HTMLElement>('.mantine-Modal-root')?.style.getPropertyValue('--modal-size') ?? '';
  const rem = /^calc\(([\d.]+)rem \* var\(--mantine-scale\)\)$/.exec(value);
  return Number(rem?.[1]) * 16;
}

describe("'Инструкция' dialog: 660 px, topic sections and the three user-facing problems", () => {
  it("is titled 'Инструкция' and 660 px wide", () => {
    const { dialog } = renderDialog();
    expect(dialog).toBeInTheDocument();
    expect(widthPx(dialog)).toBe(660);
  });

  it('has a section for each topic and each user-facing problem, in that order', () => {
    const { dialog } = renderDialog();
    expect(
      within(dialog)
        .getAllByRole('button', { expanded: false })
        .map((button) => button.textContent),
    ).toEqual([
      'Как оформить подписку — подробно',
      'Как добавить позицию — подробно',
      'Как ответить на вопросы и выбрать вакансии — подробно',
      'Подписка',
      'Добавление позиции',
      'Вопросы ассистента',
      'Выбор откликов',
      'Интервью',
      'Тренажёр интервью',
      'Не проходит оплата',
      'Позиция не сохраняется',
      'Не загружается резюме',
    ]);
  });

  it('expands each section on its own, several at once', async () => {
    const { dialog, user } = renderDialog();
    const payment = within(dialog).getByRole('button', { name: 'Не проходит оплата' });
    const resume = within(dialog).getByRole('button', { name: 'Не загружается резюме' });
    await user.click(payment);
    await user.click(resume);
    expect(payment).toHaveAttribute('aria-expanded', 'true');
    expect(resume).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('button', { name: 'Подписка' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives the advice for the three problems (payment, position, resume)', async () => {
    const { dialog, user } = renderDialog();
    for (const name of ['Не проходит оплата', 'Позиция не сохраняется', 'Не загружается резюме']) {
      await user.click(within(dialog).getByRole('button', { name }));
    }
    const text = dialog.textContent ?? '';
    // payment failed: card funds, another card or method, support in the messenger
    expect(text).toContain('достаточно средств');
    expect(text).toContain('другую карту или другой способ оплаты');
    expect(text).toContain('напишите нам в Telegram');
    // a position does not save: the required fields
    expect(text).toContain('Проверьте обязательные поля: название, хотя бы один город, зарплата и резюме');
    // a resume does not load: assistant-created or previously used resume; create a fresh one by hand
    expect(text).toContain('Резюме, которое создал ассистент или которое уже использовалось');
    expect(text).toContain('Создайте на hh.ru новое резюме вручную');
  });

  it('writes every section as real Russian instructions, with the detailed ones step by step', () => {
    const sections = ru.instructions.sections;
    for (const [key, section] of Object.entries(sections)) {
      expect(section.steps.length, key).toBeGreaterThan(0);
      for (const step of section.steps) expect(step, key).toMatch(/^[А-ЯЁ«].{20,}[.»)]$/u);
    }
    expect(sections.subscriptionDetailed.steps.length).toBeGreaterThanOrEqual(4);
    expect(sections.positionDetailed.steps.join(' ')).toMatch(/резюме.*город.*зарплат.*стиль/su);
    expect(sections.questionsDetailed.steps.join(' ')).toMatch(/5 вопросов.*от 3 до 5.*«Готово»/su);
    expect(sections.trainer.steps.join(' ')).toContain('поддержку');
  });
});
