import { z } from 'zod';

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
export const ZShippingCost = z.object({ countries: z.array(z.string()), shipping_ev_cost: z.number(), shipping_iv_cost: z.number() });
export type TShippingCost = z.infer<typeof ZShippingCost>;

export const ZFaceValueLimits = z.object({ lower: z.number(), upper: z.number(), minor_unit: z.number() });
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
  price: z.number(),
  price_ex_vat: z.number(),
  pp_ev_cost: z.number(),
  pp_iv_cost: z.number(),
  shipping_costs: z.array(ZShippingCost),
  brand_name: z.string().nullable(),
  category: z.enum(VOUCHER_CATEGORIES).nullable(),
  face_value_limits: ZFaceValueLimits.nullable(),
  denominations: z.array(z.number()),
  terms: z.object({ type: z.array(ZTerm), occasion: z.array(ZTerm), diet: z.array(ZTerm) }),
});
export type TProduct = z.infer<typeof ZProduct>;
