import type { RouteObject } from 'react-router';
import { DashboardPage } from './components/dashboard-page';

export const dashboardRoutes: RouteObject[] = [{ path: 'dashboard', element: <DashboardPage /> }];
