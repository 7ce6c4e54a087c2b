/**
 * Test fixtures: realistic seekers (an hh resume as facts, a position, the seeker's answers) paired with real hh
 * vacancies from ../../vacancies/__fixtures__/real-vacancies.jsonl. The people are invented; the vacancies are real.
 * Test-only code.
 */
import type { MarketSkill, VacancyCandidate } from '../../../domain/vacancy';
import { computeMarketSkills } from '../../matching/market-skills';
import { loadCandidates } from '../../matching/__fixtures__/vacancy-fixtures';
import type { PositionInput, ResumeFacts } from '../../../domain/position';

/** One seeker's journey inputs. `answers` answer the 5 questions in the order they are asked. */
export interface SeekerFixture {
  name: string;
  position: PositionInput;
  resume: ResumeFacts;
  market_skills: MarketSkill[];
  answers: [string, string, string, string, string];
  vacancies: VacancyCandidate[];
}

const moscow = [{ id: '1', name: 'Москва' }];
const novosibirsk = [{ id: '4', name: 'Новосибирск' }];

function vacanciesByName(pattern: RegExp): VacancyCandidate[] {
  return [...loadCandidates().values()].filter((v) => pattern.test(v.name));
}

const allVacancies = (): VacancyCandidate[] => [...loadCandidates().values()];

/** A Python developer with an undescribed earlier job and no about-me. */
export function pythonDeveloper(): SeekerFixture {
  return {
    name: 'python developer',
    position: {
      title: 'Python-разработчик',
      areas: moscow,
      remote: true,
      salary: { amount: 200_000, currency: 'RUR' },
      letter_styles: ['memorable', 'neutral', 'classic'],
      use_favorites: true,
    },
    resume: {
      title: 'Python-разработчик',
      area: 'Москва',
      skills: ['Python', 'Django', 'PostgreSQL', 'Git'],
      about: null,
      experience: [
        {
          company: 'Медиасофт',
          position: 'Python-разработчик',
          start: '2021-03',
          end: null,
          description: 'Разрабатывал backend сервиса онлайн-записи на Django и PostgreSQL. Сократил время ответа API на 40% за счёт индексов и кэширования.',
        },
        { company: 'Технопарк Плюс', position: 'Младший разработчик', start: '2019-07', end: '2021-02', description: null },
      ],
      total_experience_months: 68,
      salary: { amount: 200_000, currency: 'RUR' },
    },
    market_skills: computeMarketSkills(allVacancies(), { title: 'Python-разработчик' }),
    answers: [
      'Docker использую каждый день: собираю образы сервисов и поднимаю окружение через docker-compose. FastAPI применял в Медиасофт для внутренних API. С Redis работал как с кэшем. С Kubernetes не работал.',
      'В Технопарк Плюс писал скрипты выгрузки отчётов на Python и поддерживал внутренний сайт на Flask. Покрывал код тестами на pytest.',
      'Перевёл 12 сервисов на общий шаблон CI в GitLab, релизы стали выходить раз в неделю вместо раза в месяц.',
      'Самое сложное — миграция базы на новую схему без простоя, сделали её за 3 ночи с репликой.',
      'Хочу развиваться в проектировании API и асинхронном Python.',
    ],
    vacancies: allVacancies(),
  };
}

/** A QA engineer whose only job has no dates and a one-line description. */
export function qaEngineer(): SeekerFixture {
  return {
    name: 'qa engineer',
    position: {
      title: 'QA-инженер',
      areas: moscow,
      remote: true,
      salary: { amount: 150_000, currency: 'RUR' },
      letter_styles: ['neutral'],
      use_favorites: false,
    },
    resume: {
      title: 'Тестировщик',
      area: 'Москва',
      skills: ['Тестирование', 'Postman', 'SQL'],
      about: 'Внимательна к деталям, люблю находить ошибки до релиза.',
      experience: [{ company: 'Инфосервис', position: 'Тестировщик', start: null, end: null, description: 'Ручное тестирование веб-приложений.' }],
      total_experience_months: 30,
      salary: null,
    },
    market_skills: [
      { name: 'Python', count: 4 },
      { name: 'Pytest', count: 3 },
      { name: 'Selenium', count: 3 },
      { name: 'Postman', count: 3 },
      { name: 'Swagger', count: 2 },
      { name: 'Docker', count: 2 },
      { name: 'Playwright', count: 1 },
    ],
    answers: [
      'Python знаю на базовом уровне, писала на нём автотесты на pytest. Selenium пробовала на курсах, но в работе не применяла.',
      'Тестирую веб-приложение для логистики: пишу тест-кейсы, проверяю API через Postman и Swagger, завожу баги в Jira.',
      'Работаю в Инфосервис с марта 2022 года по настоящее время.',
      'Нашла 150 критичных дефектов до релиза за последний год.',
      'Чаще всего работаю с аналитиком и двумя разработчиками, провожу демо для заказчика.',
    ],
    vacancies: vacanciesByName(/тест|qa/iu),
  };
}

/** A system analyst with full descriptions and numbers: only skill gaps and deeper questions remain. */
export function systemAnalyst(): SeekerFixture {
  return {
    name: 'system analyst',
    position: {
      title: 'Системный аналитик',
      areas: [...moscow, ...novosibirsk],
      remote: false,
      salary: { amount: 160_000, currency: 'RUR' },
      letter_styles: ['classic', 'memorable'],
      use_favorites: false,
    },
    resume: {
      title: 'Системный аналитик',
      area: 'Новосибирск',
      skills: ['SQL', 'BPMN', 'UML', 'Системный анализ'],
      about: 'Системный аналитик в банковских проектах, пишу требования и спецификации интеграций.',
      experience: [
        {
          company: 'Сибирский Банковский Центр',
          position: 'Системный аналитик',
          start: '2020-09',
          end: null,
          description:
            'Описывал интеграции платёжного шлюза через REST API, готовил спецификации в Swagger. Выпустил 25 технических заданий на доработки дистанционного банкинга.',
        },
        {
          company: 'Альфа-Софт',
          position: 'Бизнес-аналитик',
          start: '2018-02',
          end: '2020-08',
          description: 'Моделировал бизнес-процессы в BPMN для отдела продаж, сократил время согласования заявок на 30%.',
        },
      ],
      total_experience_months: 74,
      salary: { amount: 160_000, currency: 'RUR' },
    },
    market_skills: [
      { name: 'Системный анализ', count: 3 },
      { name: 'BPMN', count: 2 },
      { name: 'UML', count: 2 },
      { name: 'Atlassian Jira', count: 1 },
      { name: 'Постановка задач разработчикам', count: 1 },
      { name: 'REST API', count: 1 },
    ],
    answers: [
      'Jira веду каждый день, ставлю задачи разработчикам и слежу за статусами. Постановка задач разработчикам — основная часть моей работы.',
      'Самой сложной была интеграция с процессингом: три команды, разные форматы сообщений; договорились о едином контракте и описали его в Swagger.',
      'Каждый день: Confluence, Jira, Postman, SQL-запросы к Oracle.',
      'Работаю с командой из 8 разработчиков, обучаю младших аналитиков.',
      'Хочу глубже заниматься архитектурой интеграций.',
    ],
    vacancies: vacanciesByName(/аналитик/iu),
  };
}

/** A junior without any job: the questions turn to projects. */
export function juniorWithoutExperience(): SeekerFixture {
  return {
    name: 'junior without experience',
    position: {
      title: 'Junior Python-разработчик',
      areas: moscow,
      remote: true,
      salary: { amount: 80_000, currency: 'RUR' },
      letter_styles: ['memorable'],
      use_favorites: false,
    },
    resume: {
      title: 'Начинающий программист',
      area: 'Москва',
      skills: ['Python'],
      about: null,
      experience: [],
      total_experience_months: 0,
      salary: null,
    },
    market_skills: computeMarketSkills(allVacancies(), { title: 'Python-разработчик', limit: 6 }),
    answers: [
      'Docker ставил для учебного проекта, SQL изучал на курсе. FastAPI пока не трогал.',
      'Сделал телеграм-бота для учёта расходов на Python и SQLite, им пользуются 30 человек.',
      'Самое сложное было разобраться с асинхронностью в aiogram.',
      'Каждый день пишу код в VS Code, храню проекты в Git.',
      'нет',
    ],
    vacancies: allVacancies(),
  };
}

/** A sales manager in Novosibirsk with results already in the resume. */
export function salesManager(): SeekerFixture {
  return {
    name: 'sales manager',
    position: {
      title: 'Менеджер по продажам',
      areas: novosibirsk,
      remote: false,
      salary: { amount: 120_000, currency: 'RUR' },
      letter_styles: ['neutral', 'classic'],
      use_favorites: true,
    },
    resume: {
      title: 'Менеджер по продажам',
      area: 'Новосибирск',
      skills: ['Активные продажи', 'Холодные звонки', 'Ведение переговоров'],
      about: 'Умею договариваться и доводить сделки до оплаты.',
      experience: [
        {
          company: 'ТоргДом Сибирь',
          position: 'Менеджер по оптовым продажам',
          start: '2018-01',
          end: '2023-06',
          description: 'Вёл 40 клиентов B2B, выполнял план продаж на 110%. Работал в CRM Битрикс24.',
        },
      ],
      total_experience_months: 65,
      salary: { amount: 120_000, currency: 'RUR' },
    },
    market_skills: [
      { name: 'Активные продажи', count: 3 },
      { name: 'CRM', count: 2 },
      { name: '1С', count: 1 },
      { name: 'B2B продажи', count: 1 },
    ],
    answers: [
      'CRM веду ежедневно, в 1С выставлял счета и проверял остатки.',
      'Самая сложная сделка — поставка упаковки сети из 12 магазинов, переговоры шли два месяца.',
      'Телефон, CRM, Excel для отчётов.',
      'Наставлял двух новых менеджеров.',
      'Хочу работать с крупными клиентами в b2b.',
    ],
    vacancies: vacanciesByName(/продаж/iu),
  };
}

/** A teacher moving into data analysis: the role is not covered by the resume. */
export function careerChanger(): SeekerFixture {
  return {
    name: 'career changer',
    position: {
      title: 'Аналитик данных',
      areas: moscow,
      remote: true,
      salary: { amount: 2_000, currency: 'USD' },
      letter_styles: ['memorable', 'classic'],
      use_favorites: false,
    },
    resume: {
      title: 'Учитель математики',
      area: 'Москва',
      skills: ['Математика', 'Excel'],
      about: null,
      experience: [{ company: 'Школа № 1514', position: 'Учитель математики', start: '2016-09', end: null, description: null }],
      total_experience_months: 110,
      salary: null,
    },
    market_skills: [
      { name: 'SQL', count: 5 },
      { name: 'Python', count: 4 },
      { name: 'Power BI', count: 2 },
      { name: 'pandas', count: 2 },
    ],
    answers: [
      'SQL и pandas изучил на курсе «Аналитик данных» в 2023 году, Power BI не использовал.',
      'В школе веду классы с 5 по 11, готовлю к ЕГЭ; средний балл моих учеников — 78.',
      'Разрабатывал в Excel дашборд успеваемости для 600 учеников.',
      'Хочу работать с данными, потому что уже анализирую успеваемость и мне это нравится.',
      'Строю сводные таблицы и графики.',
    ],
    vacancies: [],
  };
}

/** Every seeker fixture, for property-style loops. */
export function allSeekers(): SeekerFixture[] {
  return [pythonDeveloper(), qaEngineer(), systemAnalyst(), juniorWithoutExperience(), salesManager(), careerChanger()];
}
