/**
 * The registration core's part of campaign invitations' expiry and reminders: which are due, counting a reminder
 * once, closing an expired invitation once, and following a campaign's changed schedule. What a reminder says and
 * what an expiry releases is the campaigns' selling's (campaign-registrations/campaign-expiry.service).
 */
import type { TExpirySettings } from '@gifthub/shared/campaign-expiry';
import type { Db } from '../../db/client';
import * as repo from './registration-expiry.repository';
import { emitGiftEvent } from '../webhooks/webhook-events.service';
import type { TRegistration } from './registrations.service';

export const dueReminders = (db: Db, now: Date, limit: number) => repo.dueReminders(db, now, limit);
export const dueExpiries = (db: Db, now: Date, limit: number) => repo.dueExpiries(db, now, limit);
export const dropReminder = (db: Db, id: number) => repo.dropReminder(db, id);

/** Counts a reminder with its event, once; null when the invitation was claimed, declined or closed meanwhile. */
export async function recordReminder(tx: Db, row: TRegistration, at: Date, next: Date | null): Promise<TRegistration | null> {
  const updated = await repo.markReminded(tx, row, at, next);
  if (!updated) return null;
  await repo.insertEvent(tx, { registrationId: row.id, type: 'reminded', data: { n: updated.remindersSent }, byUserId: null, at });
  return updated;
}

/** Closes an expired invitation with its event, once; null when it was claimed or closed meanwhile. */
export async function expireInvitation(tx: Db, id: number, at: Date): Promise<TRegistration | null> {
  const row = await repo.closeExpired(tx, id, at);
  if (!row) return null;
  await repo.insertEvent(tx, { registrationId: id, type: 'expired', data: row.optionId ? { option_id: row.optionId } : null, byUserId: null, at });
  await emitGiftEvent(tx, 'invitation.expired', row, at);
  return row;
}

export const rescheduleOpenInvitations = (db: Db, campaignId: number, s: TExpirySettings, now: Date) =>
  repo.rescheduleOpen(db, campaignId, s.invitationExpiryDays, s.reminderDays, now);
