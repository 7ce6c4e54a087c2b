import { confirmedSkillSchema, generatedResumeSchema, type GeneratedResume, questionnaireSchema, skillGapsSchema } from '@otklik/contracts';
import { describe, expect, it } from 'vitest';
import { callAs, confirmReviewFlags, connectedSeeker, type HhSeeker, type HhTestApp, personaSeeker } from '@otklik/api/testing';
import { hhAppTest } from '@otklik/api/testing/vitest';

/**
 * The resume step beyond writing: the seeker edits the written resume before publishing (edits
 * are their own facts and are published as edited), and «Как усилить резюме» lists the key skills the matched
 * vacancies ask for that the resume lacks; «У меня есть этот навык» makes a skill the seeker's own fact.
 */

const ANSWERS = [
  'Три года работаю бэкенд-разработчиком в Ромашке. Пишу сервисы на Python и Django.',
  'В Ромашке ускорил тяжёлый отчёт с 2 с до 300 мс, переписав SQL-запросы.',
  'Python, Django, PostgreSQL. Тесты пишу на pytest.',
  'МГТУ им. Баумана, 2019, информатика, бакалавр.',
  'Хочу в продуктовую команду. Английский B2.',
];

/** A coherent hh resume: an earlier job the answers do not contradict. */
const PERSONA_RESUME = {
  title: 'Младший Python-разработчик',
  first_name: 'Пётр',
  last_name: 'Смирнов',
  area: { id: '1' },
  gender: { id: 'male', name: 'Мужской' },
  citizenship: [{ id: '113' }],
  contact: [{ type: { id: 'email', name: 'Эл. почта' }, value: 'petr@example.ru', preferred: true }],
  education: { level: { id: 'higher', name: 'Высшее' } },
  language: [{ id: 'rus', name: 'Русский', level: { id: 'l1' } }],
  skill_set: ['Python', 'Git'],
  experience: [
    { company: 'Альфа Софт', position: 'Младший Python-разработчик', start: '2019-09-01', end: '2022-08-01', description: 'Поддерживал внутренние сервисы.' },
  ],
};

let t: HhTestApp;
let seeker: HhSeeker & { hhResumeIds: string[] };
let stranger: HhSeeker;

hhAppTest().beforeAll(async ({ hhApp }) => {
  t = hhApp;
  seeker = await personaSeeker(t.app, t.hh, [PERSONA_RESUME]);
  stranger = await connectedSeeker(t.app, t.hh);
});

/** A position of the persona with all 5 questions answered and the resume written. */
async function writtenResume(): Promise<{ positionId: string; resume: GeneratedResume }> {
  const created = await callAs(t.app, seeker, 'POST', '/api/positions', {
    title: 'Python-разработчик',
    resume_id: seeker.hhResumeIds[0],
    use_favorites: false,
    areas: [{ id: '1', name: 'Москва' }],
    remote: false,
    salary: { amount: 200_000, currency: 'RUR' },
    letter_styles: ['neutral'],
  });
  expect(created.statusCode, created.body).toBe(201);
  const positionId = created.json<{ id: string }>().id;
  const questionnaire = questionnaireSchema.parse((await callAs(t.app, seeker, 'GET', `/api/positions/${positionId}/questions`)).json());
  for (const [i, question] of questionnaire.questions.entries()) {
    expect((await callAs(t.app, seeker, 'PUT', `/api/positions/${positionId}/answers/${question.id}`, { text: ANSWERS[i] })).statusCode).toBe(200);
  }
  const res = await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/resume`);
  expect(res.statusCode, res.body).toBe(201);
  return { positionId, resume: generatedResumeSchema.parse(res.json()) };
}

/** The edit body of a draft as it is (the seeker changed nothing). */
function asEdit(resume: GeneratedResume) {
  const { title, skill_set, skills, experience, education, language } = resume.resume;
  return { title, skill_set, skills, experience, education, language };
}

describe('GET /api/positions/{id}/skill-gaps and POST …/skills: «Как усилить резюме»', () => {
  it('lists what the matched vacancies ask for and the resume lacks; a confirmed skill becomes the seeker’s fact on the draft', async () => {
    const { positionId, resume } = await writtenResume();
    const res = await callAs(t.app, seeker, 'GET', `/api/positions/${positionId}/skill-gaps`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const gaps = skillGapsSchema.parse(res.json());
    expect(gaps.vacancies_count).toBeGreaterThan(0);
    expect(gaps.skills.length).toBeGreaterThan(0);
    const had = new Set(resume.resume.skill_set.map((s) => s.toLowerCase()));
    for (const gap of gaps.skills) {
      expect(had.has(gap.name.toLowerCase()), `${gap.name} is on the resume`).toBe(false);
      expect(gap.share).toBe(Math.round((100 * gap.count) / gaps.vacancies_count));
    }
    // Skills the answers state are not «missing».
    expect(gaps.skills.map((g) => g.name.toLowerCase())).not.toContain('django');
    // Most asked first.
    expect(gaps.skills.map((g) => g.count)).toEqual([...gaps.skills.map((g) => g.count)].sort((a, b) => b - a));
    // The persona has no photo and no portfolio on hh.
    expect(gaps.empty_fields).toEqual(expect.arrayContaining(['photo', 'portfolio']));
    expect(gaps.confirmed).toEqual([]);

    const skill = gaps.skills[0]!.name;
    const confirmed = await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/skills`, { name: skill });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmedSkillSchema.parse(confirmed.json())).toEqual({ name: skill, added_to_resume: true });

    const draft = generatedResumeSchema.parse((await callAs(t.app, seeker, 'GET', `/api/positions/${positionId}/resume`)).json());
    const index = draft.resume.skill_set.indexOf(skill);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(draft.resume.sources).toContainEqual(expect.objectContaining({ field: `skill_set[${index}]`, fact: skill, kind: 'seeker' }));

    const after = skillGapsSchema.parse((await callAs(t.app, seeker, 'GET', `/api/positions/${positionId}/skill-gaps`)).json());
    expect(after.skills.map((g) => g.name)).not.toContain(skill);
    expect(after.confirmed).toEqual([skill]);

    // A second confirmation changes nothing.
    const again = await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/skills`, { name: skill });
    expect(again.json()).toEqual({ name: skill, added_to_resume: false });
    const same = generatedResumeSchema.parse((await callAs(t.app, seeker, 'GET', `/api/positions/${positionId}/resume`)).json());
    expect(same.resume.skill_set.filter((s) => s === skill)).toHaveLength(1);
  });

  it('a skill confirmed on one position is on the next resume the assistant writes, with the seeker as its source', async () => {
    const first = await writtenResume();
    const skill = 'Terraform';
    expect(first.resume.resume.skill_set).not.toContain(skill);
    expect((await callAs(t.app, seeker, 'POST', `/api/positions/${first.positionId}/skills`, { name: skill })).statusCode).toBe(201);

    const { resume } = await writtenResume();
    const index = resume.resume.skill_set.indexOf(skill);
    expect(index, resume.resume.skill_set.join(', ')).toBeGreaterThanOrEqual(0);
    expect(resume.resume.sources).toContainEqual(expect.objectContaining({ field: `skill_set[${index}]`, fact: skill, kind: 'seeker' }));
    // Only once.
    expect(resume.resume.skill_set.filter((s) => s === skill)).toHaveLength(1);
  });

  it('a reopen does not ask hh again: the market is reused, while a confirmed skill still leaves the list at once', async () => {
    const { positionId } = await writtenResume();
    // A zero-delay latency fault on every hh route counts the requests hh gets (its remaining hits drop by one each).
    const HITS = 10_000;
    await t.hh.control.addFault({ route: '/', kind: 'latency', ms: 0, count: HITS });
    const hhRequests = async () => HITS - ((await t.hh.control('GET', '/faults')) as { items: { remaining: number }[] }).items[0]!.remaining;
    try {
      const first = skillGapsSchema.parse((await callAs(t.app, seeker, 'GET', `/api/positions/${positionId}/skill-gaps`)).json());
      const afterFirst = await hhRequests();
      expect(afterFirst).toBeGreaterThan(1);
      const second = skillGapsSchema.parse((await callAs(t.app, seeker, 'GET', `/api/positions/${positionId}/skill-gaps`)).json());
      expect(await hhRequests()).toBe(afterFirst);
      expect(second).toEqual(first);

      // Not Docker: the IDOR test below checks a stranger could not confirm it for this seeker.
      const skill = first.skills.find((g) => g.name !== 'Docker')!.name;
      expect((await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/skills`, { name: skill })).statusCode).toBe(201);
      const third = skillGapsSchema.parse((await callAs(t.app, seeker, 'GET', `/api/positions/${positionId}/skill-gaps`)).json());
      expect(third.skills.map((g) => g.name)).not.toContain(skill);
      expect(third.confirmed).toContain(skill);
      expect(await hhRequests()).toBe(afterFirst);
    } finally {
      await t.hh.control.clearFaults();
    }
  });

  it('refuses a skill name that is empty, has no letters or digits, or is longer than 100 characters', async () => {
    const { positionId } = await writtenResume();
    for (const name of ['', '   ', '!!!', 'а'.repeat(101)]) {
      const res = await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/skills`, { name });
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect((await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/skills`, {})).statusCode).toBe(400);
  });

  it('answers 404 for another seeker’s position and 401 without a session (IDOR)', async () => {
    const { positionId } = await writtenResume();
    const gaps = await callAs(t.app, stranger, 'GET', `/api/positions/${positionId}/skill-gaps`);
    expect(gaps.statusCode).toBe(404);
    expect(gaps.json()).toMatchObject({ code: 'position_not_found' });
    const confirm = await callAs(t.app, stranger, 'POST', `/api/positions/${positionId}/skills`, { name: 'Docker' });
    expect(confirm.statusCode).toBe(404);
    expect((await callAs(t.app, stranger, 'GET', '/api/positions/not-a-uuid/skill-gaps')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/positions/${positionId}/skill-gaps` })).statusCode).toBe(401);
    // The stranger's attempt stored nothing for the owner.
    const own = skillGapsSchema.parse((await callAs(t.app, seeker, 'GET', `/api/positions/${positionId}/skill-gaps`)).json());
    expect(own.confirmed).not.toContain('Docker');
  });
});

describe('PUT /api/positions/{id}/resume: the seeker edits before publishing', () => {
  it('keeps the sources of unchanged facts, makes changed ones the seeker’s, and publishes the resume as edited', async () => {
    const { positionId, resume } = await writtenResume();
    const edit = asEdit(resume);
    const romashka = edit.experience.findIndex((j) => j.company === 'Ромашка');
    expect(romashka).toBeGreaterThanOrEqual(0);
    edit.title = 'Backend-разработчик на Python';
    edit.experience[romashka] = { ...edit.experience[romashka]!, description: 'Ускорил тяжёлый отчёт с 2 с до 300 мс.' };
    edit.skill_set = [...edit.skill_set, 'FastAPI'];
    const res = await callAs(t.app, seeker, 'PUT', `/api/positions/${positionId}/resume`, edit);
    expect(res.statusCode, res.body).toBe(200);
    const edited = generatedResumeSchema.parse(res.json());
    expect(edited.status).toBe('draft');
    expect(edited.resume.title).toBe('Backend-разработчик на Python');
    const sources = edited.resume.sources ?? [];
    expect(sources).toContainEqual(expect.objectContaining({ field: 'title', kind: 'seeker' }));
    expect(sources).toContainEqual(
      expect.objectContaining({ field: `experience[${romashka}].description`, kind: 'seeker', fact: 'Ускорил тяжёлый отчёт с 2 с до 300 мс.' }),
    );
    expect(sources).toContainEqual(expect.objectContaining({ field: `skill_set[${edit.skill_set.length - 1}]`, kind: 'seeker', fact: 'FastAPI' }));
    // The employer is unchanged: it still comes from the answer that named it.
    expect(sources).toContainEqual(expect.objectContaining({ field: `experience[${romashka}].company`, kind: 'answer' }));

    // Reading it again (and asking to write it again) gives the edited resume, not a new one.
    const read = generatedResumeSchema.parse((await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/resume`)).json());
    expect(read.resume.title).toBe('Backend-разработчик на Python');

    await confirmReviewFlags(t.app, seeker, positionId);
    const published = await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/resume/publish`);
    expect(published.statusCode, published.body).toBe(200);
    const hhResumeId = generatedResumeSchema.parse(published.json()).hh_resume_id!;
    const { state } = t.hh.sandbox;
    const onHh = state.applicants.resumesOf(state.applicants.findByEmail(seeker.hhEmail)!).find((r) => r.id === hhResumeId)!.body as unknown as {
      title: string;
      skill_set: string[];
      experience: { company: string; description: string | null }[];
      education: { primary: { name: string }[] };
      language: { id: string }[];
    };
    expect(onHh.title).toBe('Backend-разработчик на Python');
    expect(onHh.skill_set).toContain('FastAPI');
    expect(onHh.experience.find((j) => j.company === 'Ромашка')?.description).toBe('Ускорил тяжёлый отчёт с 2 с до 300 мс.');
    expect(onHh.experience.map((j) => j.company)).toEqual(['Ромашка', 'Альфа Софт']);
    expect(onHh.education.primary.map((p) => p.name)).toContain('МГТУ им. Баумана');
    expect(onHh.language.map((l) => l.id)).toEqual(expect.arrayContaining(['eng', 'rus']));

    // Published: no more edits.
    const locked = await callAs(t.app, seeker, 'PUT', `/api/positions/${positionId}/resume`, edit);
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual({ code: 'resume_locked', detail: 'The resume is already published: it can no longer be edited' });
  });

  it('validates the edit: title 2–100, a job needs employer, role and a start not after its end', async () => {
    const { positionId, resume } = await writtenResume();
    const edit = asEdit(resume);
    const job = edit.experience[0]!;
    const bad = [
      { ...edit, title: 'A' },
      { ...edit, skill_set: Array.from({ length: 31 }, (_, i) => `Навык ${i}`) },
      { ...edit, experience: [{ ...job, company: ' ' }] },
      { ...edit, experience: [{ ...job, start: '2023-05', end: '2022-01' }] },
      { ...edit, experience: [{ ...job, start: '2023-13' }] },
    ];
    for (const body of bad) {
      const res = await callAs(t.app, seeker, 'PUT', `/api/positions/${positionId}/resume`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
    }
    const unchanged = generatedResumeSchema.parse((await callAs(t.app, seeker, 'GET', `/api/positions/${positionId}/resume`)).json());
    expect(unchanged.resume).toEqual(resume.resume);
  });

  it('answers 404 for another seeker’s position, 409 before the resume is written, 401 without a session', async () => {
    const { positionId, resume } = await writtenResume();
    const other = await callAs(t.app, stranger, 'PUT', `/api/positions/${positionId}/resume`, asEdit(resume));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'position_not_found' });
    expect((await t.app.inject({ method: 'PUT', url: `/api/positions/${positionId}/resume`, payload: asEdit(resume) })).statusCode).toBe(401);

    const created = await callAs(t.app, seeker, 'POST', '/api/positions', {
      title: 'Python-разработчик',
      resume_id: seeker.hhResumeIds[0],
      use_favorites: false,
      areas: [{ id: '1', name: 'Москва' }],
      remote: false,
      salary: { amount: 200_000, currency: 'RUR' },
      letter_styles: ['neutral'],
    });
    const notYet = await callAs(t.app, seeker, 'PUT', `/api/positions/${created.json<{ id: string }>().id}/resume`, asEdit(resume));
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ code: 'resume_not_ready' });
  });
});
