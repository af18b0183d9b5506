import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../components/lazy-screen';
import { RequestPathAlias } from './components/requests/request-path-alias';

// Each screen is its own chunk, loaded when first opened.
const ProductRequestsPage = lazy(() => import('./components/requests/product-requests-page').then((m) => ({ default: m.ProductRequestsPage })));
const CorporateProductsPage = lazy(() => import('./components/corporate-products-page').then((m) => ({ default: m.CorporateProductsPage })));
const ProductDetailPage = lazy(() => import('./components/product-detail-page').then((m) => ({ default: m.ProductDetailPage })));
const ProductRequestDetailPage = lazy(() => import('./components/requests/product-request-detail-page').then((m) => ({ default: m.ProductRequestDetailPage })));

/** Corporate products (spec 3 §2.1, §2.3): both readings, under /campaigns/ and at the top level. */
export const corporateProductsRoutes: RouteObject[] = ['campaigns/corporate-products', 'corporate-products'].flatMap((base) => [
  { path: base, element: lazyScreen(<CorporateProductsPage />) },
  // A product's detail; anything else below it (an unknown id) is handled by the page (back to the list).
  { path: `${base}/:id`, element: lazyScreen(<ProductDetailPage />) },
  { path: `${base}/requests`, element: lazyScreen(<ProductRequestsPage />) },
  { path: `${base}/requests/:id`, element: lazyScreen(<ProductRequestDetailPage />) },
]).concat([{ path: 'campaigns/requests/:id', element: <RequestPathAlias /> }]);
