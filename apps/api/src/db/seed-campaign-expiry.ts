import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { invitationSchedule, nextReminderAt } from '@gifthub/shared/campaign-expiry';
import type { Db } from './client';
import { campaigns, registrationEvents, registrations, teams } from './schema';

/**
 * Unclaimed gifts on first start (issue 12): Acme's client thank-you campaign closes invitations after 18 days and
 * reminds on days 3 and 10. Its open invitations (sent 6 to 25 days ago) get the schedule as the job queue would
 * have left it by now: the oldest two expired, three expire within the week after two reminders each, the newest
 * were reminded once and wait for their second. Dates follow each invitation's own; nothing else changes.
 */
const CAMPAIGN = { team: 'acme', slug: 'client-thank-you-2026' };
const SETTINGS = { invitationExpiryDays: 18, reminderDays: [3, 10] };

export async function seedCampaignExpiry(db: Db, now = new Date()) {
  const [found] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .innerJoin(teams, eq(teams.id, campaigns.teamId))
    .where(and(eq(teams.slug, CAMPAIGN.team), eq(campaigns.slug, CAMPAIGN.slug)));
  if (!found) return;
  await db.update(campaigns).set(SETTINGS).where(eq(campaigns.id, found.id));
  const open = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.campaignId, found.id), isNotNull(registrations.invitedAt), isNull(registrations.registeredAt), isNull(registrations.rejectedAt)));
  for (const r of open) {
    const invitedAt = r.invitedAt!;
    const { expiresAt } = invitationSchedule(invitedAt, SETTINGS, r.sendEmail);
    const expired = expiresAt !== null && expiresAt <= now;
    const until = expired ? expiresAt : now;
    // Reminders that fell due before now (or before the expiry) were sent, each as the sweep records it.
    const sent = r.sendEmail ? SETTINGS.reminderDays.map((d) => new Date(invitedAt.getTime() + d * 86_400_000)).filter((t) => t <= until) : [];
    const next = r.sendEmail && !expired ? nextReminderAt(invitedAt, SETTINGS.reminderDays, now) : null;
    await db
      .update(registrations)
      .set({
        expiresAt,
        expiredAt: expired ? expiresAt : null,
        remindersSent: sent.length,
        lastRemindedAt: sent.at(-1) ?? null,
        nextReminderAt: next && expiresAt && next < expiresAt ? next : null,
      })
      .where(eq(registrations.id, r.id));
    const events = [
      ...sent.map((at, i) => ({ registrationId: r.id, type: 'reminded', data: { n: i + 1 }, byUserId: null, at })),
      ...(expired ? [{ registrationId: r.id, type: 'expired', data: null, byUserId: null, at: expiresAt }] : []),
    ];
    if (events.length) await db.insert(registrationEvents).values(events);
  }
}
