import type { FastifyInstance } from 'fastify';
import { trainerRoutes } from './trainer.routes';
import { createTrainerService, type TrainerService } from './trainer.service';

export type { TrainerService } from './trainer.service';

/** /api/trainer. @returns the service (the support console grants and answers through it). */
export async function register(app: FastifyInstance): Promise<TrainerService> {
  const service = createTrainerService({ db: app.database.db, clock: app.clock, trainerUrl: app.config.trainerUrl });
  await app.register(trainerRoutes, { prefix: '/api/trainer', service });
  return service;
}
