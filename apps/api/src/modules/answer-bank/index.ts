import type { FastifyInstance } from 'fastify';
import { profileOf } from '../../engines/assistant';
import type { ApplicationsService } from '../applications';
import type { PositionsService } from '../positions';
import { answerBankRoutes, assistedPacketRoutes } from './answer-bank.routes';
import { createAnswerBankService, type AnswerBankService, type AnswerBankServiceDeps } from './answer-bank.service';

export type { AnswerBankService } from './answer-bank.service';

export interface AnswerBankModuleDeps {
  positions: Pick<PositionsService, 'owned' | 'list'>;
  applications: Pick<ApplicationsService, 'getOwned'>;
  /** The account's portfolio link, the one store of it (see AnswerBankServiceDeps.account). */
  account: AnswerBankServiceDeps['account'];
}

/** /api/answer-bank and /api/applications/{id}/assisted-packet. @returns the service. */
export async function register(app: FastifyInstance, deps: AnswerBankModuleDeps): Promise<AnswerBankService> {
  const service = createAnswerBankService({ db: app.database.db, clock: app.clock, ...deps, profileOf, log: app.log });
  await app.register(answerBankRoutes, { prefix: '/api/answer-bank', service });
  await app.register(assistedPacketRoutes, { prefix: '/api/applications', service });
  return service;
}
