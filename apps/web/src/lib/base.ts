import { GIFT_PAGE_BASE } from '@gifthub/shared/constants';
import { DEMO_BASE, PORTAL_BASE, firstSegment } from '@gifthub/shared/routes';

/** The router base: /demo when the first path segment is demo (preview mode), otherwise /pro. */
export const routerBase = (pathname = window.location.pathname) => `/${firstSegment(pathname) === DEMO_BASE ? DEMO_BASE : PORTAL_BASE}`;
export const isDemoMode = () => routerBase() === `/${DEMO_BASE}`;

/** The recipient's public gift pages (/pick-a-gift/...): their own routes, outside the portal and its login. */
export const giftPageBase = `/${GIFT_PAGE_BASE}`;
export const isGiftPage = (pathname = window.location.pathname) => firstSegment(pathname) === GIFT_PAGE_BASE;
