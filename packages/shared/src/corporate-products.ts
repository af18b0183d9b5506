/**
 * Corporate products (spec 3 §2.3, §3, §4, §5, §9): a team's own branded products, kept in the catalogue's
 * products table with the team's id, and what the team asks the provider to make or restock.
 */
import { z } from 'zod';
import { boolish, enumField, id, optionalString, requiredString } from './fields';
import { msg } from './messages';
import { pageQuery } from './paging';

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

/** PUT /products/requests/{id}: status cancelled, or any of the fields (a restock request: only stock). */
export const ZProductRequestUpdate = z.object({
  status: z.literal('cancelled', { error: msg.oneOf('Status') }).optional(),
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
