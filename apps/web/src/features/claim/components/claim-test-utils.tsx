import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { TGiftView } from '@gifthub/shared/claims';
import { Providers, makeQueryClient } from '../../../app/providers';
import { mockFetch, type TFetchCall } from '../../../test/session';
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

type TAnswer = { status?: number; body: unknown };
const NOT_MOCKED = { status: 404, body: { message: 'Not mocked', code: 'not_found', errors: {} } };

/** Fakes fetch (mockFetch) with one handler for every call; a call it leaves unanswered gets a 404. Returns the calls. */
export const mockApi = (handler: (call: TFetchCall) => TAnswer | undefined) =>
  mockFetch(['GET', 'POST', 'PUT', 'DELETE'].map((method) => ({ method, path: /^/, reply: (call: TFetchCall) => handler(call) ?? NOT_MOCKED })));

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
