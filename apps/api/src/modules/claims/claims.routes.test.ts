import { withDefaultLinks } from '../../lib/public-url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProduct } from '@gifthub/shared/catalogue';
import { claimTexts } from '@gifthub/shared/claims';
import { texts as giftTexts } from '@gifthub/shared/gifts';
import { teamIdOf } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { reconcilePayments } from '../payments/payments.reconcile.service';
import { findPaymentIntent } from '../payments/payments.service';
import { addCard, sandboxOf } from '../payments/payments.test-helpers';
import { claimRegistration, declineRegistration } from '../registrations/registration-claims.service';
import { findLinkBySecret as findBySecret } from '../registrations/registrations.service';
import { apiOf, balanceOf, outbox, physicalProduct, stockOf, useVoucherProvider, voucherProduct, type TApi } from '../registrations/registrations.test-helpers';

let t: TTestApp;
let api: TApi;
let staff: string;
let manager: string;
let corner: string;
let acme: number;
let cornerId: number;
let cornerCard: number;
let hamper: TProduct;
let books: TProduct;
let ip = 0;

/** Each test its own client address, so the per-address rate limits of the public routes do not add up across tests. */
const publicCall = (method: 'GET' | 'POST', url: string, payload?: object, remoteAddress = `10.0.0.${ip}`) =>
  t.app.inject({ method, url: `/api/v1${url}`, payload, remoteAddress });
const secretOf = (link: string) => link.split('/').pop()!;
const view = (secret: string, token?: string) => publicCall('GET', `/public/gifts/${secret}${token ? `?token=${encodeURIComponent(token)}` : ''}`);
const claim = (secret: string, body: object) => publicCall('POST', `/public/gifts/${secret}/claim`, body);
const verify = (secret: string, body: object) => publicCall('POST', `/public/gifts/${secret}/verify`, body);
const decline = (secret: string, body: object = {}) => publicCall('POST', `/public/gifts/${secret}/decline`, body);

const address = { first_name: 'Rosa', last_name: 'Recipient', email: 'rosa@example.com', address_line_1: '2 Park Lane', city: 'York', postcode: 'YO1 7HH', phone: '07700 900456' };

async function makeLink(body: object, teamId = acme, token = manager) {
  const res = await api.post(`/teams/${teamId}/gb-registrations/invite/link?platform=marketplace`, token, body);
  expect(res.statusCode).toBe(200);
  return res.json() as { registration_id: number; invite_link: string; password_value: string | null };
}
const physicalLink = (over: object = {}) => makeLink({ type: 'physical', product_id: hamper.id, invitation_message: 'For you, with thanks', notecard_type: 'custom', notecard_text: 'Cheers!', ...over });

beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t);
  [staff, manager, corner] = (await Promise.all(['staff@gifthub.test', 'manager@acme.test', 'owner@corner.test'].map((e) => t.login(e)))) as [string, string, string];
  acme = await teamIdOf(t, manager, 'acme');
  cornerId = await teamIdOf(t, corner, 'corner-shop');
  cornerCard = (await addCard(t, corner, cornerId, '4000008260000000')).card!.id;
  hamper = await physicalProduct(t);
  books = await voucherProduct(t);
});
afterAll(() => t.close());

describe('the gift page', () => {
  it('shows the team, the gift and the message without login, and records the first visit', async () => {
    ip++;
    const { registration_id, invite_link } = await physicalLink();
    const res = await view(secretOf(invite_link));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'open',
      type: 'physical',
      team: { name: 'Acme Ltd', slug: 'acme' },
      product: { id: hamper.id, name: hamper.name, image_url: hamper.image_url },
      quantity: 1,
      message: 'For you, with thanks',
      notecard_type: 'custom',
      notecard_text: 'Cheers!',
      verification: 'none',
      voucher: null,
      voucher_code: null,
    });
    expect(res.json().sender_name).toBeTruthy();
    const first = (await api.get(`/gb-registrations/${registration_id}`, manager)).json().visited_at;
    expect(first).not.toBeNull();
    await view(secretOf(invite_link));
    expect((await api.get(`/gb-registrations/${registration_id}`, manager)).json().visited_at).toBe(first);
    const visited = (await api.get(`/teams/${acme}/gb-registrations?platform=marketplace&visited_at=true&per_page=200`, manager)).json().data;
    expect(visited.map((r: { id: number }) => r.id)).toContain(registration_id);
  });

  it('answers 404 with a clear message for an unknown, forged or malformed secret', async () => {
    ip++;
    for (const secret of ['A'.repeat(32), 'short', 'has spaces and !!', 'x'.repeat(90)]) {
      const res = await view(encodeURIComponent(secret));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(claimTexts.notFound);
      expect((await claim(encodeURIComponent(secret), address)).statusCode).toBe(404);
    }
  });

  it('a direct send has no public page', async () => {
    ip++;
    const direct = await api.post(`/teams/${acme}/gb-registrations`, manager, { type: 'voucher', product_id: books.id, voucher_value: 10, email: 'd@example.com', first_name: 'D', last_name: 'S' });
    const row = await t.deps.db.query.registrations.findFirst({ where: (r, { eq }) => eq(r.id, direct.json().id) });
    expect((await view(row!.secret)).statusCode).toBe(404);
  });
});

describe('claiming a physical gift', () => {
  it('takes a GB address and phone, confirms the gift into the fulfilment queue and tells the sender', async () => {
    ip++;
    const { registration_id, invite_link } = await physicalLink();
    const secret = secretOf(invite_link);
    const res = await claim(secret, address);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 'claimed', message: claimTexts.claimed, voucher_code: null });
    const order = (await api.get(`/gb-registrations/${registration_id}`, manager)).json();
    expect(order).toMatchObject({ first_name: 'Rosa', last_name: 'Recipient', email: 'rosa@example.com', address_line_1: '2 Park Lane', postcode: 'YO1 7HH', country: 'GB', phone: '07700 900456' });
    expect(order.registered_at).not.toBeNull();
    expect(order.confirmed_at).not.toBeNull();
    const queue = (await api.get('/admin/fulfilment?state=to-process&per_page=200', staff)).json().data.map((r: { id: number }) => r.id);
    expect(queue).toContain(registration_id);
    expect((await view(secret)).json().state).toBe('claimed');
    const mail = (await outbox(t, staff, 'manager@acme.test')).find((m) => m.kind === 'gift-claimed')!;
    expect(mail.subject).toBe('Rosa Recipient has claimed your gift');

    const again = await claim(secret, address);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(claimTexts.alreadyClaimed);
    expect((await decline(secret)).statusCode).toBe(409);
  });

  it('a link works once under two concurrent claims: one success, one clear 409', async () => {
    ip++;
    for (let round = 0; round < 3; round++) {
      const { registration_id, invite_link } = await physicalLink();
      const secret = secretOf(invite_link);
      const results = await Promise.all([claim(secret, { ...address, first_name: 'First' }), claim(secret, { ...address, first_name: 'Second' })]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const loser = results.find((r) => r.statusCode === 409)!;
      expect(loser.json().message).toBe(claimTexts.alreadyClaimed);
      const winner = results.find((r) => r.statusCode === 200)!;
      const order = (await api.get(`/gb-registrations/${registration_id}`, manager)).json();
      expect(order.first_name).toBe(winner === results[0] ? 'First' : 'Second');
      expect(order.events.filter((e: { type: string }) => e.type === 'claimed')).toHaveLength(1);
    }
  });

  it('the claim itself is conditional: two claims holding the same open row give one claim, and a decline after it none', async () => {
    ip++;
    const { registration_id, invite_link } = await physicalLink();
    const row = (await findBySecret(t.deps.db, secretOf(invite_link)))!;
    // Both callers read the link as open; only the conditional update can tell them apart.
    const results = await Promise.all([
      claimRegistration(withDefaultLinks(t.deps), row, { firstName: 'One', country: 'GB' }),
      claimRegistration(withDefaultLinks(t.deps), row, { firstName: 'Two', country: 'GB' }),
      claimRegistration(withDefaultLinks(t.deps), row, { firstName: 'Three', country: 'GB' }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await declineRegistration(withDefaultLinks(t.deps), row)).toBeNull();
    const order = (await api.get(`/gb-registrations/${registration_id}`, manager)).json();
    expect(order.first_name).toBe(results.find(Boolean)!.firstName);
    expect(order.rejected_at).toBeNull();
    expect(order.events.filter((e: { type: string }) => e.type === 'claimed')).toHaveLength(1);
  });

  it('a claim racing a decline: exactly one wins', async () => {
    ip++;
    const { invite_link } = await physicalLink();
    const secret = secretOf(invite_link);
    const before = await balanceOf(t, manager, acme);
    const results = await Promise.all([claim(secret, address), decline(secret)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const state = (await view(secret)).json().state;
    // A declined gift was refunded to the balance; a claimed one was not.
    expect(await balanceOf(t, manager, acme)).toBe(state === 'declined' ? before + 4134 : before);
  });

  it('refuses a non-GB address, a missing phone and a bad postcode, leaving the link open', async () => {
    ip++;
    const { invite_link } = await physicalLink();
    const secret = secretOf(invite_link);
    const fr = await claim(secret, { ...address, country: 'FR' });
    expect(fr.statusCode).toBe(422);
    expect(fr.json().errors.country).toEqual([giftTexts.noShipping]);
    const noPhone = await claim(secret, { ...address, phone: '' });
    expect(noPhone.json().errors.phone).toEqual(['Phone is required.']);
    const missing = await claim(secret, { phone: '0770090045' });
    expect(missing.json().errors).toMatchObject({ first_name: ['First Name is required.'], address_line_1: ['Address line 1 is required.'], city: ['City is required.'], postcode: ['Postcode is required.'] });
    expect((await claim(secret, { ...address, postcode: 'NOT A CODE' })).json().errors.postcode).toEqual(['Postcode must be valid.']);
    expect((await claim(secret, { ...address, extra: 'x' })).statusCode).toBe(422);
    expect((await view(secret)).json().state).toBe('open');
  });
});

describe('verification', () => {
  it('by name: the recipient confirms first and last name (case and spacing aside) before claiming', async () => {
    ip++;
    const { registration_id, invite_link, password_value } = await physicalLink({ password_type: 'name', first_name: 'Ann', last_name: 'Lee' });
    expect(password_value).toBe('Ann Lee');
    const secret = secretOf(invite_link);
    const page = (await view(secret)).json();
    expect(page).toMatchObject({ verification: 'name', recipient: null });

    const unverified = await claim(secret, address);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toBe(claimTexts.verificationNeeded);
    expect((await claim(secret, { ...address, token: 'forged.token.value' })).statusCode).toBe(403);

    const wrong = await verify(secret, { first_name: 'Anne', last_name: 'Lee' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(claimTexts.verifyFailed);
    expect((await verify(secret, { first_name: 'Ann' })).json().errors.last_name).toEqual(['Last Name is required.']);

    const ok = await verify(secret, { first_name: '  ann ', last_name: 'LEE' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ first_name: 'Ann', last_name: 'Lee' });
    const { token } = ok.json();

    // A token is bound to its link.
    const other = secretOf((await physicalLink({ password_type: 'name', first_name: 'Ann', last_name: 'Lee' })).invite_link);
    expect((await claim(other, { ...address, token })).statusCode).toBe(403);

    const claimed = await claim(secret, { ...address, first_name: 'Ann', last_name: 'Lee', token });
    expect(claimed.statusCode).toBe(200);
    expect((await api.get(`/gb-registrations/${registration_id}`, manager)).json().registered_at).not.toBeNull();
  });

  it('by e-mail, with a limit of five failed attempts per link', async () => {
    ip++;
    const { invite_link } = await physicalLink({ password_type: 'email', email: 'Eve.Email@Example.com' });
    const secret = secretOf(invite_link);
    for (let i = 0; i < 5; i++) expect((await verify(secret, { email: `wrong${i}@example.com` })).statusCode).toBe(422);
    const blocked = await verify(secret, { email: 'eve.email@example.com' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(claimTexts.tooManyAttempts);

    const fresh = secretOf((await physicalLink({ password_type: 'email', email: 'Eve.Email@Example.com' })).invite_link);
    const ok = await verify(fresh, { email: ' eve.email@example.COM ' });
    expect(ok.statusCode).toBe(200);
    expect((await claim(fresh, { ...address, token: ok.json().token })).statusCode).toBe(200);
  });

  it('a claim token expires', async () => {
    ip++;
    const { invite_link } = await physicalLink({ password_type: 'name', first_name: 'Tim', last_name: 'Token' });
    const secret = secretOf(invite_link);
    const { token } = (await verify(secret, { first_name: 'Tim', last_name: 'Token' })).json();
    const [id, , sig] = token.split('.');
    expect((await claim(secret, { ...address, token: `${id}.${Date.now() - 1000}.${sig}` })).statusCode).toBe(403);
  });
});

describe('eGift links', () => {
  it('claiming needs no address and reveals the code and our own redeem link, issued at claim time', async () => {
    ip++;
    const { registration_id, invite_link } = await makeLink({ type: 'voucher', product_id: books.id, voucher_value: 20, email: 'vic@example.com', first_name: 'Vic' });
    const secret = secretOf(invite_link);
    const page = (await view(secret)).json();
    expect(page).toMatchObject({ type: 'voucher', voucher: { brand_name: 'Test Books', value: 20 }, voucher_code: null });
    expect(page.product.name).toBe('Test Books eGift');
    expect((await api.get(`/gb-registrations/${registration_id}`, manager)).json().voucher_code).toBeNull();

    const res = await claim(secret, {});
    expect(res.statusCode).toBe(200);
    const code = res.json().voucher_code;
    expect(code).toMatchObject({ brand_name: 'Test Books', value: 20 });
    expect(code.redeem_url).toBe(`${t.deps.config.publicUrl}/pick-a-gift/redeem/${code.code}`);
    expect((await view(secret)).json().voucher_code).toEqual(code);
    const order = (await api.get(`/gb-registrations/${registration_id}`, manager)).json();
    expect(order).toMatchObject({ voucher_code: code.code, first_name: 'Vic', email: 'vic@example.com' });
    expect(order.sent_at).not.toBeNull();
    const mail = (await outbox(t, staff, 'vic@example.com')).find((m) => m.kind === 'gift-voucher')!;
    expect(mail.text).toContain(code.code);
  });

  it('a verified eGift shows its code only with the claim token', async () => {
    ip++;
    const { invite_link } = await makeLink({ type: 'voucher', product_id: books.id, voucher_value: 10, password_type: 'name', first_name: 'Val', last_name: 'Vee' });
    const secret = secretOf(invite_link);
    const { token } = (await verify(secret, { first_name: 'val', last_name: 'vee' })).json();
    const res = await claim(secret, { token });
    expect(res.statusCode).toBe(200);
    expect((await view(secret)).json().voucher_code).toBeNull();
    expect((await view(secret, token)).json().voucher_code).toEqual(res.json().voucher_code);
  });

  it('a provider failure at claim gives the link back', async () => {
    ip++;
    const { invite_link } = await makeLink({ type: 'voucher', product_id: books.id, voucher_value: 10 });
    const secret = secretOf(invite_link);
    const restore = useVoucherProvider(t.deps, {
      kind: 'broken',
      issue: async () => {
        throw new Error('down');
      },
    });
    try {
      const res = await claim(secret, {});
      expect(res.statusCode).toBe(503);
    } finally {
      restore();
    }
    expect((await view(secret)).json().state).toBe('open');
    expect((await claim(secret, {})).statusCode).toBe(200);
  });
});

describe('declining ("No, thanks")', () => {
  it('a balance-paid gift goes back to the balance, its stock is released, and the sender sees OPTED-OUT', async () => {
    ip++;
    const stock = await stockOf(t, manager, hamper.id);
    const before = await balanceOf(t, manager, acme);
    // £40.14 and a £1.20 custom notecard.
    const { registration_id, invite_link } = await physicalLink({ first_name: 'Otto', last_name: 'Optout' });
    expect(await balanceOf(t, manager, acme)).toBe(before - 4134);
    expect(await stockOf(t, manager, hamper.id)).toBe(stock! - 1);
    const secret = secretOf(invite_link);

    const res = await decline(secret);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 'declined', message: claimTexts.declined });
    expect(await balanceOf(t, manager, acme)).toBe(before);
    expect(await stockOf(t, manager, hamper.id)).toBe(stock);
    const ledger = (await api.get(`/teams/${acme}/transactions/recent`, manager)).json().data[0];
    expect(ledger).toMatchObject({ type: 'refund', amount: 41.34, registration_id });
    const order = (await api.get(`/gb-registrations/${registration_id}`, manager)).json();
    expect(order.rejected_at).not.toBeNull();
    expect(order.refunded_at).not.toBeNull();
    expect(order.events.map((e: { type: string }) => e.type)).toEqual(['invited', 'declined', 'refunded']);
    const mail = (await outbox(t, staff, 'manager@acme.test')).find((m) => m.kind === 'gift-declined')!;
    expect(mail.text).toContain('Otto Optout has declined your gift');
    expect(mail.text).toContain('£41.34 has been returned to your team balance.');
    const rejected = (await api.get(`/teams/${acme}/gb-registrations?platform=marketplace&rejected_at=true&per_page=200`, manager)).json().data;
    expect(rejected.map((r: { id: number }) => r.id)).toContain(registration_id);

    expect((await view(secret)).json().state).toBe('declined');
    const again = await decline(secret);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(claimTexts.alreadyDeclined);
    expect((await claim(secret, address)).json().message).toBe(claimTexts.alreadyDeclined);
    // Declined once, refunded once.
    expect(await balanceOf(t, manager, acme)).toBe(before);
  });

  it('a card-paid gift is refunded to the card in the sandbox', async () => {
    ip++;
    const { registration_id, invite_link } = await makeLink({ type: 'physical', product_id: hamper.id, payment_method: 'stripe', payment_method_id: cornerCard }, cornerId, corner);
    const row = await t.deps.db.query.registrations.findFirst({ where: (r, { eq }) => eq(r.id, registration_id) });
    const intentId = row!.paymentIntentId!;
    expect((await sandboxOf(t).retrievePaymentIntent(intentId))!.amountRefunded).toBe(0);
    expect((await decline(secretOf(invite_link))).statusCode).toBe(200);
    const gi = await sandboxOf(t).retrievePaymentIntent(intentId);
    expect(gi!.amountRefunded).toBe(4014);
    expect((await findPaymentIntent(t.deps.db, intentId))!.status).toBe('refunded');
    const direct = await t.deps.db.query.directTransactions.findFirst({ where: (d, { eq }) => eq(d.paymentIntentId, intentId) });
    expect(direct).toMatchObject({ status: 'refunded', type: 'marketplace', amount: 4014, registrationId: registration_id });
    expect(direct!.refundedAt).not.toBeNull();
    const order = (await api.get(`/gb-registrations/${registration_id}`, corner)).json();
    expect(order.refunded_at).not.toBeNull();
    expect(order.events.map((e: { type: string }) => e.type)).toEqual(['invited', 'declined', 'refunded']);
    const mail = (await outbox(t, staff, 'owner@corner.test')).find((m) => m.kind === 'gift-declined')!;
    expect(mail.text).toContain('is being refunded to the card it was paid with');
  });

  it('a card refund that fails is refunded again by the reconciler, once, whatever happens to the answers', async () => {
    ip++;
    const { registration_id, invite_link } = await makeLink({ type: 'physical', product_id: hamper.id, payment_method: 'stripe', payment_method_id: cornerCard }, cornerId, corner);
    const intentId = (await t.deps.db.query.registrations.findFirst({ where: (r, { eq }) => eq(r.id, registration_id) }))!.paymentIntentId!;
    const orderOf = async () => (await api.get(`/gb-registrations/${registration_id}`, corner)).json();
    const actionsFor = (report: { actions: { paymentIntentId: string; action: string; detail?: string }[] }) => report.actions.filter((a) => a.paymentIntentId === intentId);
    const sandbox = sandboxOf(t);
    // The gateway is down when the recipient declines: the decline stands, the refund waits.
    sandbox.setFault({ kind: 'error', operations: ['refund'] });
    try {
      expect((await decline(secretOf(invite_link))).statusCode).toBe(200);
      expect((await orderOf()).refunded_at).toBeNull();
      expect((await orderOf()).events.map((e: { type: string }) => e.type)).toEqual(['invited', 'declined', 'refund_failed']);
      // Too recent for a routine run; a run while the gateway is still down fails again and leaves it due.
      expect(actionsFor(await reconcilePayments(t.deps))).toEqual([]);
      expect(actionsFor(await reconcilePayments(t.deps, { olderThanMs: 0 }))).toEqual([
        { paymentIntentId: intentId, action: 'error', detail: `declined gift #${registration_id}: the refund failed again` },
      ]);
      // Back up, but the answer to the refund is lost: the money went back, the record did not.
      sandbox.setFault({ kind: 'lost-response', operations: ['refund'], times: 1 });
      expect(actionsFor(await reconcilePayments(t.deps, { olderThanMs: 0 }))[0]).toMatchObject({ action: 'error' });
    } finally {
      sandbox.setFault(null);
    }
    expect((await sandbox.retrievePaymentIntent(intentId))!.amountRefunded).toBe(4014);
    // The next run refunds with the same key: the gateway answers the refund it made, counted once.
    expect(actionsFor(await reconcilePayments(t.deps, { olderThanMs: 0 }))).toEqual([{ paymentIntentId: intentId, action: 'refunded', detail: `declined gift #${registration_id}` }]);
    expect((await sandbox.retrievePaymentIntent(intentId))!.amountRefunded).toBe(4014);
    expect(await findPaymentIntent(t.deps.db, intentId)).toMatchObject({ status: 'refunded', purpose: expect.objectContaining({ refunded: 4014 }) });
    const order = await orderOf();
    expect(order.refunded_at).not.toBeNull();
    expect(order.events.map((e: { type: string }) => e.type)).toEqual(['invited', 'declined', 'refund_failed', 'refund_failed', 'refund_failed', 'refunded']);
    const direct = await t.deps.db.query.directTransactions.findFirst({ where: (d, { eq }) => eq(d.paymentIntentId, intentId) });
    expect(direct).toMatchObject({ status: 'refunded' });
    // Settled: later runs leave it alone.
    expect(actionsFor(await reconcilePayments(t.deps, { olderThanMs: 0 }))).toEqual([]);
  });

  it('a verified link needs the token to decline', async () => {
    ip++;
    const { invite_link } = await physicalLink({ password_type: 'name', first_name: 'Dee', last_name: 'Cline' });
    const secret = secretOf(invite_link);
    expect((await decline(secret)).statusCode).toBe(403);
    const { token } = (await verify(secret, { first_name: 'Dee', last_name: 'Cline' })).json();
    expect((await decline(secret, { token })).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('limits verify attempts per address', async () => {
    ip++;
    const { invite_link } = await physicalLink({ password_type: 'name', first_name: 'Rae', last_name: 'Limit' });
    const secret = secretOf(invite_link);
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await publicCall('POST', `/public/gifts/${secret}/verify`, { first_name: 'x', last_name: 'y' }, '10.9.9.9')).statusCode);
    expect(codes.at(-1)).toBe(429);
  });
});
