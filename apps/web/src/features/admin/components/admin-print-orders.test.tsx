import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { TAdminOmsJob, TAdminOmsJobListItem } from '@gifthub/shared/print-orders';
import { fill, mockFetch, renderWithSession, SLOW } from '../../../test/session';
import { AdminPrintOrderPage } from './admin-print-order-page';
import { AdminPrintOrdersPage } from './admin-print-orders-page';

Element.prototype.scrollIntoView ??= () => {};
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base = {
  id: 40,
  name: 'Caps',
  order_name: null,
  order_id: null,
  quantity: 150,
  status: 'enquiry_fresh' as const,
  state: 'enquiry' as const,
  finished_at: null,
  planned_finish: null,
  deadline: null,
  created_at: '2026-11-02T09:30:00Z',
  production_steps: { finished: 0, total: 0 },
  enquiry_source: 'new-order' as const,
  enquiry_details: { message: 'Navy, white logo', original_job_id: null },
  team_id: 1,
  team_name: 'Acme Ltd',
};
const item: TAdminOmsJobListItem = { ...base, last_customer_pack: null, invoices: [] };
const detail: TAdminOmsJob = { ...base, customer_packs: [], attachments: [], invoices: [] };
const pack = { id: 1, key: 'k'.repeat(32), version: 1, status: 'sent' as const, created_at: '2026-11-03T10:00:00Z', replied_by: 'Sam Staff', reply: null, quote: { ppu: 2, quantity: 150, subtotal: 300, shipping: 10, extra: 0, total: 310, currency: 'GBP' } };

describe('staff print orders', () => {
  it("lists every team's enquiries to quote, and filters by status", SLOW, async () => {
    const calls = mockFetch([{ path: '/admin/oms-ws/jobs', body: { data: [item], meta: { total: 1, current_page: 1, last_page: 1, per_page: 50 } } }]);
    renderWithSession(<AdminPrintOrdersPage />, { role: 'bb_admin', url: '/admin/print-orders' });
    const row = await screen.findByTestId('admin-oms-row-40');
    expect(within(row).getByText('Acme Ltd')).toBeTruthy();
    expect(within(row).getByText('To quote')).toBeTruthy();
    expect(within(row).getByText('New')).toBeTruthy();
    expect(calls[0]!.query.get('type')).toBe('enquiry');
    await userEvent.click(screen.getByRole('textbox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'In Progress', hidden: true }));
    await waitFor(() => expect(calls.at(-1)!.query.get('status')).toBe('enquiry_progress'));
  });

  it('sends a quote in pounds and shows what was sent', SLOW, async () => {
    const calls = mockFetch([
      { path: '/admin/oms-ws/jobs/40', body: detail },
      { method: 'POST', path: '/admin/oms-ws/jobs/40/packs', body: { ...detail, status: 'enquiry_progress', customer_packs: [pack] } },
    ]);
    renderWithSession(
      <Routes>
        <Route path="/admin/print-orders/:id" element={<AdminPrintOrderPage />} />
      </Routes>,
      { role: 'bb_admin', url: '/admin/print-orders/40' },
    );
    const form = await screen.findByTestId('admin-quote-form');
    await fill(within(form).getByRole('textbox', { name: /Price per unit/ }), '2');
    await fill(within(form).getByRole('textbox', { name: /Shipping/ }), '10');
    expect(within(form).getByText(/Total £310.00/)).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Send Quote' }));
    expect(await screen.findByText('Quotes sent: v1 £310.00')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ ppu: 2, quantity: 150, shipping: 10, extra: 0, currency: 'GBP' });
    expect(screen.getByTestId('admin-convert-form')).toBeTruthy();
  });
});
