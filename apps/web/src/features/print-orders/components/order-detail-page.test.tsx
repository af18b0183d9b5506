import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { PRODUCT_NAME } from '../../../lib/product';
import { fill, mockFetch, renderWithSession, SLOW } from '../../../test/session';
import { OrderDetailPage } from './order-detail-page';
import { job, LINKED } from './print-orders-test-utils';

beforeEach(() => {
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderDetail = (id: number) =>
  renderWithSession(
    <Routes>
      <Route path="/orders/:id" element={<OrderDetailPage />} />
      <Route path="/orders" element={<p>Orders list</p>} />
    </Routes>,
    { ...LINKED, url: `/orders/${id}`, showLocation: true },
  );

const pack = { id: 9, key: 'q'.repeat(32), version: 1, status: 'sent' as const, created_at: '2026-11-04T15:20:00Z', replied_by: 'Sam Staff', reply: 'Thanks!', quote: { ppu: 1.25, quantity: 250, subtotal: 312.5, shipping: 15, extra: 2.5, total: 330, currency: 'GBP' } };

describe('OrderDetailPage', () => {
  it('shows a job: info table, quote panel, packs, attachments and invoices (Partly Paid)', SLOW, async () => {
    mockFetch([
      {
        path: '/oms-ws/jobs/31',
        body: job({
          customer_packs: [pack],
          attachments: [{ id: 1, name: 'Artwork proof', public_key: 'a'.repeat(32), created_at: '2026-11-05T09:07:00Z', file_info: { extension: 'pdf' } }],
          invoices: [
            { id: 2, name: 'Invoice 31-1', public_key: 'i'.repeat(32), status: 'part', created_at: '2026-11-06T10:00:00Z' },
            { id: 3, name: 'Invoice 31-2', public_key: 'j'.repeat(32), status: 'unpaid', created_at: '2026-11-07T10:00:00Z' },
          ],
        }),
      },
    ]);
    renderDetail(31);
    expect(await screen.findByRole('heading', { name: 'Tote bags' })).toBeTruthy();
    const info = screen.getByTestId('oms-info');
    expect(within(info).getByText('Tote bags — 2026 · ORD-10031')).toBeTruthy();
    expect(within(info).getByText('38%')).toBeTruthy();
    expect(within(info).getByText('(est.)')).toBeTruthy();
    expect(screen.getByTestId('quote-total').textContent).toBe('£330.00');
    expect(within(screen.getByTestId('packs-table')).getByText('04/11/26 3:20pm')).toBeTruthy();
    expect(within(screen.getByTestId('attachments-table')).getByText('05/11/26 9:07am')).toBeTruthy();
    // 'part' reads Partly Paid; the other statuses are shown as they are, neither capitalised nor in capitals.
    const statuses = within(screen.getByTestId('invoices-table')).getAllByTestId('invoice-status');
    expect(statuses.map((b) => b.textContent)).toEqual(['Partly Paid', 'unpaid']);
    for (const badge of statuses) expect(badge.style.textTransform).toBe('none');
    expect(screen.getByRole('link', { name: `${PRODUCT_NAME} Orders & Jobs` }).getAttribute('href')).toBe('/orders');
  });

  it('shows the empty notices of an enquiry without quote, packs, attachments or invoices, and no Reorder', SLOW, async () => {
    mockFetch([{ path: '/oms-ws/jobs/40', body: job({ id: 40, state: 'enquiry', status: 'enquiry_fresh', name: 'Caps', order_name: null, order_id: null }) }]);
    renderDetail(40);
    expect((await screen.findByTestId('no-quote')).textContent).toContain('There is no quote for this enquiry yet...');
    expect(screen.getByText('No customer packs have been sent for this enquiry yet.')).toBeTruthy();
    expect(screen.getByText(/No files have been attached to this enquiry yet/)).toBeTruthy();
    expect(screen.getByText('There are no invoices for this enquiry yet.')).toBeTruthy();
    expect(screen.queryByTestId('reorder')).toBeNull();
    expect(screen.getByText('Natural cotton, black print')).toBeTruthy();
  });

  it('reorders a job with the prefill of spec 3 §5 and opens the new enquiry', SLOW, async () => {
    const calls = mockFetch([
      { path: '/oms-ws/jobs/31', body: job({ status: 'completed', finished_at: '2026-10-30T12:00:00Z' }) },
      { method: 'POST', path: '/oms-ws/enquiry', body: { id: 88 } },
    ]);
    renderDetail(31);
    await userEvent.click(await screen.findByTestId('reorder'));
    const dialog = await screen.findByRole('dialog', { name: 'Reorder This Item' });
    expect((within(dialog).getByRole('textbox', { name: /Subject/ }) as HTMLInputElement).value).toBe('Reorder: Tote bags');
    expect((within(dialog).getByRole('textbox', { name: /Quantity/ }) as HTMLInputElement).value).toBe('250');
    await fill(within(dialog).getByRole('textbox', { name: /Details/ }), 'Same again please');
    await userEvent.click(within(dialog).getByTestId('enquiry-submit'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/orders/88'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ team_id: 7, name: 'Reorder: Tote bags', quantity: 250, details: { message: 'Same again please', original_job_id: 31 }, source: 're-order' });
  });

  it('goes back to /orders for an unknown id', SLOW, async () => {
    mockFetch([{ path: '/oms-ws/jobs/999', status: 404, body: { message: 'This order could not be found.', code: 'not_found' } }]);
    renderDetail(999);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/orders'));
  });
});
