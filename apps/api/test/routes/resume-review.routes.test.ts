import { generatedResumeSchema, type GeneratedResume, POSITION_DETAIL, type ReviewFlag } from '@otklik/contracts';
import { describe, expect, it } from 'vitest';
import { answeredPosition, callAs, confirmReviewFlags, connectedSeeker, type HhSeeker, type HhTestApp, personaSeeker } from '@otklik/api/testing';
import { hhAppTest } from '@otklik/api/testing/vitest';

/**
 * «Проверьте» on the written resume: facts whose source is uncertain (an employer only the answers name, a month
 * worked out, an achievement that could belong to two jobs) wait for the seeker, who confirms or corrects each in
 * place; the resume is published only then, and the corrections are the seeker's facts for the next positions.
 */

/** An hh resume with no work experience at all: every employer the seeker names is new to hh. */
const NO_EXPERIENCE_RESUME = {
  title: 'Продавец-консультант',
  first_name: 'Ирина',
  last_name: 'Котова',
  area: { id: '1' },
  gender: { id: 'female', name: 'Женский' },
  citizenship: [{ id: '113' }],
  contact: [{ type: { id: 'email', name: 'Эл. почта' }, value: 'irina.kotova@example.ru', preferred: true }],
  education: { level: { id: 'special_secondary', name: 'Среднее специальное' } },
  language: [{ id: 'rus', name: 'Русский', level: { id: 'l1' } }],
  skill_set: ['Работа с кассой'],
};

/** Two employers, both only in the answers; the second answer's last achievement is really the earlier job's. */
const ANSWERS = [
  'С 2021 года работаю администратором торгового зала в сети магазинов «Пятёрочка». До этого два года была продавцом-кассиром в магазине «Весна».',
  'В «Пятёрочке» сократила списания просрочки на 30% за полгода. Обучила 5 новых кассиров.',
  'Работа с кассой, выкладка по планограмме, инвентаризация.',
  'Торговый колледж, 2018, коммерция.',
  'Хочу стать директором магазина.',
];

let t: HhTestApp;

hhAppTest().beforeAll(async ({ hhApp }) => {
  t = hhApp;
});

async function writtenDraft(seeker: HhSeeker & { hhResumeIds: string[] }): Promise<{ positionId: string; resume: GeneratedResume }> {
  const { position } = await answeredPosition(t.app, seeker, { title: 'Администратор магазина', answers: ANSWERS, resume_id: seeker.hhResumeIds[0]! });
  const res = await callAs(t.app, seeker, 'POST', `/api/positions/${position.id}/resume`);
  expect(res.statusCode, res.body).toBe(201);
  return { positionId: position.id, resume: generatedResumeSchema.parse(res.json()) };
}

const review = (seeker: HhSeeker, positionId: string, body: object) => callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/resume/review`, body);
const lines = (description: string | null): string[] =>
  (description ?? '')
    .split('\n')
    .map((l) => l.replace(/^—\s*/u, '').trim())
    .filter((l) => l !== '');
const jobIndexOf = (resume: GeneratedResume, pattern: RegExp): number => resume.resume.experience.findIndex((j) => pattern.test(j.company ?? ''));

describe('POST /api/positions/{id}/resume/review and publishing: the seeker checks what the assistant was unsure of', () => {
  it('flags the employers only the answers name, refuses to publish until each flag is resolved, and publishes the corrected resume on hh', async () => {
    const seeker = await personaSeeker(t.app, t.hh, [NO_EXPERIENCE_RESUME]);
    const { positionId, resume } = await writtenDraft(seeker);
    const store = jobIndexOf(resume, /Пят[её]рочк/u);
    const earlier = jobIndexOf(resume, /Весн/u);
    expect(store, JSON.stringify(resume.resume.experience)).toBeGreaterThanOrEqual(0);
    expect(earlier, JSON.stringify(resume.resume.experience)).toBeGreaterThanOrEqual(0);
    // Each employer shows where it came from: the answer's words.
    expect(resume.resume.sources).toContainEqual(expect.objectContaining({ field: `experience[${store}].company`, kind: 'answer', question_number: 1 }));
    const newEmployers = resume.flags.filter((f) => f.kind === 'new_employer').map((f) => f.job);
    expect(newEmployers.sort()).toEqual([store, earlier].sort());
    // «С 2021 года» names no month: the start month is worked out.
    expect(resume.flags).toContainEqual(expect.objectContaining({ kind: 'computed_date', job: store, field: 'start' }));

    const refused = await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/resume/publish`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'review_unresolved', detail: POSITION_DETAIL.reviewUnresolved });

    // The achievement about training cashiers belongs to the earlier job: moved there, it is the seeker's fact.
    const bullet = lines(resume.resume.experience[store]!.description).findIndex((l) => /кассир/u.test(l));
    expect(bullet).toBeGreaterThanOrEqual(0);
    const text = lines(resume.resume.experience[store]!.description)[bullet]!;
    const moved = await review(seeker, positionId, { action: 'move_achievement', job: store, bullet, to_job: earlier });
    expect(moved.statusCode, moved.body).toBe(200);
    const afterMove = generatedResumeSchema.parse(moved.json());
    expect(lines(afterMove.resume.experience[earlier]!.description)).toContain(text);
    expect(lines(afterMove.resume.experience[store]!.description)).not.toContain(text);
    expect(afterMove.resume.sources).toContainEqual(expect.objectContaining({ field: `experience[${earlier}].description`, fact: text, kind: 'seeker' }));

    // The earlier job's role and months, corrected in place.
    const edited = await review(seeker, positionId, {
      action: 'edit_job',
      job: earlier,
      company: 'Весна',
      position: 'Старший продавец-кассир',
      start: '2019-02',
      end: '2020-12',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit = generatedResumeSchema.parse(edited.json());
    expect(afterEdit.flags.filter((f) => f.job === earlier)).toEqual([]);

    const confirmed = await confirmReviewFlags(t.app, seeker, positionId);
    expect(confirmed.map((f) => f.job)).not.toContain(earlier);
    const published = await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/resume/publish`);
    expect(published.statusCode, published.body).toBe(200);
    const done = generatedResumeSchema.parse(published.json());
    expect(done.flags).toEqual([]);

    const { state } = t.hh.sandbox;
    const onHh = state.applicants.resumesOf(state.applicants.findByEmail(seeker.hhEmail)!).find((r) => r.id === done.hh_resume_id)!.body as unknown as {
      experience: { company: string; position: string; start: string; end: string | null; description: string | null }[];
    };
    const earlierOnHh = onHh.experience.find((j) => j.company === 'Весна');
    expect(earlierOnHh).toMatchObject({ position: 'Старший продавец-кассир' });
    expect(earlierOnHh!.start.slice(0, 7)).toBe('2019-02');
    expect(earlierOnHh!.description).toContain(text);
    const storeOnHh = onHh.experience.find((j) => /Пят[её]рочк/u.test(j.company));
    expect(storeOnHh).toBeDefined();
    expect(storeOnHh!.description ?? '').not.toContain(text);

    // Published: the review is over.
    const late = await review(seeker, positionId, { action: 'remove_job', job: 0 });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ code: string }>().code).toBe('resume_locked');

    // The next position starts from the seeker's corrections: employer, role, months and the achievement's place.
    const next = await writtenDraft(seeker);
    const nextEarlier = jobIndexOf(next.resume, /Весн/u);
    const nextStore = jobIndexOf(next.resume, /Пят[её]рочк/u);
    expect(next.resume.resume.experience[nextEarlier]).toMatchObject({
      company: 'Весна',
      position: 'Старший продавец-кассир',
      start: '2019-02',
      end: '2020-12',
    });
    expect(lines(next.resume.resume.experience[nextEarlier]!.description)).toContain(text);
    expect(lines(next.resume.resume.experience[nextStore]!.description)).not.toContain(text);
    expect(next.resume.resume.sources).toContainEqual(expect.objectContaining({ field: `experience[${nextEarlier}].company`, kind: 'seeker' }));
    expect(next.resume.flags.filter((f) => f.job === nextEarlier || f.kind === 'new_employer')).toEqual([]);
  });

  it('keeps a job told without its employer, with its result; «confirm» is refused until the seeker names the employer', async () => {
    const seeker = await personaSeeker(t.app, t.hh, [NO_EXPERIENCE_RESUME]);
    const { position } = await answeredPosition(t.app, seeker, {
      title: 'Продавец-консультант',
      resume_id: seeker.hhResumeIds[0]!,
      answers: [
        'Работаю продавцом-консультантом с марта 2022 года.',
        'Подняла средний чек на 15% за квартал.',
        'Работа с кассой, выкладка товара.',
        'Торговый колледж, 2018.',
        'Хочу вырасти до администратора.',
      ],
    });
    const written = await callAs(t.app, seeker, 'POST', `/api/positions/${position.id}/resume`);
    expect(written.statusCode, written.body).toBe(201);
    const resume = generatedResumeSchema.parse(written.json());
    const job = resume.resume.experience.findIndex((j) => j.company === null);
    expect(job, JSON.stringify(resume.resume.experience)).toBeGreaterThanOrEqual(0);
    expect(resume.resume.experience[job]).toMatchObject({ position: 'Продавец-консультант', start: '2022-03', end: null });
    expect(lines(resume.resume.experience[job]!.description).join(' ')).toMatch(/15%/u);
    const flag = resume.flags.find((f) => f.kind === 'missing_employer');
    expect(flag).toMatchObject({ job });

    const confirmed = await review(seeker, position.id, { action: 'confirm', flag_id: flag!.id });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json()).toEqual({ code: 'review_needs_fix', detail: POSITION_DETAIL.reviewNeedsFix });
    const refused = await callAs(t.app, seeker, 'POST', `/api/positions/${position.id}/resume/publish`);
    expect(refused.json()).toMatchObject({ code: 'review_unresolved' });

    const named = await review(seeker, position.id, {
      action: 'edit_job',
      job,
      company: 'ИП Соколова',
      position: 'Продавец-консультант',
      start: '2022-03',
      end: null,
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(generatedResumeSchema.parse(named.json()).flags.filter((f) => f.kind === 'missing_employer')).toEqual([]);
  });

  it('confirms, adds and removes jobs; an unknown flag or line is refused with review_target_gone', async () => {
    const seeker = await personaSeeker(t.app, t.hh, [NO_EXPERIENCE_RESUME]);
    const { positionId, resume } = await writtenDraft(seeker);
    const flag: ReviewFlag = resume.flags.find((f) => f.kind === 'new_employer')!;
    const confirmed = generatedResumeSchema.parse((await review(seeker, positionId, { action: 'confirm', flag_id: flag.id })).json());
    expect(confirmed.flags.map((f) => f.id)).not.toContain(flag.id);
    expect(confirmed.resume.sources).toContainEqual(expect.objectContaining({ field: `experience[${flag.job}].company`, fact: flag.fact, kind: 'seeker' }));

    const again = await review(seeker, positionId, { action: 'confirm', flag_id: flag.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'review_target_gone', detail: POSITION_DETAIL.reviewTargetGone });
    const noLine = await review(seeker, positionId, { action: 'move_achievement', job: 0, bullet: 40, to_job: 1 });
    expect(noLine.json<{ code: string }>().code).toBe('review_target_gone');

    const count = confirmed.resume.experience.length;
    const added = generatedResumeSchema.parse(
      (await review(seeker, positionId, { action: 'add_job', company: 'ИП Соколов', position: 'Кассир', start: '2016-06', end: '2016-08' })).json(),
    );
    expect(added.resume.experience).toHaveLength(count + 1);
    expect(added.flags.filter((f) => f.job === count)).toEqual([]);
    const removed = generatedResumeSchema.parse((await review(seeker, positionId, { action: 'remove_job', job: count })).json());
    expect(removed.resume.experience.map((j) => j.company)).not.toContain('ИП Соколов');
  });

  it('an employer renamed in the editor is the seeker’s fact on the next position’s resume', async () => {
    const seeker = await personaSeeker(t.app, t.hh, [NO_EXPERIENCE_RESUME]);
    const { positionId, resume } = await writtenDraft(seeker);
    const store = jobIndexOf(resume, /Пят[её]рочк/u);
    const { title, skill_set, skills, experience, education, language } = resume.resume;
    const renamed = experience.map((job, i) => ({ ...job, company: i === store ? 'Пятёрочка (X5 Group)' : job.company!, start: job.start ?? '2019-01' }));
    const put = await callAs(t.app, seeker, 'PUT', `/api/positions/${positionId}/resume`, {
      title,
      skill_set,
      skills,
      experience: renamed,
      education,
      language,
    });
    expect(put.statusCode, put.body).toBe(200);
    const edited = generatedResumeSchema.parse(put.json());
    expect(edited.flags.filter((f) => f.job === store && f.kind === 'new_employer')).toEqual([]);

    const next = await writtenDraft(seeker);
    const job = next.resume.resume.experience.find((j) => j.company === 'Пятёрочка (X5 Group)');
    expect(job, JSON.stringify(next.resume.resume.experience)).toBeDefined();
    expect(next.resume.resume.experience.filter((j) => /Пят[её]рочк/u.test(j.company ?? ''))).toHaveLength(1);
    expect(next.resume.flags.filter((f) => f.kind === 'new_employer' && f.fact === 'Пятёрочка (X5 Group)')).toEqual([]);
  });

  it('two answers at once both count', async () => {
    const seeker = await personaSeeker(t.app, t.hh, [NO_EXPERIENCE_RESUME]);
    const { positionId, resume } = await writtenDraft(seeker);
    const [a, b] = resume.flags;
    expect(b).toBeDefined();
    const results = await Promise.all([a!, b!].map((f) => review(seeker, positionId, { action: 'confirm', flag_id: f.id })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const open = generatedResumeSchema.parse((await callAs(t.app, seeker, 'GET', `/api/positions/${positionId}/resume`)).json()).flags.map((f) => f.id);
    expect(open).not.toContain(a!.id);
    expect(open).not.toContain(b!.id);
  });

  it('an achievement told under no job waits for the seeker: publishing is refused until it is placed or left out, and hh holds it under the job chosen', async () => {
    // Two jobs held now; the second answer's results name neither, so nothing tells which job they belong to.
    const twoNow = [
      'С 2021 года работаю администратором в магазине «Весна», а с 2022 года ещё и кассиром в сети «Пятёрочка».',
      'Сократила недостачи по кассе с 2% до 0,5%. Обучила 5 новых кассиров.',
      ...ANSWERS.slice(2),
    ];
    const seeker = await personaSeeker(t.app, t.hh, [NO_EXPERIENCE_RESUME]);
    const write = async (): Promise<{ positionId: string; resume: GeneratedResume }> => {
      const { position } = await answeredPosition(t.app, seeker, { title: 'Администратор магазина', answers: twoNow, resume_id: seeker.hhResumeIds[0]! });
      const res = await callAs(t.app, seeker, 'POST', `/api/positions/${position.id}/resume`);
      expect(res.statusCode, res.body).toBe(201);
      return { positionId: position.id, resume: generatedResumeSchema.parse(res.json()) };
    };
    const { positionId, resume } = await write();
    const store = jobIndexOf(resume, /Пят[её]рочк/u);
    expect(store, JSON.stringify(resume.resume.experience)).toBeGreaterThanOrEqual(0);
    // Neither job gets the results; the draft carries them under no job, each flagged, with the answer it came from.
    const unplaced = resume.resume.unplaced ?? [];
    expect(unplaced, JSON.stringify(resume.resume)).toHaveLength(2);
    const [shortage, trained] = unplaced as [string, string];
    expect(shortage).toMatch(/0,5%/u);
    expect(trained).toMatch(/кассиров/u);
    expect(resume.resume.experience.flatMap((j) => lines(j.description))).toEqual([]);
    expect(resume.resume.sources).toContainEqual(
      expect.objectContaining({ field: 'unplaced[0]', kind: 'answer', question_number: 2, quote: 'Сократила недостачи по кассе с 2% до 0,5%.' }),
    );
    const flags = resume.flags.filter((f) => f.kind === 'unplaced_achievement');
    expect(flags.map((f) => [f.job, f.bullet, f.fact])).toEqual([
      [null, 0, shortage],
      [null, 1, trained],
    ]);

    const refused = await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/resume/publish`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'review_unresolved', detail: POSITION_DETAIL.reviewUnresolved });
    // «Всё верно» is no answer here: it needs a job, or to be left out.
    const confirmed = await review(seeker, positionId, { action: 'confirm', flag_id: flags[0]!.id });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json()).toEqual({ code: 'review_needs_place', detail: POSITION_DETAIL.reviewNeedsPlace });
    const unknown = await review(seeker, positionId, { action: 'place_achievement', flag_id: 'unplaced_achievement:000000000000', to_job: store });
    expect(unknown.json()).toEqual({ code: 'review_target_gone', detail: POSITION_DETAIL.reviewTargetGone });
    const noJob = await review(seeker, positionId, { action: 'place_achievement', flag_id: flags[0]!.id, to_job: 9 });
    expect(noJob.json<{ code: string }>().code).toBe('review_target_gone');
    for (const body of [
      { action: 'place_achievement', flag_id: flags[0]!.id },
      { action: 'place_achievement', flag_id: '', to_job: store },
      { action: 'place_achievement', flag_id: flags[0]!.id, to_job: -1 },
      { action: 'leave_out_achievement' },
      { action: 'leave_out_achievement', flag_id: flags[1]!.id, to_job: store },
    ]) {
      const res = await review(seeker, positionId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('validation_failed');
    }

    // The shortage was at the chain store: moved there, it is the seeker's fact with the answer's words beside it.
    const placed = await review(seeker, positionId, { action: 'place_achievement', flag_id: flags[0]!.id, to_job: store });
    expect(placed.statusCode, placed.body).toBe(200);
    const afterPlace = generatedResumeSchema.parse(placed.json());
    expect(lines(afterPlace.resume.experience[store]!.description)).toEqual([shortage]);
    expect(afterPlace.resume.unplaced).toEqual([trained]);
    expect(afterPlace.resume.sources).toContainEqual(expect.objectContaining({ field: `experience[${store}].description`, fact: shortage, kind: 'seeker' }));
    expect(afterPlace.resume.sources).toContainEqual(
      expect.objectContaining({ field: `experience[${store}].description`, fact: shortage, kind: 'answer', question_number: 2 }),
    );
    expect(afterPlace.flags.filter((f) => f.kind === 'unplaced_achievement').map((f) => f.id)).toEqual([flags[1]!.id]);
    expect((await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/resume/publish`)).json<{ code: string }>().code).toBe('review_unresolved');

    // The training is left out; then the rest is confirmed and the resume published.
    const left = await review(seeker, positionId, { action: 'leave_out_achievement', flag_id: flags[1]!.id });
    expect(left.statusCode, left.body).toBe(200);
    const afterLeave = generatedResumeSchema.parse(left.json());
    expect(afterLeave.resume.unplaced).toBeUndefined();
    expect(afterLeave.flags.some((f) => f.kind === 'unplaced_achievement')).toBe(false);
    await confirmReviewFlags(t.app, seeker, positionId);
    const published = await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/resume/publish`);
    expect(published.statusCode, published.body).toBe(200);
    const done = generatedResumeSchema.parse(published.json());
    const { state } = t.hh.sandbox;
    const onHh = state.applicants.resumesOf(state.applicants.findByEmail(seeker.hhEmail)!).find((r) => r.id === done.hh_resume_id)!.body as unknown as {
      experience: { company: string; description: string | null }[];
    };
    const storeOnHh = onHh.experience.find((j) => /Пят[её]рочк/u.test(j.company));
    expect(storeOnHh?.description ?? '', JSON.stringify(onHh.experience)).toContain(shortage);
    expect(onHh.experience.some((j) => (j.description ?? '').includes(trained))).toBe(false);
    expect(JSON.stringify(onHh)).not.toContain('unplaced');

    // The next position starts from the seeker's choices: the shortage under the chain store, the training not asked again.
    const next = await write();
    const nextStore = jobIndexOf(next.resume, /Пят[её]рочк/u);
    expect(lines(next.resume.resume.experience[nextStore]!.description)).toContain(shortage);
    expect(next.resume.resume.unplaced).toBeUndefined();
    expect(next.resume.flags.some((f) => f.kind === 'unplaced_achievement')).toBe(false);
  });

  it('answers 404 for another seeker’s position, 400 for a malformed answer, 409 before the resume is written, 401 without a session', async () => {
    const seeker = await personaSeeker(t.app, t.hh, [NO_EXPERIENCE_RESUME]);
    const stranger = await connectedSeeker(t.app, t.hh);
    const { positionId, resume } = await writtenDraft(seeker);
    const flagId = resume.flags[0]!.id;

    const foreign = await review(stranger, positionId, { action: 'confirm', flag_id: flagId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'position_not_found', detail: POSITION_DETAIL.positionNotFound });
    expect((await callAs(t.app, stranger, 'POST', `/api/positions/${positionId}/resume/publish`)).statusCode).toBe(404);
    expect((await review(stranger, 'not-a-uuid', { action: 'remove_job', job: 0 })).statusCode).toBe(404);

    for (const body of [
      {},
      { action: 'delete_everything' },
      { action: 'confirm' },
      { action: 'confirm', flag_id: '' },
      { action: 'move_achievement', job: 0, bullet: 0, to_job: 0 },
      { action: 'move_achievement', job: -1, bullet: 0, to_job: 1 },
      { action: 'edit_job', job: 0, company: 'Весна', position: 'Кассир', start: '2019-13', end: null },
      { action: 'edit_job', job: 0, company: '', position: 'Кассир', start: '2019-01', end: null },
      { action: 'add_job', company: 'Весна', position: 'Кассир', start: '2020-05', end: '2019-01' },
      { action: 'remove_job', job: 0, extra: true },
    ]) {
      const res = await review(seeker, positionId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('validation_failed');
    }
    // Nothing changed.
    expect(generatedResumeSchema.parse((await callAs(t.app, seeker, 'GET', `/api/positions/${positionId}/resume`)).json())).toEqual(resume);

    const { position } = await answeredPosition(t.app, seeker, { title: 'Администратор магазина', answers: ANSWERS, resume_id: seeker.hhResumeIds[0]! });
    const early = await review(seeker, position.id, { action: 'remove_job', job: 0 });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ code: string }>().code).toBe('resume_not_ready');

    expect(
      (await t.app.inject({ method: 'POST', url: `/api/positions/${positionId}/resume/review`, payload: { action: 'remove_job', job: 0 } })).statusCode,
    ).toBe(401);
  });
});
