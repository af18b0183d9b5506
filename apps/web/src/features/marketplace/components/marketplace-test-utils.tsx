import type { ReactNode } from 'react';
import type { TProduct, TTerm } from '@gifthub/shared/catalogue';
import { pageMeta } from '@gifthub/shared/paging';
import type { TMarketplaceRegistration } from '@gifthub/shared/registrations';
import { renderWithSession, type TSessionOpts } from '../../../test/session';

export { mockFetch } from '../../../test/session';

/** Renders a marketplace screen with the real providers in a signed-in session, at a route (/marketplace unless told), showing the router's location; fetch is faked at the boundary. */
export const renderMarketplace = (ui: ReactNode, opts: TSessionOpts = {}) => renderWithSession(ui, { url: '/marketplace', showLocation: true, ...opts });

export const term = (taxonomy: TTerm['taxonomy'], slug: string, name: string, id = slug.length): TTerm => ({ id, taxonomy, slug, name, icon: null });

export const TERMS: TTerm[] = [
  term('marketplace-product-type', 'hampers', 'Hampers', 1),
  term('marketplace-product-type', 'chocolate', 'Chocolate', 2),
  term('marketplace-product-occasion', 'thank-you', 'Thank You', 3),
  term('marketplace-product-diet', 'vegan', 'Vegan', 4),
];

/** A physical gift: £30.00 inc VAT (£25.00 ex), pick and pack £3.00/£3.60, GB shipping £5.00/£6.00; money in pounds as the API answers. */
export const physical = (over: Partial<TProduct> = {}): TProduct => ({
  id: 101,
  slug: 'afternoon-tea-hamper',
  name: 'Afternoon Tea Hamper',
  description: '<p>Loose-leaf tea, shortbread and jam.</p><p>Packed by hand.</p>',
  image_url: null,
  type: 'physical',
  status: 'active',
  stock: 40,
  price: 30,
  price_ex_vat: 25,
  pp_ev_cost: 3,
  pp_iv_cost: 3.6,
  shipping_costs: [{ countries: ['GB'], shipping_ev_cost: 5, shipping_iv_cost: 6 }],
  brand_name: null,
  category: null,
  face_value_limits: null,
  denominations: [],
  terms: { type: [TERMS[0]!], occasion: [TERMS[2]!], diet: [TERMS[3]!] },
  ...over,
});

export const voucher = (over: Partial<TProduct> = {}): TProduct => ({
  ...physical(),
  id: 201,
  slug: 'bookshop-voucher',
  name: 'Bookshop eGift',
  description: 'Spend it on any book.',
  type: 'voucher',
  stock: null,
  price: 0,
  price_ex_vat: 0,
  pp_ev_cost: 0,
  pp_iv_cost: 0,
  shipping_costs: [],
  brand_name: 'Bookshop',
  category: 'books',
  face_value_limits: { lower: 5, upper: 100, minor_unit: 1 },
  denominations: [],
  terms: { type: [], occasion: [], diet: [] },
  ...over,
});

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
  ...over,
});

/** Mantine's combobox scrolls the active option into view and jsdom has no layout; clears cookies between tests. */
export function resetDom() {
  Element.prototype.scrollIntoView ??= () => {};
  document.cookie.split('; ').forEach((c) => (document.cookie = `${c.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));
}
