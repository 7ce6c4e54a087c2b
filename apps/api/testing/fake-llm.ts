/**
 * A local OpenAI-compatible server for tests, benches and demos: a real HTTP server (node:http, loopback) that speaks
 * POST /v1/chat/completions with structured output (`response_format: json_schema`) and answers deterministically
 * from Otklik's built-in engine — the 5 questions, the candidate profile (quotes cut from the answers), the resume
 * composed from the profile it is sent, the letter — so the OpenAI-compatible engine can be driven end to end
 * without a model. Faults are served on demand, per task: an invented fact, a misattributed achievement, malformed
 * JSON, a timeout (no answer at all), a 500, a refusal.
 *
 * Use it in code (`startFakeLlm()`), or run it for a demo or a browser journey and point OPENAI_BASE_URL at it:
 * `node --import tsx apps/api/testing/fake-llm.ts --port 18115` prints the /v1 base URL. Faults over HTTP:
 * `POST /__control/fault {"task":"resume","kind":"invented","times":1}`, `POST /__control/reset`.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { planQuestions } from '../src/engines/assistant/builtin/questions';
import { composeResumeFromProfile } from '../src/engines/assistant/builtin/resume';
import { writeLetterText } from '../src/engines/assistant/builtin/letter';
import type { LlmProfile } from '../src/engines/assistant/llm/llm-profile.schema';
import { toLlmProfile } from './llm-profile';
import { candidateProfileSchema } from '../src/engines/assistant/profile';
import { profileOf } from '../src/engines/assistant/profile-source';
import { candidateVacancy } from '../src/engines/assistant/__fixtures__/vacancy';
import { answerSchema, letterStyleSchema, resumeDraftSchema, resumeFactsSchema, type PositionInput } from '../src/domain/position';
import type { MatchResult } from '../src/domain/vacancy';

/** The calls the engine makes, by the response format's name. */
export const FAKE_LLM_TASKS = ['questions', 'profile', 'resume', 'letter'] as const;
export type FakeLlmTask = (typeof FAKE_LLM_TASKS)[number];

/**
 * Faults the server serves instead of a good answer:
 * - 'invented': a fact no source has (profile: an employer and a skill quoted from nowhere; resume: a skill and a
 *   job nobody named; letter: a job at an employer the seeker never named);
 * - 'misattributed': an achievement moved under another job (profile and resume; needs two jobs);
 * - 'altered': a number changed (profile: an achievement claims a number its sentence lacks; resume: a number in a description);
 * - 'malformed': content that is not JSON; 'timeout': no answer until the client gives up; 'server_error': HTTP 500;
 * - 'refusal': the model refuses.
 */
export const FAKE_LLM_FAULTS = ['invented', 'misattributed', 'altered', 'malformed', 'timeout', 'server_error', 'refusal'] as const;
export type FakeLlmFault = (typeof FAKE_LLM_FAULTS)[number];

/** One request as the server saw it, with its task (null when the request had no json_schema name). */
export interface FakeLlmRequest {
  path: string;
  headers: IncomingHttpHeaders;
  task: FakeLlmTask | null;
  body: Record<string, unknown>;
}

/** A running fake: its /v1 base URL, the requests seen, fault switches, and close(). */
export interface FakeLlm {
  /** 'http://127.0.0.1:<port>/v1', what OPENAI_BASE_URL / the engine's baseURL takes. */
  baseURL: string;
  requests: FakeLlmRequest[];
  /** Serves `kind` for the next `times` calls of `task` ('*' = every task; times default: until reset). */
  fault(task: FakeLlmTask | '*', kind: FakeLlmFault, times?: number): void;
  /** Clears every fault (requests stay recorded). */
  reset(): void;
  close(): Promise<void>;
}

interface FaultRule {
  task: FakeLlmTask | '*';
  kind: FakeLlmFault;
  left: number;
}

const faultBodySchema = z.object({
  task: z.enum([...FAKE_LLM_TASKS, '*']),
  kind: z.enum(FAKE_LLM_FAULTS),
  times: z.number().int().positive().optional(),
});

/** A chat.completion whose assistant message carries `content` (or a refusal). */
function completion(model: string, content: string | null, refusal: string | null = null): Record<string, unknown> {
  return {
    id: 'chatcmpl-fake-llm',
    object: 'chat.completion',
    created: 1_763_280_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
}

/** The JSON facts of the user message (prompts.ts writes them after «Данные (JSON):»). */
function factsOf(body: Record<string, unknown>): Record<string, unknown> {
  const messages = (body.messages ?? []) as { role: string; content: string }[];
  const user = messages.find((m) => m.role === 'user')?.content ?? '';
  const at = user.indexOf('{');
  return at < 0 ? {} : (JSON.parse(user.slice(at)) as Record<string, unknown>);
}

function taskOf(body: Record<string, unknown>): FakeLlmTask | null {
  const format = body.response_format as { json_schema?: { name?: string } } | undefined;
  const name = format?.json_schema?.name;
  return FAKE_LLM_TASKS.find((t) => t === name) ?? null;
}

const INVENTED_EMPLOYER = 'Газпром нефть';

/** The built-in engine's 5 questions in the model's wire shape. */
function answerQuestions(facts: Record<string, unknown>): unknown {
  const position = z.object({ title: z.string(), remote: z.boolean().optional() }).parse(facts.position);
  const input: PositionInput = {
    title: position.title,
    areas: [{ id: '1', name: 'Москва' }],
    remote: position.remote ?? false,
    salary: { amount: 1, currency: 'RUR' },
    letter_styles: ['neutral'],
    use_favorites: false,
  };
  const marketSkills = z
    .array(z.object({ name: z.string(), count: z.number() }))
    .catch([])
    .parse(facts.market_skills);
  const questions = planQuestions({ position: input, resume: resumeFactsSchema.parse(facts.resume), market_skills: marketSkills });
  return {
    questions: questions.map((q) => ({ text: q.text, topic: q.topic, hint: q.hint ?? null, experience_index: q.experience_index ?? null })),
  };
}

/** The built-in extractor's profile with quotes, broken on demand. */
async function answerProfile(facts: Record<string, unknown>, fault: FakeLlmFault | null): Promise<LlmProfile> {
  const answers = z.array(answerSchema).parse(facts.answers);
  const questions = z
    .array(z.object({ id: z.string(), topic: z.string().nullable().optional(), experience_index: z.number().int().nullable() }))
    .parse(facts.questions);
  const profile = await profileOf({
    resume: resumeFactsSchema.parse(facts.resume),
    answers,
    questions: questions.map((q) => ({
      id: q.id,
      ...(q.topic === null || q.topic === undefined ? {} : { topic: q.topic }),
      ...(q.experience_index === null ? {} : { experience_index: q.experience_index }),
    })),
    today: z.string().parse(facts.today),
  });
  const wire = toLlmProfile(profile, answers);
  const firstAnswer = answers[0]?.question_id ?? 'q1';
  if (fault === 'invented') {
    const quoted = (quote: string) => [{ source: 'answer' as const, answerId: firstAnswer, quote, path: null }];
    wire.experience.push({
      id: 'answer-x',
      employer: { value: INVENTED_EMPLOYER, sources: quoted(`пять лет в «${INVENTED_EMPLOYER}»`) },
      role: { value: 'Руководитель отдела', sources: quoted('руководил отделом') },
      start: { value: null, precision: null, sources: [] },
      end: { value: null, precision: null, sources: [] },
      current: { value: false, sources: [] },
      location: { value: null, sources: [] },
      achievements: [],
    });
    wire.skills.push({ name: 'Haskell', sources: quoted('писал на Haskell') });
  }
  if (fault === 'misattributed') {
    const from = wire.experience.find((e) => e.achievements.length > 0);
    const to = wire.experience.find((e) => e !== from && e.employer.value !== null);
    if (from !== undefined && to !== undefined) to.achievements.push(from.achievements.shift()!);
  }
  if (fault === 'altered') {
    const entry = wire.experience.find((e) => e.achievements.some((a) => a.numbers.length > 0));
    const a = entry?.achievements.find((x) => x.numbers.length > 0);
    if (a !== undefined) a.numbers[0] = { ...a.numbers[0]!, value: a.numbers[0]!.value + 7, raw: `${a.numbers[0]!.value + 7}` };
  }
  return wire;
}

/** The built-in composer's resume of the profile it is sent, broken on demand. */
function answerResume(facts: Record<string, unknown>, fault: FakeLlmFault | null): unknown {
  const position = z.object({ title: z.string() }).parse(facts.position);
  const profile = candidateProfileSchema.parse(facts.profile);
  const answers = z.array(answerSchema).parse(facts.answers);
  const draft = composeResumeFromProfile({ position, profile, resume: resumeFactsSchema.parse(facts.resume), questions: [], answers });
  const experience = draft.experience.map((j) => ({ company: j.company, position: j.position, start: j.start, end: j.end, description: j.description }));
  const out = { title: draft.title, skill_set: [...draft.skill_set], skills: draft.skills, experience };
  if (fault === 'invented') {
    out.skill_set.push('Haskell');
    out.experience.push({ company: INVENTED_EMPLOYER, position: 'Руководитель отдела', start: '2015-01', end: '2018-12', description: null });
  }
  if (fault === 'misattributed') {
    const from = experience.find((j) => (j.description ?? '').split('\n').some((l) => l.startsWith('— ')));
    const to = experience.find((j) => j !== from);
    if (from !== undefined && to !== undefined) {
      const lines = (from.description ?? '').split('\n');
      const moved = lines.find((l) => l.startsWith('— '))!;
      from.description = lines.filter((l) => l !== moved).join('\n') || null;
      to.description = [to.description, moved].filter((x) => x !== null && x !== '').join('\n');
    }
  }
  if (fault === 'altered') {
    const job = experience.find((j) => /\d/u.test(j.description ?? ''));
    if (job !== undefined) job.description = (job.description ?? '').replace(/\d+/u, (n) => String(Number(n) + 7));
  }
  return out;
}

/** The built-in engine's letter for the facts the engine sends, broken on demand. */
function answerLetter(facts: Record<string, unknown>, fault: FakeLlmFault | null): unknown {
  const v = z.object({ name: z.string(), employer: z.string().nullable(), area: z.string().nullable(), key_skills: z.array(z.string()) }).parse(facts.vacancy);
  const draft = resumeDraftSchema.parse(facts.resume_draft);
  const matched = z.array(z.string()).parse(facts.seeker_matched_skills);
  const style = letterStyleSchema.parse(facts.style);
  const vacancy = candidateVacancy({
    id: 'fake',
    name: v.name,
    employer: v.employer === null ? null : { id: 'fake', name: v.employer },
    area: v.area === null ? null : { id: 'fake', name: v.area },
    key_skills: v.key_skills,
  });
  const match = {
    vacancy,
    score: 1,
    reasons: {
      matched_skills: matched,
      missing_skills: [],
      area_ok: true,
      remote_ok: true,
      title_relevance: 1,
      salary: { expected: 1, currency: 'RUR', offered_from: null, offered_to: null, verdict: 'unknown' },
    },
  } as MatchResult;
  const position: PositionInput = {
    title: draft.title,
    areas: [{ id: '1', name: 'Москва' }],
    remote: false,
    salary: { amount: 1, currency: 'RUR' },
    letter_styles: [style],
    use_favorites: false,
  };
  let letter = writeLetterText({ position, resume_draft: draft, vacancy, match, style });
  if (fault === 'invented' || fault === 'misattributed' || fault === 'altered')
    letter += `\n\nКроме того, пять лет руководил отделом в компании «${INVENTED_EMPLOYER}».`;
  return { letter };
}

/**
 * Starts the fake on 127.0.0.1 (`port` 0 = any free port). Resolves once it listens. Requests other than
 * POST /v1/chat/completions and /__control/* get 404.
 */
export async function startFakeLlm(options: { port?: number; host?: string } = {}): Promise<FakeLlm> {
  const requests: FakeLlmRequest[] = [];
  let rules: FaultRule[] = [];
  const hanging = new Set<ServerResponse>();

  const fault = (task: FakeLlmTask | '*', kind: FakeLlmFault, times = Number.POSITIVE_INFINITY): void => {
    rules.push({ task, kind, left: times });
  };
  const take = (task: FakeLlmTask | null): FakeLlmFault | null => {
    const rule = rules.find((r) => r.left > 0 && (r.task === '*' || r.task === task));
    if (rule === undefined) return null;
    rule.left -= 1;
    return rule.kind;
  };
  const send = (res: ServerResponse, status: number, body: unknown): void => {
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const body = (raw === '' ? {} : JSON.parse(raw)) as Record<string, unknown>;
        const path = (req.url ?? '').split('?')[0] ?? '';
        if (req.method === 'POST' && path === '/__control/fault') {
          const parsed = faultBodySchema.safeParse(body);
          if (!parsed.success) return send(res, 400, { error: { message: parsed.error.message } });
          fault(parsed.data.task, parsed.data.kind, parsed.data.times);
          return send(res, 200, { ok: true });
        }
        if (req.method === 'POST' && path === '/__control/reset') {
          rules = [];
          return send(res, 200, { ok: true });
        }
        if (req.method !== 'POST' || path !== '/v1/chat/completions') return send(res, 404, { error: { message: 'not found' } });
        const task = taskOf(body);
        requests.push({ path, headers: req.headers, task, body });
        const model = typeof body.model === 'string' ? body.model : 'fake-llm';
        const kind = take(task);
        if (kind === 'timeout') {
          hanging.add(res);
          res.on('close', () => hanging.delete(res));
          return undefined;
        }
        if (kind === 'server_error') return send(res, 500, { error: { message: 'fake-llm: server error on demand', type: 'server_error' } });
        if (kind === 'malformed') return send(res, 200, completion(model, '{"this is": not JSON'));
        if (kind === 'refusal') return send(res, 200, completion(model, null, 'Я не могу помочь с этим запросом.'));
        const facts = factsOf(body);
        let answer: unknown;
        if (task === 'questions') answer = answerQuestions(facts);
        else if (task === 'profile') answer = await answerProfile(facts, kind);
        else if (task === 'resume') answer = answerResume(facts, kind);
        else if (task === 'letter') answer = answerLetter(facts, kind);
        else return send(res, 400, { error: { message: 'fake-llm: response_format.json_schema.name must be one of questions, profile, resume, letter' } });
        return send(res, 200, completion(model, JSON.stringify(answer)));
      })().catch((err: unknown) => send(res, 500, { error: { message: `fake-llm: ${err instanceof Error ? err.message : String(err)}` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://${options.host ?? '127.0.0.1'}:${port}/v1`,
    requests,
    fault,
    reset: () => {
      rules = [];
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--port');
  const fake = await startFakeLlm({ port: at < 0 ? 0 : Number(process.argv[at + 1]) });
  console.log(`fake OpenAI-compatible server: ${fake.baseURL} (OPENAI_BASE_URL); faults: POST /__control/fault`);
  const stop = (): void => void fake.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
