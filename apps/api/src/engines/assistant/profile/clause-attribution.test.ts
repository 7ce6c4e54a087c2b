/**
 * Results said in one sentence about two jobs: each clause's result goes under the job that clause names, and a
 * sentence whose clauses cannot part the jobs puts its results under neither.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { extractProfile } from './extract-profile';
import { loadMorphology } from './morphology';

beforeAll(async () => {
  await loadMorphology();
});

const profileOf = (...texts: string[]) =>
  extractProfile({ answers: texts.map((text, i) => ({ question_id: `q${i + 1}`, text })), hhResume: null, today: '2026-11-01' });
const resultsUnder = (profile: Awaited<ReturnType<typeof profileOf>>, employer: string): string[] =>
  profile.experience.find((e) => e.employer.value === employer)?.achievements.map((a) => a.text) ?? [];

describe('one sentence, two jobs', () => {
  it('puts each clause’s result under the job the clause names', async () => {
    const profile = await profileOf(
      'С 2021 года работаю инженером-сметчиком в ООО «Меридиан». До этого с 2016 по 2020 был сметчиком в АО «Горизонт-Строй».',
      'В «Меридиане» сократил срок подготовки смет с 12 до 7 дней, а в «Горизонт-Строе» нашёл завышения в актах на 3 млн рублей.',
    );
    expect(resultsUnder(profile, 'ООО «Меридиан»').join(' ')).toMatch(/12 до 7 дней/u);
    expect(resultsUnder(profile, 'ООО «Меридиан»').join(' ')).not.toMatch(/3 млн/u);
    expect(resultsUnder(profile, 'АО «Горизонт-Строй»').join(' ')).toMatch(/3 млн/u);
    expect(resultsUnder(profile, 'АО «Горизонт-Строй»').join(' ')).not.toMatch(/12 до 7/u);
  });

  it('reads a unit cut short after a number as the end of a sentence, so the next sentence’s job keeps its result', async () => {
    const profile = await profileOf(
      'Сейчас старшая медсестра в клинике «Альтамед», с 2022 года. С 2015 по 2022 работала медсестрой в больнице «Заречная».',
      'В «Альтамеде» время подготовки процедурного кабинета сократила с 40 до 25 мин. В «Заречной» обучила 6 новых сестёр.',
    );
    expect(resultsUnder(profile, 'Альтамед').join(' ')).toMatch(/40 до 25 мин/u);
    expect(resultsUnder(profile, 'Альтамед').join(' ')).not.toMatch(/6 новых/u);
    expect(resultsUnder(profile, 'Заречная').join(' ')).toMatch(/6 новых/u);
  });

  it('puts a result under neither job when its one clause names both', async () => {
    const profile = await profileOf(
      'С 2020 года работаю логистом в ООО «Вектор». До этого с 2017 по 2019 был диспетчером в ООО «Трасса».',
      'В «Векторе» и в «Трассе» наладил обмен заявками, простой машин упал на 20%.',
    );
    expect(resultsUnder(profile, 'ООО «Вектор»').join(' ')).not.toMatch(/20%/u);
    expect(resultsUnder(profile, 'ООО «Трасса»').join(' ')).not.toMatch(/20%/u);
  });
});

describe('a result that points at a job by a word of its name', () => {
  it('gives «В больнице …» to the job whose own name holds that word, even when it was named beside another job', async () => {
    const profile = await profileOf(
      'С 2022 года работаю процедурной сестрой в медцентре «Вита». До этого шесть лет была палатной сестрой в ГБУЗ «Городская больница № 4», а ещё раньше — санитаркой в ООО «Забота».',
      'В «Вите» ввела чек-лист подготовки процедурного, жалоб стало вдвое меньше. В больнице наладила учёт перевязочного материала, перерасход упал на 15%.',
    );
    const hospital = profile.experience.find((e) => /больница/iu.test(e.employer.value ?? ''));
    expect(hospital?.achievements.map((a) => a.text).join(' ')).toMatch(/15%/u);
    expect(resultsUnder(profile, 'Вита').join(' ')).not.toMatch(/15%/u);
  });
});

describe('family and time off', () => {
  it('takes no achievement from a sentence about a child or a leave that states no result', async () => {
    const profile = await profileOf(
      'С 2016 по 2021 работала фармацевтом в аптеке «Здоровье». Потом была в отпуске по уходу, теперь ребёнок пошёл в ясли, и я готова вернуться.',
      'В «Здоровье» сократила списания просрочки на 30%.',
    );
    const all = profile.experience.flatMap((e) => e.achievements.map((a) => a.text)).join(' ');
    expect(all).toMatch(/30%/u);
    expect(all).not.toMatch(/ребёнок|ясли/iu);
  });
});

describe('a past job named by its kind inside a sentence', () => {
  it('gives «Из пекарни …, там я …» to the job whose name or role holds that place, not to the job one has now', async () => {
    const profile = await profileOf(
      'С 2023 года работаю менеджером по продажам в ООО «Сфера». До этого шесть лет была управляющей пекарней в сети «Колосок».',
      'Из пекарни вынесла умение считать деньги: там я сократила списания хлеба на 25%.',
    );
    const bakery = profile.experience.find((e) => e.employer.value?.includes('Колосок'));
    expect(bakery?.achievements.map((a) => a.text).join(' ')).toMatch(/25%/u);
    expect(resultsUnder(profile, 'ООО «Сфера»').join(' ')).not.toMatch(/25%/u);
  });

  it('does not take an adjective of a job’s name for a pointer («на областных соревнованиях» is no «Областная больница»)', async () => {
    const profile = await profileOf(
      'С 2019 года работаю фельдшером в ГБУЗ «Станция скорой помощи». До этого была медсестрой в ГБУЗ «Областная больница № 2».',
      'На областных соревнованиях бригад наша бригада заняла 2 место.',
    );
    const hospital = profile.experience.find((e) => e.employer.value?.includes('Областная'));
    expect(hospital?.achievements.map((a) => a.text).join(' ') ?? '').not.toMatch(/2 место/u);
  });
});

describe('a result said of «the previous job»', () => {
  it('goes under the job before the one held now, also when it follows a result of the current job after a lower-case stop', async () => {
    const profile = await profileOf(
      'с марта 2022 работаю кассиром в аптеке «Вербена». до этого с 2019 по 2022 была продавцом в ООО «Книжный двор»',
      'в аптеке очередь на кассе сократилась до 3 минут. на прошлой работе дважды была лучшим продавцом месяца',
    );
    const books = profile.experience.find((e) => e.employer.value?.includes('Книжный'));
    expect(books?.achievements.map((a) => a.text).join(' ')).toMatch(/лучшим продавцом/u);
    expect(resultsUnder(profile, 'Вербена').join(' ')).not.toMatch(/лучшим продавцом/u);
  });
});

describe('a place of work said with no name', () => {
  it('keeps the results said «there» off the one named job', async () => {
    const profile = await profileOf(
      'Учусь на 4 курсе. С 2024 года подрабатываю в библиотеке своего колледжа, а прошлым летом была на практике в типографии «Оттиск».',
      'В библиотеке за год оцифровала 2 000 карточек каталога. Настроила учёт выдачи в Excel: очередь исчезла.',
    );
    const all = resultsUnder(profile, 'Оттиск').join(' ');
    expect(all).not.toMatch(/2 000|карточек/u);
    expect(all).not.toMatch(/Excel/u);
    expect(all).not.toMatch(/курсе/u);
  });
});
