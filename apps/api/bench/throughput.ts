/**
 * Bench (b): applications per second with 50 seekers sending at once. 50 seekers connected to the sandbox (in this
 * process) each have 4 applications queued — as «Готово» leaves them — and all 200 send jobs are enqueued at once;
 * the clock stops when hh has accepted every one. PostgreSQL when TEST_DATABASE_URL is set, else PGlite (printed).
 * 3 rounds on new vacancies; prints the median throughput and the median/p95 time from enqueue to accepted.
 */
import type { ResumeList } from '@otklik/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { applications } from '../src/db/schema/applications';
import { positions } from '../src/db/schema/positions';
import { enqueueSend } from '../src/modules/applications/applications.jobs';
import { buildHhTestApp, callOk as api, connectedSeeker, DEFAULT_BACKEND as BENCH_BACKEND, waitUntil, type HhSeeker } from '@otklik/api/testing';
import { describe } from './stats';

const SEEKERS = 50;
const PER_SEEKER = 4;
const ROUNDS = 3;

/** Runs bench (b) and prints its figures. @returns applications per second of each round. */
export async function benchThroughput(): Promise<number[]> {
  const bench = await buildHhTestApp({ profile: 'production-like', workers: true, backend: BENCH_BACKEND });
  const { hh } = bench;
  const { db } = bench.app.database;
  const rates: number[] = [];
  const latencies: number[] = [];
  try {
    const vacancies = await hh.control.vacancies({ has_test: false, archived: false, response_letter_required: false, limit: 1000 });
    const seekers: { seeker: HhSeeker; resumeId: string; positionId: string }[] = [];
    for (let i = 0; i < SEEKERS; i += 1) {
      const seeker = await connectedSeeker(bench.app);
      const resume = (await api<ResumeList>(bench.app, seeker, 'GET', '/api/resumes')).items.find((r) => r.can_apply);
      if (!resume) throw new Error('a sandbox seeker has no published resume');
      const [position] = await db
        .insert(positions)
        .values({
          userId: seeker.user.user_id,
          title: 'Бенчмарк',
          resumeId: resume.id,
          resumeTitle: resume.title,
          useFavorites: false,
          areas: [{ id: '1', name: 'Москва' }],
          remote: false,
          salaryAmount: 100_000,
          salaryCurrency: 'RUR',
          letterStyles: ['neutral'],
          stage: 'done',
        })
        .returning({ id: positions.id });
      seekers.push({ seeker, resumeId: resume.id, positionId: position!.id });
    }

    for (let round = 0; round < ROUNDS; round += 1) {
      const slice = vacancies.slice(round * PER_SEEKER, (round + 1) * PER_SEEKER);
      const rows = await db
        .insert(applications)
        .values(
          seekers.flatMap(({ seeker, resumeId, positionId }) =>
            slice.map((vacancy) => ({
              userId: seeker.user.user_id,
              positionId,
              vacancyId: vacancy.id,
              vacancyName: vacancy.name,
              alternateUrl: `https://hh.ru/vacancy/${vacancy.id}`,
              applyAlternateUrl: `https://hh.ru/applicant/vacancy_response?vacancyId=${vacancy.id}`,
              resumeId,
              coverLetter: `Здравствуйте! Откликаюсь на вакансию «${vacancy.name}».`,
              letterStyle: 'neutral' as const,
            })),
          ),
        )
        .returning({ id: applications.id });
      const ids = rows.map((row) => row.id);
      const started = performance.now();
      const startedAt = Date.now();
      await Promise.all(ids.map((id) => enqueueSend(bench.app.queue, id)));
      await waitUntil(
        () =>
          db
            .select({ id: applications.id })
            .from(applications)
            .where(and(inArray(applications.id, ids), eq(applications.status, 'sent'))),
        (sent) => sent.length === ids.length,
        600_000,
        25,
      );
      const elapsed = performance.now() - started;
      rates.push(ids.length / (elapsed / 1000));
      const sentAt = await db.select({ sentAt: applications.sentAt }).from(applications).where(inArray(applications.id, ids));
      for (const row of sentAt) if (row.sentAt) latencies.push(row.sentAt.getTime() - startedAt);
    }
  } finally {
    await bench.close();
  }
  const throughput = describe(rates);
  const latency = describe(latencies);
  console.log(
    `(b) ${SEEKERS} seekers sending at once (${SEEKERS * PER_SEEKER} applications per round, ${ROUNDS} rounds, sandbox in-process, ${BENCH_BACKEND === 'postgres' ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite'}):`,
  );
  console.log(
    `    ${throughput.median.toFixed(1)} applications/s median (min ${throughput.min.toFixed(1)}, max ${throughput.max.toFixed(1)}); enqueue → accepted: median ${latency.median.toFixed(0)} ms, p95 ${latency.p95.toFixed(0)} ms`,
  );
  return rates;
}
