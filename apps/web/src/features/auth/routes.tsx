import type { RouteObject } from 'react-router';
import { LoginPage } from './components/login-page';
import { WelcomePage } from './components/welcome-page';

export const authRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  { path: 'welcome', element: <WelcomePage /> },
];
