/**
 * Corporate products (spec 3 §2.3, §3, §4, §5, §9): a team's own branded products, kept in the catalogue's
 * products table with the team's id, and what the team asks the provider to make or restock.
 */
import { z } from 'zod';
import { boolish, enumField, id, optionalString, requiredString } from './fields';
import { msg } from './messages';
import { pageQuery, perPage, ZPage, ZPageMeta } from './paging';
import { ZPounds } from './pricing';

/** kitted and box are kitted boxes (with components); product and giftbox are the team's other products. */
export const PRODUCT_TYPES = ['kitted', 'box', 'product', 'giftbox'] as const;
export type TProductType = (typeof PRODUCT_TYPES)[number];
export const KITTED_PRODUCT_TYPES: readonly TProductType[] = ['kitted', 'box'];

export const TEAM_STATUSES = ['active', 'paused'] as const;
export type TTeamStatus = (typeof TEAM_STATUSES)[number];

/** What a request asks for (spec 3 §3 product request). */
export const REQUEST_PRODUCT_TYPES = ['product', 'giftbox'] as const;
export type TRequestProductType = (typeof REQUEST_PRODUCT_TYPES)[number];
export const REQUEST_TYPES = ['new', 'restock'] as const;
export type TRequestType = (typeof REQUEST_TYPES)[number];
/** pending may be cancelled by the team; staff move it on (in_progress, completed) or reject it. */
export const PRODUCT_REQUEST_STATUSES = ['pending', 'cancelled', 'in_progress', 'completed', 'rejected'] as const;
export type TProductRequestStatus = (typeof PRODUCT_REQUEST_STATUSES)[number];

/** Spec 3 §9. */
export const STOCK_THRESHOLDS = { high: 20, low: 1 } as const;
export const DEFAULT_RESTOCK = 10;
export const DEFAULT_REQUEST_STOCK = 100;
export const CORPORATE_PRODUCTS_PAGE_SIZE = 200;
export const PRODUCT_ORDERS_PAGE_SIZE = 10;

// ---- Product requests and restock (spec 3 §3 product request, §4, §5, §7) ----

export const PRODUCT_REQUEST_LABELS = {
  name: 'Name',
  product_type: 'Product Type',
  description: 'Description',
  stock: 'Stock',
  base_product: 'Base Product',
  customisation: 'Customisation',
  box_content: 'Box Content',
} as const;
export const REQUEST_PRODUCT_TYPE_LABELS: Record<TRequestProductType, string> = { product: 'Product', giftbox: 'Gift Box' };
export const REQUEST_TYPE_LABELS: Record<TRequestType, string> = { new: 'New', restock: 'Restock' };
export const PRODUCT_REQUEST_STATUS_LABELS: Record<TProductRequestStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};
/** Who moves a request where: the team cancels a pending one; staff start, complete or reject it. The rest are final. */
export const PRODUCT_REQUEST_TRANSITIONS: Record<TProductRequestStatus, readonly TProductRequestStatus[]> = {
  pending: ['cancelled', 'in_progress', 'completed', 'rejected'],
  in_progress: ['completed', 'rejected'],
  completed: [],
  rejected: [],
  cancelled: [],
};
/** Spec 3 §4: edit and cancel only while pending. */
export const isRequestEditable = (status: TProductRequestStatus) => status === 'pending';

export const REQUEST_STOCK_MAX = 1_000_000;
export const PRODUCT_REQUESTS_PAGE_SIZE = 10;

export const productRequestTexts = {
  wholeNumber: (label: string) => `${label} must be a whole number`,
  notPending: (status: TProductRequestStatus) =>
    `This request is ${PRODUCT_REQUEST_STATUS_LABELS[status].toLowerCase()}: only pending requests can be edited or cancelled.`,
  cannotMove: (from: TProductRequestStatus, to: TProductRequestStatus) =>
    `A ${PRODUCT_REQUEST_STATUS_LABELS[from].toLowerCase()} request cannot be ${to === 'in_progress' ? 'started' : PRODUCT_REQUEST_STATUS_LABELS[to].toLowerCase()}.`,
  restockOwnOnly: 'Only your team’s own corporate products can be restocked.',
  created: 'Your product request has been sent. We will be in touch soon.',
  restocked: 'Your restock request has been sent. We will be in touch soon.',
} as const;

/** Restock (spec 3 §5, §9): the MOQ when it is above 1, otherwise 10. */
export const defaultRestock = (reorderMoq: number) => (reorderMoq > 1 ? reorderMoq : DEFAULT_RESTOCK);
/** The least a restock may ask for: the product's reorder MOQ (at least 1). */
export const restockMinimum = (reorderMoq: number) => Math.max(1, Math.floor(reorderMoq));

/**
 * A stock figure (spec 3 §5): required, a positive whole number (digits from a form are read as one), at least min.
 * The first failing rule gives the message.
 */
export const stockField = (min = 1, label: string = PRODUCT_REQUEST_LABELS.stock) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v) : v === null ? undefined : v),
    z
      .number({ error: (iss) => (iss.input === undefined ? msg.required(label) : msg.number(label)) })
      .refine(Number.isFinite, { error: msg.number(label), abort: true })
      .refine(Number.isInteger, { error: productRequestTexts.wholeNumber(label), abort: true })
      .refine((v) => v >= 1, { error: msg.positive(label), abort: true })
      .refine((v) => v >= min, { error: msg.atLeast(label, min), abort: true })
      .refine((v) => v <= REQUEST_STOCK_MAX, { error: msg.atMost(label, REQUEST_STOCK_MAX) }),
  );

const L = PRODUCT_REQUEST_LABELS;
const requestFields = {
  name: requiredString(L.name, { max: 200 }),
  product_type: enumField(L.product_type, REQUEST_PRODUCT_TYPES),
  description: requiredString(L.description, { max: 5000 }),
  base_product: optionalString(L.base_product, 500),
  customisation: optionalString(L.customisation, 5000),
  box_content: optionalString(L.box_content, 5000),
};

/** POST /teams/{teamId}/products/requests. send_email: the staff are told by e-mail. */
export const ZProductRequestCreate = z.object({
  ...requestFields,
  stock: z.preprocess((v) => (v === undefined ? DEFAULT_REQUEST_STOCK : v), stockField()),
  send_email: boolish().default(true),
});
export type TProductRequestCreate = z.input<typeof ZProductRequestCreate>;

/**
 * PUT /products/requests/{id}: status cancelled, or any of the fields (a restock request: only stock). The request's
 * own team is the one checked (the caller must be a member); the portal names its current team too, so a request of
 * another team than the one on screen is not changed by mistake.
 */
export const ZProductRequestUpdate = z.object({
  /** The portal's current team, when sent: a request of another team answers 404. */
  team_id: id('Team').optional(),
  status: z.literal('cancelled', { error: msg.oneOfValues('Status', ['cancelled']) }).optional(),
  name: requestFields.name.optional(),
  product_type: requestFields.product_type.optional(),
  description: requestFields.description.optional(),
  stock: stockField().optional(),
  base_product: requestFields.base_product,
  customisation: requestFields.customisation,
  box_content: requestFields.box_content,
});
export type TProductRequestUpdate = z.input<typeof ZProductRequestUpdate>;

/** Base product and customisation belong to type product, box content to giftbox (spec 3 §5); the others are kept empty. */
export function fieldsForType(type: TRequestProductType, v: { base_product?: string; customisation?: string; box_content?: string }) {
  return type === 'product'
    ? { base_product: v.base_product ?? '', customisation: v.customisation ?? '', box_content: '' }
    : { base_product: '', customisation: '', box_content: v.box_content ?? '' };
}

/** POST /products/{id}/restock. The MOQ is the product's: restockStock(moq) checks it. */
export const ZRestockRequest = z.object({ stock: stockField(), team_id: id('Team'), send_email: boolish().default(true) });
export type TRestockRequest = z.input<typeof ZRestockRequest>;
/** The restock modal's and the service's stock rule for a product of that MOQ. */
export const restockStock = (reorderMoq: number) => stockField(restockMinimum(reorderMoq));

/** GET /products/requests/{id}?team_id: the portal's current team (another team's request answers 404). */
export const ZProductRequestTeamQuery = z.object({ team_id: id('Team').optional() });
export const ZProductRequestListQuery = pageQuery(PRODUCT_REQUESTS_PAGE_SIZE).extend({ status: enumField('Status', PRODUCT_REQUEST_STATUSES).optional() });
export type TProductRequestListQuery = z.output<typeof ZProductRequestListQuery>;

export const ZProductRequest = z.object({
  id: z.number(),
  team_id: z.number(),
  name: z.string(),
  product_type: z.enum(REQUEST_PRODUCT_TYPES),
  request_type: z.enum(REQUEST_TYPES),
  status: z.enum(PRODUCT_REQUEST_STATUSES),
  stock: z.number(),
  description: z.string(),
  base_product: z.string(),
  customisation: z.string(),
  box_content: z.string(),
  /** Restock: the product restocked; new: the product made from it once completed. */
  product_id: z.number().nullable(),
  product_name: z.string().nullable(),
  /** The restocked product's MOQ (the edit modal's minimum); null for new requests. */
  reorder_moq: z.number().nullable(),
  staff_note: z.string(),
  requested_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TProductRequest = z.infer<typeof ZProductRequest>;

// ---- Staff back office ----

export const ZAdminProductRequest = ZProductRequest.extend({ team_name: z.string(), requested_by_email: z.string().nullable() });
export type TAdminProductRequest = z.infer<typeof ZAdminProductRequest>;
export const ZAdminProductRequestListQuery = pageQuery(20).extend({
  status: enumField('Status', PRODUCT_REQUEST_STATUSES).optional(),
  team_id: id('Team').optional(),
});
export type TAdminProductRequestListQuery = z.output<typeof ZAdminProductRequestListQuery>;

/** Staff start a request or reject it; a rejection tells the team why. */
export const ZAdminProductRequestStatus = z
  .object({ status: enumField('Status', ['in_progress', 'rejected'] as const), note: optionalString('Note', 2000) })
  .superRefine((v, ctx) => {
    if (v.status === 'rejected' && !v.note) ctx.addIssue({ code: 'custom', path: ['note'], message: msg.required('Note') });
  });
export type TAdminProductRequestStatus = z.input<typeof ZAdminProductRequestStatus>;

/**
 * Staff complete a request. New: the team's product is made with these values (the request's by default) and the
 * MOQ staff choose. Restock: stock (the request's by default) is added to the product.
 */
export const ZAdminProductRequestComplete = z.object({
  name: requestFields.name.optional(),
  description: requestFields.description.optional(),
  stock: stockField().optional(),
  reorder_moq: stockField(1, 'Reorder MOQ').default(1),
  note: optionalString('Note', 2000),
});
export type TAdminProductRequestComplete = z.input<typeof ZAdminProductRequestComplete>;

// ---- Your Corporate Products (spec 3 §2.3, §3, §5, §7, §9) ----

export const isKittedType = (t: TProductType) => KITTED_PRODUCT_TYPES.includes(t);

/** Where a count stands against the thresholds of §9: 20 or more, 1 to 19, or none. */
export type TStockLevel = 'high' | 'low' | 'none';
export const stockLevel = (units: number): TStockLevel => (units >= STOCK_THRESHOLDS.high ? 'high' : units >= STOCK_THRESHOLDS.low ? 'low' : 'none');

/** The stock label (spec 3 §2.3): in stock at 20 or more, low stock 1-19, out of stock 0. */
export const STOCK_LABELS: Record<TStockLevel, string> = { high: 'In Stock', low: 'Low Stock', none: 'Out of Stock' };
/** The allocation label (spec 3 §2.3) on the units still free to allocate: alloc at 20 or more, low 1-19, none 0. */
export const ALLOCATION_LABELS: Record<TStockLevel, string> = { high: 'Alloc', low: 'Low Alloc', none: 'No Alloc' };
export const STOCK_LEVEL_COLORS: Record<TStockLevel, string> = { high: 'green', low: 'orange', none: 'red' };

export type TStockCounts = { stock: number; allocated: number; multi_allocated: number };
/** Units a new gift can still take: stock less what gifts (single and Multi Send / Multi Invite) hold. */
export const freeUnits = (p: TStockCounts) => Math.max(0, p.stock - p.allocated - p.multi_allocated);
/**
 * Units a gift option linking the product can still give (issue 15: a product out of stock cannot be chosen): its
 * free units, none while it is paused or hidden. The API's allocation (team-products.repository allocate) holds
 * to the same rule in SQL.
 */
export const unitsToGive = (p: TStockCounts & { status: string | null; team_status: TTeamStatus | null }) =>
  p.status === 'active' && p.team_status === 'active' ? freeUnits(p) : 0;
export const stockLabel = (p: Pick<TStockCounts, 'stock'>) => STOCK_LABELS[stockLevel(p.stock)];
export const allocationLabel = (p: TStockCounts) => ALLOCATION_LABELS[stockLevel(freeUnits(p))];

export const CORPORATE_PRODUCT_STATUSES = ['active', 'hidden'] as const;
export const PRODUCT_STATUS_LABELS: Record<(typeof CORPORATE_PRODUCT_STATUSES)[number], string> = { active: 'Active', hidden: 'Hidden' };
export const TEAM_STATUS_LABELS: Record<TTeamStatus, string> = { active: 'Active', paused: 'Paused' };
export const PRODUCT_TYPE_LABELS: Record<TProductType, string> = { kitted: 'Kitted Box', box: 'Box', product: 'Product', giftbox: 'Gift Box' };
/** The product's type (spec 3 §3: physical or voucher). */
export const GIFT_TYPE_LABELS = { physical: 'Physical', voucher: 'Voucher' } as const;

export const corporateProductTexts = {
  count: (n: number) => `You have ${n} corporate ${n === 1 ? 'product' : 'products'}.`,
  empty: "You don't have any active corporate products.",
  kittedSection: 'Your Kitted Boxes',
  otherSection: 'Your Other Products',
  convertConfirm: 'This will convert this product to Kitted Box. Do you want to continue?',
  generalComponent: (product: string) =>
    `This gift box component is general ${product} HUB product, not specific to your team or company, so you can not manage its properties.`,
  alreadyKitted: 'This product is already a kitted box.',
  adminOnly: 'Only your Account Manager can convert a product to a kitted box.',
  unavailable: 'This product is paused or out of stock.',
} as const;

/** A card of the list: what the labels need. */
export const ZCorporateProductCard = z.object({
  id: z.number(),
  name: z.string(),
  image_url: z.string().nullable(),
  product_type: z.enum(PRODUCT_TYPES),
  status: z.enum(CORPORATE_PRODUCT_STATUSES),
  team_status: z.enum(TEAM_STATUSES),
  stock: z.number(),
  allocated: z.number(),
  multi_allocated: z.number(),
});
export type TCorporateProductCard = z.infer<typeof ZCorporateProductCard>;

/** GET /teams/{teamId}/products: 200 a page; preview is the demo team's products shown to a team without Pro. */
export const ZCorporateProductsQuery = z.object({ page: ZPage, per_page: perPage(CORPORATE_PRODUCTS_PAGE_SIZE) });
export const ZCorporateProductList = z.object({
  kitted: z.array(ZCorporateProductCard),
  other: z.array(ZCorporateProductCard),
  meta: ZPageMeta.extend({ preview: z.boolean() }),
});
export type TCorporateProductList = z.infer<typeof ZCorporateProductList>;

const ZWhen = z.string().nullable();
export const ZProductComponent = z.object({
  id: z.number(),
  component_id: z.number(),
  name: z.string(),
  image_url: z.string().nullable(),
  expected_quantity: z.number(),
  actual_quantity: z.number(),
  requested_at: ZWhen,
  delivered_at: ZWhen,
  kitted_at: ZWhen,
  /** A general product (not the team's own): the team cannot manage it. */
  general: z.boolean(),
});
export type TProductComponent = z.infer<typeof ZProductComponent>;

/** GET /teams/{teamId}/product/{id} (spec 3 §3 Product); description is HTML sanitised by the API. */
export const ZCorporateProduct = ZCorporateProductCard.extend({
  slug: z.string(),
  description: z.string(),
  type: z.enum(['physical', 'voucher']),
  reorder_moq: z.number(),
  count_sent: z.number(),
  created_at: z.string(),
  box_content: z.string(),
  components: z.array(ZProductComponent),
  kitting_date: ZWhen,
  price: ZPounds,
  price_ex_vat: ZPounds,
  preview: z.boolean(),
});
export type TCorporateProduct = z.infer<typeof ZCorporateProduct>;

export const ZCorporateProductParams = z.object({ teamId: id('Team'), id: id() });

/** Product edit (spec 3 §5): name required (min 1), status required, description required. */
export const ZProductEditFields = z.object({
  name: requiredString('Name'),
  status: enumField('Status', CORPORATE_PRODUCT_STATUSES),
  description: requiredString('Description', { max: 20_000 }),
});
export type TProductEditFields = z.infer<typeof ZProductEditFields>;

/**
 * PUT /teams/{teamId}/product/{id}: staff's convert_to_kitted, or pause/activate (team_status), or else the edit,
 * whose fields are then all required: a missing one reads as empty, so each field gets its first message at once.
 */
export const ZCorporateProductUpdate = z.preprocess(
  (v) => (v && typeof v === 'object' && !Array.isArray(v) && !('action' in v) && !('team_status' in v) ? { name: '', status: '', description: '', ...v } : v),
  z.object({
    action: z.literal('convert_to_kitted', { error: msg.oneOf('Action') }).optional(),
    team_status: enumField('Team status', TEAM_STATUSES).optional(),
    name: ZProductEditFields.shape.name.optional(),
    status: ZProductEditFields.shape.status.optional(),
    description: ZProductEditFields.shape.description.optional(),
  }),
);
export type TCorporateProductUpdate = z.infer<typeof ZCorporateProductUpdate>;

/** A product order (spec 3 §3): a gift registration of the product. */
export const ZProductOrder = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  quantity: z.number(),
  campaign_id: z.number().nullable(),
  campaign_name: z.string().nullable(),
  registered_at: ZWhen,
});
export type TProductOrder = z.infer<typeof ZProductOrder>;
export const ZProductOrdersQuery = z.object({ page: ZPage, per_page: perPage(PRODUCT_ORDERS_PAGE_SIZE, 50) });
export const ZProductOrders = z.object({ data: z.array(ZProductOrder), meta: ZPageMeta });
export type TProductOrders = z.infer<typeof ZProductOrders>;
