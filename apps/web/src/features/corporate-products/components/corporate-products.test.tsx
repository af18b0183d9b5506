import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { corporateProductTexts, type TCorporateProduct, type TCorporateProductCard, type TProductOrder } from '@gifthub/shared/corporate-products';
import { pageMeta } from '@gifthub/shared/paging';
import { fill, mockFetch, renderWithSession, SLOW } from '../../../test/session';
import { CorporateProductsPage } from './corporate-products-page';
import { ProductDetailPage } from './product-detail-page';
import { modalSize } from './requests/requests-test-utils';

beforeEach(() => {
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = (over: Partial<TCorporateProductCard> = {}): TCorporateProductCard => ({
  id: 1,
  name: 'Welcome Box',
  image_url: null,
  product_type: 'kitted',
  status: 'active',
  team_status: 'active',
  stock: 120,
  allocated: 10,
  multi_allocated: 0,
  ...over,
});
const listOf = (kitted: TCorporateProductCard[], other: TCorporateProductCard[], preview = false) => ({
  kitted,
  other,
  meta: { ...pageMeta(kitted.length + other.length, 1, 200), preview },
});
const product = (over: Partial<TCorporateProduct> = {}): TCorporateProduct => ({
  ...card(),
  slug: 'acme-welcome-box',
  description: '<p>Our <strong>welcome box</strong>.</p>',
  type: 'physical',
  reorder_moq: 50,
  count_sent: 36,
  created_at: '2026-01-10T09:00:00Z',
  box_content: 'Mug, notebook',
  components: [
    { id: 1, component_id: 11, name: 'Branded Mug', image_url: null, expected_quantity: 150, actual_quantity: 148, requested_at: '2026-01-01T09:00:00Z', delivered_at: '2026-01-05T09:00:00Z', kitted_at: null, general: false },
    { id: 2, component_id: 12, name: 'Belgian Chocolates', image_url: null, expected_quantity: 150, actual_quantity: 150, requested_at: null, delivered_at: null, kitted_at: null, general: true },
  ],
  kitting_date: '2026-02-01T09:00:00Z',
  price: 38.4,
  price_ex_vat: 32,
  preview: false,
  ...over,
});
const order = (id: number): TProductOrder => ({ id, first_name: 'Rita', last_name: `Recipient${id}`, email: `r${id}@example.com`, quantity: 1, campaign_id: 3, campaign_name: 'Client Thank You', registered_at: '2026-03-04T09:00:00Z' });
const orders = (page = 1, total = 12) => ({ data: Array.from({ length: page === 1 ? 10 : total - 10 }, (_, i) => order(100 - i - (page - 1) * 10)), meta: pageMeta(total, page, 10) });

const detail = (p: TCorporateProduct, opts: Parameters<typeof renderWithSession>[1] = {}) =>
  renderWithSession(
    <Routes>
      <Route path="/corporate-products" element={<p>The list</p>} />
      <Route path="/corporate-products/:id" element={<ProductDetailPage />} />
    </Routes>,
    { url: `/corporate-products/${p.id}`, ...opts },
  );

describe('CorporateProductsPage', () => {
  it('shows the kitted boxes and the other products with their labels, linking under the reading in use', SLOW, async () => {
    mockFetch([{ path: '/teams/7/products', body: listOf([card(), card({ id: 2, name: 'Christmas Hamper', product_type: 'box', stock: 0, allocated: 0 })], [card({ id: 3, name: 'Mug', product_type: 'product', stock: 14, allocated: 4, team_status: 'paused' })]) }]);
    renderWithSession(<CorporateProductsPage />, { url: '/campaigns/corporate-products' });
    expect(await screen.findByTestId('products-count')).toHaveTextContent('You have 3 corporate products.');
    const kitted = within(screen.getByTestId('kitted-section'));
    expect(kitted.getByRole('heading', { name: 'Your Kitted Boxes' })).toBeInTheDocument();
    const cards = kitted.getAllByTestId('product-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAttribute('href', '/campaigns/corporate-products/1');
    expect(within(cards[0]!).getByTestId('stock-label')).toHaveTextContent('In Stock');
    expect(within(cards[0]!).getByTestId('allocation-label')).toHaveTextContent('Alloc');
    expect(within(cards[1]!).getByTestId('stock-label')).toHaveTextContent('Out of Stock');
    expect(within(cards[1]!).getByTestId('allocation-label')).toHaveTextContent('No Alloc');
    const other = within(screen.getByTestId('other-section'));
    expect(other.getByRole('heading', { name: 'Your Other Products' })).toBeInTheDocument();
    expect(other.getByTestId('stock-label')).toHaveTextContent('Low Stock');
    expect(other.getByTestId('allocation-label')).toHaveTextContent('Low Alloc');
    expect(other.getByText('Paused')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Product Requests/ })).toHaveAttribute('href', '/campaigns/corporate-products/requests');
    expect(screen.queryByTestId('pro-gate')).toBeNull();
  });

  it('says so when the team has none', SLOW, async () => {
    mockFetch([{ path: '/teams/7/products', body: listOf([], []) }]);
    renderWithSession(<CorporateProductsPage />, { url: '/corporate-products' });
    expect(await screen.findByTestId('products-count')).toHaveTextContent(corporateProductTexts.empty);
    expect(screen.queryByTestId('kitted-section')).toBeNull();
  });

  it('shows the demo preview under the pro banner to a team without Pro', SLOW, async () => {
    mockFetch([{ path: '/teams/7/products', body: listOf([card({ name: 'Demo Welcome Box' })], [], true) }]);
    renderWithSession(<CorporateProductsPage />, { url: '/corporate-products', plan: 'free' });
    expect(await screen.findByText('Demo Welcome Box')).toBeInTheDocument();
    expect(screen.getByTestId('pro-gate')).toHaveTextContent('Managing corporate products is only available with');
    expect(screen.getByTestId('products-preview')).toBeInTheDocument();
  });
});

describe('ProductDetailPage', () => {
  it('shows the product: labels, figures, sanitised description, box content, components and orders', SLOW, async () => {
    mockFetch([
      { path: '/teams/7/product/1', body: product() },
      { path: '/teams/7/product/1/orders', body: orders() },
    ]);
    detail(product());
    expect(await screen.findByRole('heading', { name: 'Welcome Box', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('stock-label')).toHaveTextContent('In Stock');
    expect(screen.getByTestId('product-description').querySelector('strong')).toHaveTextContent('welcome box');
    expect(screen.getByTestId('figure-type')).toHaveTextContent('Physical');
    expect(screen.getByTestId('figure-reorder-moq')).toHaveTextContent('50');
    expect(screen.getByTestId('figure-free-to-allocate')).toHaveTextContent('110');
    expect(screen.getByTestId('figure-sent')).toHaveTextContent('36');
    expect(screen.getByTestId('figure-kitting-date')).toHaveTextContent('01/02/26');
    expect(screen.getByTestId('box-content')).toHaveTextContent('Mug, notebook');
    const components = within(screen.getByTestId('product-components'));
    // The team's own component links to its page; a general one explains why it cannot be managed.
    expect(components.getByRole('link', { name: 'Branded Mug' })).toHaveAttribute('href', '/corporate-products/11');
    expect(components.getByText('148')).toBeInTheDocument();
    await userEvent.click(components.getByRole('button', { name: 'Belgian Chocolates' }));
    expect(await screen.findByTestId('general-notice')).toHaveTextContent(
      'This gift box component is general Gift HUB product, not specific to your team or company, so you can not manage its properties.',
    );
    const rows = within(await screen.findByTestId('product-orders')).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(screen.getByTestId('paging-footer')).toHaveTextContent('Showing 1–10 of 12 orders');
  });

  it('pages the orders with Next', SLOW, async () => {
    const calls = mockFetch([
      { path: '/teams/7/product/1', body: product() },
      { path: '/teams/7/product/1/orders', reply: (c) => ({ body: orders(Number(c.query.get('page'))) }) },
    ]);
    detail(product());
    await screen.findByText('Recipient100', { exact: false });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Recipient90', { exact: false })).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/orders')).map((c) => c.query.get('page'))).toEqual(['1', '2']);
    // The per-page choice of every table footer (10, 20 or 50) starts again at page 1.
    await userEvent.click(screen.getByRole('textbox', { name: 'Per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '20', hidden: true }));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/orders')).at(-1)?.query.get('per_page')).toBe('20'));
    expect(calls.filter((c) => c.path.endsWith('/orders')).at(-1)?.query.get('page')).toBe('1');
  });

  it('pauses an active product (no Activate), and staff convert it to a kitted box after the confirm', SLOW, async () => {
    const p = product({ product_type: 'product', components: [], kitting_date: null });
    const calls = mockFetch([
      { path: '/teams/7/product/1', body: p },
      { path: '/teams/7/product/1/orders', body: orders(1, 0) },
      { path: '/teams/7/product/1', method: 'PUT', reply: (c) => ({ body: { ...p, ...(c.body as object), product_type: (c.body as { action?: string }).action ? 'kitted' : p.product_type } }) },
    ]);
    detail(p, { role: 'bb_admin' });
    const pause = await screen.findByRole('button', { name: 'Pause' });
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
    await userEvent.click(pause);
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ team_status: 'paused' }));
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Convert to Kitted Box' }));
    expect(await screen.findByText(corporateProductTexts.convertConfirm)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toContainEqual({ action: 'convert_to_kitted' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Convert to Kitted Box' })).toBeNull());
  });

  it('offers no convert to a manager, and no actions at all on a preview', SLOW, async () => {
    mockFetch([
      { path: '/teams/7/product/1', body: product({ product_type: 'product' }) },
      { path: '/teams/7/product/1/orders', body: orders(1, 0) },
    ]);
    detail(product());
    expect(await screen.findByRole('button', { name: 'Edit Product' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Convert to Kitted Box' })).toBeNull();
    cleanup();
    mockFetch([
      { path: '/teams/7/product/1', body: product({ preview: true }) },
      { path: '/teams/7/product/1/orders', body: orders(1, 0) },
    ]);
    detail(product(), { plan: 'free' });
    expect(await screen.findByTestId('pro-gate')).toBeInTheDocument();
    expect(screen.queryByTestId('product-actions')).toBeNull();
  });

  it('edits the product with the spec messages, first per field', SLOW, async () => {
    const calls = mockFetch([
      { path: '/teams/7/product/1', body: product() },
      { path: '/teams/7/product/1/orders', body: orders(1, 0) },
      { path: '/teams/7/product/1', method: 'PUT', reply: (c) => ({ body: { ...product(), ...(c.body as object) } }) },
    ]);
    detail(product());
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Product' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    // The default modal width (spec 3 §9: 450).
    expect(modalSize(screen.getByRole('dialog', { name: 'Edit Product' }))).toContain('28.125rem');
    await fill(name, '');
    await fill(screen.getByRole('textbox', { name: 'Description' }), '');
    await userEvent.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Description is required.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await fill(name, 'Welcome Box 2026');
    await fill(screen.getByRole('textbox', { name: 'Description' }), '<p>New</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Save Product' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Welcome Box 2026', status: 'active', description: '<p>New</p>' }));
  });

  it('goes back to the list on a 404', SLOW, async () => {
    mockFetch([{ path: '/teams/7/product/9', status: 404, body: { message: 'Product not found.', code: 'not_found' } }]);
    detail(product({ id: 9 }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
  });
});
