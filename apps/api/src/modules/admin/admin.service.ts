import type {
  AdminApplication,
  AdminAudit,
  AdminAuditAction,
  AdminAuditEntry,
  AdminCompanionPack,
  AdminExtendBody,
  AdminPlan,
  AdminPromo,
  AdminPromoCreateBody,
  AdminTrainerAccess,
  AdminTrainerRequest,
  AdminUserDetail,
  AdminUserSummary,
  ApplicationStatus,
  ApplicationPage,
  CurrentSubscription,
  TrainerAccessRequest,
  TrainerRequestStatus,
} from '@otklik/contracts';
import type { Db } from '../../db/client';
import type { AdminAuditRow } from '../../db/schema/admin';
import { selectorPack } from '../../integrations/hh';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createPackControl } from '../companion';
import type { SubscriptionAdmin } from '../subscription';
import type { TrainerService } from '../trainer';
import * as repo from './admin.repository';

/** Most users a search answers with. */
const SEARCH_LIMIT = 50;
/** Most applications the user page shows. */
const APPLICATIONS_SHOWN = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who acts: an admin's session (id and e-mail), or the CLI (no user). */
export type AdminActor = { kind: 'admin'; userId: string; email: string } | { kind: 'cli' };

export interface AdminServiceDeps {
  db: Db;
  clock: Clock;
  subscriptionAdmin: SubscriptionAdmin;
  subscriptions: { current(userId: string): Promise<CurrentSubscription> };
  trainer: TrainerService;
  applications: { list(userId: string, query: { status: ApplicationStatus[]; offset: number; limit: number }): Promise<ApplicationPage> };
}

const toSummary = (row: repo.UserSummaryRow): AdminUserSummary => ({
  user_id: row.id,
  email: row.email,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_login: row.lastLogin?.toISOString() ?? null,
  is_admin: Boolean(row.isAdmin),
  trainer_access: Boolean(row.trainerAccess),
  hh_connected: Boolean(row.hhConnected),
});

/** Only scalar details leave the server (the contract's allow-list); anything else is dropped. */
function toEntry(row: AdminAuditRow): AdminAuditEntry {
  const details: AdminAuditEntry['details'] = {};
  for (const [key, value] of Object.entries(row.details)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) details[key] = value as string | number | boolean | null;
  }
  return {
    id: row.id,
    actor: row.actor,
    action: row.action as AdminAuditAction,
    target_user_id: row.targetUserId,
    target: row.targetLabel,
    details,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The admin role itself: given and taken only by the CLI (`npm run admin -- grant|revoke|list`), never over HTTP.
 * Needs only the database, so the CLI can run it without building the app.
 */
export function createAdminRoles({ db, clock }: { db: Db; clock: Clock }) {
  const pack = createPackControl({ db, clock, version: selectorPack.version });
  return {
    /** The selector pack's pause (console and CLI `pack-status`). */
    async companionPack(): Promise<AdminCompanionPack> {
      const state = await pack.state();
      return { ...state, paused_at: state.paused_at?.toISOString() ?? null, lifted_at: state.lifted_at?.toISOString() ?? null };
    },

    /**
     * Console «Снять паузу» and CLI `pack-resume`: lifts the pause of the served pack after the operator checked hh's
     * pages (audited). @returns the pack's state after, and whether a pause was lifted.
     */
    async resumeCompanionPack(actor: AdminActor): Promise<{ lifted: boolean; state: AdminCompanionPack }> {
      const before = await pack.state();
      const lifted = await pack.lift();
      if (lifted) {
        await repo.insertAudit(db, {
          adminId: actor.kind === 'admin' ? actor.userId : null,
          actor: actor.kind === 'admin' ? actor.email : 'cli',
          action: 'companion_pack.resume',
          targetUserId: null,
          targetLabel: before.version,
          details: { page: before.page },
          createdAt: clock.now(),
        });
      }
      const state = await pack.state();
      return { lifted, state: { ...state, paused_at: state.paused_at?.toISOString() ?? null, lifted_at: state.lifted_at?.toISOString() ?? null } };
    },

    /**
     * CLI `grant <email>`: gives the admin role to an existing account (audited as 'cli').
     * @returns false when the account already was an admin
     * @throws AppError user_not_found when no account has this e-mail
     */
    async grantAdmin(email: string): Promise<boolean> {
      const user = await repo.findUserByEmail(db, email.trim().toLowerCase());
      if (!user) throw new AppError('user_not_found');
      const given = await repo.insertAdmin(db, user.id, clock.now());
      if (given)
        await repo.insertAudit(db, {
          adminId: null,
          actor: 'cli',
          action: 'admin.grant',
          targetUserId: user.id,
          targetLabel: user.email,
          details: {},
          createdAt: clock.now(),
        });
      return given;
    },

    /**
     * CLI `revoke <email>`: takes the admin role away (audited as 'cli').
     * @returns false when the account was not an admin
     * @throws AppError user_not_found when no account has this e-mail
     */
    async revokeAdmin(email: string): Promise<boolean> {
      const user = await repo.findUserByEmail(db, email.trim().toLowerCase());
      if (!user) throw new AppError('user_not_found');
      const taken = await repo.deleteAdmin(db, user.id);
      if (taken)
        await repo.insertAudit(db, {
          adminId: null,
          actor: 'cli',
          action: 'admin.revoke',
          targetUserId: user.id,
          targetLabel: user.email,
          details: {},
          createdAt: clock.now(),
        });
      return taken;
    },

    /** CLI `list`: every admin's e-mail and since when (UTC). */
    listAdmins: () => repo.listAdmins(db),
  };
}
export type AdminRoles = ReturnType<typeof createAdminRoles>;

/**
 * The support console: find users, trainer access, extend trials and plans, promo codes, plans on/off
 * sale, trainer-access requests, and the audit log every one of these writes to (who, what, on whom, when).
 */
export type AdminService = ReturnType<typeof createAdminService>;

/** Builds the console's service; the admin role itself is only given by the CLI ({@link AdminService.grantAdmin}). */
export function createAdminService({ db, clock, subscriptionAdmin, subscriptions, trainer, applications }: AdminServiceDeps) {
  async function audit(
    actor: AdminActor,
    action: AdminAuditAction,
    target: { userId?: string | null; label?: string | null },
    details: Record<string, string | number | boolean | null> = {},
  ): Promise<void> {
    await repo.insertAudit(db, {
      adminId: actor.kind === 'admin' ? actor.userId : null,
      actor: actor.kind === 'admin' ? actor.email : 'cli',
      action,
      targetUserId: target.userId ?? null,
      targetLabel: target.label ?? null,
      details,
      createdAt: clock.now(),
    });
  }

  /** @throws AppError user_not_found */
  async function summaryOf(userId: string): Promise<AdminUserSummary> {
    const row = await repo.findSummary(db, userId);
    if (!row) throw new AppError('user_not_found');
    return toSummary(row);
  }

  const service = {
    /** True when the user holds the admin role (GET /api/admin/me, and the guard of every other /api/admin route). */
    isAdmin: (userId: string) => repo.isAdmin(db, userId),

    /**
     * The acting admin for the audit log.
     * @throws AppError admin_required (403 'Access denied') when the user is not an admin
     */
    async actor(userId: string): Promise<AdminActor> {
      const row = (await repo.isAdmin(db, userId)) ? await repo.findSummary(db, userId) : null;
      if (!row) throw new AppError('admin_required');
      return { kind: 'admin', userId, email: row.email };
    },

    ...createAdminRoles({ db, clock }),

    /** GET /api/admin/users?q=: up to 50 users whose e-mail or name contains `q`, or whose id is `q`. */
    async searchUsers(q: string): Promise<AdminUserSummary[]> {
      const text = q.trim();
      return (await repo.searchSummaries(db, text, UUID.test(text) ? text : null, SEARCH_LIMIT)).map(toSummary);
    },

    /**
     * GET /api/admin/users/{id}: the user, the subscription now, latest payments and applications, trainer requests.
     * @throws AppError user_not_found
     */
    async userDetail(userId: string): Promise<AdminUserDetail> {
      const user = await summaryOf(userId);
      const [subscription, payments, page, requests] = await Promise.all([
        subscriptions.current(userId),
        subscriptionAdmin.payments(userId),
        applications.list(userId, { status: [], offset: 0, limit: APPLICATIONS_SHOWN }),
        trainer.requestsOf(userId),
      ]);
      const shown: AdminApplication[] = page.items.map((a) => ({
        id: a.id,
        vacancy_id: a.vacancy_id,
        vacancy_name: a.vacancy_name,
        employer_name: a.employer_name,
        position_title: a.position_title,
        status: a.status,
        failure_reason: a.failure_reason,
        created_at: a.created_at,
        sent_at: a.sent_at,
      }));
      return { user, subscription, payments, applications: shown, applications_total: page.total, trainer_requests: requests };
    },

    /**
     * Grants (true) or revokes (false) a user's trainer access; audited only when it changed.
     * @throws AppError user_not_found
     */
    async setTrainerAccess(actor: AdminActor, userId: string, granted: boolean): Promise<AdminTrainerAccess> {
      const user = await summaryOf(userId);
      const changed = granted ? await trainer.grant(userId, actor.kind === 'admin' ? actor.userId : null) : await trainer.revoke(userId);
      if (changed) await audit(actor, granted ? 'trainer.grant' : 'trainer.revoke', { userId, label: user.email });
      return { user_id: userId, trainer_access: granted };
    },

    /**
     * Adds days to a user's trial or paid plan (see SubscriptionAdmin.extend); audited with the ends before and after.
     * @returns the subscription after
     * @throws AppError user_not_found, subscription_active, no_paid_plan
     */
    async extend(actor: AdminActor, userId: string, body: AdminExtendBody): Promise<CurrentSubscription> {
      const user = await summaryOf(userId);
      const { before, after } = await subscriptionAdmin.extend(userId, body.target, body.days);
      const field = body.target === 'trial' ? 'trial_end' : 'subscription_expiry';
      await audit(
        actor,
        body.target === 'trial' ? 'subscription.extend_trial' : 'subscription.extend_plan',
        { userId, label: user.email },
        {
          days: body.days,
          before: before[field],
          after: after[field],
        },
      );
      return after;
    },

    /** Every plan, on sale or not. */
    plans: (): Promise<AdminPlan[]> => subscriptionAdmin.plans(),

    /** Opens or closes a plan for sale; audited. @throws AppError plan_not_found */
    async setPlanOpen(actor: AdminActor, planId: string, isOpen: boolean): Promise<AdminPlan> {
      const plan = await subscriptionAdmin.setPlanOpen(planId, isOpen);
      await audit(actor, isOpen ? 'plan.open' : 'plan.close', { label: plan.id });
      return plan;
    },

    /** Creates a promo code; audited with its terms. @throws AppError promo_code_taken, plan_not_found */
    async createPromo(actor: AdminActor, body: AdminPromoCreateBody): Promise<AdminPromo> {
      const promo = await subscriptionAdmin.createPromo(body);
      await audit(
        actor,
        'promo.create',
        { label: promo.code },
        {
          percent: promo.percent,
          amount_rub: promo.amount_rub,
          amount_usd: promo.amount_usd,
          plan_ids: promo.plan_ids.join(',') || null,
          expires_at: promo.expires_at,
          max_uses: promo.max_uses,
        },
      );
      return promo;
    },

    /** The newest promo codes. */
    promos: (): Promise<AdminPromo[]> => subscriptionAdmin.promos(),

    /** Trainer-access requests in `status`, oldest first. */
    trainerRequests: (status: TrainerRequestStatus): Promise<AdminTrainerRequest[]> => trainer.listRequests(status),

    /**
     * Answers a trainer-access request (grant, or decline with a message); audited.
     * @throws AppError trainer_request_not_found, trainer_request_answered
     */
    async answerTrainerRequest(
      actor: AdminActor & { kind: 'admin' },
      requestId: string,
      decision: 'grant' | 'decline',
      message: string,
    ): Promise<TrainerAccessRequest> {
      const answered = await trainer.answer(requestId, actor.userId, decision, message);
      const user = await repo.findSummary(db, answered.user_id);
      await audit(
        actor,
        decision === 'grant' ? 'trainer_request.grant' : 'trainer_request.decline',
        { userId: answered.user_id, label: user?.email ?? null },
        {
          request_id: requestId,
          message: message === '' ? null : message,
        },
      );
      const { user_id: _userId, ...request } = answered;
      return request;
    },

    /** One page of the audit log, newest first, optionally about one user. */
    async audit(filter: { userId: string | null; offset: number; limit: number }): Promise<AdminAudit> {
      const page = await repo.listAudit(db, { targetUserId: filter.userId, offset: filter.offset, limit: filter.limit });
      return { items: page.items.map(toEntry), total: page.total };
    },
  };
  return service;
}
