import { GIFT_PAGE_BASE } from '@gifthub/shared/constants';

/** The router base: /demo when the first path segment is demo (preview mode), otherwise /pro. */
export const routerBase = (pathname = window.location.pathname) => (pathname.split('/')[1] === 'demo' ? '/demo' : '/pro');
export const isDemoMode = () => routerBase() === '/demo';

/** The recipient's public gift pages (/pick-a-gift/...): their own routes, outside the portal and its login. */
export const isGiftPage = (pathname = window.location.pathname) => pathname.split('/')[1] === GIFT_PAGE_BASE;
