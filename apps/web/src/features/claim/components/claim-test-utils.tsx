import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { TGiftView } from '@gifthub/shared/claims';
import { Providers, makeQueryClient } from '../../../app/providers';
import { ClaimPage } from './claim-page';

export const SECRET = 'Abcdefghijklmnopqrstuvwx12';

export const giftView = (over: Partial<TGiftView> = {}): TGiftView => ({
  state: 'open',
  type: 'physical',
  team: { name: 'Acme Ltd', slug: 'acme', logo_url: null },
  product: { id: 7, name: 'Artisan Cheese Board', image_url: null, description: '<p>Three British cheeses.</p>' },
  quantity: 1,
  sender_name: 'Mia Manager',
  message: 'Thank you for a great year!',
  notecard_type: 'custom',
  notecard_text: 'Cheers from all of us',
  verification: 'none',
  recipient: { first_name: 'Rita', last_name: 'Recipient' },
  voucher: null,
  voucher_code: null,
  ...over,
});

export type TCall = { url: string; method: string; body?: Record<string, unknown>; headers: Record<string, string> };
type TAnswer = { status?: number; body: unknown };
type THandler = (call: TCall) => TAnswer | undefined;

/** Stubs fetch: each call goes to the first handler that answers; the calls are recorded. */
export function mockApi(handler: THandler) {
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call: TCall = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined, headers: (init.headers ?? {}) as Record<string, string> };
      calls.push(call);
      const answer = handler(call) ?? { status: 404, body: { message: 'Not mocked', code: 'not_found', errors: {} } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

export const renderClaimPage = (path = `/acme/${SECRET}`) =>
  render(
    <Providers client={makeQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path=":teamSlug/:secret" element={<ClaimPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
