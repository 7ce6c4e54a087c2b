import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { extractProfile } from './extract-profile';
import { loadPersonas, ratio, scorePersona, sumTallies, type Persona, type PersonaScore } from '../bench/personas';
import { candidateProfileSchema, type CandidateProfile, type Provenance } from './profile.schema';
import { skillsRelevantTo } from './skills';
import { hhResumeWith, personaResume } from '../__fixtures__/persona-input';

const personas = loadPersonas();
const profiles = new Map<string, CandidateProfile>();

beforeAll(async () => {
  for (const p of personas) {
    profiles.set(p.id, await extractProfile({ answers: p.answers, hhResume: personaResume(p), today: p.today, questions: p.questions }));
  }
});

const persona = (id: string): Persona => personas.find((p) => p.id === id)!;
const profile = (id: string): CandidateProfile => profiles.get(id)!;

describe('extractProfile on the Python backend example: Ромашка, 2 s → 300 ms (persona 01)', () => {
  it('puts «Ромашка» first, current, three years back from today, with its role from the answer', () => {
    const [first, second] = profile('01-python-backend').experience;
    expect(first?.employer.value).toBe('Ромашка');
    expect(first?.role.value).toBe('бэкенд-разработчик');
    expect([first?.start.value, first?.end.value, first?.current.value]).toEqual(['2023-11', null, true]);
    expect(second?.employer.value).toBe('Консилиум М.Д.');
    expect(second?.employer.sources).toEqual([{ source: 'hh_resume', answerId: null, span: null, path: 'experience[0].company' }]);
  });

  it('ties the 2 s → 300 ms speed-up to «Ромашка» and nothing to the older hh employer', () => {
    const [romashka, konsilium] = profile('01-python-backend').experience;
    const speedUp = romashka?.achievements.find((a) => a.numbers.some((n) => n.value === 300 && n.unit === 'ms'));
    expect(speedUp?.numbers.map((n) => [n.value, n.unit, n.role])).toEqual([
      [2, 's', 'from'],
      [300, 'ms', 'to'],
    ]);
    expect(konsilium?.achievements.some((a) => a.sources.some((s) => s.source === 'answer'))).toBe(false);
  });

  it('extracts the degree and the answer-stated skills, normalised to hh names', () => {
    const p = profile('01-python-backend');
    const edu = p.education[0];
    expect([edu?.institution.value, edu?.year.value, edu?.speciality.value, edu?.level.value]).toEqual(['МГТУ им. Баумана', 2019, 'информатика', 'bachelor']);
    const fromAnswers = p.skills.filter((s) => s.source === 'answer').map((s) => s.name);
    expect(fromAnswers).toEqual(expect.arrayContaining(['Python', 'Django', 'Celery', 'Pytest', 'GitLab CI', 'Kubernetes', 'PostgreSQL']));
    expect(p.languages.find((l) => l.id === 'eng')?.level).toBe('b2');
  });

  it('leaves C++, PowerPoint and Statistica out of the skills relevant to «Python-разработчик»', () => {
    const hhOnly = profile('01-python-backend')
      .skills.filter((s) => s.source === 'hh_resume')
      .map((s) => s.name);
    const relevant = skillsRelevantTo(persona('01-python-backend').position.title, hhOnly);
    expect(relevant).not.toEqual(expect.arrayContaining(['C++']));
    for (const skill of persona('01-python-backend').labels.irrelevant_hh_skills) expect(relevant).not.toContain(skill);
  });
});

describe('extractProfile over the persona set', () => {
  it('has at least 15 personas across professions', () => {
    expect(personas.length).toBeGreaterThanOrEqual(15);
    expect(new Set(personas.map((p) => p.profession)).size).toBeGreaterThanOrEqual(15);
  });

  it('gives profiles that pass the schema, with every answer span inside its answer', () => {
    for (const p of personas) {
      const prof = candidateProfileSchema.parse(profile(p.id));
      const spans: Provenance[] = [
        ...prof.experience.flatMap((e) => [
          ...e.employer.sources,
          ...e.role.sources,
          ...e.start.sources,
          ...e.end.sources,
          ...e.achievements.flatMap((a) => a.sources),
        ]),
        ...prof.education.flatMap((e) => [...e.institution.sources, ...e.year.sources, ...e.speciality.sources]),
        ...prof.skills.flatMap((s) => s.sources),
        ...prof.languages.flatMap((l) => l.sources),
      ];
      for (const source of spans.filter((s) => s.source === 'answer')) {
        const answer = p.answers.find((a) => a.question_id === source.answerId);
        const [start = -1, end = -1] = source.span ?? [];
        expect(answer, `${p.id}: ${source.answerId}`).toBeDefined();
        expect(start >= 0 && end <= (answer?.text.length ?? 0) && start < end, `${p.id}: span ${start}-${end}`).toBe(true);
      }
      // A skill's evidence span names the skill (case-insensitive, or through an alias such as «1С ЗУП»).
      for (const skill of prof.skills) {
        for (const source of skill.sources.filter((s) => s.source === 'answer')) {
          const text = p.answers.find((a) => a.question_id === source.answerId)?.text ?? '';
          expect(text.slice(source.span?.[0], source.span?.[1]).length, `${p.id}: ${skill.name}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('meets the targets: fact recall ≥ 0.9, no misattribution, skill recall ≥ 0.8 and precision 1.0', () => {
    const scores: PersonaScore[] = personas.map((p) => scorePersona(p, profile(p.id)));
    const facts = sumTallies(scores.flatMap((s) => [s.employers, s.roles, s.dates, s.education, s.numbers]));
    for (const key of ['employers', 'roles', 'dates', 'education', 'numbers'] as const) {
      expect(ratio(sumTallies(scores.map((s) => s[key]))), key).toBeGreaterThanOrEqual(0.9);
    }
    expect(ratio(facts)).toBeGreaterThanOrEqual(0.9);
    expect(scores.flatMap((s) => s.misses).filter((m) => m.includes(' instead of '))).toEqual([]);
    expect(scores.reduce((n, s) => n + s.misattributed, 0)).toBe(0);
    expect(ratio(sumTallies(scores.map((s) => s.skillRecall)))).toBeGreaterThanOrEqual(0.8);
    expect(scores.flatMap((s) => s.skillFalse)).toEqual([]);
  });
});

describe('extractProfile rules on small inputs', () => {
  const today = '2026-11-23';
  const answer = (text: string, id = 'q1') => ({ question_id: id, text });

  it('marks a course as a course and a degree as none, so a course is never published as a degree', async () => {
    const p = await extractProfile({
      answers: [answer('Окончил колледж связи в 2012 году. В 2021 прошёл курс «Управление запасами» в учебном центре «Логист-Про».')],
      hhResume: null,
      today,
    });
    const course = p.education.find((e) => e.year.value === 2021);
    expect(course?.course).toBe(true);
    expect(course?.level.value).toBeNull();
    expect(p.education.filter((e) => e.course !== true).map((e) => e.year.value)).toEqual([2012]);
  });

  it('keeps an achievement unattributed when the answers name several past jobs and this one names none', async () => {
    const p = await extractProfile({
      answers: [answer('Два года работал в Ромашке.'), answer('Потом работал в Лютике.', 'q2'), answer('Ускорил выгрузку в 3 раза.', 'q3')],
      hhResume: null,
      today,
    });
    expect(p.experience.map((e) => e.employer.value)).toEqual(['Ромашка', 'Лютик']);
    expect(p.experience.every((e) => e.achievements.length === 0)).toBe(true);
    expect(p.unattributedAchievements.map((a) => a.numbers[0]?.value)).toEqual([3]);
  });

  it('gives an unplaced achievement to the one current job the answers name, never to an hh-only job', async () => {
    const p = await extractProfile({
      answers: [answer('Сейчас работаю в Ромашке.'), answer('Ускорил выгрузку в 3 раза.', 'q2')],
      hhResume: hhResumeWith([{ company: 'Консилиум', position: 'Руководитель проектов', start: '2015-01', end: '2019-01', description: null }]),
      today,
    });
    expect(p.experience.map((e) => [e.employer.value, e.achievements.length])).toEqual([
      ['Ромашка', 1],
      ['Консилиум', 0],
    ]);
  });

  it('carries the employer of a sentence to the sentences after it, within one answer', async () => {
    const p = await extractProfile({
      answers: [answer('В Ромашке снизил ошибки на 10%. Потом в «Лютике» ускорил отчёты в 4 раза. Там же внедрил тесты.')],
      hhResume: null,
      today,
    });
    const byEmployer = Object.fromEntries(p.experience.map((e) => [e.employer.value, e.achievements.map((a) => a.text)]));
    expect(byEmployer['Ромашка']).toEqual(['В Ромашке снизил ошибки на 10%.']);
    expect(byEmployer['Лютик']).toEqual(['Потом в «Лютике» ускорил отчёты в 4 раза.', 'Там же внедрил тесты.']);
  });

  it('splits a sentence that names two jobs into clauses, each with its own role and dates (the earlier one computed from the duration)', async () => {
    const p = await extractProfile({
      answers: [answer('Работаю в Яндексе с 2022 года ведущим разработчиком, до этого 4 года работал в Сбере аналитиком.')],
      hhResume: null,
      today,
    });
    expect(p.experience.map((e) => [e.employer.value, e.role.value, e.start.value, e.end.value, e.current.value])).toEqual([
      ['Яндекс', 'ведущий разработчик', '2022-01', null, true],
      ['Сбер', 'аналитик', '2018-01', '2021-12', false],
    ]);
    expect(p.experience[1]?.start.precision).toBe('year');
  });

  it('reads an education given as a university abbreviation alone («СПбГУ, матмех, 2014»)', async () => {
    const p = await extractProfile({ answers: [answer('СПбГУ, матмех, 2014.')], hhResume: null, today });
    expect(p.education.map((e) => [e.institution.value, e.year.value, e.speciality.value])).toEqual([['СПбГУ', 2014, 'матмех']]);
  });

  it("uses the question's experience_index for an answer about one hh job", async () => {
    const p = await extractProfile({
      answers: [answer('Сократил простои на 15%.')],
      hhResume: hhResumeWith([
        { company: 'Альфа', position: 'Инженер', start: '2022-01', end: null, description: null },
        { company: 'Бета', position: 'Техник', start: '2018-01', end: '2021-12', description: null },
      ]),
      questions: [{ id: 'q1', experience_index: 1 }],
      today,
    });
    expect(p.experience.find((e) => e.employer.value === 'Бета')?.achievements.map((a) => a.numbers[0]?.value)).toEqual([15]);
  });

  it('does not count a skill the seeker only wishes to learn or says they lack', async () => {
    const p = await extractProfile({ answers: [answer('Работаю с Docker. С Kubernetes не работал. Хочу освоить Go и Rust.')], hhResume: null, today });
    expect(p.skills.map((s) => s.name)).toEqual(['Docker']);
  });

  it('resolves «с марта 2020 по 2023» and «с 2021 года» to months with their precision', async () => {
    const p = await extractProfile({
      answers: [answer('С марта 2020 по 2023 работал инженером в Лютике.'), answer('С 2023 года работаю ведущим инженером в Ромашке.', 'q2')],
      hhResume: null,
      today,
    });
    const lutik = p.experience.find((e) => e.employer.value === 'Лютик');
    const romashka = p.experience.find((e) => e.employer.value === 'Ромашка');
    expect([lutik?.start.value, lutik?.start.precision, lutik?.end.value, lutik?.end.precision, lutik?.current.value]).toEqual([
      '2020-03',
      'month',
      '2023-12',
      'year',
      false,
    ]);
    expect([romashka?.role.value, romashka?.start.value, romashka?.start.precision, romashka?.current.value]).toEqual([
      'ведущий инженер',
      '2023-01',
      'year',
      true,
    ]);
  });
});

describe('profile schema', () => {
  it('converts to a JSON schema whose only unions are «X or null» (structured outputs)', () => {
    const schema = z.toJSONSchema(candidateProfileSchema);
    const unions: unknown[][] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node !== null && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'anyOf' || key === 'oneOf') unions.push(value as unknown[]);
          walk(value);
        }
      }
    };
    walk(schema);
    expect(unions.length).toBeGreaterThan(0);
    for (const union of unions) expect(union.filter((b) => JSON.stringify(b) === '{"type":"null"}')).toHaveLength(1);
    expect(unions.every((u) => u.length === 2)).toBe(true);
    expect(JSON.stringify(schema)).not.toMatch(/minItems|maxItems|prefixItems/u);
  });

  it('rejects provenance whose fields do not match its source', () => {
    const bad = { source: 'answer', answerId: null, span: null, path: 'experience[0].company' };
    expect(candidateProfileSchema.shape.skills.element.shape.sources.element.safeParse(bad).success).toBe(false);
  });
});

describe('a grade word alone after a fuller title', () => {
  const roleOf = async (text: string): Promise<string | null> =>
    (await extractProfile({ answers: [{ question_id: 'q1', text }], hhResume: null, today: '2026-11-01' })).experience[0]?.role.value ?? null;

  it('takes the title said before it, never the bare grade', async () => {
    expect(await roleOf('С марта 2019 работаю в ООО «Ромашка-Сервис», сначала junior тестировщик, с 2022 senior.')).toBe('Senior тестировщик');
    expect(await roleOf('С 2018 года в «Гранит-Строй», сначала прорабом участка, с 2021 старший.')).toBe('Старший прораб участка');
  });

  it('leaves the role for the seeker to confirm when no title came before the grade', async () => {
    const role = await roleOf('Since May 2019 I am at Brightline (ООО «Брайтлайн»), сначала middle QA engineer, с 2022 lead.');
    expect(role === null || !/^lead$/iu.test(role)).toBe(true);
  });
});

describe('self-employment serving several sole proprietors', () => {
  it('is freelance of the seeker, never an employer named after the clients', async () => {
    const profile = await extractProfile({
      answers: [{ question_id: 'q1', text: 'Параллельно с 2021 года веду бухгалтерию четырёх ИП как самозанятая.' }],
      hhResume: null,
      today: '2026-11-01',
    });
    const names = profile.experience.map((e) => e.employer.value);
    expect(names).toContain('Фриланс (самозанятая)');
    expect(names.some((n) => n !== null && /^ИП\s/u.test(n))).toBe(false);
  });
});

describe('extractProfile: an hh resume older than the answers', () => {
  it('keeps a job going that the hh resume ends but the answers say the seeker holds now', async () => {
    const p = await extractProfile({
      answers: [{ question_id: 'q1', text: 'С 2023 года я старший мастер в автосервисе «Гараж 21», до этого там же был слесарем.' }],
      hhResume: hhResumeWith([{ company: 'Автосервис «Гараж 21»', position: 'Слесарь', start: '2019-03', end: '2023-02', description: null }]),
      today: '2026-11-20',
    });
    expect(p.experience.map((e) => [e.start.value, e.end.value, e.current.value])).toEqual([['2019-03', null, true]]);
    // Said as a past job, the hh end stays.
    const past = await extractProfile({
      answers: [{ question_id: 'q1', text: 'С 2019 по 2023 год работал слесарем в автосервисе «Гараж 21».' }],
      hhResume: hhResumeWith([{ company: 'Автосервис «Гараж 21»', position: 'Слесарь', start: '2019-03', end: '2023-02', description: null }]),
      today: '2026-11-20',
    });
    expect(past.experience.map((e) => [e.end.value, e.current.value])).toEqual([['2023-02', false]]);
  });
});
