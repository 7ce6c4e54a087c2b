import { beforeAll, describe, expect, it } from 'vitest';
import { educationParts, findCourse, findCourses, findDegrees, findEducation } from './education';
import { loadMorphology } from './morphology';

beforeAll(async () => {
  await loadMorphology();
});

const course = (clause: string): [string, number | null] | null => {
  const c = findCourse(clause);
  return c === null ? null : [c.name.value, c.year?.value ?? null];
};
const courses = (sentence: string): [string, number | null][] =>
  educationParts(sentence).flatMap((p) => findCourses(p.text, sentence).map((c) => [c.name.value, c.year?.value ?? null] as [string, number | null]));
const degree = (sentence: string): [string | null, number | null, string | null][] =>
  findDegrees(sentence).map((d) => [d.institution?.value ?? null, d.year?.value ?? null, d.level?.value ?? null]);

describe('a course is named by its provider wherever the seeker says it', () => {
  it('takes who gave the course said right after its quoted title, never the title or a city', () => {
    expect(course('Курс «Медиация в спорах» — Российская ассоциация медиаторов, 2019.')).toEqual(['Российская ассоциация медиаторов', 2019]);
    expect(course('Повышение квалификации: «Кадастровый учёт», ОмГАУ, 2021, 72 ч.')).toEqual(['ОмГАУ', 2021]);
    expect(course('Курс «Основы сметного дела», Самара, 2018.')).not.toEqual(['Самара', 2018]);
  });

  it('reads a line of a subject, a dash and a provider with a year as a course, with no word for «course»', () => {
    expect(course('Сценическая речь — студия «Голосок», 2021.')).toEqual(['Студия «Голосок»', 2021]);
    expect(course('Бухгалтер — работаю в компании «Вега» с 2021.')).toBeNull();
  });

  it('takes capitals before a quoted name after a dash or a comma («…, УЦ «…»»)', () => {
    expect(course('Курсы стропальщика — 2019, УЦ «Техпромбезопасность».')).toEqual(['УЦ «Техпромбезопасность»', 2019]);
    expect(course('Обучение сварщика: АНО ДПО «Мастер-Класс», 2015.')).toEqual(['АНО ДПО «Мастер-Класс»', 2015]);
    // «УЦ» alone makes the clause a course, a certificate the seeker got from it included.
    expect(course('Свидетельство машиниста крана — УЦ «Подъём-Сервис», 2021.')).toEqual(['УЦ «Подъём-Сервис»', 2021]);
  });

  it('reads a provider written in lower case after its type noun, as dictated text has it', () => {
    expect(course('потом курсы кондитера в учебном центре вкусноград в две тысячи двадцатом')).toEqual(['Учебный центр «Вкусноград»', 2020]);
    expect(course('курсы массажа в школе релаксика в 2017')).toEqual(['Школа «Релаксика»', 2017]);
    // A known word or a city after the type noun is no name.
    expect(course('курсы массажа в учебном центре города в 2017')?.[0]).not.toBe('Учебный центр «Города»');
  });

  it('puts a school named as a provider into the nominative, its own name never the course’s quoted title', () => {
    expect(course('Курсы «Пчеловод» в Алтайском сельскохозяйственном техникуме, 2019.')).toEqual(['Алтайский сельскохозяйственный техникум', 2019]);
    expect(course('Прошла курс «Основы фармаконадзора» при Курском медицинском колледже в 2022.')).toEqual(['Курский медицинский колледж', 2022]);
  });

  it('takes a declined quoted provider in the nominative, and no city said after it', () => {
    expect(course('В 2020 — курс «Свадебная съёмка» в «Фотошколе Юга» в Краснодаре.')).toEqual(['Фотошкола Юга', 2020]);
    expect(course('Курс по Excel в «Формуле успеха», 2020.')).toEqual(['Формула успеха', 2020]);
    // A quoted title after «на» with no type noun in it is the course, not its provider.
    expect(course('Записалась на «Основы керамики» в 2018.')?.[0]).not.toBe('Основы керамики');
  });

  it('takes abbreviations side by side in a list for the provider, never a course word or a legal form alone', () => {
    expect(course('Курсы: «Радиационная безопасность», ФГБУ ГНЦ Радиологии, 72 часа, 2023.')).toEqual(['ФГБУ ГНЦ Радиологии', 2023]);
    expect(course('Курсы: «Охрана труда», ООО ПК, 2019.')?.[0]).not.toBe('ООО ПК');
  });

  it('takes the one who ran a course from the clause after it', () => {
    expect(courses('Потом ещё интенсив по дата-журналистике в 2023 — его вела Data Guild.')).toEqual([['Data Guild', 2023]]);
    expect(course('Курс по ландшафтному дизайну от «Садовой академии», 2021.')).toEqual(['Садовая академия', 2021]);
  });

  it('takes a provider’s kind with its adjectives said after a dash', () => {
    expect(course('Машиниста электровоза — дорожный учебный центр при депо, 2014.')).toEqual(['Дорожный учебный центр', 2014]);
  });

  it('reads a provider’s genitive words that begin with a capitalised adjective as its name, unquoted', () => {
    expect(course('Повышение квалификации в Центре развития профессий Пермского края, 2021.')).toEqual(['Центр развития профессий Пермского края', 2021]);
    // A capitalised noun only in the genitive is whose centre it is, not a name in quotes.
    expect(course('курсы в учебном центре Лукойла в 2019')).toEqual(['Учебный центр Лукойла', 2019]);
  });
});

describe('a course’s year said with a verb', () => {
  it('keeps «окончила в …» after a course with that course, not as a degree of its own', () => {
    expect(courses('Переучился на курсе «Аналитик данных» в DataStart Academy, окончил в 2021.')).toEqual([['DataStart Academy', 2021]]);
  });
});

describe('what is no degree, or no school', () => {
  it('takes no school from a diploma that is an award', () => {
    expect(findEducation('На радио: мой подкаст «Улицы» взял диплом областного конкурса «Голос края» в 2022.')).toBeNull();
    expect(findEducation('Бригада получила диплом I степени на смотре ОМЗ в 2019.')).toBeNull();
  });

  it('reads a faculty as a faculty, never the word «факультет» for a speciality', () => {
    const found = findEducation('ПГМУ, лечебно-профилактический факультет, 2019, специалитет.');
    expect(found?.speciality?.value).not.toBe('факультет');
    expect(found?.level?.value).toBe('higher');
  });

  it('never gives a university the level of a college said beside it', () => {
    expect(degree('После медучилища сразу поступила и училась в КубГМУ, в 2021 году получила диплом.')[0]?.[2] ?? null).not.toBe('special_secondary');
    expect(degree('Окончила Ставропольский медицинский колледж в 2012.')[0]?.[2]).toBe('special_secondary');
  });

  it('drops a further degree given up, keeps a first one as unfinished with no graduation year', () => {
    expect(degree('Поступила в магистратуру КФУ в 2020, но бросила после первого семестра.')).toEqual([]);
    expect(degree('Окончил Омский аграрный университет в 2014, в аспирантуру поступил в 2015, но бросил.')).toEqual([
      ['Омский аграрный университет', 2014, null],
    ]);
    expect(degree('Учился в Уральском горном университете, ушёл со второго курса.')[0]?.[1] ?? null).toBeNull();
  });

  it('keeps the planned year of a degree still under way', () => {
    expect(degree('Учусь заочно в Сибирском федеральном университете с 2022, окончу в 2027, поступила по целевому.')[0]?.[1]).toBe(2027);
  });
});

describe('a provider said after the course’s title or subject', () => {
  it('reads a school after a bare comma as the provider of a course that names none, not as a degree', () => {
    const sentence = '— курсы «Сметное дело», Пензенский институт развития кадров, 2023';
    expect(courses(sentence)).toEqual([['Пензенский институт развития кадров', 2023]]);
    // A word of graduating makes it a degree of its own again.
    expect(courses('Курсы пекаря в 2018, окончила Тамбовский колледж сервиса в 2019.')).toEqual([['Курсы пекаря', 2018]]);
  });

  it('names a certificate with a quoted title by the organisation that issued it, never by a person', () => {
    expect(course('Сертификат «Оценщик недвижимости» от Палаты оценщиков Урала, 2020.')?.[1]).toBe(2020);
    expect(course('Сертификат «Оценщик недвижимости» от Палаты оценщиков Урала, 2020.')?.[0]).toMatch(/^Палата оценщиков/u);
    expect(course('Курс по колористике от Петровой, 2020.')?.[0]).not.toMatch(/^Петров/u);
  });

  it('ends a course’s subject before a verb', () => {
    expect(course('На курсы по Revit ездила в Казань прошлой осенью, в ноябре 2023-го.')).toEqual(['Курсы по Revit', 2023]);
  });

  it('reads a noun of making as the course’s subject, a verb of making as a course one gave', () => {
    expect(course('Курс по созданию сайтов на Tilda, 2021.')).toEqual(['Курс по созданию сайтов на Tilda', 2021]);
    expect(course('Курс «Организация праздников», 2020.')?.[0]).toBe('Организация праздников');
    expect(course('Разработала курс по вязанию для новичков в 2022.')).toBeNull();
  });
});
