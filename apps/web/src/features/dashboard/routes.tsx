import type { RouteObject } from 'react-router';

// The dashboard (with its chart) is its own chunk: the login page never loads the charting library.
export const dashboardRoutes: RouteObject[] = [{ path: 'dashboard', lazy: async () => ({ Component: (await import('./components/dashboard-page')).DashboardPage }) }];
