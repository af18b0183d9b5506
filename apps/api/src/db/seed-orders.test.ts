import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import type { TMarketplaceRegistration } from '@gifthub/shared/registrations';
import { createTestApp, type TTestApp } from '../test/test-app';
import { seedDemoOrders } from './seed-orders';

let t: TTestApp;
let demo: string;
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: t.as(demo) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoOrders(t.deps);
  demo = await t.login('demo@gifthub.test');
});
afterAll(() => t?.close());

describe('the demo team’s seeded order history', () => {
  it('fourteen gifts, newest first, showing every state the order history has', async () => {
    const { data, meta } = (await get(`/teams/${DEMO_TEAM_ID}/gb-registrations?platform=marketplace&per_page=50`)) as { data: TMarketplaceRegistration[]; meta: { total: number } };
    expect(meta.total).toBe(14);
    expect(data.map((r) => r.id)).toEqual([...data.map((r) => r.id)].sort((a, b) => b - a));
    const by = (last: string) => data.find((r) => r.last_name === last)!;
    expect(by('Shah')).toMatchObject({ registration_method: 'direct', delivery_status: 'delivered' });
    expect(by('Price').sent_at).not.toBeNull();
    expect(by('Price').tracking_url).toMatch(/^https:\/\/www\.royalmail\.com\//);
    expect(by('Hughes')).toMatchObject({ delivery_status: 'return', quantity: 2 });
    // Declined before any claim: OPTED-OUT in the Gift column.
    expect(by('Fischer').rejected_at).not.toBeNull();
    expect(by('Fischer').confirmed_at).toBeNull();
    expect(by('Turner')).toMatchObject({ registration_method: 'link' });
    expect(by('Turner').confirmed_at).not.toBeNull();
    expect(by('Turner').sent_at).toBeNull();
    expect(by('Reid').registered_at).toBeNull();
    expect(by('Morgan').visited_at).not.toBeNull();
    expect(by('Morgan').registered_at).toBeNull();
    // Dates follow each other and none is in the future.
    const now = Date.now();
    for (const r of data) {
      const dates = [r.invited_at ?? r.registered_at, r.visited_at, r.confirmed_at, r.sent_at].filter((x): x is string => x !== null).map(Date.parse);
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
      expect(Math.max(...dates)).toBeLessThan(now);
    }
  });

  it('paid from the team balance through the ledger: £1,500 less what was sent, the declined gift refunded', async () => {
    const { data } = (await get(`/teams/${DEMO_TEAM_ID}/gb-registrations?platform=marketplace&per_page=50`)) as { data: (TMarketplaceRegistration & { total_iv: number })[] };
    const kept = data.filter((r) => r.rejected_at === null).reduce((sum, r) => sum + Math.round(r.total_iv * 100), 0);
    expect(kept).toBeGreaterThan(0);
    const balance = await get(`/teams/${DEMO_TEAM_ID}/balance`);
    expect(Math.round(balance.balance * 100)).toBe(150_000 - kept);
  });

  it('the dashboard chart shows the marketplace series for the last 30 days, after the campaigns’ series', async () => {
    const chart = (await get(`/teams/${DEMO_TEAM_ID}/dashboard`)).registrations as { data: { name: string; marketplace: boolean; registrations: number }[] };
    const marketplace = chart.data.filter((s) => s.marketplace);
    expect(marketplace).toHaveLength(1);
    expect(chart.data.at(-1)).toMatchObject({ name: 'Marketplace', marketplace: true });
    // Ten of the fourteen were sent in the last 30 days (41, 37, 33 and 29 days ago fall outside or on the edge).
    expect(marketplace[0]!.registrations).toBeGreaterThanOrEqual(9);
    expect(marketplace[0]!.registrations).toBeLessThanOrEqual(11);
  });
});
