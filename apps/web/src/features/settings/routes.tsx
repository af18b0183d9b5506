import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../components/lazy-screen';

// Each screen is its own chunk, loaded when first opened.
const UserSettingsPage = lazy(() => import('./components/user-settings-page').then((m) => ({ default: m.UserSettingsPage })));
const TeamSettingsPage = lazy(() => import('./components/team-settings-page').then((m) => ({ default: m.TeamSettingsPage })));
const TeamMembersPage = lazy(() => import('./components/team-members-page').then((m) => ({ default: m.TeamMembersPage })));
const IntegrationsPage = lazy(() => import('./components/integrations-page').then((m) => ({ default: m.IntegrationsPage })));

export const settingsRoutes: RouteObject[] = [
  { path: 'settings', element: lazyScreen(<UserSettingsPage />) },
  { path: 'settings/team', element: lazyScreen(<TeamSettingsPage />) },
  { path: 'settings/team-members', element: lazyScreen(<TeamMembersPage />) },
  { path: 'settings/integrations', element: lazyScreen(<IntegrationsPage />) },
];
