import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAREHOUSE_ORDER_STATUSES, type TWarehouseOrderStatus } from '@gifthub/shared/warehouse';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { teams } from '../teams/teams.table';
import { isPrefixSearch, listOrders, type TOrderPage } from './warehouse.repository';
import { warehouseOrders } from './warehouse.table';

/**
 * listOrders against a reference: a team of generated orders (ids, the team's own ids and e-mails that start with
 * or hold one another's words, upper and lower case, LIKE's own characters), every search kind with filters, sorts,
 * pages and a small count cap, compared with the same question answered in JavaScript.
 */
let t: TTestApp;
let teamId: number;
type TRow = { id: number; wid: string; oid: string | null; name: string; email: string; status: TWarehouseOrderStatus; date: Date };
const rows: TRow[] = [];
const ROWS = 120;
const NAMES = ['Ada Okafor', 'Mona Smith', 'Zoë Hall_man', 'Joann Seven', 'Ann Seven', 'Bea 100%Pure'];
const CAP = 25;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const [team] = await db.insert(teams).values({ name: 'Search Ltd', slug: `wh-search-${Date.now().toString(36)}` }).returning();
  teamId = team!.id;
  const values = Array.from({ length: ROWS }, (_, i) => ({
    teamId,
    warehouseId: `WH-T-${String(i).padStart(7, '0')}`,
    originalId: i % 4 === 0 ? null : `${i % 3 ? 'T' : 'ord/2026'}-${5000 + i}`,
    status: WAREHOUSE_ORDER_STATUSES[i % WAREHOUSE_ORDER_STATUSES.length]!,
    customerName: NAMES[i % NAMES.length]!,
    // ann7 and joann7 (one starts the other's word), BUYER upper case, a_b (LIKE's _) and digits that end other ids.
    customerEmail: [`buyer${i}@example.com`, `ann${i % 9}@mail.test`, `joann${i % 9}@mail.test`, `BUYER${i}@Example.COM`, `a_b${i % 5}@x.test`][i % 5]!,
    destination: { address_1: '1 High Street', city: 'Leeds', postcode: 'LS1 1AA', country: 'GB' },
    orderDate: new Date(Date.UTC(2026, 0, 1) + ((i * 37) % 60) * 86_400_000),
  }));
  const inserted = await db.insert(warehouseOrders).values(values).returning();
  for (const r of inserted) rows.push({ id: r.id, wid: r.warehouseId, oid: r.originalId, name: r.customerName, email: r.customerEmail, status: r.status, date: r.orderDate });
}, 120_000);
afterAll(() => t?.close());

const WHOLE_EMAIL = /^[^\s@%_\\]+@[^\s@%_\\]+\.[^\s@%_\\]+$/;
/** The rule in JavaScript: a whole address exactly; a word like an id first as the start of an id or address; else anywhere. */
function reference(p: TOrderPage) {
  const q = p.search?.toLowerCase();
  let list = rows.filter((r) => (!p.statuses || p.statuses.includes(r.status)) && (!p.from || r.date >= p.from) && (!p.before || r.date < p.before));
  if (q && WHOLE_EMAIL.test(q)) list = list.filter((r) => r.email.toLowerCase() === q);
  else if (q) {
    const starts = list.filter((r) => [r.wid, r.oid ?? '', r.email].some((v) => v !== '' && v.toLowerCase().startsWith(q)));
    list = isPrefixSearch(q) && starts.length ? starts : list.filter((r) => `${r.name} ${r.email} ${r.wid} ${r.oid ?? ''}`.toLowerCase().includes(q));
  }
  const key = (r: TRow) => (p.sort === 'order_date' ? r.date.getTime() : p.sort === 'customer_name' ? r.name : r.id);
  const sign = p.direction === 'asc' ? 1 : -1;
  list.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return (ka < kb ? -1 : ka > kb ? 1 : 0) * sign || (a.id - b.id) * sign;
  });
  return { ids: list.slice(p.offset, p.offset + p.limit).map((r) => r.id), total: Math.min(list.length, CAP), capped: list.length > CAP };
}

const SEARCHES = [
  'WH-T-0000012', // a whole warehouse id
  'wh-t-00000', // the start of many (more than the cap)
  'T-5013', // the start of the team's own ids
  'ORD/2026-50', // the team's own id with a slash
  'buyer12', // an e-mail's local part (buyer12, buyer120…, and BUYER… in any case)
  'BUYER13@', // up to the @
  'buyer11@exa', // into the domain
  'ann7', // starts ann7 and is inside joann7: the start wins
  'a_b3', // LIKE's _ is a plain character
  't-0000012', // letters and digits inside an id only: found anywhere
  '00012', // digits alone: anywhere
  'okafor', // a name: anywhere
  '100%pure', // LIKE's % is a plain character
  'buyer13@example.com', // a whole address
  'zoë', // beyond ASCII
  'nothing9', // nowhere
];

describe('warehouse orders search against a reference', () => {
  it('classes a search: a word with letters and digits, or an address up to its domain, is tried as a start', () => {
    expect(['WH-T-0000012', 'buyer12', 'BUYER13@', 'buyer11@exa', 'ann7', 'T-5013', 'ORD/2026-50'].every(isPrefixSearch)).toBe(true);
    expect(['00012', 'okafor', 'mona smith', 'buyer13@example.com', '100%pure', 'zoë', undefined].some(isPrefixSearch)).toBe(false);
  });

  for (const search of SEARCHES)
    it(`"${search}": every sort both ways, with and without a status and a date range, pages and the capped count`, async () => {
      const db = t.deps.db;
      for (const sort of ['id', 'order_date', 'customer_name'] as const)
        for (const direction of ['asc', 'desc'] as const)
          for (const filter of [{}, { statuses: ['sent', 'delivered'] as TWarehouseOrderStatus[] }, { from: new Date(Date.UTC(2026, 0, 10)), before: new Date(Date.UTC(2026, 1, 10)) }])
            for (const offset of [0, 10]) {
              const p: TOrderPage = { teamId, search, sort, direction, offset, limit: 10, cap: CAP, ...filter };
              const got = await listOrders(db, p);
              const want = reference(p);
              expect({ ids: got.rows.map((r) => r.id), total: got.total, capped: got.capped }, JSON.stringify({ search, sort, direction, filter, offset })).toEqual(want);
            }
    });

  it('the start wins over the middle: ann7 finds ann7 and not joann7; an id found only inside still shows', async () => {
    const page = async (search: string) => (await listOrders(t.deps.db, { teamId, search, sort: 'id', direction: 'asc', offset: 0, limit: 100, cap: 1000 })).rows;
    expect((await page('ann7')).every((r) => r.customerEmail.startsWith('ann7@'))).toBe(true);
    expect((await page('ann7')).length).toBeGreaterThan(0);
    expect((await page('t-0000012')).map((r) => r.warehouseId)).toEqual(['WH-T-0000012']);
  });

  it('reads a start of an id or an address from the btree indexes of migration 0043, its pattern a parameter', async () => {
    type TResult = { rows: Record<string, string>[] };
    // One transaction, so every statement runs on one connection of a PostgreSQL pool; the table analysed, so the
    // planner knows the expressions' spread and compares the indexes on their costs.
    await t.deps.db.execute('analyze warehouse_orders');
    const plan = (index: string, pattern: string) =>
      t.deps.db.transaction(async (tx) => {
        const run = (text: string) => tx.execute(text) as unknown as Promise<TResult>;
        // The indexed expression as the migration wrote it (the case fold of the column), asked as the repository asks.
        const def = (await run(`select pg_get_indexdef('${index}'::regclass) as def`)).rows[0]!.def!;
        const expr = def.slice(def.indexOf('team_id, ') + 'team_id, '.length, def.lastIndexOf(' text_pattern_ops'));
        await run(`set local enable_seqscan = off`);
        await run(`prepare prefix_plan(int, text) as select id from warehouse_orders where team_id = $1 and ${expr} like $2`);
        try {
          return (await run(`explain execute prefix_plan(${teamId}, '${pattern}')`)).rows.map((x) => x['QUERY PLAN']).join('\n');
        } finally {
          await run(`deallocate prefix_plan`);
        }
      });
    expect(await plan('warehouse_orders_team_wid_prefix_idx', 'wh-t-00000%')).toContain('warehouse_orders_team_wid_prefix_idx');
    expect(await plan('warehouse_orders_team_oid_prefix_idx', 't-50%')).toContain('warehouse_orders_team_oid_prefix_idx');
    expect(await plan('warehouse_orders_team_email_prefix_idx', 'buyer1%')).toContain('warehouse_orders_team_email_prefix_idx');
  });
});
