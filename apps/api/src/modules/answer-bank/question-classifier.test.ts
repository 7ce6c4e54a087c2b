import type { AnswerBankFacts, QuestionCategory } from '@otklik/contracts';
import { describe, expect, it } from 'vitest';
import { answerFromBank, draftAnswer, EMPTY_FACTS, packetAnswers, type ProfileView } from './answer-drafts';
import { classifyQuestion } from './question-classifier';

/** Questions as employers write them in hh questionnaires, with the category and bank fact each asks for. */
const CASES: readonly [string, QuestionCategory, string | null][] = [
  ['Какой уровень заработной платы вы ожидаете?', 'conditions', 'salary'],
  ['Укажите ваши зарплатные ожидания (на руки)', 'conditions', 'salary'],
  ['Какие у вас финансовые ожидания?', 'conditions', 'salary'],
  ['Когда вы сможете приступить к работе?', 'conditions', 'notice_period'],
  ['Через сколько вы готовы выйти на работу?', 'conditions', 'notice_period'],
  ['Готовы ли вы к переезду в Санкт-Петербург?', 'conditions', 'relocation'],
  ['Рассматриваете ли вы релокацию?', 'conditions', 'relocation'],
  ['Готовы ли вы к командировкам?', 'conditions', 'business_trips'],
  ['Вам подходит работа в офисе 5/2?', 'format', 'work_format'],
  ['Рассматриваете ли вы удалённый формат работы?', 'format', 'work_format'],
  ['Готовы ли работать по гибридному графику?', 'format', 'work_format'],
  ['Пришлите ссылку на портфолио', 'portfolio', 'portfolio_url'],
  ['Дайте ссылку на ваш GitHub', 'portfolio', 'portfolio_url'],
  ['Покажите примеры ваших работ', 'portfolio', 'portfolio_url'],
  ['Какой у вас уровень английского языка?', 'skill_check', 'english_level'],
  ['Сколько лет вы работаете с Python?', 'skill_check', 'skill_years'],
  ['Есть ли у вас опыт работы с Kafka?', 'skill_check', 'skill_years'],
  ['Владеете ли вы 1С:Бухгалтерия?', 'skill_check', 'skill_years'],
  ['Оцените свой уровень владения Excel', 'skill_check', 'skill_years'],
  ['Расскажите о самом сложном проекте', 'expertise', null],
  ['Опишите ваши обязанности на последнем месте работы', 'expertise', null],
  ['Какие задачи вы решали на прошлом месте работы?', 'expertise', null],
  ['Почему вы хотите работать в нашей компании?', 'motivation', null],
  ['Что вас привлекает в этой вакансии?', 'motivation', null],
  ['Почему вы уходите с текущего места работы?', 'motivation', null],
  ['Какое у вас гражданство?', 'compliance', 'citizenship'],
  ['Есть ли у вас разрешение на работу в РФ?', 'compliance', 'work_permit'],
  ['Нужна ли вам рабочая виза?', 'compliance', 'work_permit'],
  ['Есть ли у вас судимость?', 'compliance', null],
  ['Откуда вы узнали о вакансии?', 'other', null],
  ['Есть ли у вас водительские права категории B?', 'other', null],
  ['Какие у вас хобби?', 'other', null],
];

describe('classifyQuestion: eight kinds of employer questions', () => {
  it.each(CASES)('«%s» → %s (%s)', (question, category, field) => {
    expect(classifyQuestion(question)).toMatchObject({ category, field });
  });

  it('covers all eight categories', () => {
    expect(new Set(CASES.map(([, category]) => category)).size).toBe(8);
  });

  it('reads the cue in any case form of the word (Snowball stems)', () => {
    for (const q of ['Ваша зарплата?', 'Назовите желаемую зарплату', 'Уровень зарплаты?']) expect(classifyQuestion(q).field).toBe('salary');
    for (const q of ['Гражданство?', 'Гражданином какой страны вы являетесь?']) expect(classifyQuestion(q).category).toBe('compliance');
  });

  it('a context word alone («уровень», «вакансия») decides nothing', () => {
    expect(classifyQuestion('Уровень?').category).toBe('other');
    expect(classifyQuestion('Как вы нашли вакансию?').category).toBe('other');
  });
});

const BANK: AnswerBankFacts = {
  salary: { amount: 250_000, currency: 'RUR', gross: 'net', period: 'month' },
  notice_period: { amount: 2, unit: 'week' },
  relocation: 'not_ready',
  work_format: ['remote', 'hybrid'],
  business_trips: 'sometimes',
  english_level: 'b2',
  portfolio_url: 'https://github.com/anna-dev',
  skill_years: [
    { skill: 'Python', years: 5 },
    { skill: 'Django', years: 1.5 },
  ],
  work_permit: null,
  citizenship: null,
};

const PROFILE: ProfileView = {
  experience: [
    {
      employer: { value: 'Ромашка' },
      role: { value: 'Python-разработчик' },
      start: { value: '2022-03' },
      current: { value: true },
      achievements: [{ text: 'Ускорил отчёты с 2 с до 300 мс за счёт индексов PostgreSQL.' }],
    },
  ],
  unattributedAchievements: [],
  skills: [{ name: 'Python' }, { name: 'Django' }, { name: 'Celery' }],
  goals: [{ kind: 'role', text: 'Хочу в продуктовую команду, где много работы с данными' }],
};

describe('draftAnswer: from the bank and the profile, never a guess', () => {
  it('answers conditions from the bank in plain Russian', () => {
    const salary = draftAnswer({ question: 'Ваши зарплатные ожидания?', facts: BANK, profile: null, positionTitle: null });
    expect(salary).toMatchObject({ category: 'conditions', missing: null, used: ['salary'] });
    expect(salary.draft).toMatch(/^Мои ожидания по зарплате — 250\s000 ₽ в месяц на руки\.$/u);
    expect(draftAnswer({ question: 'Когда сможете приступить?', facts: BANK, profile: null, positionTitle: null }).draft).toBe(
      'Могу приступить к работе через 2 недели после предложения.',
    );
  });

  it('asks for a missing fact once instead of inventing it', () => {
    const draft = draftAnswer({ question: 'Готовы ли вы к переезду?', facts: EMPTY_FACTS, profile: PROFILE, positionTitle: null });
    expect(draft).toEqual({ category: 'conditions', draft: '', missing: 'relocation', missing_skill: null, used: [] });
  });

  it('years with a skill the bank holds; the skill it does not hold is asked by name', () => {
    expect(draftAnswer({ question: 'Сколько лет вы работаете с Django?', facts: BANK, profile: null, positionTitle: null }).draft).toBe(
      'Опыт с Django — 1,5 года.',
    );
    expect(draftAnswer({ question: 'Сколько лет опыта с Kafka?', facts: BANK, profile: PROFILE, positionTitle: null })).toMatchObject({
      category: 'skill_check',
      draft: '',
      missing: 'skill_years',
      missing_skill: 'Kafka',
    });
  });

  it('never answers citizenship or a work permit the seeker did not type, even with a full profile', () => {
    expect(draftAnswer({ question: 'Какое у вас гражданство?', facts: BANK, profile: PROFILE, positionTitle: 'Python-разработчик' })).toMatchObject({
      category: 'compliance',
      draft: '',
      missing: 'citizenship',
    });
    const typed = { ...BANK, citizenship: 'Россия' };
    expect(draftAnswer({ question: 'Какое у вас гражданство?', facts: typed, profile: null, positionTitle: null }).draft).toBe('Гражданство: Россия.');
    expect(draftAnswer({ question: 'Есть ли у вас судимость?', facts: typed, profile: PROFILE, positionTitle: null })).toMatchObject({
      draft: '',
      missing: null,
    });
  });

  it('tells expertise from the profile: the employer, the role and the result said about that job', () => {
    const draft = draftAnswer({ question: 'Расскажите о вашем опыте с Python', facts: BANK, profile: PROFILE, positionTitle: null });
    expect(draft.category).toBe('expertise');
    expect(draft.draft).toContain('Python-разработчик, «Ромашка» (с 2022 года по настоящее время)');
    expect(draft.draft).toContain('с 2 с до 300 мс');
    expect(draft.draft).toContain('Опыт с Python — 5 лет.');
  });

  it('writes motivation from the stated goal and the position', () => {
    const draft = draftAnswer({ question: 'Почему вам интересна наша компания?', facts: EMPTY_FACTS, profile: PROFILE, positionTitle: 'Python-разработчик' });
    expect(draft.category).toBe('motivation');
    expect(draft.draft).toContain('«Python-разработчик»');
    expect(draft.draft).toContain('Хочу в продуктовую команду, где много работы с данными.');
  });
});

describe('packet answers and bank texts', () => {
  it('answers every common question, null where the bank is empty', () => {
    const answers = packetAnswers(BANK);
    expect(answers.map((a) => a.field)).toEqual([
      'salary',
      'notice_period',
      'relocation',
      'work_format',
      'business_trips',
      'english_level',
      'portfolio_url',
      'skill_years',
      'work_permit',
      'citizenship',
    ]);
    expect(answers.find((a) => a.field === 'work_format')?.answer).toBe('Подходящий формат работы: удалённо или гибрид.');
    expect(answers.find((a) => a.field === 'skill_years')?.answer).toBe('Опыт по навыкам: Python — 5 лет; Django — 1,5 года.');
    expect(answers.find((a) => a.field === 'citizenship')?.answer).toBeNull();
  });

  it('declines Russian counts', () => {
    expect(answerFromBank('notice_period', { ...EMPTY_FACTS, notice_period: { amount: 1, unit: 'month' } })).toContain('через 1 месяц');
    expect(answerFromBank('notice_period', { ...EMPTY_FACTS, notice_period: { amount: 5, unit: 'day' } })).toContain('через 5 дней');
    expect(answerFromBank('notice_period', { ...EMPTY_FACTS, notice_period: { amount: 0, unit: 'week' } })).toBe(
      'Могу приступить к работе сразу после предложения.',
    );
    expect(answerFromBank('english_level', { ...EMPTY_FACTS, english_level: 'c1' })).toBe('Уровень английского — C1 (продвинутый).');
  });
});
