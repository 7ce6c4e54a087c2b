import { beforeAll, describe, expect, it } from 'vitest';
import { findEmployers } from './employers';
import { loadMorphology } from './morphology';

beforeAll(async () => {
  await loadMorphology();
});

const names = (sentence: string): string[] => findEmployers(sentence).map((f) => f.value);

describe('employers in the forms seekers write them', () => {
  it('takes the quoted name after a kind of organisation with a prefix, not the kind', () => {
    expect(names('Сейчас аналитик в ИТ-компании «Вектор Плюс» с 2022 года')).toEqual(['Вектор Плюс']);
  });

  it('reads a kind of organisation with an adjective before it, then its capitalised name', () => {
    expect(names('работаю в транспортной компании ПЭК диспетчером')).toEqual(['ПЭК']);
  });

  it('reads a sole proprietor written in the nominative with dotted initials, keeping «ИП»', () => {
    expect(names('- ИП Сергеева Н.П., администратор, 2018–2020')).toEqual(['ИП Сергеева Н. П.']);
  });

  it('keeps «им. …» in the name of an institution named after someone, and not for one’s own school', () => {
    expect(names('устроилась в ГКБ им. Боткина санитаркой')).toEqual(['ГКБ им. Боткина']);
    expect(names('окончил СПбГУ им. Ломоносова в 2010')).toEqual([]);
  });
});

describe('a legal form stays with the name it belongs to', () => {
  it('keeps the form said before a quoted name, and a second abbreviation of it', () => {
    expect(names('До этого с 2015 по 2020-й был в ООО «Лесоторг», это дилер.')).toEqual(['ООО «Лесоторг»']);
    expect(names('Начинала в ООО ПКО «Север-Долг» оператором.')).toEqual(['ООО ПКО «Север-Долг»']);
    expect(names('с 2019 тружусь в зао «кедровый двор» сторожем')).toEqual(['ЗАО «Кедровый двор»']);
  });

  it('takes a form said in brackets after the name, with more words after it, or on the next line', () => {
    expect(names('Сейчас работаю в студии «Кадр Север» (ООО, они из Перми), удалённо.')).toEqual(['ООО «Кадр Север»']);
    expect(names('Летаю в «Авиалиниях Приобья» (ао) с 2018.')).toEqual(['АО «Авиалинии Приобья»']);
    expect(names('работаю сторожем в «Берёзовой роще»\nэто ООО')).toEqual(['ООО «Берёзовая роща»']);
  });

  it('keeps a quoted name as written when its first word cannot be in the case the preposition asks for', () => {
    expect(names('Три года работала в «Мирра Фарм» (ООО) представителем.')).toEqual(['ООО «Мирра Фарм»']);
    expect(names('Работаю в «Авиалиниях Приобья» (АО).')).toEqual(['АО «Авиалинии Приобья»']);
  });

  it('leaves out a kind of place said before the quote, and a form said of a neighbour', () => {
    expect(names('Работаю в кафе «Ласточка» поваром.')).toEqual(['Ласточка']);
    expect(names('Работаю в «Ласточке», там рядом ЗАО «Медведь».')).toEqual(['Ласточка', 'ЗАО «Медведь»']);
  });
});

describe('two jobs in one sentence', () => {
  it('reads a quoted name after «был» or a word of sequence in a sentence about work, not a project’s name', () => {
    expect(names('Работаю в ООО «Прима», а до того был «Вектор», там я был кладовщиком')).toEqual(['ООО «Прима»', 'Вектор']);
    expect(names('Проект был «Умный дом», очень сложный')).toEqual([]);
  });

  it('gives each job of a sentence its own dates and title when «, а …» opens the second', async () => {
    const { extractProfile } = await import('./extract-profile');
    const profile = await extractProfile({
      answers: [
        {
          question_id: 'q1',
          text: 'Сейчас работаю начальником смены в ООО «Полюс-Логистик» (с марта 2023), а между ними был «Меридиан», там я с 2017 по 2022 был старшим кладовщиком.',
        },
      ],
      questions: [{ id: 'q1', topic: 'experience' }],
      hhResume: null,
      today: '2026-11-15',
    });
    const jobs = profile.experience.map((e) => ({
      employer: e.employer.value,
      role: e.role.value,
      start: e.start.value,
      end: e.end.value,
      current: e.current.value,
    }));
    expect(jobs).toEqual([
      { employer: 'ООО «Полюс-Логистик»', role: 'начальник смены', start: '2023-03', end: null, current: true },
      { employer: 'Меридиан', role: 'старший кладовщик', start: '2017-01', end: '2022-12', current: false },
    ]);
  });
});

describe('names after the kind of organisation, courses left unfinished, and time off', () => {
  it('keeps a name of several words after the kind of organisation as written, and puts one word into the nominative', () => {
    expect(names('Работаю фармацевтом в аптечной сети Лада Фарм с 2021 года')).toEqual(['Лада Фарм']);
    expect(names('работаю в компании Ромашке')).toEqual(['Ромашка']);
  });

  it('keeps «им. …» where the sentence names a school and a job', () => {
    expect(names('После училища пошла в ГКБ им. Боткина санитаркой, потом перешла в клинику «Здоровье»')).toEqual(['ГКБ им. Боткина', 'Здоровье']);
  });

  it('lists no course the seeker left unfinished', async () => {
    const { findCourses } = await import('./education');
    expect(findCourses('Курсы по детской хирургии не закончила')).toEqual([]);
    expect(findCourses('Курсы по детской хирургии, 2021').length).toBe(1);
  });

  it('takes no bullet from the sentence that tells the job after the army', async () => {
    const { extractProfile } = await import('./extract-profile');
    const profile = await extractProfile({
      answers: [{ question_id: 'q1', text: 'после армии (2016-2017) пошел в ЧОП Барс охранником, работаю там до сих пор' }],
      questions: [{ id: 'q1', topic: 'experience' }],
      hhResume: null,
      today: '2026-11-15',
    });
    expect(profile.experience).toHaveLength(1);
    expect(profile.experience[0]!.achievements).toEqual([]);
    expect(profile.experience[0]!.start.value).toBeNull();
  });
});
