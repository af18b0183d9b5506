/**
 * Warehouse fulfilment (spec 3 §2.6, §3, §4, §5, §9; issue 16): a listed team's orders in the provider's warehouse,
 * its stock there, and the requests it sends the warehouse.
 */
import { z } from 'zod';
import { boolish, enumField, id, requiredString, text } from './fields';
import { exportRangeShape, isYmd, refineExportRange, exportRangeTexts } from './export-range';
import { msg } from './messages';
import { ZPageMeta, ZPage, perPage } from './paging';
import { ZPounds } from './pricing';

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
export const WAREHOUSE_IMPORT_STATUS: TWarehouseOrderStatus = 'processing';

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

// ---- The API's contract (spec 3 §3, §7 Warehouse; issue 16) ----


export const warehouseTexts = {
  /** Spec 3 §8. */
  requestSent: 'Your warehouse request has been sent successfully. We will be in touch soon.',
  notListed: 'Fulfilment is not available for your team.',
  /** Spec 3 §5: bulk import is limited to integrated clients. */
  notIntegrated: 'Your team is not integrated into bulk import yet. Please contact us to set it up.',
  /** Spec 3 §2.6: the delete confirmation. */
  deleteConfirm: 'Are you sure you want to delete the selected orders? This cannot be undone. Only orders with the status Due will be deleted.',
  deleted: (n: number) => (n === 1 ? '1 order has been deleted.' : `${n.toLocaleString('en-GB')} orders have been deleted.`),
  noneDeletable: 'None of the selected orders is Due: nothing was deleted.',
  itemsNotFound: 'Some of the selected items were not found.',
  emptyExport: 'Your team has no warehouse orders yet.',
  dateMax: (label: string) => `${label} must not be after today.`,
} as const;

const ymd = (label: string) => text(label, 10).refine(isYmd, { error: exportRangeTexts.invalidDate(label) });

export const WAREHOUSE_ORDER_SORTS = ['id', 'order_date', 'customer_name'] as const;
export type TWarehouseOrderSort = (typeof WAREHOUSE_ORDER_SORTS)[number];
/** A page of orders the portal asks for at most (select all reads the filtered list in pages of this size). */
export const WAREHOUSE_MAX_PER_PAGE = 500;
/** Select all reads at most this many orders. */
export const WAREHOUSE_SELECT_ALL_MAX = 5000;

/** GET /teams/{teamId}/warehouse/orders. The date range is read as date-start/date-end or date_start/date_end (both spellings are in use). */
export const ZWarehouseOrdersQuery = z
  .object({
    page: ZPage,
    per_page: perPage(WAREHOUSE_ORDERS_PAGE_SIZE, WAREHOUSE_MAX_PER_PAGE),
    sort: z.enum(WAREHOUSE_ORDER_SORTS).optional(),
    direction: z.enum(['asc', 'desc']).optional(),
    status: enumField('Status', WAREHOUSE_STATUS_FILTERS).optional(),
    'date-start': ymd('Start date').optional(),
    'date-end': ymd('End date').optional(),
    date_start: ymd('Start date').optional(),
    date_end: ymd('End date').optional(),
    search: text('Search', 200).optional(),
  })
  .superRefine((q, ctx) => {
    for (const [dash, snake] of [['date-start', 'date_start'], ['date-end', 'date_end']] as const)
      if (q[dash] && q[snake] && q[dash] !== q[snake]) ctx.addIssue({ code: 'custom', path: [snake], message: `Give ${dash} or ${snake}, not two different dates.` });
    const start = q['date-start'] ?? q.date_start;
    const end = q['date-end'] ?? q.date_end;
    if (start && end && end < start) ctx.addIssue({ code: 'custom', path: [q['date-end'] ? 'date-end' : 'date_end'], message: exportRangeTexts.endBeforeStart });
  })
  .transform(({ date_start, date_end, ...q }) => ({ ...q, 'date-start': q['date-start'] ?? date_start, 'date-end': q['date-end'] ?? date_end }));
export type TWarehouseOrdersQuery = z.infer<typeof ZWarehouseOrdersQuery>;

export const ZWarehouseLineItem = z.object({ item_id: z.string(), item_name: z.string(), quantity: z.number().int(), item_image: z.string().nullable() });
export const ZWarehouseOrder = z.object({
  id: z.number(),
  warehouse_id: z.string(),
  original_id: z.string().nullable(),
  status: z.enum(WAREHOUSE_ORDER_STATUSES),
  customer_name: z.string(),
  customer_email: z.string(),
  destination: z.object({
    address_1: z.string(),
    address_2: z.string().optional(),
    city: z.string(),
    region: z.string().optional(),
    postcode: z.string(),
    country: z.string(),
    phone: z.string().optional(),
  }),
  status_updates: z.array(z.object({ status: z.enum(WAREHOUSE_ORDER_STATUSES), reason: z.string(), updated_at: z.string() })),
  warehouse_requests: z.array(z.object({ subject: z.string(), message: z.string(), updated_at: z.string() })),
  /** The first ORDER_ROW_LINE_ITEMS lines; line_items_total counts them all. */
  line_items: z.array(ZWarehouseLineItem),
  line_items_total: z.number().int(),
  total: ZPounds,
  order_date: z.string(),
  send_date: z.string().nullable(),
  expected_delivery: z.string().nullable(),
  carrier: z.string().nullable(),
  carrier_method: z.string().nullable(),
  carrier_url: z.string().nullable(),
  transaction_id: z.string().nullable(),
  /** Only for teams whose fee columns show (the team's fulfilment_fees feature); null otherwise. */
  handling_fee: ZPounds.nullable(),
  freight_fee: ZPounds.nullable(),
  ioss_vat_fee: ZPounds.nullable(),
  registration_id: z.number().nullable(),
});
export type TWarehouseOrder = z.infer<typeof ZWarehouseOrder>;

/** A status link's count: each filter, then 'all'. */
export const ZWarehouseStatusCount = z.object({ status: z.union([z.enum(WAREHOUSE_STATUS_FILTERS), z.literal('all')]), total: z.number().int() });
export type TWarehouseStatusCount = z.infer<typeof ZWarehouseStatusCount>;
export const ZWarehouseOrdersPage = z.object({
  data: z.array(ZWarehouseOrder),
  meta: ZPageMeta.extend({ statuses: z.array(ZWarehouseStatusCount), latest_id: z.number().int() }),
});
export type TWarehouseOrdersPage = z.infer<typeof ZWarehouseOrdersPage>;

export const WAREHOUSE_PRODUCT_STATUS_LABELS: Record<TWarehouseProductStatus, string> = { active: 'In stock', low: 'Low stock', out_of_stock: 'Out of stock', discontinued: 'Discontinued' };
export const WAREHOUSE_PRODUCT_SORTS = ['warehouse_id', 'name', 'stock_level'] as const;
export type TWarehouseProductSort = (typeof WAREHOUSE_PRODUCT_SORTS)[number];

/** GET /teams/{teamId}/warehouse/products. */
export const ZWarehouseProductsQuery = z.object({
  page: ZPage,
  per_page: perPage(WAREHOUSE_PRODUCTS_PAGE_SIZE, WAREHOUSE_MAX_PER_PAGE),
  sort: z.enum(WAREHOUSE_PRODUCT_SORTS).optional(),
  direction: z.enum(['asc', 'desc']).optional(),
  status: enumField('Status', WAREHOUSE_PRODUCT_STATUSES).optional(),
  search: text('Search', 200).optional(),
});
export type TWarehouseProductsQuery = z.infer<typeof ZWarehouseProductsQuery>;

export const ZWarehouseProduct = z.object({
  id: z.number(),
  warehouse_id: z.string(),
  name: z.string(),
  sku: z.string(),
  image_url: z.string().nullable(),
  status: z.enum(WAREHOUSE_PRODUCT_STATUSES),
  stock_level: z.number().int(),
});
export type TWarehouseProduct = z.infer<typeof ZWarehouseProduct>;
export const ZWarehouseProductsPage = z.object({
  data: z.array(ZWarehouseProduct),
  meta: ZPageMeta.extend({ statuses: z.array(z.object({ status: z.union([z.enum(WAREHOUSE_PRODUCT_STATUSES), z.literal('all')]), total: z.number().int() })) }),
});
export type TWarehouseProductsPage = z.infer<typeof ZWarehouseProductsPage>;

/** A request names at most this many orders or products. */
export const WAREHOUSE_REQUEST_ITEMS_MAX = WAREHOUSE_SELECT_ALL_MAX;

/** POST /teams/{teamId}/warehouse/requests (spec 3 §3, §5: subject and message required). */
export const ZWarehouseRequestBody = z.strictObject({
  type: enumField('Type', WAREHOUSE_REQUEST_TYPES),
  items: z
    .array(id('Item'), { error: msg.required('Items') })
    .min(1, { error: msg.required('Items') })
    .max(WAREHOUSE_REQUEST_ITEMS_MAX, { error: msg.atMost('Items', WAREHOUSE_REQUEST_ITEMS_MAX) }),
  subject: requiredString('Subject', { max: 200 }),
  message: requiredString('Message', { max: 5000 }),
  urgent: boolish().default(false),
});
export type TWarehouseRequestBody = z.infer<typeof ZWarehouseRequestBody>;
export const ZWarehouseRequestResult = z.object({ id: z.number(), items: z.number().int(), message: z.string() });

/** POST /teams/{teamId}/warehouse/orders/delete. */
export const ZWarehouseDeleteBody = z.strictObject({
  ids: z
    .array(id('Order'), { error: msg.required('Orders') })
    .min(1, { error: msg.required('Orders') })
    .max(WAREHOUSE_SELECT_ALL_MAX, { error: msg.atMost('Orders', WAREHOUSE_SELECT_ALL_MAX) }),
});
export const ZWarehouseDeleteResult = z.object({ deleted: z.number().int(), message: z.string() });

/** GET /teams/{teamId}/warehouse/orders/export: the shared export range (dates on order_date, or ids). */
export const ZWarehouseExportQuery = z.object(exportRangeShape).superRefine(refineExportRange());
export type TWarehouseExportQuery = z.infer<typeof ZWarehouseExportQuery>;
export const WAREHOUSE_EXPORT_COLUMNS = [
  'ID', 'Warehouse ID', 'Original ID', 'Status', 'Customer Name', 'Customer E-mail', 'Address 1', 'Address 2', 'City', 'Region', 'Postcode', 'Country',
  'Items', 'Total', 'Order Date', 'Send Date', 'Expected Delivery', 'Carrier', 'Carrier Method', 'Tracking URL', 'Transaction ID',
] as const;
export const WAREHOUSE_FEE_EXPORT_COLUMNS = ['Handling Fee', 'Freight Fee', 'IOSS VAT Fee'] as const;

// ---- Staff back office ----

export const ZAdminWarehouseOrdersQuery = z.object({
  /** Left out: the first listed team by name (the page the back office opens on). */
  team_id: id('Team').optional(),
  page: ZPage,
  per_page: perPage(20, 100),
  status: enumField('Status', WAREHOUSE_STATUS_FILTERS).optional(),
  search: text('Search', 200).optional(),
});
export type TAdminWarehouseOrdersQuery = z.infer<typeof ZAdminWarehouseOrdersQuery>;

/** PUT /admin/warehouse/orders/{id}/status: staff move an order on, with the reason the team reads and the carrier. */
export const ZAdminWarehouseStatusBody = z.strictObject({
  status: enumField('Status', WAREHOUSE_ORDER_STATUSES),
  reason: requiredString('Reason', { max: 500 }),
  carrier: text('Carrier', 100).optional(),
  carrier_method: text('Carrier method', 100).optional(),
  carrier_url: text('Tracking URL', 500)
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), { error: 'Tracking URL must be a web address (https://…).' })
    .optional(),
  transaction_id: text('Transaction ID', 100).optional(),
});
export type TAdminWarehouseStatusBody = z.infer<typeof ZAdminWarehouseStatusBody>;
export const ZAdminWarehouseTeams = z.array(z.object({ id: z.number(), name: z.string(), slug: z.string() }));
export const ZAdminWarehouseOrdersPage = ZWarehouseOrdersPage.extend({ meta: ZPageMeta, statuses: z.array(ZWarehouseStatusCount) });
