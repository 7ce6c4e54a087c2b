import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatCompletion, startFakeOpenAi, type FakeOpenAiServer, type FakeReply } from '../../integrations/llm/__fixtures__/fake-openai-server';
import { runJourney, type Journey } from './__fixtures__/journey';
import { pythonDeveloper } from './__fixtures__/seekers';
import type { ComposeResumeInput, WriteLetterInput } from './assistant.port';
import type { ResumeDraft } from '../../domain/position';
import { createBuiltinAssistant } from './builtin-assistant';
import { createAssistant, type AssistantLog } from './create-assistant';
import { toLlmProfile } from '../../../testing/llm-profile';
import type { LlmProfile } from './llm/llm-profile.schema';
import { profileOf } from './profile-source';

interface LogEntry {
  obj: Record<string, unknown>;
  msg: string;
}

function recordingLog(): AssistantLog & { warns: LogEntry[]; infos: LogEntry[] } {
  const warns: LogEntry[] = [];
  const infos: LogEntry[] = [];
  return {
    warns,
    infos,
    warn: (obj, msg) => warns.push({ obj: obj as Record<string, unknown>, msg }),
    info: (obj, msg) => infos.push({ obj: obj as Record<string, unknown>, msg }),
  };
}

const LLM_QUESTIONS = {
  questions: [
    { text: 'Где вы применяли Docker и FastAPI?', topic: 'skills', hint: null, experience_index: null },
    { text: 'Чем вы занимались в «Технопарк Плюс»?', topic: 'experience', hint: 'Задачи и инструменты.', experience_index: 1 },
    { text: 'Каких измеримых результатов вы добились?', topic: 'results', hint: null, experience_index: null },
    { text: 'Какая задача была самой сложной?', topic: 'challenge', hint: null, experience_index: 7 },
    { text: 'Что хотите развивать на новом месте?', topic: 'growth', hint: null, experience_index: null },
  ],
};

const LLM_RESUME: ResumeDraft = {
  title: 'Python developer',
  skill_set: ['Python', 'Django', 'PostgreSQL', 'Docker', 'FastAPI'],
  skills: 'Python-разработчик. 12 сервисов переведены на единый шаблон GitLab CI; релизы — еженедельно.',
  experience: [
    {
      company: 'Медиасофт',
      position: 'Python-разработчик',
      start: '2021-03',
      end: null,
      description: 'Разрабатывал backend сервиса онлайн-записи на Django и PostgreSQL. FastAPI применял для внутренних API.',
    },
    { company: 'Технопарк Плюс', position: 'Младший разработчик', start: '2019-07', end: '2021-02', description: null },
  ],
};

let server: FakeOpenAiServer;
let journey: Journey;
/** The model's candidate profile: the built-in reading of the journey's sources, quoted. */
let PROFILE: LlmProfile;
let log: ReturnType<typeof recordingLog>;
const builtin = createBuiltinAssistant();

beforeAll(async () => {
  server = await startFakeOpenAi();
  journey = await runJourney(pythonDeveloper());
  const input = composeInput();
  PROFILE = toLlmProfile(await profileOf(input), input.answers);
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  log = recordingLog();
});

function llmAssistant(options: { timeoutMs?: number; maxRetries?: number } = {}) {
  return createAssistant({
    llm: { baseURL: server.baseURL, apiKey: 'sk-local-test', model: 'local-model', maxRetries: 0, ...options },
    log,
  });
}

/** Answers every task with the given JSON, the same way a model would. */
function answerWith(byTask: Record<string, unknown>, extra: Omit<FakeReply, 'body'> = {}): void {
  server.handle((body) => {
    const format = body.response_format as { json_schema: { name: string } };
    const payload = byTask[format.json_schema.name];
    return payload === undefined
      ? { status: 500, body: { error: { message: 'unexpected task' } } }
      : { ...extra, body: chatCompletion(JSON.stringify(payload)) };
  });
}

function composeInput(): ComposeResumeInput {
  return { ...journey.seeker, questions: journey.questions, answers: journey.answers };
}

function letterInput(): WriteLetterInput {
  // A vacancy that also asks for a skill the seeker lacks, so a letter claiming it can be caught.
  const match = journey.matches.find((m) => m.reasons.missing_skills.length > 0) ?? journey.matches[0]!;
  return { position: journey.seeker.position, resume_draft: journey.draft, vacancy: match.vacancy, match, style: 'neutral' };
}

function validLetter(): string {
  const { vacancy } = letterInput();
  return `Здравствуйте! Откликаюсь на вакансию «${vacancy.name}» в компании «${vacancy.employer?.name ?? ''}». Работаю с Python, Django и PostgreSQL в «Медиасофт».`;
}

describe('createAssistant without LLM options', () => {
  it('uses the built-in engine and says so', async () => {
    const assistant = createAssistant({ log });
    const from = server.requests.length;
    expect(await assistant.askQuestions(journey.seeker)).toEqual(journey.questions);
    expect(server.requests.length).toBe(from);
    expect(log.infos).toEqual([{ obj: { engine: 'builtin' }, msg: 'assistant: using the built-in engine' }]);
  });

  it("reports the built-in engine as the resume's author", async () => {
    const assistant = createAssistant({ log });
    expect(assistant.engine).toBe('builtin');
    expect(await assistant.composeResumeWithEngine(composeInput())).toEqual({ draft: journey.draft, engine: 'builtin' });
  });
});

describe('createAssistant with the OpenAI-compatible engine', () => {
  it('uses valid model output, sending the model name and the bearer key', async () => {
    answerWith({ questions: LLM_QUESTIONS, profile: PROFILE, resume: LLM_RESUME, letter: { letter: validLetter() } });
    const assistant = llmAssistant();
    const from = server.requests.length;

    const questions = await assistant.askQuestions(journey.seeker);
    expect(questions.map((q) => q.text)).toEqual(LLM_QUESTIONS.questions.map((q) => q.text));
    expect(questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
    expect(questions[1]).toMatchObject({ hint: 'Задачи и инструменты.', experience_index: 1 });
    expect(questions[3]).not.toHaveProperty('experience_index'); // 7 is not a job of this resume

    const draft = await assistant.composeResume(composeInput());
    expect(draft).toMatchObject({ ...LLM_RESUME, title: 'Python-разработчик' });
    // Provenance comes from the checked profile: the model's job «Медиасофт» points at the hh resume's field.
    expect(draft.sources).toContainEqual(expect.objectContaining({ field: 'experience[0].company', kind: 'hh_resume', path: 'experience[0].company' }));

    expect(await assistant.writeLetter(letterInput())).toBe(validLetter());

    const requests = server.requests.slice(from);
    expect(requests).toHaveLength(4);
    for (const request of requests) {
      expect(request.headers.authorization).toBe('Bearer sk-local-test');
      expect(request.body.model).toBe('local-model');
    }
    // No fallback and no repair: the employer the model quotes («Медиасофт») reads back as written.
    expect(log.warns.map((w) => w.obj)).toEqual([]);
    expect(log.infos[0]?.obj).toEqual({ engine: 'openai', model: 'local-model' });
  });

  it('falls back to the built-in engine on a 500 and logs a warning', async () => {
    server.handle(() => ({ status: 500, body: { error: { message: 'upstream failed' } } }));
    const questions = await llmAssistant().askQuestions(journey.seeker);
    expect(questions).toEqual(await builtin.askQuestions(journey.seeker));
    expect(log.warns).toHaveLength(1);
    expect(log.warns[0]?.msg).toBe('assistant: askQuestions failed on the OpenAI-compatible engine; falling back to the built-in engine');
    expect(log.warns[0]?.obj).toMatchObject({ engine: 'openai', task: 'askQuestions', err: { reason: 'unavailable', status: 500 } });
    expect(JSON.stringify(log.warns)).not.toContain('sk-local-test');
  });

  it('falls back on a timeout', async () => {
    answerWith({ letter: { letter: validLetter() } }, { delayMs: 1_500 });
    const letter = await llmAssistant({ timeoutMs: 150 }).writeLetter(letterInput());
    expect(letter).toBe(await builtin.writeLetter(letterInput()));
    expect(log.warns[0]?.obj).toMatchObject({ task: 'writeLetter', err: { reason: 'timeout' } });
  });

  it('falls back on malformed output: not JSON, or JSON of the wrong shape', async () => {
    server.handle(() => ({ body: chatCompletion('Вот ваши вопросы: 1) …') }));
    expect(await llmAssistant().askQuestions(journey.seeker)).toEqual(journey.questions);
    answerWith({ questions: { questions: LLM_QUESTIONS.questions.slice(0, 4) } });
    expect(await llmAssistant().askQuestions(journey.seeker)).toEqual(journey.questions);
    answerWith({ questions: { questions: [...LLM_QUESTIONS.questions.slice(0, 4), LLM_QUESTIONS.questions[0]] } });
    expect(await llmAssistant().askQuestions(journey.seeker)).toEqual(journey.questions);
    expect(log.warns.map((w) => w.obj.err)).toEqual([
      expect.objectContaining({ reason: 'invalid_output' }),
      expect.objectContaining({ reason: 'invalid_output' }),
      expect.objectContaining({ type: 'AssistantOutputError', message: 'expected 5 different questions' }),
    ]);
  });

  it("names the engine that wrote the resume: the model's draft is 'llm', a fallback draft 'builtin'", async () => {
    answerWith({ profile: PROFILE, resume: LLM_RESUME });
    expect(await llmAssistant().composeResumeWithEngine(composeInput())).toMatchObject({
      draft: { ...LLM_RESUME, title: 'Python-разработчик' },
      engine: 'llm',
    });
    server.handle(() => ({ status: 500, body: { error: { message: 'upstream failed' } } }));
    expect(await llmAssistant().composeResumeWithEngine(composeInput())).toEqual({ draft: journey.draft, engine: 'builtin' });
  });

  it('falls back when the resume states facts the seeker never gave', async () => {
    const invented: ResumeDraft = {
      ...LLM_RESUME,
      skill_set: [...LLM_RESUME.skill_set, 'Kubernetes'],
      experience: [{ ...LLM_RESUME.experience[0]!, company: 'Яндекс', start: '2020-01' }, LLM_RESUME.experience[1]!],
    };
    answerWith({ profile: PROFILE, resume: invented });
    const draft = await llmAssistant().composeResume(composeInput());
    expect(draft).toEqual(journey.draft);
    expect(log.warns.find((w) => w.msg.includes('falling back'))?.obj).toMatchObject({
      task: 'composeResume',
      err: {
        type: 'AssistantOutputError',
        violations: expect.arrayContaining([
          { kind: 'skill', value: 'Kubernetes', where: 'skill_set[5]' },
          { kind: 'employer', value: 'Яндекс', where: 'experience[0].company' },
          { kind: 'date', value: '2020-01', where: 'experience[0].start' },
        ]),
      },
    });
  });

  it('falls back when the letter has a link, invents a fact or does not name the employer', async () => {
    const expected = await builtin.writeLetter(letterInput());
    const { vacancy } = letterInput();
    const letters = [
      `${validLetter()} Портфолио: https://github.com/someone`,
      `${validLetter()} Раньше ускорил продажи на 300%.`,
      `Здравствуйте! Откликаюсь на вакансию «${vacancy.name}».`,
    ];
    for (const text of letters) {
      answerWith({ letter: { letter: text } });
      expect(await llmAssistant().writeLetter(letterInput())).toBe(expected);
    }
    expect(log.warns.map((w) => w.obj.err)).toEqual([
      expect.objectContaining({ violations: [{ kind: 'link', value: 'https://github.com/someone', where: 'letter' }] }),
      expect.objectContaining({ violations: [{ kind: 'number', value: '300', where: 'letter' }] }),
      expect.objectContaining({ message: 'letter does not name the employer' }),
    ]);
  });

  it('falls back when the letter claims a skill the vacancy asks for but the seeker lacks', async () => {
    const missing = letterInput().match.reasons.missing_skills[0];
    expect(missing).toBeDefined();
    answerWith({ letter: { letter: `${validLetter()} Также знаю ${missing ?? ''}.` } });
    expect(await llmAssistant().writeLetter(letterInput())).toBe(await builtin.writeLetter(letterInput()));
    expect(log.warns[0]?.obj.err).toMatchObject({ violations: expect.arrayContaining([expect.objectContaining({ kind: 'skill', value: missing })]) });
  });
});
