import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';

export const settingsRoutes: RouteObject[] = [
  { path: 'settings', element: <ComingSoon title="Your Account" /> },
  { path: 'settings/team', element: <ComingSoon title="Team Settings" /> },
  { path: 'settings/team-members', element: <ComingSoon title="Team Members" /> },
];
