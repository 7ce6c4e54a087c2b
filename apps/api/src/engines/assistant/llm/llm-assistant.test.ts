import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../../../../testing/fake-llm';
import type { MatchResult } from '../../../domain/vacancy';
import { personaInput, type PersonaInput } from '../__fixtures__/persona-input';
import { candidateVacancy } from '../__fixtures__/vacancy';
import { createBuiltinAssistant } from '../builtin-assistant';
import { checkResumeAttribution } from '../checks/attribution';
import { createAssistant, type AssistantLog } from '../create-assistant';
import { groundLlmProfile, locateQuote } from '../checks/llm-profile';
import { toLlmProfile } from '../../../../testing/llm-profile';
import { sameEmployer } from '../profile';
import { loadPersonas } from '../bench/personas';
import { profileOf } from '../profile-source';

interface Entry {
  obj: Record<string, unknown>;
  msg: string;
}

let fake: FakeLlm;
let warns: Entry[];
const log: AssistantLog = { warn: (obj, msg) => void warns.push({ obj: obj as Record<string, unknown>, msg }), info: () => undefined };
const personas = loadPersonas();
/** Python backend: «Ромашка» (answers) and the hh resume's job, with the 2 s → 300 ms speed-up said about «Ромашка». */
const backend = personaInput(personas.find((p) => p.id.includes('python'))!);
/** Frontend: two jobs, each with its own achievement. */
const frontend = personaInput(personas.find((p) => p.id.includes('frontend'))!);

beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  warns = [];
  fake.reset();
});

const engine = (timeoutMs = 5_000) =>
  createAssistant({ llm: { baseURL: fake.baseURL, apiKey: 'sk-local', model: 'fake-model', maxRetries: 0, timeoutMs }, log });
const compose = (p: PersonaInput) => ({ ...p, market_skills: [] });
const fallbacks = () => warns.filter((w) => w.msg.includes('falling back to the built-in engine'));

describe('locateQuote', () => {
  it('finds a quote exactly, or across case, ё, quote marks, dashes and spaces; never a quote the text lacks', () => {
    const text = 'Три года работаю в «Ромашке» — ускорил отчёт с 2 с до 300 мс.';
    expect(locateQuote(text, 'в «Ромашке»')).toEqual([17, 28]);
    const span = locateQuote(text, 'ускорил ОТЧЕТ  с 2 с до 300 мс');
    expect(span).not.toBeNull();
    expect(text.slice(...span!)).toBe('ускорил отчёт с 2 с до 300 мс');
    expect(locateQuote(text, '"Ромашке" - ускорил')).not.toBeNull();
    expect(locateQuote(text, 'в «Газпроме»')).toBeNull();
    expect(locateQuote(text, 'с')).toBeNull();
  });
});

describe('groundLlmProfile', () => {
  it('accepts the built-in reading in the wire shape, with our spans and the same facts', async () => {
    const reference = await profileOf(backend);
    const { profile, violations } = groundLlmProfile(toLlmProfile(reference, backend.answers), { ...backend, reference });
    expect(violations).toEqual([]);
    expect(profile.experience.map((e) => [e.id, e.employer.value, e.start.value])).toEqual(
      reference.experience.map((e) => [e.id, e.employer.value, e.start.value]),
    );
    const romashka = profile.experience.find((e) => e.employer.value !== null && sameEmployer(e.employer.value, 'Ромашка'))!;
    const span = romashka.achievements[0]!.sources[0]!.span!;
    const answer = backend.answers.find((a) => a.question_id === romashka.achievements[0]!.sources[0]!.answerId)!;
    expect(answer.text.slice(span[0], span[1])).toContain('300');
  });

  it('never trusts an offset: a quote the answers lack is an invented fact, a number its sentence lacks an altered one', async () => {
    const reference = await profileOf(backend);
    const wire = toLlmProfile(reference, backend.answers);
    wire.skills.push({ name: 'Haskell', sources: [{ source: 'answer', answerId: backend.answers[0]!.question_id, quote: 'писал на Haskell', path: null }] });
    const withNumber = wire.experience.flatMap((e) => e.achievements).find((a) => a.numbers.length > 0)!;
    withNumber.numbers.push({ value: 95, unit: 'percent', role: 'by', raw: '95%' });
    const { profile, violations } = groundLlmProfile(wire, { ...backend, reference });
    expect(violations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'invented', fact: 'Haskell' }),
        expect.objectContaining({ kind: 'changed', where: expect.stringMatching(/achievements\[\d+\]$/u) }),
      ]),
    );
    expect(profile.skills.map((s) => s.name)).not.toContain('Haskell');
  });

  it('accepts a name the seeker declined and our self-employment label where the seeker says so; not where nobody does', async () => {
    const seeker = {
      ...backend,
      answers: [
        { question_id: backend.answers[0]!.question_id, text: 'С весны 2022 года работаю на себя, оформлен как самозанятый: чиню ноутбуки на дому.' },
        ...backend.answers.slice(1, 3),
        { question_id: backend.answers[3]!.question_id, text: 'Окончил колледж связи, потом прошёл курс в онлайн-школе «Паяльник» в 2023 году.' },
        ...backend.answers.slice(4),
      ],
    };
    const reference = await profileOf(seeker);
    const quote = (i: number, words: string) => [{ source: 'answer' as const, answerId: seeker.answers[i]!.question_id, quote: words, path: null }];
    const fact = <T>(value: T, sources: ReturnType<typeof quote>) => ({ value, sources });
    const wire = toLlmProfile(reference, seeker.answers);
    wire.experience = [
      ...['Фриланс (самозанятость)', 'Фриланс (самозанятость)'].map((label, k) => ({
        id: `job-${k}`,
        employer: fact(label, quote(k === 0 ? 0 : 1, k === 0 ? 'работаю на себя' : seeker.answers[1]!.text.split(' ').slice(0, 3).join(' '))),
        role: fact(null, []),
        start: { ...fact(null, []), precision: null },
        end: { ...fact(null, []), precision: null },
        current: fact(false, []),
        location: fact(null, []),
        achievements: [],
      })),
    ];
    wire.education = [
      {
        institution: fact('Онлайн-школа «Паяльник»', quote(3, 'в онлайн-школе «Паяльник»')),
        year: fact(2023, quote(3, 'в 2023 году')),
        speciality: fact(null, []),
        level: fact(null, []),
        course: true,
      },
    ];
    const { profile, violations } = groundLlmProfile(wire, { ...seeker, reference });
    expect(profile.experience.map((e) => e.employer.value)).toEqual(['Фриланс (самозанятость)']);
    expect(violations).toEqual([expect.objectContaining({ fact: 'Фриланс (самозанятость)', where: 'experience[1].employer' })]);
    expect(profile.education).toEqual([expect.objectContaining({ institution: expect.objectContaining({ value: 'Онлайн-школа «Паяльник»' }), course: true })]);
    expect(profile.education[0]!.year.value).toBe(2023);
  });
});

describe('the OpenAI-compatible engine against the fake server', () => {
  it('accepts good output: the resume is written from the model profile, passes the attribution check and carries sources', async () => {
    const { draft, engine: used } = await engine().composeResumeWithEngine(compose(backend));
    expect(used).toBe('llm');
    expect(fallbacks()).toEqual([]);
    expect(fake.requests.map((r) => r.task)).toEqual(['profile', 'resume']);
    const romashka = draft.experience.find((j) => j.company !== null && sameEmployer(j.company, 'Ромашка'));
    expect(romashka?.description).toContain('300');
    expect(checkResumeAttribution(draft, await profileOf(backend), backend.resume)).toEqual([]);
    expect(draft.sources?.some((s) => s.kind === 'answer' && s.quote !== null && s.field.startsWith('experience['))).toBe(true);
  });

  it('tells the model which answer lists the tools, so a tool named only in that list reaches the resume', async () => {
    const tools = backend.questions.find((q) => q.topic === 'tools')!;
    const seeker = {
      ...backend,
      answers: backend.answers.map((a) =>
        a.question_id === tools.id ? { ...a, text: 'Каждый день: Python, прототипы в Figma, ревью кода, нагрузочное тестирование' } : a,
      ),
    };
    const { draft, engine: used } = await engine().composeResumeWithEngine(compose(seeker));
    expect(used).toBe('llm');
    const profileCall = fake.requests.filter((r) => r.task === 'profile').at(-1)!;
    const content = (profileCall.body as { messages: { content: string }[] }).messages.at(-1)!.content;
    const sent = JSON.parse(content.slice(content.indexOf('\n{'))) as { questions: { id: string; topic: string | null }[] };
    expect(sent.questions.find((q) => q.id === tools.id)?.topic).toBe('tools');
    expect(draft.skill_set).toEqual(expect.arrayContaining(['Figma', 'Нагрузочное тестирование']));
  });

  it('falls back to the built-in engine when the profile invents an employer, and logs why', async () => {
    fake.fault('profile', 'invented', 1);
    const { draft, engine: used } = await engine().composeResumeWithEngine(compose(backend));
    expect(used).toBe('builtin');
    expect(draft).toEqual(await createBuiltinAssistant().composeResume(compose(backend)));
    expect(fallbacks()[0]?.obj).toMatchObject({
      task: 'composeResume',
      err: { type: 'AssistantOutputError', violations: expect.arrayContaining([expect.objectContaining({ kind: 'invented', value: 'Газпром нефть' })]) },
    });
  });

  it('repairs a misattributed achievement in the profile: it is dropped, never written under the other job', async () => {
    fake.fault('profile', 'misattributed', 1);
    const { draft, engine: used } = await engine().composeResumeWithEngine(compose(frontend));
    expect(used).toBe('llm');
    expect(warns.find((w) => w.msg.includes("model's profile"))?.obj).toMatchObject({
      task: 'profile',
      repaired: [expect.objectContaining({ kind: 'misattributed' })],
    });
    expect(checkResumeAttribution(draft, await profileOf(frontend), frontend.resume)).toEqual([]);
  });

  it('repairs a resume that moves an achievement under another job, and falls back on one that invents a job', async () => {
    fake.fault('resume', 'misattributed', 1);
    const repaired = await engine().composeResumeWithEngine(compose(frontend));
    expect(repaired.engine).toBe('llm');
    expect(warns.find((w) => w.msg.includes("model's resume"))?.obj).toMatchObject({ repaired: [expect.objectContaining({ kind: 'misattributed' })] });
    expect(checkResumeAttribution(repaired.draft, await profileOf(frontend), frontend.resume)).toEqual([]);

    fake.fault('resume', 'invented', 1);
    const fallen = await engine().composeResumeWithEngine(compose(frontend));
    expect(fallen.engine).toBe('builtin');
    expect(fallen.draft.skill_set).not.toContain('Haskell');
  });

  it('falls back on malformed JSON, a timeout, a 500 and a refusal', async () => {
    for (const kind of ['malformed', 'timeout', 'server_error', 'refusal'] as const) {
      warns = [];
      fake.fault('profile', kind, 1);
      const { engine: used } = await engine(400).composeResumeWithEngine(compose(backend));
      expect(used).toBe('builtin');
      const reason = { malformed: 'invalid_output', timeout: 'timeout', server_error: 'unavailable', refusal: 'refused' }[kind];
      expect(fallbacks()[0]?.obj).toMatchObject({ err: { type: 'LlmError', reason } });
    }
  });

  it('checks letters the same way: a good one passes, one naming an employer the seeker never had falls back', async () => {
    const builtin = createBuiltinAssistant();
    const draft = await builtin.composeResume(compose(backend));
    const vacancy = candidateVacancy({
      id: 'v1',
      name: backend.position.title,
      employer: { id: '9', name: 'Северный ветер' },
      key_skills: draft.skill_set.slice(0, 2),
    });
    const match: MatchResult = {
      vacancy,
      score: 1,
      reasons: {
        matched_skills: vacancy.key_skills,
        missing_skills: [],
        area_ok: true,
        remote_ok: true,
        title_relevance: 1,
        salary: { expected: 1, currency: 'RUR', offered_from: null, offered_to: null, verdict: 'unknown' as const },
      },
    };
    const profile = await profileOf(backend);
    const input = { position: backend.position, resume_draft: draft, vacancy, match, style: 'neutral' as const, profile, today: backend.today };
    const good = await engine().writeLetter(input);
    expect(fallbacks()).toEqual([]);
    expect(good).toContain('Северный ветер');
    fake.fault('letter', 'invented', 1);
    const fallen = await engine().writeLetter(input);
    expect(fallen).not.toContain('Газпром');
    expect(fallbacks()[0]?.obj).toMatchObject({ task: 'writeLetter', err: { type: 'AssistantOutputError' } });
  });
});
