import { applicationSchema, confirmResultSchema, proposalListSchema, type Application, type Proposal } from '@otklik/contracts';
import { describe, expect, it } from 'vitest';
import { callAs, connectedSeeker, giveSandboxResume, grantPaidPlan, type HhSeeker, type HhTestApp, positionReadyForProposals } from '@otklik/api/testing';
import { hhAppTest } from '@otklik/api/testing/vitest';

/**
 * «Готово» on a position and «Откликнуться» on the vacancy list write letters through one step: for the same position
 * and the same vacancy both give the same letter style, and the styles take turns over all of a position's
 * applications, whichever screen queued them.
 */

let t: HhTestApp;

hhAppTest().beforeAll(({ hhApp }) => {
  t = hhApp;
});

const ANSWER = 'Писал требования и спецификации, работал с SQL и BPMN, согласовывал задачи с заказчиком.';
const STYLES = ['memorable', 'neutral', 'classic'] as const;

/** A paid seeker with the same hh resume and the same position as every other one made here, and its proposals. */
async function seekerWithProposals(): Promise<{ seeker: HhSeeker; positionId: string; proposals: Proposal[] }> {
  const seeker = await connectedSeeker(t.app, t.hh);
  await grantPaidPlan(t.app, seeker.user.user_id);
  const resumeId = giveSandboxResume(t.hh, seeker.hhEmail, {
    title: 'Системный аналитик',
    areaId: '1',
    skills: ['SQL', 'BPMN', 'UML'],
    currentEmployer: 'ООО «Тихая гавань»',
  });
  const positionId = await positionReadyForProposals(
    t.app,
    seeker,
    {
      title: 'Системный аналитик',
      resume_id: resumeId,
      use_favorites: false,
      areas: [{ id: '1', name: 'Москва' }],
      remote: false,
      salary: { amount: 150_000, currency: 'RUR' },
      letter_styles: STYLES,
    },
    ANSWER,
  );
  const made = await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/proposals`);
  expect(made.statusCode, made.body).toBe(201);
  return { seeker, positionId, proposals: proposalListSchema.parse(made.json()).items };
}

async function confirm(seeker: HhSeeker, positionId: string, vacancyIds: string[]): Promise<Application[]> {
  const res = await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/confirm`, { vacancy_ids: vacancyIds });
  expect(res.statusCode, res.body).toBe(200);
  return confirmResultSchema.parse(res.json()).items;
}

async function applyOnList(seeker: HhSeeker, positionId: string, vacancyId: string): Promise<Application> {
  const res = await callAs(t.app, seeker, 'POST', `/api/vacancies/${vacancyId}/apply`, { position_id: positionId });
  expect(res.statusCode, res.body).toBe(201);
  return applicationSchema.parse(res.json());
}

describe('the letter step behind «Готово» and «Откликнуться»', () => {
  it('gives the same vacancy of the same position the same style on either screen, and continues the turn across screens', async () => {
    const viaDone = await seekerWithProposals();
    const viaList = await seekerWithProposals();
    const [first, second, third] = viaDone.proposals;
    expect(third, 'the market holds at least 3 proposals').toBeDefined();

    // «Готово» with two checked: the styles in the order the seeker picked them.
    const done = await confirm(viaDone.seeker, viaDone.positionId, [first!.vacancy_id, second!.vacancy_id]);
    expect(done.map((a) => [a.vacancy_id, a.letter_style])).toEqual([
      [first!.vacancy_id, 'memorable'],
      [second!.vacancy_id, 'neutral'],
    ]);

    // The same two vacancies, one at a time from the vacancy list of an identical position: the same styles.
    const listed = [
      await applyOnList(viaList.seeker, viaList.positionId, first!.vacancy_id),
      await applyOnList(viaList.seeker, viaList.positionId, second!.vacancy_id),
    ];
    expect(listed.map((a) => [a.vacancy_id, a.letter_style])).toEqual(done.map((a) => [a.vacancy_id, a.letter_style]));
    for (const application of [...done, ...listed]) expect(application.cover_letter.length).toBeGreaterThan(50);

    // The third application of each position takes the third style, whichever screen queues it.
    const fromList = await applyOnList(viaDone.seeker, viaDone.positionId, third!.vacancy_id);
    const [fromDone] = await confirm(viaList.seeker, viaList.positionId, [third!.vacancy_id]);
    expect(fromList.letter_style).toBe('classic');
    expect(fromDone?.letter_style).toBe('classic');
  });
});
