import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { Center, Loader } from '@mantine/core';

// Each screen is its own chunk, loaded when first opened.
const PhysicalGiftsPage = lazy(() => import('./components/physical-gifts-page').then((m) => ({ default: m.PhysicalGiftsPage })));
const EGiftsPage = lazy(() => import('./components/egifts-page').then((m) => ({ default: m.EGiftsPage })));
const OrderHistoryPage = lazy(() => import('./components/order-history-page').then((m) => ({ default: m.OrderHistoryPage })));

const screen = (page: ReactNode) => (
  <Suspense
    fallback={
      <Center py="xl">
        <Loader />
      </Center>
    }
  >
    {page}
  </Suspense>
);

/** Both readings of the physical selection work: /marketplace and /marketplace/physical (spec 3 §2.1). */
export const marketplaceRoutes: RouteObject[] = [
  { path: 'marketplace', element: screen(<PhysicalGiftsPage />) },
  { path: 'marketplace/physical', element: screen(<PhysicalGiftsPage />) },
  { path: 'marketplace/digital', element: screen(<EGiftsPage />) },
  { path: 'marketplace/orders', element: screen(<OrderHistoryPage />) },
];
