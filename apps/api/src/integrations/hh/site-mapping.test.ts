import { describe, expect, it } from 'vitest';
import { fromSiteNegotiations, fromSiteSearch, fromSiteVacancy } from './site-mapping';

const vacancy = {
  vacancyId: 101,
  name: 'Python-разработчик',
  company: { id: 55, name: 'Ромашка' },
  area: { '@id': 1, name: 'Москва' },
  compensation: { from: 150000, to: null, currencyCode: 'RUR', gross: false },
  publicationTime: { $: '2026-11-20T10:00:00.000+03:00' },
  workFormats: [{ workFormatsElement: ['REMOTE'] }],
};

describe('hh’s website state in our terms', () => {
  it('reads search results with the regional origin, salary, remote work and the seeker’s own responses', () => {
    const found = fromSiteSearch({
      url: 'https://spb.hh.ru/search/vacancy?text=python',
      state: {
        vacancySearchResult: {
          vacancies: [
            { ...vacancy, links: { desktop: 'https://spb.hh.ru/vacancy/101' }, snippet: { req: 'Опыт с <highlighttext>Python</highlighttext>', resp: null } },
            { ...vacancy, vacancyId: 102, compensation: null, workFormats: [], links: { desktop: 'https://spb.hh.ru/vacancy/102' }, userLabels: ['response'] },
          ],
          totalResults: 2,
          paging: null,
        },
      },
    });
    expect(found[0]).toEqual({
      applied: false,
      candidate: expect.objectContaining({
        id: '101',
        employer: { id: '55', name: 'Ромашка' },
        area: { id: '1', name: 'Москва' },
        salary: { from: 150000, to: null, currency: 'RUR', gross: false },
        remote: true,
        text: 'Опыт с Python',
        alternate_url: 'https://spb.hh.ru/vacancy/101',
        apply_alternate_url: 'https://spb.hh.ru/applicant/vacancy_response?vacancyId=101',
        sources: ['search'],
      }),
    });
    expect(found[1]).toMatchObject({ applied: true, candidate: { id: '102', salary: null, remote: false } });
  });

  it('never reads a page that is not a results page as «found nothing»', () => {
    expect(() => fromSiteSearch({ url: 'https://hh.ru/search/vacancy', state: null })).toThrow();
  });

  it('reads a vacancy page in full: skills, text, archived, a test, and whether the seeker responded', () => {
    const read = fromSiteVacancy({
      url: 'https://hh.ru/vacancy/101',
      state: {
        vacancyView: { ...vacancy, description: '<p>Пишем <b>API</b></p>', keySkills: { keySkill: ['Python', 'SQL'] }, archived: false },
        applicantVacancyResponseStatuses: { '101': { alreadyApplied: true, test: { hasTests: true } } },
      },
    });
    expect(read).toMatchObject({ applied: true, candidate: { key_skills: ['Python', 'SQL'], text: 'Пишем API', has_test: true, archived: false } });
  });

  it('reads the negotiations page, filtered to one vacancy when asked: the proof of sending', () => {
    const read = {
      url: 'https://hh.ru/applicant/negotiations',
      state: {
        applicantNegotiations: {
          topicList: [
            {
              id: 9,
              vacancyId: 101,
              vacancyName: 'Python-разработчик',
              employerName: 'Ромашка',
              resumeHash: 'abc',
              state: 'invitation',
              creationTime: '2026-11-25T12:00:00.000+03:00',
            },
            { id: 8, vacancyId: 102, state: 'response', creationTime: '2026-11-25T11:00:00.000+03:00' },
          ],
        },
      },
    };
    const page = fromSiteNegotiations(read, '101');
    expect(page.items).toEqual([
      {
        id: '9',
        state: 'invitation',
        vacancyId: '101',
        resumeId: 'abc',
        createdAt: new Date('2026-11-25T09:00:00.000Z'),
        viewedByOpponent: true,
        vacancyName: 'Python-разработчик',
        employerName: 'Ромашка',
        vacancyLink: 'https://hh.ru/vacancy/101',
      },
    ]);
    expect(fromSiteNegotiations(read).items).toHaveLength(2);
  });
});
