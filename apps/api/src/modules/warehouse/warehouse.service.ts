/**
 * Warehouse fulfilment for listed teams (spec 3 §2.6, §7 Warehouse; issue 16): the orders list with its status
 * counts, the inventory, warehouse requests and deleting due orders, through the warehouse provider (deps.warehouse).
 */
import { ERROR_CODES } from '@gifthub/shared/errors';
import { pageMeta } from '@gifthub/shared/paging';
import {
  statusesOfFilter,
  WAREHOUSE_PRODUCT_STATUSES,
  WAREHOUSE_STATUS_FILTERS,
  warehouseTexts,
  type TWarehouseOrderStatus,
  type TWarehouseOrdersPage,
  type TWarehouseOrdersQuery,
  type TWarehouseProductsPage,
  type TWarehouseProductsQuery,
  type TWarehouseRequestBody,
  type TWarehouseRequestType,
} from '@gifthub/shared/warehouse';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { TTeamAccess } from '../teams/team-access';
import { toOrderView, toProductView } from './warehouse.views';

type TWarehouseDeps = Pick<TDeps, 'db' | 'warehouse' | 'mailer' | 'config'>;

/** Big lists count their filtered matches up to here ("10,000+"). */
export const ORDERS_COUNT_CAP = 10_000;

/** Fulfilment is beta: a team that is not listed has no such area (404). */
export function requireListed(access: TTeamAccess) {
  if (!access.team.features.fulfilment) throw new AppError(ERROR_CODES.notFound, 404, warehouseTexts.notListed);
}
export const showsFees = (access: TTeamAccess) => Boolean(access.team.features.fulfilment_fees);

/** A YYYY-MM-DD day as the instants it spans (UTC, as the export range's days). */
export const dayStart = (ymd: string) => new Date(`${ymd}T00:00:00Z`);
export const dayAfter = (ymd: string) => new Date(dayStart(ymd).getTime() + 86_400_000);

/** The status links: each filter's count (Cancelled adds blocked) and all. */
export function statusLinks(counts: Partial<Record<TWarehouseOrderStatus, number>>) {
  const links = WAREHOUSE_STATUS_FILTERS.map((f) => ({ status: f, total: statusesOfFilter(f).reduce((n, s) => n + (counts[s] ?? 0), 0) }));
  return [...links, { status: 'all' as const, total: links.reduce((n, l) => n + l.total, 0) }];
}

/** GET /warehouse/orders: one page (30 by default) in the chosen order, newest first unless sorted. */
export async function listWarehouseOrders(deps: TWarehouseDeps, access: TTeamAccess, q: TWarehouseOrdersQuery): Promise<TWarehouseOrdersPage> {
  requireListed(access);
  const teamId = access.team.id;
  const statuses = q.status ? statusesOfFilter(q.status) : undefined;
  const [page, counts, latest] = await Promise.all([
    deps.warehouse.listOrders({
      teamId,
      statuses,
      from: q['date-start'] ? dayStart(q['date-start']) : undefined,
      before: q['date-end'] ? dayAfter(q['date-end']) : undefined,
      search: q.search || undefined,
      sort: q.sort ?? 'id',
      direction: q.direction ?? 'desc',
      offset: (q.page - 1) * q.per_page,
      limit: q.per_page,
      cap: ORDERS_COUNT_CAP,
    }),
    deps.warehouse.orderStatusCounts(teamId),
    deps.warehouse.latestOrderId(teamId),
  ]);
  const links = statusLinks(counts);
  const total = page.total ?? links.find((l) => l.status === (q.status ?? 'all'))!.total;
  const history = await deps.warehouse.orderHistory(teamId, page.rows.map((r) => r.id));
  const fees = showsFees(access);
  return {
    data: page.rows.map((r) => toOrderView(r, history, fees)),
    meta: { ...pageMeta(total + (page.capped ? 1 : 0), q.page, q.per_page), ...(page.capped ? { total_capped: true } : {}), statuses: links, latest_id: latest },
  };
}

/** GET /warehouse/products: the inventory, 30 a page, with its counts per status. */
export async function listWarehouseProducts(deps: TWarehouseDeps, access: TTeamAccess, q: TWarehouseProductsQuery): Promise<TWarehouseProductsPage> {
  requireListed(access);
  const { rows, total, statuses } = await deps.warehouse.listProducts({
    teamId: access.team.id,
    status: q.status,
    search: q.search || undefined,
    sort: q.sort ?? 'warehouse_id',
    direction: q.direction ?? (q.sort ? 'desc' : 'asc'),
    offset: (q.page - 1) * q.per_page,
    limit: q.per_page,
  });
  const byStatus = new Map(statuses.map((s) => [s.status, Number(s.total)]));
  const links = WAREHOUSE_PRODUCT_STATUSES.map((s) => ({ status: s, total: byStatus.get(s) ?? 0 }));
  return { data: rows.map(toProductView), meta: { ...pageMeta(total, q.page, q.per_page), statuses: [...links, { status: 'all', total: links.reduce((n, l) => n + l.total, 0) }] } };
}

/** Every id must be the team's order or product (another team's: 404, as if it did not exist). */
export async function requireOwned(deps: TWarehouseDeps, access: TTeamAccess, type: TWarehouseRequestType, ids: number[]) {
  const unique = [...new Set(ids)];
  const owned = await deps.warehouse.ownedIds(access.team.id, type, unique);
  if (owned.length !== unique.length) throw new AppError(ERROR_CODES.notFound, 404, warehouseTexts.itemsNotFound);
  return unique;
}

/** POST /warehouse/requests: recorded with its items, and staff are e-mailed (spec 3 §8's success text answers). */
export async function sendWarehouseRequest(deps: TWarehouseDeps, access: TTeamAccess, body: TWarehouseRequestBody, requester: { name: string; email: string }) {
  requireListed(access);
  const items = await requireOwned(deps, access, body.type, body.items);
  const team = access.team;
  const request = await deps.db.transaction(async (tx) => {
    const row = await deps.warehouse.sendRequest(tx, { teamId: team.id, userId: access.userId, type: body.type, subject: body.subject, message: body.message, urgent: body.urgent, items });
    const lines = [
      `${requester.name} (${requester.email}) sent a${body.urgent ? 'n URGENT' : ''} warehouse request for team ${team.name} (#${team.id}), request #${row.id}.`,
      `${body.type === 'orders' ? 'Orders' : 'Products'}: ${items.join(', ')}`,
      `Subject: ${body.subject}`,
      body.message,
    ];
    await deps.mailer.enqueue(
      { to: deps.config.staffEmail, kind: 'warehouse-request-staff', subject: `${body.urgent ? '[URGENT] ' : ''}Warehouse request: ${team.name}: ${body.subject}`, text: lines.join('\n\n'), html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') },
      tx,
    );
    return row;
  });
  deps.mailer.nudge();
  return { id: request.id, items: items.length, message: warehouseTexts.requestSent };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** POST /warehouse/orders/delete: only due orders go (spec 3 §2.6); answers how many did. */
export async function deleteWarehouseOrders(deps: TWarehouseDeps, access: TTeamAccess, ids: number[]) {
  requireListed(access);
  const unique = await requireOwned(deps, access, 'orders', ids);
  const deleted = await deps.db.transaction((tx) => deps.warehouse.deleteDueOrders(tx, access.team.id, unique));
  return { deleted, message: deleted ? warehouseTexts.deleted(deleted) : warehouseTexts.noneDeletable };
}
