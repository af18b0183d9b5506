import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../components/lazy-screen';

// Each screen is its own chunk, loaded when first opened.
const PhysicalGiftsPage = lazy(() => import('./components/physical-gifts-page').then((m) => ({ default: m.PhysicalGiftsPage })));
const EGiftsPage = lazy(() => import('./components/egifts-page').then((m) => ({ default: m.EGiftsPage })));
const OrderHistoryPage = lazy(() => import('./components/order-history-page').then((m) => ({ default: m.OrderHistoryPage })));

/** Both readings of the physical selection work: /marketplace and /marketplace/physical (spec 3 §2.1). */
export const marketplaceRoutes: RouteObject[] = [
  { path: 'marketplace', element: lazyScreen(<PhysicalGiftsPage />) },
  { path: 'marketplace/physical', element: lazyScreen(<PhysicalGiftsPage />) },
  { path: 'marketplace/digital', element: lazyScreen(<EGiftsPage />) },
  { path: 'marketplace/orders', element: lazyScreen(<OrderHistoryPage />) },
];
