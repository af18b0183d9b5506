import type { RouteObject } from 'react-router';
import { ForgotPasswordPage } from './components/forgot-password-page';
import { LoginPage } from './components/login-page';
import { ResetPasswordPage } from './components/reset-password-page';
import { WelcomePage } from './components/welcome-page';

export const authRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  { path: 'welcome', element: <WelcomePage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
];
