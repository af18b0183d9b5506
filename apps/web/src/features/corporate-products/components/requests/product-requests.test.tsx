import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { ProductRequestDetailPage } from './product-request-detail-page';
import { ProductRequestModal } from './product-request-modal';
import { ProductRequestsPage } from './product-requests-page';
import { RequestPathAlias } from './request-path-alias';
import { RestockModal } from './restock-modal';
import { fill, mockFetch, modalSize, paged, productRequest, renderWithSession, resetDom, SLOW } from './requests-test-utils';

beforeEach(resetDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listPath = '/teams/7/products/requests';
const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('textbox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
};

describe('ProductRequestsPage', () => {
  it('lists the requests; new ones link to their detail under the reading in use, restocks to their product', SLOW, async () => {
    mockFetch([
      {
        path: listPath,
        body: paged([
          productRequest(),
          productRequest({ id: 6, name: 'Hoodie', request_type: 'restock', product_id: 40, product_name: 'Hoodie', reorder_moq: 50, stock: 50, status: 'in_progress' }),
        ]),
      },
    ]);
    renderWithSession(<ProductRequestsPage />, { url: '/corporate-products/requests' });
    const rows = await screen.findAllByTestId('product-request-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Branded Mug' })).toHaveAttribute('href', '/corporate-products/requests/5');
    expect(within(rows[0]!).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('04/03/26')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Hoodie' })).toHaveAttribute('href', '/corporate-products/40');
    expect(within(rows[1]!).getByText('Restock')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('In Progress')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request New Product' })).toBeInTheDocument();
  });

  it('shows the Pro banner and no request button to a team without Pro', SLOW, async () => {
    mockFetch([{ path: listPath, body: paged([]) }]);
    renderWithSession(<ProductRequestsPage />, { url: '/campaigns/corporate-products/requests', plan: 'free' });
    expect(await screen.findByTestId('pro-gate')).toHaveTextContent('Requesting new products is only available with');
    expect(screen.getByTestId('pro-gate')).toHaveTextContent('HUB Pro plan. Please upgrade your account to continue.');
    expect(screen.queryByRole('button', { name: 'Request New Product' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('requests-empty')).toHaveTextContent('Your team has not requested any products yet.');
  });

  it('in the demo the button opens the sign-up prompt instead of the form', SLOW, async () => {
    mockFetch([{ path: listPath, body: paged([]) }]);
    const { ui } = renderWithSession(<ProductRequestsPage />, { url: '/campaigns/corporate-products/requests', demo: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Request New Product' }));
    expect(ui.openSignUp).toHaveBeenCalled();
    expect(screen.queryByTestId('product-request-form')).not.toBeInTheDocument();
  });
});

describe('ProductRequestModal', () => {
  it('shows the spec’s first message per field and sends nothing', SLOW, async () => {
    const calls = mockFetch([]);
    renderWithSession(<ProductRequestModal opened onClose={vi.fn()} />);
    const stock = await screen.findByRole('textbox', { name: 'Stock' });
    expect(stock).toHaveValue('100');
    expect(modalSize(screen.getByRole('dialog', { name: 'Request New Product' }))).toContain('28.125rem');
    await fill(stock, '');
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Product Type is required.')).toBeInTheDocument();
    expect(screen.getByText('Description is required.')).toBeInTheDocument();
    expect(screen.getByText('Stock is required.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('asks base product and customisation for a product, box content for a gift box, and sends only those with a key', SLOW, async () => {
    const calls = mockFetch([{ method: 'POST', path: listPath, body: productRequest({ product_type: 'giftbox' }) }]);
    const onClose = vi.fn();
    renderWithSession(<ProductRequestModal opened onClose={onClose} />);
    await fill(await screen.findByRole('textbox', { name: 'Name' }), 'Welcome Box');
    await choose('Product Type', 'Product');
    await fill(screen.getByRole('textbox', { name: 'Base Product' }), 'Mug');
    expect(screen.queryByRole('textbox', { name: 'Box Content' })).not.toBeInTheDocument();
    await choose('Product Type', 'Gift Box');
    expect(screen.queryByRole('textbox', { name: 'Base Product' })).not.toBeInTheDocument();
    await fill(screen.getByRole('textbox', { name: 'Box Content' }), 'Tea and socks');
    await fill(screen.getByRole('textbox', { name: 'Description' }), 'For new starters');
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ name: 'Welcome Box', product_type: 'giftbox', description: 'For new starters', stock: 100, base_product: '', customisation: '', box_content: 'Tea and socks', send_email: true });
    expect(post.headers['idempotency-key']).toBeTruthy();
  });

  it('shows the server’s messages per field', SLOW, async () => {
    mockFetch([{ method: 'POST', path: listPath, status: 422, body: { message: 'Invalid', code: 'validation', errors: { name: ['Name maximal length is 200'] } } }]);
    renderWithSession(<ProductRequestModal opened onClose={vi.fn()} />);
    await fill(await screen.findByRole('textbox', { name: 'Name' }), 'Mug');
    await choose('Product Type', 'Product');
    await fill(screen.getByRole('textbox', { name: 'Description' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Name maximal length is 200')).toBeInTheDocument();
  });
});

describe('RestockModal', () => {
  it('starts at the MOQ, refuses less with the minimum named, and sends the MOQ', SLOW, async () => {
    const calls = mockFetch([{ method: 'POST', path: '/products/40/restock', body: productRequest({ request_type: 'restock', stock: 50 }) }]);
    const onClose = vi.fn();
    renderWithSession(<RestockModal product={{ id: 40, name: 'Hoodie', reorder_moq: 50 }} opened onClose={onClose} />);
    const stock = await screen.findByRole('textbox', { name: 'Stock' });
    expect(stock).toHaveValue('50');
    expect(modalSize(screen.getByRole('dialog', { name: 'Restock Hoodie' }))).toContain('28.125rem');
    expect(screen.getByText('The minimum order quantity is 50.')).toBeInTheDocument();
    await fill(stock, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Request Restock' }));
    expect(await screen.findByText('Stock must be at least 50')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await fill(stock, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Request Restock' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ stock: 50, team_id: 7, send_email: true });
  });

  it('starts at 10 when the MOQ is 1', SLOW, async () => {
    mockFetch([]);
    renderWithSession(<RestockModal product={{ id: 41, name: 'Pen', reorder_moq: 1 }} opened onClose={vi.fn()} />);
    expect(await screen.findByRole('textbox', { name: 'Stock' })).toHaveValue('10');
  });
});

describe('ProductRequestDetailPage', () => {
  const at = () => (
    <Routes>
      <Route path="/campaigns/corporate-products/requests/:id" element={<ProductRequestDetailPage />} />
      <Route path="/campaigns/corporate-products/requests" element={<p>The list</p>} />
    </Routes>
  );

  it('shows the fields with Edit and Cancel while pending, and cancels after asking', SLOW, async () => {
    const calls = mockFetch([
      { path: '/products/requests/5', body: productRequest() },
      { method: 'PUT', path: '/products/requests/5', body: productRequest({ status: 'cancelled' }) },
    ]);
    renderWithSession(at(), { url: '/campaigns/corporate-products/requests/5' });
    expect(await screen.findByRole('heading', { name: 'Branded Mug' })).toBeInTheDocument();
    expect(screen.getByText('Mug 11oz')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the request for Branded Mug' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Request' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ status: 'cancelled', team_id: 7 });
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('shows no Edit or Cancel once not pending, and the staff note of a rejection', SLOW, async () => {
    mockFetch([{ path: '/products/requests/5', body: productRequest({ status: 'rejected', staff_note: 'We cannot print on glass.' }) }]);
    renderWithSession(at(), { url: '/campaigns/corporate-products/requests/5' });
    expect(await screen.findByText('We cannot print on glass.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByText('Only pending requests can be edited or cancelled.')).toBeInTheDocument();
  });

  it('offers no Edit or Cancel to a team without Pro (the API would refuse)', SLOW, async () => {
    mockFetch([{ path: '/products/requests/5', body: productRequest() }]);
    renderWithSession(at(), { url: '/campaigns/corporate-products/requests/5', plan: 'free' });
    expect(await screen.findByRole('heading', { name: 'Branded Mug' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('is reached from the /campaigns/requests/{id} reading too', SLOW, async () => {
    mockFetch([{ path: '/products/requests/5', body: productRequest() }]);
    renderWithSession(
      <Routes>
        <Route path="/campaigns/requests/:id" element={<RequestPathAlias />} />
        <Route path="/campaigns/corporate-products/requests/:id" element={<ProductRequestDetailPage />} />
      </Routes>,
      { url: '/campaigns/requests/5' },
    );
    expect(await screen.findByRole('heading', { name: 'Branded Mug' })).toBeInTheDocument();
  });

  it('goes back to the list on a 404', SLOW, async () => {
    mockFetch([{ path: '/products/requests/9', status: 404, body: { message: 'Product request not found.', code: 'not_found' } }]);
    renderWithSession(at(), { url: '/campaigns/corporate-products/requests/9' });
    expect(await screen.findByText('The list')).toBeInTheDocument();
  });
});
