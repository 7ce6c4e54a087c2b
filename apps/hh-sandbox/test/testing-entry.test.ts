import { hhMyResumesSchema, hhResumeSchema, hhTokenResponseSchema } from '@otklik/hh-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentAtSandbox, startSandbox, type RunningSandbox } from '../testing';

const UA = { 'user-agent': 'OtklikTest/1.0 (tests@otklik.example)' };

let hh: RunningSandbox;
beforeAll(async () => {
  hh = await startSandbox();
});
afterAll(() => hh.close());

/** Consent as `email` and exchange the code: an access token, as the product's OAuth flow gets one. */
async function signInAs(email: string): Promise<string> {
  const authorize = new URL('/oauth/authorize', hh.url);
  authorize.search = new URLSearchParams({
    response_type: 'code',
    client_id: hh.sandbox.config.clientId,
    redirect_uri: 'http://localhost:5173/connect',
    state: 'persona',
  }).toString();
  const { code } = await consentAtSandbox(authorize.toString(), email);
  const token = await fetch(`${hh.url}/token`, {
    method: 'POST',
    headers: { ...UA, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: hh.sandbox.config.clientId,
      client_secret: hh.sandbox.config.clientSecret,
      redirect_uri: 'http://localhost:5173/connect',
      code,
    }).toString(),
  });
  expect(token.status).toBe(200);
  return hhTokenResponseSchema.parse(await token.json()).access_token;
}

const get = async (path: string, access: string): Promise<unknown> => {
  const response = await fetch(`${hh.url}${path}`, { headers: { ...UA, authorization: `Bearer ${access}` } });
  expect(response.status, path).toBe(200);
  return response.json();
};

const nurse = {
  title: 'Медицинская сестра процедурного кабинета',
  first_name: 'Марина',
  last_name: 'Соколова',
  gender: { id: 'female' },
  area: { id: '2' },
  skill_set: ['Внутривенные инъекции', 'Забор крови', 'Асептика'],
  experience: [
    {
      company: 'Городская поликлиника № 12',
      position: 'Процедурная медсестра',
      start: '2019-09-01',
      end: null,
      description: 'Выполняла до 60 процедур в смену без осложнений.',
    },
  ],
};

describe('@otklik/hh-sandbox/testing: an applicant with a given resume (POST /__control/applicants)', () => {
  it('signs in as an applicant whose only resume is the one given, published, with its employer and achievement', async () => {
    const created = await hh.control.createApplicant('Marina.Sokolova@example.ru', [nurse]);
    expect(created).toMatchObject({ email: 'marina.sokolova@example.ru', first_name: 'Марина', last_name: 'Соколова' });
    expect(created.resumes).toEqual([{ id: created.resume_ids[0], title: nurse.title, status: 'published' }]);

    const access = await signInAs('marina.sokolova@example.ru');
    const mine = hhMyResumesSchema.parse(await get('/resumes/mine', access));
    expect(mine.items.map((r) => [r.id, r.title, r.status.id])).toEqual([[created.resume_ids[0], nurse.title, 'published']]);
    const resume = hhResumeSchema.parse(await get(`/resumes/${created.resume_ids[0]}`, access));
    expect(resume.experience).toEqual([
      expect.objectContaining({ company: 'Городская поликлиника № 12', description: 'Выполняла до 60 процедур в смену без осложнений.' }),
    ]);
    expect(resume.area).toMatchObject({ id: '2' });
  });

  it('keeps resumes unpublished on request, and refuses a taken e-mail or a body outside hh’s resume contract', async () => {
    const draft = await hh.control.createApplicant('draft@example.ru', [{ ...nurse, title: 'Старшая медсестра' }], { publish: false });
    expect(draft.resumes.map((r) => r.status)).toEqual(['not_published']);
    await expect(hh.control.createApplicant('draft@example.ru', [nurse])).rejects.toThrow(/400 .*"value":"email"/);
    await expect(hh.control.createApplicant('bad@example.ru', [{ ...nurse, skill_set: [''] }])).rejects.toThrow(/400 .*resumes\.0\.skill_set/);
    await expect(hh.control.createApplicant('none@example.ru', [])).rejects.toThrow(/400 .*resumes/);
    expect((await hh.control.applicants()).map((a) => a.email)).not.toContain('bad@example.ru');
  });
});
