/**
 * Options of the OpenAI-compatible engine.
 * config/env.ts reads the environment once and passes these in; nothing here reads process.env.
 */
import { z } from 'zod';

/**
 * `baseURL`: the OpenAI-compatible API root, e.g. 'https://api.openai.com/v1' or a local server's '/v1';
 * `apiKey`: sent as `Authorization: Bearer <key>`; `model`: the model name sent with every request;
 * `timeoutMs`: per attempt, in ms (default 30 000); `maxRetries`: extra attempts on connection errors,
 * timeouts, 408/409/429 and 5xx, with the SDK's exponential backoff (default 2).
 * Parsing throws a ZodError that lists every bad option.
 */
export const llmOptionsSchema = z.object({
  baseURL: z.url(),
  apiKey: z.string().min(1),
  model: z.string().min(1),
  timeoutMs: z.number().int().positive().default(30_000),
  maxRetries: z.number().int().min(0).max(5).default(2),
});
/** Options as callers write them (timeoutMs and maxRetries optional). */
export type LlmOptionsInput = z.input<typeof llmOptionsSchema>;
export type LlmOptions = z.infer<typeof llmOptionsSchema>;
