import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { fulfilmentDisplay, isOptedOut, recipientState } from '@gifthub/shared/campaign-registrations';
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import type { TDashboard } from '@gifthub/shared/dashboard';
import { giftPrices } from '@gifthub/shared/gifts';
import { isNegativeRating } from '@gifthub/shared/campaign-reviews';
import { createTestApp, type TTestApp } from '../test/test-app';
import { signInSeedUsers } from '../test/seed-users';
import { campaigns, giftOptions, registrations, teamTransactions } from './schema';

let t: TTestApp;
let acme: number;
let manager: string;
let demo: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ acme, manager, demo } = await signInSeedUsers(t));
});
afterAll(() => t?.close());

const db = () => t.deps.db;
const campaignsOf = (teamId: number) => db().select().from(campaigns).where(eq(campaigns.teamId, teamId));
const optionsOf = (ids: number[]) => db().select().from(giftOptions).where(inArray(giftOptions.campaignId, ids));
const recipientsOf = (teamId: number) =>
  db()
    .select()
    .from(registrations)
    .where(and(eq(registrations.teamId, teamId), eq(registrations.platform, 'gifting')));

/** A row as the shared lifecycle rules read it. */
const view = (r: typeof registrations.$inferSelect) => ({
  registered_at: r.registeredAt?.toISOString() ?? null,
  option_id: r.optionId,
  confirmed_at: r.confirmedAt?.toISOString() ?? null,
  rejected_at: r.rejectedAt?.toISOString() ?? null,
  processed_at: r.processedAt?.toISOString() ?? null,
  sent_at: r.sentAt?.toISOString() ?? null,
  delivery_status: r.deliveryStatus,
  delivery_resolution: r.deliveryResolution,
});

describe('the seeded campaigns', () => {
  it('Acme Ltd has the campaigns issue 11 names: invite gifting with two physical options shipping to GB and Europe, public, voucher with brand limits, reviews, requested', async () => {
    const list = await campaignsOf(acme);
    const options = await optionsOf(list.map((c) => c.id));
    const of = (id: number) => options.filter((o) => o.campaignId === id && o.enabled);
    const active = list.filter((c) => c.status === 'active');
    const invite = active.find((c) => c.privacy === 'invite' && c.rewardType === 'physical' && of(c.id).filter((o) => o.type === 'physical').length >= 2);
    expect(invite).toBeDefined();
    for (const o of of(invite!.id)) {
      const countries = o.shippingCosts.flatMap((g) => g.countries);
      expect(countries).toEqual(expect.arrayContaining(['GB', 'FR', 'DE']));
    }
    expect(active.some((c) => c.privacy === 'public')).toBe(true);
    const voucher = active.find((c) => c.rewardType === 'voucher')!;
    expect(of(voucher.id).length).toBeGreaterThan(0);
    for (const o of of(voucher.id)) expect(o.voucherLower !== null && o.voucherUpper !== null && o.voucherLower < o.voucherUpper).toBe(true);
    expect(active.some((c) => c.type === 'reviews')).toBe(true);
    expect(list.some((c) => c.status === 'requested')).toBe(true);
  });

  it('their recipients pass through every lifecycle state and fulfilment display, by every method, with notes and sales toggles', async () => {
    for (const teamId of [acme, DEMO_TEAM_ID]) {
      const rows = await recipientsOf(teamId);
      const states = new Set(rows.map((r) => recipientState(view(r))));
      expect([...states].sort()).toEqual(['confirmed', 'invited', 'registered', 'rejected']);
      expect(rows.some((r) => isOptedOut(view(r)))).toBe(true);
      expect(rows.some((r) => r.rejectedAt && r.optionId)).toBe(true);
      expect(rows.some((r) => !r.registeredAt && r.visitedAt)).toBe(true);
      expect(rows.some((r) => !r.visitedAt && !r.registeredAt)).toBe(true);
      const displays = new Set(rows.filter((r) => r.type === 'physical').map((r) => fulfilmentDisplay(view(r))));
      expect([...displays].sort()).toEqual(['Delivered', 'Lost', 'No', 'Processing', 'Resolved', 'Return', 'Sent']);
      expect(rows.filter((r) => r.sentAt).every((r) => (r.type === 'physical' ? r.trackingUrl?.startsWith('https://') : r.voucherUrl?.includes('/redeem/')))).toBe(true);
      for (const m of ['direct', 'link', 'public']) expect(rows.some((r) => r.registrationMethod === m)).toBe(true);
      expect(rows.some((r) => r.note)).toBe(true);
      expect(rows.some((r) => r.demoBooked) && rows.some((r) => r.dealClosed)).toBe(true);
    }
  });

  it('spread over the last months with several in the last 30 days; dates follow each other and none is in the future', async () => {
    const rows = await recipientsOf(acme);
    const now = Date.now();
    const daysAgo = rows.map((r) => (now - r.createdAt.getTime()) / 86_400_000);
    expect(daysAgo.filter((d) => d <= 30).length).toBeGreaterThanOrEqual(15);
    expect(daysAgo.filter((d) => d > 60 && d <= 125).length).toBeGreaterThanOrEqual(10);
    for (const r of rows) {
      const chain = [r.createdAt, r.visitedAt, r.registeredAt, r.confirmedAt ?? r.rejectedAt, r.processedAt, r.sentAt, r.deliveryStatusDate].filter((d): d is Date => d !== null);
      expect(chain.map(Number)).toEqual([...chain.map(Number)].sort((a, b) => a - b));
      expect(Math.max(...chain.map(Number))).toBeLessThan(now);
    }
  });

  it('a reviews campaign has a dozen negative ratings (at or past its threshold) with feedback, and good ones without', async () => {
    const reviews = (await campaignsOf(acme)).find((c) => c.type === 'reviews' && c.status === 'active')!;
    const rows = (await recipientsOf(acme)).filter((r) => r.campaignId === reviews.id);
    const negative = rows.filter((r) => r.rating !== null && isNegativeRating(r.rating, reviews.reviews!.treshold));
    expect(negative.length).toBeGreaterThanOrEqual(12);
    expect(negative.every((r) => (r.feedback ?? '').length > 1 && r.visitedAt)).toBe(true);
    expect(new Set(negative.map((r) => (r.feedback ?? '').length > 200)).size).toBe(2);
    const good = rows.filter((r) => r.rating !== null && !isNegativeRating(r.rating, reviews.reviews!.treshold));
    expect(good.length).toBeGreaterThan(0);
    expect(good.every((r) => r.feedback === null)).toBe(true);
  });

  it('prices follow the option (giftPrices); each confirmed gift is charged once in the ledger and nothing else is; the balance stays the ledger’s sum', async () => {
    for (const teamId of [acme, DEMO_TEAM_ID]) {
      const rows = await recipientsOf(teamId);
      const options = new Map((await optionsOf((await campaignsOf(teamId)).map((c) => c.id))).map((o) => [o.id, o]));
      for (const r of rows.filter((x) => x.optionId)) {
        const o = options.get(r.optionId!)!;
        const prices =
          o.type === 'voucher'
            ? giftPrices({ type: 'voucher', quantity: 1, voucherValue: r.voucherValue! })
            : giftPrices({
                type: 'physical',
                quantity: 1,
                product: { price_ex_vat: o.priceEv, price: o.priceIv, pp_ev_cost: o.ppEvCost, pp_iv_cost: o.ppIvCost, shipping_costs: o.shippingCosts },
                country: r.country!,
                notecardType: r.notecardType,
                notecardText: r.notecardText,
              });
        expect(prices.ships).toBe(true);
        expect([r.totalEv, r.totalIv, r.shippingIvCost]).toEqual([prices.total.ev, prices.total.iv, prices.shipping.iv]);
      }
      if (teamId === acme) expect(rows.some((r) => r.confirmedAt && r.country && r.country !== 'GB')).toBe(true);
      const ledger = await db().select().from(teamTransactions).where(and(eq(teamTransactions.teamId, teamId), isNotNull(teamTransactions.registrationId)));
      const byRegistration = new Map(ledger.filter((l) => l.campaignId).map((l) => [l.registrationId, l]));
      const confirmed = rows.filter((r) => r.confirmedAt);
      expect(confirmed.length).toBeGreaterThan(5);
      for (const r of confirmed) {
        const l = byRegistration.get(r.id);
        expect(l, `ledger row of ${r.id}`).toMatchObject({ type: 'prepaid-gift', amount: -r.totalIv, price: r.totalIv, priceExVat: r.totalEv, id: r.teamTransactionId });
        expect(l!.createdAt.getTime()).toBe(r.confirmedAt!.getTime());
      }
      expect(rows.filter((r) => !r.confirmedAt).every((r) => r.teamTransactionId === null && !byRegistration.has(r.id))).toBe(true);
      const [sum] = await db().select({ n: sql<number>`coalesce(sum(amount), 0)::int` }).from(teamTransactions).where(eq(teamTransactions.teamId, teamId));
      const balance = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${teamId}/balance`, headers: t.as(teamId === acme ? manager : demo) });
      expect(Math.round(balance.json().balance * 100)).toBe(Math.max(0, sum!.n));
    }
    // The ledger reads in order: ids follow dates, and each balance_after is the running sum.
    const rows = await db().select().from(teamTransactions).where(eq(teamTransactions.teamId, acme)).orderBy(teamTransactions.id);
    expect(rows.map((r) => r.createdAt.getTime())).toEqual(rows.map((r) => r.createdAt.getTime()).sort((a, b) => a - b));
    let running = 0;
    for (const r of rows) expect(r.balanceAfter).toBe((running += r.amount));
    // Acme's balance is still the £5,000 the seed tops it up with: its campaign spending was paid by an earlier top-up.
    const balance = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${acme}/balance`, headers: t.as(manager) });
    expect(balance.json().balance).toBe(5000);
  });

  it('the dashboard counts the campaigns and charts the campaigns’ recipients of the last 30 days, one series each', async () => {
    const dash = (await t.app.inject({ method: 'GET', url: `/api/v1/teams/${acme}/dashboard`, headers: t.as(manager) })).json() as TDashboard;
    const list = await campaignsOf(acme);
    expect(dash.campaigns).toEqual({ gifting: list.filter((c) => c.rewardType !== 'voucher').length, voucher: list.filter((c) => c.rewardType === 'voucher').length });
    const series = dash.registrations.data.filter((s) => !s.marketplace);
    expect(series.length).toBeGreaterThanOrEqual(3);
    expect(series.map((s) => s.name)).toEqual(expect.arrayContaining(['Client Thank You 2026', 'Open Day Giveaway']));
  });
});
