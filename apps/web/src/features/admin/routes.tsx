import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';

export const adminRoutes: RouteObject[] = [{ path: 'admin/*', element: <ComingSoon title="Admin Panel" /> }];
