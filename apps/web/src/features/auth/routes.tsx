import type { RouteObject } from 'react-router';

// Each page is its own chunk: the login page loads without the others (and without the portal's shell).
export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await import('./components/login-page')).LoginPage }) },
  { path: 'welcome', lazy: async () => ({ Component: (await import('./components/welcome-page')).WelcomePage }) },
  { path: 'forgot-password', lazy: async () => ({ Component: (await import('./components/forgot-password-page')).ForgotPasswordPage }) },
  { path: 'reset-password', lazy: async () => ({ Component: (await import('./components/reset-password-page')).ResetPasswordPage }) },
];
