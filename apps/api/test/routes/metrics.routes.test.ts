import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildTestApp,
  callAs,
  connectedSeeker,
  type HhSeeker,
  type HhTestApp,
  insertPosition,
  insertQueued,
  kick,
  publishedResumeOf,
  sandboxVacancies,
  waitForStatus,
} from '@otklik/api/testing';
import { hhAppTest } from '@otklik/api/testing/vitest';

/**
 * Observability: GET /metrics behind METRICS_TOKEN (Prometheus text), counters that move with the product, the
 * request id carried from a request into the job it enqueued, and the polled routes' request lines at debug.
 */

const TOKEN = 'metrics-token-0123456789abcdef';

/** A log line as pino writes it. */
interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { url: string };
}

let t: HhTestApp;
let seeker: HhSeeker;
const lines: LogLine[] = [];

hhAppTest({
  workers: true,
  env: { METRICS_TOKEN: TOKEN },
  logger: { level: 'debug', stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } },
}).beforeAll(async ({ hhApp }) => {
  t = hhApp;
  seeker = await connectedSeeker(t.app, t.hh);
});

const scrape = (authorization?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } });

/** The value of one sample in the exposition text (0 when the series does not exist yet). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  it('answers 404 when METRICS_TOKEN is unset', async () => {
    const bare = await buildTestApp();
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('otklik_');
    } finally {
      await bare.close();
    }
  });

  it('answers 401 without the bearer token or with a wrong one, and the Prometheus text with it', async () => {
    for (const authorization of [undefined, TOKEN, `Bearer ${TOKEN}x`, 'Bearer ', `Basic ${TOKEN}`]) {
      const refused = await scrape(authorization);
      expect(refused.statusCode, String(authorization)).toBe(401);
      expect(refused.body).not.toContain('otklik_');
    }
    await callAs(t.app, seeker, 'GET', '/api/applications/count');
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE otklik_http_request_duration_seconds histogram');
    expect(
      sample(response.body, 'otklik_http_request_duration_seconds_count{method="GET",route="/api/applications/count",status_code="200"}'),
    ).toBeGreaterThanOrEqual(1);
    // Queue depth is read from pg-boss at the scrape: every declared queue is listed.
    expect(response.body).toMatch(/^otklik_queue_jobs\{queue="applications\.send",state="ready"\} \d+$/m);
  });

  it('counts an application hh took under outcome "sent"', async () => {
    const resumeId = (await publishedResumeOf(t.app, seeker)).id;
    const positionId = await insertPosition(t.app, seeker.user.user_id, resumeId);
    const [vacancy] = await sandboxVacancies(t.hh, { has_test: false, archived: false, response_letter_required: false, limit: 1 });
    const series = 'otklik_application_sends_total{outcome="sent"}';
    const before = sample((await scrape(`Bearer ${TOKEN}`)).body, series);
    const id = await insertQueued(t.app, { userId: seeker.user.user_id, positionId, resumeId, vacancyId: vacancy!.id });
    await kick(t.app, id);
    await waitForStatus(t.app, id, ['sent']);
    await expect.poll(async () => sample((await scrape(`Bearer ${TOKEN}`)).body, series), { timeout: 10_000, interval: 100 }).toBe(before + 1);
  });
});

describe('the request id', () => {
  it('comes from x-request-id (or is made up), is echoed, and travels into the job the request enqueued', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { 'x-request-id': 'trace-forgot-0001' },
      payload: { email: seeker.email },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('trace-forgot-0001');
    // Both drivers answer { rows }.
    const jobs = (await t.app.database.db.execute(
      sql`select data from pgboss.job where name = 'auth.send-password-reset' order by created_on desc limit 1`,
    )) as unknown as { rows: { data: { requestId?: string } }[] };
    expect(jobs.rows[0]?.data.requestId).toBe('trace-forgot-0001');

    // A header that is not a plausible id is replaced by a fresh UUID.
    const made = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id\twith spaces' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('request log lines', () => {
  it('logs the polled routes at debug and other routes at info, under the request id', async () => {
    const headers = { ...seeker.jar.headers(), 'x-request-id': 'trace-poll-0001' };
    await t.app.inject({ method: 'GET', url: '/api/applications/count', headers });
    await t.app.inject({
      method: 'POST',
      url: '/notifications/have_notifications',
      headers: { ...headers, 'x-request-id': 'trace-poll-0002' },
      payload: { user_id: seeker.user.user_id },
    });
    await t.app.inject({ method: 'GET', url: '/api/applications/v2', headers: { ...headers, 'x-request-id': 'trace-list-0001' } });
    const levelsOf = (reqId: string) => lines.filter((l) => l.reqId === reqId && /^(incoming request|request completed)$/.test(l.msg)).map((l) => l.level);
    expect(levelsOf('trace-poll-0001')).toEqual([20, 20]);
    expect(levelsOf('trace-poll-0002')).toEqual([20, 20]);
    expect(levelsOf('trace-list-0001')).toEqual([30, 30]);
  });
});
