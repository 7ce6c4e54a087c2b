import { render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '@otklik/contracts';
import { TestProviders } from '@/test/providers';
import { server } from '@/test/server';
import { ADMIN_TARGET_ID, adminUserDetail } from '@/test/admin-fixtures';
import { UserDetail } from './user-detail';

const USER_ID = ADMIN_TARGET_ID;
const detail = adminUserDetail;

function renderDetail(body: AdminUserDetail) {
  server.use(http.get(`/api/admin/users/${USER_ID}`, () => HttpResponse.json(body)));
  render(
    <TestProviders>
      <UserDetail userId={USER_ID} />
    </TestProviders>,
  );
}

/**
 * The records listed under the section heading `title` (a list of cards in the test's narrow window), as texts: the
 * column names first, then each record's values.
 */
function tableUnder(title: string): string[][] {
  const items = within(screen.getByRole('list', { name: title })).getAllByRole('listitem');
  const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent ?? '');
  return [texts(within(items[0]!).getAllByRole('term')), ...items.map((item) => texts(within(item).getAllByRole('definition')))];
}

describe('support console: one user’s payments and applications', () => {
  it('lists payments (plan, amount, status with the card, promo code) and applications (vacancy — employer, position, status)', async () => {
    renderDetail(
      detail({
        payments: [
          {
            id: 'p1',
            created_at: '2026-11-02T10:00:00.000Z',
            provider: 'yookassa',
            purpose: 'purchase',
            plan_id: 'pro',
            amount: 99_000,
            currency: 'RUB',
            status: 'succeeded',
            failure_reason: null,
            card_last4: '4444',
            promo_code: 'SPRING',
          },
        ],
        applications: [
          {
            id: 'a1',
            vacancy_id: '101',
            vacancy_name: 'Python-разработчик',
            employer_name: 'Ромашка',
            position_title: 'Бэкенд',
            status: 'sent',
            failure_reason: null,
            created_at: '2026-11-03T10:00:00.000Z',
            sent_at: '2026-11-03T10:01:00.000Z',
          },
        ],
        applications_total: 1,
      }),
    );
    await screen.findByRole('heading', { name: 'Платежи' });
    const payments = tableUnder('Платежи');
    expect(payments[0]).toEqual(['Дата', 'Тариф', 'Сумма', 'Статус', 'Промокод']);
    expect(payments[1]!.slice(1)).toEqual(['pro', expect.stringMatching(/990/), 'оплачен · •••• 4444', 'SPRING']);
    const applications = tableUnder('Отклики (всего 1)');
    expect(applications[0]).toEqual(['Дата', 'Вакансия', 'Позиция', 'Статус']);
    expect(applications[1]!.slice(1)).toEqual(['Python-разработчик — Ромашка', 'Бэкенд', 'sent']);
  });

  it('says so when the user has no payments and no applications', async () => {
    renderDetail(detail());
    expect(await screen.findByText('Платежей нет')).toBeInTheDocument();
    expect(screen.getByText('Откликов нет')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
