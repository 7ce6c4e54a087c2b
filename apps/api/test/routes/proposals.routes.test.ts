import { POSITION_DETAIL, proposalListSchema, type Proposal } from '@otklik/contracts';
import { describe, expect, it } from 'vitest';
import {
  callAs,
  connectedSeeker,
  giveSandboxResume,
  type HhSeeker,
  type HhTestApp,
  positionReadyForProposals,
  publishedResumeOf,
  type RunningSandbox,
} from '@otklik/api/testing';
import { hhAppTest } from '@otklik/api/testing/vitest';

/**
 * Where the proposals come from and what they leave out: hh search in the position's areas, remote
 * vacancies when the seeker takes remote work, hh favourites; never a vacancy the seeker already applied to on hh,
 * nor one of the current employer.
 */

let hh: RunningSandbox;
let t: HhTestApp;

hhAppTest().beforeAll(({ hhApp }) => {
  t = hhApp;
  hh = t.hh;
});

const ANALYST_ANSWER = 'Писал требования и спецификации, работал с SQL и BPMN, согласовывал задачи с заказчиком.';

const analystPosition = (resumeId: string, patch: object = {}) => ({
  title: 'Системный аналитик',
  resume_id: resumeId,
  use_favorites: true,
  areas: [{ id: '1', name: 'Москва' }],
  remote: false,
  salary: { amount: 150_000, currency: 'RUR' },
  letter_styles: ['neutral'],
  ...patch,
});

async function propose(seeker: HhSeeker, positionId: string): Promise<Proposal[]> {
  const res = await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/proposals`);
  expect(res.statusCode, res.body).toBe(201);
  return proposalListSchema.parse(res.json()).items;
}

describe('proposals', () => {
  it('need a published resume first', async () => {
    const seeker = await connectedSeeker(t.app, hh);
    const resume = await publishedResumeOf(t.app, seeker);
    const created = await callAs(t.app, seeker, 'POST', '/api/positions', analystPosition(resume.id));
    const id = created.json<{ id: string }>().id;
    for (const method of ['POST', 'GET'] as const) {
      const res = await callAs(t.app, seeker, method, `/api/positions/${id}/proposals`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: POSITION_DETAIL.proposalsNotReady, code: 'proposals_not_ready' });
    }
  });

  it('leave out a vacancy the seeker applied to on hh, and mark hh favourites as such', async () => {
    const seeker = await connectedSeeker(t.app, hh);
    const resume = await publishedResumeOf(t.app, seeker);
    const positionId = await positionReadyForProposals(t.app, seeker, analystPosition(resume.id), ANALYST_ANSWER);
    const first = await propose(seeker, positionId);
    expect(first.length).toBeGreaterThanOrEqual(3);

    const { state } = hh.sandbox;
    const applicant = state.applicants.findByEmail(seeker.hhEmail)!;
    state.negotiations.apply(applicant, { vacancyId: first[0]!.vacancy_id, resumeId: resume.id, message: 'Откликнулся на сайте hh.' });
    applicant.favorites.add(first[1]!.vacancy_id);

    // POST …/proposals answers the stored ones once made, so a second position reads hh afresh.
    const second = await propose(seeker, await positionReadyForProposals(t.app, seeker, analystPosition(resume.id), ANALYST_ANSWER));
    expect(second.map((p) => p.vacancy_id)).not.toContain(first[0]!.vacancy_id);
    expect(second.find((p) => p.vacancy_id === first[1]!.vacancy_id)?.sources).toContain('favorites');
  });

  it('leave out every vacancy of the seeker’s current employer', async () => {
    const probe = await connectedSeeker(t.app, hh);
    const probeResume = await publishedResumeOf(t.app, probe);
    const baseline = await propose(probe, await positionReadyForProposals(t.app, probe, analystPosition(probeResume.id), ANALYST_ANSWER));
    const employer = baseline.find((p) => p.employer !== null)!.employer!;

    const seeker = await connectedSeeker(t.app, hh);
    const resumeId = giveSandboxResume(hh, seeker.hhEmail, { title: 'Аналитик', areaId: '1', skills: ['SQL', 'BPMN'], currentEmployer: employer.name });
    const positionId = await positionReadyForProposals(t.app, seeker, analystPosition(resumeId), ANALYST_ANSWER);
    const proposals = await propose(seeker, positionId);
    expect(proposals.length).toBeGreaterThan(0);
    expect(proposals.map((p) => p.employer?.name)).not.toContain(employer.name);
  });

  it('with remote work, bring remote vacancies from other cities; each one is in the city or remote', async () => {
    const seeker = await connectedSeeker(t.app, hh);
    const resumeId = giveSandboxResume(hh, seeker.hhEmail, {
      title: 'Python-разработчик',
      areaId: '4',
      skills: ['Python', 'Django', 'SQL'],
      currentEmployer: 'ООО «Северный ветер»',
    });
    const positionId = await positionReadyForProposals(
      t.app,
      seeker,
      {
        title: 'Python-разработчик',
        resume_id: resumeId,
        use_favorites: false,
        areas: [{ id: '4', name: 'Новосибирск' }],
        remote: true,
        salary: { amount: 150_000, currency: 'RUR' },
        letter_styles: ['neutral'],
      },
      'Пишу на Python и Django, работаю с SQL и PostgreSQL.',
    );
    const proposals = await propose(seeker, positionId);
    expect(proposals.length).toBeGreaterThanOrEqual(3);
    for (const p of proposals) expect(p.area?.name === 'Новосибирск' || p.remote).toBe(true);
    expect(proposals.some((p) => p.remote && p.area?.name !== 'Новосибирск')).toBe(true);
  });
});
