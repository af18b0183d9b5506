import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageMeta } from '@gifthub/shared/paging';
import { importTexts, WAREHOUSE_IMPORT_TEMPLATE_TEXT } from '@gifthub/shared/warehouse-import';
import { WAREHOUSE_STATUS_FILTERS, warehouseTexts, type TWarehouseOrder, type TWarehouseProduct } from '@gifthub/shared/warehouse';
import { fill, mockFetch, renderWithSession, SLOW } from '../../../test/session';
import { FulfilmentPage } from './fulfilment-page';
import { ImportOrdersPage } from './import-orders-page';
import { InventoryPage } from './inventory-page';
import { NOT_LISTED } from './fulfilment-access';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listed = { features: { oms: false, surveys: true, fulfilment: true, fulfilment_import: true, fulfilment_fees: false } };
const order = (id: number, over: Partial<TWarehouseOrder> = {}): TWarehouseOrder => ({
  id,
  warehouse_id: `WH-${id}`,
  original_id: `ORD-${id}`,
  status: 'due',
  customer_name: `Ann ${id}`,
  customer_email: `ann${id}@example.com`,
  destination: { address_1: '1 Road', city: 'Leeds', postcode: 'LS1 1AA', country: 'GB' },
  status_updates: [{ status: 'due', reason: 'Order received', updated_at: '2026-11-01T10:00:00Z' }],
  warehouse_requests: [],
  line_items: [
    { item_id: 'A', item_name: 'Mug', quantity: 2, item_image: null },
    { item_id: 'B', item_name: 'Pen', quantity: 1, item_image: null },
    { item_id: 'C', item_name: 'Cap', quantity: 1, item_image: null },
  ],
  line_items_total: 5,
  total: 12.5,
  order_date: '2026-11-01T10:00:00Z',
  send_date: null,
  expected_delivery: null,
  carrier: null,
  carrier_method: null,
  carrier_url: null,
  transaction_id: null,
  handling_fee: null,
  freight_fee: null,
  ioss_vat_fee: null,
  registration_id: null,
  ...over,
});
const statuses = [...WAREHOUSE_STATUS_FILTERS.map((s, i) => ({ status: s, total: 10 + i })), { status: 'all' as const, total: 45 }];
const ordersPage = (ids: number[], page: number, total = 45) => ({ data: ids.map((id) => order(id)), meta: { ...pageMeta(total, page, 30), statuses, latest_id: 900 } });

describe('FulfilmentPage', () => {
  it('shows the status links with counts, the first 3 line items, and loads more; hides the fee columns', SLOW, async () => {
    const calls = mockFetch([{ path: '/teams/7/warehouse/orders', reply: (c) => ({ body: c.query.get('page') === '2' ? ordersPage([31, 32], 2, 32) : ordersPage(Array.from({ length: 30 }, (_, i) => 100 - i), 1, 32) }) }]);
    renderWithSession(<FulfilmentPage />, { team: listed, url: '/fulfilment?status=due' });
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(30));
    expect(screen.getByTestId('status-due')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('status-due')).toHaveTextContent('Due10');
    expect(screen.getByTestId('status-all')).toHaveTextContent('All45');
    expect(calls[0]!.query.get('status')).toBe('due');
    const items = within(screen.getAllByTestId('order-items')[0]!);
    expect(items.getByText('2 × Mug')).toBeInTheDocument();
    expect(items.getByText('+2 more')).toBeInTheDocument();
    expect(screen.queryByText('Handling Fee')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(32));
    expect(screen.queryByTestId('load-more')).not.toBeInTheDocument();
  });

  it('shows the fee columns for a team whose flag says so, and sorts descending, ascending, then none', SLOW, async () => {
    const calls = mockFetch([{ path: '/teams/7/warehouse/orders', body: { ...ordersPage([1], 1, 1), data: [order(1, { handling_fee: 1.5, freight_fee: 3, ioss_vat_fee: 0 })] } }]);
    renderWithSession(<FulfilmentPage />, { team: { features: { ...listed.features, fulfilment_fees: true } }, url: '/fulfilment' });
    await waitFor(() => expect(screen.getByText('£1.50')).toBeInTheDocument());
    expect(screen.getByText('Handling Fee')).toBeInTheDocument();
    const sortBy = () => userEvent.click(screen.getByRole('button', { name: 'Order Date' }));
    await sortBy();
    await waitFor(() => expect(calls.at(-1)!.query.get('direction')).toBe('desc'));
    expect(calls.at(-1)!.query.get('sort')).toBe('order_date');
    await sortBy();
    await waitFor(() => expect(calls.at(-1)!.query.get('direction')).toBe('asc'));
    await sortBy();
    await waitFor(() => expect(calls.at(-1)!.query.get('sort')).toBeNull());
  });

  it('select all loads every id, then a bulk warehouse request names them all and shows the success text', SLOW, async () => {
    const calls = mockFetch([
      { path: '/teams/7/warehouse/orders', reply: (c) => ({ body: c.query.get('per_page') === '500' ? ordersPage(Array.from({ length: 45 }, (_, i) => 200 - i), 1) : ordersPage([200, 199], 1) }) },
      { method: 'POST', path: '/teams/7/warehouse/requests', body: { id: 1, items: 45, message: warehouseTexts.requestSent } },
    ]);
    renderWithSession(<FulfilmentPage />, { team: listed, url: '/fulfilment' });
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(2));
    await userEvent.click(screen.getByTestId('select-all'));
    await waitFor(() => expect(screen.getByTestId('selection-count')).toHaveTextContent('45 selected'));
    await userEvent.click(screen.getByTestId('bulk-request'));
    await userEvent.click(await screen.findByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Subject is required.')).toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    await fill(screen.getByLabelText(/Subject/), 'Please hold');
    await fill(screen.getByLabelText(/Message/), 'Hold these until Monday.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByTestId('warehouse-request-sent')).toHaveTextContent('Your warehouse request has been sent successfully. We will be in touch soon.');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ type: 'orders', subject: 'Please hold', message: 'Hold these until Monday.', urgent: false });
    expect((post.body as { items: number[] }).items).toHaveLength(45);
  });

  it('deletes after the confirmation that only due orders go', SLOW, async () => {
    const calls = mockFetch([
      { path: '/teams/7/warehouse/orders', body: ordersPage([5, 4], 1, 2) },
      { method: 'POST', path: '/teams/7/warehouse/orders/delete', body: { deleted: 1, message: '1 order has been deleted.' } },
    ]);
    renderWithSession(<FulfilmentPage />, { team: listed, url: '/fulfilment' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select order 5' }));
    await userEvent.click(screen.getByTestId('bulk-delete'));
    expect(await screen.findByTestId('delete-confirm-text')).toHaveTextContent(warehouseTexts.deleteConfirm);
    await userEvent.click(screen.getByTestId('confirm-delete'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [5] }));
  });

  it('tells a team that is not listed, and asks nothing of the API', () => {
    const calls = mockFetch([]);
    renderWithSession(<FulfilmentPage />, { url: '/fulfilment' });
    expect(screen.getByTestId('fulfilment-not-listed')).toHaveTextContent(NOT_LISTED);
    expect(calls).toHaveLength(0);
  });
});

describe('ImportOrdersPage', () => {
  const upload = async (text: string) => {
    // Mantine's FileInput keeps its file input hidden beside the button.
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File([text], 'orders.csv', { type: 'text/csv' })] } });
    await userEvent.click(await screen.findByTestId('import-submit'));
  };

  it('lists each error of the file with its line and field, and sends nothing', SLOW, async () => {
    const calls = mockFetch([]);
    renderWithSession(<ImportOrdersPage />, { team: listed, url: '/fulfilment/import' });
    const [header, line] = WAREHOUSE_IMPORT_TEMPLATE_TEXT.trim().split('\n') as [string, string];
    await upload([header, line, line.replace('ORD-1001;processing', 'ORD-2;due'), line.replace('ORD-1001;processing;Jane;Doe', 'ORD-3;processing;Jane;')].join('\n'));
    const rows = await screen.findAllByTestId('import-error');
    expect(rows.map((r) => r.textContent)).toEqual([`3status${importTexts.status}`, '4last_nameLast Name is required.']);
    expect(screen.getByTestId('import-summary')).toHaveTextContent(importTexts.requiredMissing(4, 'last_name'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends a good file with an Idempotency-Key and shows the complete screen', SLOW, async () => {
    const calls = mockFetch([{ method: 'POST', path: '/teams/7/warehouse/orders/import', body: { imported: 1, skipped: 0, errors: [] } }]);
    renderWithSession(<ImportOrdersPage />, { team: listed, url: '/fulfilment/import' });
    await upload(WAREHOUSE_IMPORT_TEMPLATE_TEXT);
    expect(await screen.findByTestId('import-complete')).toHaveTextContent('1 order was imported with the status Processing.');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ lines: [2], rows: [{ id: 'ORD-1001', status: 'processing' }] });
    expect(post.headers['idempotency-key']).toBeTruthy();
  });

  it("shows the server's errors by line and field", SLOW, async () => {
    mockFetch([{ method: 'POST', path: '/teams/7/warehouse/orders/import', status: 422, body: { message: 'The file has 1 error', code: 'validation_failed', errors: { file: ['The file has 1 error'], '2:item_1_id': ['Item 1 ID is not a product in your warehouse inventory.'] } } }]);
    renderWithSession(<ImportOrdersPage />, { team: listed, url: '/fulfilment/import' });
    await upload(WAREHOUSE_IMPORT_TEMPLATE_TEXT);
    expect((await screen.findAllByTestId('import-error')).map((r) => r.textContent)).toEqual(['2item_1_idItem 1 ID is not a product in your warehouse inventory.']);
  });

  it('a team not integrated for bulk import reads the contact-us message and cannot import', () => {
    mockFetch([]);
    const { ui } = renderWithSession(<ImportOrdersPage />, { team: { features: { ...listed.features, fulfilment_import: false } }, url: '/fulfilment/import' });
    expect(screen.getByTestId('import-not-integrated')).toHaveTextContent(warehouseTexts.notIntegrated);
    expect(screen.getByTestId('import-submit')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Contact us' }));
    expect(ui.openContact).toHaveBeenCalled();
  });
});

describe('InventoryPage', () => {
  const product = (id: number, over: Partial<TWarehouseProduct> = {}): TWarehouseProduct => ({ id, warehouse_id: `WH-${id}`, name: `Mug ${id}`, sku: `SKU-${id}`, image_url: null, status: 'active', stock_level: 40, ...over });
  it('lists the columns, counts per status, and a row WH Request opens the modal for that product', SLOW, async () => {
    const calls = mockFetch([
      {
        path: '/teams/7/warehouse/products',
        body: { data: [product(1), product(2, { status: 'low', stock_level: 3 })], meta: { ...pageMeta(2, 1, 30), statuses: [{ status: 'active', total: 1 }, { status: 'low', total: 1 }, { status: 'out_of_stock', total: 0 }, { status: 'discontinued', total: 0 }, { status: 'all', total: 2 }] } },
      },
      { method: 'POST', path: '/teams/7/warehouse/requests', body: { id: 3, items: 1, message: warehouseTexts.requestSent } },
    ]);
    renderWithSession(<InventoryPage />, { team: listed, url: '/fulfilment/inventory' });
    expect(screen.getByRole('heading', { name: 'Warehouse Products Inventory' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('product-row')).toHaveLength(2));
    for (const h of ['Product ID', 'Product Name & SKU', 'Status', 'Stock Level (units)', 'Actions']) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(screen.getByTestId('status-low')).toHaveTextContent('Low stock1');
    await userEvent.click(screen.getByRole('button', { name: 'WH Request about Mug 2' }));
    await fill(await screen.findByLabelText(/Subject/), 'Restock');
    await fill(screen.getByLabelText(/Message/), 'Please restock 100.');
    await userEvent.click(screen.getByLabelText('Urgent'));
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByTestId('warehouse-request-sent')).toHaveTextContent(warehouseTexts.requestSent);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ type: 'products', items: [2], subject: 'Restock', message: 'Please restock 100.', urgent: true });
  });
});
