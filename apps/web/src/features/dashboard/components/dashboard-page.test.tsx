import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { AREAS } from '@gifthub/shared/areas';
import { mockFetch, renderWithSession, SLOW } from '../../../test/session';
import { DashboardPage } from './dashboard-page';
import { dashboardTiles } from './dashboard-tiles';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const closed = { ...AREAS, campaigns: false, 'corporate-products': false };

describe('dashboardTiles', () => {
  it('leaves out the tiles of areas that are not open, in the tiles’ order', () => {
    expect(dashboardTiles(closed)).toEqual(['balance', 'marketplace']);
    expect(dashboardTiles({ ...closed, campaigns: true })).toEqual(['balance', 'marketplace', 'gifting', 'voucher']);
    expect(dashboardTiles({ ...closed, campaigns: true, 'corporate-products': true })).toEqual(['balance', 'marketplace', 'gifting', 'voucher', 'products']);
    expect(dashboardTiles({ ...closed, billing: false })).toEqual(['marketplace']);
  });
});

describe('DashboardPage', () => {
  it(
    'shows a tile only for an open area, counts the marketplace gifts and links only to open areas',
    async () => {
      mockFetch([
        {
          path: '/teams/7/dashboard',
          body: {
            campaigns: { gifting: 3, voucher: 1 },
            products: { total: 2, requests: 0 },
            registrations: { startDate: '2026-10-26', endDate: '2026-11-24', data: [{ name: 'Marketplace', marketplace: true, registrations: 5, dates: { '2026-11-01': 2, '2026-11-20': 3 } }] },
          },
        },
        { path: /\/teams\/7\/notifications\/\w+$/, body: { data: [] } },
      ]);
      renderWithSession(<DashboardPage />, { team: { total_available: 1014.4 } });
      await waitFor(() => expect(screen.getByTestId('dash-marketplace')).toHaveTextContent('5'));
      // The team's money comes in pounds.
      expect(screen.getByTestId('dash-balance')).toHaveTextContent('£1,014.40');
      // Campaign and product tiles follow the areas list: absent while their area is not open.
      expect(screen.queryByTestId('dash-gifting') !== null).toBe(AREAS.campaigns);
      expect(screen.queryByTestId('dash-voucher') !== null).toBe(AREAS.campaigns);
      expect(screen.queryByTestId('dash-products') !== null).toBe(AREAS['corporate-products']);
      const targets = screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');
      if (!AREAS.campaigns) expect(targets.filter((h) => h.startsWith('/campaigns'))).toEqual([]);
      expect(targets).toEqual(expect.arrayContaining(['/billing', '/marketplace', '/marketplace/orders']));
      expect(screen.getByTestId('dash-notifications')).toHaveTextContent('You are all caught up.');
    },
    SLOW.timeout,
  );
});
