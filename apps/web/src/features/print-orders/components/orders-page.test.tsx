import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageMeta } from '@gifthub/shared/paging';
import { PRODUCT_NAME } from '../../../lib/product';
import { fill, mockFetch, renderWithSession, SLOW } from '../../../test/session';
import { OrdersPage } from './orders-page';
import { LINKED, listItem } from './print-orders-test-utils';

const paged = <T,>(data: T[], total = data.length) => ({ data, meta: pageMeta(total, 1, 50) });
beforeEach(() => {
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OrdersPage', () => {
  it('lists the jobs 50 a page with units, status, last pack, progress and the completion date (est. unless finished)', SLOW, async () => {
    const calls = mockFetch([
      {
        path: '/oms-ws/jobs',
        body: paged([listItem(), listItem({ id: 32, name: 'Mugs', status: 'completed', finished_at: '2026-10-30T12:00:00Z', production_steps: { finished: 8, total: 8 }, last_customer_pack: null })], 62),
      },
    ]);
    renderWithSession(<OrdersPage type="job" />, { ...LINKED, url: '/orders' });
    expect(await screen.findByRole('heading', { name: `${PRODUCT_NAME} Orders & Jobs` })).toBeTruthy();
    const row = await screen.findByTestId('oms-row-31');
    expect(within(row).getByText('In Production')).toBeTruthy();
    expect(within(row).getByText('250')).toBeTruthy();
    expect(within(row).getByText('38%')).toBeTruthy();
    expect(within(row).getByText('18/12/26')).toBeTruthy();
    expect(within(row).getByText('(est.)')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'View pack' }).getAttribute('href')).toBe(`/docs/pack/${'k'.repeat(32)}`);
    const done = screen.getByTestId('oms-row-32');
    expect(within(done).getByText('Complete')).toBeTruthy();
    expect(within(done).getByText('30/10/26')).toBeTruthy();
    expect(within(done).queryByText('(est.)')).toBeNull();
    expect(within(done).getByText('No quote yet')).toBeTruthy();
    expect(screen.getByText('Showing 1–2 of 62 orders')).toBeTruthy();
    const q = calls.find((c) => c.path.endsWith('/oms-ws/jobs'))!.query;
    expect(Object.fromEntries(q)).toMatchObject({ team_id: '7', type: 'job', per_page: '50', page: '1' });
  });

  it('filters enquiries by status, source and search, and shows invoices (Partly Paid), source and date created', SLOW, async () => {
    const calls = mockFetch([
      {
        path: '/oms-ws/jobs',
        body: paged([listItem({ id: 40, state: 'enquiry', status: 'enquiry_payment', enquiry_source: 're-order', invoices: [{ id: 1, name: 'Pro forma', public_key: 'p'.repeat(32), status: 'part', created_at: '2026-11-03T10:00:00Z' }] })]),
      },
    ]);
    renderWithSession(<OrdersPage type="enquiry" />, { ...LINKED, url: '/orders/enquiries', showLocation: true });
    const row = await screen.findByTestId('oms-row-40');
    expect(within(row).getByText('Partly Paid')).toBeTruthy();
    expect(within(row).getByText('Re-Order')).toBeTruthy();
    expect(within(row).getByText('02/11/26')).toBeTruthy();
    await userEvent.click(screen.getByRole('textbox', { name: 'Enquiry source' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Phone', hidden: true }));
    await waitFor(() => expect(calls.at(-1)!.query.get('source')).toBe('phone'));
    await fill(screen.getByTestId('oms-search'), 'mugs');
    await waitFor(() => expect(calls.at(-1)!.query.get('search')).toBe('mugs'));
    expect(calls.at(-1)!.query.get('type')).toBe('enquiry');
  });

  it('says so, and asks nothing, for a team without the customer link', SLOW, async () => {
    const calls = mockFetch([]);
    renderWithSession(<OrdersPage type="job" />, { url: '/orders' });
    expect((await screen.findByTestId('no-oms')).textContent).toContain('Print orders are not set up for your team.');
    expect(screen.queryByText('Make New Enquiry')).toBeNull();
    expect(calls.filter((c) => c.path.includes('/oms-ws/'))).toHaveLength(0);
  });

  it('makes a new enquiry: the spec messages first, then sends it and opens it', SLOW, async () => {
    const calls = mockFetch([
      { path: '/oms-ws/jobs', body: paged([]) },
      { method: 'POST', path: '/oms-ws/enquiry', body: { id: 77 } },
    ]);
    renderWithSession(<OrdersPage type="enquiry" />, { ...LINKED, url: '/orders/enquiries', showLocation: true });
    expect(await screen.findByText('You have not made any enquiries yet.')).toBeTruthy();
    await userEvent.click(screen.getByTestId('new-enquiry'));
    const dialog = await screen.findByRole('dialog', { name: 'Make New Enquiry' });
    expect((within(dialog).getByRole('textbox', { name: /Quantity/ }) as HTMLInputElement).value).toBe('100');
    await fill(within(dialog).getByRole('textbox', { name: /Subject/ }), 'ab');
    await userEvent.click(within(dialog).getByTestId('enquiry-submit'));
    expect(await within(dialog).findByText('Subject minimal length is 3')).toBeTruthy();
    expect(within(dialog).getByText('Details is required.')).toBeTruthy();
    await fill(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Enamel pins');
    await fill(within(dialog).getByRole('textbox', { name: /Details/ }), 'Gold, 25 mm');
    await userEvent.click(within(dialog).getByTestId('enquiry-submit'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/orders/77'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ team_id: 7, name: 'Enamel pins', quantity: 100, details: { message: 'Gold, 25 mm' }, source: 'new-order' });
    expect(post.headers['idempotency-key']).toBeTruthy();
  });
});
