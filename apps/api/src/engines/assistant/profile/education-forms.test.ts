/**
 * Education said in the many ways Russian speakers say it: every sentence here is written for this file (no
 * persona's words), one form per case, so a rule that only fits the labelled personas fails here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { abbreviates, educationParts, findCourses, findDegrees, isCourseClause, isEducationSentence } from './education';
import { extractProfile } from './extract-profile';
import { loadMorphology } from './morphology';
import { hhResumeWith } from '../__fixtures__/persona-input';
import type { ResumeFacts } from '../../../domain/position';

beforeAll(async () => {
  await loadMorphology();
});

const degree = (sentence: string): [string | null, number | null, string | null][] =>
  findDegrees(sentence).map((d) => [d.institution?.value ?? null, d.year?.value ?? null, d.level?.value ?? null]);
const courses = (clause: string): [string, number | null][] => findCourses(clause).map((c) => [c.name.value, c.year?.value ?? null]);

describe('the graduation year, in every way it is said', () => {
  it('reads «окончил … в», «выпуск», a span of years and «диплом»', () => {
    expect(degree('Окончил Липецкий технический университет в 2013 году.')).toEqual([['Липецкий технический университет', 2013, null]]);
    expect(degree('Выпуск 2011, Вологодский строительный колледж.')).toEqual([['Вологодский строительный колледж', 2011, 'special_secondary']]);
    expect(degree('Брянский аграрный университет, 2004–2009, зоотехник.')[0]?.[1]).toBe(2009);
    expect(degree('Диплом 2019 года, Саранский кооперативный техникум.')[0]?.[1]).toBe(2019);
  });

  it('reads a year said by its last two digits only beside a word of graduating', () => {
    expect(degree('Закончила ЧелГУ в 09-м.')).toEqual([['ЧелГУ', 2009, null]]);
    expect(degree('Бакалавриат РГГУ закончил в 21 году.')).toEqual([['РГГУ', 2021, 'bachelor']]);
    expect(degree('Учился в Курском техникуме, выпуск 98-го года.')[0]?.[1]).toBe(1998);
    // «в 17 лет» is an age, not a year.
    expect(degree('В Курский техникум поступил в 17 лет.')[0]?.[1] ?? null).toBeNull();
  });

  it('never takes the year of admission, the army, an attestation, a conference or an olympiad', () => {
    expect(degree('Поступил в Тамбовский университет в 2006, окончил в 2011.')[0]?.[1]).toBe(2011);
    expect(degree('Отслужил в армии в 2014, Ивановский энергетический колледж.')[0]?.[1] ?? null).toBeNull();
    expect(degree('Педагогический колледж, высшую категорию получила в 2020.')[0]?.[1] ?? null).toBeNull();
    expect(degree('Химико-технологический техникум, призёр олимпиады 2012.')[0]?.[1] ?? null).toBeNull();
  });
});

describe('the school’s name', () => {
  it('ends at punctuation and never takes an adverb for part of it', () => {
    expect(degree('Среднее профессиональное: Орский нефтяной техникум, 2010.')).toEqual([['Орский нефтяной техникум', 2010, 'special_secondary']]);
    expect(degree('Магистр, Северный арктический университет, 2016.')[0]?.[0]).toBe('Северный арктический университет');
    expect(findDegrees('потом институт')).toEqual([]);
  });

  it('takes a college, a technical school, a vocational school and a lyceum for secondary vocational education', () => {
    for (const sentence of ['Окончила Пензенский колледж дизайна в 2012.', 'ПТУ № 41, выпуск 1999.', 'Закончил профессиональный лицей № 3 в 2008.'])
      expect(degree(sentence)[0]?.[2]).toBe('special_secondary');
  });

  it('matches an abbreviation with the full name by the initials of its content words', () => {
    expect(abbreviates('ЗабГУ', 'Забайкальский государственный университет')).toBe(true);
    expect(abbreviates('ПГУПС', 'Петербургский государственный университет путей сообщения')).toBe(true);
    expect(abbreviates('СПбГЭУ', 'Санкт-Петербургский государственный экономический университет')).toBe(true);
    expect(abbreviates('ДВФУ', 'Дальневосточный федеральный университет')).toBe(true);
    expect(abbreviates('ИрГУПС', 'Иркутский государственный университет путей сообщения')).toBe(true);
    expect(abbreviates('НИУ МЭИ', 'Национальный исследовательский университет «МЭИ»')).toBe(true);
    expect(abbreviates('ЗабГУ', 'Забайкальский аграрный институт')).toBe(false);
    expect(abbreviates('ИрГУ', 'Иркутский государственный университет путей сообщения')).toBe(false);
  });
});

describe('two schools in one sentence', () => {
  const all = (sentence: string): [string | null, number | null][] =>
    educationParts(sentence).flatMap((p) =>
      findDegrees(p.text, sentence).map((d) => [d.institution?.value ?? null, d.year?.value ?? null] as [string | null, number | null]),
    );

  it('gives each school the year said nearest to it', () => {
    expect(all('Два диплома: педагогический (АлтГПУ, 2006) и юридический (АлтГУ, 2011).')).toEqual([
      ['АлтГПУ', 2006],
      ['АлтГУ', 2011],
    ]);
    expect(all('2004 — Вятский сельскохозяйственный техникум, ветфельдшер. 2010 — ВятГУ, зоотехния.')).toEqual([
      ['Вятский сельскохозяйственный техникум', 2004],
      ['ВятГУ', 2010],
    ]);
    expect(all('Закончила Липецкий медицинский колледж в 2009 году, а в 2016 — Воронежскую медицинскую академию.')).toEqual([
      ['Липецкий медицинский колледж', 2009],
      ['Воронежская медицинская академия', 2016],
    ]);
  });

  it('passes over a heading and never takes a kind of school, an exam or a legal form for a school', () => {
    expect(all('Техникум: Шахтинский строительный техникум, 2012. ВУЗ: ЮРГПУ, 2018.')).toEqual([
      ['Шахтинский строительный техникум', 2012],
      ['ЮРГПУ', 2018],
    ]);
    expect(isEducationSentence('Средний балл ЕГЭ у моих выпускников вырос с 61 до 70.')).toBe(false);
    expect(isEducationSentence('Фельдшер высшей категории в ЦРБ с 2012 года.')).toBe(false);
    expect(isEducationSentence('Специалист отдела образования, МКУ «Центр развития».')).toBe(false);
  });

  it('keeps a quoted name with its legal form whole, and reads a school type with a short prefix', () => {
    expect(degree('Среднее профессиональное: ГАПОУ «Техникум сервиса № 3», 2015.')[0]).toEqual(['ГАПОУ «Техникум сервиса № 3»', 2015, 'special_secondary']);
    expect(degree('Окончила педучилище в 1999 году.')[0]?.slice(1)).toEqual([1999, 'special_secondary']);
  });
});

describe('courses, certificates and retraining', () => {
  it('names a course by its provider of any kind, in the nominative', () => {
    expect(courses('Переподготовка в Институте развития образования «Горизонт», 2019.')).toEqual([['Институт развития образования «Горизонт»', 2019]]);
    expect(courses('В 2022 окончил курсы сомелье при ресторане «Винтаж».')).toEqual([['Ресторан «Винтаж»', 2022]]);
  });

  it('names a course with no provider by its subject, also with the year said between', () => {
    expect(courses('Повышение квалификации в 2024 году по охране труда.')).toEqual([['Повышение квалификации по охране труда', 2024]]);
    expect(courses('Курсы 1С в 2020.')).toEqual([['Курсы 1С', 2020]]);
    expect(courses('Курсы по 1С в 2017.')).toEqual([['Курсы по 1С', 2017]]);
    expect(courses('В 2017 окончила курсы маникюра и педикюра.')).toEqual([['Курсы маникюра и педикюра', 2017]]);
    expect(courses('Прошёл курсы AutoCAD в 2016.')).toEqual([['Курсы AutoCAD', 2016]]);
  });

  it('reads two courses said one after the other apart, also with no year between them', () => {
    expect(courses('В 2016 прошла курсы флористов и курсы 1С в 2018.')).toEqual([
      ['Курсы флористов', 2016],
      ['Курсы 1С', 2018],
    ]);
    expect(courses('Курс «Сыр и вино» в школе «Терруар», 2019.')).toEqual([['Школа «Терруар»', 2019]]);
  });

  it('reads a certificate named by its abbreviation without the sentence’s full stop', () => {
    expect(courses('В 2018 получил сертификат CCNA.')).toEqual([['Cisco Certified Network Associate (CCNA)', 2018]]);
    expect(courses('Сертификат Cloud Native Expert (2023).')).toEqual([['Cloud Native Expert', 2023]]);
  });

  it('reads a degree and a course said in one sentence apart', () => {
    const sentence = 'В 2012 году окончила Омский аграрный университет, а в 2019 получила сертификат PMP.';
    expect(educationParts(sentence).map((p) => p.text)).toEqual(['В 2012 году окончила Омский аграрный университет', 'в 2019 получила сертификат PMP.']);
    const both = 'Калужский техникум связи в 2007 и курсы электромонтёров в 2015.';
    expect(educationParts(both).map((p) => p.text)).toEqual(['Калужский техникум связи в 2007', 'курсы электромонтёров в 2015.']);
    // A course at a university stays one part, and no cut falls inside a quoted title.
    expect(educationParts('Повышение квалификации в Самарском ГМУ, 2021.')).toHaveLength(1);
    expect(educationParts('В 2020 курс «Шитьё и крой» в Пензенском ГУ.')).toHaveLength(1);
  });
});

describe('more ways of naming a year, a course and a certificate', () => {
  it('reads a year said in words only with «году», a tens word or «две тысячи»', () => {
    expect(degree('Строительный техникум в одиннадцатом году закончил.')[0]?.[1]).toBe(2011);
    expect(degree('Окончила Тверской медколледж в две тысячи восьмом.')[0]?.[1]).toBe(2008);
    expect(courses('а в двадцать первом ездила на обучение в кераполис по плитке')).toEqual([['Кераполис', 2021]]);
    expect(degree('В седьмом классе перешёл в лицей № 9.')[0]?.[1] ?? null).toBeNull();
  });

  it('takes every part after a heading «Повышение квалификации:» for a course', () => {
    const sentence = 'Повышение квалификации: «Охрана труда» в учебном центре треста, 2018; инструктор по ГО, 2021, в АНО «Центр безопасности».';
    const [first, second] = sentence.split('; ');
    expect(findCourses(first!, sentence)).toEqual([expect.objectContaining({ name: expect.objectContaining({ value: 'Охрана труда' }) })]);
    expect(findCourses(second!, sentence).map((c) => [c.name.value, c.year?.value])).toEqual([['АНО «Центр безопасности»', 2021]]);
  });

  it('reads an English «course», a Latin-branded academy one studied at, and a provider named by an abbreviation', () => {
    expect(courses('Course «UX writing» в школе «Текстура», 2020')).toEqual([['Школа «Текстура»', 2020]]);
    expect(courses('Училась стрижкам в академии Kapous в 2019-м.')).toEqual([['Академия Kapous', 2019]]);
    expect(isCourseClause('Работаю стилистом в студии Kapous.')).toBe(false);
    expect(courses('Курс по эндоскопии в симуляционном центре ОмГМУ, 2022.')).toEqual([['Симуляционный центр ОмГМУ', 2022]]);
  });

  it('keeps the issuer said before a certificate’s abbreviation', () => {
    expect(courses('Microsoft MCSA, 2017.')).toEqual([['Microsoft MCSA', 2017]]);
  });
});

describe('the answers and the hh resume together', () => {
  const withEducation = (primary: { name: string; year: number }[]): ResumeFacts => ({
    ...hhResumeWith([]),
    education: { level: null, primary: primary.map((p) => ({ ...p, organization: null, result: null })) },
  });
  const educationOf = async (answer: string, resume: ResumeFacts) =>
    (await extractProfile({ answers: [{ question_id: 'q4', text: answer }], hhResume: resume, today: '2026-11-01' })).education.map((e) => [
      e.institution.value,
      e.year.value,
      e.course === true,
    ]);

  it('publishes an abbreviation under the hh resume’s full name, and keeps the hh entry the answers do not contradict', async () => {
    expect(await educationOf('Окончил ЗабГУ в 2012.', withEducation([{ name: 'Забайкальский государственный университет', year: 2012 }]))).toEqual([
      ['Забайкальский государственный университет', 2012, false],
    ]);
    expect(await educationOf('Высшее, плюс курсы бухгалтеров в 2019.', withEducation([{ name: 'Тверской государственный университет', year: 2008 }]))).toEqual([
      ['Тверской государственный университет', 2008, false],
      ['Курсы бухгалтеров', 2019, true],
    ]);
  });

  it('gives a year said in its own sentence to the school said before it, and takes no year of a project', async () => {
    expect(await educationOf('Окончила Курганский колледж сервиса. Диплом получила в 2011.', withEducation([]))).toEqual([
      ['Курганский колледж сервиса', 2011, false],
    ]);
    expect(await educationOf('Закончил ремонт цеха в 2021 году. Окончил Тобольский техникум.', withEducation([]))).toEqual([
      ['Тобольский техникум', null, false],
    ]);
  });

  it('dates the hh resume’s school that has no year by a level and year said without a school', async () => {
    const resume = {
      ...hhResumeWith([]),
      education: { level: null, primary: [{ name: 'Пензенский аграрный университет', organization: null, result: null, year: null }] },
    };
    expect(await educationOf('Высшее, агроном, окончил в 2007.', resume)).toEqual([['Пензенский аграрный университет', 2007, false]]);
  });

  it('adds a second degree of the same school said with another year', async () => {
    const found = await educationOf(
      'В ИрГУПС окончил бакалавриат в 2014, магистратуру в 2016.',
      withEducation([{ name: 'Иркутский государственный университет путей сообщения', year: 2016 }]),
    );
    expect(found).toEqual([
      ['Иркутский государственный университет путей сообщения', 2016, false],
      ['Иркутский государственный университет путей сообщения', 2014, false],
    ]);
  });
});
