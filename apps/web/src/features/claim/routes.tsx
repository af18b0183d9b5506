import type { RouteObject } from 'react-router';

// The public gift pages under /pick-a-gift (the router's basename): no portal shell, no login.
export const claimRoutes: RouteObject[] = [
  { path: 'redeem/:code', lazy: async () => ({ Component: (await import('./components/redeem-page')).RedeemPage }) },
  { path: ':teamSlug/:secret', lazy: async () => ({ Component: (await import('./components/claim-page')).ClaimPage }) },
  { path: '*', lazy: async () => ({ Component: (await import('./components/unknown-link-page')).UnknownLinkPage }) },
];
