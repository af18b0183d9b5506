import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nextSort, nextTriState } from '../../../components/list-controls';
import { EMPTY_FILTERED_ORDERS, EMPTY_ORDERS, OrderHistoryPage } from './order-history-page';
import { addedAs, fulfilment, giftLabel } from '../../../domain/registrations/components/registration-display';
import { mockFetch, paged, registration, renderMarketplace, resetDom } from './marketplace-test-utils';

beforeEach(resetDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const managers = [
  { user_id: 11, name: 'Maria Manager', role: 'manager' as const },
  { user_id: 12, name: 'Sam Associate', role: 'associate' as const },
  { user_id: 1, name: 'Account Manager', role: 'bb_admin' as const },
];
const ordersPath = '/teams/7/gb-registrations';
const lastOrdersCall = (calls: ReturnType<typeof mockFetch>) => calls.filter((c) => c.path.endsWith(ordersPath)).at(-1)!;

describe('fulfilment and column display', () => {
  it('maps the registration dates to the fulfilment state', () => {
    const base = { rejected_at: null, confirmed_at: null, sent_at: null, delivery_status: null, tracking_url: null };
    expect(fulfilment(base).label).toBe('Unclaimed');
    expect(fulfilment({ ...base, rejected_at: '2025-03-01T00:00:00Z' }).label).toBe('Rejected');
    expect(fulfilment({ ...base, confirmed_at: '2025-03-01T00:00:00Z' }).label).toBe('Processing');
    const sent = fulfilment({ ...base, confirmed_at: '2025-03-01T00:00:00Z', sent_at: '2025-03-02T00:00:00Z', tracking_url: 'https://track.example/1' });
    expect(sent).toMatchObject({ label: 'Sent', tracking: 'https://track.example/1' });
    expect(fulfilment({ ...base, confirmed_at: '2025-03-01T00:00:00Z', sent_at: '2025-03-02T00:00:00Z' })).toMatchObject({ label: 'Sent', tracking: null });
    expect(fulfilment({ ...base, confirmed_at: '2025-03-01T00:00:00Z', sent_at: '2025-03-02T00:00:00Z', delivery_status: 'return' }).label).toBe('Returned');
  });

  it('names how it was added and the gift', () => {
    expect(addedAs({ invited_at: '2025-03-01T00:00:00Z', registered_by: null })).toBe('LINK INVITE');
    expect(addedAs({ invited_at: null, registered_by: 11 })).toBe('DIRECT SEND');
    expect(addedAs({ invited_at: null, registered_by: null })).toBe('UNKNOWN');
    expect(giftLabel({ registered_at: '2025-03-01T00:00:00Z', product_id: 101, product_name: 'Hamper', rejected_at: null, confirmed_at: '2025-03-01T00:00:00Z' })).toBe('Hamper');
    expect(giftLabel({ registered_at: '2025-03-01T00:00:00Z', product_id: null, product_name: null, rejected_at: null, confirmed_at: null })).toBe('OPTED-OUT');
    expect(giftLabel({ registered_at: null, product_id: null, product_name: null, rejected_at: null, confirmed_at: null })).toBe('No');
  });

  it('cycles filters all → yes → no → all and sorting descending → ascending → none', () => {
    expect([nextTriState(null), nextTriState(true), nextTriState(false)]).toEqual([true, false, null]);
    expect(nextSort({}, 'sent_at')).toEqual({ sort: 'sent_at', direction: 'desc' });
    expect(nextSort({ sort: 'sent_at', direction: 'desc' }, 'sent_at')).toEqual({ sort: 'sent_at', direction: 'asc' });
    expect(nextSort({ sort: 'sent_at', direction: 'asc' }, 'sent_at')).toEqual({});
    expect(nextSort({ sort: 'sent_at', direction: 'asc' }, 'confirmed_at')).toEqual({ sort: 'confirmed_at', direction: 'desc' });
  });
});

describe('OrderHistoryPage', () => {
  it('lists the orders, 10 a page, with recipient, gift, added as and by, and fulfilment with tracking and link copy', async () => {
    const calls = mockFetch([
      {
        path: ordersPath,
        body: paged(
          [
            registration({ id: 1, sent_at: '2025-03-05T10:00:00Z', tracking_url: 'https://track.example/1' }),
            registration({ id: 2, first_name: 'Bo', registration_method: 'link', invited_at: '2025-03-01T10:00:00Z', invited_by_name: 'Sam Associate', registered_by: null, registered_by_name: null, registered_at: null, confirmed_at: null, invite_link: 'http://localhost/pick-a-gift/acme/xyz' }),
            registration({ id: 3, first_name: 'Cy', registration_method: 'link', invited_at: '2025-03-01T10:00:00Z', registered_by: null, registered_at: '2025-03-02T10:00:00Z', product_id: null, product_name: null, confirmed_at: null, rejected_at: '2025-03-02T10:00:00Z', invite_link: 'http://localhost/pick-a-gift/acme/zzz' }),
            registration({ id: 4, first_name: 'Di', confirmed_at: '2025-03-04T10:00:00Z', sent_at: '2025-03-05T10:00:00Z', delivery_status: 'return' }),
          ],
          4,
          1,
          10,
        ),
      },
    ]);
    renderMarketplace(<OrderHistoryPage />, { url: '/marketplace/orders', team: { managers } });
    const rows = await screen.findAllByTestId('order-row');
    expect(lastOrdersCall(calls).query.get('per_page')).toBe('10');
    expect(lastOrdersCall(calls).query.get('platform')).toBe('marketplace');
    expect(rows[0]).toHaveTextContent('Ann Lee');
    expect(rows[0]).toHaveTextContent('ann@example.com');
    expect(rows[0]).toHaveTextContent('Afternoon Tea Hamper');
    expect(rows[0]).toHaveTextContent('DIRECT SEND');
    expect(rows[0]).toHaveTextContent('Maria Manager');
    expect(within(rows[0]!).getByTestId('fulfilment')).toHaveTextContent('Sent');
    expect(within(rows[0]!).getByRole('link', { name: /Tracking/ })).toHaveAttribute('href', 'https://track.example/1');
    expect(rows[1]).toHaveTextContent('LINK INVITE');
    expect(rows[1]).toHaveTextContent('Sam Associate');
    expect(within(rows[1]!).getByTestId('fulfilment')).toHaveTextContent('Unclaimed');
    expect(within(rows[1]!).getByRole('button', { name: /Copy gift link/ })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('OPTED-OUT');
    expect(within(rows[2]!).getByTestId('fulfilment')).toHaveTextContent('Rejected');
    expect(within(rows[2]!).queryByRole('button', { name: /Copy gift link/ })).not.toBeInTheDocument();
    expect(within(rows[3]!).getByTestId('fulfilment')).toHaveTextContent('Returned');
  });

  it('with view-others-orders the member filter lists managers and associates and filters by them', async () => {
    const calls = mockFetch([{ path: ordersPath, body: paged([registration()], 1, 1, 10) }]);
    renderMarketplace(<OrderHistoryPage />, { url: '/marketplace/orders', team: { managers } });
    await screen.findAllByTestId('order-row');
    expect(lastOrdersCall(calls).query.get('registered_by')).toBeNull();
    const select = screen.getByRole('textbox', { name: 'Added by' });
    expect(select).toBeEnabled();
    await userEvent.click(select);
    expect(await screen.findByRole('option', { name: 'Maria Manager', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Account Manager', hidden: true })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Sam Associate', hidden: true }));
    await waitFor(() => expect(lastOrdersCall(calls).query.get('registered_by')).toBe('12'));
  });

  it('without view-others-orders the member filter is disabled and an associate sees only own orders', async () => {
    const calls = mockFetch([{ path: ordersPath, body: paged([registration()], 1, 1, 10) }]);
    renderMarketplace(<OrderHistoryPage />, { url: '/marketplace/orders?registered_by=11', role: 'associate', deny: ['view-others-orders'], user: { user_id: 12, name: 'Sam Associate' }, team: { managers } });
    await screen.findAllByTestId('order-row');
    const select = screen.getByRole('textbox', { name: 'Added by' });
    expect(select).toBeDisabled();
    expect(select).toHaveValue('Sam Associate');
    // The query string cannot widen it.
    expect(calls.filter((c) => c.path.endsWith(ordersPath)).every((c) => c.query.get('registered_by') === '12')).toBe(true);
  });

  it('three-state filters and sorting go to the query', async () => {
    const calls = mockFetch([{ path: ordersPath, body: paged([registration()], 1, 1, 10) }]);
    renderMarketplace(<OrderHistoryPage />, { url: '/marketplace/orders', team: { managers } });
    await screen.findAllByTestId('order-row');
    const sent = screen.getByRole('button', { name: 'Sent: All' });
    await userEvent.click(sent);
    await waitFor(() => expect(lastOrdersCall(calls).query.get('sent_at')).toBe('true'));
    await userEvent.click(screen.getByRole('button', { name: 'Sent: Yes' }));
    await waitFor(() => expect(lastOrdersCall(calls).query.get('sent_at')).toBe('false'));
    await userEvent.click(screen.getByRole('button', { name: 'Sent: No' }));
    await waitFor(() => expect(lastOrdersCall(calls).query.get('sent_at')).toBeNull());
    expect(screen.getByRole('button', { name: 'Sent: All' })).toBeInTheDocument();

    const th = () => screen.getByRole('columnheader', { name: /Claimed/ });
    await userEvent.click(within(th()).getByRole('button'));
    await waitFor(() => expect(lastOrdersCall(calls).query.get('direction')).toBe('desc'));
    expect(lastOrdersCall(calls).query.get('sort')).toBe('confirmed_at');
    expect(th()).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(th()).getByRole('button'));
    await waitFor(() => expect(lastOrdersCall(calls).query.get('direction')).toBe('asc'));
    await userEvent.click(within(th()).getByRole('button'));
    await waitFor(() => expect(lastOrdersCall(calls).query.get('sort')).toBeNull());
    expect(th()).toHaveAttribute('aria-sort', 'none');
  });

  it('shows the empty state, with a filter-specific text when filtered', async () => {
    mockFetch([{ path: ordersPath, body: paged([], 0, 1, 10) }]);
    renderMarketplace(<OrderHistoryPage />, { url: '/marketplace/orders' });
    expect(await screen.findByTestId('orders-empty')).toHaveTextContent(EMPTY_ORDERS);
    await userEvent.click(screen.getByRole('button', { name: 'Rejected: All' }));
    await waitFor(() => expect(screen.getByTestId('orders-empty')).toHaveTextContent(EMPTY_FILTERED_ORDERS));
  });

  it('searches by name, e-mail or gift once typing stops, from page 1, and a search with no match reads as filtered', async () => {
    const calls = mockFetch([{ path: ordersPath, body: paged([], 0, 1, 10) }]);
    renderMarketplace(<OrderHistoryPage />, { url: '/marketplace/orders?page=3', team: { managers } });
    await screen.findByTestId('orders-empty');
    const before = calls.length;
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'okafor');
    await waitFor(() => expect(lastOrdersCall(calls).query.get('q')).toBe('okafor'));
    // One request for the settled word, not one per letter; the page goes back to 1.
    expect(calls.slice(before).filter((c) => c.path.endsWith(ordersPath) && c.query.get('q')).length).toBe(1);
    expect(lastOrdersCall(calls).query.get('page')).toBe('1');
    expect(screen.getByTestId('orders-empty')).toHaveTextContent(EMPTY_FILTERED_ORDERS);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search' }));
    await waitFor(() => expect(lastOrdersCall(calls).query.get('q')).toBeNull());
  });

  it('a capped total reads as a lower bound in the footer', async () => {
    const body = paged([registration()], 10_001, 1, 10);
    mockFetch([{ path: ordersPath, body: { ...body, meta: { ...body.meta, total_capped: true } } }]);
    renderMarketplace(<OrderHistoryPage />, { url: '/marketplace/orders' });
    await screen.findAllByTestId('order-row');
    expect(screen.getByTestId('paging-footer')).toHaveTextContent('Showing 1–1 of 10,000+ orders');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
