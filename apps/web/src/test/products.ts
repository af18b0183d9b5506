import type { TProduct, TTerm } from '@gifthub/shared/catalogue';

// Catalogue fixtures for component tests of every area that shows a gift (marketplace, the gift flow, later campaigns).

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

