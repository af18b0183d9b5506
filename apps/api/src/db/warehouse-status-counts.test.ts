import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TTestApp } from '../test/test-app';

/**
 * Migration 0036's triggers keep warehouse_order_status_counts equal to a count from scratch after inserts (one and
 * many in a statement), status changes (some rows of a statement not changing) and deletes.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type TRows<T> = { rows: T[] };
const q = async <T>(query: ReturnType<typeof sql>) => ((await t.deps.db.execute(query)) as unknown as TRows<T>).rows;

async function counts() {
  const kept = await q<{ team_id: number; status: string; total: number }>(sql`select team_id, status, total from warehouse_order_status_counts where total <> 0 order by 1, 2`);
  const real = await q<{ team_id: number; status: string; total: number }>(sql`select team_id, status, count(*)::int as total from warehouse_orders group by 1, 2 order by 1, 2`);
  return { kept, real };
}

const insert = (teamId: number, status: string, n: number) =>
  t.deps.db.execute(sql`insert into warehouse_orders (team_id, warehouse_id, status, customer_name, customer_email, destination)
    select ${teamId}, 'W' || g, ${status}, 'Ann ' || g, 'ann' || g || '@example.com', '{"address_1":"1 Road","city":"Leeds","postcode":"LS1 1AA","country":"GB"}'::jsonb
    from generate_series(1, ${n}) g`);

describe('warehouse order status counts', () => {
  it('follow inserts, status changes and deletes', async () => {
    const [team] = await q<{ id: number }>(sql`insert into teams (name, slug) values ('Counts Ltd', 'counts-ltd') returning id`);
    const [other] = await q<{ id: number }>(sql`insert into teams (name, slug) values ('Other Ltd', 'other-ltd') returning id`);
    await insert(team!.id, 'due', 5);
    await insert(team!.id, 'processing', 3);
    await insert(other!.id, 'due', 2);
    let c = await counts();
    expect(c.kept).toEqual(c.real);
    expect(c.kept).toContainEqual({ team_id: team!.id, status: 'due', total: 5 });

    // Some rows of the statement keep their status.
    await t.deps.db.execute(sql`update warehouse_orders set status = case when id % 2 = 0 then 'sent' else status end where team_id = ${team!.id}`);
    await t.deps.db.execute(sql`update warehouse_orders set carrier = 'DPD' where team_id = ${other!.id}`);
    c = await counts();
    expect(c.kept).toEqual(c.real);

    await t.deps.db.execute(sql`delete from warehouse_orders where team_id = ${team!.id} and status = 'due'`);
    c = await counts();
    expect(c.kept).toEqual(c.real);
    expect(c.kept.find((r) => r.team_id === team!.id && r.status === 'due')).toBeUndefined();
  });
});
