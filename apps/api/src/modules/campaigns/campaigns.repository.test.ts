import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_SORTS, CAMPAIGN_STATUSES, CAMPAIGN_TYPES, type TCampaignFilters, type TCampaignSort } from '@gifthub/shared/campaigns';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { teams } from '../teams/teams.table';
import { listCampaigns } from './campaigns.repository';
import { campaigns, type TCampaignRow } from './campaigns.table';

/**
 * listCampaigns against a reference: a team of generated campaigns (a second team as noise), every sort, filter,
 * search and page compared with the same question answered in JavaScript.
 */
let t: TTestApp;
let teamId: number;
let rows: TCampaignRow[] = [];
const NAMES = ['Summer', 'Winter', 'Zoë Gifts', 'Hall_way', '100%Pure', 'ÉTÉ Thanks', 'onboarding'];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const db = t.deps.db;
  const made = await db
    .insert(teams)
    .values([{ name: 'Listing Ltd', slug: `listing-${Date.now().toString(36)}` }, { name: 'Noise Ltd', slug: `noise-${Date.now().toString(36)}` }])
    .returning();
  teamId = made[0]!.id;
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
  const values = Array.from({ length: 83 }, (_, i) => ({
    teamId: i % 9 === 0 ? made[1]!.id : teamId,
    name: `${NAMES[i % NAMES.length]} ${i % 4}`,
    slug: `c-${i}`,
    type: CAMPAIGN_TYPES[i % CAMPAIGN_TYPES.length]!,
    rewardType: (['physical', 'voucher', 'mixed'] as const)[i % 3]!,
    privacy: (['invite', 'internal', 'public'] as const)[(i * 7) % 3]!,
    status: CAMPAIGN_STATUSES[(i * 5) % CAMPAIGN_STATUSES.length]!,
    createdAt: day((i * 13) % 30),
  }));
  rows = (await db.insert(campaigns).values(values).returning()).filter((r) => r.teamId === teamId);
});
afterAll(() => t.close());

const KEY: Record<TCampaignSort, (r: TCampaignRow) => string | number> = {
  id: (r) => r.id,
  name: (r) => r.name,
  status: (r) => r.status,
  type: (r) => r.type,
  created_at: (r) => r.createdAt.getTime(),
};
// Byte order, as PostgreSQL compares text under the C collation the tests' names stay within for these sorts.
const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

function reference(f: { q?: string; filters?: TCampaignFilters; sort: TCampaignSort; direction: 'asc' | 'desc' }) {
  const q = f.q?.toLowerCase();
  const sign = f.direction === 'asc' ? 1 : -1;
  return rows
    .filter((r) => !q || r.name.toLowerCase().includes(q))
    .filter((r) => !f.filters?.status || r.status === f.filters.status)
    .filter((r) => !f.filters?.type || r.type === f.filters.type)
    .filter((r) => !f.filters?.reward_type || r.rewardType === f.filters.reward_type)
    .filter((r) => !f.filters?.privacy || r.privacy === f.filters.privacy)
    .sort((a, b) => sign * (cmp(KEY[f.sort](a), KEY[f.sort](b)) || cmp(a.id, b.id)))
    .map((r) => r.id);
}

describe('listCampaigns', () => {
  it('pages every sort order in both directions like the reference', async () => {
    for (const sort of CAMPAIGN_SORTS)
      for (const direction of ['asc', 'desc'] as const) {
        const want = reference({ sort, direction });
        const got: number[] = [];
        for (let page = 1; page <= Math.ceil(want.length / 10) + 1; page++) {
          const { rows: pageRows, total } = await listCampaigns(t.deps.db, { teamId, sort, direction, page, perPage: 10 });
          expect(total).toBe(want.length);
          got.push(...pageRows.map((r) => r.campaign.id));
        }
        expect(got, `${sort} ${direction}`).toEqual(want);
      }
  });

  it('filters and searches like the reference (case-folded, wildcards literal)', async () => {
    const cases: { q?: string; filters?: TCampaignFilters }[] = [
      { filters: { status: 'active' } },
      { filters: { type: 'sales', reward_type: 'voucher' } },
      { filters: { privacy: 'public', status: 'requested' } },
      { q: 'summer' },
      { q: 'zoË' },
      { q: 'été' },
      { q: '100%' },
      { q: 'hall_' },
      { q: '%' },
      { q: 'winter 2', filters: { status: 'paused' } },
    ];
    for (const c of cases) {
      const want = reference({ ...c, sort: 'id', direction: 'desc' });
      const { rows: got, total } = await listCampaigns(t.deps.db, { teamId, ...c, sort: 'id', direction: 'desc', page: 1, perPage: 200 });
      expect(got.map((r) => r.campaign.id), JSON.stringify(c)).toEqual(want);
      expect(total).toBe(want.length);
    }
  });

  it('puts requested campaigns first for staff', async () => {
    const { rows: got } = await listCampaigns(t.deps.db, { sort: 'id', direction: 'desc', page: 1, perPage: 200, requestedFirst: true });
    const statuses = got.map((r) => r.campaign.status === 'requested');
    expect(statuses.indexOf(false)).toBeGreaterThan(statuses.lastIndexOf(true));
  });
});
