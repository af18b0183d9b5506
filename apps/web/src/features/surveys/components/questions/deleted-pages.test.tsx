import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_PERMANENT_DELETE } from './deleted-pages';
import { BASE, mockFetch, page, renderTab, resetDom, survey } from './questions-test-utils';

beforeEach(resetDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('deleted pages', () => {
  it('the Deleted pages switch lists the bin; Restore brings a page back, Delete permanently asks first', async () => {
    const binned = { ...page(7, 2, 'context'), name: 'Old statement', deleted: true };
    const calls = mockFetch([
      { path: `${BASE}/pages`, reply: (c) => ({ body: c.query.get('deleted') === 'true' ? [binned] : [] }) },
      { method: 'POST', path: `${BASE}/pages/7/restore`, body: { ...binned, deleted: false } },
      { method: 'DELETE', path: `${BASE}/pages/7/permanent`, body: { ok: true } },
      { path: BASE, body: survey([page(1, 1, 'welcome')]) },
    ]);
    renderTab(survey([page(1, 1, 'welcome')]));
    const bin = screen.getByTestId('deleted-pages');
    // Asked only when shown.
    expect(calls.some((c) => c.query.get('deleted') === 'true')).toBe(false);
    await userEvent.click(within(bin).getByRole('switch', { name: 'Deleted pages' }));
    expect(await within(bin).findByText('Old statement')).toBeInTheDocument();
    await userEvent.click(within(bin).getByRole('button', { name: 'Restore Old statement' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === `${BASE}/pages/7/restore`)).toBe(true));
    await userEvent.click(within(bin).getByRole('button', { name: 'Delete Old statement permanently' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete permanently' });
    expect(confirm).toHaveTextContent(PAGE_PERMANENT_DELETE);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === `${BASE}/pages/7/permanent`)).toBe(true));
  });
});
