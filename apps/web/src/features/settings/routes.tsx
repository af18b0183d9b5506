import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { Center, Loader } from '@mantine/core';

// Each screen is its own chunk, loaded when first opened.
const UserSettingsPage = lazy(() => import('./components/user-settings-page').then((m) => ({ default: m.UserSettingsPage })));
const TeamSettingsPage = lazy(() => import('./components/team-settings-page').then((m) => ({ default: m.TeamSettingsPage })));
const TeamMembersPage = lazy(() => import('./components/team-members-page').then((m) => ({ default: m.TeamMembersPage })));

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

export const settingsRoutes: RouteObject[] = [
  { path: 'settings', element: screen(<UserSettingsPage />) },
  { path: 'settings/team', element: screen(<TeamSettingsPage />) },
  { path: 'settings/team-members', element: screen(<TeamMembersPage />) },
];
