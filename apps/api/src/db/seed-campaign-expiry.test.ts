import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { signInSeedUsers } from '../test/seed-users';
import { createTestApp, type TTestApp } from '../test/test-app';
import { campaigns, registrations } from './schema';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it("seeds Acme's thank-you campaign with expiring, expired and reminded invitations, as the recipients list reads them", async () => {
  const { manager } = await signInSeedUsers(t);
  const [c] = await t.deps.db.select().from(campaigns).where(eq(campaigns.slug, 'client-thank-you-2026'));
  expect(c).toMatchObject({ invitationExpiryDays: 18, reminderDays: [3, 10] });
  const rows = await t.deps.db.select().from(registrations).where(and(eq(registrations.campaignId, c!.id), isNotNull(registrations.expiresAt)));
  const now = Date.now();
  expect(rows.filter((r) => r.expiredAt).length).toBeGreaterThanOrEqual(1);
  expect(rows.filter((r) => !r.expiredAt && r.expiresAt!.getTime() - now < 7 * 86_400_000).length).toBeGreaterThanOrEqual(1);
  expect(rows.filter((r) => r.remindersSent > 0).length).toBeGreaterThanOrEqual(3);
  // Each expiry is the invitation's date plus the campaign's 18 days; the next reminder comes before it.
  for (const r of rows) {
    expect(r.expiresAt!.getTime() - r.invitedAt!.getTime()).toBe(18 * 86_400_000);
    if (r.nextReminderAt) expect(r.nextReminderAt.getTime()).toBeLessThan(r.expiresAt!.getTime());
  }
  const list = (await t.app.inject({ method: 'GET', url: `/api/v1/gb-campaigns/${c!.id}/registrations?per_page=50`, headers: t.as(manager) })).json();
  const shown = (list.data as { expires_at: string | null; expired_at: string | null; reminders_sent: number }[]).filter((r) => r.expires_at);
  expect(shown.length).toBe(rows.length);
  expect(shown.some((r) => r.expired_at && r.reminders_sent === 2)).toBe(true);
});
