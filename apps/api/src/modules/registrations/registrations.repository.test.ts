import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_FILTERS, type TOrderFilter, type TOrderSort } from '@gifthub/shared/registrations';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';
import { listOrders, ORDERS_COUNT_CAP, ORDERS_SEARCH_COUNT_CAP, ordersCountCap, type TOrdersFilter } from './registrations.repository';
import { registrations } from './registrations.table';

/**
 * listOrders against a reference: a team of generated registrations (dates set on different shares, two members,
 * a second team and the other platform as noise), every filter, sort and page compared with the same question
 * answered in JavaScript.
 */
let t: TTestApp;
let teamId: number;
let members: [number, number];
type TRow = { id: number; firstName: string; lastName: string; email: string; registeredBy: number | null; invitedBy: number | null } & Record<
  TOrderFilter,
  Date | null
>;
const rows: TRow[] = [];
const ROWS = 137;
const LAST = ['Okafor', 'Smith', 'Jones', 'Zoëtal', 'Hall_man', '100%Pure'];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const [team] = await db.insert(teams).values({ name: 'Paging Ltd', slug: `paging-${Date.now().toString(36)}` }).returning();
  teamId = team!.id;
  const made = await db
    .insert(users)
    .values([1, 2].map((i) => ({ email: `pager${i}-${Date.now().toString(36)}@example.com`, name: `Pager ${i}`, passwordHash: 'x' })))
    .returning();
  members = [made[0]!.id, made[1]!.id];
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
  const values = Array.from({ length: ROWS }, (_, i) => {
    const link = i % 3 === 0;
    const member = members[i % 2]!;
    // Dates on different shares of rows and out of id order (so a date sort differs from an id sort); ties too.
    return {
      teamId,
      platform: 'marketplace' as const,
      type: 'physical' as const,
      registrationMethod: link ? ('link' as const) : ('direct' as const),
      firstName: ['Ada', 'Mona', 'Zoë'][i % 3]!,
      lastName: LAST[i % LAST.length]!,
      email: `r${i}@example.com`,
      secret: `paging-${teamId}-${i}`,
      registeredBy: link && i % 2 === 0 ? null : member,
      invitedBy: link ? member : null,
      invitedAt: link ? day(i) : null,
      visitedAt: i % 5 !== 0 ? day(i) : null,
      confirmedAt: i % 5 !== 0 && i % 7 !== 0 ? day((i * 37) % 50) : null,
      sentAt: i % 5 !== 0 && i % 7 !== 0 && i % 2 === 0 ? day((i * 11) % 20) : null,
      rejectedAt: i % 7 === 0 ? day(i) : null,
    };
  });
  const inserted = await db.insert(registrations).values(values).returning();
  for (const r of inserted)
    rows.push({
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      registeredBy: r.registeredBy,
      invitedBy: r.invitedBy,
      invited_at: r.invitedAt,
      visited_at: r.visitedAt,
      confirmed_at: r.confirmedAt,
      sent_at: r.sentAt,
      rejected_at: r.rejectedAt,
    });
  // Noise that must never show: another team, and this team's campaign (gifting) registrations.
  const [other] = await db.insert(teams).values({ name: 'Other Ltd', slug: `other-${Date.now().toString(36)}` }).returning();
  await db.insert(registrations).values([
    { ...values[1]!, teamId: other!.id, secret: `paging-other-${teamId}` },
    { ...values[2]!, platform: 'gifting', secret: `paging-gifting-${teamId}` },
  ]);
});
afterAll(() => t?.close());

const base: TOrdersFilter = { teamId: 0, platform: 'marketplace', set: {}, sort: 'id', direction: 'desc', page: 1, perPage: 10 };
const list = (f: Partial<TOrdersFilter>) => listOrders(t.deps.db, { ...base, teamId, ...f });

/** The same question in JavaScript: matching rows in page order. */
function expected(f: Partial<TOrdersFilter>): number[] {
  const q = f.q?.toLowerCase();
  const matching = rows.filter(
    (r) =>
      (f.ownUserId === undefined || r.registeredBy === f.ownUserId || r.invitedBy === f.ownUserId) &&
      (f.addedBy === undefined || r.registeredBy === f.addedBy || r.invitedBy === f.addedBy) &&
      Object.entries(f.set ?? {}).every(([k, v]) => v === undefined || (r[k as TOrderFilter] !== null) === v) &&
      (!q || `${r.firstName} ${r.lastName} ${r.email} `.toLowerCase().includes(q)),
  );
  const dir = f.direction === 'asc' ? 1 : -1;
  const sort = f.sort ?? 'id';
  const key = (r: TRow): number | string | null =>
    sort === 'last_name' ? r.lastName : sort === 'confirmed_at' || sort === 'sent_at' ? (r[sort]?.getTime() ?? null) : r.id;
  // An unset date counts as the earliest: last going down, first going up.
  const cmp = (a: TRow, b: TRow) => {
    const ka = key(a);
    const kb = key(b);
    if (ka !== kb) {
      if (ka === null) return -dir;
      if (kb === null) return dir;
      return (ka < kb ? -1 : 1) * dir;
    }
    return (a.id - b.id) * dir;
  };
  return matching.sort(cmp).map((r) => r.id);
}

async function check(f: Partial<TOrdersFilter>) {
  const all = expected(f);
  const perPage = f.perPage ?? 10;
  const page = f.page ?? 1;
  const got = await list(f);
  expect(got.rows.map((r) => r.id), JSON.stringify(f)).toEqual(all.slice((page - 1) * perPage, page * perPage));
  expect(got.total, JSON.stringify(f)).toBe(Math.min(all.length, ordersCountCap({ q: f.q, page, perPage }) + 1));
  expect(got.capped).toBe(all.length > ordersCountCap({ q: f.q, page, perPage }));
}

describe('order history paging (listOrders)', () => {
  it('pages newest first without gaps or overlaps, and counts the team only', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(ROWS / 25); page++) {
      const got = await list({ page, perPage: 25 });
      expect(got.total).toBe(ROWS);
      seen.push(...got.rows.map((r) => r.id));
    }
    expect(seen).toEqual(rows.map((r) => r.id).sort((a, b) => b - a));
  });

  it('every sort both ways, pages 1 and 3, with and without filters', async () => {
    const sorts: TOrderSort[] = ['id', 'created_at', 'last_name', 'confirmed_at', 'sent_at'];
    for (const sort of sorts)
      for (const direction of ['asc', 'desc'] as const)
        for (const page of [1, 3])
          for (const set of [{}, { rejected_at: false, confirmed_at: true }, { sent_at: false }, { rejected_at: true }, { confirmed_at: false }])
            await check({ sort, direction, page, set, perPage: 7 });
  });

  it('each three-state filter set and unset, alone and combined with a member', async () => {
    for (const f of ORDER_FILTERS)
      for (const v of [true, false]) {
        await check({ set: { [f]: v } });
        await check({ set: { [f]: v }, addedBy: members[1], page: 2, perPage: 5 });
      }
    await check({ ownUserId: members[0], sort: 'sent_at' });
    await check({ ownUserId: members[0], addedBy: members[1] });
  });

  it('searches names, "first last", e-mail, any case, with LIKE wildcards taken literally', async () => {
    for (const q of ['okafor', 'ZOË', 'mona smith', 'r12@', 'hall_man', '100%', '_', '%', 'nobody']) await check({ q });
    await check({ q: 'jones', sort: 'last_name', direction: 'asc', page: 2, perPage: 3 });
  });

  it('a search in another order: decided in the first rows of that order, or by gathering every match', async () => {
    for (const sort of ['last_name', 'confirmed_at', 'sent_at'] as const)
      for (const direction of ['asc', 'desc'] as const)
        for (const q of ['okafor', 'example.com', 'mona'])
          // 1000: the window holds every row; 5: a word sorting late misses it and every match is gathered instead.
          for (const searchWindow of [1000, 5])
            for (const page of [1, 2]) await check({ q, sort, direction, searchWindow, page, perPage: 4, set: q === 'mona' ? { rejected_at: false } : {} });
  });

  it('a page past the end is empty but still counts', async () => {
    const got = await list({ page: 50 });
    expect(got.rows).toEqual([]);
    expect(got.total).toBe(ROWS);
    expect((await list({ page: 9, q: 'okafor' })).total).toBe(expected({ q: 'okafor' }).length);
  });

  it('counts up to the cap and says when the total is a lower bound', async () => {
    expect(ordersCountCap({ page: 1, perPage: 10 })).toBe(ORDERS_COUNT_CAP);
    expect(ordersCountCap({ page: 2000, perPage: 10 })).toBe(20_100);
    expect(ordersCountCap({ q: 'x', page: 1, perPage: 10 })).toBe(ORDERS_SEARCH_COUNT_CAP);
    expect(ordersCountCap({ q: 'x', page: 50, perPage: 10 })).toBe(500);
    // 137 rows, all matching 'example.com': a search counts to 100 on page 1, to the page after that.
    const first = await list({ q: 'example.com' });
    expect(first).toMatchObject({ total: ORDERS_SEARCH_COUNT_CAP + 1, capped: true });
    expect(first.rows.map((r) => r.id)).toEqual(expected({ q: 'example.com' }).slice(0, 10));
    const deep = await list({ q: 'example.com', page: 12, perPage: 10 });
    expect(deep).toMatchObject({ total: 121, capped: true });
    expect(deep.rows.map((r) => r.id)).toEqual(expected({ q: 'example.com' }).slice(110, 120));
    const last = await list({ q: 'example.com', page: 14, perPage: 10 });
    expect(last).toMatchObject({ total: ROWS, capped: false });
    expect(last.rows.map((r) => r.id)).toEqual(expected({ q: 'example.com' }).slice(130, 140));
  });
});
