/**
 * The built-in warehouse's back office (issue 16): staff read a listed team's orders and move them through the
 * statuses with the reason the team reads, the carrier and its tracking; and a gift registration that staff fulfil
 * (registrations/registration-fulfilment.service) becomes, for a listed team, a warehouse order following its steps.
 */
import { ERROR_CODES } from '@gifthub/shared/errors';
import { pageMeta, type TPaged } from '@gifthub/shared/paging';
import { statusesOfFilter, warehouseTexts, type TAdminWarehouseOrdersQuery, type TAdminWarehouseStatusBody, type TWarehouseOrder, type TWarehouseOrderStatus } from '@gifthub/shared/warehouse';
import type { TDeps } from '../../deps';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findTeam } from '../teams/teams.service';
import * as repo from './warehouse.repository';
import { ORDERS_COUNT_CAP, statusLinks } from './warehouse.service';
import { toOrderView } from './warehouse.views';
import type { TWarehouseOrderRow } from './warehouse.table';

type TAdminDeps = Pick<TDeps, 'db' | 'warehouse' | 'clock'>;

async function listedTeam(db: Db, teamId: number) {
  const team = await findTeam(db, teamId);
  if (!team) throw AppError.notFound('Team');
  if (!team.features.fulfilment) throw new AppError(ERROR_CODES.notFound, 404, warehouseTexts.notListed);
  return team;
}

const view = async (deps: TAdminDeps, teamId: number, rows: TWarehouseOrderRow[]) => {
  const history = await deps.warehouse.orderHistory(teamId, rows.map((r) => r.id));
  return rows.map((r) => toOrderView(r, history, true));
};

/** GET /admin/warehouse/teams: the listed teams. */
export const adminListedTeams = (deps: TAdminDeps) => repo.listedTeams(deps.db);

/** GET /admin/warehouse/orders: a listed team's orders, newest first, with the status counts. */
export async function adminListOrders(deps: TAdminDeps, q: TAdminWarehouseOrdersQuery): Promise<TPaged<TWarehouseOrder> & { statuses: ReturnType<typeof statusLinks> }> {
  const teamId = q.team_id ?? (await repo.listedTeams(deps.db))[0]?.id;
  if (teamId === undefined) return { data: [], meta: pageMeta(0, q.page, q.per_page), statuses: statusLinks({}) };
  await listedTeam(deps.db, teamId);
  const [page, counts] = await Promise.all([
    deps.warehouse.listOrders({
      teamId,
      statuses: q.status ? statusesOfFilter(q.status) : undefined,
      search: q.search || undefined,
      sort: 'id',
      direction: 'desc',
      offset: (q.page - 1) * q.per_page,
      limit: q.per_page,
      cap: ORDERS_COUNT_CAP,
    }),
    deps.warehouse.orderStatusCounts(teamId),
  ]);
  const links = statusLinks(counts);
  const total = page.total ?? links.find((l) => l.status === (q.status ?? 'all'))!.total;
  return { data: await view(deps, teamId, page.rows), meta: pageMeta(total, q.page, q.per_page), statuses: links };
}

/** PUT /admin/warehouse/orders/{id}/status: a new status with its reason; sent stamps the send date. */
export async function adminSetOrderStatus(deps: TAdminDeps, id: number, body: TAdminWarehouseStatusBody): Promise<TWarehouseOrder> {
  const order = await repo.findOrder(deps.db, id);
  if (!order) throw AppError.notFound('Warehouse order');
  await listedTeam(deps.db, order.teamId);
  if (order.status === body.status && !body.carrier && !body.carrier_url) throw AppError.conflict('The order already has this status.');
  const at = deps.clock.now();
  const change: repo.TOrderChange = { status: body.status };
  if (body.carrier !== undefined) change.carrier = body.carrier || null;
  if (body.carrier_method !== undefined) change.carrierMethod = body.carrier_method || null;
  if (body.carrier_url !== undefined) change.carrierUrl = body.carrier_url || null;
  if (body.transaction_id !== undefined) change.transactionId = body.transaction_id || null;
  if (body.status === 'sent' && !order.sendDate) change.sendDate = at;
  const row = await deps.db.transaction((tx) => repo.changeOrder(tx, id, change, body.reason, at));
  return (await view(deps, order.teamId, [row!]))[0]!;
}

/** A fulfilment step of a gift, as the warehouse status it stands for. */
export type TGiftStep = 'processed' | 'sent' | 'delivered' | 'return' | 'lost' | 'resolve';
const GIFT_STATUS: Record<TGiftStep, TWarehouseOrderStatus | null> = { processed: 'processing', sent: 'sent', delivered: 'delivered', return: 'returning', lost: 'problem', resolve: 'resent' };
const GIFT_REASON: Record<TGiftStep, string> = {
  processed: 'Gift processed',
  sent: 'Gift sent',
  delivered: 'Gift delivered',
  return: 'Gift returning to sender',
  lost: 'Gift lost in transit',
  resolve: 'Gift resolved',
};

export type TGift = {
  id: number;
  teamId: number;
  firstName: string;
  lastName: string;
  email: string;
  productId: number | null;
  productName: string | null;
  quantity: number;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  region: string | null;
  postcode: string | null;
  country: string | null;
  phone: string | null;
  carrier: string | null;
  trackingUrl: string | null;
  deliveryResolution: string | null;
};

/**
 * A staff step on a physical gift, in the step's transaction: for a listed team the gift's warehouse order is created
 * at its first step and follows the next ones (status, update with the reason, carrier and tracking).
 */
export async function recordGiftFulfilment(tx: Db, gift: TGift, step: TGiftStep, at: Date) {
  const team = await findTeam(tx, gift.teamId);
  if (!team?.features.fulfilment) return;
  const status = GIFT_STATUS[step]!;
  const reason = step === 'resolve' && gift.deliveryResolution ? `Resolved: ${gift.deliveryResolution}` : GIFT_REASON[step];
  const carrier = step === 'sent' ? { carrier: gift.carrier, carrierUrl: gift.trackingUrl, sendDate: at } : {};
  const existing = await repo.findOrderOfRegistration(tx, gift.id);
  if (existing) {
    await repo.changeOrder(tx, existing.id, { status, ...carrier }, reason, at);
    return;
  }
  const [product] = gift.productId ? await repo.productsOfCatalogue(tx, gift.teamId, [gift.productId]) : [];
  await repo.insertGiftOrder(
    tx,
    {
      teamId: gift.teamId,
      warehouseId: `WH-GIFT-${gift.id}`,
      originalId: `gift-${gift.id}`,
      status,
      customerName: `${gift.firstName} ${gift.lastName}`.trim(),
      customerEmail: gift.email,
      destination: {
        address_1: gift.addressLine1 ?? '',
        ...(gift.addressLine2 ? { address_2: gift.addressLine2 } : {}),
        city: gift.city ?? '',
        ...(gift.region ? { region: gift.region } : {}),
        postcode: gift.postcode ?? '',
        country: gift.country ?? '',
        ...(gift.phone ? { phone: gift.phone } : {}),
      },
      lineItems: [{ item_id: product?.warehouseId ?? `GIFT-${gift.productId ?? gift.id}`, item_name: product?.name ?? gift.productName ?? 'Gift', quantity: gift.quantity, item_image: product?.imageUrl ?? null }],
      orderDate: at,
      registrationId: gift.id,
      createdAt: at,
      updatedAt: at,
      ...carrier,
    },
    reason,
  );
}
