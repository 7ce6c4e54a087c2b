/**
 * The OpenAI-compatible engine: the official openai SDK pointed at any
 * OpenAI-compatible server (`baseURL`), structured output through `chat.completions.parse` + `zodResponseFormat`,
 * a timeout per attempt and the SDK's retries with backoff. Every failure surfaces as an LlmError.
 */
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';
import { LlmError } from './llm.errors';
import { llmOptionsSchema, type LlmOptionsInput } from './llm.options';

/** A chat prompt: the system message and the user message. The engine that calls the model writes them. */
export interface LlmPrompt {
  system: string;
  user: string;
}

/**
 * The model behind one call: the caller owns the prompt and the output schema (the assistant's prompts and schemas
 * live beside it, in engines/assistant/llm). Resolves to output that already passed the schema, or rejects with LlmError.
 */
export interface LlmEngine {
  readonly model: string;
  /**
   * Sends `prompt` with `schema` as a strict JSON-schema response format named `task`, and resolves to the reply
   * parsed by `schema`.
   */
  structured<S extends z.ZodType>(task: string, schema: S, prompt: LlmPrompt): Promise<z.infer<S>>;
}

const TEMPERATURE = 0.2;

/** Maps whatever the SDK or the parser threw into an LlmError with a reason. */
function toLlmError(err: unknown, task: string): LlmError {
  if (err instanceof LlmError) return err;
  if (err instanceof APIConnectionTimeoutError) return new LlmError('timeout', task, 'the model did not answer in time', { cause: err });
  if (err instanceof APIError) {
    return new LlmError('unavailable', task, `the model server failed: ${err.message}`, { status: err.status, cause: err });
  }
  // Not JSON (SyntaxError), not the schema (ZodError), cut by length or filtered (OpenAIError subclasses).
  const message = err instanceof Error ? err.message : String(err);
  return new LlmError('invalid_output', task, `the model's answer is not valid: ${message}`, { cause: err });
}

/**
 * Creates the engine. Validates `options` (throws ZodError on a bad URL, empty key or model). No request is made
 * until a call; each call sends `model`, the caller's prompt and a strict JSON schema, and validates the reply.
 */
export function createOpenAiEngine(options: LlmOptionsInput): LlmEngine {
  const { baseURL, apiKey, model, timeoutMs, maxRetries } = llmOptionsSchema.parse(options);
  const client = new OpenAI({ baseURL, apiKey, timeout: timeoutMs, maxRetries });

  async function complete<S extends z.ZodType>(task: string, schema: S, prompt: LlmPrompt): Promise<z.infer<S>> {
    try {
      const completion = await client.chat.completions.parse({
        model,
        temperature: TEMPERATURE,
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
        response_format: zodResponseFormat(schema, task),
      });
      const message = completion.choices[0]?.message;
      if (message === undefined) throw new LlmError('invalid_output', task, 'the answer has no choices');
      if (typeof message.refusal === 'string' && message.refusal !== '') {
        throw new LlmError('refused', task, `the model refused: ${message.refusal}`);
      }
      if (message.parsed === null || message.parsed === undefined) throw new LlmError('invalid_output', task, 'the answer is empty');
      return schema.parse(message.parsed);
    } catch (err) {
      throw toLlmError(err, task);
    }
  }

  return { model, structured: complete };
}
