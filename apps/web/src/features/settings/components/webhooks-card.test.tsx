import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { texts } from '@gifthub/shared/messages';
import { PRO_FEATURES } from '@gifthub/shared/plans';
import { webhookTexts, type TWebhookDelivery, type TWebhookEndpoint } from '@gifthub/shared/webhooks';
import { PRODUCT_NAME } from '../../../lib/product';
import { WebhooksCard } from './webhooks-card';
import { SLOW, fill, mockFetch, renderWithSession } from './settings-test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const endpoint: TWebhookEndpoint = { id: 3, url: 'https://hooks.example.com/gifthub', events: ['gift.claimed', 'balance.low'], created_at: '2026-11-30T10:00:00Z' };
const delivery: TWebhookDelivery = {
  id: 41,
  endpoint_id: 3,
  event_id: 'evt_abc123',
  event_type: 'gift.claimed',
  status: 'failed',
  attempts: 7,
  last_status_code: 500,
  last_error: 'The endpoint answered 500.',
  created_at: '2026-12-01T09:00:00Z',
  next_attempt_at: null,
  delivered_at: null,
};

describe('WebhooksCard', SLOW, () => {
  it('shows the pro banner to a team without Pro, and asks nothing', async () => {
    const calls = mockFetch([]);
    renderWithSession(<WebhooksCard />, { plan: 'free' });
    expect(screen.getByTestId('pro-gate')).toHaveTextContent(texts.proGate(PRO_FEATURES.webhooks, PRODUCT_NAME));
    expect(calls.filter((c) => c.path.includes('/webhooks'))).toEqual([]);
  });

  it('tells members without the team settings permission who manages webhooks', () => {
    mockFetch([]);
    renderWithSession(<WebhooksCard />, { plan: 'pro', deny: ['edit-team-settings'] });
    expect(screen.getByTestId('webhooks-no-permission')).toBeInTheDocument();
  });

  it('adds an endpoint with its events and shows the signing secret once', async () => {
    const secret = `whsec_${'a'.repeat(43)}`;
    const calls = mockFetch([
      { path: '/teams/7/webhooks', body: { data: [] } },
      { method: 'POST', path: '/teams/7/webhooks', body: { ...endpoint, secret } },
    ]);
    renderWithSession(<WebhooksCard />, { plan: 'pro', role: 'manager' });
    expect(await screen.findByTestId('webhook-endpoints-empty')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Endpoint' }));
    const modal = await screen.findByRole('dialog', { name: 'Add Webhook Endpoint' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Add Endpoint' }));
    expect(await within(modal).findByText('URL is required.')).toBeInTheDocument();
    expect(within(modal).getByText(webhookTexts.eventsRequired)).toBeInTheDocument();
    await fill(within(modal).getByLabelText(/Endpoint URL/), endpoint.url);
    await userEvent.click(within(modal).getByRole('checkbox', { name: /balance\.low/ }));
    await userEvent.click(within(modal).getByRole('checkbox', { name: /gift\.claimed/ }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Add Endpoint' }));
    const shown = await screen.findByRole('dialog', { name: 'Webhook endpoint added' });
    expect(within(shown).getByTestId('webhook-secret')).toHaveValue(secret);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ url: endpoint.url, events: ['balance.low', 'gift.claimed'] });
  });

  it('lists endpoints and opens the delivery log, where Replay sends the delivery again', async () => {
    const calls = mockFetch([
      { path: '/teams/7/webhooks', body: { data: [endpoint] } },
      { path: '/teams/7/webhooks/3/deliveries', body: { data: [delivery], meta: { total: 1, last_page: 1, current_page: 1, per_page: 20 } } },
      { method: 'POST', path: '/teams/7/webhooks/deliveries/41/replay', body: { ...delivery, status: 'pending', attempts: 0 } },
    ]);
    renderWithSession(<WebhooksCard />, { plan: 'pro', role: 'manager' });
    const row = await screen.findByTestId('webhook-endpoint-row');
    expect(row).toHaveTextContent(endpoint.url);
    expect(row).toHaveTextContent('balance.low');
    await userEvent.click(within(row).getByRole('button', { name: /Deliveries/ }));
    const log = await screen.findByRole('dialog', { name: 'Webhook deliveries' });
    const line = await within(log).findByTestId('webhook-delivery-row');
    expect(line).toHaveTextContent('evt_abc123');
    expect(within(line).getByTestId('webhook-delivery-status')).toHaveTextContent('Failed');
    await userEvent.click(within(line).getByRole('button', { name: /Replay/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/teams/7/webhooks/deliveries/41/replay'))).toBe(true));
    expect(await screen.findByText(webhookTexts.replayed)).toBeInTheDocument();
  });
});
