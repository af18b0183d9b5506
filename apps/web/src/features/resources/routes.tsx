import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../components/lazy-screen';

// Each screen is its own chunk, loaded when first opened.
const ResourcesPage = lazy(() => import('./components/resources-page').then((m) => ({ default: m.ResourcesPage })));
const ResourcePage = lazy(() => import('./components/resource-page').then((m) => ({ default: m.ResourcePage })));

/** Resources (spec 3 §2.1, §2.9): the index with its sections and a post. */
export const resourcesRoutes: RouteObject[] = [
  { path: 'resources', element: lazyScreen(<ResourcesPage />) },
  { path: 'resources/:slug', element: lazyScreen(<ResourcePage />) },
];
