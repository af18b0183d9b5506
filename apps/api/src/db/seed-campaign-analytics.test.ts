import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, or } from 'drizzle-orm';
import { createTestApp, type TTestApp } from '../test/test-app';
import { signInSeedUsers } from '../test/seed-users';
import { ANALYTICS_CAMPAIGN } from './seed-campaign-analytics';
import { campaigns, registrations, teamTransactions } from './schema';

/**
 * The seeded sales campaign: a year of history, and its analytics (read from the rollup the triggers kept while the
 * seed wrote) equal to a recount from the registrations and the ledger themselves.
 */
let t: TTestApp;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ manager } = await signInSeedUsers(t));
});
afterAll(() => t?.close());

describe('seedCampaignAnalytics', () => {
  it('has a year of sends, opens, claims and charges, and the analytics answer matches a recount', async () => {
    const [campaign] = await t.deps.db.select().from(campaigns).where(eq(campaigns.slug, ANALYTICS_CAMPAIGN.slug));
    expect(campaign?.type).toBe('sales');
    const rows = await t.deps.db.select().from(registrations).where(eq(registrations.campaignId, campaign!.id));
    const days = rows.map((r) => (Date.now() - r.createdAt.getTime()) / 86_400_000);
    expect(Math.max(...days)).toBeGreaterThan(330);
    expect(Math.min(...days)).toBeLessThan(30);
    const ids = rows.map((r) => r.id);
    const charges = await t.deps.db.select().from(teamTransactions).where(inArray(teamTransactions.registrationId, ids));
    const reversals = await t.deps.db.select().from(teamTransactions).where(or(inArray(teamTransactions.reversesId, charges.map((c) => c.id))));
    expect(reversals).toHaveLength(1);
    const spentIv = -[...charges, ...reversals].reduce((sum, l) => sum + l.amount, 0);
    const reversed = charges.find((c) => c.id === reversals[0]!.reversesId)!;
    const spentEv = charges.reduce((sum, l) => sum + (l.priceExVat ?? 0), 0) - reversed.priceExVat!;

    const res = await t.app.inject({ method: 'GET', url: `/api/v1/gb-campaigns/${campaign!.id}?mode=analytics`, headers: t.as(manager) });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().analytics;
    expect(a).toMatchObject({
      sends: rows.length,
      opens: rows.filter((r) => r.visitedAt).length,
      confirmed: rows.filter((r) => r.confirmedAt).length,
      rejected: rows.filter((r) => r.rejectedAt).length,
      delivered: rows.filter((r) => r.sentAt).length,
      demo_booked: rows.filter((r) => r.demoBooked).length,
      deal_closed: rows.filter((r) => r.dealClosed).length,
      spent_iv: spentIv / 100,
      spent_ev: spentEv / 100,
    });
    expect(a.confirmed).toBeGreaterThan(50);
    expect(a.deal_closed).toBeGreaterThan(0);
    expect(a.opportunity_roi).toBeGreaterThan(0);
    expect(a.team).toHaveLength(2);
  });
});
