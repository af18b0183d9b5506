/**
 * Corporate products (spec 3 §2.3, §3, §4, §5, §9): a team's own branded products, kept in the catalogue's
 * products table with the team's id, and what the team asks the provider to make or restock.
 */

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
