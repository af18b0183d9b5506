import { Navigate, type RouteObject } from 'react-router';

// The back office is for staff only, so its screens load on demand rather than with every portal visit.
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: async () => ({ Component: (await import('./components/admin-layout')).AdminLayout }),
    children: [
      { index: true, element: <Navigate to="/admin/teams" replace /> },
      { path: 'teams', lazy: async () => ({ Component: (await import('./components/admin-teams-page')).AdminTeamsPage }) },
      { path: 'top-ups', lazy: async () => ({ Component: (await import('./components/admin-top-ups-page')).AdminTopUpsPage }) },
      { path: 'billing', lazy: async () => ({ Component: (await import('./components/admin-billing-page')).AdminBillingPage }) },
      { path: 'users', lazy: async () => ({ Component: (await import('./components/admin-users-page')).AdminUsersPage }) },
      { path: 'outbox', lazy: async () => ({ Component: (await import('./components/admin-outbox-page')).AdminOutboxPage }) },
      { path: 'fulfilment', lazy: async () => ({ Component: (await import('./components/admin-fulfilment-page')).AdminFulfilmentPage }) },
      { path: 'warehouse', lazy: async () => ({ Component: (await import('./components/admin-warehouse-page')).AdminWarehousePage }) },
      { path: 'catalogue', lazy: async () => ({ Component: (await import('./components/admin-catalogue-page')).AdminCataloguePage }) },
      { path: 'campaigns', lazy: async () => ({ Component: (await import('./components/admin-campaigns-page')).AdminCampaignsPage }) },
      { path: 'campaigns/:id', lazy: async () => ({ Component: (await import('./components/admin-campaign-page')).AdminCampaignPage }) },
      { path: 'product-requests', lazy: async () => ({ Component: (await import('./components/admin-product-requests-page')).AdminProductRequestsPage }) },
      { path: 'product-requests/:id', lazy: async () => ({ Component: (await import('./components/admin-product-request-page')).AdminProductRequestPage }) },
      { path: 'se-campaigns', lazy: async () => ({ Component: (await import('./components/admin-se-campaigns-page')).AdminSeCampaignsPage }) },
      { path: 'se-campaigns/:id', lazy: async () => ({ Component: (await import('./components/admin-se-campaign-page')).AdminSeCampaignPage }) },
      { path: 'print-orders', lazy: async () => ({ Component: (await import('./components/admin-print-orders-page')).AdminPrintOrdersPage }) },
      { path: 'print-orders/:id', lazy: async () => ({ Component: (await import('./components/admin-print-order-page')).AdminPrintOrderPage }) },
      { path: 'resources', lazy: async () => ({ Component: (await import('./components/admin-resources-page')).AdminResourcesPage }) },
      // The editor carries tiptap: its own chunk, loaded only when staff open it.
      { path: 'resources/:id', lazy: async () => ({ Component: (await import('./components/admin-resource-editor-page')).AdminResourceEditorPage }) },
      { path: '*', element: <Navigate to="/admin/teams" replace /> },
    ],
  },
];
