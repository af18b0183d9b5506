import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../components/lazy-screen';

// Each screen is its own chunk, loaded when first opened.
const FulfilmentPage = lazy(() => import('./components/fulfilment-page').then((m) => ({ default: m.FulfilmentPage })));
const InventoryPage = lazy(() => import('./components/inventory-page').then((m) => ({ default: m.InventoryPage })));
const ImportOrdersPage = lazy(() => import('./components/import-orders-page').then((m) => ({ default: m.ImportOrdersPage })));

/** /fulfilment (orders, ?status=), /fulfilment/import and /fulfilment/inventory (spec 3 §2.6). */
export const fulfilmentRoutes: RouteObject[] = [
  { path: 'fulfilment', element: lazyScreen(<FulfilmentPage />) },
  { path: 'fulfilment/import', element: lazyScreen(<ImportOrdersPage />) },
  { path: 'fulfilment/inventory', element: lazyScreen(<InventoryPage />) },
];
