import { describe, expect, it } from 'vitest';
import { hhVacancyIdOf, interviewBodySchema } from './interviews';

describe("hhVacancyIdOf (the interview record's required hh vacancy link)", () => {
  it.each([
    ['https://hh.ru/vacancy/123456', { id: '123456', origin: 'https://hh.ru', kind: 'site' }],
    ['  https://spb.hh.ru/vacancy/42/?from=search#top ', { id: '42', origin: 'https://spb.hh.ru', kind: 'site' }],
    ['HTTPS://HH.RU/vacancy/7', { id: '7', origin: 'https://hh.ru', kind: 'site' }],
    ['http://127.0.0.1:18610/vacancies/99', { id: '99', origin: 'http://127.0.0.1:18610', kind: 'api' }],
  ])('reads %s', (link, expected) => {
    expect(hhVacancyIdOf(link)).toEqual(expected);
  });

  it.each([
    'https://example.com/vacancy/1',
    'https://evilhh.ru/vacancy/1',
    'https://hh.ru/employer/1',
    'https://hh.ru/vacancy/abc',
    'hh.ru/vacancy/1',
    'javascript://hh.ru/vacancy/1',
    '',
  ])('refuses %s', (link) => {
    expect(hhVacancyIdOf(link)).toBeNull();
  });

  it('makes the link required in the interview body', () => {
    const base = { company_name: 'ООО Ромашка', scheduled_at: '2026-12-01T09:30:00.000Z', format: 'online' };
    expect(interviewBodySchema.safeParse(base).success).toBe(false);
    expect(interviewBodySchema.safeParse({ ...base, vacancy_link: 'https://hh.ru/vacancy/1' }).success).toBe(true);
  });
});
