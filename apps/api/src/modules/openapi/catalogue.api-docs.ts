import type { z } from 'zod';
import type { ZProduct } from '@gifthub/shared/catalogue';
import type { TPublicApiDoc } from '../../plugins/public-api';

/** The marketplace catalogue's documented routes (modules/catalogue): the examples are checked against the routes' schemas. */

type TProductJson = z.input<typeof ZProduct>;

export const hamperExample = {
  id: 42,
  slug: 'british-breakfast-hamper',
  name: 'British Breakfast Hamper',
  description: 'Loose-leaf Assam, Seville orange marmalade, butter shortbread and a jar of Cornish honey, packed in a recyclable gift box.',
  image_url: '/api/v1/product-images/british-breakfast-hamper-3.webp',
  type: 'physical',
  status: 'active',
  stock: 118,
  price: 30,
  price_ex_vat: 25,
  pp_ev_cost: 3.5,
  pp_iv_cost: 4.2,
  shipping_costs: [
    { countries: ['GB'], shipping_ev_cost: 4.95, shipping_iv_cost: 5.94 },
    { countries: ['IE', 'FR', 'DE', 'NL'], shipping_ev_cost: 12.5, shipping_iv_cost: 15 },
  ],
  brand_name: null,
  category: null,
  face_value_limits: null,
  denominations: [],
  terms: {
    type: [{ id: 3, taxonomy: 'marketplace-product-type', slug: 'food-and-drink', name: 'Food & Drink', icon: null }],
    occasion: [{ id: 11, taxonomy: 'marketplace-product-occasion', slug: 'thank-you', name: 'Thank You', icon: null }],
    diet: [{ id: 21, taxonomy: 'marketplace-product-diet', slug: 'vegetarian', name: 'Vegetarian', icon: null }],
  },
} satisfies TProductJson;

export const voucherExample = {
  id: 57,
  slug: 'waterstones-gift-card',
  name: 'Waterstones Gift Card',
  description: 'A digital gift card for books, stationery and gifts at any Waterstones shop or online.',
  image_url: '/api/v1/product-images/waterstones-gift-card-1.webp',
  type: 'voucher',
  status: 'active',
  stock: null,
  price: 0,
  price_ex_vat: 0,
  pp_ev_cost: 0,
  pp_iv_cost: 0,
  shipping_costs: [],
  brand_name: 'Waterstones',
  category: 'books',
  face_value_limits: { lower: 5, upper: 250, minor_unit: 0.01 },
  denominations: [10, 25, 50],
  terms: { type: [], occasion: [], diet: [] },
} satisfies TProductJson;

const page = (data: TProductJson[], total: number, perPage: number) => ({ data, meta: { total, current_page: 1, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) } });

export const catalogueDocs = {
  listPhysical: {
    tag: 'Marketplace',
    summary: 'List physical gifts',
    description:
      'The physical gifts of the marketplace, 24 a page. Filter by the slugs of product type, occasion and diet terms, by price band, or search the names with q. Prices are in pounds including VAT; stock is null where it is not counted.',
    example: { query: { occasion: 'thank-you', price: 'below-30', q: 'hamper', page: '1', per_page: '24' }, response: page([hamperExample], 1, 24) },
  },
  listDigital: {
    tag: 'Marketplace',
    summary: 'List digital vouchers',
    description: 'The digital gift cards of the marketplace, optionally in one category. A voucher takes a face value within face_value_limits or one of its denominations.',
    example: { query: { category: 'books' }, response: page([voucherExample], 1, 24) },
  },
  digitalDetail: {
    tag: 'Marketplace',
    summary: 'Get a digital voucher',
    description: "One digital voucher by its id or slug, with the face values it can be sent with.",
    example: { params: { id: 'waterstones-gift-card' }, response: voucherExample },
  },
  productDetail: {
    tag: 'Marketplace',
    summary: 'Get a gift',
    description: 'One marketplace gift by its id: its description, price, pick and pack cost, shipping costs per country and stock.',
    example: { params: { id: 42 }, response: hamperExample },
  },
} satisfies Record<string, TPublicApiDoc>;
