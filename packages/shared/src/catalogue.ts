import { z } from 'zod';
import { ZPounds } from './pricing';
import { msg } from './messages';
import { id, requiredString, text } from './fields';
import { perPage, ZPage } from './paging';

export const TAXONOMIES = ['marketplace-product-type', 'marketplace-product-occasion', 'marketplace-product-diet'] as const;
export type TTaxonomy = (typeof TAXONOMIES)[number];

export const ZTerm = z.object({ id: z.number(), taxonomy: z.enum(TAXONOMIES), slug: z.string(), name: z.string(), icon: z.string().nullable() });
export type TTerm = z.infer<typeof ZTerm>;

export const PRICE_FILTERS = ['below-30', '30-50', '50-and-above'] as const;
export type TPriceFilter = (typeof PRICE_FILTERS)[number];
export const PRICE_FILTER_LABELS: Record<TPriceFilter, string> = { 'below-30': 'Below £30', '30-50': '£30 - £50', '50-and-above': '£50 and above' };
/** Bounds in pence of the price inc VAT: [min, max) (spec 3 §2.2). */
export const PRICE_FILTER_BOUNDS: Record<TPriceFilter, [number, number | null]> = { 'below-30': [0, 3000], '30-50': [3000, 5000], '50-and-above': [5000, null] };

export const VOUCHER_CATEGORIES = ['food-and-drink', 'fashion', 'travel-and-leisure', 'home', 'books', 'electronics', 'music', 'tv-and-movies'] as const;
export type TVoucherCategory = (typeof VOUCHER_CATEGORIES)[number];
export const VOUCHER_CATEGORY_LABELS: Record<TVoucherCategory, string> = {
  'food-and-drink': 'Food & Drink',
  fashion: 'Fashion',
  'travel-and-leisure': 'Travel & Leisure',
  home: 'Home',
  books: 'Books',
  electronics: 'Electronics',
  music: 'Music',
  'tv-and-movies': 'TV & Movies',
};

export const MARKETPLACE_PAGE_SIZE = 24;
export const EGIFTS_INITIAL_PAGE_SIZE = 1000;

/** Shipping groups: countries with their cost in pence, ex and inc VAT. The marketplace ships only to GB. */
export const ZShippingCost = z.object({ countries: z.array(z.string()), shipping_ev_cost: ZPounds, shipping_iv_cost: ZPounds });
export type TShippingCost = z.infer<typeof ZShippingCost>;

export const ZFaceValueLimits = z.object({ lower: ZPounds, upper: ZPounds, minor_unit: ZPounds });
export type TFaceValueLimits = z.infer<typeof ZFaceValueLimits>;

/** A catalogue product as the portal reads it. Money fields are pounds. */
export const ZProduct = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  type: z.enum(['physical', 'voucher']),
  status: z.enum(['active', 'hidden']),
  stock: z.number().nullable(),
  price: ZPounds,
  price_ex_vat: ZPounds,
  pp_ev_cost: ZPounds,
  pp_iv_cost: ZPounds,
  shipping_costs: z.array(ZShippingCost),
  brand_name: z.string().nullable(),
  category: z.enum(VOUCHER_CATEGORIES).nullable(),
  face_value_limits: ZFaceValueLimits.nullable(),
  denominations: z.array(ZPounds),
  terms: z.object({ type: z.array(ZTerm), occasion: z.array(ZTerm), diet: z.array(ZTerm) }),
});
export type TProduct = z.infer<typeof ZProduct>;

// ---- Requests (spec 3 §7 Products) ----

const SLUG_PARAM_RE = /^[a-z0-9-]+$/;
/** An optional term or category slug from a query string; an empty value means "any". */
const optionalSlugParam = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.string().trim().toLowerCase().max(80).regex(SLUG_PARAM_RE, { error: 'must only contain (a-z, 0-9 and -).' }).optional(),
);
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const page = ZPage;

/** GET /terms: one taxonomy, a comma-separated list, or all. */
export const ZTermsQuery = z.object({
  taxonomy: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? v.split(',').map((s) => s.trim()) : undefined),
    z.array(z.enum(TAXONOMIES)).optional(),
  ),
});
export const ZTermsResponse = z.object({ data: z.array(ZTerm) });

/** GET /marketplace/products/physical. A product matches a filter when it has that term; filters combine with AND. */
export const ZPhysicalProductsQuery = z.object({
  teamId: z.preprocess(emptyToUndefined, id('Team').optional()),
  type: optionalSlugParam,
  occasion: optionalSlugParam,
  diet: optionalSlugParam,
  price: z.preprocess(emptyToUndefined, z.enum(PRICE_FILTERS).optional()),
  q: z.preprocess(emptyToUndefined, text('Search', 100).optional()),
  page,
  per_page: perPage(MARKETPLACE_PAGE_SIZE, 200),
});
export type TPhysicalProductsQuery = z.infer<typeof ZPhysicalProductsQuery>;

/** GET /marketplace/products/digital: up to 1000 a page for the eGifts grid's initial load. */
export const ZDigitalProductsQuery = z.object({
  category: z.preprocess(emptyToUndefined, z.enum(VOUCHER_CATEGORIES).optional()),
  page,
  per_page: perPage(MARKETPLACE_PAGE_SIZE, EGIFTS_INITIAL_PAGE_SIZE),
});
export type TDigitalProductsQuery = z.infer<typeof ZDigitalProductsQuery>;

export const ZProductQuery = z.object({ platform: z.enum(['marketplace']).default('marketplace') });

/** Staff back office list: every product, hidden ones too. */
export const ZAdminProductsQuery = z.object({
  q: z.preprocess(emptyToUndefined, text('Search', 100).optional()),
  type: z.preprocess(emptyToUndefined, z.enum(['physical', 'voucher']).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(['active', 'hidden']).optional()),
  /** With a team: its own corporate products too (staff linking a campaign option to the campaign's team's product). */
  team_id: z.preprocess(emptyToUndefined, id('Team').optional()),
  page,
  per_page: perPage(20, 200),
});
export type TAdminProductsQuery = z.infer<typeof ZAdminProductsQuery>;

const POUNDS_MAX = 100_000;
/** Pounds with at most two decimals, as the back office form shows money. */
const pounds = (label: string, opts: { min?: number; positive?: boolean } = {}) =>
  z
    .number({ error: (iss) => (iss.input === undefined ? msg.required(label) : msg.number(label)) })
    .refine((v) => Number.isFinite(v), { error: msg.number(label) })
    // A positive price is at least 1p once it is stored in pence.
    .refine((v) => (opts.positive ? Math.round(v * 100) >= 1 : v >= (opts.min ?? 0)), { error: opts.positive ? msg.positive(label) : msg.atLeast(label, opts.min ?? 0) })
    .refine((v) => v <= POUNDS_MAX, { error: msg.atMost(label, POUNDS_MAX) })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: `${label} must have at most 2 decimals` });

const termSlugs = (label: string) =>
  z.array(z.string().trim().toLowerCase().max(80).regex(SLUG_PARAM_RE, { error: msg.oneOf(label) }), { error: msg.oneOf(label) }).max(20, { error: msg.atMost(label, 20) });

/** Term slugs per taxonomy, as the back office edits them. */
export const ZProductTermsInput = z.strictObject({ type: termSlugs('Type').optional(), occasion: termSlugs('Occasion').optional(), diet: termSlugs('Diet').optional() });
export type TProductTermsInput = z.infer<typeof ZProductTermsInput>;

const productFields = {
  name: requiredString('Name', { max: 150 }),
  slug: text('Slug', 80)
    .toLowerCase()
    .min(1, { error: msg.required('Slug') })
    .max(80, { error: msg.maxLength('Slug', 80) })
    .regex(SLUG_PARAM_RE, { error: msg.slug('Slug') }),
  /** HTML paragraphs or plain text (blank lines separate paragraphs); the server keeps only simple formatting tags. */
  description: requiredString('Description', { max: 10_000 }),
  status: z.enum(['active', 'hidden'], { error: msg.oneOf('Status') }),
  position: z.number({ error: msg.number('Position') }).int({ error: msg.number('Position') }).min(0, { error: msg.atLeast('Position', 0) }).max(1_000_000, { error: msg.atMost('Position', 1_000_000) }),
  // Physical gifts (pounds ex VAT; inc VAT is derived at 20%).
  price_ex_vat: pounds('Price ex VAT', { positive: true }),
  pp_ev_cost: pounds('Pick and pack ex VAT'),
  shipping_ev_cost: pounds('Shipping ex VAT'),
  stock: z.number({ error: msg.number('Stock') }).int({ error: msg.number('Stock') }).min(0, { error: msg.atLeast('Stock', 0) }).max(1_000_000, { error: msg.atMost('Stock', 1_000_000) }),
  terms: ZProductTermsInput,
  // Vouchers (pounds).
  brand_name: requiredString('Brand Name', { max: 100 }),
  category: z.enum(VOUCHER_CATEGORIES, { error: (iss) => (iss.input === undefined || iss.input === '' ? msg.required('Category') : msg.oneOf('Category')) }),
  denominations: z.array(pounds('Denominations', { positive: true }), { error: msg.oneOf('Denominations') }).max(20, { error: msg.atMost('Denominations', 20) }),
  face_value_limits: z
    .strictObject({ lower: pounds('Lower limit', { positive: true }), upper: pounds('Upper limit', { positive: true }), minor_unit: pounds('Minor unit', { positive: true }) })
    .nullable(),
};

const checkVoucher = (v: { lower?: number; upper?: number; minor_unit?: number } | null | undefined, ctx: z.RefinementCtx) => {
  if (!v || v.lower === undefined || v.upper === undefined) return;
  if (v.upper < v.lower) ctx.addIssue({ code: 'custom', path: ['face_value_limits', 'upper'], message: msg.atLeast('Upper limit', v.lower) });
};

/** Fields that create and update alike may leave out. */
const optionalProductFields = {
  position: productFields.position.optional(),
  price_ex_vat: productFields.price_ex_vat.optional(),
  pp_ev_cost: productFields.pp_ev_cost.optional(),
  shipping_ev_cost: productFields.shipping_ev_cost.optional(),
  stock: productFields.stock.optional(),
  terms: productFields.terms.optional(),
  brand_name: productFields.brand_name.optional(),
  category: productFields.category.optional(),
  denominations: productFields.denominations.optional(),
  face_value_limits: productFields.face_value_limits.optional(),
};

/** POST /admin/catalogue/products. Money in pounds, as the back office form shows it. */
export const ZProductCreate = z
  .strictObject({
    type: z.enum(['physical', 'voucher'], { error: (iss) => (iss.input === undefined ? msg.required('Type') : msg.oneOf('Type')) }),
    name: productFields.name,
    slug: productFields.slug.optional(),
    description: productFields.description,
    status: productFields.status.default('active'),
    ...optionalProductFields,
  })
  .superRefine((v, ctx) => {
    const req = (field: string, label: string, value: unknown) => {
      if (value === undefined || value === null) ctx.addIssue({ code: 'custom', path: [field], message: msg.required(label) });
    };
    if (v.type === 'physical') {
      req('price_ex_vat', 'Price ex VAT', v.price_ex_vat);
      req('stock', 'Stock', v.stock);
    } else {
      req('brand_name', 'Brand Name', v.brand_name);
      req('category', 'Category', v.category);
    }
    checkVoucher(v.face_value_limits, ctx);
  });
export type TProductCreate = z.input<typeof ZProductCreate>;

/** PUT /admin/catalogue/products/{id}: any of the fields; the type does not change. Terms given replace that taxonomy's terms. */
export const ZProductUpdate = z
  .strictObject({
    name: productFields.name.optional(),
    slug: productFields.slug.optional(),
    description: productFields.description.optional(),
    status: productFields.status.optional(),
    ...optionalProductFields,
  })
  .superRefine((v, ctx) => checkVoucher(v.face_value_limits, ctx));
export type TProductUpdate = z.input<typeof ZProductUpdate>;

export const RESTOCK_MAX = 100_000;
export const ZRestock = z.strictObject({
  quantity: z
    .number({ error: (iss) => (iss.input === undefined ? msg.required('Quantity') : msg.number('Quantity')) })
    .int({ error: msg.number('Quantity') })
    .min(1, { error: msg.positive('Quantity') })
    .max(RESTOCK_MAX, { error: msg.atMost('Quantity', RESTOCK_MAX) }),
});
export const ZProductStatusUpdate = z.strictObject({ status: z.enum(['active', 'hidden'], { error: (iss) => (iss.input === undefined ? msg.required('Status') : msg.oneOf('Status')) }) });

/** Staff image uploads: PNG, JPEG or WebP up to 2 MB. */
export const PRODUCT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** A digital product by id or slug, and a generated product image by file name. */
export const ZProductRefParams = z.object({ id: text('Id', 80).min(1) });
export const ZProductImageParams = z.object({ file: text('File', 200) });
