/** The resume review step as a seeker walks it in tests and benches: every «Проверьте» flag confirmed. */
import type { GeneratedResume, ReviewFlag } from '@otklik/contracts';
import type { FastifyInstance } from 'fastify';
import { callOk, type CookieJar } from './session';

/**
 * Confirms every «Проверьте» flag still open on the position's written resume (POST …/resume/review {action:
 * 'confirm'}), as a seeker who finds every fact right; publishing waits for it. @returns the flags it confirmed.
 * @throws Error when a call answers ≥ 400, or flags keep coming back
 */
export async function confirmReviewFlags(app: FastifyInstance, seeker: { jar: CookieJar }, positionId: string): Promise<ReviewFlag[]> {
  const confirmed: ReviewFlag[] = [];
  let resume = await callOk<GeneratedResume>(app, seeker, 'GET', `/api/positions/${positionId}/resume`);
  for (let guard = 0; resume.flags.length > 0; guard += 1) {
    if (guard > 200) throw new Error(`review flags keep coming back: ${JSON.stringify(resume.flags)}`);
    const flag = resume.flags[0]!;
    resume = await callOk<GeneratedResume>(app, seeker, 'POST', `/api/positions/${positionId}/resume/review`, { action: 'confirm', flag_id: flag.id });
    confirmed.push(flag);
  }
  return confirmed;
}
