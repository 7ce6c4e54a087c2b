/**
 * Bench (a): the time from «Готово» (POST /api/positions/{id}/confirm) until hh has accepted every checked application
 * (status 'sent': POST /negotiations answered 201), on the sandbox in this process and PGlite, with production
 * settings (real clock, default polling). 20 runs, each a new seeker who walks the whole flow first; the clock starts
 * when the confirm request is made. Prints the median and p95.
 */
import type { GeneratedResume, Position, ProposalList, Questionnaire, ResumeList } from '@otklik/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { applications } from '../src/db/schema/applications';
import { buildHhTestApp, callOk as api, confirmReviewFlags, connectedSeeker, waitUntil, type HhSeeker, type HhTestApp } from '@otklik/api/testing';
import { describe } from './stats';

const RUNS = 20;

/** A seeker at the proposals: position created, 5 answers, resume written and published on hh, vacancies proposed. */
async function seekerAtProposals(bench: HhTestApp): Promise<{ seeker: HhSeeker; position: Position; proposals: ProposalList }> {
  const { app } = bench;
  const seeker = await connectedSeeker(app);
  const resumes = await api<ResumeList>(app, seeker, 'GET', '/api/resumes');
  const resume = resumes.items.find((r) => r.can_apply);
  if (!resume) throw new Error('the sandbox seeker has no published resume');
  const position = await api<Position>(app, seeker, 'POST', '/api/positions', {
    title: 'Системный аналитик',
    resume_id: resume.id,
    use_favorites: true,
    areas: [{ id: '1', name: 'Москва' }],
    remote: false,
    salary: { amount: 150_000, currency: 'RUR' },
    letter_styles: ['memorable', 'neutral', 'classic'],
  });
  const questionnaire = await api<Questionnaire>(app, seeker, 'GET', `/api/positions/${position.id}/questions`);
  for (const question of questionnaire.questions) {
    await api(app, seeker, 'PUT', `/api/positions/${position.id}/answers/${question.id}`, {
      text: 'Писал требования и спецификации, работал с SQL и BPMN, согласовывал задачи с заказчиком.',
    });
  }
  await api<GeneratedResume>(app, seeker, 'POST', `/api/positions/${position.id}/resume`);
  await confirmReviewFlags(app, seeker, position.id);
  await api<GeneratedResume>(app, seeker, 'POST', `/api/positions/${position.id}/resume/publish`);
  const proposals = await api<ProposalList>(app, seeker, 'POST', `/api/positions/${position.id}/proposals`);
  if (proposals.items.length === 0) throw new Error('no proposals on the sandbox seed');
  return { seeker, position, proposals };
}

/** Runs bench (a) and prints its figures. @returns the samples in ms. */
export async function benchDoneToAccepted(): Promise<number[]> {
  const bench = await buildHhTestApp({ profile: 'production-like', workers: true, backend: 'pglite' });
  const samples: number[] = [];
  const perApplication: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const { seeker, position, proposals } = await seekerAtProposals(bench);
      const checked = proposals.items.map((p) => p.vacancy_id);
      const unsent = () =>
        bench.app.database.db
          .select({ id: applications.id })
          .from(applications)
          .where(and(eq(applications.userId, seeker.user.user_id), ne(applications.status, 'sent')));
      const started = performance.now();
      await api(bench.app, seeker, 'POST', `/api/positions/${position.id}/confirm`, { vacancy_ids: checked });
      await waitUntil(unsent, (rows) => rows.length === 0, 120_000, 10);
      const elapsed = performance.now() - started;
      samples.push(elapsed);
      perApplication.push(elapsed / checked.length);
    }
  } finally {
    await bench.close();
  }
  const all = describe(samples);
  const per = describe(perApplication);
  console.log(`(a) Done → every application accepted by hh (sandbox in-process, PGlite, ${all.n} runs, 3–5 applications each):`);
  console.log(
    `    median ${all.median.toFixed(0)} ms, p95 ${all.p95.toFixed(0)} ms (min ${all.min.toFixed(0)}, max ${all.max.toFixed(0)}); per application: median ${per.median.toFixed(0)} ms, p95 ${per.p95.toFixed(0)} ms`,
  );
  return samples;
}
