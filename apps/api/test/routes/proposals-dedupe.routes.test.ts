import { proposalListSchema, type Proposal } from '@otklik/contracts';
import { describe, expect, it } from 'vitest';
import { callAs, connectedSeeker, giveSandboxResume, type HhSeeker, type HhTestApp, positionReadyForProposals, type RunningSandbox } from '@otklik/api/testing';
import { hhAppTest } from '@otklik/api/testing/vitest';

/**
 * Proposals without repeats (3 to 5 distinct jobs), and learning from unchecks: hh's reposts of one job are proposed once;
 * a vacancy left unchecked at «Готово» ranks its employer lower in the seeker's next batch, which says why; another
 * seeker's unchecks change nothing for you.
 */

let hh: RunningSandbox;
let t: HhTestApp;

hhAppTest().beforeAll(({ hhApp }) => {
  t = hhApp;
  hh = t.hh;
});

const ACCOUNTANT_ANSWER = 'Вела первичную документацию в 1С, сверяла акты с контрагентами, готовила отчётность.';
const NOVOSIBIRSK = { id: '4', name: 'Новосибирск' };

const accountantPosition = (resumeId: string) => ({
  title: 'Бухгалтер',
  resume_id: resumeId,
  use_favorites: false,
  areas: [NOVOSIBIRSK],
  remote: false,
  salary: { amount: 30_000, currency: 'RUR' },
  letter_styles: ['neutral'],
});

const PYTHON_ANSWER = 'Пишу на Python: Django и FastAPI, автоматизирую веб-процессы на Selenium, работаю с SQL.';
/** A Python developer in Новосибирск: the sandbox's seed has few such vacancies, so a batch holds nearly all of them. */
const pythonPosition = (resumeId: string) => ({ ...accountantPosition(resumeId), title: 'Python-разработчик' });

/** A seeker with an hh resume in Новосибирск, and a position walked up to the proposals. */
async function seekerWith(kind: 'accountant' | 'python'): Promise<{ seeker: HhSeeker; positionId: string; resumeId: string }> {
  const seeker = await connectedSeeker(t.app, hh);
  const resumeId = giveSandboxResume(hh, seeker.hhEmail, {
    title: kind === 'accountant' ? 'Бухгалтер' : 'Python-разработчик',
    areaId: NOVOSIBIRSK.id,
    skills:
      kind === 'accountant' ? ['1С: Бухгалтерия', 'Первичная документация', 'Сверка с контрагентами'] : ['Python', 'Django', 'FastAPI', 'Selenium', 'SQL'],
    currentEmployer: 'ООО «Северный ветер»',
  });
  const body = kind === 'accountant' ? accountantPosition(resumeId) : pythonPosition(resumeId);
  const positionId = await positionReadyForProposals(t.app, seeker, body, kind === 'accountant' ? ACCOUNTANT_ANSWER : PYTHON_ANSWER);
  return { seeker, positionId, resumeId };
}

async function propose(seeker: HhSeeker, positionId: string, refresh = false): Promise<Proposal[]> {
  const res = await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/proposals${refresh ? '?refresh=true' : ''}`);
  expect(res.statusCode, res.body).toBe(201);
  return proposalListSchema.parse(res.json()).items;
}

const jobOf = (p: Proposal): string => `${p.employer?.id ?? p.employer?.name}|${p.name.toLowerCase()}`;
/** The employer of a proposal: hh's id, else its name (the seed's Новосибирск vacancies carry no employer id). */
const employerOf = (p: Proposal): string | null => p.employer?.id ?? p.employer?.name ?? null;

describe('proposals without repeats', () => {
  it('propose one of several postings of the same job (СМИ posted «Бухгалтер на первичную документацию» three times)', async () => {
    const reposts = ['130944462', '130944463', '130944464'];
    const { seeker, positionId } = await seekerWith('accountant');
    const proposals = await propose(seeker, positionId);
    expect(proposals.length).toBeGreaterThanOrEqual(3);
    expect(proposals.filter((p) => reposts.includes(p.vacancy_id))).toHaveLength(1);
    expect(new Set(proposals.map(jobOf)).size).toBe(proposals.length);
  });
});

describe('learning from unchecks', () => {
  it('ranks the employer of an unchecked vacancy below the others in the next batch, and says so on its card', async () => {
    const { seeker, positionId, resumeId } = await seekerWith('python');
    const first = await propose(seeker, positionId);
    expect(first.length).toBeGreaterThanOrEqual(3);
    expect(first.some((p) => p.reasons.dismissed_similar === true)).toBe(false);
    const [dropped, applied, ...rest] = first;
    const confirm = await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/confirm`, {
      vacancy_ids: [applied!.vacancy_id, ...rest.map((p) => p.vacancy_id)],
    });
    expect(confirm.statusCode, confirm.body).toBe(200);

    // A repeated POST answers the stored batch; refresh makes a new one, without the vacancies applied to.
    expect((await callAs(t.app, seeker, 'POST', `/api/positions/${positionId}/proposals`)).statusCode).toBe(200);
    const next = await propose(seeker, positionId, true);
    expect(next.map((p) => p.vacancy_id)).not.toContain(applied!.vacancy_id);
    const position = await callAs(t.app, seeker, 'GET', `/api/positions/${positionId}`);
    expect(position.json<{ stage: string }>().stage).toBe('vacancies');

    // The seeker's other position learns from it too: its batch is made after the uncheck.
    const otherId = await positionReadyForProposals(t.app, seeker, pythonPosition(resumeId), PYTHON_ANSWER);
    const other = await propose(seeker, otherId);
    for (const batch of [next, other]) {
      const employer = employerOf(dropped!);
      expect(batch.length).toBeGreaterThanOrEqual(2);
      const index = batch.findIndex((p) => employerOf(p) === employer);
      expect(index, JSON.stringify(batch.map((p) => p.name))).toBe(batch.length - 1);
      expect(batch[index]!.reasons.dismissed_similar).toBe(true);
      expect(batch.slice(0, index).some((p) => p.reasons.dismissed_similar === true)).toBe(false);
    }
  });

  it('never lets another seeker’s unchecks change your proposals', async () => {
    const me = await seekerWith('python');
    const mine = await propose(me.seeker, me.positionId);

    const someone = await seekerWith('python');
    const theirs = await propose(someone.seeker, someone.positionId);
    const confirm = await callAs(t.app, someone.seeker, 'POST', `/api/positions/${someone.positionId}/confirm`, {
      vacancy_ids: theirs.slice(1).map((p) => p.vacancy_id),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);

    const again = await propose(me.seeker, me.positionId, true);
    expect(again.map((p) => p.vacancy_id)).toEqual(mine.map((p) => p.vacancy_id));
    expect(again.some((p) => p.reasons.dismissed_similar === true)).toBe(false);
  });
});
