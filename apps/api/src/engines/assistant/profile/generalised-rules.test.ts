import { beforeAll, describe, expect, it } from 'vitest';
import { orderApart, toBullets } from './bullets';
import { findCourse } from './education';
import { findEmployers, findRoleNextTo, looksLikeRole } from './employers';
import { correctTypos, loadMorphology } from './morphology';
import { findPeriod } from './periods';
import { findListedSkills } from './skill-lists';
import { longestCommonWordRun } from '../checks/text-metrics';

beforeAll(async () => {
  await loadMorphology();
});

const names = (sentence: string): string[] => findEmployers(sentence).map((f) => f.value);

describe('employers are recognised by structure, places are not employers', () => {
  it('takes a capital abbreviation before a quoted name, and a legal form typed in lower case', () => {
    expect(names('НПО «Вектор-Сервис», слесарь-сборщик, с 2018 года.')).toEqual(['Вектор-Сервис']);
    expect(names('с 2020 года работаю кладовщиком в ооо «березка-трейд»')).toEqual(['ООО «Березка-трейд»']);
  });

  it('never takes a metro station, a street or a district named in passing', () => {
    expect(names('Работаю администратором в кафе «Самовар» на Таганской.')).toEqual(['Самовар']);
    expect(names('Офис у Киевского, работаю там юристом.')).toEqual([]);
    expect(names('Живу в Ленинском районе, работаю рядом.')).toEqual([]);
    expect(names('Склад на Пушкина, я там старший смены.')).toEqual([]);
    expect(names('Офис у метро «Сокол», работаю менеджером.')).toEqual([]);
  });

  it('reads the role said next to an employer in the nominative', () => {
    const sentence = 'Сейчас — бэкенд-разработчик в Ромашкасофте, с марта 2021.';
    const [employer] = findEmployers(sentence);
    expect(employer?.value).toBe('Ромашкасофт');
    expect(findRoleNextTo(sentence, employer!)?.value).toBe('бэкенд-разработчик');
    const terse = 'ЗАО «Полимер», оператор линии экструзии, с 2019.';
    expect(findRoleNextTo(terse, findEmployers(terse)[0]!)?.value).toBe('оператор линии экструзии');
  });
});

describe('achievements are rewritten as bullets', () => {
  it('drops filler and pronouns, keeps the object and its number, puts the done verb first', () => {
    const bullets = toBullets('Ну, короче, я сам перенастроил линию, и брак упал где-то на 12%, честно говоря.');
    expect(bullets).toEqual(['Перенастроил линию: брак упал на 12%.']);
    expect(bullets.join(' ')).not.toMatch(/(?<![а-яё])(?:ну|короче|честно говоря|где-то|я)(?![а-яё])/iu);
  });

  it('leaves out the employer the entry already names, whether the answer starts with it or not', () => {
    for (const answer of [
      'В Ромашке переписал SQL-запросы отчёта.',
      'Там в Ромашке переписал SQL-запросы отчёта.',
      'На Заводе Север переписал SQL-запросы отчёта.',
    ]) {
      expect(toBullets(answer)).toEqual(['Переписал SQL-запросы отчёта.']);
    }
  });

  it('does not take a bare number or a headcount for a result', () => {
    expect(toBullets('В смене у нас 25 человек, склад на 6 000 квадратов.')).toEqual([]);
    expect(toBullets('Ресторан на 120 мест, 45 человек персонала.')).toEqual([]);
  });

  it('copies no run of 8 words of the answer, even across bullets', () => {
    const answer = 'Переписал сложный отчёт по складу целиком, собрал новую форму заявки, ускорил выгрузку с 40 минут до 5 минут за счёт индексов.';
    const text = orderApart(toBullets(answer)).join(' ');
    expect(text).toMatch(/40/u);
    expect(longestCommonWordRun(text, [answer]).length).toBeLessThan(8);
  });

  it('corrects a typo by one edit to a dictionary word and leaves names alone', () => {
    expect(correctTypos('работаю электромантером в «прикамбумпроме»')).toBe('работаю электромонтером в «прикамбумпроме»');
  });
});

describe('education tells a course from a degree', () => {
  it('takes the provider with its type noun and the year said beside the course', () => {
    const course = findCourse('Окончила колледж в 2012, а в 2021 прошла курс «Управление запасами» в учебном центре «Логист-Про».');
    expect(course?.name.value).toBe('Учебный центр «Логист-Про»');
    expect(course?.year?.value).toBe(2021);
  });

  it('never reads a provider from inside the course title', () => {
    const course = findCourse('В 2023 прошёл курс «Аналитика в Excel» в онлайн-школе «Цифра».');
    expect(course?.name.value).toBe('Онлайн-школа «Цифра»');
  });
});

describe('skills the seeker lists', () => {
  it('keeps distinct 1С products and the seeker words hh does not know', () => {
    const listed = findListedSkills('1С:ERP, 1С: Документооборот, сводные таблицы, немного штрихкодирование.').map((s) => s.name);
    // hh's own key_skills spelling when its vocabulary knows the product («1С: ERP»), the seeker's otherwise.
    expect(listed.some((s) => /^1С:\s?ERP$/u.test(s))).toBe(true);
    expect(listed.some((s) => /^1С:\s?Документооборот$/u.test(s))).toBe(true);
    expect(listed).not.toContain('1С: Предприятие 8');
    expect(listed).toContain('Штрихкодирование');
  });
});

describe('roles and dates said loosely', () => {
  it('reads a season before a year as that year', () => {
    expect(findPeriod('с лета 2020-го я дизайнер в студии').start).toMatchObject({ value: '2020-01', precision: 'year' });
  });

  it('takes no adverb for a job title', () => {
    expect(looksLikeRole('просто')).toBe(false);
    expect(looksLikeRole('старший юрист')).toBe(true);
    expect(looksLikeRole('DevOps')).toBe(true);
  });
});
