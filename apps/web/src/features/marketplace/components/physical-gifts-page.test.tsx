import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EGiftsPage } from './egifts-page';
import { EMPTY_ADVICE, EMPTY_PHYSICAL, PhysicalGiftsPage } from './physical-gifts-page';
import { TERMS, mockFetch, paged, physical, renderMarketplace, resetDom, voucher } from './marketplace-test-utils';

beforeEach(resetDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const location = () => screen.getByTestId('location').textContent;

describe('PhysicalGiftsPage', () => {
  it('shows the gifts with price inc VAT, availability badges and diet icons, 24 a page', async () => {
    const calls = mockFetch([
      { path: '/terms', body: { data: TERMS } },
      {
        path: '/marketplace/products/physical',
        body: paged([physical(), physical({ id: 102, name: 'Chocolate Box', stock: 2 }), physical({ id: 103, name: 'Gin Set', stock: 0, terms: { type: [], occasion: [], diet: [] } })]),
      },
    ]);
    renderMarketplace(<PhysicalGiftsPage />);
    expect(screen.getByRole('heading', { name: 'Physical Gifts Selection' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Afternoon Tea Hamper');
    expect(cards[0]).toHaveTextContent('£30.00 inc VAT');
    expect(within(cards[0]!).getByRole('img', { name: 'Vegan' })).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Low availability');
    expect(cards[2]).toHaveTextContent('Unavailable');
    const list = calls.find((c) => c.path.endsWith('/marketplace/products/physical'))!;
    expect(list.query.get('per_page')).toBe('24');
    expect(list.query.get('page')).toBe('1');
  });

  it('keeps the filters in the query string and sends them to the catalogue', async () => {
    const calls = mockFetch([
      { path: '/terms', body: { data: TERMS } },
      { path: '/marketplace/products/physical', body: paged([physical()]) },
    ]);
    renderMarketplace(<PhysicalGiftsPage />, { url: '/marketplace/physical?page=2' });
    await screen.findAllByTestId('product-card');

    await userEvent.click(screen.getByRole('textbox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hampers', hidden: true }));
    // A filter change starts again from the first page.
    await waitFor(() => expect(location()).toBe('/marketplace/physical?type=hampers'));
    await waitFor(() => expect(calls.at(-1)!.query.get('type')).toBe('hampers'));
    expect(calls.at(-1)!.query.get('page')).toBe('1');

    await userEvent.click(screen.getByRole('textbox', { name: 'Price' }));
    await userEvent.click(await screen.findByRole('option', { name: '£30 - £50', hidden: true }));
    await waitFor(() => expect(location()).toBe('/marketplace/physical?type=hampers&price=30-50'));
    await waitFor(() => expect(calls.at(-1)!.query.get('price')).toBe('30-50'));
    expect(calls.at(-1)!.query.get('type')).toBe('hampers');

    await userEvent.click(screen.getByRole('textbox', { name: 'Diet' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Vegan', hidden: true }));
    await waitFor(() => expect(calls.at(-1)!.query.get('diet')).toBe('vegan'));

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/marketplace/physical'));
  });

  it('reads the filters from the query string on load', async () => {
    const calls = mockFetch([
      { path: '/terms', body: { data: TERMS } },
      { path: '/marketplace/products/physical', body: paged([physical()]) },
    ]);
    renderMarketplace(<PhysicalGiftsPage />, { url: '/marketplace?occasion=thank-you&price=below-30&page=3' });
    await screen.findAllByTestId('product-card');
    const q = calls.find((c) => c.path.endsWith('/marketplace/products/physical'))!.query;
    expect(q.get('occasion')).toBe('thank-you');
    expect(q.get('price')).toBe('below-30');
    expect(q.get('page')).toBe('3');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Occasion' })).toHaveValue('Thank You'));
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveValue('Below £30');
  });

  it('shows the empty state with advice when nothing matches', async () => {
    mockFetch([
      { path: '/terms', body: { data: TERMS } },
      { path: '/marketplace/products/physical', body: paged([]) },
    ]);
    renderMarketplace(<PhysicalGiftsPage />, { url: '/marketplace?type=chocolate' });
    const empty = await screen.findByTestId('empty-state');
    expect(empty).toHaveTextContent(EMPTY_PHYSICAL);
    expect(EMPTY_PHYSICAL).toBe('There are no available Marketplace products that match your filters.');
    expect(empty).toHaveTextContent(EMPTY_ADVICE);
    expect(screen.queryByTestId('product-grid')).not.toBeInTheDocument();
  });

  it('remembers the per-page choice in the WSPerPage-marketplace cookie', async () => {
    document.cookie = 'WSPerPage-marketplace=48; path=/';
    const calls = mockFetch([
      { path: '/terms', body: { data: TERMS } },
      { path: '/marketplace/products/physical', body: paged([physical()], 60, 1, 48) },
    ]);
    renderMarketplace(<PhysicalGiftsPage />);
    await screen.findAllByTestId('product-card');
    expect(calls.find((c) => c.path.endsWith('/marketplace/products/physical'))!.query.get('per_page')).toBe('48');

    await userEvent.click(screen.getByRole('textbox', { name: 'Per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '12', hidden: true }));
    await waitFor(() => expect(calls.at(-1)!.query.get('per_page')).toBe('12'));
    expect(document.cookie).toContain('WSPerPage-marketplace=12');
  });

  it('opens the product modal from a card and keeps it in the query string', async () => {
    mockFetch([
      { path: '/terms', body: { data: TERMS } },
      { path: '/marketplace/products/physical', body: paged([physical()]) },
      { path: '/products/101', body: physical() },
    ]);
    renderMarketplace(<PhysicalGiftsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Afternoon Tea Hamper, view details' }));
    await waitFor(() => expect(location()).toBe('/marketplace?product=101'));
    const info = await screen.findByTestId('product-info');
    expect(info).toHaveTextContent('Loose-leaf tea, shortbread and jam.');
    expect(within(info).getByRole('button', { name: 'Select & Send' })).toBeInTheDocument();
    expect(within(info).getByRole('button', { name: 'Create A New Invitation' })).toBeInTheDocument();
  });
});

describe('EGiftsPage', () => {
  it('filters the brands by category and loads up to 1000 at first', async () => {
    const calls = mockFetch([{ path: '/marketplace/products/digital', reply: (c) => ({ body: paged(c.query.get('category') === 'books' ? [voucher()] : [voucher(), voucher({ id: 202, name: 'Cinema eGift', category: 'tv-and-movies' })]) }) }]);
    renderMarketplace(<EGiftsPage />, { url: '/marketplace/digital' });
    expect(screen.getByRole('heading', { name: 'eGifts Selection' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
    expect(calls[0]!.query.get('per_page')).toBe('1000');
    expect(screen.getAllByTestId('product-card')[0]).toHaveTextContent('£5 – £100');

    await userEvent.click(screen.getByRole('textbox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Books', hidden: true }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
    expect(calls.at(-1)!.query.get('category')).toBe('books');
    expect(location()).toBe('/marketplace/digital?category=books');
  });
});
