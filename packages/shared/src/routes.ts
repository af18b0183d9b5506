import { GIFT_PAGE_BASE } from './constants';

// The browser paths the portal owns, as first path segments ('pro', not '/pro'). The server answers each
// with the portal's index.html and the portal picks its router from the same list.

/** The signed-in portal's router base. */
export const PORTAL_BASE = 'pro';
/** Preview mode: the same portal, signed in as the demo team. */
export const DEMO_BASE = 'demo';
/** The portal's router bases. */
export const PORTAL_BASES = [PORTAL_BASE, DEMO_BASE] as const;
export type TPortalBase = (typeof PORTAL_BASES)[number];

/** Every base served with the portal's index.html: the portal, /welcome (where a lost session lands) and the recipients' gift pages. */
export const PUBLIC_BASES = [...PORTAL_BASES, 'welcome', GIFT_PAGE_BASE] as const;

/** The first segment of a path ('/pro/dashboard' → 'pro'). */
export const firstSegment = (pathname: string) => pathname.split('/')[1] ?? '';
