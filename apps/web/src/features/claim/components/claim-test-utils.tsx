import { render } from '@testing-library/react';
import type { TCampaignPageView } from '@gifthub/shared/campaign-pages';
import type { TGiftView } from '@gifthub/shared/claims';
import type { TPageData } from '../../../lib/public-api';
import { mockFetch, type TFetchCall } from '../../../test/session';
import { claimPages } from '../routes';
import { resolveActionPage } from '@gifthub/shared/action-pages';

export const SECRET = 'Abcdefghijklmnopqrstuvwx12';

export const giftView = (over: Partial<TGiftView> = {}): TGiftView => ({
  state: 'open',
  type: 'physical',
  team: { name: 'Acme Ltd', slug: 'acme', logo_url: null, hero_url: null, action_page: resolveActionPage(null) },
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

/** The page as the light entry shows it under /pick-a-gift (no portal providers; the path may carry a query), with the server's data or without. */
export const renderClaimPage = (path = `/acme/${SECRET}`, data?: TPageData) => {
  const [rest = '', search = ''] = path.slice(1).split('?');
  return render(<>{claimPages.render(rest, data, new URLSearchParams(search))}</>);
};

/** A campaign invitation's page as GET /public/gifts/{secret} answers it: three options (two physical, a voucher). */
export const campaignView = (over: Partial<TCampaignPageView> = {}): TCampaignPageView => ({
  page: 'campaign',
  kind: 'invitation',
  state: 'open',
  message: null,
  team: { name: 'Acme Ltd', slug: 'acme', logo_url: '/api/v1/files/acme-logo.png', hero_url: null, action_page: resolveActionPage(null) },
  campaign: { name: 'Summer', slug: 'summer', page_title: 'Pick a summer treat', page_text: 'Thanks for a great year.', hero_url: null },
  options: [
    { id: 11, name: 'Cheese Hamper', type: 'physical', image_url: null, description: 'Three cheeses.', low_availability: false, countries: ['GB', 'FR'], voucher: null },
    { id: 12, name: 'Wine Box', type: 'physical', image_url: null, description: '', low_availability: true, countries: ['GB'], voucher: null },
    { id: 13, name: 'Book Token', type: 'voucher', image_url: null, description: '', low_availability: false, countries: [], voucher: { brand: 'Books', fixed_value: null, lower: 5, upper: 100, minor_unit: 0.01, denominations: [] } },
  ],
  verification: 'none',
  recipient: { first_name: 'Rita', last_name: 'Recipient' },
  sender_name: 'Mia Manager',
  invitation_message: 'Enjoy!',
  option_name: null,
  review: null,
  ...over,
});
