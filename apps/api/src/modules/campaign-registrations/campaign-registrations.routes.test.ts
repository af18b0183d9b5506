import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignRegistrationTexts } from '@gifthub/shared/campaign-registrations';
import type { TProduct } from '@gifthub/shared/catalogue';
import { texts as giftTexts } from '@gifthub/shared/gifts';
import { registrationTexts } from '@gifthub/shared/registrations';
import type { TTestApp } from '../../test/test-app';
import { addCard } from '../payments/payments.test-helpers';
import { giftTestApp, outbox, recipient, type TApi } from '../registrations/registrations.test-helpers';
import { updateTeamRow } from '../teams/teams.repository';
import { available, campaignWith, claim, HAMPER_GB_IV, hamperOption, invite, setAvailable, setStatus } from './campaign-registrations.test-helpers';

/** Invitations, Select & Send in a campaign, the recipients list and the registration as read (spec 1 §3–§7, §9). */
let t: TTestApp;
let api: TApi;
let staff: string;
let manager: string;
let associate: string;
let corner: string;
let demo: string;
let acme: number;
let europe: number;
let hamper: TProduct;
let books: TProduct;
let campaign: { id: number; options: number[] };

const sendItem = (optionId: number, over: Record<string, unknown> = {}) => ({ type: 'physical', platform: 'gifting', option_id: optionId, ...recipient(), ...over });
const send = (id: number, token: string, body: object, headers?: Record<string, string>) => api.post(`/gb-campaigns/${id}/registrations`, token, body, headers);
const inviteLink = (id: number, token: string, body: object) => api.post(`/gb-campaigns/${id}/registrations/invite/link`, token, body);

beforeAll(async () => {
  ({ t, api, staff, manager, associate, corner, demo, acme, europe, hamper, books } = await giftTestApp());
  await setAvailable(t, api, staff, manager, europe, 1_000_000);
  campaign = await campaignWith(api, { token: manager, staff, team: europe, options: [hamperOption(hamper), hamperOption(hamper, { name: 'Big Hamper', price_ev: 50, price_iv: 60 })] });
});
afterAll(() => t.close());

describe('invitations', () => {
  it('makes a personal link on the campaign claim page, e-mails it with the message, charges nothing', async () => {
    const before = await available(api, manager, europe);
    const res = await inviteLink(campaign.id, manager, { email: 'ivy.invite@example.com', first_name: 'Ivy', last_name: 'Invite', send_email: true, invitation_message: 'Thanks for a great year!', password_type: 'email' });
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json();
    expect(out).toMatchObject({ email_sent: true, password_type: 'email', password_value: 'ivy.invite@example.com', is_multi: false, batch_label: null });
    const row = (await api.get(`/gb-registrations/${out.registration_id}`, manager)).json();
    expect(out.invite_link).toBe(row.invite_link);
    expect(out.invite_link).toMatch(/\/pick-a-gift\/acme-europe\/[A-Za-z0-9_-]{32}$/);
    expect(row).toMatchObject({ registration_method: 'link', campaign_id: campaign.id, option_id: null, invited_at: expect.any(String), registered_at: null, total_iv: 0 });
    expect(await available(api, manager, europe)).toBe(before);
    const mail = (await outbox(t, staff, 'ivy.invite@example.com'))[0]!;
    expect(mail.kind).toBe('campaign-invitation');
    expect(mail.text).toContain('Thanks for a great year!');
    expect(mail.text).toContain(out.invite_link);
    expect(row.events.map((e: { type: string }) => e.type)).toEqual(['invited', 'emailed']);
  });

  it("takes the registration item as the portal sends it on create: the invitation's fields are used, the rest checked and ignored", async () => {
    const item = {
      ...sendItem(campaign.options[1]!, { first_name: 'Rex', last_name: 'Item', email: 'rex.item@example.com' }),
      quantity: 2,
      payment_method: 'team-balance',
      registered_by: 1,
      invited_by_name: 'Someone Else',
      registered_by_name: 'Someone Else',
      voucher_brand: 'Books',
      action: 'create',
      product_id: hamper.id,
      send_email: false,
      password_type: 'email',
    };
    const before = await available(api, manager, europe);
    const res = await inviteLink(campaign.id, manager, item);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email_sent: false, password_type: 'email', password_value: 'rex.item@example.com' });
    const row = (await api.get(`/gb-registrations/${res.json().registration_id}`, manager)).json();
    // The recipient still picks the option and gives the address; nothing is charged.
    expect(row).toMatchObject({ registration_method: 'link', first_name: 'Rex', option_id: null, address_line_1: null, registered_at: null, total_iv: 0 });
    expect(row.invited_by_name).not.toBe('Someone Else');
    expect(await available(api, manager, europe)).toBe(before);
    // Each is still checked as the item's field, and a field the item does not have is refused by name.
    expect((await inviteLink(campaign.id, manager, { ...item, payment_method: 'cash' })).json().errors).toEqual({ payment_method: ['Payment method must be one of: team-balance, stripe, bank-transfer.'] });
    expect((await inviteLink(campaign.id, manager, { ...item, colour: 'red' })).json().errors).toEqual({ colour: ['Unknown field: colour.'] });
  });

  it('invites several e-mails at once (one link each, repeats once)', async () => {
    const res = await api.post(`/gb-campaigns/${campaign.id}/registrations/invite/multiple`, manager, { emails: ['a.multi@example.com', 'b.multi@example.com', 'A.Multi@example.com'], invitation_message: 'Pick one!' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { registration_id: number; is_multi: boolean; email_sent: boolean; batch_label: string | null }[];
    expect(data).toHaveLength(2);
    expect(data.every((d) => d.is_multi && d.email_sent && d.batch_label === null)).toBe(true);
    expect((await outbox(t, staff, 'b.multi@example.com'))[0]!.text).toContain('Pick one!');
  });

  it('needs an active campaign: requested, paused and completed refuse, leaked says so', async () => {
    for (const status of ['requested', 'paused', 'completed'] as const) {
      const c = await campaignWith(api, { token: manager, staff, team: europe, status, options: [hamperOption(hamper)] });
      const res = await inviteLink(c.id, manager, { email: 'x@example.com' });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toBe(campaignRegistrationTexts.invitationsClosed);
      expect((await api.post(`/gb-campaigns/${c.id}/registrations/invite/multiple`, manager, { emails: ['x@example.com'] })).statusCode).toBe(409);
      expect((await send(c.id, manager, sendItem(c.options[0]!))).statusCode).toBe(409);
    }
    const leaked = await campaignWith(api, { token: manager, staff, team: europe, status: 'leaked', options: [hamperOption(hamper)] });
    const res = await inviteLink(leaked.id, manager, { email: 'x@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(campaignRegistrationTexts.leaked);
  });

  it('needs an enabled option, and a balance that covers the dearest gift', async () => {
    const none = await campaignWith(api, { token: manager, staff, team: europe, options: [hamperOption(hamper, { enabled: false })] });
    const res = await inviteLink(none.id, manager, { email: 'x@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(campaignRegistrationTexts.noOptions);
    // The dearest: Big Hamper £60 + £4.20 + £12 (FR, DE) + £1.20 notecard = £77.40.
    await setAvailable(t, api, staff, manager, europe, 7739);
    const low = await inviteLink(campaign.id, manager, { email: 'x@example.com' });
    expect(low.statusCode).toBe(409);
    expect(low.json().message).toBe(campaignRegistrationTexts.balanceLow);
    await setAvailable(t, api, staff, manager, europe, 7740);
    expect((await inviteLink(campaign.id, manager, { email: 'x@example.com' })).statusCode).toBe(200);
    expect(await available(api, manager, europe)).toBe(7740);
    await setAvailable(t, api, staff, manager, europe, 1_000_000);
  });

  it('identifies its recipient by an e-mail or a first and last name, whatever its verification (422 naming the field)', async () => {
    const before = (await api.get(`/gb-campaigns/${campaign.id}/registrations?per_page=100`, manager)).json().meta;
    const nobody = await inviteLink(campaign.id, manager, { password_type: 'none' });
    expect([nobody.statusCode, nobody.json().errors]).toEqual([422, { email: [campaignRegistrationTexts.recipientRequired] }]);
    expect((await inviteLink(campaign.id, manager, {})).json().errors).toEqual({ email: [campaignRegistrationTexts.recipientRequired] });
    expect((await inviteLink(campaign.id, manager, { first_name: 'Ann' })).json().errors).toEqual({ last_name: ['Last Name is required.'] });
    expect((await inviteLink(campaign.id, manager, { last_name: 'Lee' })).json().errors).toEqual({ first_name: ['First Name is required.'] });
    expect((await api.get(`/gb-campaigns/${campaign.id}/registrations?per_page=100`, manager)).json().meta).toEqual(before);
    expect((await inviteLink(campaign.id, manager, { first_name: 'Ann', last_name: 'Lee' })).statusCode).toBe(200);
    expect((await inviteLink(campaign.id, manager, { email: 'only.email@example.com' })).statusCode).toBe(200);
  });

  it('corporation 5 verifies by name and has no Multi Invite nor Select & Send', async () => {
    await updateTeamRow(t.deps.db, europe, { corporationId: 5 });
    try {
      const res = await inviteLink(campaign.id, manager, { email: 'c5@example.com', password_type: 'none' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.first_name).toBeDefined();
      const ok = await inviteLink(campaign.id, manager, { first_name: 'Nia', last_name: 'Name', password_type: 'none' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ password_type: 'name', password_value: 'Nia Name' });
      expect((await api.post(`/gb-campaigns/${campaign.id}/registrations/invite/multiple`, manager, { emails: ['x@example.com'] })).statusCode).toBe(403);
      const direct = await send(campaign.id, manager, sendItem(campaign.options[0]!));
      expect(direct.statusCode).toBe(403);
      expect(direct.json().message).toBe(registrationTexts.noDirectSend);
    } finally {
      await updateTeamRow(t.deps.db, europe, { corporationId: null });
    }
  });

  it('another team, a free team and the demo are refused', async () => {
    expect((await inviteLink(campaign.id, corner, { email: 'x@example.com' })).statusCode).toBe(404);
    expect((await inviteLink(2_000_000_000, manager, { email: 'x@example.com' })).statusCode).toBe(404);
    const free = await campaignWith(api, { token: manager, staff, team: acme, options: [hamperOption(hamper)] });
    await updateTeamRow(t.deps.db, acme, { plan: 'free' });
    try {
      const res = await inviteLink(free.id, manager, { email: 'x@example.com' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('pro_plan_required');
    } finally {
      await updateTeamRow(t.deps.db, acme, { plan: 'pro' });
    }
    // The demo user's writes are refused as read-only before anything else.
    const asDemo = await inviteLink(campaign.id, demo, { email: 'x@example.com' });
    expect(asDemo.statusCode).toBe(403);
    expect(asDemo.json().code).toBe('demo_read_only');
  });
});

describe('Select & Send in a campaign', () => {
  it('prices from the option, charges the balance at creation, registered and confirmed at once', async () => {
    const before = await available(api, manager, europe);
    const res = await send(campaign.id, manager, sendItem(campaign.options[0]!, { notecard_type: 'default' }));
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({ registration_method: 'direct', option_id: campaign.options[0], option_name: 'Hamper', campaign_id: campaign.id, payment_method: 'team-balance', total_iv: 41.34 });
    expect(r.registered_at).not.toBeNull();
    expect(r.confirmed_at).not.toBeNull();
    expect(await available(api, manager, europe)).toBe(before - HAMPER_GB_IV - 120);
    expect((await api.get(`/gb-registrations/${r.id}`, manager)).json().transactions).toEqual([{ type: 'prepaid-gift', price: 41.34, price_ex_vat: 34.45 }]);
  });

  it('ships only to the option\'s countries, at that country\'s cost', async () => {
    const res = await send(campaign.id, manager, sendItem(campaign.options[0]!, { country: 'US', phone: '+1 555 0100' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.country).toEqual([giftTexts.noShipping]);
    const fr = await send(campaign.id, manager, sendItem(campaign.options[0]!, { country: 'FR', postcode: '75001', phone: '+33 1 00 00 00 00' }));
    expect(fr.statusCode, fr.body).toBe(200);
    expect(fr.json().total_iv).toBe(46.2);
  });

  it('refuses another campaign\'s option, a disabled option and a tampered type', async () => {
    const other = await campaignWith(api, { token: manager, staff, team: europe, options: [hamperOption(hamper), hamperOption(hamper, { enabled: false })] });
    expect((await send(campaign.id, manager, sendItem(other.options[0]!))).json().errors.option_id).toEqual([campaignRegistrationTexts.optionUnavailable]);
    expect((await send(other.id, manager, sendItem(other.options[1]!))).statusCode).toBe(422);
    expect((await send(campaign.id, manager, sendItem(campaign.options[0]!, { type: 'voucher', voucher_value: 10 }))).json().errors.type).toEqual([registrationTexts.typeMismatch]);
    expect((await send(campaign.id, manager, { ...sendItem(campaign.options[0]!), option_id: undefined })).json().errors.option_id).toBeDefined();
  });

  it('takes a unit of a counted option: none left is refused and charges nothing', async () => {
    const c = await campaignWith(api, { token: manager, staff, team: europe, options: [hamperOption(hamper, { available: 1 })] });
    expect((await send(c.id, manager, sendItem(c.options[0]!))).statusCode).toBe(200);
    expect((await api.get(`/gb-options/${c.options[0]}`, manager)).json().available).toBe(0);
    const before = await available(api, manager, europe);
    const res = await send(c.id, manager, sendItem(c.options[0]!));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.option_id).toEqual([campaignRegistrationTexts.optionUnavailable]);
    expect(await available(api, manager, europe)).toBe(before);
  });

  it('is idempotent: the same Idempotency-Key makes one registration and one charge', async () => {
    const before = await available(api, manager, europe);
    const key = { 'idempotency-key': `send-${Date.now()}` };
    const [a, b] = [await send(campaign.id, manager, sendItem(campaign.options[0]!), key), await send(campaign.id, manager, sendItem(campaign.options[0]!), key)];
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().id).toBe(a.json().id);
    expect(await available(api, manager, europe)).toBe(before - HAMPER_GB_IV);
  });

  it('a short balance writes nothing; a card pays when chosen', async () => {
    await setAvailable(t, api, staff, manager, europe, 100);
    const short = await send(campaign.id, manager, sendItem(campaign.options[0]!));
    expect(short.statusCode).toBe(422);
    expect(short.json().code).toBe('insufficient_balance');
    const card = (await addCard(t, manager, europe, '4242424242424242')).card!.id;
    const paid = await send(campaign.id, manager, sendItem(campaign.options[0]!, { payment_method: 'stripe', payment_method_id: card }));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().payment_method).toBe('stripe');
    expect(await available(api, manager, europe)).toBe(100);
    expect((await api.get(`/gb-registrations/${paid.json().id}`, manager)).json().transactions).toEqual([{ type: 'prepaid-gift', price: 40.14, price_ex_vat: 33.45 }]);
    await setAvailable(t, api, staff, manager, europe, 1_000_000);
  });
});

describe('the recipients list', () => {
  it('shows once the campaign is active, with the meta counts', async () => {
    const requested = await campaignWith(api, { token: manager, staff, team: europe, status: 'requested', options: [hamperOption(hamper)] });
    const hidden = await api.get(`/gb-campaigns/${requested.id}/registrations`, manager);
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json().message).toBe(campaignRegistrationTexts.recipientsHidden);
    const c = await campaignWith(api, { token: manager, staff, team: europe, options: [hamperOption(hamper)] });
    const ids = [await invite(api, manager, c.id), await invite(api, manager, c.id), await invite(api, manager, c.id)];
    await claim(t, ids[0]!, c.options[0]!);
    await claim(t, ids[1]!, c.options[0]!);
    expect((await api.put(`/gb-registrations/${ids[1]}`, manager, { action: 'confirm' })).statusCode).toBe(200);
    const res = await api.get(`/gb-campaigns/${c.id}/registrations?with_reg_counts=true`, manager);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.meta).toMatchObject({ invited_count: 3, unconfirmed_count: 1, confirmed_count: 1 });
    expect(page.meta.counts).toBeUndefined();
    expect(page.data.map((r: { id: number }) => r.id)).toEqual([...ids].reverse());
    expect(page.data[1]).toMatchObject({ approved: { status: true }, option_name: 'Hamper', total_ev: 33.45 });
    await setStatus(api, staff, c.id, 'completed');
    expect((await api.get(`/gb-campaigns/${c.id}/registrations`, manager)).statusCode).toBe(200);
    expect((await api.get(`/gb-campaigns/${c.id}/registrations`, corner)).statusCode).toBe(404);
  });

  it('a registration as read carries every field of the spec, never cached; the page meta carries its params', async () => {
    const c = await campaignWith(api, { token: manager, staff, team: europe, options: [hamperOption(hamper)] });
    const sent = await send(c.id, manager, sendItem(c.options[0]!, { notecard_type: 'custom', notecard_text: 'Thank you!' }));
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().id as number;
    const read = await api.get(`/gb-registrations/${id}`, manager);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers['cache-control']).toContain('no-store');
    const row = read.json();
    const stored = (await t.deps.db.query.registrations.findFirst({ where: (r, { eq }) => eq(r.id, id) }))!;
    expect(row).toMatchObject({
      secret: stored.secret,
      campaign_id: c.id,
      campaign_name: expect.stringMatching(/^Thank You/),
      integration: null,
      size: null,
      expected_shipping_date: stored.expectedShippingDate?.toISOString() ?? null,
      pp_ev_cost: stored.ppEvCost / 100,
      shipping_ev_cost: stored.shippingEvCost / 100,
      extra_charges: (stored.adminIvCost + stored.notecardIvCost) / 100,
      extra_charges_ev: (stored.adminEvCost + stored.notecardEvCost) / 100,
      rating: null,
      feedback: null,
    });
    expect(row.extra_charges).toBeGreaterThan(0);
    expect(row.pp_ev_cost).toBeGreaterThan(0);
    // The recipients list answers the same fields, its counts in meta beside the paging and the params asked.
    const list = await api.get(`/gb-campaigns/${c.id}/registrations?with_reg_counts=true&per_page=5`, manager);
    expect(list.headers['cache-control']).toContain('no-store');
    expect(list.json().data[0]).toMatchObject({ id, secret: stored.secret, campaign_name: row.campaign_name, extra_charges: row.extra_charges, pp_ev_cost: row.pp_ev_cost });
    expect(list.json().meta).toMatchObject({ per_page: 5, invited_count: 1, confirmed_count: 1, params: { with_reg_counts: 'true', per_page: '5' } });
  });

  it('a member without view-others-orders sees only what they invited', async () => {
    const c = await campaignWith(api, { token: manager, staff, team: acme, options: [hamperOption(hamper)] });
    const mine = await invite(api, manager, c.id);
    const theirs = await invite(api, associate, c.id);
    const members = (await api.get(`/teams/${acme}/members?per_page=50`, manager)).json().data as { user_id: number; email: string }[];
    const associateId = members.find((m) => m.email === 'associate@acme.test')!.user_id;
    const set = (v: boolean) => api.put(`/teams/${acme}/members/${associateId}`, manager, { name: 'Adam Associate', permissions: { 'view-others-orders': v } });
    expect((await set(false)).statusCode).toBe(200);
    try {
      const page = (await api.get(`/gb-campaigns/${c.id}/registrations?with_reg_counts=true`, associate)).json();
      expect(page.data.map((r: { id: number }) => r.id)).toEqual([theirs]);
      expect(page.meta.invited_count).toBe(1);
      expect((await api.get(`/gb-registrations/${mine}`, associate)).statusCode).toBe(404);
      expect((await api.put(`/gb-registrations/${mine}`, associate, { action: 'note-update', note: 'x' })).statusCode).toBe(404);
    } finally {
      await set(true);
    }
  });
});

describe('GET /gb-registrations/{id}', () => {
  it('reads a marketplace registration with null campaign fields; PUT refuses it', async () => {
    const market = await api.post(`/teams/${europe}/gb-registrations`, manager, { type: 'physical', platform: 'marketplace', product_id: hamper.id, ...recipient() });
    expect(market.statusCode, market.body).toBe(200);
    const read = (await api.get(`/gb-registrations/${market.json().id}`, manager)).json();
    expect(read).toMatchObject({ campaign_id: null, option_id: null, option_name: null, approved: { status: true }, demo_booked: false, deal_closed: false, note: null });
    expect(read.transactions).toEqual([{ type: 'marketplace', price: 40.14, price_ex_vat: 33.45 }]);
    const put = await api.put(`/gb-registrations/${market.json().id}`, manager, { action: 'note-update', note: 'Hello' });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe(campaignRegistrationTexts.giftingOnly);
    expect((await api.put(`/gb-registrations/${market.json().id}`, corner, { action: 'note-update', note: 'Hello' })).statusCode).toBe(404);
    expect(books.id).toBeGreaterThan(0);
  });
});
