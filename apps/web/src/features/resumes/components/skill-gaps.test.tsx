import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Position, SkillGaps } from '@otklik/contracts';
import { resume, sessionHandlers } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';

const position: Position = {
  id: '6f0c2a8e-0b7e-4a43-9d55-0c9b1c3f6a11',
  title: 'Python-разработчик',
  resume_id: 'r-1',
  paused: false,
  resume_title: 'Разработчик',
  use_favorites: false,
  areas: [{ id: '1', name: 'Москва' }],
  remote: false,
  salary: { amount: 200_000, currency: 'RUR' },
  letter_styles: ['neutral'],
  stage: 'resume',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

describe('/resumes: «Как усилить резюме»', () => {
  it('lists the missing skills with their share and empty fields; «У меня есть этот навык» asks to confirm, then adds it', async () => {
    let gaps: SkillGaps = {
      vacancies_count: 25,
      skills: [
        { name: 'Docker', count: 16, share: 64 },
        { name: 'Kubernetes', count: 5, share: 20 },
      ],
      empty_fields: ['photo', 'portfolio'],
      confirmed: [],
    };
    const confirmed: unknown[] = [];
    server.use(
      ...sessionHandlers(),
      http.get('/api/resumes', () => HttpResponse.json({ items: [resume({ id: 'r-1', title: 'Разработчик' }), resume({ id: 'r-2', title: 'Другое' })] })),
      http.get('/api/positions', () => HttpResponse.json({ items: [position] })),
      http.get(`/api/positions/${position.id}/skill-gaps`, () => HttpResponse.json(gaps)),
      http.post(`/api/positions/${position.id}/skills`, async ({ request }) => {
        const body = (await request.json()) as { name: string };
        confirmed.push(body);
        gaps = { ...gaps, skills: gaps.skills.filter((s) => s.name !== body.name), confirmed: [body.name] };
        return HttpResponse.json({ name: body.name, added_to_resume: true }, { status: 201 });
      }),
    );
    const app = renderApp('/resumes');

    const card = await screen.findByRole('listitem', { name: 'Разработчик' });
    expect(within(screen.getByRole('listitem', { name: 'Другое' })).queryByRole('button', { name: 'Как усилить резюме' })).not.toBeInTheDocument();
    await app.user.click(await within(card).findByRole('button', { name: 'Как усилить резюме' }));

    const dialog = await screen.findByRole('dialog', { name: 'Как усилить резюме' });
    const docker = await within(dialog).findByRole('listitem', { name: 'Docker — в 64% подходящих вакансий' });
    expect(within(dialog).getByText('Kubernetes — в 20% подходящих вакансий')).toBeInTheDocument();
    expect(within(dialog).getByText('Фото')).toBeInTheDocument();
    expect(within(dialog).getByText('Портфолио')).toBeInTheDocument();

    await app.user.click(within(docker).getByRole('button', { name: 'У меня есть этот навык' }));
    expect(within(docker).getByText(/Добавить «Docker» в резюме\? Навык будет отмечен как указанный вами/)).toBeInTheDocument();
    expect(confirmed).toEqual([]);
    await app.user.click(within(docker).getByRole('button', { name: 'Да, добавить' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('«Docker» добавлен в резюме');
    expect(confirmed).toEqual([{ name: 'Docker' }]);
    expect(await within(dialog).findByText('Вы подтвердили навыки: Docker')).toBeInTheDocument();
    expect(within(dialog).queryByText('Docker — в 64% подходящих вакансий')).not.toBeInTheDocument();
  });
});
