import { DEMO_BASE, PORTAL_BASE, firstSegment } from '@gifthub/shared/routes';

/** The router base: /demo when the first path segment is demo (preview mode), otherwise /pro. */
export const routerBase = (pathname = window.location.pathname) => `/${firstSegment(pathname) === DEMO_BASE ? DEMO_BASE : PORTAL_BASE}`;
export const isDemoMode = () => routerBase() === `/${DEMO_BASE}`;
