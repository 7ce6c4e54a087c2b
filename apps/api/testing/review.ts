/** The resume review step as a seeker walks it in tests and benches: every «Проверьте» flag confirmed. */
import type { GeneratedResume, ReviewFlag } from '@otklik/contracts';
import type { FastifyInstance } from 'fastify';
import { callOk, type CookieJar } from './session';

/**
 * Confirms every «Проверьте» flag still open on the position's written resume (POST …/resume/review {action:
 * 'confirm'}), as a seeker who finds every fact right, fills in a missing employer, position or start month (edit_job)
 * and leaves out an achievement told under no job (leave_out_achievement, so the published resume is what it was
 * before such achievements were asked about); publishing waits for it. @returns the flags it answered.
 * @throws Error when a call answers ≥ 400, or flags keep coming back
 */
export async function confirmReviewFlags(app: FastifyInstance, seeker: { jar: CookieJar }, positionId: string): Promise<ReviewFlag[]> {
  const confirmed: ReviewFlag[] = [];
  let resume = await callOk<GeneratedResume>(app, seeker, 'GET', `/api/positions/${positionId}/resume`);
  for (let guard = 0; resume.flags.length > 0; guard += 1) {
    if (guard > 200) throw new Error(`review flags keep coming back: ${JSON.stringify(resume.flags)}`);
    const flag = resume.flags[0]!;
    const job = flag.job === null ? undefined : resume.resume.experience[flag.job];
    // A missing employer or start month cannot be confirmed: the seeker fills it in (a plain name, the end month or
    // January 2020) and keeps the rest of the job as written.
    const body =
      (flag.kind === 'missing_employer' || flag.kind === 'missing_date' || flag.kind === 'missing_role') && job !== undefined
        ? {
            action: 'edit_job',
            job: flag.job,
            company: job.company ?? `Место работы: ${job.position}`,
            position: job.position === '' ? 'Сотрудник' : job.position,
            start: job.start ?? job.end ?? '2020-01',
            end: job.end,
          }
        : flag.kind === 'unplaced_achievement'
          ? { action: 'leave_out_achievement', flag_id: flag.id }
          : { action: 'confirm', flag_id: flag.id };
    resume = await callOk<GeneratedResume>(app, seeker, 'POST', `/api/positions/${positionId}/resume/review`, body);
    confirmed.push(flag);
  }
  return confirmed;
}
