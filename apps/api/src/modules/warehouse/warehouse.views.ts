import { toPounds } from '@gifthub/shared/pricing';
import { ORDER_ROW_LINE_ITEMS, type TWarehouseOrder, type TWarehouseOrderStatus, type TWarehouseProduct } from '@gifthub/shared/warehouse';
import type { TWarehouseOrderRow, TWarehouseProductRow } from './warehouse.table';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export type TOrderHistory = {
  updates: { orderId: number; status: TWarehouseOrderStatus; reason: string; updatedAt: Date }[];
  requests: { orderId: number; subject: string; message: string; createdAt: Date }[];
};

/** An order as the API answers it: the first line items, fees only when the team's fee columns show. */
export function toOrderView(r: TWarehouseOrderRow, history: TOrderHistory, fees: boolean): TWarehouseOrder {
  const fee = (pence: number) => (fees ? toPounds(pence) : null);
  return {
    id: r.id,
    warehouse_id: r.warehouseId,
    original_id: r.originalId,
    status: r.status,
    customer_name: r.customerName,
    customer_email: r.customerEmail,
    destination: r.destination,
    status_updates: history.updates.filter((u) => u.orderId === r.id).map((u) => ({ status: u.status, reason: u.reason, updated_at: u.updatedAt.toISOString() })),
    warehouse_requests: history.requests.filter((q) => q.orderId === r.id).map((q) => ({ subject: q.subject, message: q.message, updated_at: q.createdAt.toISOString() })),
    line_items: r.lineItems.slice(0, ORDER_ROW_LINE_ITEMS),
    line_items_total: r.lineItems.length,
    total: toPounds(r.total),
    order_date: r.orderDate.toISOString(),
    send_date: iso(r.sendDate),
    expected_delivery: iso(r.expectedDelivery),
    carrier: r.carrier,
    carrier_method: r.carrierMethod,
    carrier_url: r.carrierUrl,
    transaction_id: r.transactionId,
    handling_fee: fee(r.handlingFee),
    freight_fee: fee(r.freightFee),
    ioss_vat_fee: fee(r.iossVatFee),
    registration_id: r.registrationId,
  };
}

export const toProductView = (r: TWarehouseProductRow): TWarehouseProduct => ({
  id: r.id,
  warehouse_id: r.warehouseId,
  name: r.name,
  sku: r.sku,
  image_url: r.imageUrl,
  status: r.status,
  stock_level: r.stockLevel,
});
