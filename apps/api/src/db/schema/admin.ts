import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Who may use the support console (/admin, /api/admin/*). A row per admin; none exist by default. Rows are only
 * written by the CLI (`npm run admin -- grant <email>` / `revoke <email>`, apps/api/src/cli/admin.ts), never over HTTP.
 * `granted_at` is UTC.
 */
export const adminRoles = pgTable('admin_roles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});
export type AdminRoleRow = typeof adminRoles.$inferSelect;

/**
 * The audit log of the support console: one row per admin action, so it shows who did what and when.
 * `admin_id` is the acting admin (null for the CLI, `actor` then reads 'cli'); `actor` is the admin's
 * e-mail at the time, kept when the account is deleted. `action` is a dotted verb (see AdminAuditAction in the
 * contracts), `target_user_id` the seeker acted on (null for plan and promo actions), `details` what changed
 * (days added, new end, promo code…; never a token). Append-only; times UTC.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    targetLabel: text('target_label'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_created_at_idx').on(t.createdAt), index('admin_audit_target_idx').on(t.targetUserId, t.createdAt)],
);
export type AdminAuditRow = typeof adminAudit.$inferSelect;
