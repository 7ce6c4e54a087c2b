/**
 * Chooses the assistant engine: the OpenAI-compatible engine
 * when LLM options are configured, the built-in engine otherwise. With the LLM, every call falls back to the built-in
 * engine on ANY failure — network, timeout, invalid JSON, schema, a product rule or the grounding check — and logs a
 * warning that says so.
 */
import { LlmError } from '../../integrations/llm/llm.errors';
import type { LlmOptionsInput } from '../../integrations/llm/llm.options';
import { createOpenAiEngine } from '../../integrations/llm/openai-engine';
import type { Assistant, ComposeResumeInput } from './assistant.port';
import type { ResumeDraft } from '../../domain/position';
import { createBuiltinAssistant } from './builtin-assistant';
import { AssistantOutputError, createLlmAssistant } from './llm/llm-assistant';

/** The logger the assistant writes to; pino's logger fits (`log.warn(obj, msg)`). */
export interface AssistantLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** `llm`: the OpenAI-compatible engine's options (absent = built-in engine only); `log`: where choices and fallbacks go. */
export interface CreateAssistantOptions {
  llm?: LlmOptionsInput;
  log: AssistantLog;
}

/** Which engine answered: the OpenAI-compatible one ('llm') or the built-in one ('builtin'). */
export type AssistantEngineName = 'builtin' | 'llm';

/**
 * The Assistant the API uses: the port, plus which engine wrote a resume draft (GET /api/positions/{id}/resume
 * shows it as `engine`).
 */
export interface EngineAssistant extends Assistant {
  /** The engine tried first: 'llm' when LLM options are configured, else 'builtin'. */
  readonly engine: AssistantEngineName;
  /** composeResume, telling which engine's draft it is ('builtin' after a fallback). */
  composeResumeWithEngine(input: ComposeResumeInput): Promise<{ draft: ResumeDraft; engine: AssistantEngineName }>;
}

/** A failure as a log field: its kind and message, the LLM reason and HTTP status, and grounding violations. Never the key. */
function describeFailure(err: unknown): Record<string, unknown> {
  if (err instanceof LlmError) return { type: err.name, reason: err.reason, status: err.status, message: err.message };
  if (err instanceof AssistantOutputError) return { type: err.name, message: err.message, violations: err.violations };
  if (err instanceof Error) return { type: err.name, message: err.message };
  return { type: typeof err, message: String(err) };
}

/**
 * Creates the Assistant. Throws ZodError only when `llm` options are malformed (a bad URL, an empty key or model).
 * The returned assistant's calls do not reject because of the LLM: they fall back to the built-in engine.
 */
export function createAssistant({ llm, log }: CreateAssistantOptions): EngineAssistant {
  const builtin = createBuiltinAssistant();
  if (llm === undefined) {
    log.info({ engine: 'builtin' }, 'assistant: using the built-in engine');
    return {
      ...builtin,
      engine: 'builtin',
      composeResumeWithEngine: async (input) => ({ draft: await builtin.composeResume(input), engine: 'builtin' }),
    };
  }
  const engine = createOpenAiEngine(llm);
  const primary = createLlmAssistant(engine, log);
  log.info({ engine: 'openai', model: engine.model }, 'assistant: using the OpenAI-compatible engine with the built-in engine as fallback');

  async function withFallback<T>(task: string, run: (assistant: Assistant) => Promise<T>): Promise<{ value: T; engine: AssistantEngineName }> {
    try {
      return { value: await run(primary), engine: 'llm' };
    } catch (err) {
      log.warn(
        { engine: 'openai', model: engine.model, task, err: describeFailure(err) },
        `assistant: ${task} failed on the OpenAI-compatible engine; falling back to the built-in engine`,
      );
      return { value: await run(builtin), engine: 'builtin' };
    }
  }

  return {
    engine: 'llm',
    askQuestions: async (input) => (await withFallback('askQuestions', (a) => a.askQuestions(input))).value,
    composeResume: async (input) => (await withFallback('composeResume', (a) => a.composeResume(input))).value,
    composeResumeWithEngine: async (input) => {
      const { value, engine: used } = await withFallback('composeResume', (a) => a.composeResume(input));
      return { draft: value, engine: used };
    },
    writeLetter: async (input) => (await withFallback('writeLetter', (a) => a.writeLetter(input))).value,
  };
}
