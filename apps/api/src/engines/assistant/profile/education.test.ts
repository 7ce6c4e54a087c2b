import { beforeAll, describe, expect, it } from 'vitest';
import { abbreviates, educationParts, findCourse, findCourses, findDegrees, findEducation, isCourseClause, isEducationSentence } from './education';
import { loadMorphology } from './morphology';

beforeAll(async () => {
  await loadMorphology();
});

const school = (sentence: string): { name: string | null; year: number | null; level: string | null } | null => {
  const edu = findEducation(sentence);
  return edu === null ? null : { name: edu.institution?.value ?? null, year: edu.year?.value ?? null, level: edu.level?.value ?? null };
};
const course = (clause: string): { name: string; year: number | null } | null => {
  const c = findCourse(clause);
  return c === null ? null : { name: c.name.value, year: c.year?.value ?? null };
};

describe('the graduation year', () => {
  it('is the year of graduating, never of admission, a course or an accreditation', () => {
    expect(school('Медицинский колледж Тулы окончила в 2011, аккредитацию прошла в 2021.')?.year).toBe(2011);
    expect(school('Томский политехнический университет, поступил в 2021-м, выпуск в 2025.')).toMatchObject({ year: 2025 });
    expect(school('Институт связи окончил в 2003, курсы повышения квалификации в 2019.')?.year).toBe(2003);
    expect(school('Саратовский аграрный университет, 2010–2015, агроном.')?.year).toBe(2015);
    // The level read (the highest) keeps the year of its own clause, never the other degree's.
    expect(school('Окончил ОмГТУ: бакалавриат в 2012 году, магистратура в 2014 году.')).toMatchObject({ level: 'master', year: 2014 });
  });
});

describe('two degrees of one school, and a school by its abbreviation', () => {
  it('reads a bachelor’s and a master’s said in one sentence as two entries, each with its year', () => {
    const found = findDegrees('Окончил ОмГТУ: бакалавриат в 2012 году, магистратура в 2014 году.');
    expect(found.map((d) => [d.institution?.value, d.level?.value, d.year?.value])).toEqual([
      ['ОмГТУ', 'master', 2014],
      ['ОмГТУ', 'bachelor', 2012],
    ]);
    expect(findDegrees('Окончила Томский политехнический университет в 2016 году, бакалавр.').map((d) => d.year?.value)).toEqual([2016]);
  });

  it('tells an abbreviation of a school’s full name from another school', () => {
    expect(abbreviates('ОмГТУ', 'Омский государственный технический университет')).toBe(true);
    expect(abbreviates('ТГПУ им. Л. Н. Толстого', 'Тульский государственный педагогический университет им. Л. Н. Толстого')).toBe(true);
    expect(abbreviates('ТГПУ им. Л. Н. Толстого', 'Тульский государственный педагогический университет им. А. С. Пушкина')).toBe(false);
    expect(abbreviates('ОмГУ', 'Омский государственный технический университет')).toBe(false);
  });
});

describe('the school’s name', () => {
  it('is put into the nominative only where the analyser keeps the word’s stem', () => {
    // az answers «Высокая» for the superlative «Высшей»: the name keeps its own word.
    expect(school('Окончил бакалавриат в Высшей школе экономики в 2018 году.')).toEqual({ name: 'Высшая школа экономики', year: 2018, level: 'bachelor' });
    expect(school('Окончила Нижегородский государственный университет в 2012 году.')?.name).toBe('Нижегородский государственный университет');
    expect(school('Учился в Ростовском колледже связи, 2008.')?.name).toBe('Ростовский колледж связи');
    expect(school('Окончил Академию народного хозяйства в 2006.')?.name).toBe('Академия народного хозяйства');
  });

  it('is never a type noun alone or a place a pronoun points at', () => {
    expect(school('Институт закончил в 2009.')?.name ?? null).toBeNull();
    expect(school('Колледж в Перми, 2012.')?.name ?? null).toBeNull();
    expect(isEducationSentence('Два года подрабатывал в библиотеке своего университета.')).toBe(false);
    expect(school('Полгода работал лаборантом на кафедре нашего института.')).toBeNull();
  });

  it('still reads a degree said beside a job at the same university', () => {
    expect(school('Работаю инженером в Политехническом институте с 2019 года, там же окончил магистратуру в 2018.')).toMatchObject({
      year: 2018,
      level: 'master',
    });
  });
});

describe('courses and certificates', () => {
  it('reads a certificate by its issuer’s title, a 1С certificate and «сертификат …» as a course with its own year', () => {
    expect(course('Certified Scrum Product Owner (CSPO) 2021')).toEqual({ name: 'Certified Scrum Product Owner (CSPO)', year: 2021 });
    expect(course('1С:Специалист по платформе, 2019.')).toEqual({ name: '1С:Специалист по платформе', year: 2019 });
    expect(course('В 2020 получила сертификат «Бережливое производство».')).toEqual({ name: 'Бережливое производство', year: 2020 });
  });

  it('publishes a known abbreviation said with its year under the certificate’s full name', () => {
    expect(course('CCNA — 2017.')).toEqual({ name: 'Cisco Certified Network Associate (CCNA)', year: 2017 });
    expect(course('Сдала PMP в 2023 году.')).toEqual({ name: 'Project Management Professional (PMP)', year: 2023 });
    expect(isCourseClause('CKAD — 2024')).toBe(true);
  });

  it('reads an online school named without the word «курс», but not a job there', () => {
    expect(course('В 2023 окончила Нетологию по направлению «Интернет-маркетинг».')).toEqual({ name: 'Нетология', year: 2023 });
    expect(course('Прошёл профпереподготовку в Хекслете, 2021.')).toMatchObject({ year: 2021 });
    expect(isCourseClause('Два года работал куратором в Skillbox.')).toBe(false);
  });

  it('keeps the provider the seeker names, whatever its kind, in the nominative', () => {
    expect(course('В 2019 прошла курсы в фотостудии «Свет и тень».')).toEqual({ name: 'Фотостудия «Свет и тень»', year: 2019 });
    expect(course('Учебный центр «Магистраль», водитель погрузчика, 2016.')).toEqual({ name: 'Учебный центр «Магистраль»', year: 2016 });
    expect(course('в 2018 году в учебном центре Вектор получил удостоверение стропальщика, курсы два месяца')).toEqual({
      name: 'Учебный центр «Вектор»',
      year: 2018,
    });
    expect(course('В 2021 — интенсив по motion design в VFX-школе «Кадр».')).toEqual({ name: 'VFX-школа «Кадр»', year: 2021 });
    expect(course('В 2019 — курсы сварщика в учебном центре Самары.')).toEqual({ name: 'Учебный центр Самары', year: 2019 });
    expect(course('Повышение квалификации «Анестезиология» (72 часа) в Омском ГМУ, 2020.')).toEqual({ name: 'Омский ГМУ', year: 2020 });
    expect(course('В 2017 году прошла переподготовку по программе «Логопедия» в АНО ДПО «Академия речи».')).toEqual({
      name: 'АНО ДПО «Академия речи»',
      year: 2017,
    });
  });

  it('names a course without a provider by its subject, the course word in the nominative', () => {
    expect(course('В 2022 — повышение квалификации по гидропонике.')).toEqual({ name: 'Повышение квалификации по гидропонике', year: 2022 });
    expect(course('В 2015 прошла переподготовку по кадровому делу.')).toEqual({ name: 'Переподготовка по кадровому делу', year: 2015 });
  });

  it('dates a course by its own sentence, never by a degree or an accreditation beside it', () => {
    expect(course('техникум связи 2011, монтажник. потом курсы в школе «Оптика-Про» в 2014, полгода')).toMatchObject({ year: 2014 });
    expect(course('В 2018 — курс по УЗИ в Курском ГМУ, аккредитация в 2023 году.')).toMatchObject({ year: 2018 });
    // «2020 курс» is a year and a course, not a year of study («на 2 курсе»).
    expect(course('в 2020 курс по сомелье')).toEqual({ name: 'Курс по сомелье', year: 2020 });
    expect(course('В 2024 году прошёл аккредитацию и курс повышения квалификации «Сестринское дело в хирургии».')).toMatchObject({ year: 2024 });
  });

  it('reads two abbreviations side by side as one certificate', () => {
    expect(course('В 2021 году сдал ACCA DipIFR.')).toEqual({ name: 'ACCA DipIFR', year: 2021 });
  });

  it('reads two courses of one clause apart, each with its own year', () => {
    const found = findCourses('В 2019 переподготовка «Ландшафтный дизайн» в учебном центре «Сад и дом», в 2022 курс по флористике.');
    expect(found.map((c) => [c.name.value, c.year?.value])).toEqual([
      ['Учебный центр «Сад и дом»', 2019],
      ['Курс по флористике', 2022],
    ]);
    expect(findCourses('Курс по охране труда, в 2020 году.').map((c) => c.year?.value)).toEqual([2020]);
  });

  it('names a course as the seeker did, and never makes a school of a skill’s abbreviation', () => {
    expect(course('В 2019 окончил курс по наладке станков с ЧПУ в 2019 году.')).toEqual({ name: 'Курс по наладке станков с ЧПУ', year: 2019 });
    expect(school('Окончил курсы оператора станков с ЧПУ в 2019.')).toBeNull();
    expect(school('Диплом ЧПУ-наладчика, 2015.')?.name ?? null).toBeNull();
  });

  it('takes nothing from a plan or a wish', () => {
    expect(course('Хочу пройти курсы по Python в следующем году.')).toBeNull();
    expect(school('Планирую поступить в магистратуру МГТУ в 2027.')).toBeNull();
    expect(course('Хотела бы курс по управлению проектами, а в 2022 прошла курс по Excel.')).toMatchObject({ year: 2022 });
  });

  it('takes «учусь на 3 курсе» for a year of study, not a course', () => {
    expect(isCourseClause('Учусь на 3 курсе Самарского университета.')).toBe(false);
    expect(course('Сейчас на втором курсе академии «Северный мост».')).toBeNull();
  });

  it('leaves an abbreviation in a list of tools alone', () => {
    expect(course('Jira, Confluence, ITIL, с 2019 года веду базу знаний')).toBeNull();
    expect(isCourseClause('Настраиваю сети по стандартам CCNA')).toBe(false);
  });

  it('never makes a degree of a certificate and never takes its year for a degree', () => {
    const sentence = 'Пермский колледж транспорта, 2014; CCNP — 2020.';
    expect(school(sentence.split(';')[0]!)).toMatchObject({ name: 'Пермский колледж транспорта', year: 2014 });
    expect(course(sentence.split(';')[1]!)).toEqual({ name: 'Cisco Certified Network Professional (CCNP)', year: 2020 });
  });
});

describe('a school only where the seeker says they studied there', () => {
  it('takes no school from a sentence about a client, a partner, an award or someone else', () => {
    expect(school('Провела 20 занятий для студентов КФУ по охране труда.')).toBeNull();
    expect(school('Наш цех поставляет оборудование для СГТУ и колледжей области.')).toBeNull();
    expect(school('Выиграл грант от ТПУ в 2022 году.')).toBeNull();
    expect(school('Обучила 5 новых сотрудников, в 2024 меня отметили дипломом ГУ МЧС.')).toBeNull();
    expect(school('Мой наставник окончил МГУ, многому научил.')).toBeNull();
    expect(school('Ребёнок учится в лицее, поэтому нужен график до 18.')).toBeNull();
    expect(school('Принимала экзамены у выпускников колледжа в 2023.')).toBeNull();
  });

  it('keeps a school said with a word of studying, a level, or on a terse line with no verb', () => {
    expect(school('Учился заочно в Тверском политехе, диплом получил в 2018.')?.year).toBe(2018);
    expect(school('Диплом ТГУ, 2011 год, филолог.')).toMatchObject({ name: 'ТГУ', year: 2011 });
    expect(school('Колледж сервиса и туризма, 2015.')).toMatchObject({ name: 'Колледж сервиса и туризма', year: 2015 });
    expect(school('Высшее, ННГУ им. Лобачевского, 2013.')).toMatchObject({ name: 'ННГУ им. Лобачевского', year: 2013 });
  });
});

describe('dictated text and abbreviations of providers', () => {
  it('reads a university’s abbreviation typed in lower case, never an ordinary word', () => {
    expect(school('закончила урфу в 2015 году экономист')).toMatchObject({ name: 'УРФУ', year: 2015 });
    expect(school('учусь заочно в сгту выпуск в 2027')).toMatchObject({ name: 'СГТУ', year: 2027 });
    expect(school('отправила почту в 2020 году и закончила работу')).toBeNull();
  });

  it('parts two statements at a word of sequence, also with no comma', () => {
    const parts = educationParts('колледж закончил в 2012 автомеханик потом в 2016 поступил в кгту заочно закончил в 2021');
    expect(parts).toHaveLength(2);
    expect(school(parts[1]!.text)).toMatchObject({ name: 'КГТУ', year: 2021 });
  });

  it('names a course by the abbreviation of the organisation that gave it', () => {
    expect(course('В 2020 окончил курсы в ДОСААФ на водителя категории С.')).toEqual({ name: 'ДОСААФ', year: 2020 });
    expect(course('В 2017 году профпереподготовка на инспектора в РАНХиГС.')?.year).toBe(2017);
    expect(course('потом в 2019 повышение квалификации в цпкрс по промышленной безопасности')).toEqual({ name: 'ЦПКРС', year: 2019 });
    // A legal form or a distribution centre is no provider's name.
    expect(course('Обучение при РЦ в 2019 году по работе на штабелере.')?.name).not.toBe('РЦ');
  });
});

describe('how seekers write a school', () => {
  it('reads compound and colloquial type nouns («госуниверситет», «сельхозакадемия», «политех», «универ»)', () => {
    expect(school('Учёба: 2010–2014, Тамбовский госуниверситет, химик.')).toMatchObject({ name: 'Тамбовский госуниверситет', year: 2014 });
    expect(school('Окончил Пензенский политех в 2012.')).toMatchObject({ name: 'Пензенский политех', year: 2012 });
    expect(school('Омский аграрный универ, 2018, зоотехник')).toMatchObject({ name: 'Омский аграрный универ', year: 2018 });
    expect(school('Работаю в полицейском участке с 2015 года.')).toBeNull();
  });

  it('reads a graduation said in the imperfective («заканчивала», «выпускался»)', () => {
    expect(school('Заканчивала Курскую медакадемию в 2011.')).toMatchObject({ year: 2011 });
    expect(school('Выпускался из ТулГУ в 2016, механик.')).toMatchObject({ name: 'ТулГУ', year: 2016 });
  });

  it('takes a name in brackets after a school for its other name, not a second school', () => {
    expect(findDegrees('Высшее, ВолГУ (ВГУ), 2009.').map((d) => [d.institution?.value, d.year?.value])).toEqual([['ВолГУ', 2009]]);
    const parts = educationParts('Образование: Кемеровский горный техникум (2006), Кузбасская горная академия (2011, заочно).');
    expect(parts.map((p) => school(p.text)?.year)).toEqual([2006, 2011]);
  });
});

describe('courses said tersely, by a certificate or through a school', () => {
  it('reads «ПК» with a year, a colon or «по» as повышение квалификации, its provider a name said alone after a dash', () => {
    expect(course('ПК 2019 — Росгидромет.')).toEqual({ name: 'Росгидромет', year: 2019 });
    expect(course('ПК по пожарной безопасности, 2020.')).toEqual({ name: 'Повышение квалификации по пожарной безопасности', year: 2020 });
    expect(isCourseClause('Собираю ПК на заказ.')).toBe(false);
  });

  it('never takes a city or an ordinary word said after a dash for a provider', () => {
    expect(course('Курсы по сметному делу, 2018, Самара.')?.name).toBe('Курсы по сметному делу');
  });

  it('reads an issuer’s «Certificate in …» and an exam passed through a school', () => {
    expect(course('В 2021 сдал IOSH Certificate in Safety.')).toEqual({ name: 'IOSH Certificate in Safety', year: 2021 });
    expect(
      findCourses('В 2018 курсы флористики в студии «Ромашка», а в 2021 сдала IELTS через центр «Лингва».').map((c) => [c.name.value, c.year?.value]),
    ).toEqual([
      ['Студия «Ромашка»', 2018],
      ['Центр «Лингва»', 2021],
    ]);
  });

  it('reads «корочки» and a clause that starts with «Обучение в …» as a course, never training one gives', () => {
    expect(course('Получила корочки кондитера в УПК в 2016.')).toEqual({ name: 'УПК', year: 2016 });
    expect(course('Обучение в школе визажа «Лайм», 2020.')).toEqual({ name: 'Школа визажа «Лайм»', year: 2020 });
    expect(isCourseClause('Веду обучение в цехе для новичков.')).toBe(false);
  });
});

describe('a first degree dated outside the master’s clause', () => {
  it('reads «окончила X в 2009, магистратура в 2011» as two degrees of one school', () => {
    expect(findDegrees('Окончила ПГУ в 2009, магистратура в 2011.').map((d) => [d.institution?.value, d.level?.value ?? null, d.year?.value])).toEqual([
      ['ПГУ', 'master', 2011],
      ['ПГУ', null, 2009],
    ]);
    expect(findDegrees('Поступил в ЧелГУ в 2015, магистратура в 2021.').map((d) => d.year?.value)).toEqual([2021]);
  });
});

describe('a course the seeker took, not one they gave', () => {
  it('takes no course from teaching, running or writing one, nor from a rate', () => {
    expect(course('Веду курсы кройки для новичков в ателье «Игла» с 2020.')).toBeNull();
    expect(course('Разработал курс «Техника безопасности» для бригады в 2022.')).toBeNull();
    expect(course('Обучила 8 стажёров по программе «Вектор» в 2023.')).toBeNull();
    expect(course('Курс евро ударил по закупкам в 2022.')).toBeNull();
  });

  it('still takes a course the seeker took where they also teach', () => {
    expect(course('В 2021 прошла курсы наставников в центре «Рост», теперь обучаю новичков.')).toMatchObject({ name: 'Центр «Рост»', year: 2021 });
  });
});
