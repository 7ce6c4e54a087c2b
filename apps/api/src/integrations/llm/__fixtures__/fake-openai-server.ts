/**
 * Test helper: a local OpenAI-compatible server (node:http on 127.0.0.1, port 0) that answers
 * POST /v1/chat/completions the way the test tells it to, and records every request. Test-only code.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server saw it. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** What to answer: an HTTP status, a JSON body, extra headers and a delay in ms before answering. */
export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

/** Decides the reply from the request body and the 0-based number of the request since this handler was set. */
export type FakeHandler = (body: Record<string, unknown>, attempt: number) => FakeReply;

/** A running fake server: its /v1 base URL, the recorded requests, a way to set the handler, and close(). */
export interface FakeOpenAiServer {
  baseURL: string;
  requests: RecordedRequest[];
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
}

/** A chat.completion answer whose assistant message carries `content`. */
export function chatCompletion(content: string, model = 'test-model'): Record<string, unknown> {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_763_280_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/** Starts the server on an ephemeral loopback port. */
export async function startFakeOpenAi(): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  let handler: FakeHandler = () => ({ status: 500, body: { error: { message: 'no handler' } } });
  let handledFrom = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = (text === '' ? {} : JSON.parse(text)) as Record<string, unknown>;
      const attempt = requests.length - handledFrom;
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const reply = handler(body, attempt);
      const send = (): void => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
        res.end(JSON.stringify(reply.body ?? {}));
      };
      if (reply.delayMs === undefined) send();
      else setTimeout(send, reply.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    handle: (next) => {
      handler = next;
      handledFrom = requests.length;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
