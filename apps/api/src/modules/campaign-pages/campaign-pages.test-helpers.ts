import type { TProduct } from '@gifthub/shared/catalogue';
import type { TTestApp } from '../../test/test-app';
import { insertCampaign, insertOption, type TCampaignInsert, type TGiftOptionInsert } from '../campaigns/campaigns.repository';
import { findRegistration, insertRegistration } from '../registrations/registrations.repository';
import { newSecret } from '../registrations/registrations.service';

// The campaign claim page tests' arrangements: campaigns, options and invitations written straight to the
// database (the team side has its own tests), and the public calls from a fresh client address each.

let n = 0;
let ip = 0;

export function publicCalls(t: TTestApp) {
  const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url: `/api/v1${url}`, payload, remoteAddress: `10.9.${Math.floor(++ip / 250)}.${ip % 250}` });
  return {
    view: (secret: string) => call('GET', `/public/gifts/${secret}`),
    claim: (secret: string, body: object) => call('POST', `/public/gifts/${secret}/claim`, body),
    decline: (secret: string, body: object = {}) => call('POST', `/public/gifts/${secret}/decline`, body),
    verify: (secret: string, body: object) => call('POST', `/public/gifts/${secret}/verify`, body),
    page: (teamSlug: string, slug: string) => call('GET', `/public/campaigns/${teamSlug}/${slug}`),
    pageClaim: (teamSlug: string, slug: string, body: object) => call('POST', `/public/campaigns/${teamSlug}/${slug}/claim`, body),
  };
}

export const campaignOf = (t: TTestApp, teamId: number, over: Partial<TCampaignInsert> = {}) => {
  const slug = `page-test-${++n}`;
  return insertCampaign(t.deps.db, { teamId, name: `Page Test ${n}`, slug, type: 'year-round', rewardType: 'physical', privacy: 'invite', status: 'active', pageTitle: 'Pick a thank-you gift', pageText: 'Thanks for a great year.', ...over });
};

/** £25 (£30 inc) with £3.50 (£4.20) pick and pack; GB £4.95 (£5.94), France and Germany £15 (£18). */
export const physicalOption = (t: TTestApp, campaignId: number, product: TProduct, over: Partial<TGiftOptionInsert> = {}) =>
  insertOption(t.deps.db, {
    campaignId,
    name: `Hamper ${++n}`,
    type: 'physical',
    productId: product.id,
    description: 'A hamper of treats.',
    available: 5,
    priceEv: 2500,
    priceIv: 3000,
    ppEvCost: 350,
    ppIvCost: 420,
    shippingCosts: [
      { countries: ['GB'], shipping_ev_cost: 495, shipping_iv_cost: 594 },
      { countries: ['FR', 'DE'], shipping_ev_cost: 1500, shipping_iv_cost: 1800 },
    ],
    position: n,
    ...over,
  });

/** A voucher the recipient values between £5 and £100. */
export const voucherOption = (t: TTestApp, campaignId: number, product: TProduct, over: Partial<TGiftOptionInsert> = {}) =>
  insertOption(t.deps.db, { campaignId, name: `Books ${++n}`, type: 'voucher', productId: product.id, voucherBrand: 'Test Books', voucherLower: 500, voucherUpper: 10000, position: n, ...over });

/** A personal invitation of a campaign (link, no option yet), invited by the given member. */
export const invitationOf = (t: TTestApp, c: { id: number; teamId: number }, invitedBy: number, over: Partial<Parameters<typeof insertRegistration>[1]> = {}) =>
  insertRegistration(t.deps.db, {
    teamId: c.teamId,
    platform: 'gifting',
    campaignId: c.id,
    type: 'physical',
    registrationMethod: 'link',
    secret: newSecret(),
    email: `invitee${++n}@example.com`,
    firstName: 'Ivy',
    lastName: `Invitee${n}`,
    invitedAt: new Date(),
    invitedBy,
    invitedByName: 'Acme Manager',
    invitationMessage: 'Thank you for everything!',
    ...over,
  });

export const rowOf = (t: TTestApp, id: number) => findRegistration(t.deps.db, id).then((r) => r!);

/** GB delivery details. */
export const gbAddress = { first_name: 'Ivy', last_name: 'Invitee', address_line_1: '3 Mill Road', city: 'Bath', postcode: 'BA1 1AA', country: 'GB', phone: '07700 900777' };
