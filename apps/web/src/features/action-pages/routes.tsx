import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../components/lazy-screen';

const ActionPagesPage = lazy(() => import('./components/action-pages-page').then((m) => ({ default: m.ActionPagesPage })));

/** Campaign Action Pages (spec 3 §2.1, §2.4): both readings, under /campaigns/ and at the top level. */
export const actionPagesRoutes: RouteObject[] = ['campaigns/action-pages', 'action-pages'].map((path) => ({ path, element: lazyScreen(<ActionPagesPage />) }));
