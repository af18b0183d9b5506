import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFulfilmentItem } from '@gifthub/shared/registrations';
import { Providers, makeQueryClient } from '../../../app/providers';
import { AdminFulfilmentPage } from './admin-fulfilment-page';
import { ACTIONS_BY_STATE, fulfilmentRowState as rowState } from '@gifthub/shared/fulfilment';

// Mantine's combobox scrolls the selected option into view; the test DOM lacks it.
Element.prototype.scrollIntoView ??= () => {};

const item = (over: Partial<TFulfilmentItem> = {}): TFulfilmentItem => ({
  id: 41,
  type: 'physical',
  registration_method: 'link',
  first_name: 'Rita',
  last_name: 'Recipient',
  email: 'rita@example.com',
  invited_at: '2025-05-01T09:00:00.000Z',
  invited_by: 2,
  invited_by_name: 'Mia Manager',
  visited_at: '2025-05-01T10:00:00.000Z',
  registered_at: '2025-05-01T10:05:00.000Z',
  registered_by: null,
  registered_by_name: null,
  confirmed_at: '2025-05-01T10:05:00.000Z',
  processed_at: '2025-05-02T08:00:00.000Z',
  sent_at: null,
  rejected_at: null,
  delivery_status: null,
  tracking_url: null,
  product_id: 7,
  product_name: 'Artisan Cheese Board',
  quantity: 1,
  voucher_value: null,
  gift_iv_cost: 30,
  pp_iv_cost: 4.2,
  shipping_iv_cost: 5.94,
  total_iv: 40.14,
  payment_method: 'team-balance',
  password_type: 'name',
  invite_link: null,
  expected_delivery: null,
  secret: 'sEcReT-1',
  rating: null,
  feedback: null,
  campaign_id: null,
  campaign_name: null,
  team_id: 1,
  company: null,
  address_line_1: '1 High Street',
  address_line_2: null,
  city: 'Leeds',
  region: null,
  postcode: 'LS1 4AP',
  country: 'GB',
  phone: '07700 900123',
  send_email: false,
  custom_email_message: null,
  invitation_message: null,
  notecard_type: 'none',
  notecard_text: null,
  voucher_brand_name: null,
  voucher_code: null,
  voucher_url: null,
  carrier: null,
  delivery_status_date: null,
  delivery_resolution: null,
  refunded_at: null,
  team_name: 'Acme Ltd',
  sender_email: 'manager@acme.test',
  ...over,
});

let calls: { url: string; method: string; body?: Record<string, unknown> }[];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      const answer =
        method === 'PUT'
          ? item({ sent_at: '2025-05-03T08:00:00.000Z', carrier: body.carrier, tracking_url: body.tracking_url })
          : { data: [item()], meta: { total: 1, current_page: 1, last_page: 1, per_page: 20 } };
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminFulfilmentPage', { timeout: 30_000 }, () => {
  it("validates 'Mark sent' (carrier, https tracking URL) and updates the row", async () => {
    render(
      <Providers client={makeQueryClient()}>
        <AdminFulfilmentPage />
      </Providers>,
    );
    const ue = userEvent.setup({ delay: null });
    const row = await screen.findByTestId('fulfilment-row-41');
    expect(within(row).getByText('Processing')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Mark processed' })).not.toBeInTheDocument();

    await ue.click(within(row).getByRole('button', { name: 'Mark sent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark sent' });
    await ue.click(within(dialog).getByRole('button', { name: 'Mark sent' }));
    expect(await within(dialog).findByText('Carrier is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Tracking URL is required.')).toBeInTheDocument();

    await ue.type(within(dialog).getByLabelText(/Carrier/), 'Royal Mail');
    await ue.type(within(dialog).getByLabelText(/Tracking URL/), 'http://track.example.com/AB123');
    await ue.click(within(dialog).getByRole('button', { name: 'Mark sent' }));
    expect(await within(dialog).findByText('Tracking URL must be a valid https:// link.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await ue.clear(within(dialog).getByLabelText(/Tracking URL/));
    await ue.type(within(dialog).getByLabelText(/Tracking URL/), 'https://track.example.com/AB123');
    await ue.click(within(dialog).getByRole('button', { name: 'Mark sent' }));

    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toEqual({
        url: '/api/v1/admin/fulfilment/41',
        method: 'PUT',
        body: { action: 'sent', carrier: 'Royal Mail', tracking_url: 'https://track.example.com/AB123' },
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const updated = screen.getByTestId('fulfilment-row-41');
    expect(within(updated).getByText('Sent')).toBeInTheDocument();
    expect(within(updated).getByRole('link', { name: /Royal Mail/ })).toHaveAttribute('href', 'https://track.example.com/AB123');
    expect(within(updated).getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
  });
});

describe('fulfilment states', () => {
  it('offers each step only from the state the API accepts it in', () => {
    const base = { processed_at: null, sent_at: null, delivery_status: null, delivery_resolution: null } as const;
    expect(ACTIONS_BY_STATE[rowState(base)]).toEqual(['processed']);
    expect(ACTIONS_BY_STATE[rowState({ ...base, processed_at: 'x' })]).toEqual(['sent']);
    expect(ACTIONS_BY_STATE[rowState({ ...base, processed_at: 'x', sent_at: 'y' })]).toEqual(['delivered', 'return', 'lost']);
    expect(ACTIONS_BY_STATE[rowState({ ...base, processed_at: 'x', sent_at: 'y', delivery_status: 'lost' })]).toEqual(['resolve']);
    expect(ACTIONS_BY_STATE[rowState({ ...base, processed_at: 'x', sent_at: 'y', delivery_status: 'lost', delivery_resolution: 'Resent' })]).toEqual([]);
    expect(ACTIONS_BY_STATE[rowState({ ...base, processed_at: 'x', sent_at: 'y', delivery_status: 'delivered' })]).toEqual([]);
  });
});
