import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { runWithRequestId } from '../lib/request-context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is polled by every open tab every 10 s: its request lines are logged at debug, not info
     * (about 7 MB a day per online user at info). Errors are still logged at error.
     */
    polling?: boolean;
  }
}

const isPolling = (request: FastifyRequest): boolean => request.routeOptions.config.polling === true;

/**
 * Fastify's request log lines ('incoming request', 'request completed') at info, except on routes marked
 * `config: { polling: true }`, where they go to debug. Passed to Fastify as `logController` (app.ts).
 */
export class PollingAwareLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (!isPolling(request)) {
      super.incomingRequest(request, reply, metadata);
      return;
    }
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (error || !isPolling(request)) {
      super.requestCompleted(error, request, reply, metadata);
      return;
    }
    if (!this.isLogDisabled(request)) reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * Makes the request id (Fastify's `request.id`: the client's `x-request-id` when plausible, else a new UUID; see
 * lib/request-context.ts) the current one for everything the request does, so jobs it enqueues carry it
 * (plugins/queue.ts), and echoes it in the `x-request-id` response header. Register it first on the root instance.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    runWithRequestId(request.id, done);
  });
}
