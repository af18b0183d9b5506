import { GIFT_PAGE_BASE } from './constants';
import { UNSUBSCRIBE_BASE } from './unsubscribe-texts';

// The browser paths the web app owns, as first path segments ('pro', not '/pro'). The server answers each
// base with the page of its Vite entry (the portal's index.html or the public pages' gift.html), from these lists.

/** The signed-in portal's router base. */
export const PORTAL_BASE = 'pro';
/** Preview mode: the same portal, signed in as the demo team. */
export const DEMO_BASE = 'demo';
/** The portal's router bases. */
export const PORTAL_BASES = [PORTAL_BASE, DEMO_BASE] as const;
export type TPortalBase = (typeof PORTAL_BASES)[number];

/** Every base served with the portal's index.html: the portal and /welcome (where a lost session lands). */
export const PORTAL_PAGE_BASES = [...PORTAL_BASES, 'welcome'] as const;

/**
 * Every base served with the light public entry's gift.html (no portal bundle, no session): the recipients'
 * gift pages, the surveys, and the unsubscribe page of notification e-mails.
 */
export const PUBLIC_BASES = [GIFT_PAGE_BASE, 'survey', UNSUBSCRIBE_BASE] as const;

/** The first segment of a path ('/pro/dashboard' → 'pro'). */
export const firstSegment = (pathname: string) => pathname.split('/')[1] ?? '';
