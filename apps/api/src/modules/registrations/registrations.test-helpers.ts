import type { TProduct, TProductCreate } from '@gifthub/shared/catalogue';
import type { TDeps } from '../../deps';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { createProduct } from '../catalogue/catalogue.service';

/** Shared by the registrations and claims tests: products with known prices, API calls and the outbox. */

let n = 0;
const unique = (name: string) => `${name} ${++n}-${Math.random().toString(36).slice(2, 7)}`;

/** A £25 ex VAT (£30 inc) gift with the default £3.50 (£4.20) pick and pack and £4.95 (£5.94) GB shipping. */
export const physicalProduct = (t: TTestApp, over: Partial<TProductCreate> = {}) =>
  createProduct(t.deps.db, { type: 'physical', name: unique('Test Hamper'), description: 'A test hamper.', price_ex_vat: 25, stock: 100, ...over } as TProductCreate);

/** An eGift brand limited to £5–£100 in whole pounds. */
export const voucherProduct = (t: TTestApp, over: Partial<TProductCreate> = {}) =>
  createProduct(t.deps.db, {
    type: 'voucher',
    name: unique('Test Books'),
    description: 'Books.',
    brand_name: 'Test Books',
    category: 'books',
    face_value_limits: { lower: 5, upper: 100, minor_unit: 1 },
    ...over,
  } as TProductCreate);

export type TApi = ReturnType<typeof apiOf>;

export function apiOf(t: TTestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...(token ? t.as(token) : {}), ...headers }, payload });
  return {
    call,
    get: (url: string, token: string | null) => call('GET', url, token),
    post: (url: string, token: string | null, payload?: object, headers?: Record<string, string>) => call('POST', url, token, payload, headers),
    put: (url: string, token: string | null, payload?: object) => call('PUT', url, token, payload),
  };
}

/** The marketplace's selling calls: a direct send and a gift link (api read late: tests assign it in beforeAll). */
export const giftCalls = (api: () => TApi) => ({
  send: (teamId: number, token: string, body: object, headers?: Record<string, string>) => api().post(`/teams/${teamId}/gb-registrations`, token, body, headers),
  link: (teamId: number, token: string, body: object) => api().post(`/teams/${teamId}/gb-registrations/invite/link?platform=marketplace`, token, body),
});

/** A recipient for a physical direct send (GB address). */
export const recipient = (over: Record<string, unknown> = {}) => ({
  email: 'rita.recipient@example.com',
  first_name: 'Rita',
  last_name: 'Recipient',
  address_line_1: '1 High Street',
  city: 'Leeds',
  postcode: 'LS1 4AP',
  country: 'GB',
  phone: '07700 900123',
  ...over,
});

export const physicalItem = (product: TProduct, over: Record<string, unknown> = {}) => ({ type: 'physical', platform: 'marketplace', product_id: product.id, ...recipient(), ...over });
export const voucherItem = (product: TProduct, value: number, over: Record<string, unknown> = {}) => ({
  type: 'voucher',
  platform: 'marketplace',
  product_id: product.id,
  email: 'val.voucher@example.com',
  first_name: 'Val',
  last_name: 'Voucher',
  voucher_value: value,
  ...over,
});

/** Messages queued for an address, newest first. */
export async function outbox(t: TTestApp, staffToken: string, to: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/outbox?to=${encodeURIComponent(to)}&per_page=100`, headers: t.as(staffToken) });
  return res.json().data as { kind: string; subject: string; text: string; to: string }[];
}

export async function balanceOf(t: TTestApp, token: string, teamId: number): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${teamId}/balance`, headers: t.as(token) });
  return Math.round(res.json().total_available * 100);
}

export async function stockOf(t: TTestApp, token: string, productId: number): Promise<number | null> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/products/${productId}?platform=marketplace`, headers: t.as(token) });
  return res.json().stock;
}

/** Swaps the eGift provider of one app (a failing provider); returns a function that puts the old one back. */
export function useVoucherProvider(deps: TDeps, provider: TDeps['vouchers']) {
  const before = deps.vouchers;
  deps.vouchers = provider;
  return () => {
    deps.vouchers = before;
  };
}

/**
 * The gift tests' common start: the app on a seeded database, its API caller, the seeded people signed in (with
 * their teams' ids) and a fresh physical and voucher product of the catalogue.
 */
export async function giftTestApp() {
  const t = await createTestApp();
  const users = await signInSeedUsers(t);
  return { t, api: apiOf(t), ...users, hamper: await physicalProduct(t), books: await voucherProduct(t) };
}
