import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { EXPIRABLE, registrationEvents, registrations as r, type TRegistrationRow } from './registrations.table';

// Campaign invitations' reminders and expiry. The sweeps read only rows that fall due, in order, from two small
// partial indexes (gb_registrations_reminder_due_idx, gb_registrations_expiry_due_idx), a page at a time: the cost
// is the number due, never the number of registrations.

/** Not claimed, not declined, not closed: what a reminder is for. */
const OPEN = and(isNull(r.registeredAt), isNull(r.rejectedAt), isNull(r.expiredAt), isNull(r.confirmedAt));

export const dueReminders = (db: Db, now: Date, limit: number): Promise<TRegistrationRow[]> =>
  db.select().from(r).where(and(isNotNull(r.nextReminderAt), lte(r.nextReminderAt, now))).orderBy(asc(r.nextReminderAt), asc(r.id)).limit(limit);

/**
 * Counts a reminder once: only while the row is open and still due at the time that was read (a second sweep,
 * or a reminder already counted, finds nothing). undefined: not sent.
 */
export const markReminded = async (tx: Db, row: Pick<TRegistrationRow, 'id' | 'nextReminderAt'>, at: Date, next: Date | null) =>
  (
    await tx
      .update(r)
      .set({ remindersSent: sql`${r.remindersSent} + 1`, lastRemindedAt: at, nextReminderAt: next })
      .where(and(eq(r.id, row.id), eq(r.nextReminderAt, row.nextReminderAt!), OPEN, sql`(${r.expiresAt} is null or ${r.expiresAt} > ${at})`))
      .returning()
  )[0];

/** A row claimed, declined or closed since its reminder was planned leaves the reminder index. */
export const dropReminder = (db: Db, id: number) => db.update(r).set({ nextReminderAt: null }).where(eq(r.id, id));

export const dueExpiries = (db: Db, now: Date, limit: number): Promise<TRegistrationRow[]> =>
  db.select().from(r).where(and(EXPIRABLE(r), lte(r.expiresAt, now))).orderBy(asc(r.expiresAt), asc(r.id)).limit(limit);

/**
 * Closes an invitation that expired, once (only while still expirable and due). A claim that waited for the team
 * balance is also marked rejected, so no Approve or retry confirms it later; its wait is cleared.
 */
export const closeExpired = async (tx: Db, id: number, at: Date) =>
  (
    await tx
      .update(r)
      .set({ expiredAt: at, nextReminderAt: null, awaitingFundsAt: null, rejectedAt: sql`case when ${r.registeredAt} is null then null else ${at}::timestamptz end` })
      .where(and(eq(r.id, id), EXPIRABLE(r), lte(r.expiresAt, at)))
      .returning()
  )[0];

export const insertEvent = (tx: Db, values: typeof registrationEvents.$inferInsert) => tx.insert(registrationEvents).values(values);

/**
 * A campaign's open invitations follow its new schedule: the expiry from the invitation date, and the next
 * reminder the first reminder day still ahead (none for invitations that were not e-mailed).
 */
export const rescheduleOpen = (db: Db, campaignId: number, expiryDays: number | null, reminderDays: readonly number[], now: Date) =>
  db
    .update(r)
    .set({
      expiresAt: expiryDays === null ? null : sql`${r.invitedAt} + make_interval(days => ${expiryDays}::int)`,
      nextReminderAt: sql`case when ${r.sendEmail} and ${r.email} <> '' then (select min(${r.invitedAt} + make_interval(days => d::int)) from jsonb_array_elements_text(${JSON.stringify(reminderDays)}::jsonb) as d where ${r.invitedAt} + make_interval(days => d::int) > ${now}::timestamptz) end`,
    })
    .where(and(eq(r.campaignId, campaignId), isNotNull(r.invitedAt), OPEN));
