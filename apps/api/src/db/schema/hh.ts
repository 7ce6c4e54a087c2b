import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { refreshTokenFamilies } from './auth';
import { users } from './users';

/**
 * A seeker's hh.ru connection. The tokens are AES-256-GCM ciphertexts (integrations/hh/token-crypto.ts),
 * never plaintext. `access_expires_at` = obtained_at + expires_in.
 * `version` grows on every token change, so a refresh stores its pair only over the pair it spent.
 * A row exists only while the seeker is integrated; revocation or an unusable token deletes it.
 */
export const hhConnections = pgTable(
  'hh_connections',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    hhUserId: text('hh_user_id').notNull(),
    accessTokenEnc: text('access_token_enc').notNull(),
    refreshTokenEnc: text('refresh_token_enc').notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    version: integer('version').notNull().default(1),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hh_connections_hh_user_id_idx').on(t.hhUserId)],
);

/**
 * OAuth `state` values handed to hh's consent page. Stored as SHA-256 hex; single use;
 * valid 10 minutes. `purpose` 'connect' binds the state to the session's refresh-token family (`family_id`);
 * 'login' (sign in with hh, no session yet) binds it to a pre-auth browser nonce (`nonce_hash`).
 */
export const hhOauthStates = pgTable('hh_oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  purpose: text('purpose').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  familyId: uuid('family_id').references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
  nonceHash: text('nonce_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** hh resumes the assistant created for a seeker (a new position cannot be created from them). */
export const assistantResumes = pgTable(
  'assistant_resumes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hhResumeId: text('hh_resume_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hhResumeId] })],
);

export type HhConnectionRow = typeof hhConnections.$inferSelect;
