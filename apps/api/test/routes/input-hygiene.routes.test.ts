import { ERROR_CATALOGUE, positionSchema } from '@otklik/contracts';
import { describe, expect, it } from 'vitest';
import { callAs, connectedSeeker, type HhSeeker, type HhTestApp, resumesOf, uniqueEmail } from '@otklik/api/testing';
import { hhAppTest } from '@otklik/api/testing/vitest';

/**
 * Bad input at the edge: a NUL, another control character or a lone surrogate in any text field (body,
 * query, path) is a 400 `invalid_text` naming the field, never a 500; hh ids that are not hh's format are a 400, never
 * a 503 from hh. Runs on the sandbox so the hh paths are the real ones.
 */

let t: HhTestApp;
let seeker: HhSeeker;
let resumeId: string;
let positionId: string;
let questionId: string;

const BAD = { nul: 'Анна\u0000', surrogate: 'Анна\ud800', lowSurrogate: '\udc00x', bell: 'a\u0007b', del: 'x\u007f' };

hhAppTest().beforeAll(async ({ hhApp }) => {
  t = hhApp;
  seeker = await connectedSeeker(t.app, t.hh);
  const resumes = await resumesOf(t.app, seeker);
  resumeId = resumes[0]!.id;
  const created = await callAs(t.app, seeker, 'POST', '/api/positions', positionBody({ resume_id: resumeId }));
  expect(created.statusCode, created.body).toBe(201);
  positionId = positionSchema.parse(created.json()).id;
  const questions = await callAs(t.app, seeker, 'GET', `/api/positions/${positionId}/questions`);
  expect(questions.statusCode, questions.body).toBe(200);
  questionId = questions.json<{ questions: { id: string }[] }>().questions[0]!.id;
});

function positionBody(patch: object = {}) {
  return {
    title: 'Системный аналитик',
    resume_id: resumeId,
    areas: [{ id: '1', name: 'Москва' }],
    salary: { amount: 150_000, currency: 'RUR' },
    letter_styles: ['classic'],
    ...patch,
  };
}

function expectInvalidText(response: { statusCode: number; body: string; json: () => unknown }, field: string): void {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ code: 'invalid_text', detail: `Field '${field}' contains a control character or an unpaired surrogate` });
}

describe('bad text at the edge → 400 invalid_text', () => {
  it('the catalogue has the code with status 400', () => {
    expect(ERROR_CATALOGUE.invalid_text.status).toBe(400);
  });

  it('register: a NUL, a lone surrogate or a control character in the name; nothing is created', async () => {
    for (const name of Object.values(BAD)) {
      const email = uniqueEmail();
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'long enough password', name } });
      expectInvalidText(response, 'name');
      // The e-mail is still free: the refused request stored nothing.
      const again = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'long enough password', name: 'Анна' } });
      expect(again.statusCode, again.body).toBe(200);
    }
  });

  it('register: a NUL in the email, or in a form-encoded login', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'a\u0000@example.com', password: 'long enough password' },
    });
    expectInvalidText(response, 'email');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a%00%40example.com&password=x',
    });
    expectInvalidText(form, 'username');
  });

  it('position title, and a city name nested in the body', async () => {
    expectInvalidText(await callAs(t.app, seeker, 'POST', '/api/positions', positionBody({ title: `Аналитик${BAD.nul}` })), 'title');
    expectInvalidText(await callAs(t.app, seeker, 'POST', '/api/positions', positionBody({ title: `Аналитик${BAD.surrogate}` })), 'title');
    expectInvalidText(await callAs(t.app, seeker, 'POST', '/api/positions', positionBody({ areas: [{ id: '1', name: 'Мос\u0000ква' }] })), 'areas.0.name');
  });

  it('resume_id with a NUL or a lone surrogate', async () => {
    expectInvalidText(await callAs(t.app, seeker, 'POST', '/api/positions', positionBody({ resume_id: `${resumeId}\u0000` })), 'resume_id');
    expectInvalidText(await callAs(t.app, seeker, 'POST', '/api/positions', positionBody({ resume_id: '\ud800' })), 'resume_id');
  });

  it('answer text', async () => {
    for (const text of [BAD.nul, BAD.surrogate, BAD.lowSurrogate]) {
      expectInvalidText(await callAs(t.app, seeker, 'PUT', `/api/positions/${positionId}/answers/${questionId}`, { text }), 'text');
    }
    // Line breaks and tabs are ordinary text and still pass the hook.
    const fine = await callAs(t.app, seeker, 'PUT', `/api/positions/${positionId}/answers/${questionId}`, {
      text: 'Строка один\nСтрока\tдва, достаточно длинный ответ',
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('feedback message and action', async () => {
    expectInvalidText(await callAs(t.app, seeker, 'POST', '/api/feedback/create_feedback', { action: '', score: 4, message: `Хорошо${BAD.nul}` }), 'message');
    expectInvalidText(await callAs(t.app, seeker, 'POST', '/api/feedback/create_feedback', { action: BAD.surrogate, score: 4, message: '' }), 'action');
  });

  it('the query string and the path', async () => {
    expectInvalidText(await callAs(t.app, seeker, 'GET', '/api/areas/suggest?text=%D0%9C%D0%BE%00'), 'text');
    expectInvalidText(await callAs(t.app, seeker, 'GET', `/api/positions/${positionId}%00`), 'id');
    expectInvalidText(await t.app.inject({ method: 'GET', url: '/api/referrals/abc%07' }), 'code');
  });

  it('an object key with a NUL', async () => {
    const response = await callAs(t.app, seeker, 'POST', '/api/feedback/create_feedback', { action: '', score: 4, message: '', ['x\u0000']: 1 });
    expectInvalidText(response, 'x\u0000');
  });
});

describe('hh ids are checked against hh’s format (400, not a 503 from hh)', () => {
  it("POST /api/positions {resume_id: 'mine'} → 400 validation_failed on resume_id, not hh's 503", async () => {
    for (const bad of ['mine', '../me', 'abc def', 'x'.repeat(10), '']) {
      const response = await callAs(t.app, seeker, 'POST', '/api/positions', positionBody({ resume_id: bad }));
      expect(response.statusCode, `${bad}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', issues: [{ path: 'resume_id' }] });
    }
  });

  it('a well-formed resume id the seeker does not own is still resume_not_found (400)', async () => {
    const response = await callAs(t.app, seeker, 'POST', '/api/positions', positionBody({ resume_id: '0123456789abcdef0123456789abcdef012345' }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'resume_not_found' });
  });

  it('confirm with a vacancy id that is not digits → 400 on vacancy_ids', async () => {
    const response = await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/confirm`, { vacancy_ids: ['mine'] });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', issues: [{ path: 'vacancy_ids.0' }] });
  });
});
