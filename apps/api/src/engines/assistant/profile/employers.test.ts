import { beforeAll, describe, expect, it } from 'vitest';
import { findEmployers, findLatestTitle, findRoleAtStart, findRoles, findPromotion, nameInitials, openingPointer, sameEmployer } from './employers';
import { extractProfile } from './extract-profile';
import { hhResumeWith } from '../__fixtures__/persona-input';
import { loadMorphology } from './morphology';

beforeAll(async () => {
  await loadMorphology();
});

const names = (text: string) => findEmployers(text).map((e) => e.value);

describe('employers: kinds of places a seeker works at', () => {
  it('takes a bar, a pub or a bistro with its quoted name as the employer', () => {
    expect(names('С 2021 года работаю барменом в коктейльном баре «Полночь».')).toEqual(['Полночь']);
    expect(names('Два года была администратором в пабе «Старый Мост».')).toEqual(['Старый Мост']);
    expect(names('Повар в бистро «Щи да каша», с мая 2022.')).toEqual(['Щи да каша']);
  });

  it('takes no employer from a bar with no name', () => {
    expect(names('Подрабатывала в баре у вокзала.')).toEqual([]);
  });
});

describe('titles: indeclinable trades and a title before its employer in the genitive', () => {
  it('takes an indeclinable trade as the title a seeker was promoted to, past an adverb of place', () => {
    expect(findPromotion('Пришла посудомойкой в кофейню, через полгода стала там бариста.')?.value).toBe('бариста');
    expect(findPromotion('Через год стал снова старшим продавцом.')?.value).toBe('старший продавец');
    expect(findPromotion('Потом стала старшим бариста.')?.value).toBe('старший бариста');
  });

  it('ends a later title where the institution noun of its employer begins', () => {
    expect(findLatestTitle('С июня 2022 — старший бариста кофейни «Зерно», отвечаю за закупки')?.value).toBe('старший бариста');
    expect(findLatestTitle('С 2021 — администратор гостиницы «Волга»')?.value).toBe('администратор');
  });
});

describe('a result pointed at its job by the word it opens with', () => {
  it('reads the word after «в/на/у» a sentence opens with, never a pronoun or an adjective', () => {
    expect(openingPointer('У Самойловой навела порядок в кассе.')).toBe('Самойловой');
    expect(openingPointer('В ЦРБ ввела электронную запись.')).toBe('ЦРБ');
    expect(openingPointer('На комбинате снизил простои на 10%.')).toBe('комбинате');
    expect(openingPointer('У нас выросла выручка.')).toBeNull();
    expect(openingPointer('На прошлой работе был лучшим.')).toBeNull();
    expect(openingPointer('Снизил простои на 10%.')).toBeNull();
  });

  it('takes the initials of an employer name, its legal form left out', () => {
    expect(nameInitials('ООО «Северные транспортные линии»')).toBe('СТЛ');
    expect(nameInitials('Ромашка')).toBe('');
  });

  const achievementsOf = async (now: string, proud: string, hh: { company: string; position: string; start: string; end: string | null }[] = []) => {
    const profile = await extractProfile({
      answers: [
        { question_id: 'now', text: now },
        { question_id: 'proud', text: proud },
      ],
      hhResume: hhResumeWith(hh.map((j) => ({ ...j, description: null }))),
      today: '2026-11-26',
      questions: [
        { id: 'now', topic: 'experience' },
        { id: 'proud', topic: 'results' },
      ],
    });
    return Object.fromEntries(profile.experience.map((e) => [e.employer.value, e.achievements.map((a) => a.text)]));
  };

  it('puts a result under the job whose naming sentence held the word it opens with', async () => {
    const got = await achievementsOf(
      'С 2023 года работаю кладовщиком в ООО «Северный склад». До этого, с 2018 по 2023, был грузчиком у ИП Самойловой.',
      'В «Северном складе» сократил пересорт на 20%. У Самойловой навёл порядок в учёте, недостачи упали до нуля.',
    );
    expect(got['ИП Самойлова']).toEqual(['У Самойловой навёл порядок в учёте, недостачи упали до нуля.']);
  });

  it('puts a result under the job whose name has the initials it opens with', async () => {
    const got = await achievementsOf('С 2022 года работаю логистом в ООО «Вектор».', 'В СТЛ сократила простой машин на 15%.', [
      { company: 'ООО «Северные транспортные линии»', position: 'Диспетчер', start: '2017-03', end: '2022-01' },
    ]);
    expect(got['ООО «Северные транспортные линии»']).toEqual(['В СТЛ сократила простой машин на 15%.']);
  });
});

describe('employers: a state body named with its region', () => {
  it('takes the name after a legal form and the region in the genitive, in capitals or typed in lower case', () => {
    expect(names('С 2018 года инспектор в ГБУ Пермского края «Центр занятости».')).toEqual(['Центр занятости']);
    expect(names('Тружусь в МБУ Республики Коми «Дорожник» с 2020 года.')).toEqual(['Дорожник']);
    expect(names('работаю бухгалтером в гку тверской области дорожный фонд с 2019 года')).toEqual(['ГКУ Тверской области «Дорожный фонд»']);
  });

  it('takes no region for an employer when no legal form comes before it', () => {
    expect(names('Живу в Пермском крае, работаю в «Центре занятости».')).toEqual(['Центр занятости']);
  });
});

describe('an hh employer said by the first word of its name', () => {
  it('is that employer, not a second one, whatever verb the sentence has', async () => {
    const profile = await extractProfile({
      answers: [
        { question_id: 'now', text: 'С 2021 года работаю мастером в ООО «Теплодом». Раньше шесть лет варил трубы на заводе, в Металлисте, это есть в резюме.' },
      ],
      hhResume: hhResumeWith([{ company: 'АО «Металлист-Урал»', position: 'Сварщик', start: '2015-02', end: '2021-01', description: null }]),
      today: '2026-11-26',
      questions: [{ id: 'now', topic: 'experience' }],
    });
    expect(profile.experience.map((e) => e.employer.value).sort()).toEqual(['АО «Металлист-Урал»', 'ООО «Теплодом»']);
  });
});

describe('one employer named two ways', () => {
  it('matches a name spelt in Latin letters with its Cyrillic spelling', () => {
    expect(sameEmployer('Volga Soft', 'ООО «Волга Софт»')).toBe(true);
    expect(sameEmployer('Kama Logistic', 'АО «Кама Логистик»')).toBe(true);
    expect(sameEmployer('Ural Trade', 'Урал-Трейд')).toBe(true);
    expect(sameEmployer('Ural Trade', 'ООО «Сибирь Трейд»')).toBe(false);
  });

  it('matches an abbreviation in capitals with the words it shortens', () => {
    expect(sameEmployer('Дом творчества в КБР', 'МБУ «Дом творчества в Кабардино Балкарской Республике»')).toBe(true);
    expect(sameEmployer('ЮУЖД', 'Южно Уральская железная дорога')).toBe(true);
    expect(sameEmployer('Больница скорой помощи в НО', 'ГБУЗ «Больница скорой помощи в Новгородской области»')).toBe(true);
  });

  it('takes no abbreviation alone for a longer name it does not spell out', () => {
    expect(sameEmployer('ТК', 'ООО «Транспортная компания Север»')).toBe(false);
    expect(sameEmployer('СК Вега', 'Строительная компания «Альтаир»')).toBe(false);
  });

  it('merges the answers’ job named in Latin into the hh job of the Cyrillic name', async () => {
    const profile = await extractProfile({
      answers: [{ question_id: 'now', text: 'С мая 2020 я Senior QA Engineer в Kama Logistic, до этого год тестировал у ИП Зуева.' }],
      hhResume: hhResumeWith([{ company: 'АО «Кама Логистик»', position: 'Тестировщик', start: '2020-05', end: null, description: null }]),
      today: '2026-11-26',
      questions: [{ id: 'now', topic: 'experience' }],
    });
    expect(profile.experience.filter((e) => sameEmployer(e.employer.value ?? '', 'АО «Кама Логистик»')).map((e) => e.employer.value)).toEqual([
      'АО «Кама Логистик»',
    ]);
  });
});

describe('a sole proprietor said with a full name', () => {
  it('writes the surname in the nominative and the first name and patronymic as initials', () => {
    expect(names('сейчас сборщиком у ип шайхутдинов ильдар маратович с 2022')).toEqual(['ИП Шайхутдинов И. М.']);
    expect(names('Работала продавцом у ИП Воробьёвой Натальи Сергеевны.')).toEqual(['ИП Воробьёва Н. С.']);
    expect(names('был водителем у ип ковальчук андрей петрович')).toEqual(['ИП Ковальчук А. П.']);
  });

  it('does not cut a surname the analyser reads only as a plural', () => {
    expect(names('Грузчик у ИП Мухаметзянов, с 2021.')).toEqual(['ИП Мухаметзянов']);
  });
});

describe('a legal form said after the name', () => {
  it('puts a form said in brackets or after «это/там» before the quoted name', () => {
    expect(names('Работаю в «Берёзке» — это ООО, с 2020 года.')).toEqual(['ООО «Берёзка»']);
    expect(names('С 2017 года тружусь в «Светлячке» (МБДОУ), воспитателем.')).toEqual(['МБДОУ «Светлячок»']);
  });

  it('takes no form a seeker says of someone else', () => {
    expect(names('Работаю в «Берёзке», там рядом ООО «Сфера».')).toEqual(['Берёзка', 'ООО «Сфера»']);
  });
});

describe('a lower-case name after a legal form', () => {
  it('keeps a proper noun in the genitive that the name is «of» (a river, a town)', () => {
    expect(names('работаю сторожем в спк рассвет сибири это в соседнем селе')).toEqual(['СПК «Рассвет Сибири»']);
  });

  it('keeps an adjective said after the noun it agrees with, and stops at a word of another kind', () => {
    expect(names('работаю в ооо птицефабрика северная это за городом с 2018')).toEqual(['ООО «Птицефабрика северная»']);
    expect(names('тружусь в зао хлебозавод центральный с 2015')).toEqual(['ЗАО «Хлебозавод центральный»']);
    expect(names('работаю в ооо ромашка старшим кассиром')).toEqual(['ООО «Ромашка»']);
  });
});

describe('a legal form counted or followed by a function word is a plural of clients, never the employer', () => {
  it('takes no employer from «N ИП/ООО как …»', () => {
    for (const s of [
      'Параллельно с 2021 года веду бухгалтерию четырёх ИП как самозанятый.',
      'Ещё обслуживаю 6 ИП как фрилансер.',
      'Сдаю отчётность нескольких ИП и двух ООО.',
      'Веду кадры для ИП как внешний специалист.',
    ])
      expect(findEmployers(s).map((f) => f.value)).toEqual([]);
  });

  it('still reads a sole proprietor named by a surname', () => {
    expect(findEmployers('Два года работал у ИП Сорокиной кладовщиком.').map((f) => f.value)).toEqual(['ИП Сорокина']);
  });
});

describe('employers: a numbered institution said two ways is one employer', () => {
  it('meets a kind said in a word with the abbreviation it heads, when the numbers agree', () => {
    expect(sameEmployer('Больница № 3', 'ГБУЗ ГКБ №3')).toBe(true);
    expect(sameEmployer('Поликлиника № 8', 'ГАУЗ ГП № 8')).toBe(true);
  });

  it('keeps apart other numbers and other kinds', () => {
    expect(sameEmployer('Больница № 3', 'ГБУЗ ГКБ №4')).toBe(false);
    expect(sameEmployer('Гимназия № 5', 'Лицей № 5')).toBe(false);
    expect(sameEmployer('Детский сад № 9', 'Гимназия № 9')).toBe(false);
  });
});

describe('employers: a name after «на» said right after one’s title', () => {
  it('takes a name no dictionary knows after a title and «на» as the employer', () => {
    expect(names('С марта 2019 года я токарь 5 разряда на Красмаше, работаю в две смены.')).toEqual(['Красмаш']);
    expect(names('Я наладчик на Уралхиммаше с 2015 года.')).toEqual(['Уралхиммаш']);
  });

  it('takes no street, district or station said after a title and «на»', () => {
    expect(names('Я курьер на Петроградке, развожу обеды.')).toEqual([]);
    expect(names('Я бариста на Соколе, рядом с метро.')).toEqual([]);
    expect(names('Я продавец на Садовой, в павильоне.')).toEqual([]);
  });
});

describe('employers: a security operations title said in a terse line', () => {
  it('reads «SOC» with its level as the title said before the employer', async () => {
    const profile = await extractProfile({
      answers: [{ question_id: 'q1', text: 'SOC L3, страховая компания «Бастион», с марта 2022.' }],
      questions: [{ id: 'q1', topic: 'experience' }],
      hhResume: null,
      today: '2026-11-15',
    });
    expect(profile.experience.map((e) => [e.employer.value, e.role.value])).toEqual([['Бастион', 'SOC L3']]);
  });
});

describe('employers: a house of culture, of creativity or of services is an institution', () => {
  it('takes the quoted or numbered name said after it, with a legal form said after the name', () => {
    expect(names('С 2015 по 2019 была хормейстером в доме культуры «Юность» — там МБУК.')).toEqual(['МБУК «Юность»']);
    expect(names('Работаю педагогом в Доме детского творчества «Орбита» с 2019 года.')).toEqual(['Орбита']);
    expect(names('Работал мастером по ремонту обуви в доме быта № 4.')).toEqual(['Дом быта № 4']);
  });

  it('takes no employer from a house where one lives', () => {
    expect(names('Живу в доме у реки, до работы десять минут.')).toEqual([]);
  });
});

describe('employers: a name of several words typed in lower case', () => {
  it('takes a name left in the nominative after «в/у», with a word no dictionary knows, and raises each word', () => {
    expect(names('работаю сварщиком в сибтех монтаж с 2019 года')).toEqual(['Сибтех Монтаж']);
    expect(names('работала бухгалтером у альфа консалт, потом ушла')).toEqual(['Альфа Консалт']);
  });

  it('takes no words the dictionary reads after the preposition, nor words it knows all of', () => {
    expect(names('работаю кассиром в большом магазине у дома')).toEqual([]);
    expect(names('работаю в такси уже год')).toEqual([]);
    expect(names('работаю в ит сфере давно')).toEqual([]);
  });
});

describe('roles: a grade said alone right after the employer', () => {
  it('puts the grade before the title said before the employer', async () => {
    const profile = await extractProfile({
      answers: [{ question_id: 'q1', text: 'С мая 2021 года я технолог на Агромолпроме — старший в смене, отвечаю за линию розлива.' }],
      questions: [{ id: 'q1', topic: 'experience' }],
      hhResume: null,
      today: '2026-11-15',
    });
    expect(profile.experience.map((e) => [e.employer.value, e.role.value])).toEqual([['Агромолпром', 'Старший технолог']]);
  });

  it('adds no grade said of someone else or of a thing', async () => {
    const profile = await extractProfile({
      answers: [{ question_id: 'q1', text: 'С мая 2021 года я технолог на Агромолпроме — главный заказчик у нас сеть магазинов.' }],
      questions: [{ id: 'q1', topic: 'experience' }],
      hhResume: null,
      today: '2026-11-15',
    });
    expect(profile.experience.map((e) => e.role.value)).toEqual(['технолог']);
  });
});

describe('roles: a platform said in Cyrillic before a developer noun', () => {
  it('reads the platform into the title', () => {
    expect(findRoles('Работаю пхп программистом в студии с 2018 года.').map((r) => r.value)).toEqual(['PHP-программист']);
  });

  it('keeps the title as said when the word before it is no platform', () => {
    expect(findRoles('Работаю ведущим программистом в студии с 2018 года.').map((r) => r.value)).toEqual(['ведущий программист']);
  });
});

describe('dates: a clause with its own time and no employer keeps its dates', () => {
  it('gives the named job no dates the clause before it told of another job', async () => {
    const profile = await extractProfile({
      answers: [
        {
          question_id: 'q1',
          text: 'С марта 2021 по июнь 2022 подменял мастера в гараже у соседа, а осенью 2022 был на стажировке в автосервисе «Колесо».',
        },
      ],
      questions: [{ id: 'q1', topic: 'experience' }],
      hhResume: null,
      today: '2026-11-15',
    });
    const job = profile.experience.find((e) => e.employer.value === 'Колесо');
    expect(job?.start.value).not.toBe('2021-03');
    expect(job?.end.value).not.toBe('2022-06');
  });
});

describe('a title said at the head of a sentence', () => {
  it('leaves an adverb of place or time after the title out of it', () => {
    expect(findRoleAtStart('Бухгалтер и кассир здесь, в Перми.')?.value).toBe('Бухгалтер и кассир');
    expect(findRoleAtStart('Сварщик сейчас, на заводе.')?.value).toBe('Сварщик');
  });
});
