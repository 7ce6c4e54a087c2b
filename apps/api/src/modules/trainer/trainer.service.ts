import type { AdminTrainerRequest, TrainerAccess, TrainerAccessRequest, TrainerRequestStatus } from '@otklik/contracts';
import type { Db } from '../../db/client';
import type { TrainerAccessRequestRow } from '../../db/schema/trainer';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import * as repo from './trainer.repository';

/** Most requests the console lists at once. */
const REQUESTS_SHOWN = 200;

export interface TrainerServiceDeps {
  db: Db;
  clock: Clock;
  /** TRAINER_URL: the trainer's site, sent only to seekers with access. */
  trainerUrl: string;
}

const toRequest = (row: TrainerAccessRequestRow): TrainerAccessRequest => ({
  id: row.id,
  status: row.status,
  message: row.message,
  reply: row.reply,
  created_at: row.createdAt.toISOString(),
  answered_at: row.answeredAt?.toISOString() ?? null,
});

/** Access to the interview trainer, a separate site (support grants access, on request or on its own). */
export type TrainerService = ReturnType<typeof createTrainerService>;

/** Builds the trainer service: the seeker's side (access, requests) and what the support console does with them. */
export function createTrainerService({ db, clock, trainerUrl }: TrainerServiceDeps) {
  return {
    /** GET /api/trainer/access: access, the trainer's URL only with access, and the latest request. */
    async access(userId: string): Promise<TrainerAccess> {
      const [has, latest] = await Promise.all([repo.hasAccess(db, userId), repo.latestRequest(db, userId)]);
      return { has_access: has, trainer_url: has ? trainerUrl : null, request: latest ? toRequest(latest) : null };
    },

    /**
     * POST /api/trainer/access-requests: files a request to support (one open request at a time).
     * @returns the new open request
     * @throws AppError trainer_access_granted (the seeker already has access), trainer_request_open (one is open)
     */
    async requestAccess(userId: string, message: string): Promise<TrainerAccessRequest> {
      if (await repo.hasAccess(db, userId)) throw new AppError('trainer_access_granted');
      const row = await repo.insertOpenRequest(db, userId, message, clock.now());
      if (!row) throw new AppError('trainer_request_open');
      return toRequest(row);
    },

    /** True when the user has trainer access. */
    hasAccess: (userId: string) => repo.hasAccess(db, userId),

    /**
     * Support gives access (also closes the user's open request as granted).
     * @returns true when this call gave it (false: the user already had it)
     */
    async grant(userId: string, adminId: string | null): Promise<boolean> {
      const now = clock.now();
      const given = await repo.insertAccess(db, userId, adminId, now);
      await repo.closeOpenRequestOf(db, userId, { status: 'granted', answeredBy: adminId, answeredAt: now });
      return given;
    },

    /** Support takes access away. @returns true when the user had it. */
    revoke: (userId: string) => repo.deleteAccess(db, userId),

    /** The user's requests, newest first (for the console's user page). */
    async requestsOf(userId: string): Promise<TrainerAccessRequest[]> {
      return (await repo.requestsOf(db, userId)).map(toRequest);
    },

    /** Requests in `status` (open by default in the route), oldest first, with who asked. */
    async listRequests(status: TrainerRequestStatus): Promise<AdminTrainerRequest[]> {
      return (await repo.listRequests(db, status, REQUESTS_SHOWN)).map(({ request, email, name }) => ({
        ...toRequest(request),
        user_id: request.userId,
        email,
        name,
      }));
    },

    /**
     * Answers an open request: 'grant' gives access; 'decline' closes it with `message` for the seeker.
     * @returns the request after and its user's id
     * @throws AppError trainer_request_not_found, trainer_request_answered (no longer open)
     */
    async answer(requestId: string, adminId: string, decision: 'grant' | 'decline', message: string): Promise<TrainerAccessRequest & { user_id: string }> {
      const found = await repo.findRequest(db, requestId);
      if (!found) throw new AppError('trainer_request_not_found');
      const now = clock.now();
      const row = await repo.answerOpenRequest(db, requestId, {
        status: decision === 'grant' ? 'granted' : 'declined',
        reply: message === '' ? null : message,
        answeredBy: adminId,
        answeredAt: now,
      });
      if (!row) throw new AppError('trainer_request_answered');
      if (decision === 'grant') await repo.insertAccess(db, row.userId, adminId, now);
      return { ...toRequest(row), user_id: row.userId };
    },
  };
}
