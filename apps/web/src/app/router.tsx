import { useEffect } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { routerBase } from '../lib/base';
import { setNavigator } from '../lib/navigation';
import { Center, Loader } from '@mantine/core';
import { authRoutes } from '../features/auth/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { settingsRoutes } from '../features/settings/routes';
import { adminRoutes } from '../features/admin/routes';
import { billingRoutes } from '../features/billing/routes';
import { marketplaceRoutes } from '../features/marketplace/routes';
import { campaignsRoutes } from '../features/campaigns/routes';
import { surveysRoutes } from '../features/surveys/routes';
import { corporateProductsRoutes } from '../features/corporate-products/routes';
import { actionPagesRoutes } from '../features/action-pages/routes';
import { fulfilmentRoutes } from '../features/fulfilment/routes';
import { printOrdersRoutes } from '../features/print-orders/routes';
import { resourcesRoutes } from '../features/resources/routes';

const pageRoutes: RouteObject[] = [
  ...authRoutes,
  {
    // The signed-in shell (menu, banners, modals) is a chunk of its own: the login page does not load it.
    lazy: async () => ({ Component: (await import('./layout/authenticated-layout')).AuthenticatedLayout }),
    children: [{ index: true, element: <Navigate to="/dashboard" replace /> }, ...dashboardRoutes, ...settingsRoutes, ...adminRoutes, ...billingRoutes, ...marketplaceRoutes, ...campaignsRoutes, ...actionPagesRoutes, ...corporateProductsRoutes, ...surveysRoutes, ...fulfilmentRoutes, ...printOrdersRoutes, ...resourcesRoutes],
  },
  { path: '*', element: <Navigate to="/dashboard" replace /> },
];

/** Every route lazily loads its screen; until the first one arrives the page shows a loader. */
export const routes: RouteObject[] = [
  {
    hydrateFallbackElement: (
      <Center mih="100dvh">
        <Loader aria-label="Loading" />
      </Center>
    ),
    children: pageRoutes,
  },
];

// The recipients' gift pages (/pick-a-gift/...) are not here: they are the light public entry (gift.html, src/public).
const router = createBrowserRouter(routes, { basename: routerBase() });

export function AppRouter() {
  useEffect(() => setNavigator((to) => void router.navigate(to)), []);
  return <RouterProvider router={router} />;
}
