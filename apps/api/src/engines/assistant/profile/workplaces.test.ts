import { beforeAll, describe, expect, it } from 'vitest';
import { findEmployers } from './employers';
import { extractProfile, type ProfileQuestion } from './extract-profile';
import { loadMorphology } from './morphology';
import { findPeriod } from './periods';
import { findPersonRole } from './person-roles';
import { findWorkplaces, WORKPLACE_THRESHOLD } from './workplaces';
import { hhResumeWith } from '../__fixtures__/persona-input';

beforeAll(async () => {
  await loadMorphology();
});

const QUESTIONS: ProfileQuestion[] = [
  { id: 'now', topic: 'experience' },
  { id: 'proud', topic: 'results' },
  { id: 'tools', topic: 'skills' },
];
const best = (sentence: string, jobAnswer = true) => findWorkplaces(sentence, { jobAnswer })[0];
const jobsOf = async (now: string, proud = 'Ничего особенного.', tools = 'Руки и голова.', title = '') => {
  const profile = await extractProfile({
    answers: [
      { question_id: 'now', text: now },
      { question_id: 'proud', text: proud },
      { question_id: 'tools', text: tools },
    ],
    hhResume: title === '' ? null : { ...hhResumeWith([]), title },
    today: '2026-11-26',
    questions: QUESTIONS,
  });
  return profile.experience.map((e) => ({ employer: e.employer.value, role: e.role.value, start: e.start.value, end: e.end.value, current: e.current.value }));
};

describe('workplaces by structure and score', () => {
  it('takes an adjective and an inanimate noun after «в» as the workplace, in the nominative', () => {
    const found = best('Работаю архивариусом в Северном областном архиве с 2016 года.');
    expect(found?.value).toBe('Северный областной архив');
    expect(found?.features).toEqual(expect.arrayContaining(['work verb', 'role', 'date', 'job answer']));
    expect(found!.score).toBeGreaterThanOrEqual(WORKPLACE_THRESHOLD);
  });

  it('takes no kind of place with nothing that names it for an employer: the job stays, with its employer to be asked', async () => {
    expect(best('Работаю кладовщиком на складе уже четыре года.')).toBeUndefined();
    expect(best('С 2018 года работаю медсестрой в городской больнице.')).toBeUndefined();
    expect(await jobsOf('Работаю кладовщиком на складе с 2022 года.')).toEqual([
      { employer: null, role: 'Кладовщик', start: '2022-01', end: null, current: true },
    ]);
    // Said all in lower case, a noun that is no institution may be a chain's name.
    expect(best('работаю кассиром в пятерочке с 2021 года')?.value).toBeDefined();
  });

  it('takes a client, a venue or a partner named beside a result of the job one has for no job of its own', async () => {
    const now = 'С 2021 года работаю снабженцем в ООО «Лиственница».';
    for (const proud of [
      'Выиграл тендер у Росатома на 12 млн.',
      'На ярмарке в Экспофоруме нашёл 9 новых поставщиков.',
      'Работал с банками: Сбербанк, Открытие, Уралсиб — лимит одобрили за неделю.',
    ]) {
      expect((await jobsOf(now, proud)).map((j) => j.employer)).toEqual(['ООО «Лиственница»']);
    }
  });

  it('takes the name said in brackets after a kind of place: its legal form or abbreviation', () => {
    expect(best('С 2020 года работаю фельдшером в районной больнице (ГБУЗ ЦРБ).')).toMatchObject({ value: 'ГБУЗ ЦРБ' });
    expect(best('Тружусь учителем в сельской школе (МБОУ СОШ).')).toMatchObject({ value: 'МБОУ СОШ' });
    expect(best('Работаю грузчиком на складе (24/7).')).toBeUndefined();
  });

  it('keeps a genitive, a number or «имени» with the workplace noun', () => {
    expect(best('Фельдшер в городской станции скорой помощи № 4 с 2012.')?.value).toBe('Городская станция скорой помощи № 4');
    expect(best('Хормейстер в детской школе искусств имени Глинки с 2020 года.')?.value).toBe('Детская школа искусств имени Глинки');
  });

  it('takes the name after the workplace noun, capitalised or typed in lower case', () => {
    expect(best('Пекарь в семейной пекарне Колосок с 2019.')?.value).toBe('Колосок');
    expect(best('работаю плиточником в ремонтной бригаде ремстройпро с 2021')?.value).toBe('Ремстройпро');
  });

  it('reads a name alone between commas, after a kind or after an abbreviation', () => {
    expect(best('Маркшейдер, Уральское рудоуправление, с 2014.')?.value).toBe('Уральское рудоуправление');
    expect(best('Оператор котельной, сеть котельных Теплосфера, с 2018 года.')?.value).toBe('Теплосфера');
    expect(best('Комплектовщик. Склад запчастей ТК Автодеталь, с 2020.')?.value).toBe('Автодеталь');
  });

  it('takes an abbreviation after «в» said with a role, and none said with no one working', () => {
    expect(best('Третий год я в МЖД, осмотрщик вагонов.')?.value).toBe('МЖД');
    expect(findWorkplaces('Отчёты сдаём в ФНС.', { jobAnswer: false })).toEqual([]);
  });

  it('scores a workplace said with no work, no role and no date below the threshold', () => {
    const found = best('Вчера мы были в городском парке аттракционов.', false);
    expect(found === undefined || found.score < WORKPLACE_THRESHOLD).toBe(true);
    expect(best('Обожаю сидеть в уютной кофейне по выходным.', false)?.score ?? 0).toBeLessThan(WORKPLACE_THRESHOLD);
  });

  it('never takes a frame of the statement, a place or a person as a workplace', () => {
    expect(findWorkplaces('Работаю в сфере логистики ведущим специалистом с 2020.', { jobAnswer: true })).toEqual([]);
    expect(findWorkplaces('Работаю в отделе снабжения с 2020.', { jobAnswer: true })).toEqual([]);
    expect(findWorkplaces('Работаю на Литейном проспекте курьером с 2020.', { jobAnswer: true }).map((c) => c.value)).not.toContain('Литейный проспект');
    expect(findWorkplaces('Работаю у частного мастера подмастерьем с 2020.', { jobAnswer: true })).toEqual([]);
  });

  it('gives no workplace in a clause about one’s own schooling', () => {
    expect(findWorkplaces('Учился в строительном техникуме с 2008 года.', { jobAnswer: false })).toEqual([]);
  });
});

describe('a role is a person noun', () => {
  it('takes a person noun with its adjectives and dependents, in the nominative', () => {
    expect(findPersonRole('Тружусь старшим механиком холодильных установок третий год.')?.value).toBe('Старший механик холодильных установок');
    expect(findPersonRole('Сейчас я помощник нотариуса.')?.value).toBe('Помощник нотариуса');
    expect(findPersonRole('Водитель категории D, с 2015.')?.value).toBe('Водитель категории D');
  });

  it('reads an agent noun the dictionary does not know by its suffix, and a word of the seeker’s own hh title', () => {
    expect(findPersonRole('Я гидрометрист на посту с 2019.')?.value).toBe('Гидрометрист');
    expect(findPersonRole('Я бутафор в труппе.', 'Бутафор')?.value).toBe('Бутафор');
  });

  it('takes no client, kin or person after a preposition for a role', () => {
    expect(findPersonRole('Помогаю клиентам и работаю с поставщиком.')).toBeNull();
    expect(findPersonRole('Живу с мамой и сыном.')).toBeNull();
  });
});

describe('a job from the answers alone, by structure', () => {
  it('makes an experience entry with its role and its open start for a workplace the fixed patterns miss', async () => {
    expect(await jobsOf('Работаю архивариусом в Северном областном архиве с 2016 года.')).toEqual([
      { employer: 'Северный областной архив', role: 'архивариус', start: '2016-01', end: null, current: true },
    ]);
  });

  it('takes the title said alone in the sentence before', async () => {
    const [job] = await jobsOf('Комплектовщик. Склад запчастей ТК Автодеталь, с 2020.');
    expect(job).toMatchObject({ employer: 'Автодеталь', role: 'Комплектовщик', start: '2020-01', current: true });
  });

  it('invents no job from a place in a results answer or a tools answer', async () => {
    const jobs = await jobsOf(
      'Я сварщик в ООО «Каркас-Мет» с 2019.',
      'На линии покраски снизили брак на 10%.',
      'Работаю в программе КОМПАС и в облачном сервисе для чертежей.',
    );
    expect(jobs.map((j) => j.employer)).toEqual(['ООО «Каркас-Мет»']);
  });

  it('keeps the job with a start and no end current, whatever the tense', async () => {
    const [job] = await jobsOf('Работал сторожем в ООО «Рубеж-Охрана» с 2022 года.');
    expect(job).toMatchObject({ employer: 'ООО «Рубеж-Охрана»', start: '2022-01', end: null, current: true });
  });

  it('gives the current job told with no title the hh resume’s title, when the hh resume lists no job', async () => {
    const [job] = await jobsOf('Сейчас вожу экскурсии в усадебном музее «Горки», с 2020 года.', undefined, undefined, 'Гид');
    expect(job?.role).toBe('Гид');
  });

  it('reads a career told as dated lines, «н.в.» for now and a sole proprietor named in the nominative', async () => {
    const jobs = await jobsOf('- 2020–н.в.: ООО «Вентмонтаж», наладчик вентиляции\n- 2017–2020: ИП Лаптев, подсобный рабочий');
    expect(jobs).toEqual([
      { employer: 'ООО «Вентмонтаж»', role: 'наладчик вентиляции', start: '2020-01', end: null, current: true },
      { employer: 'ИП Лаптев', role: 'Подсобный рабочий', start: '2017-01', end: '2020-12', current: false },
    ]);
  });

  it('keeps a capitalised adjective with its noun: «в Сосновском лесничестве» is no «Сосновский»', () => {
    expect(findEmployers('Работаю в Кедровском лесхозе мастером с 2015.').map((f) => f.value)).toEqual([]);
    expect(best('Работаю в Кедровском лесхозе мастером с 2015.')?.value).toBe('Кедровский лесхоз');
  });

  it('gives the entry the title said last, before the employer: «потом X, сейчас Y в «…»»', async () => {
    const [job] = await jobsOf('Начинал грузчиком, потом кладовщик, сейчас начальник склада в ТК «Север-Логистик».');
    expect(job).toMatchObject({ employer: 'Север-Логистик', role: 'начальник склада' });
  });

  it('takes the title said alone before a sentence of two employers for the first of them', async () => {
    const jobs = await jobsOf('Электромонтёр 4 разряда. ТСН «Берег», с 2021 г.; ранее — ООО «Светосила» (2016–2021).');
    expect(jobs[0]).toMatchObject({ employer: 'Берег', role: 'Электромонтёр 4 разряда', start: '2021-01', current: true });
    expect(jobs[1]).toMatchObject({ employer: 'ООО «Светосила»', start: '2016-01', end: '2021-12' });
  });

  it('reads a verb of working by its lemma: «служу», «тружусь» let a bare abbreviation or a lower-case name be an employer', () => {
    expect(findEmployers('Служу в МВД кинологом с 2016 года.').map((f) => f.value)).toEqual(['МВД']);
    expect(findEmployers('Тружусь в чоо щит сторожем').map((f) => f.value)).toEqual(['ЧОО «Щит»']);
  });

  it('takes a workplace with no name said after the employer for a part of that job, unless it is the job before', async () => {
    expect((await jobsOf('Пришла в ООО «Весна-Агро» в 2018 году. С 2020 года работаю в теплице старшим агрономом.')).map((j) => j.employer)).toEqual([
      'ООО «Весна-Агро»',
    ]);
    const jobs = await jobsOf('Сейчас в ООО «Весна-Агро» агрономом с 2020, до этого работала в питомнике садовником четыре года.');
    expect(jobs.map((j) => j.employer)).toEqual(['ООО «Весна-Агро»', 'Питомник']);
  });

  it('takes a village after a workplace for where the workplace is, not for the employer', () => {
    expect(findEmployers('Работаю в сельской больнице в Верхнеозёрке с 2010 года.').map((f) => f.value)).not.toContain('Верхнеозёрка');
  });
});

describe('jobs told in less usual ways', () => {
  it('takes the first employer of a clause that names it with its brand or unit, or the one the hh resume lists', async () => {
    expect((await jobsOf('Работаю мастером маникюра у ИП Зориной А. Р., студия «Ноготок» у рынка, с 2020 года.')).map((j) => j.employer)).toEqual([
      'ИП Зорина А. Р.',
    ]);
  });

  it('reads no employer from a year with its ending, and keeps a region code with the quoted name after it', () => {
    expect(findEmployers('В 2021-м стал бригадиром.')).toEqual([]);
    expect(findEmployers('Медсестра в ГБУ РС(Я) «Олёкминская ЦРБ» с 2015 года.').map((f) => f.value)).toEqual(['Олёкминская ЦРБ']);
  });

  it('takes a word the dictionary does not know after a legal form typed in lower case for the name', () => {
    expect(findEmployers('работаю кладовщиком в ооо мегасклад-юг с 2020').map((f) => f.value)).toEqual(['ООО «Мегасклад-юг»']);
  });

  it('gives a terse employer line the title said alone after it, its dates following', async () => {
    const [job] = await jobsOf('ЗАО «Промарматура», участок № 2. Фрезеровщик 4 р. С мая 2019.');
    expect(job).toMatchObject({ employer: 'ЗАО «Промарматура»', role: 'Фрезеровщик 4 разряда', start: '2019-05', current: true });
  });

  it('gives a dated job told with no title the hh title, and takes no job from a role read in a tools answer', async () => {
    const jobs = await jobsOf(
      'С 2017 года вожу туристов по горам в турклубе «Вершина-Алтай».',
      'Ни одной травмы в группах.',
      'Навигатор в программе «Трек-Мастер», оператор связи на рации.',
      'Инструктор-проводник',
    );
    expect(jobs).toEqual([{ employer: 'Вершина-Алтай', role: 'Инструктор-проводник', start: '2017-01', end: null, current: true }]);
  });

  it('takes a numbered unit said after the employer for a part of it', async () => {
    const jobs = await jobsOf('Работаю на АО «Сибирский кабельный завод» с 2012 года, сначала в цехе № 2, потом перевели в цех № 5 мастером.');
    expect(jobs.map((j) => j.employer)).toEqual(['АО «Сибирский кабельный завод»']);
  });

  it('takes an employer said beside a title in the job answer even where an abbreviation reads like a school’s', async () => {
    const [job] = await jobsOf('Моя должность — наладчик линий с ЧПУ, комбинат «Ангарский металлист», с 2018 года.');
    expect(job).toMatchObject({ employer: 'Ангарский металлист', start: '2018-01', current: true });
  });

  it('keeps a job said with any form of a verb of being employed, though no title or date is said', async () => {
    const profile = await extractProfile({
      answers: [{ question_id: 'now', text: 'Числюсь в ООО «Промстрой-Заря», хожу на объекты.' }],
      hhResume: null,
      today: '2026-11-26',
      questions: QUESTIONS,
    });
    expect(profile.experience.map((e) => e.employer.value)).toEqual(['ООО «Промстрой-Заря»']);
  });

  it('reads a Latin title led by a seniority word', async () => {
    const [job] = await jobsOf('Сейчас я senior SRE в «Облакотех», с 2021 года.');
    expect(job).toMatchObject({ employer: 'Облакотех', role: 'senior SRE' });
  });
});

describe('a job told in English', () => {
  it('takes the workplace after «at», the title after «as» or «I am», and English dates', async () => {
    expect(await jobsOf('I work as a night auditor at Harbor Suites since April 2022.')).toEqual([
      { employer: 'Harbor Suites', role: 'night auditor', start: '2022-04', end: null, current: true },
    ]);
    const period = findPeriod('from 2015 to 2019 at Bluefin');
    expect([period.start?.value, period.end?.value]).toEqual(['2015-01', '2019-12']);
  });
});

describe('dated in less usual ways', () => {
  it('reads Ukrainian month names and «з», years told relative to today, two months after a year and «2019-го и до …»', () => {
    expect(findPeriod('Працюю з березня 2019 року.').start?.value).toBe('2019-03');
    expect(findPeriod('С прошлой осени работаю сторожем.', '2026-11-26').start?.value).toBe('2025-01');
    expect(findPeriod('в позапрошлом году пришёл в цех', '2026-11-26').start?.value).toBe('2024-01');
    const pair = findPeriod('Зимой 2023-го, в январе и феврале, подменял коллегу.');
    expect([pair.start?.value, pair.end?.value]).toEqual(['2023-01', '2023-02']);
    const range = findPeriod('с февраля 2018-го и до осени 2022 года работал там');
    expect([range.start?.value, range.end?.value]).toEqual(['2018-02', '2022-12']);
  });
});

describe('the year of work one is in', () => {
  it('reads «шестой год» as five full years and keeps «по двадцать второй год» a calendar year', async () => {
    expect(findPeriod('шестой год тружусь на почте').duration?.months).toBe(60);
    expect(findPeriod('с восемнадцатого года по двадцать второй год').end?.value).toBe('2022-12');
    const [job] = await jobsOf('Уже шестой год тружусь обходчиком в ООО «Тепломагистраль».');
    expect(job).toMatchObject({ employer: 'ООО «Тепломагистраль»', start: '2021-11', current: true });
  });
});

describe('dictated years', () => {
  it('reads a year said in words as its number, the spans staying on the words', () => {
    const text = 'работаю с двадцать второго года';
    const period = findPeriod(text);
    expect(period.start?.value).toBe('2022-01');
    expect(text.slice(...period.start!.span)).toBe('с двадцать второго года');
    expect(findPeriod('пришла в две тысячи семнадцатом году').start?.value).toBe('2017-01');
    expect(findPeriod('зарплата первого числа').start).toBeNull();
  });

  it('ends a job told first when the job one has now began later, unless both are held at once', async () => {
    const career = await jobsOf('В 2018 пришёл барменом в кафе «Ромашка», через год стал там администратором. С июня 2022 — управляющий ресторана «Липа».');
    expect(career).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ employer: 'Ромашка', role: 'администратор', start: '2018-01', end: '2022-05' }),
        expect.objectContaining({ employer: 'Липа', start: '2022-06', current: true }),
      ]),
    );
    const both = await jobsOf('В 2019 пришёл мастером в ООО «Радуга». С 2021 года параллельно работаю инженером в ООО «Вектор».');
    expect(both.find((j) => j.employer === 'ООО «Радуга»')).toMatchObject({ start: '2019-01', end: null });
  });

  it('names the employer by the abbreviation a terse job answer opens with, when a title and its start follow', async () => {
    expect(await jobsOf('МЧС, часть № 12 Самара. Старший пожарный, с 04.2019. Смены сутки через трое.')).toEqual([
      expect.objectContaining({ employer: 'МЧС', role: 'Старший пожарный', start: '2019-04', current: true }),
    ]);
    // No title with a start after it, or a verb in the line: no employer from the abbreviation.
    expect((await jobsOf('МЧС, часть № 12 Самара. Работа нравится.')).map((j) => j.employer)).not.toContain('МЧС');
    expect((await jobsOf('СГАУ, закончил в 2015. Инженер, с 2016 года.')).map((j) => j.employer)).not.toContain('СГАУ');
  });
});

describe('a quoted name typed in lower case', () => {
  it('raises its first letter and keeps the kind of place before it', () => {
    expect(best('два года работал мойщиком на автомойке «блеск»')?.value).toBe('Автомойка «Блеск»');
    expect(best('с 2020 продавцом в цветочной лавке «незабудка»')?.value).toBe('Цветочная лавка «Незабудка»');
  });

  it('keeps a name typed with its capital as it is', () => {
    expect(best('Два года работал мойщиком на автомойке «Блеск»')?.value).toBe('Блеск');
  });
});

describe('a legal form said after a workplace’s quoted name', () => {
  it('goes before the name', () => {
    expect(best('С 2019 работаю звукорежиссёром на радиостанции «Северный ветер» (МАУ), в штате.')?.value).toBe('МАУ «Северный ветер»');
  });
});
