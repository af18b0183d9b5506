import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDashboard, TRegistrationStats } from '@gifthub/shared/dashboard';
import type { TCampaignStatus, TRewardType } from '@gifthub/shared/campaigns';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { insertCampaign } from '../campaigns/campaigns.repository';
import { insertRegistration } from '../registrations/registrations.repository';

// A fixed clock: the chart's 30 UTC days end on 15 June 2026 (17 May to 15 June).
const NOW = new Date('2026-06-15T10:00:00Z');
const DAY = 86_400_000;

let t: TTestApp;
let manager: string;
let corner: string;
let europe: number;
let cornerId: number;
let n = 0;

const get = async <T>(url: string, token: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: t.as(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

const campaign = (teamId: number, name: string, rewardType: TRewardType, status: TCampaignStatus = 'active') =>
  insertCampaign(t.deps.db, { teamId, name, slug: `dash-${++n}`, type: 'other', rewardType, privacy: 'invite', status });

const registration = (teamId: number, at: Date, campaignId: number | null) =>
  insertRegistration(t.deps.db, {
    teamId,
    platform: campaignId ? 'gifting' : 'marketplace',
    campaignId,
    type: 'physical',
    registrationMethod: 'link',
    secret: `dashboard-test-${++n}`,
    invitedAt: at,
    createdAt: at,
  });

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  ({ manager, corner, europe, cornerId } = await signInSeedUsers(t));
});
afterAll(() => t?.close());

describe('GET /teams/{id}/dashboard', () => {
  it('counts the team’s gifting (physical or mixed) and voucher campaigns of every status, as the campaign list filters them', async () => {
    const before = (await get<TDashboard>(`/teams/${europe}/dashboard`, manager)).campaigns;
    await campaign(europe, 'Hampers', 'physical');
    await campaign(europe, 'Hampers requested', 'physical', 'requested');
    await campaign(europe, 'Mixed bag', 'mixed', 'completed');
    await campaign(europe, 'eGifts', 'voucher', 'paused');
    // Another team's campaigns are not counted.
    await campaign(cornerId, 'Corner vouchers', 'voucher');
    const after = (await get<TDashboard>(`/teams/${europe}/dashboard`, manager)).campaigns;
    expect(after).toEqual({ gifting: before.gifting + 3, voucher: before.voucher + 1 });
    // The tiles' View leads to the list filtered by reward type: the voucher tile's count is that list's total.
    const vouchers = await get<{ meta: { total: number } }>(`/teams/${europe}/gb-campaigns?filters=${encodeURIComponent('{"reward_type":"voucher"}')}`, manager);
    expect(vouchers.meta.total).toBe(after.voucher);
  });

  it('charts one series per campaign over the last 30 UTC days, then the marketplace series; other teams and older days left out', async () => {
    const spring = await campaign(europe, 'Spring Thanks', 'physical');
    const summer = await campaign(europe, 'Summer eGifts', 'voucher');
    const today = new Date(Date.parse('2026-06-15T00:30:00Z'));
    const first = new Date(Date.parse('2026-05-17T00:00:00Z'));
    await registration(europe, today, spring.id);
    await registration(europe, new Date(today.getTime() + 3_600_000), spring.id);
    await registration(europe, first, spring.id);
    // The day before the period: not in the chart.
    await registration(europe, new Date(first.getTime() - 1), spring.id);
    await registration(europe, new Date(NOW.getTime() - 3 * DAY), summer.id);
    await registration(europe, new Date(NOW.getTime() - DAY), null);
    await registration(europe, new Date(NOW.getTime() - DAY), null);
    // Another team's registrations, one of them naming this team's campaign: not in this team's chart.
    await registration(cornerId, today, null);
    await registration(cornerId, today, spring.id);

    const dash = await get<TDashboard>(`/teams/${europe}/dashboard`, manager);
    const stats = await get<TRegistrationStats>(`/teams/${europe}/gb-registrations/stats`, manager);
    expect(stats).toEqual(dash.registrations);
    expect(stats.startDate).toBe('2026-05-17');
    expect(stats.endDate).toBe('2026-06-15');
    expect(stats.data).toEqual([
      { name: 'Spring Thanks', marketplace: false, registrations: 3, dates: { '2026-05-17': 1, '2026-06-15': 2 } },
      { name: 'Summer eGifts', marketplace: false, registrations: 1, dates: { '2026-06-12': 1 } },
      { name: 'Marketplace', marketplace: true, registrations: 2, dates: { '2026-06-14': 2 } },
    ]);
    // Names key the chart's series: a campaign named like another, or like the marketplace, is told apart by its id.
    const twin = await campaign(europe, 'Spring Thanks', 'physical');
    const namedMarketplace = await campaign(europe, 'Marketplace', 'physical');
    await registration(europe, today, twin.id);
    await registration(europe, today, namedMarketplace.id);
    const names = (await get<TRegistrationStats>(`/teams/${europe}/gb-registrations/stats`, manager)).data.map((s) => s.name);
    expect(names).toEqual(['Spring Thanks', 'Summer eGifts', `Spring Thanks (${twin.id})`, `Marketplace (${namedMarketplace.id})`, 'Marketplace']);
    // The other team sees only its own: the marketplace registration of today.
    const cornerStats = await get<TRegistrationStats>(`/teams/${cornerId}/gb-registrations/stats`, corner);
    expect(cornerStats.data.find((s) => s.name === 'Spring Thanks')).toBeUndefined();
  });

  it('answers only the team’s members', async () => {
    for (const url of [`/teams/${europe}/dashboard`, `/teams/${europe}/gb-registrations/stats`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: t.as(corner) });
      expect(res.statusCode).toBeGreaterThanOrEqual(403);
      expect(res.statusCode).toBeLessThan(500);
      expect((await t.app.inject({ method: 'GET', url: `/api/v1${url}` })).statusCode).toBe(401);
    }
  });
});
