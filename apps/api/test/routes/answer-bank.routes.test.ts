import { answerBankSchema, assistedPacketSchema, draftAnswerSchema } from '@otklik/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answerBanks } from '../../src/db/schema/answer-bank';
import { applications } from '../../src/db/schema/applications';
import { positions } from '../../src/db/schema/positions';
import { insertPosition, insertQueued, signInSeeker, type Seeker, type TestApp } from '@otklik/api/testing';
import { appTest } from '@otklik/api/testing/vitest';

/** /api/answer-bank and the assisted-apply packet: validation per field, drafts, ownership. */

let t: TestApp;
appTest().beforeAll(({ app }) => {
  t = app;
});

type Method = 'GET' | 'PUT' | 'PATCH' | 'POST';
const call = (seeker: Seeker, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: seeker.jar.headers(), ...(payload === undefined ? {} : { payload: payload as object }) });

const FULL = {
  salary: { amount: 250_000, currency: 'RUR', gross: 'net', period: 'month' },
  notice_period: { amount: 2, unit: 'week' },
  relocation: 'discuss',
  work_format: ['remote', 'hybrid'],
  business_trips: 'sometimes',
  english_level: 'b2',
  portfolio_url: 'https://github.com/anna-dev',
  skill_years: [{ skill: 'Python', years: 5 }],
  work_permit: 'Россия',
  citizenship: 'Россия',
};

describe('GET / PUT / PATCH /api/answer-bank', () => {
  it('an unfilled bank has every fact null', async () => {
    const seeker = await signInSeeker(t.app);
    const response = await call(seeker, 'GET', '/api/answer-bank');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const bank = answerBankSchema.parse(response.json());
    expect(Object.values(bank).every((v) => v === null)).toBe(true);
  });

  it('PUT stores the whole bank and GET gives it back; a fact left out of the next PUT is cleared', async () => {
    const seeker = await signInSeeker(t.app);
    const put = await call(seeker, 'PUT', '/api/answer-bank', FULL);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ ...FULL, updated_at: t.clock.now().toISOString() });
    expect((await call(seeker, 'GET', '/api/answer-bank')).json()).toMatchObject(FULL);

    const { citizenship: _dropped, ...rest } = FULL;
    expect((await call(seeker, 'PUT', '/api/answer-bank', rest)).json()).toMatchObject({ ...rest, citizenship: null });
  });

  it('PATCH changes only the facts given; null clears one', async () => {
    const seeker = await signInSeeker(t.app);
    await call(seeker, 'PUT', '/api/answer-bank', FULL);
    const patched = await call(seeker, 'PATCH', '/api/answer-bank', { relocation: 'not_ready', portfolio_url: null });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ ...FULL, relocation: 'not_ready', portfolio_url: null });
  });

  it("the portfolio link is the account's one link: set in the bank it shows on the profile, and back; PUT without it keeps it", async () => {
    const seeker = await signInSeeker(t.app);
    const me = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: seeker.jar.headers() })).json() as { portfolio_link: string | null };
    await call(seeker, 'PATCH', '/api/answer-bank', { portfolio_url: 'https://github.com/anna-dev' });
    expect((await me()).portfolio_link).toBe('https://github.com/anna-dev');

    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: seeker.jar.headers(),
      payload: { portfolio_link: 'https://behance.net/anna' },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect((await call(seeker, 'GET', '/api/answer-bank')).json()).toMatchObject({ portfolio_url: 'https://behance.net/anna' });

    const { portfolio_url: _link, ...withoutLink } = FULL;
    expect((await call(seeker, 'PUT', '/api/answer-bank', withoutLink)).json()).toMatchObject({ portfolio_url: 'https://behance.net/anna' });
    expect((await me()).portfolio_link).toBe('https://behance.net/anna');
    const drafted = await call(seeker, 'POST', '/api/answer-bank/draft', { question: 'Пришлите ссылку на портфолио' });
    expect(JSON.stringify(drafted.json())).toContain('https://behance.net/anna');

    await call(seeker, 'PATCH', '/api/answer-bank', { portfolio_url: null });
    expect((await me()).portfolio_link).toBeNull();
  });

  it('two PATCHes at once both stay', async () => {
    const seeker = await signInSeeker(t.app);
    await Promise.all([
      call(seeker, 'PATCH', '/api/answer-bank', { english_level: 'c1' }),
      call(seeker, 'PATCH', '/api/answer-bank', { business_trips: 'never' }),
    ]);
    expect((await call(seeker, 'GET', '/api/answer-bank')).json()).toMatchObject({ english_level: 'c1', business_trips: 'never' });
  });

  it.each([
    [{ salary: { amount: -5, currency: 'RUR', gross: 'net', period: 'month' } }, 'salary.amount'],
    [{ salary: { amount: 1000.5, currency: 'RUR', gross: 'net', period: 'month' } }, 'salary.amount'],
    [{ salary: { amount: 1000, currency: 'GBP', gross: 'net', period: 'month' } }, 'salary.currency'],
    [{ salary: { amount: 1000, currency: 'RUR', gross: 'brutto', period: 'month' } }, 'salary.gross'],
    [{ notice_period: { amount: 53, unit: 'week' } }, 'notice_period.amount'],
    [{ relocation: 'maybe' }, 'relocation'],
    [{ work_format: [] }, 'work_format'],
    [{ work_format: ['moon'] }, 'work_format.0'],
    [{ english_level: 'fluent' }, 'english_level'],
    [{ portfolio_url: 'javascript:alert(1)' }, 'portfolio_url'],
    [{ portfolio_url: 'github.com/anna' }, 'portfolio_url'],
    [{ skill_years: [{ skill: 'Python', years: 61 }] }, 'skill_years.0.years'],
    [{ skill_years: [{ skill: 'Python', years: 1.3 }] }, 'skill_years.0.years'],
    [
      {
        skill_years: [
          { skill: 'Python', years: 2 },
          { skill: 'python', years: 3 },
        ],
      },
      'skill_years',
    ],
    [{ citizenship: '' }, 'citizenship'],
    [{ work_permit: 'x'.repeat(201) }, 'work_permit'],
  ])('refuses %j with 400 naming %s, and stores nothing', async (body, path) => {
    const seeker = await signInSeeker(t.app);
    for (const method of ['PUT', 'PATCH'] as const) {
      const response = await call(seeker, method, '/api/answer-bank', body);
      expect(response.statusCode, method).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
      expect(response.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    expect(await t.app.database.db.select().from(answerBanks).where(eq(answerBanks.userId, seeker.user.user_id))).toEqual([]);
  });

  it('refuses unknown keys and an empty PATCH', async () => {
    const seeker = await signInSeeker(t.app);
    expect((await call(seeker, 'PUT', '/api/answer-bank', { religion: 'x' })).statusCode).toBe(400);
    expect((await call(seeker, 'PATCH', '/api/answer-bank', {})).statusCode).toBe(400);
  });

  it('401 without a session; each seeker sees only their own bank', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/answer-bank' })).statusCode).toBe(401);
    const anna = await signInSeeker(t.app);
    const boris = await signInSeeker(t.app);
    await call(anna, 'PUT', '/api/answer-bank', FULL);
    expect((await call(boris, 'GET', '/api/answer-bank')).json()).toMatchObject({ salary: null, citizenship: null });
  });
});

/** A position with a resume snapshot and answers, as the questionnaire leaves it. */
async function positionWithAnswers(userId: string): Promise<string> {
  const id = await insertPosition(t.app, userId, 'resume-1');
  await t.app.database.db
    .update(positions)
    .set({
      title: 'Python-разработчик',
      resumeSnapshot: {
        facts: {
          title: 'Python-разработчик',
          area: 'Москва',
          skills: ['Python', 'Django'],
          about: null,
          experience: [{ company: 'Ромашка', position: 'Python-разработчик', start: '2021-03', end: null, description: 'Backend на Django.' }],
          total_experience_months: 60,
          salary: null,
        },
        current_employer_ids: [],
      },
      questions: [
        { id: 'q1', text: 'Чем вы гордитесь в работе в Ромашке?', topic: 'results', experience_index: 0 },
        { id: 'q2', text: 'Какую работу вы ищете?', topic: 'growth' },
      ],
      answers: [
        { question_id: 'q1', text: 'В Ромашке ускорил отчёты с 2 с до 300 мс за счёт индексов PostgreSQL.' },
        { question_id: 'q2', text: 'Хочу в продуктовую команду, где много работы с данными.' },
      ],
    })
    .where(eq(positions.id, id));
  return id;
}

describe('POST /api/answer-bank/draft', () => {
  it('drafts a conditions answer from the bank', async () => {
    const seeker = await signInSeeker(t.app);
    await call(seeker, 'PUT', '/api/answer-bank', FULL);
    const response = await call(seeker, 'POST', '/api/answer-bank/draft', { question: 'Какой уровень заработной платы вы ожидаете?' });
    expect(response.statusCode).toBe(200);
    const draft = draftAnswerSchema.parse(response.json());
    expect(draft).toMatchObject({ category: 'conditions', missing: null, used: ['salary'] });
    expect(draft.draft).toMatch(/250\s000 ₽ в месяц на руки/u);
  });

  it('asks for an unknown fact once: after the PATCH the same question is answered from the bank', async () => {
    const seeker = await signInSeeker(t.app);
    const question = { question: 'Готовы ли вы к командировкам?' };
    expect((await call(seeker, 'POST', '/api/answer-bank/draft', question)).json()).toEqual({
      category: 'conditions',
      draft: '',
      missing: 'business_trips',
      missing_skill: null,
      used: [],
    });
    await call(seeker, 'PATCH', '/api/answer-bank', { business_trips: 'ready' });
    expect((await call(seeker, 'POST', '/api/answer-bank/draft', question)).json()).toMatchObject({
      draft: 'К командировкам готовность есть.',
      missing: null,
    });
  });

  it('never infers citizenship from the profile', async () => {
    const seeker = await signInSeeker(t.app);
    const positionId = await positionWithAnswers(seeker.user.user_id);
    const response = await call(seeker, 'POST', '/api/answer-bank/draft', { question: 'Какое у вас гражданство?', position_id: positionId });
    expect(response.json()).toMatchObject({ category: 'compliance', draft: '', missing: 'citizenship' });
  });

  it('drafts expertise from the position’s profile: the employer and the result said about it', async () => {
    const seeker = await signInSeeker(t.app);
    const positionId = await positionWithAnswers(seeker.user.user_id);
    const named = await call(seeker, 'POST', '/api/answer-bank/draft', { question: 'Расскажите о вашем самом сложном проекте', position_id: positionId });
    expect(named.statusCode).toBe(200);
    expect(named.json().category).toBe('expertise');
    expect(named.json().draft).toContain('Ромашка');
    expect(named.json().draft).toContain('300 мс');
    // Without position_id the newest position with answers is used.
    const newest = await call(seeker, 'POST', '/api/answer-bank/draft', { question: 'Почему вам интересна эта вакансия?' });
    expect(newest.json()).toMatchObject({ category: 'motivation' });
    expect(newest.json().draft).toContain('«Python-разработчик»');
  });

  it('another seeker’s position is not found; a bad question is refused', async () => {
    const anna = await signInSeeker(t.app);
    const boris = await signInSeeker(t.app);
    const annas = await positionWithAnswers(anna.user.user_id);
    const stolen = await call(boris, 'POST', '/api/answer-bank/draft', { question: 'Расскажите о проекте', position_id: annas });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ code: 'position_not_found' });
    expect(stolen.body).not.toContain('Ромашка');
    for (const question of ['', 'ab', 'я'.repeat(2001)]) {
      const response = await call(anna, 'POST', '/api/answer-bank/draft', { question });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', issues: [{ path: 'question' }] });
    }
  });
});

describe('GET /api/applications/{id}/assisted-packet', () => {
  async function assistedApplication(seeker: Seeker, status: 'assisted_apply' | 'sent' = 'assisted_apply'): Promise<string> {
    const positionId = await insertPosition(t.app, seeker.user.user_id, 'resume-1');
    const id = await insertQueued(t.app, {
      userId: seeker.user.user_id,
      positionId,
      resumeId: 'resume-1',
      vacancyId: String(Math.floor(Math.random() * 1e9)),
      letter: 'Здравствуйте! Откликаюсь на вакансию Python-разработчика.',
    });
    await t.app.database.db
      .update(applications)
      .set({ status, failureReason: status === 'sent' ? null : 'test_required' })
      .where(eq(applications.id, id));
    return id;
  }

  it('gives the letter, the bank’s answers and hh’s apply link', async () => {
    const seeker = await signInSeeker(t.app);
    await call(seeker, 'PUT', '/api/answer-bank', { ...FULL, citizenship: undefined, work_permit: undefined });
    const id = await assistedApplication(seeker);
    const response = await call(seeker, 'GET', `/api/applications/${id}/assisted-packet`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const packet = assistedPacketSchema.parse(response.json());
    expect(packet).toMatchObject({
      application_id: id,
      failure_reason: 'test_required',
      letter: 'Здравствуйте! Откликаюсь на вакансию Python-разработчика.',
    });
    expect(packet.apply_url).toMatch(/^https:\/\/hh\.ru\/applicant\/vacancy_response\?vacancyId=\d+$/u);
    const byField = new Map(packet.answers.map((a) => [a.field, a.answer]));
    expect(byField.get('salary')).toMatch(/250\s000 ₽/u);
    expect(byField.get('notice_period')).toBe('Могу приступить к работе через 2 недели после предложения.');
    expect(byField.get('english_level')).toBe('Уровень английского — B2 (средне-продвинутый).');
    expect(byField.get('citizenship')).toBeNull();
    expect(byField.get('work_permit')).toBeNull();
  });

  it('another seeker’s application or a malformed id → 404; a sent one → 409', async () => {
    const anna = await signInSeeker(t.app);
    const boris = await signInSeeker(t.app);
    const annas = await assistedApplication(anna);
    const stolen = await call(boris, 'GET', `/api/applications/${annas}/assisted-packet`);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ code: 'application_not_found', detail: 'Application not found' });
    expect(stolen.body).not.toContain('Здравствуйте');
    expect((await call(anna, 'GET', '/api/applications/not-a-uuid/assisted-packet')).statusCode).toBe(404);
    const sent = await assistedApplication(anna, 'sent');
    const refused = await call(anna, 'GET', `/api/applications/${sent}/assisted-packet`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'assisted_packet_unavailable' });
    expect((await t.app.inject({ method: 'GET', url: `/api/applications/${annas}/assisted-packet` })).statusCode).toBe(401);
  });
});
