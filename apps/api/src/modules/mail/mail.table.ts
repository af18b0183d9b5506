import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    kind: text('kind').notNull(),
    /** Extra headers for the message (a notification's List-Unsubscribe and List-Unsubscribe-Post). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** queued until sent; failed only once its attempts ran out (about a day of retries), shown to staff to resend. */
    status: text('status').$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When a queued message may be tried next (its own backoff after a failed attempt). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its last attempt met a transport failure (SMTP down): made due at once when the transport answers again. */
    transportWait: boolean('transport_wait').notNull().default(false),
    lastError: text('last_error'),
    emlPath: text('eml_path'),
    /** A delivery run holds the message until then, so two processes never send it twice; a dead run's hold runs out. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.id),
    index('mail_outbox_status_idx').on(t.status, t.id),
    // The delivery run's scan: queued messages in the order they fall due (sent and failed ones leave the index).
    index('mail_outbox_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'queued'`),
    index('mail_outbox_transport_wait_idx').on(t.id).where(sql`${t.transportWait}`),
  ],
);
export type TMailRow = typeof mailOutbox.$inferSelect;
