import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingTexts } from '@gifthub/shared/billing';
import type { TProduct } from '@gifthub/shared/catalogue';
import { texts as giftTexts } from '@gifthub/shared/gifts';
import { texts } from '@gifthub/shared/messages';
import { registrationTexts } from '@gifthub/shared/registrations';
import { rowCounts } from '../../db/table-rows';
import type { TTestApp } from '../../test/test-app';
import { findPaymentIntent } from '../payments/payments.service';
import { addCard, sandboxOf } from '../payments/payments.test-helpers';
import { updateTeamRow } from '../teams/teams.repository';
import { giftTestApp, giftCalls, balanceOf, outbox, physicalItem, physicalProduct, stockOf, useVoucherProvider, voucherItem, voucherProduct, type TApi } from '../registrations/registrations.test-helpers';

let t: TTestApp;
let api: TApi;
let staff: string;
let manager: string;
let associate: string;
let corner: string;
let demo: string;
let acme: number;
let europe: number;
let cornerId: number;
let associateId: number;
let managerId: number;
let hamper: TProduct;
let books: TProduct;
let cornerCard: number;

const { send, link } = giftCalls(() => api);
const setAssociatePermissions = async (permissions: Record<string, boolean>) => {
  const res = await api.put(`/teams/${acme}/members/${associateId}`, manager, { name: 'Adam Associate', permissions });
  expect(res.statusCode).toBe(200);
};
const allPermissions = { 'use-balance': true, 'use-cards': true, 'team-finance': true, 'view-others-orders': true };

beforeAll(async () => {
  ({ t, api, staff, manager, associate, corner, demo, acme, europe, cornerId, associateId, managerId, hamper, books } = await giftTestApp());
  const added = await addCard(t, corner, cornerId, '4000008260000000');
  cornerCard = added.card!.id;
});
afterAll(() => t.close());

describe('direct send: prices recomputed on the server', () => {
  it('physical × 2 with the default notecard: gift, pick and pack, shipping times 2, one notecard; paid from the balance', async () => {
    const before = await balanceOf(t, manager, acme);
    const stock = await stockOf(t, manager, hamper.id);
    const res = await send(acme, manager, physicalItem(hamper, { quantity: 2, notecard_type: 'default', custom_email_message: 'Enjoy!' }));
    expect(res.statusCode).toBe(200);
    const order = res.json();
    // (30.00 + 4.20 + 5.94) × 2 + 1.20
    expect(order).toMatchObject({ type: 'physical', registration_method: 'direct', quantity: 2, gift_iv_cost: 60, pp_iv_cost: 8.4, shipping_iv_cost: 11.88, total_iv: 81.48, payment_method: 'team-balance' });
    expect(order.registered_by).toBe(managerId);
    expect(order.confirmed_at).not.toBeNull();
    expect(order.invite_link).toBeNull();
    expect(await balanceOf(t, manager, acme)).toBe(before - 8148);
    expect(await stockOf(t, manager, hamper.id)).toBe(stock! - 2);

    const detail = (await api.get(`/gb-registrations/${order.id}`, manager)).json();
    expect(detail.prices).toEqual({
      prepaid: { ev: 0, iv: 0 },
      gift: { ev: 50, iv: 60 },
      notecard: { ev: 1, iv: 1.2 },
      admin: { ev: 7, iv: 8.4 },
      shipping: { ev: 9.9, iv: 11.88 },
      voucher: { ev: 0, iv: 0 },
      total: { ev: 67.9, iv: 81.48 },
    });
    expect(detail).toMatchObject({ address_line_1: '1 High Street', postcode: 'LS1 4AP', country: 'GB', notecard_type: 'default' });
    expect(detail.events.map((e: { type: string }) => e.type)).toEqual(['registered', 'emailed']);

    const ledger = (await api.get(`/teams/${acme}/transactions/recent`, manager)).json().data[0];
    expect(ledger).toMatchObject({ type: 'marketplace', amount: -81.48, registration_id: order.id });
    const mail = (await outbox(t, staff, 'rita.recipient@example.com'))[0]!;
    expect(mail.kind).toBe('gift-on-its-way');
    expect(mail.text).toContain('Enjoy!');
  });

  it('a custom notecard is charged only with text, and its text is kept only for custom', async () => {
    const empty = (await send(acme, manager, physicalItem(hamper, { notecard_type: 'custom', notecard_text: '' }))).json();
    const withText = (await send(acme, manager, physicalItem(hamper, { notecard_type: 'custom', notecard_text: 'Thank you' }))).json();
    const none = (await send(acme, manager, physicalItem(hamper, { notecard_type: 'none', notecard_text: 'ignored' }))).json();
    expect(empty.total_iv).toBe(40.14);
    expect(withText.total_iv).toBe(41.34);
    expect(none.total_iv).toBe(40.14);
    expect((await api.get(`/gb-registrations/${none.id}`, manager)).json().notecard_text).toBeNull();
    expect((await api.get(`/gb-registrations/${withText.id}`, manager)).json().notecard_text).toBe('Thank you');
  });

  it('voucher × 3: face value plus the £1.20 admin fee each; the code is issued at once and e-mailed', async () => {
    const before = await balanceOf(t, manager, acme);
    const res = await send(acme, manager, voucherItem(books, 25, { quantity: 3, custom_email_message: 'Happy reading' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'voucher', voucher_value: 25, total_iv: 78.6, gift_iv_cost: 0 });
    expect(res.json().sent_at).not.toBeNull();
    expect(await balanceOf(t, manager, acme)).toBe(before - 7860);
    const detail = (await api.get(`/gb-registrations/${res.json().id}`, manager)).json();
    expect(detail.prices.voucher).toEqual({ ev: 75, iv: 75 });
    expect(detail.prices.admin).toEqual({ ev: 3, iv: 3.6 });
    expect(detail.voucher_code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(detail.voucher_url).toBe(`${t.deps.config.publicUrl}/pick-a-gift/redeem/${detail.voucher_code}`);
    const mail = (await outbox(t, staff, 'val.voucher@example.com'))[0]!;
    expect(mail.kind).toBe('gift-voucher');
    expect(mail.text).toContain(detail.voucher_code);
    expect(mail.text).toContain(detail.voucher_url);
    expect(mail.text).toContain('Happy reading');
  });

  it('no e-mail when send_email is false', async () => {
    const res = await send(acme, manager, voucherItem(books, 10, { email: 'quiet.voucher@example.com', send_email: false }));
    expect(res.statusCode).toBe(200);
    expect(await outbox(t, staff, 'quiet.voucher@example.com')).toEqual([]);
  });

  it('ignores what the client says about the brand, and refuses price fields outright', async () => {
    const res = await send(acme, manager, voucherItem(books, 10, { voucher_brand: 'Fake Brand' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().total_iv).toBe(11.2);
    expect((await api.get(`/gb-registrations/${res.json().id}`, manager)).json().voucher_brand_name).toBe('Test Books');
    const tampered = await send(acme, manager, { ...physicalItem(hamper), total: 0.01, price: 0.01 });
    expect(tampered.statusCode).toBe(422);
  });

  it('refuses an unknown or hidden product (404) and a type that does not match it', async () => {
    const before = await rowCounts(t.deps.db);
    const unknown = await send(acme, manager, physicalItem({ ...hamper, id: 999_999 }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Gift not found.');
    const hidden = await physicalProduct(t, { status: 'hidden' });
    expect((await send(acme, manager, physicalItem(hidden))).statusCode).toBe(404);
    const mismatch = await send(acme, manager, { ...voucherItem(books, 10), product_id: hamper.id });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.type).toEqual([registrationTexts.typeMismatch]);
    expect(await rowCounts(t.deps.db)).toEqual({ ...before, products: before.products! + 1 });
  });

  it('refuses quantities of 0 and 10,000, a country other than GB and an over-long notecard', async () => {
    const before = await rowCounts(t.deps.db);
    const zero = await send(acme, manager, physicalItem(hamper, { quantity: 0 }));
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.quantity).toEqual(['Quantity must be greater than 0']);
    const many = await send(acme, manager, physicalItem(hamper, { quantity: 10_000 }));
    expect(many.statusCode).toBe(422);
    expect(many.json().errors.quantity).toEqual(['Quantity must be at most 500']);
    const fr = await send(acme, manager, physicalItem(hamper, { country: 'FR' }));
    expect(fr.statusCode).toBe(422);
    expect(fr.json().errors.country).toEqual([giftTexts.noShipping]);
    const long = await send(acme, manager, physicalItem(hamper, { notecard_type: 'custom', notecard_text: 'x'.repeat(1016) }));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.notecard_text).toEqual(['Notecard text maximal length is 1015']);
    const missing = await send(acme, manager, physicalItem(hamper, { address_line_1: '', phone: '' }));
    expect(missing.json().errors).toMatchObject({ address_line_1: ['Address line 1 is required.'] });
    expect(await rowCounts(t.deps.db)).toEqual(before);
  });

  it("applies the voucher value rules with the brand's limits, step and denominations", async () => {
    const low = await send(acme, manager, voucherItem(books, 4));
    expect(low.json().errors.voucher_value).toEqual(['Voucher Value must be at least 5']);
    const high = await send(acme, manager, voucherItem(books, 101));
    expect(high.json().errors.voucher_value).toEqual(['Voucher Value must be at most 100']);
    const step = await send(acme, manager, voucherItem(books, 10.5));
    expect(step.json().errors.voucher_value).toEqual(['Voucher Value must be a multiple of 1.00']);
    const missing = await send(acme, manager, { ...voucherItem(books, 10), voucher_value: undefined });
    expect(missing.json().errors.voucher_value).toEqual(['Voucher Value is required.']);
    const pennies = await voucherProduct(t, { face_value_limits: null });
    expect((await send(acme, manager, voucherItem(pennies, 12.34))).statusCode).toBe(200);
    expect((await send(acme, manager, voucherItem(pennies, 12.345))).json().errors.voucher_value).toEqual(['Voucher Value must be a whole number of pence']);
    expect((await send(acme, manager, voucherItem(pennies, 1.99))).json().errors.voucher_value).toEqual(['Voucher Value must be at least 2']);
    const fixed = await voucherProduct(t, { denominations: [10, 25, 50] });
    expect((await send(acme, manager, voucherItem(fixed, 25))).statusCode).toBe(200);
    expect((await send(acme, manager, voucherItem(fixed, 20))).json().errors.voucher_value).toEqual(['Voucher Value must be one of 10, 25, 50']);
  });

  it('refuses more than the stock', async () => {
    const scarce = await physicalProduct(t, { stock: 1 });
    const res = await send(acme, manager, physicalItem(scarce, { quantity: 2 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.quantity).toEqual(['This gift is out of stock.']);
    expect(await stockOf(t, manager, scarce.id)).toBe(1);
  });
});

describe('direct send: payment', () => {
  it('a free team pays by card: the card is charged the total, once, and the direct transaction recorded', async () => {
    const sandbox = sandboxOf(t);
    const intents = await sandbox.count('payment_intent');
    const res = await send(cornerId, corner, physicalItem(hamper, { payment_method: 'stripe', payment_method_id: cornerCard }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ payment_method: 'stripe', total_iv: 40.14 });
    expect(await sandbox.count('payment_intent')).toBe(intents + 1);
    const detail = (await api.get(`/gb-registrations/${res.json().id}`, corner)).json();
    expect(detail.events[0]).toMatchObject({ type: 'registered', data: { payment_method: 'stripe', total: 4014 } });
  });

  it('a free team is forced to card: no team balance, and a card payment needs a card', async () => {
    const balance = await send(cornerId, corner, physicalItem(hamper, { payment_method: 'team-balance' }));
    expect(balance.statusCode).toBe(403);
    expect(balance.json().code).toBe('pro_plan_required');
    const noCard = await send(cornerId, corner, physicalItem(hamper));
    expect(noCard.statusCode).toBe(422);
    expect(noCard.json().errors.payment_method_id).toEqual(['Payment Card is required.']);
    const notMine = await send(cornerId, corner, physicalItem(hamper, { payment_method: 'stripe', payment_method_id: 987_654 }));
    expect(notMine.statusCode).toBe(404);
    const bank = await send(acme, manager, physicalItem(hamper, { payment_method: 'bank-transfer' }));
    expect(bank.json().errors.payment_method).toEqual([registrationTexts.bankTransfer]);
  });

  it('a declined card creates nothing: no registration, no stock taken, no transaction', async () => {
    const added = await addCard(t, corner, cornerId, '4000000000000341');
    const before = await rowCounts(t.deps.db);
    const stock = await stockOf(t, corner, hamper.id);
    const res = await send(cornerId, corner, physicalItem(hamper, { payment_method: 'stripe', payment_method_id: added.card!.id }));
    expect(res.statusCode).toBe(402);
    const after = await rowCounts(t.deps.db);
    expect(after.registrations).toBe(before.registrations);
    expect(after.registrationEvents).toBe(before.registrationEvents);
    expect(after.directTransactions).toBe(before.directTransactions);
    expect(await stockOf(t, corner, hamper.id)).toBe(stock);
    // Make the good card preferred again for the tests below.
    await api.put(`/teams/${cornerId}/stripe/methods/${cornerCard}`, corner, { preferred: true });
  });

  it('refunds the charge when the registration cannot be written after it (out of stock meanwhile)', async () => {
    const scarce = await physicalProduct(t, { stock: 1 });
    // The stock runs out between pricing and the transaction: another buyer takes the last unit first.
    const [a, b] = await Promise.all([
      send(cornerId, corner, physicalItem(scarce, { payment_method: 'stripe', payment_method_id: cornerCard })),
      send(cornerId, corner, physicalItem(scarce, { payment_method: 'stripe', payment_method_id: cornerCard })),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 422]);
    const failed = a.statusCode === 422 ? a : b;
    expect(failed.json().errors.quantity).toEqual(['This gift is out of stock.']);
    // The loser's payment intent exists and is refunded; the winner's is applied.
    const rows = await t.deps.db.query.paymentIntents.findMany();
    const mine = rows.filter((r) => (r.purpose as { product_id?: number } | null)?.product_id === scarce.id);
    expect(mine).toHaveLength(2);
    expect(mine.map((r) => r.status).sort()).toEqual(['refunded', 'succeeded']);
    expect(mine.find((r) => r.status === 'succeeded')!.appliedAt).not.toBeNull();
  });

  it('an Idempotency-Key makes a double-clicked send one registration and one charge', async () => {
    const sandbox = sandboxOf(t);
    const intents = await sandbox.count('payment_intent');
    const before = (await rowCounts(t.deps.db)).registrations!;
    const body = physicalItem(hamper, { payment_method: 'stripe', payment_method_id: cornerCard });
    const headers = { 'idempotency-key': 'send-twice-1' };
    const [a, b] = await Promise.all([send(cornerId, corner, body, headers), send(cornerId, corner, body, headers)]);
    const again = await send(cornerId, corner, body, headers);
    const ok = [a, b, again].filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ok.map((r) => r.json().id)).size).toBe(1);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await rowCounts(t.deps.db)).registrations).toBe(before + 1);
    expect(await sandbox.count('payment_intent')).toBe(intents + 1);
  });

  it('accepts a payment made earlier only for exactly the total (verifyPayment)', async () => {
    const res = await send(cornerId, corner, physicalItem(hamper, { payment_method: 'stripe', payment_id: 'pi_unknown' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.payment_id).toEqual(['Payment not found.']);
    // An applied payment cannot pay twice.
    const first = (await send(cornerId, corner, physicalItem(hamper, { payment_method: 'stripe', payment_method_id: cornerCard }))).json();
    const detail = await t.deps.db.query.registrations.findFirst({ where: (r, { eq }) => eq(r.id, first.id) });
    const reuse = await send(cornerId, corner, physicalItem(hamper, { payment_method: 'stripe', payment_id: detail!.paymentIntentId! }));
    expect(reuse.statusCode).toBe(409);
    expect((await findPaymentIntent(t.deps.db, detail!.paymentIntentId!))!.status).toBe('succeeded');
  });

  it('a short balance is refused with the billing text and creates nothing', async () => {
    const pricey = await physicalProduct(t, { price_ex_vat: 10_000, stock: 10 });
    const before = await rowCounts(t.deps.db);
    const res = await send(acme, manager, physicalItem(pricey, { quantity: 10 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(billingTexts.insufficientBalance);
    expect(await rowCounts(t.deps.db)).toEqual(before);
  });

  it('a voucher provider failure charges nothing', async () => {
    const restore = useVoucherProvider(t.deps, {
      kind: 'broken',
      issue: async () => {
        throw new Error('provider down');
      },
    });
    try {
      const before = await rowCounts(t.deps.db);
      const balance = await balanceOf(t, manager, acme);
      const res = await send(acme, manager, voucherItem(books, 10));
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(registrationTexts.voucherFailed);
      expect(await rowCounts(t.deps.db)).toEqual(before);
      expect(await balanceOf(t, manager, acme)).toBe(balance);
    } finally {
      restore();
    }
  });
});

describe('direct send: permissions', () => {
  it('with neither use-balance nor use-cards: the spec text; with use-cards only: card', async () => {
    await setAssociatePermissions({ ...allPermissions, 'use-balance': false, 'use-cards': false });
    const none = await send(acme, associate, physicalItem(hamper));
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe(texts.noPaymentMethods);
    await setAssociatePermissions({ ...allPermissions, 'use-balance': false });
    const asBalance = await send(acme, associate, physicalItem(hamper, { payment_method: 'team-balance' }));
    expect(asBalance.statusCode).toBe(403);
    expect(asBalance.json().message).toBe(texts.noTeamCredit);
    const defaultCard = await send(acme, associate, physicalItem(hamper));
    expect(defaultCard.json().errors.payment_method_id).toEqual(['Payment Card is required.']);
    await setAssociatePermissions({ ...allPermissions, 'use-cards': false });
    const asCard = await send(acme, associate, physicalItem(hamper, { payment_method: 'stripe', payment_method_id: 1 }));
    expect(asCard.statusCode).toBe(403);
    expect((await send(acme, associate, physicalItem(hamper))).statusCode).toBe(200);
    await setAssociatePermissions(allPermissions);
  });

  it('the demo is read-only', async () => {
    const res = await send(132, demo, physicalItem(hamper));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('demo_read_only');
  });

  it('corporation 5: no Select & Send, card only, and gift links verified by name', async () => {
    await updateTeamRow(t.deps.db, europe, { corporationId: 5 });
    try {
      const direct = await send(europe, manager, physicalItem(hamper));
      expect(direct.statusCode).toBe(403);
      expect(direct.json().message).toBe(registrationTexts.noDirectSend);
      const byBalance = await link(europe, manager, { type: 'physical', product_id: hamper.id, first_name: 'Ann', last_name: 'Lee', payment_method: 'team-balance' });
      expect(byBalance.statusCode).toBe(422);
      const noName = await link(europe, manager, { type: 'physical', product_id: hamper.id, payment_method: 'stripe', payment_method_id: 1 });
      expect(noName.json().errors).toMatchObject({ first_name: ['First Name is required.'], last_name: ['Last Name is required.'] });
    } finally {
      await updateTeamRow(t.deps.db, europe, { corporationId: null });
    }
  });
});

describe('gift links', () => {
  it('charges the full price at once and answers the link, the password and whether it was e-mailed', async () => {
    const before = await balanceOf(t, manager, acme);
    const res = await link(acme, manager, {
      type: 'physical',
      product_id: hamper.id,
      password_type: 'email',
      email: 'linda.link@example.com',
      first_name: 'Linda',
      last_name: 'Link',
      send_email: true,
      invitation_message: 'A little something',
    });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ email_sent: true, password_type: 'email', password_value: 'linda.link@example.com', is_multi: false, batch_label: null });
    expect(result.invite_link).toMatch(new RegExp(`^${t.deps.config.publicUrl}/pick-a-gift/acme/[A-Za-z0-9_-]{32}$`));
    expect(await balanceOf(t, manager, acme)).toBe(before - 4014);
    const order = (await api.get(`/gb-registrations/${result.registration_id}`, manager)).json();
    expect(order).toMatchObject({ registration_method: 'link', invited_by: managerId, registered_at: null, confirmed_at: null, invite_link: result.invite_link });
    const mail = (await outbox(t, staff, 'linda.link@example.com'))[0]!;
    expect(mail.kind).toBe('gift-invitation');
    expect(mail.text).toContain(result.invite_link);
    expect(mail.text).toContain('A little something');
  });

  it('name verification answers "First Last"; no verification answers null; secrets differ', async () => {
    const byName = (await link(acme, manager, { type: 'voucher', product_id: books.id, voucher_value: 10, password_type: 'name', first_name: 'Ann', last_name: 'Lee' })).json();
    expect(byName).toMatchObject({ password_type: 'name', password_value: 'Ann Lee', email_sent: false });
    const open = (await link(acme, manager, { type: 'voucher', product_id: books.id, voucher_value: 10 })).json();
    expect(open).toMatchObject({ password_type: 'none', password_value: null });
    expect(open.invite_link).not.toBe(byName.invite_link);
  });

  it('a free team generates a link paid by card', async () => {
    const res = await link(cornerId, corner, { type: 'physical', product_id: hamper.id, payment_method: 'stripe', payment_method_id: cornerCard });
    expect(res.statusCode).toBe(200);
    expect(res.json().invite_link).toContain('/pick-a-gift/corner-shop/');
  });

  it('refuses the gifting platform here', async () => {
    const res = await api.post(`/teams/${acme}/gb-registrations/invite/link?platform=gifting`, manager, { type: 'physical', product_id: hamper.id });
    expect(res.statusCode).toBe(422);
  });
});
