import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { Center, Loader } from '@mantine/core';

// Each screen is its own chunk, loaded when first opened.
const BillingOverviewPage = lazy(() => import('./components/billing-overview-page').then((m) => ({ default: m.BillingOverviewPage })));
const TransactionHistoryPage = lazy(() => import('./components/transaction-history-page').then((m) => ({ default: m.TransactionHistoryPage })));
const PaymentDocumentsPage = lazy(() => import('./components/payment-documents-page').then((m) => ({ default: m.PaymentDocumentsPage })));

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

export const billingRoutes: RouteObject[] = [
  { path: 'billing', element: screen(<BillingOverviewPage />) },
  { path: 'billing/transaction-history', element: screen(<TransactionHistoryPage key="team" kind="team" />) },
  { path: 'billing/transaction-history-direct', element: screen(<TransactionHistoryPage key="direct" kind="direct" />) },
  { path: 'billing/payment-documents', element: screen(<PaymentDocumentsPage />) },
];
