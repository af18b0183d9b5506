import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageMeta } from '@gifthub/shared/paging';
import type { TWarehouseOrder } from '@gifthub/shared/warehouse';
import { fill, mockFetch, renderWithSession, SLOW } from '../../../test/session';
import { AdminWarehousePage } from './admin-warehouse-page';

// Mantine's combobox scrolls the selected option into view; the test DOM lacks it.
Element.prototype.scrollIntoView ??= () => {};
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const order: TWarehouseOrder = {
  id: 12,
  warehouse_id: 'WH-12',
  original_id: null,
  status: 'processing',
  customer_name: 'Ann Lee',
  customer_email: 'ann@example.com',
  destination: { address_1: '1 Road', city: 'Leeds', postcode: 'LS1 1AA', country: 'GB' },
  status_updates: [{ status: 'processing', reason: 'Picking', updated_at: '2026-11-01T10:00:00Z' }],
  warehouse_requests: [],
  line_items: [],
  line_items_total: 0,
  total: 10,
  order_date: '2026-11-01T10:00:00Z',
  send_date: null,
  expected_delivery: null,
  carrier: null,
  carrier_method: null,
  carrier_url: null,
  transaction_id: null,
  handling_fee: 0,
  freight_fee: 0,
  ioss_vat_fee: 0,
  registration_id: null,
};

describe('AdminWarehousePage', () => {
  it("lists the first listed team's orders and moves one on with a reason, carrier and tracking", SLOW, async () => {
    const calls = mockFetch([
      { path: '/admin/warehouse/teams', body: [{ id: 3, name: 'Acme Ltd', slug: 'acme' }] },
      { path: '/admin/warehouse/orders', body: { data: [order], meta: pageMeta(1, 1, 20), statuses: [{ status: 'all', total: 1 }] } },
      { method: 'PUT', path: '/admin/warehouse/orders/12/status', body: { ...order, status: 'sent' } },
    ]);
    renderWithSession(<AdminWarehousePage />, { user: { is_bb_admin: true } });
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/admin/warehouse/orders'))!.query.get('team_id')).toBe('3');
    await userEvent.click(screen.getByRole('button', { name: 'Change the status of order 12' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reason is required.')).toBeInTheDocument();
    await fill(screen.getByLabelText(/Reason/), 'Left the warehouse');
    await fill(screen.getByLabelText('Carrier'), 'DPD');
    await fill(screen.getByLabelText('Tracking URL'), 'https://track.example/1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ status: 'processing', reason: 'Left the warehouse', carrier: 'DPD', carrier_url: 'https://track.example/1' }));
  });
});
