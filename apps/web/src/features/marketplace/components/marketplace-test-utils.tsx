import type { ReactNode } from 'react';
import { pageMeta } from '@gifthub/shared/paging';
import type { TMarketplaceRegistration } from '@gifthub/shared/registrations';
import { renderWithSession, type TSessionOpts } from '../../../test/session';

export { mockFetch } from '../../../test/session';

/** Renders a marketplace screen with the real providers in a signed-in session, at a route (/marketplace unless told), showing the router's location; fetch is faked at the boundary. */
export const renderMarketplace = (ui: ReactNode, opts: TSessionOpts = {}) => renderWithSession(ui, { url: '/marketplace', showLocation: true, ...opts });

export { physical, term, TERMS, voucher } from '../../../test/products';

export const paged = <T,>(data: T[], total = data.length, page = 1, perPage = 24) => ({ data, meta: pageMeta(total, page, perPage) });

export const registration = (over: Partial<TMarketplaceRegistration> = {}): TMarketplaceRegistration => ({
  id: 1,
  type: 'physical',
  registration_method: 'direct',
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  invited_at: null,
  invited_by: null,
  invited_by_name: null,
  visited_at: null,
  registered_at: '2025-03-04T09:05:00Z',
  registered_by: 11,
  registered_by_name: 'Maria Manager',
  confirmed_at: '2025-03-04T09:05:00Z',
  processed_at: null,
  sent_at: null,
  rejected_at: null,
  delivery_status: null,
  tracking_url: null,
  product_id: 101,
  product_name: 'Afternoon Tea Hamper',
  quantity: 1,
  voucher_value: null,
  gift_iv_cost: 30,
  pp_iv_cost: 3.6,
  shipping_iv_cost: 6,
  total_iv: 39.6,
  payment_method: 'stripe',
  password_type: 'none',
  invite_link: null,
  expected_delivery: null,
  secret: 'sEcReT-1',
  rating: null,
  feedback: null,
  campaign_id: null,
  campaign_name: null,
  ...over,
});

/** Mantine's combobox scrolls the active option into view and the test DOM has no layout; clears cookies between tests. */
export function resetDom() {
  Element.prototype.scrollIntoView ??= () => {};
  document.cookie.split('; ').forEach((c) => (document.cookie = `${c.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));
}
