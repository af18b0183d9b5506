/**
 * Warehouse fulfilment (spec 3 §2.6, §3, §4, §5, §9; issue 16): a listed team's orders in the provider's warehouse,
 * its stock there, and the requests it sends the warehouse.
 */

/** Stored statuses. cancelled and blocked both show as Cancelled (spec 3 §2.6). */
export const WAREHOUSE_ORDER_STATUSES = ['due', 'processing', 'sent', 'delivered', 'returning', 'resent', 'received_return', 'problem', 'cancelled', 'blocked'] as const;
export type TWarehouseOrderStatus = (typeof WAREHOUSE_ORDER_STATUSES)[number];

export const WAREHOUSE_STATUS_LABELS: Record<TWarehouseOrderStatus, string> = {
  due: 'Due',
  processing: 'Processing',
  sent: 'Sent',
  delivered: 'Delivered',
  returning: 'Returning to sender',
  resent: 'Re-sent',
  received_return: 'Received return',
  problem: 'Problem',
  cancelled: 'Cancelled',
  blocked: 'Cancelled',
};

/** The status links of the orders list, in the spec's order (§9), then Cancelled (cancelled and blocked together). */
export const WAREHOUSE_STATUS_FILTERS = ['due', 'processing', 'sent', 'delivered', 'returning', 'resent', 'received_return', 'problem', 'cancelled'] as const;
export type TWarehouseStatusFilter = (typeof WAREHOUSE_STATUS_FILTERS)[number];
/** The stored statuses a filter link stands for. */
export const statusesOfFilter = (f: TWarehouseStatusFilter): TWarehouseOrderStatus[] => (f === 'cancelled' ? ['cancelled', 'blocked'] : [f]);

/** Only due orders can be deleted (spec 3 §2.6). */
export const DELETABLE_WAREHOUSE_STATUSES: readonly TWarehouseOrderStatus[] = ['due'];

export const WAREHOUSE_PRODUCT_STATUSES = ['active', 'low', 'out_of_stock', 'discontinued'] as const;
export type TWarehouseProductStatus = (typeof WAREHOUSE_PRODUCT_STATUSES)[number];

export const WAREHOUSE_REQUEST_TYPES = ['orders', 'products'] as const;
export type TWarehouseRequestType = (typeof WAREHOUSE_REQUEST_TYPES)[number];

/** Spec 3 §9. */
export const WAREHOUSE_ORDERS_PAGE_SIZE = 30;
export const WAREHOUSE_PRODUCTS_PAGE_SIZE = 30;
export const WAREHOUSE_SCROLL_DEBOUNCE_MS = 10;
/** The first line items an order row shows (spec 3 §2.6). */
export const ORDER_ROW_LINE_ITEMS = 3;

/** Import CSV (spec 3 §5): semicolon separated, header row, these columns required; id optional and unique. */
export const WAREHOUSE_IMPORT_DELIMITER = ';';
export const WAREHOUSE_IMPORT_REQUIRED = ['status', 'first_name', 'last_name', 'address_1', 'city', 'postcode', 'country', 'email', 'total', 'item_1_id', 'item_1_quantity'] as const;
/** A new order is imported with this status. */
export const WAREHOUSE_IMPORT_STATUS = 'processing';

/** Where an order is sent, as stored. */
export type TWarehouseDestination = {
  address_1: string;
  address_2?: string;
  city: string;
  region?: string;
  postcode: string;
  country: string;
  phone?: string;
};
/** A line of an order: the warehouse product and how many. */
export type TWarehouseLineItem = { item_id: string; item_name: string; quantity: number; item_image: string | null };
