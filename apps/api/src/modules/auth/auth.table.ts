import { and, gt, isNull, sql, type Placeholder } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A session that still opens the API: this id, not revoked, not expired at `now` (prepared statements' placeholders). */
/** The live sessions among ids (a comma-separated list: session ids are base64url), read by primary key. */
export const liveSessions = (ids: Placeholder, now: Placeholder) =>
  and(sql`${sessions.id} = any(string_to_array(${ids}, ','))`, isNull(sessions.revokedAt), gt(sessions.expiresAt, now))!;
/** Most sessions one batched read looks up (db/batched-reads.ts); more wait for the next. */
export const SESSION_BATCH = 100;
/**
 * How the session reads batch: at most SESSION_BATCH sessions, at the latest of the requests' times (an expiry is
 * checked at least as late as each asked).
 */
export const SESSION_BATCHING = { max: SESSION_BATCH, merge: (a: Date, b: Date) => (b > a ? b : a) };

/**
 * Login throttle counters, one row per key ('account:<email>' or 'address:<ip>'). An attempt is counted by one
 * atomic upsert before its password is checked, so parallel guesses cannot all pass a count read earlier.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_throttle_reset_idx').on(t.resetAt)],
);

/** Password-reset links: the token is e-mailed and only its hash kept; single use, valid for an hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_resets_token_uq').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)],
);
