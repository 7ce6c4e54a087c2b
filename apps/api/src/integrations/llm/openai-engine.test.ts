import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chatCompletion, startFakeOpenAi, type FakeOpenAiServer } from './__fixtures__/fake-openai-server';
import { LlmError } from './llm.errors';
import { createOpenAiEngine } from './openai-engine';

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAi();
});
afterAll(async () => {
  await server.close();
});

const letter = { letter: 'Здравствуйте! Откликаюсь на вакансию «Python-разработчик».' };
const letterSchema = z.object({ letter: z.string().min(1) });
const prompt = { system: 'Пиши по-русски. Ничего не придумывай.', user: 'Напиши письмо.\n{"name": "Python-разработчик"}' };

describe('OpenAI-compatible engine', () => {
  it('sends the model, the bearer key, the caller’s prompt and a strict JSON schema, and returns the parsed answer', async () => {
    server.handle(() => ({ body: chatCompletion(JSON.stringify(letter)) }));
    const engine = createOpenAiEngine({ baseURL: server.baseURL, apiKey: 'sk-test-key', model: 'test-model', maxRetries: 0 });
    const from = server.requests.length;
    await expect(engine.structured('letter', letterSchema, prompt)).resolves.toEqual(letter);
    const request = server.requests[from];
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test-key');
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'letter', strict: true } });
    const messages = request?.body.messages as { role: string; content: string }[];
    expect(messages[0]?.content).toContain('Ничего не придумывай');
    expect(messages[1]?.content).toContain('"name": "Python-разработчик"');
  });

  it('retries a 5xx answer and then succeeds', async () => {
    server.handle((_, attempt) =>
      attempt === 0
        ? { status: 503, body: { error: { message: 'busy' } }, headers: { 'retry-after-ms': '1' } }
        : { body: chatCompletion(JSON.stringify(letter)) },
    );
    const engine = createOpenAiEngine({ baseURL: server.baseURL, apiKey: 'k', model: 'm', maxRetries: 1 });
    const from = server.requests.length;
    await expect(engine.structured('letter', letterSchema, prompt)).resolves.toEqual(letter);
    expect(server.requests.length - from).toBe(2);
  });

  it('rejects with a reason: unavailable, timeout, invalid output', async () => {
    const engine = createOpenAiEngine({ baseURL: server.baseURL, apiKey: 'k', model: 'm', maxRetries: 0, timeoutMs: 200 });
    server.handle(() => ({ status: 500, body: { error: { message: 'boom' } } }));
    await expect(engine.structured('letter', letterSchema, prompt)).rejects.toMatchObject({ name: 'LlmError', reason: 'unavailable', status: 500 });
    server.handle(() => ({ delayMs: 2_000, body: chatCompletion(JSON.stringify(letter)) }));
    await expect(engine.structured('letter', letterSchema, prompt)).rejects.toMatchObject({ reason: 'timeout' });
    server.handle(() => ({ body: chatCompletion('это не JSON') }));
    await expect(engine.structured('letter', letterSchema, prompt)).rejects.toMatchObject({ reason: 'invalid_output' });
    server.handle(() => ({ body: chatCompletion(JSON.stringify({ questions: [] })) }));
    await expect(engine.structured('letter', letterSchema, prompt)).rejects.toBeInstanceOf(LlmError);
  });

  it('refuses malformed options', () => {
    expect(() => createOpenAiEngine({ baseURL: 'not a url', apiKey: '', model: 'm' })).toThrow();
  });
});
