import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { pageMeta } from '@gifthub/shared/paging';
import type { TAdminProductRequest } from '@gifthub/shared/corporate-products';
import { fill, mockFetch, renderWithSession, SLOW } from '../../../test/session';
import { AdminProductRequestPage } from './admin-product-request-page';
import { AdminProductRequestsPage } from './admin-product-requests-page';

beforeEach(() => {
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const req = (over: Partial<TAdminProductRequest> = {}): TAdminProductRequest => ({
  id: 5,
  team_id: 7,
  team_name: 'Acme Ltd',
  name: 'Branded Mug',
  product_type: 'product',
  request_type: 'new',
  status: 'pending',
  stock: 100,
  description: 'A mug with our logo.',
  base_product: 'Mug',
  customisation: 'Logo',
  box_content: '',
  product_id: null,
  product_name: null,
  reorder_moq: null,
  staff_note: '',
  requested_by_name: 'Maria Manager',
  requested_by_email: 'maria@acme.test',
  created_at: '2026-03-04T09:00:00Z',
  updated_at: '2026-03-04T09:00:00Z',
  ...over,
});

const detail = () => (
  <Routes>
    <Route path="/admin/product-requests/:id" element={<AdminProductRequestPage />} />
    <Route path="/admin/product-requests" element={<p>The list</p>} />
  </Routes>
);

describe('AdminProductRequestsPage', () => {
  it('lists every team’s requests with their team and status, linking to each', SLOW, async () => {
    mockFetch([{ path: '/admin/product-requests', body: { data: [req(), req({ id: 6, name: 'Hoodie', status: 'completed', request_type: 'restock' })], meta: pageMeta(2, 1, 20) } }]);
    renderWithSession(<AdminProductRequestsPage />, { role: 'bb_admin' });
    const row = await screen.findByTestId('admin-request-row-5');
    expect(within(row).getByRole('link', { name: 'Branded Mug' })).toHaveAttribute('href', '/admin/product-requests/5');
    expect(within(row).getByText('Acme Ltd')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(screen.getByTestId('admin-request-row-6')).getByText('Completed')).toBeInTheDocument();
  });
});

describe('AdminProductRequestPage', () => {
  it('completes a new request with the MOQ chosen', SLOW, async () => {
    const calls = mockFetch([
      { path: '/admin/product-requests/5', body: req() },
      { method: 'POST', path: '/admin/product-requests/5/complete', body: req({ status: 'completed', product_id: 90, product_name: 'Branded Mug' }) },
    ]);
    renderWithSession(detail(), { role: 'bb_admin', url: '/admin/product-requests/5' });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Branded Mug');
    expect(screen.getByRole('textbox', { name: 'Stock' })).toHaveValue('100');
    await fill(screen.getByRole('textbox', { name: 'Reorder MOQ' }), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Make Product' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'Branded Mug', description: 'A mug with our logo.', stock: 100, reorder_moq: 25 });
  });

  it('asks for a note before rejecting, and offers nothing on a final request', SLOW, async () => {
    let current = req({ status: 'in_progress' });
    const calls = mockFetch([
      { path: '/admin/product-requests/5', reply: () => ({ body: current }) },
      { method: 'PUT', path: '/admin/product-requests/5/status', reply: () => ({ body: (current = req({ status: 'rejected', staff_note: 'We cannot print on glass.' })) }) },
    ]);
    renderWithSession(detail(), { role: 'bb_admin', url: '/admin/product-requests/5' });
    expect(await screen.findByRole('button', { name: 'Complete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Request' }));
    expect(await screen.findByText('Note is required.')).toBeInTheDocument();
    await fill(screen.getByRole('textbox', { name: 'Note' }), 'We cannot print on glass.');
    await userEvent.click(screen.getByRole('button', { name: 'Reject Request' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ status: 'rejected', note: 'We cannot print on glass.' });
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('goes back to the list for an unknown request', SLOW, async () => {
    mockFetch([{ path: '/admin/product-requests/9', status: 404, body: { message: 'Product request not found.', code: 'not_found' } }]);
    renderWithSession(detail(), { role: 'bb_admin', url: '/admin/product-requests/9' });
    expect(await screen.findByText('The list')).toBeInTheDocument();
  });
});
