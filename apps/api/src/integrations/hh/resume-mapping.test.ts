import { describe, expect, it } from 'vitest';
import type { HhResume } from './hh-types';
import { hhResumeCreateRequestSchema } from '@otklik/hh-contract';
import type { ResumeDraft } from '../../domain/position';
import { currentEmployerIds, toCreateResumeBody, toResumeFacts, toSeekerResume, toSeekerResumeDetail, toYearMonth, uniqueResumeTitle } from './resume-mapping';
import { seekerResumeDetailSchema } from '../../domain/resume';

const source = {
  id: 'abc123',
  title: 'Аналитик',
  status: { id: 'published', name: 'Опубликовано' },
  access: { type: { id: 'clients', name: 'Видно работодателям' } },
  blocked: false,
  finished: true,
  can_publish_or_update: true,
  next_publish_at: null,
  updated_at: '2025-10-01T10:00:00+0300',
  alternate_url: 'https://hh.ru/resume/abc123',
  area: { id: '1', name: 'Москва' },
  salary: { amount: 150_000, currency: 'RUR' },
  total_experience: { months: 50 },
  experience: [
    { company: 'Мисти Групп', company_id: '777', position: 'Аналитик', start: '2021-03-01', end: null, description: 'Писал ТЗ.' },
    { company: 'Ромашка', company_id: null, position: 'Стажёр', start: '2019-07-01', end: '2021-02-01', description: null },
    { company: 'Без должности', position: null, start: '2018-01-01', end: '2018-06-01' },
  ],
  first_name: 'Анна',
  last_name: 'Иванова',
  middle_name: null,
  skills: '  Люблю порядок в требованиях.  ',
  skill_set: ['SQL', 'Не указаны', ' BPMN '],
  gender: { id: 'female', name: 'Женский' },
  citizenship: [{ id: '113', name: 'Россия', url: 'https://api.hh.ru/areas/113' }],
  contact: [{ type: { id: 'email', name: 'Эл. почта' }, value: 'anna@example.ru', preferred: true }],
  education: { level: { id: 'higher', name: 'Высшее' }, primary: [] },
  language: [{ id: 'rus', name: 'Русский', level: { id: 'l1', name: 'Родной' } }],
  professional_roles: [{ id: '148', name: 'Системный аналитик' }],
  employments: [{ id: 'full', name: 'Полная занятость' }],
  schedules: [{ id: 'fullDay', name: 'Полный день' }],
} as unknown as HhResume;

describe('the seeker’s hh resume as facts', () => {
  it('maps skill_set to skills, skills to about, dates to months, and drops jobs without a position', () => {
    expect(toResumeFacts(source)).toEqual({
      title: 'Аналитик',
      area: 'Москва',
      skills: ['SQL', 'BPMN'],
      about: 'Люблю порядок в требованиях.',
      experience: [
        { company: 'Мисти Групп', position: 'Аналитик', start: '2021-03', end: null, description: 'Писал ТЗ.' },
        { company: 'Ромашка', position: 'Стажёр', start: '2019-07', end: '2021-02', description: null },
      ],
      total_experience_months: 50,
      salary: { amount: 150_000, currency: 'RUR' },
      education: { level: { id: 'higher', name: 'Высшее' }, primary: [] },
      languages: [{ id: 'rus', name: 'Русский', level: { id: 'l1', name: 'Родной' } }],
    });
    expect(toYearMonth('2019-13-01')).toBeNull();
    expect(toYearMonth(undefined)).toBeNull();
  });

  it('passes hh education entries and language levels through', () => {
    const withDegree = {
      ...source,
      education: {
        level: { id: 'bachelor', name: 'Бакалавр' },
        primary: [{ name: 'МГТУ им. Баумана', organization: 'ИУ', result: 'Информатика', year: 2019 }],
      },
      language: [
        { id: 'eng', name: 'Английский', level: { id: 'b2', name: 'B2' } },
        { id: 'deu', name: 'Немецкий' },
      ],
    } as unknown as HhResume;
    const facts = toResumeFacts(withDegree);
    expect(facts.education).toEqual({
      level: { id: 'bachelor', name: 'Бакалавр' },
      primary: [{ name: 'МГТУ им. Баумана', organization: 'ИУ', result: 'Информатика', year: 2019 }],
    });
    expect(facts.languages).toEqual([
      { id: 'eng', name: 'Английский', level: { id: 'b2', name: 'B2' } },
      { id: 'deu', name: 'Немецкий', level: null },
    ]);
  });

  it('knows the employer ids of current jobs', () => {
    expect(currentEmployerIds(source)).toEqual(['777']);
  });
});

describe('the assistant’s resume as hh’s POST /resumes body', () => {
  const draft: ResumeDraft = {
    title: 'Системный аналитик',
    skill_set: ['SQL', 'BPMN'],
    skills: 'Системный аналитик.',
    experience: [
      { company: 'Мисти Групп', position: 'Аналитик', start: '2021-03', end: null, description: 'Писал ТЗ.' },
      { company: null, position: 'Фриланс', start: '2020-01', end: '2020-12', description: null },
    ],
  };

  it('copies the personal fields from the seeker’s resume and never invents them', () => {
    const body = toCreateResumeBody(draft, source, { title: 'Системный аналитик', salary: { amount: 150_000, currency: 'RUR' } });
    expect(body).toEqual({
      first_name: 'Анна',
      last_name: 'Иванова',
      middle_name: null,
      area: { id: '1' },
      gender: { id: 'female', name: 'Женский' },
      citizenship: [{ id: '113' }],
      contact: [{ type: { id: 'email', name: 'Эл. почта' }, value: 'anna@example.ru', preferred: true }],
      education: { level: { id: 'higher', name: 'Высшее' }, primary: [] },
      language: [{ id: 'rus', name: 'Русский', level: { id: 'l1', name: 'Родной' } }],
      professional_roles: [{ id: '148' }],
      employments: [{ id: 'full' }],
      schedules: [{ id: 'fullDay' }],
      title: 'Системный аналитик',
      skill_set: ['SQL', 'BPMN'],
      skills: 'Системный аналитик.',
      experience: [{ company: 'Мисти Групп', position: 'Аналитик', start: '2021-03-01', end: null, description: 'Писал ТЗ.' }],
      salary: { amount: 150_000, currency: 'RUR' },
    });
  });

  it('leaves out what the seeker’s resume lacks', () => {
    const bare = { ...source, gender: undefined, citizenship: [], contact: undefined } as unknown as HhResume;
    const body = toCreateResumeBody(draft, bare, { title: 'T', salary: { amount: 1, currency: 'USD' } });
    expect(body).not.toHaveProperty('gender');
    expect(body).not.toHaveProperty('citizenship');
    expect(body).not.toHaveProperty('contact');
  });

  it('sends the seeker’s education and languages from the profile, and one experience entry per employer with its own role, dates and achievements', () => {
    const profiled: ResumeDraft = {
      title: 'Python-разработчик',
      skill_set: ['Django', 'PostgreSQL'],
      skills: 'Бэкенд на Python.',
      experience: [
        { company: 'Мисти Групп', position: 'Аналитик', start: '2019-03', end: '2022-01', description: 'Писал ТЗ.' },
        { company: 'Ромашка', position: 'Python-разработчик', start: '2022-02', end: null, description: 'Ускорил отчёты с 2 с до 300 мс.' },
        { company: 'Ромашка', position: 'Python-разработчик', start: '2022-02', end: null, description: 'Внедрил pytest.' },
      ],
      education: [
        { name: 'МГТУ им. Баумана', organization: null, result: 'Информатика', year: 2018, level: 'bachelor' },
        { name: 'МГТУ им. Баумана', organization: null, result: 'Программная инженерия', year: 2020, level: 'master' },
      ],
      language: [
        { id: 'eng', name: 'Английский', level: 'b2' },
        { id: 'deu', name: 'Немецкий', level: null },
      ],
    };
    const body = toCreateResumeBody(profiled, source, { title: 'Python-разработчик', salary: { amount: 200_000, currency: 'RUR' } });
    expect(body.education).toEqual({
      level: { id: 'master', name: 'Магистр' },
      primary: [
        { name: 'МГТУ им. Баумана', organization: null, result: 'Информатика', year: 2018 },
        { name: 'МГТУ им. Баумана', organization: null, result: 'Программная инженерия', year: 2020 },
      ],
    });
    // The draft's languages with a level, then the native one from the hh resume; a language without a level cannot be sent.
    expect(body.language).toEqual([
      { id: 'eng', name: 'Английский', level: { id: 'b2' } },
      { id: 'rus', name: 'Русский', level: { id: 'l1', name: 'Родной' } },
    ]);
    // Newest first; the achievements stay under the employer they were said about.
    expect(body.experience).toEqual([
      { company: 'Ромашка', position: 'Python-разработчик', start: '2022-02-01', end: null, description: 'Ускорил отчёты с 2 с до 300 мс.\nВнедрил pytest.' },
      { company: 'Мисти Групп', position: 'Аналитик', start: '2019-03-01', end: '2022-01-01', description: 'Писал ТЗ.' },
    ]);
    expect(hhResumeCreateRequestSchema.safeParse(body).success).toBe(true);
  });

  it('keeps the seeker’s hh education level when the draft names none, and the hh education when the draft has no entries', () => {
    const noLevel: ResumeDraft = { ...draft, education: [{ name: 'СПбГУ', organization: null, result: null, year: null, level: null }] };
    expect(toCreateResumeBody(noLevel, source, { title: 'T', salary: { amount: 1, currency: 'RUR' } }).education).toEqual({
      level: { id: 'higher', name: 'Высшее' },
      primary: [{ name: 'СПбГУ', organization: null, result: null }],
    });
    expect(toCreateResumeBody({ ...draft, education: [] }, source, { title: 'T', salary: { amount: 1, currency: 'RUR' } }).education).toEqual({
      level: { id: 'higher', name: 'Высшее' },
      primary: [],
    });
  });

  it('sends a course to hh’s additional education, never as a degree or in place of the level', () => {
    const withCourse: ResumeDraft = {
      ...draft,
      education: [
        { name: 'УрФУ', organization: null, result: 'Экономика', year: 2016, level: 'bachelor' },
        { name: 'Курс «Финансовое моделирование»', organization: null, result: null, year: 2021, level: null, course: true },
      ],
    };
    const body = toCreateResumeBody(withCourse, source, { title: 'Финансовый аналитик', salary: { amount: 1, currency: 'RUR' } });
    expect(body.education).toEqual({
      level: { id: 'bachelor', name: 'Бакалавр' },
      primary: [{ name: 'УрФУ', organization: null, result: 'Экономика', year: 2016 }],
      additional: [{ name: 'Курс «Финансовое моделирование»', organization: null, result: null, year: 2021 }],
    });
    expect(hhResumeCreateRequestSchema.safeParse(body).success).toBe(true);
    // Only a course in the draft: the seeker's hh level and degrees stay, the course is additional.
    const onlyCourse: ResumeDraft = { ...draft, education: [{ name: 'CKA', organization: null, result: null, year: 2022, level: null, course: true }] };
    expect(toCreateResumeBody(onlyCourse, source, { title: 'T', salary: { amount: 1, currency: 'RUR' } }).education).toEqual({
      level: { id: 'higher', name: 'Высшее' },
      primary: [],
      additional: [{ name: 'CKA', organization: null, result: null, year: 2022 }],
    });
  });

  it('picks a title the seeker does not have yet (hh keeps them unique)', () => {
    expect(uniqueResumeTitle('Аналитик', ['Тестировщик'])).toBe('Аналитик');
    expect(uniqueResumeTitle('Аналитик', ['аналитик', 'Аналитик (2)', null])).toBe('Аналитик (3)');
    expect(uniqueResumeTitle('а'.repeat(100), ['а'.repeat(100)])).toBe(`${'а'.repeat(96)} (2)`);
  });
});

describe('toSeekerResume / toSeekerResumeDetail', () => {
  it('lists a resume in our terms: status, whether it can be used to apply, city, UTC update time', () => {
    expect(toSeekerResume(source)).toEqual({
      id: 'abc123',
      title: 'Аналитик',
      status: 'published',
      status_name: 'Опубликовано',
      can_apply: true,
      alternate_url: 'https://hh.ru/resume/abc123',
      area: 'Москва',
      updated_at: '2025-10-01T07:00:00.000Z',
    });
  });

  it('refuses applying with a blocked or unpublished resume and keeps an unreadable date as null', () => {
    expect(toSeekerResume({ ...source, blocked: true }).can_apply).toBe(false);
    expect(toSeekerResume({ ...source, status: { id: 'not_published', name: 'Не опубликовано' } }).can_apply).toBe(false);
    expect(toSeekerResume({ ...source, updated_at: 'вчера' }).updated_at).toBeNull();
  });

  it('reads a resume in full: facts, current employers, photo and portfolio, in the domain schema', () => {
    const detail = toSeekerResumeDetail({ ...source, photo: { small: 'https://img/1.jpg' }, portfolio: [] } as unknown as HhResume);
    expect(seekerResumeDetailSchema.parse(detail)).toEqual(detail);
    expect(detail.facts).toEqual(toResumeFacts(source));
    expect(detail.current_employer_ids).toEqual(['777']);
    expect(detail.has_photo).toBe(true);
    expect(detail.has_portfolio).toBe(false);
    expect(toSeekerResumeDetail(source).has_photo).toBe(false);
  });
});
