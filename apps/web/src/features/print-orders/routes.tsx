import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../components/lazy-screen';

// Each screen is its own chunk, loaded when first opened.
const OrdersPage = lazy(() => import('./components/orders-page').then((m) => ({ default: m.OrdersPage })));
const OrderDetailPage = lazy(() => import('./components/order-detail-page').then((m) => ({ default: m.OrderDetailPage })));
const PackViewPage = lazy(() => import('./components/pack-view-page').then((m) => ({ default: m.PackViewPage })));

/** Print orders (spec 3 §2.1, §2.11): the jobs list, the enquiries list, a job or enquiry, and a customer pack. */
export const printOrdersRoutes: RouteObject[] = [
  { path: 'orders', element: lazyScreen(<OrdersPage type="job" />) },
  { path: 'orders/enquiries', element: lazyScreen(<OrdersPage type="enquiry" />) },
  { path: 'orders/:id', element: lazyScreen(<OrderDetailPage />) },
  { path: 'docs/pack/:key', element: lazyScreen(<PackViewPage />) },
];
