import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../components/lazy-screen';

// Each screen is its own chunk, loaded when first opened.
const BillingOverviewPage = lazy(() => import('./components/billing-overview-page').then((m) => ({ default: m.BillingOverviewPage })));
const TransactionHistoryPage = lazy(() => import('./components/transaction-history-page').then((m) => ({ default: m.TransactionHistoryPage })));
const PaymentDocumentsPage = lazy(() => import('./components/payment-documents-page').then((m) => ({ default: m.PaymentDocumentsPage })));

export const billingRoutes: RouteObject[] = [
  { path: 'billing', element: lazyScreen(<BillingOverviewPage />) },
  { path: 'billing/transaction-history', element: lazyScreen(<TransactionHistoryPage key="team" kind="team" />) },
  { path: 'billing/transaction-history-direct', element: lazyScreen(<TransactionHistoryPage key="direct" kind="direct" />) },
  { path: 'billing/payment-documents', element: lazyScreen(<PaymentDocumentsPage />) },
];
