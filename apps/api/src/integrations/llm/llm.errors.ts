/**
 * Why a call to the language model failed. The assistant falls back to its built-in engine on every one of them.
 * - 'unavailable': network error or an HTTP error status (after the SDK's retries);
 * - 'timeout': no answer within `timeoutMs` (after retries);
 * - 'invalid_output': not JSON, not the requested schema, cut off by length or filtered;
 * - 'refused': the model refused to answer.
 */
export type LlmFailureReason = 'unavailable' | 'timeout' | 'invalid_output' | 'refused';

/** A failed language-model call; `task` names the call ('questions', 'resume', 'letter'), `status` the HTTP status if any. */
export class LlmError extends Error {
  readonly reason: LlmFailureReason;
  readonly task: string;
  readonly status: number | undefined;

  constructor(reason: LlmFailureReason, task: string, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'LlmError';
    this.reason = reason;
    this.task = task;
    this.status = options.status;
  }
}
