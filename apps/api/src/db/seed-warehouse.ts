import { eq, inArray, sql } from 'drizzle-orm';
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import { WAREHOUSE_ORDER_STATUSES, type TWarehouseProductStatus } from '@gifthub/shared/warehouse';
import type { TTeamFeatureFlags } from '@gifthub/shared/teams';
import type { Db } from './client';
import { insertJsonRows } from './json-insert';
import { teams, warehouseProducts } from './schema';

/**
 * Warehouse fulfilment (issue 16): Acme Ltd and Acme Europe are the listed teams, both integrated for bulk import,
 * and Acme Europe's orders show their fee columns; the demo team is listed too (read-only, so the preview shows the
 * area). Corner Shop is not listed. Each listed team gets a stock of products and a few hundred orders in every
 * status (100 to 200 each), written by one statement per team (the status counts follow through migration 0036's
 * triggers); the orders whose status has a story (due, problem, cancelled, blocked, returning) get its status update.
 */
const LISTED: { slug: string; features: Partial<TTeamFeatureFlags>; prefix: string; perStatus: number }[] = [
  { slug: 'acme', features: { fulfilment: true, fulfilment_import: true, fulfilment_fees: false }, prefix: 'ACME', perStatus: 200 },
  { slug: 'acme-europe', features: { fulfilment: true, fulfilment_import: true, fulfilment_fees: true }, prefix: 'ACEU', perStatus: 100 },
  { slug: 'demo', features: { fulfilment: true, fulfilment_import: true, fulfilment_fees: false }, prefix: 'DEMO', perStatus: 20 },
];

const PRODUCTS = [
  'Branded Water Bottle', 'Notebook A5 Kraft', 'Eco Tote Bag', 'Ceramic Mug', 'Wireless Charger', 'Hoodie Navy', 'Hoodie Grey', 'Desk Plant Kit', 'Chocolate Box',
  'Coffee Sampler', 'Tea Selection', 'Welcome Box', 'Pen Set', 'Socks Pair', 'Beanie Hat', 'Lanyard', 'Sticker Pack', 'Thank You Card', 'Candle Gift Set', 'Snack Hamper',
  'Bluetooth Speaker', 'Power Bank', 'Umbrella', 'Travel Mug', 'Cap Black', 'T-Shirt White', 'T-Shirt Black', 'Mouse Mat', 'Cable Organiser', 'Gift Wrap Roll',
  'Onboarding Kit', 'Christmas Hamper', 'Summer Box', 'Wellness Kit', 'Golf Balls', 'Cocktail Kit',
];
const STATUS_OF = (i: number): TWarehouseProductStatus => (i % 11 === 5 ? 'discontinued' : i % 7 === 3 ? 'out_of_stock' : i % 5 === 2 ? 'low' : 'active');
const STOCK_OF = (s: TWarehouseProductStatus, i: number) => (s === 'out_of_stock' ? 0 : s === 'low' ? 1 + (i % 19) : s === 'discontinued' ? i % 4 : 40 + ((i * 37) % 900));

export async function seedWarehouse(db: Db) {
  const rows = await db.select({ id: teams.id, slug: teams.slug, features: teams.features }).from(teams).where(inArray(teams.slug, LISTED.map((l) => l.slug)));
  for (const listed of LISTED) {
    const team = rows.find((r) => r.slug === listed.slug) ?? (listed.slug === 'demo' ? rows.find((r) => r.id === DEMO_TEAM_ID) : undefined);
    if (!team) continue;
    await db.update(teams).set({ features: { ...team.features, ...listed.features } }).where(eq(teams.id, team.id));
    await insertJsonRows(
      db,
      warehouseProducts,
      PRODUCTS.map((name, i) => {
        const status = STATUS_OF(i);
        return { teamId: team.id, warehouseId: `WH-${listed.prefix}-${String(i + 1).padStart(3, '0')}`, name, sku: `${listed.prefix}-${name.replace(/[^A-Za-z0-9]+/g, '-').toUpperCase()}`, status, stockLevel: STOCK_OF(status, i) };
      }),
    );
    await seedOrders(db, team.id, listed.prefix, listed.perStatus);
  }
}

/** perStatus orders in every status, spread over the last 200 days, with 1 to 4 of the team's products each. */
async function seedOrders(db: Db, teamId: number, prefix: string, perStatus: number) {
  const statuses = `{${WAREHOUSE_ORDER_STATUSES.join(',')}}`;
  await db.execute(sql`
    with prods as (select array_agg(jsonb_build_object('item_id', warehouse_id, 'item_name', name, 'item_image', image_url) order by warehouse_id) as p from warehouse_products where team_id = ${teamId}),
    names as (select array['Olivia','Liam','Amelia','Noah','Isla','Oliver','Ava','Leo','Mia','Arthur','Freya','Harry','Lily','Oscar','Grace','George'] as f,
                     array['Smith','Jones','Taylor','Brown','Williams','Wilson','Johnson','Davies','Patel','Robinson','Wright','Thompson','Evans','Walker'] as l,
                     array['London','Manchester','Leeds','Bristol','York','Glasgow','Cardiff','Brighton','Dublin','Paris','Berlin','Madrid'] as c,
                     array['GB','GB','GB','GB','GB','GB','GB','GB','IE','FR','DE','ES'] as k),
    src as (select i, (${statuses}::text[])[1 + (i % ${WAREHOUSE_ORDER_STATUSES.length})] as status from generate_series(0, ${perStatus * WAREHOUSE_ORDER_STATUSES.length - 1}) as i)
    insert into warehouse_orders (team_id, warehouse_id, original_id, status, customer_name, customer_email, destination, line_items, total, order_date, send_date, expected_delivery,
      carrier, carrier_method, carrier_url, transaction_id, handling_fee, freight_fee, ioss_vat_fee, created_at, updated_at)
    select ${teamId}, 'WH-' || ${prefix} || '-' || lpad((100000 + i)::text, 7, '0'), ${prefix} || '-' || (5000 + i), src.status,
      names.f[1 + i % 16] || ' ' || names.l[1 + (i / 16) % 14],
      lower(names.f[1 + i % 16] || '.' || names.l[1 + (i / 16) % 14]) || (i % 97) || '@example.com',
      jsonb_build_object('address_1', (1 + i % 180) || ' High Street', 'city', names.c[1 + i % 12], 'postcode', 'AB' || (1 + i % 30) || ' ' || (1 + i % 9) || 'CD', 'country', names.k[1 + i % 12]),
      (select jsonb_agg(prods.p[1 + (i * 7 + k * 5) % array_length(prods.p, 1)] || jsonb_build_object('quantity', 1 + (i + k) % 3)) from generate_series(0, i % 4) as k),
      1500 + (i * 37) % 9000,
      now() - (i * interval '83 minutes') - interval '1 hour',
      case when src.status in ('sent', 'delivered', 'returning', 'resent', 'received_return', 'problem') then now() - (i * interval '83 minutes') + interval '1 day' end,
      case when src.status in ('sent', 'resent') then now() - (i * interval '83 minutes') + interval '3 days' end,
      case when src.status in ('sent', 'delivered', 'returning', 'resent', 'received_return', 'problem') then (array['Royal Mail','DPD','DHL Express'])[1 + i % 3] end,
      case when src.status in ('sent', 'delivered', 'returning', 'resent', 'received_return', 'problem') then (array['Tracked 48','Next Day','International'])[1 + i % 3] end,
      case when src.status in ('sent', 'delivered', 'returning', 'resent', 'received_return', 'problem') then 'https://tracking.example.com/' || ${prefix} || i end,
      case when src.status <> 'due' then 'TX' || ${prefix} || (900000 + i) end,
      150 + (i * 13) % 300, 350 + (i * 29) % 900, case when names.k[1 + i % 12] <> 'GB' then 120 + i % 200 else 0 end,
      now() - (i * interval '83 minutes') - interval '1 hour', now() - (i * interval '83 minutes')
    from src, prods, names`);
  await db.execute(sql`
    insert into warehouse_order_updates (order_id, status, reason, updated_at)
    select id, status, case status when 'due' then 'Order received' when 'problem' then 'Address could not be found'
      when 'blocked' then 'Blocked: payment check' when 'cancelled' then 'Cancelled at the customer''s request' else 'Refused at the door' end, updated_at
    from warehouse_orders where team_id = ${teamId} and status in ('due', 'problem', 'blocked', 'cancelled', 'returning')`);
}
