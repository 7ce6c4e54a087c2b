import { beforeAll, describe, expect, it } from 'vitest';
import { findCliches } from './cliches';
import { findEducation, findLanguages } from './education';
import { findEmployers, findRoles, sameEmployer } from './employers';
import { lemmaOf, loadMorphology, phraseToNominative } from './morphology';
import { findAchievementNumbers } from './numbers';
import { findPeriod, monthsBefore } from './periods';
import { splitSentences } from './sentences';
import { withoutPlaces } from './text-rules';
import { findSkillsInText, normaliseSkill, skillRelevance, skillsRelevantTo } from './skills';

beforeAll(async () => {
  await loadMorphology();
});

const values = <T extends { value: unknown }>(items: T[]): unknown[] => items.map((i) => i.value);

describe('morphology (az)', () => {
  it('puts employer names back into the nominative', () => {
    expect(['Ромашке', 'Яндексе', 'Альфа-Банке', 'ДНС', 'Лукойле'].map(lemmaOf)).toEqual(['Ромашка', 'Яндекс', 'Альфа-Банк', 'ДНС', 'Лукойл']);
  });

  it('inflects a role or institution phrase as a whole, keeping its dependent words', () => {
    expect(phraseToNominative('ведущим бухгалтером')).toBe('ведущий бухгалтер');
    expect(phraseToNominative('процедурной медсестрой')).toBe('процедурная медсестра');
    expect(phraseToNominative('старшим кладовщиком')).toBe('старший кладовщик');
    expect(phraseToNominative('менеджером по продажам')).toBe('менеджер по продажам');
    expect(phraseToNominative('ведущим инженером-электриком')).toBe('ведущий инженер-электрик');
    expect(phraseToNominative('Уральском федеральном университете')).toBe('Уральский федеральный университет');
    expect(phraseToNominative('Деловых Линиях')).toBe('Деловые Линии');
  });
});

describe('employers and roles', () => {
  it('reads «в Ромашке», quoted names, legal forms and numbered institutions', () => {
    expect(values(findEmployers('Три года работаю бэкенд-разработчиком в Ромашке.'))).toEqual(['Ромашка']);
    expect(values(findEmployers('Работала в ООО «Вектор» с 2016 по 2020.'))).toEqual(['ООО «Вектор»']);
    expect(sameEmployer(String(values(findEmployers('Был продавцом в «Связном».'))[0]), 'Связной')).toBe(true);
    expect(values(findEmployers('Три года проработала в «Пельменях».'))).toEqual(['Пельмени']);
    expect(values(findEmployers('В компании «Цифровые решения» делаю кабинет.'))).toEqual(['Цифровые решения']);
    expect(values(findEmployers('Работаю учителем в школе № 57.'))).toEqual(['Школа № 57']);
    expect(values(findEmployers('В Альфа-Банке работал менеджером.'))).toEqual(['Альфа-Банк']);
    expect(values(findEmployers('Работаю в ДНС кладовщиком.'))).toEqual(['ДНС']);
    expect(findEmployers('Веду документацию в ЕМИАС.')).toEqual([]);
  });

  it('does not take technologies, cities, regimes or universities for employers', () => {
    expect(findEmployers('Деплой через GitLab CI в Kubernetes, сервисы на Python.')).toEqual([]);
    expect(findEmployers('Переехал в Москву, живу в Казани.')).toEqual([]);
    expect(findEmployers('Перевела кабинет на Next.js.')).toEqual([]);
    expect(findEmployers('Веду три юрлица на ОСНО.')).toEqual([]);
    expect(findEmployers('Учился в МГТУ им. Баумана на информатике.')).toEqual([]);
  });

  it('reads the role from «работаю кем» and «на позиции чего»', () => {
    expect(values(findRoles('Три года работаю бэкенд-разработчиком в Ромашке.'))).toEqual(['бэкенд-разработчик']);
    expect(values(findRoles('В компании «Лента» была на позиции старшего кладовщика.'))).toEqual(['старший кладовщик']);
    expect(values(findRoles('Работал водителем категории C в Деловых Линиях.'))).toEqual(['водитель категории C']);
    expect(values(findRoles('Сейчас работаю учителем математики в школе № 57.'))).toEqual(['учитель математики']);
    expect(values(findRoles('Работаю в Яндексе с 2022 года ведущим разработчиком.'))).toEqual(['ведущий разработчик']);
  });

  it('does not take the people one works with for a role', () => {
    expect(findRoles('Работаю с клиентами и руководителем отдела.')).toEqual([]);
  });

  it('keeps a one-word name the dictionary would cut at a known prefix («Медиасофт» is not «Софт»)', () => {
    expect(values(findEmployers('FastAPI применял в Медиасофт для внутренних API.'))).toEqual(['Медиасофт']);
    expect(values(findEmployers('Работаю в Альфа-Софт с 2020 года.'))).toEqual(['Альфа-Софт']);
    expect(lemmaOf('Медиасофте')).toBe('Медиасофт');
  });

  it('matches the same employer across spellings', () => {
    expect(sameEmployer('ООО «СтройМонтаж»', 'ООО «СтройМонтаж»')).toBe(true);
    expect(sameEmployer('Пельмени', 'Кафе Пельмени')).toBe(true);
    expect(sameEmployer('Ромашка', 'Консилиум М.Д.')).toBe(false);
  });
});

describe('periods', () => {
  it('resolves ranges, «с … года» and present-time markers to months', () => {
    const range = findPeriod('Работала там с марта 2020 по 2023.');
    expect([range.start?.value, range.start?.precision, range.end?.value, range.end?.precision]).toEqual(['2020-03', 'month', '2023-12', 'year']);
    const since = findPeriod('С 2021 года работаю в Ромашке.');
    expect([since.start?.value, since.start?.precision, since.duration]).toEqual(['2021-01', 'year', null]);
    expect(findPeriod('с 03.2018 по настоящее время').current).not.toBeNull();
  });

  it('reads durations in words and digits, counted back from today', () => {
    expect(findPeriod('Три года работаю бэкенд-разработчиком').duration?.months).toBe(36);
    expect(findPeriod('3 года в компании').duration?.months).toBe(36);
    expect(findPeriod('уже полтора года').duration?.months).toBe(18);
    expect(findPeriod('два с половиной года').duration?.months).toBe(30);
    expect(monthsBefore('2026-11-23', 36)).toBe('2023-11');
    expect(monthsBefore('2026-01-05', 18)).toBe('2024-07');
  });
});

describe('achievement numbers', () => {
  const brief = (text: string): unknown[] => findAchievementNumbers(text).map((n) => [n.value, n.unit, n.role]);

  it('keeps from/to pairs with their units, percents and multiples', () => {
    expect(brief('Ускорил отчёт с 2 с до 300 мс.')).toEqual([
      [2, 's', 'from'],
      [300, 'ms', 'to'],
    ]);
    expect(brief('Снизил брак на 40%, выручка выросла в 3 раза.')).toEqual([
      [40, 'percent', 'by'],
      [3, 'times', 'by'],
    ]);
    expect(brief('Сократил сборку с 40 до 25 минут.')).toEqual([
      [40, 'min', 'from'],
      [25, 'min', 'to'],
    ]);
    expect(brief('Бюджет 1,5 млн ₽, 35 новых клиентов.')).toEqual([
      [1_500_000, 'rub', 'amount'],
      [35, 'count', 'amount'],
    ]);
    expect(brief('Обращения упали вдвое.')).toEqual([[2, 'times', 'by']]);
  });

  it('does not read «1С» as one second', () => {
    expect(findAchievementNumbers('CRM веду ежедневно, в 1С выставлял счета и проверял остатки.')).toEqual([]);
    expect(findAchievementNumbers('Внедрил 1С:ЗУП в компании на 200 человек.').map((n) => [n.value, n.unit])).toEqual([[200, 'people']]);
    expect(findAchievementNumbers('Ответ приходит за 2 с вместо 9 С.').map((n) => [n.value, n.unit])).toEqual([
      [2, 's'],
      [9, 's'],
    ]);
  });

  it('skips years, durations, school numbers and language levels', () => {
    expect(brief('С марта 2020 по 2023 работала, 3 года опыта, английский B2, школа № 57.')).toEqual([]);
  });
});

describe('education and languages', () => {
  it('reads a comma list «МГТУ им. Баумана, 2019, информатика, бакалавр»', () => {
    const edu = findEducation('МГТУ им. Баумана, 2019, информатика, бакалавр.');
    expect([edu?.institution?.value, edu?.year?.value, edu?.speciality?.value, edu?.level?.value]).toEqual([
      'МГТУ им. Баумана',
      2019,
      'информатика',
      'bachelor',
    ]);
  });

  it('reads a sentence with a declined institution and a quoted speciality', () => {
    const edu = findEducation('Училась в Казанском медицинском колледже, диплом 2012 года, по специальности «Сестринское дело».');
    expect([edu?.institution?.value, edu?.year?.value, edu?.speciality?.value, edu?.level?.value]).toEqual([
      'Казанский медицинский колледж',
      2012,
      'Сестринское дело',
      'special_secondary',
    ]);
  });

  it('reads languages with hh ids and levels, not cuisines', () => {
    const langs = findLanguages('Свободный немецкий, английский B2, родной татарский.').map((l) => [l.id, l.level]);
    expect(langs).toEqual([
      ['deu', 'c1'],
      ['eng', 'b2'],
      ['tat', 'l1'],
    ]);
    expect(findLanguages('Английский на уровне Upper-Intermediate').map((l) => l.level)).toEqual(['b2']);
    expect(findLanguages('Готовлю блюда русской кухни.')).toEqual([]);
  });
});

describe('skills', () => {
  it("normalises seekers' spellings to hh key_skills names", () => {
    expect(['джанго', 'постгрес', 'кубер', 'гитлаб си ай', '1с', 'postgresql', 'питон'].map(normaliseSkill)).toEqual([
      'Django',
      'PostgreSQL',
      'Kubernetes',
      'GitLab CI',
      '1С: Предприятие 8',
      'PostgreSQL',
      'Python',
    ]);
    expect(normaliseSkill('стрижка газона садовыми ножницами')).toBeNull();
  });

  it('finds skills with spans, longest name first, and drops negated ones', () => {
    const text = 'Пишу на Python и Django, деплой через GitLab CI в Kubernetes. С Java не работал.';
    const found = findSkillsInText(text);
    expect(found.map((s) => s.name)).toEqual(['Python', 'Django', 'GitLab CI', 'Kubernetes']);
    expect(found.map((s) => text.slice(s.start, s.end))).toEqual(['Python', 'Django', 'GitLab CI', 'Kubernetes']);
    expect(findSkillsInText('React, Redux').map((s) => s.name)).toEqual(['React', 'Redux']);
  });

  it('keeps only hh skills that co-occur with the title in real vacancies', () => {
    expect(skillsRelevantTo('Python-разработчик', ['C++', 'MS PowerPoint', 'Statistica', 'Django', 'SQL', 'Docker'])).toEqual(['Django', 'SQL', 'Docker']);
    expect(skillRelevance('Python-разработчик', 'Django')).toBeGreaterThan(0.05);
  });
});

describe('clichés', () => {
  it('finds clichés in any form, with gaps', () => {
    const hits = findCliches('Меня зовут Анна, и я бухгалтер. Прошу рассмотреть мою кандидатуру. Я коммуникабельна и ответственно подхожу к работе.');
    expect(hits.map((h) => h.phrase)).toEqual(['меня зовут … и я', 'прошу рассмотреть мою кандидатуру', 'коммуникабельный', 'ответственно подхожу к работе']);
  });

  it('passes a plain factual letter', () => {
    expect(findCliches('В «Ромашке» ускорил отчёт с 2 с до 300 мс, переписав SQL-запросы.')).toEqual([]);
  });
});

describe('sentences', () => {
  it('does not break after «им.» or initials and keeps spans', () => {
    const text = 'Окончил МГТУ им. Н. Э. Баумана. Работаю в Ромашке!';
    expect(splitSentences(text).map((s) => text.slice(s.start, s.end))).toEqual(['Окончил МГТУ им. Н. Э. Баумана.', 'Работаю в Ромашке!']);
  });
});

describe('a settlement named in passing', () => {
  it('keeps the settlement noun and drops its own name', () => {
    expect(withoutPlaces('отстояли посёлок Берёзовка от пожара')).toBe('отстояли посёлок от пожара');
    expect(withoutPlaces('построили школу в селе Никольском')).toBe('построили школу в селе');
  });
});
