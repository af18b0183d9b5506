import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters of the rate limits, one row per key (a route and client address, or an API key), shared by
 * every API process on the database. A fixed window: it starts at the key's first request and ends at reset_at;
 * the first request after that starts the next one. Counted by one atomic upsert a request; ended rows pruned by a job.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);
