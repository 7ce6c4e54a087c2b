import { beforeAll, describe, expect, it } from 'vitest';
import { findRoles } from './employers';
import { extractProfile, type ProfileQuestion } from './extract-profile';
import { loadMorphology } from './morphology';
import { findPersonRole, findTitleAfterTime, findTradeVerbRole, gradeAfter, gradeInFull, isGradeOnly } from './person-roles';

beforeAll(async () => {
  await loadMorphology();
});

const QUESTIONS: ProfileQuestion[] = [
  { id: 'now', topic: 'experience' },
  { id: 'proud', topic: 'results' },
];
const rolesOf = async (now: string) => {
  const profile = await extractProfile({
    answers: [
      { question_id: 'now', text: now },
      { question_id: 'proud', text: 'Ничего особенного.' },
    ],
    hhResume: null,
    today: '2026-11-26',
    questions: QUESTIONS,
  });
  return profile.experience.map((e) => e.role.value);
};

describe('a grade beside a title', () => {
  it('writes the shorthand «р.» or «разр.» after the grade number in full', () => {
    expect(gradeInFull('Фрезеровщик 4 р')).toBe('Фрезеровщик 4 разряда');
    expect(gradeInFull('Слесарь-ремонтник 3-го разр.')).toBe('Слесарь-ремонтник 3 разряда');
    expect(gradeInFull('Электромонтёр 5 разряда')).toBe('Электромонтёр 5 разряда');
    expect(gradeInFull('Водитель категории C')).toBe('Водитель категории C');
  });

  it('finds a grade right after the title, and nothing else there', () => {
    expect(gradeAfter('работаю слесарем 4 разряда в депо', 'работаю слесарем'.length)).toEqual({
      end: 'работаю слесарем 4 разряда'.length,
      value: '4 разряда',
    });
    expect(gradeAfter('работаю слесарем 4 года', 'работаю слесарем'.length)).toBeNull();
    expect(gradeAfter('работаю слесарем 5-го р. в депо', 'работаю слесарем'.length)?.value).toBe('5 разряда');
  });

  it('keeps the grade of a title said after a work verb, whatever its dependents', () => {
    expect(findRoles('Второй год работаю оператором котельной 3 разряда на ТЭЦ.').map((r) => r.value)).toEqual(['оператор котельной 3 разряда']);
    expect(findPersonRole('Штукатур-маляр 4 р. С июня 2021.')?.value).toBe('Штукатур-маляр 4 р');
  });

  it('gives the job its title with the grade in full', async () => {
    expect(await rolesOf('Сварщик 5 р., ООО «Стальмост», с 03.2020.')).toEqual(['Сварщик 5 разряда']);
    expect(await rolesOf('С 2019 года работаю оператором котельной 3 разряда в ООО «Теплосеть-Юг».')).toEqual(['оператор котельной 3 разряда']);
  });
});

/** The roles of an answer about the job, each with its dates, against a given hh resume. */
const jobsOf = async (now: string, proud = 'Ничего особенного.', hhResume: Parameters<typeof extractProfile>[0]['hhResume'] = null) => {
  const profile = await extractProfile({
    answers: [
      { question_id: 'now', text: now },
      { question_id: 'proud', text: proud },
    ],
    hhResume,
    today: '2026-11-20',
    questions: QUESTIONS,
  });
  return profile.experience.map((e) => ({ employer: e.employer.value, role: e.role.value, start: e.start.value, end: e.end.value, current: e.current.value }));
};

describe('the title said after a later time', () => {
  it('takes the last title said after «с …», «сейчас» or «и с …»', () => {
    expect(findTitleAfterTime('с 2019 — младший юрист, с мая 2023 — старший юрист договорного отдела')?.value).toBe('Старший юрист договорного отдела');
    expect(findTitleAfterTime('сдала экзамен и с января 2024 я провизор аптеки')?.value).toBe('Провизор аптеки');
    expect(findTitleAfterTime('Теперь я начальник смены.')?.value).toBe('Начальник смены');
  });

  it('keeps English words of a title', () => {
    expect(findTitleAfterTime('с 2022 я Middle QA-инженер, веду два проекта')?.value).toBe('Middle QA-инженер');
    expect(findTitleAfterTime('с 2025 я teamlead, в команде пять человек')?.value).toBe('teamlead');
  });

  it('finds none where the time words are followed by a place or a person', () => {
    expect(findTitleAfterTime('Сейчас я в «Лотосе», на складе')).toBeNull();
    expect(findTitleAfterTime('с 2020 года в порту грузчиком')).toBeNull();
  });
});

describe('a title made from a verb of a trade', () => {
  it('names the trade with its object in the genitive', () => {
    expect(findTradeVerbRole('Вожу автобус в ПАТП «Север» с 2012 года')?.value).toBe('Водитель автобуса');
    expect(findTradeVerbRole('Преподаю английский язык в лицее')?.value).toBe('Преподаватель английского языка');
    expect(findTradeVerbRole('она воспитывает младшую группу в саду')?.value).toBe('Воспитатель младшей группы');
  });

  it('gives none with no inanimate object', () => {
    expect(findTradeVerbRole('вожу сына в секцию по субботам')).toBeNull();
    expect(findTradeVerbRole('вожу по городу')).toBeNull();
    expect(findTradeVerbRole('вожу экскурсии по усадьбе')).toBeNull();
  });
});

describe('a grade or a class is no new title', () => {
  it('tells a grade said of the same trade from a new title', () => {
    expect(isGradeOnly('Водитель 2 класса', 'Водитель автобуса')).toBe(true);
    expect(isGradeOnly('Сварщик 6 разряда', 'Сварщик')).toBe(true);
    expect(isGradeOnly('Старший водитель', 'Водитель автобуса')).toBe(false);
    expect(isGradeOnly('Механик 5 разряда', 'Водитель автобуса')).toBe(false);
  });
});

describe('the latest title of a job, in a profile', () => {
  it('gives the job the title said after a later time in the next sentence, also a relative one', async () => {
    expect(await jobsOf('С 2020 года работаю в ООО «Гранит» инженером-сметчиком. С прошлого года я ведущий инженер-сметчик.')).toMatchObject([
      { role: 'ведущий инженер-сметчик', start: '2020-01', current: true },
    ]);
    expect(await jobsOf('В АО «Нептун» с 2016, пришёл матросом; в 2023 году сдал на диплом и с мая 2023 я штурман.')).toMatchObject([
      { role: 'Штурман', start: '2016-01' },
    ]);
  });

  it('lets the answers’ later title win over the hh resume’s older one', async () => {
    const hh = { title: 'Инженер-сметчик', experience: [{ company: 'ООО «Гранит»', position: 'Инженер-сметчик', start: '2018-02', end: null }] };
    const jobs = await jobsOf('Работаю в ООО «Гранит» с 2018. С марта 2025 — главный инженер-сметчик.', 'Ничего особенного.', hh as never);
    expect(jobs).toMatchObject([{ employer: 'ООО «Гранит»', role: 'главный инженер-сметчик', start: '2018-02', current: true }]);
  });

  it('keeps the trade when only a class is said later, and a fuller title over its short form', async () => {
    expect(await jobsOf('Вожу автобус в ПАТП «Север» с 2012 года. Сейчас водитель 2 класса.')).toMatchObject([{ role: 'Водитель автобуса', start: '2012-01' }]);
    expect(await jobsOf('Сейчас я Lead Backend Developer в ООО «Кварта», с марта 2020. С 2024 я lead, в команде 4 человека.')).toMatchObject([
      { role: 'Lead Backend Developer', start: '2020-03' },
    ]);
  });

  it('never takes an accolade for the title', async () => {
    const jobs = await jobsOf('Работала официанткой в кафе «Пирс» с 2019 по 2022.', 'В «Пирсе» была лучшей официанткой месяца три раза.');
    expect(jobs).toMatchObject([{ role: 'официантка', start: '2019-01', end: '2022-12' }]);
  });

  it('reads a form’s labelled lines: the title, the employer and the period', async () => {
    expect(await jobsOf('Должность: старший кассир\nОрганизация: ООО «Ромб»\nПериод: с 03.2022 по настоящее время')).toMatchObject([
      { role: 'Старший кассир', start: '2022-03', current: true },
    ]);
  });

  it('takes a first stage of the job for neither its title nor its end', async () => {
    expect(await jobsOf('Работаю машинистом катка в ДРСУ «Путь» с мая 2015, сначала полгода был подсобником.')).toMatchObject([
      { role: 'машинист катка', start: '2015-05', end: null, current: true },
    ]);
    expect(await jobsOf('Ремонтирую лифты в ООО «Вертикаль» с 2017 года, нет, вру — с ноября 2016. Сначала два месяца был учеником.')).toMatchObject([
      { start: '2016-11', end: null, current: true },
    ]);
  });

  it('ends a job said to end in the year the next began, the month before that one began', async () => {
    expect(await jobsOf('С июня 2024 работаю диспетчером в ООО «Маршрут». До этого с 2019 по 2024 был водителем в ООО «Колесо».')).toMatchObject([
      { role: 'диспетчер', start: '2024-06', current: true },
      { role: 'водитель', start: '2019-01', end: '2024-05' },
    ]);
    expect(await jobsOf('С января 2024 работаю диспетчером в ООО «Маршрут». До этого с 2019 по 2023 был водителем в ООО «Колесо».')).toMatchObject([
      { start: '2024-01' },
      { start: '2019-01', end: '2023-12' },
    ]);
  });

  it('ends an earlier job where the next began, told in any order', async () => {
    const jobs = await jobsOf(
      'Устроилась в аптеку «Здоровье» позапрошлой осенью, в октябре, фармацевтом. С 2018-го... хотя нет, с июня 2018 до той осени была продавцом в ООО «Лира».',
    );
    expect(jobs).toMatchObject([
      { role: 'фармацевт', start: '2024-10', current: true },
      { role: 'продавец', start: '2018-06', end: '2024-09' },
    ]);
    expect(await jobsOf('Работаю кладовщиком в ООО «Лотос» с марта 2023. До этого три года у ИП Сомова грузчиком.')).toMatchObject([
      { role: 'кладовщик', start: '2023-03' },
      { role: 'Грузчик', start: '2020-03', end: '2023-02' },
    ]);
  });
});

describe('relative dates from the month the seeker writes in', () => {
  it('counts «позапрошлой весной, в мае» from that month, not from the day the answers are read', async () => {
    const jobs = await jobsOf('Пишу в феврале 2028-го. Работаю в ООО «Бриз» монтажником: пришёл позапрошлой весной, в мае.');
    expect(jobs).toMatchObject([{ role: 'монтажник', start: '2026-05', current: true }]);
  });
});

describe('a later title said in a sentence about study', () => {
  it('gives the job the title said after a later time, never a student’s', async () => {
    expect(
      await jobsOf(
        'Работаю в ГБУЗ «Городская больница № 3» с 2019 года. Пришла медсестрой и заочно училась в медуниверситете; в 2025 году получила диплом и с августа 2025 я врач-терапевт.',
      ),
    ).toMatchObject([{ role: 'Врач-терапевт', start: '2019-01', current: true }]);
    expect(
      await jobsOf('Работаю в ГБУЗ «Городская больница № 3» с 2019 года медсестрой. Учусь в медуниверситете, с сентября 2025 я студент четвёртого курса.'),
    ).toMatchObject([{ role: 'медсестра' }]);
  });

  it('reads a title Russian says with an adjective used as a noun', () => {
    expect(findPersonRole('с прошлой весны я управляющая в пекарне')?.value).toBe('Управляющая');
    expect(findPersonRole('два лета был вожатым в детском лагере')?.value).toBe('Вожатый');
    // An adjective before a noun is no title of its own.
    expect(findPersonRole('работаю управляющим партнёром в фирме')?.value).not.toBe('Управляющий');
  });
});

describe('person roles: writing code in a language', () => {
  it('names the developer of the language one writes in', () => {
    expect(findTradeVerbRole('С 2021 программирую на Rust в небольшой студии.')?.value).toBe('Rust-разработчик');
    expect(findTradeVerbRole('Раньше писала на python скрипты для отчётов')?.value).toBe('Python-разработчик');
  });

  it('names no developer for a language of speech or a word that is no language', () => {
    expect(findTradeVerbRole('Пишу на немецком деловые письма.')).toBeNull();
    expect(findTradeVerbRole('Пишу на заказ тексты для сайтов.')).toBeNull();
  });
});
