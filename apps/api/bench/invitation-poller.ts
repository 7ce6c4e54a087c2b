/**
 * Bench (e): the invitation poller's cost per tick with 1,000 connected seekers against the hh sandbox (in this
 * process). 20 seekers connect through the real OAuth flow; 980 more users get a copy of one of their hh connections
 * (tokens re-encrypted for each user), so every seeker costs the poll what a real one does: GET /negotiations with
 * its own token, one page, and an invitation recorded once. The sandbox's latency fault adds HH_LATENCY_MS to every
 * hh call, as hh's own answer time would. Two polls run unspread (spread_ms 0) with the poller's concurrency bound
 * — the first records 1,000 new invitations, the second finds nothing new — each timed from start to end: the
 * figure that must fit in the minute (the cron tick then spreads the same work over INVITATION_POLL_SPREAD_MS). PostgreSQL when TEST_DATABASE_URL is set, else PGlite.
 */
import { inArray } from 'drizzle-orm';
import { deriveKey } from '../src/config/keys';
import { hhConnections } from '../src/db/schema/hh';
import { users } from '../src/db/schema/users';
import { createTokenCipher } from '../src/integrations/hh/token-crypto';
import { hhErrors } from '../src/lib/metrics';
import { POLL_CONCURRENCY } from '../src/modules/notifications/invitation-poller';
import { INVITATION_POLL_SPREAD_MS, pollInvitationsJob } from '../src/modules/notifications/notifications.jobs';
import { buildHhTestApp, connectedSeeker, DEFAULT_BACKEND, sandboxVacancies, waitUntil } from '@otklik/api/testing';

const SEEKERS = 1000;
const CONNECTED_FOR_REAL = 20;
/** Added to every hh call by the sandbox: a typical answer time of api.hh.ru's GET /negotiations. */
const HH_LATENCY_MS = 300;

/** Runs bench (e) and prints its figures. @returns the steady tick's wall time in ms. */
export async function benchInvitationPoller(): Promise<number> {
  const bench = await buildHhTestApp({ profile: 'production-like', workers: true, backend: DEFAULT_BACKEND });
  const { db } = bench.app.database;
  try {
    // Only the bench's own ticks run: no cron tick in between.
    await bench.app.queue.unschedule(pollInvitationsJob);
    const real = [];
    for (let i = 0; i < CONNECTED_FOR_REAL; i += 1) real.push(await connectedSeeker(bench.app));
    // Each real hh account has one invitation waiting.
    const vacancies = await sandboxVacancies(bench.hh, { has_test: false, archived: false, response_letter_required: false, limit: CONNECTED_FOR_REAL });
    for (const [i, seeker] of real.entries()) {
      const negotiation = await bench.hh.control.applyAs(seeker.hhEmail, vacancies[i]!.id);
      await bench.hh.control.invite(negotiation.id);
    }
    const sources = await db
      .select()
      .from(hhConnections)
      .where(
        inArray(
          hhConnections.userId,
          real.map((s) => s.user.user_id),
        ),
      );
    const cipher = createTokenCipher(Buffer.from(deriveKey(bench.app.config.appSecret, 'hh-token-encryption')));
    const clones = await db
      .insert(users)
      .values(
        Array.from({ length: SEEKERS - CONNECTED_FOR_REAL }, (_, i) => ({
          email: `bench-poll-${i}@example.ru`,
          passwordHash: 'unused',
          name: `Соискатель ${i}`,
        })),
      )
      .returning({ id: users.id });
    await db.insert(hhConnections).values(
      clones.map(({ id }, i) => {
        const source = sources[i % sources.length]!;
        return {
          userId: id,
          hhUserId: source.hhUserId,
          accessTokenEnc: cipher.encrypt(cipher.decrypt(source.accessTokenEnc, source.userId), id),
          refreshTokenEnc: cipher.encrypt(cipher.decrypt(source.refreshTokenEnc, source.userId), id),
          accessExpiresAt: source.accessExpiresAt,
        };
      }),
    );
    await bench.hh.control.addFault({ route: 'GET /negotiations', kind: 'latency', ms: HH_LATENCY_MS });
    // Count the hh calls where hh would see them: requests reaching the sandbox's HTTP server.
    let hhRequests = 0;
    bench.hh.sandbox.app.server.on('request', (request: { url?: string }) => {
      if (!request.url?.startsWith('/__control')) hhRequests += 1;
    });
    const tick = async () => {
      const before = hhRequests;
      const jobId = await bench.app.queue.send(pollInvitationsJob, { spread_ms: 0 });
      const done = await waitUntil(
        async () => (await bench.app.queue.findJobs(pollInvitationsJob, { id: jobId }))[0],
        (job) => job?.state === 'completed' || job?.state === 'failed',
        300_000,
        200,
      );
      const errors = (await hhErrors.get()).values.map((v) => `${v.labels.code}×${v.value}`).join(' ') || 'none';
      hhErrors.reset();
      return { ...(done!.output as { seekers: number; created: number; failed: number; skipped: number; wall_ms: number }), hh: hhRequests - before, errors };
    };
    hhErrors.reset();
    const first = await tick(); // every seeker has a new invitation: a notification and a mail job each
    const steady = await tick(); // nothing new: the usual minute
    console.log(
      `(e) invitation poller, ${first.seekers} connected seekers, hh latency +${HH_LATENCY_MS} ms per call, ${POLL_CONCURRENCY} at a time, ${DEFAULT_BACKEND === 'postgres' ? 'PostgreSQL' : 'PGlite'}` +
        ` (one tick unspread; the cron tick spreads it over ${INVITATION_POLL_SPREAD_MS / 1000} s; sequential would take ≥ ${((SEEKERS * HH_LATENCY_MS) / 1000).toFixed(0)} s):`,
    );
    for (const [name, run] of [
      ['tick with 1,000 new invitations', first],
      ['steady tick (nothing new)', steady],
    ] as const) {
      console.log(
        `    ${name.padEnd(32)} ${(run.wall_ms / 1000).toFixed(1).padStart(5)} s wall, ${run.hh} hh requests, ${run.created} notifications created, ${run.failed} failed, ${run.skipped} skipped (hh errors: ${run.errors}) — ${run.wall_ms < 60_000 ? 'fits' : 'does NOT fit'} in the minute`,
      );
    }
    const output = steady;
    return output.wall_ms;
  } finally {
    await bench.close();
  }
}
