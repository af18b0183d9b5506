import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { billingTexts } from '@gifthub/shared/billing';
import { AppError } from '../../lib/app-error';
import { teamIdOf } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { allRows } from '../../db/table-rows';
import { GatewayRequestError, GatewayUnavailableError } from './gateway';
import { createSandboxGateway, luhnValid, NON_TEST_CARD_MESSAGE, parseSandboxFault, SANDBOX_TEST_CARDS, validateSandboxCard } from './sandbox-gateway';
import { addCard, futureYear, sandboxOf } from './payments.test-helpers';

const NOW = new Date('2025-06-15T12:00:00Z');
const good = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };

const fieldErrors = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return { message: e.message, status: e.status, fields: e.fields };
    throw e;
  }
  throw new Error('expected a validation error');
};

describe('sandbox card validation (what Stripe.js checks in the browser)', () => {
  it('every listed test card passes the Luhn check; a changed digit does not', () => {
    for (const n of Object.keys(SANDBOX_TEST_CARDS)) expect(luhnValid(n), n).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('accepts any future expiry (two-digit years too) and any 3-digit CVC', () => {
    expect(validateSandboxCard(good, NOW)).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' });
    expect(validateSandboxCard({ ...good, exp_month: 6, exp_year: 25 }, NOW).expYear).toBe(2025);
    expect(validateSandboxCard({ ...good, number: '3782-822463-10005', cvc: '1234' }, NOW).number).toBe('378282246310005');
  });

  it('refuses bad details with Stripe’s wording, one message per field', () => {
    expect(fieldErrors(() => validateSandboxCard({ ...good, number: '4242 4242' }, NOW)).fields).toEqual({ 'card.number': ['Your card number is incomplete.'] });
    expect(fieldErrors(() => validateSandboxCard({ ...good, number: '4242424242424241' }, NOW)).fields).toEqual({ 'card.number': ['Your card number is invalid.'] });
    expect(fieldErrors(() => validateSandboxCard({ ...good, exp_month: 13 }, NOW)).fields).toEqual({ 'card.exp_month': ["Your card's expiration month is invalid."] });
    expect(fieldErrors(() => validateSandboxCard({ ...good, exp_month: 5, exp_year: 2025 }, NOW)).fields).toEqual({ 'card.exp_year': ["Your card's expiration date is in the past."] });
    expect(fieldErrors(() => validateSandboxCard({ ...good, cvc: '12' }, NOW)).fields).toEqual({ 'card.cvc': ["Your card's security code is incomplete."] });
    expect(fieldErrors(() => validateSandboxCard({ ...good, number: '378282246310005', cvc: '123' }, NOW)).fields).toEqual({ 'card.cvc': ["Your card's security code is incomplete."] });
    const all = fieldErrors(() => validateSandboxCard({ number: 'abc', exp_month: 0, exp_year: 2020, cvc: '' }, NOW));
    expect(all.status).toBe(422);
    expect(all.message).toBe('Your card number is incomplete.');
    expect(Object.keys(all.fields!)).toEqual(['card.number', 'card.exp_month', 'card.cvc']);
  });

  it('reads the fault hook from the environment value', () => {
    expect(parseSandboxFault(undefined)).toBeNull();
    expect(parseSandboxFault('nonsense')).toBeNull();
    expect(parseSandboxFault('timeout')).toEqual({ kind: 'timeout', delayMs: undefined, operations: undefined });
    expect(parseSandboxFault('delay=1500:createPaymentIntent,refund')).toEqual({ kind: 'delay', delayMs: 1500, operations: ['createPaymentIntent', 'refund'] });
  });
});

describe('sandbox gateway end to end', () => {
  let t: TTestApp;
  let manager: string;
  let acme: number;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@acme.test');
    acme = await teamIdOf(t, manager, 'acme');
  });
  afterAll(() => t.close());
  afterEach(() => sandboxOf(t).setFault(null));

  it('records the issuing country: 4000 0082 6000 0000 is a GB Visa, 4242… a US Visa, 5555… a US Mastercard', async () => {
    const gb = await addCard(t, manager, acme, '4000 0082 6000 0000');
    expect(gb.confirm.statusCode).toBe(200);
    expect(gb.confirm.json()).toMatchObject({ status: 'succeeded', payment_method: expect.stringMatching(/^pm_/) });
    expect(gb.save.json()).toMatchObject({ status: 'succeeded', message: billingTexts.cardSaved, card: { card_brand: 'visa', last4: '0000', country: 'GB', exp_month: 12, exp_year: futureYear() } });
    const us = await addCard(t, manager, acme, '4242424242424242');
    expect(us.card).toMatchObject({ card_brand: 'visa', last4: '4242', country: 'US' });
    const mc = await addCard(t, manager, acme, '5555555555554444');
    expect(mc.card).toMatchObject({ card_brand: 'mastercard', last4: '4444', country: 'US' });
  });

  it('ids and client secrets look like Stripe’s', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${acme}/stripe/intent`, headers: t.as(manager) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: 'sandbox', gateway: 'sandbox', clientSecret: expect.stringMatching(/^seti_[A-Za-z0-9]{24}_secret_[A-Za-z0-9]{32}$/) });
  });

  it('4000 0000 0000 0002 is declined when it is set up; saving then answers the spec’s failure text', async () => {
    const r = await addCard(t, manager, acme, '4000000000000002');
    expect(r.confirm.statusCode).toBe(402);
    expect(r.confirm.json()).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
    expect(r.save.statusCode).toBe(200);
    expect(r.save.json()).toEqual({ status: 'requires_payment_method', card: null, message: billingTexts.cardFailed });
    const si = await sandboxOf(t).retrieveSetupIntent(r.setupIntentId);
    expect(si).toMatchObject({ status: 'requires_payment_method', paymentMethodId: null, error: 'Your card was declined.' });
  });

  it('an expired-card and an incorrect-CVC test card are declined at setup with their own messages', async () => {
    expect((await addCard(t, manager, acme, '4000000000000069')).confirm.json().message).toBe('Your card has expired.');
    expect((await addCard(t, manager, acme, '4000000000000127')).confirm.json().message).toBe("Your card's security code is incorrect.");
  });

  it('4000 0000 0000 9995 is saved fine and declined only when charged (insufficient funds)', async () => {
    const r = await addCard(t, manager, acme, '4000000000009995');
    expect(r.card).toMatchObject({ last4: '9995' });
    const sandbox = sandboxOf(t);
    const si = await sandbox.retrieveSetupIntent(r.setupIntentId);
    const pi = await sandbox.createPaymentIntent({ amount: 1000, currency: 'gbp', paymentMethodId: si!.paymentMethodId!, description: 'x', confirm: true, metadata: {} });
    expect(pi).toMatchObject({ status: 'requires_payment_method', error: 'Your card has insufficient funds.', declineCode: 'insufficient_funds' });
  });

  it('a saved card that has since expired is declined when charged', async () => {
    const now = new Date();
    const r = await addCard(t, manager, acme, '4242424242424242', { exp_month: now.getUTCMonth() + 1, exp_year: now.getUTCFullYear() });
    expect(r.card).not.toBeNull();
    const pm = (await sandboxOf(t).retrieveSetupIntent(r.setupIntentId))!.paymentMethodId!;
    const p = { amount: 1000, currency: 'gbp' as const, paymentMethodId: pm, description: 'x', confirm: true, metadata: {} };
    expect((await sandboxOf(t).createPaymentIntent(p)).status).toBe('succeeded');
    const nextYear = createSandboxGateway({ db: t.deps.db, clock: { now: () => new Date(now.getTime() + 366 * 24 * 3600 * 1000) } });
    expect(await nextYear.createPaymentIntent(p)).toMatchObject({ status: 'requires_payment_method', error: 'Your card has expired.' });
  });

  it('a real (non-test) card number is declined, and bad details answer 422 with field errors', async () => {
    const real = await addCard(t, manager, acme, '4111111111111111');
    expect(real.confirm.statusCode).toBe(402);
    expect(real.confirm.json().message).toBe(NON_TEST_CARD_MESSAGE);
    const past = await addCard(t, manager, acme, '4242424242424242', { exp_year: 2020 });
    expect(past.confirm.statusCode).toBe(422);
    expect(past.confirm.json()).toMatchObject({ message: "Your card's expiration date is in the past.", errors: { 'card.exp_year': ["Your card's expiration date is in the past."] } });
    expect(past.save.json().status).toBe('requires_payment_method');
  });

  it('refuses a wrong client secret and a second confirmation', async () => {
    const intent = (await t.app.inject({ method: 'POST', url: `/api/v1/teams/${acme}/stripe/intent`, headers: t.as(manager) })).json();
    const id = intent.clientSecret.split('_secret_')[0];
    const card = { number: '4242424242424242', exp_month: 1, exp_year: futureYear(), cvc: '999' };
    const wrong = await t.app.inject({ method: 'POST', url: `/api/v1/sandbox-gateway/setup_intents/${id}/confirm`, payload: { client_secret: `${id}_secret_nope`, card } });
    expect(wrong.statusCode).toBe(404);
    const ok = await t.app.inject({ method: 'POST', url: `/api/v1/sandbox-gateway/setup_intents/${id}/confirm`, payload: { client_secret: intent.clientSecret, card } });
    expect(ok.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: `/api/v1/sandbox-gateway/setup_intents/${id}/confirm`, payload: { client_secret: intent.clientSecret, card } });
    expect(again.statusCode).toBe(400);
  });

  it('never stores a card number or CVC anywhere in the database', async () => {
    await addCard(t, manager, acme, '4000 0582 6000 0005', { cvc: '731' });
    const dump = JSON.stringify(await allRows(t.deps.db));
    expect(dump).toContain('0005');
    expect(dump).not.toContain('4000058260000005');
    expect(dump).not.toContain('4000 0582 6000 0005');
    expect(dump).not.toContain('"731"');
  });

  it('lists its test cards for the card form', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/sandbox-gateway/test-cards' });
    expect(res.json()).toEqual(expect.arrayContaining([{ number: '4000 0082 6000 0000', brand: 'visa', country: 'GB', outcome: 'succeeds' }]));
  });

  it('answers a repeated create with the same idempotency key with the same intent, and refuses other parameters', async () => {
    const r = await addCard(t, manager, acme, '4242424242424242');
    const sandbox = sandboxOf(t);
    const pm = (await sandbox.retrieveSetupIntent(r.setupIntentId))!.paymentMethodId!;
    const before = await sandbox.count('payment_intent');
    const p = { amount: 5000, currency: 'gbp' as const, paymentMethodId: pm, description: 'x', confirm: true, idempotencyKey: 'k-1', metadata: {} };
    const a = await sandbox.createPaymentIntent(p);
    const b = await sandbox.createPaymentIntent(p);
    expect(a.status).toBe('succeeded');
    expect(b).toEqual(a);
    expect(await sandbox.count('payment_intent')).toBe(before + 1);
    await expect(sandbox.createPaymentIntent({ ...p, amount: 5001 })).rejects.toMatchObject({ code: 'idempotency_error' });
    await expect(sandbox.createPaymentIntent({ ...p, idempotencyKey: undefined, amount: 29 })).rejects.toBeInstanceOf(GatewayRequestError);
  });

  it('refunds up to what was paid, never more', async () => {
    const r = await addCard(t, manager, acme, '4242424242424242');
    const sandbox = sandboxOf(t);
    const pm = (await sandbox.retrieveSetupIntent(r.setupIntentId))!.paymentMethodId!;
    const pi = await sandbox.createPaymentIntent({ amount: 1000, currency: 'gbp', paymentMethodId: pm, description: 'x', confirm: true, metadata: {} });
    expect(await sandbox.refund({ paymentIntentId: pi.id, amount: 400 })).toMatchObject({ id: expect.stringMatching(/^re_/), amount: 400, status: 'succeeded' });
    await expect(sandbox.refund({ paymentIntentId: pi.id, amount: 601 })).rejects.toMatchObject({ code: 'amount_too_large' });
    expect((await sandbox.refund({ paymentIntentId: pi.id })).amount).toBe(600);
    expect((await sandbox.retrievePaymentIntent(pi.id))!.amountRefunded).toBe(1000);
    await expect(sandbox.refund({ paymentIntentId: pi.id })).rejects.toMatchObject({ code: 'amount_too_large' });
  });

  it('fault hooks: timeout and error fail first; lost-response does the work then times out; times limits them', async () => {
    const r = await addCard(t, manager, acme, '4242424242424242');
    const sandbox = sandboxOf(t);
    const pm = (await sandbox.retrieveSetupIntent(r.setupIntentId))!.paymentMethodId!;
    const p = { amount: 700, currency: 'gbp' as const, paymentMethodId: pm, description: 'x', confirm: false, metadata: {} };
    const count = await sandbox.count('payment_intent');
    sandbox.setFault({ kind: 'timeout' });
    await expect(sandbox.createPaymentIntent(p)).rejects.toBeInstanceOf(GatewayUnavailableError);
    sandbox.setFault({ kind: 'error', operations: ['createPaymentIntent'] });
    await expect(sandbox.createPaymentIntent(p)).rejects.toMatchObject({ reason: 'error' });
    expect(await sandbox.count('payment_intent')).toBe(count);

    sandbox.setFault(null);
    const pi = await sandbox.createPaymentIntent(p);
    sandbox.setFault({ kind: 'lost-response', operations: ['confirmPaymentIntent'], times: 1 });
    await expect(sandbox.confirmPaymentIntent(pi.id)).rejects.toMatchObject({ reason: 'timeout' });
    expect((await sandbox.retrievePaymentIntent(pi.id))!.status).toBe('succeeded');
    // The fault was for one call only.
    expect((await sandbox.confirmPaymentIntent(pi.id)).status).toBe('succeeded');
  });

  it('a gateway outage while confirming a card answers the spec’s gateway message', async () => {
    sandboxOf(t).setFault({ kind: 'timeout', operations: ['confirmSetupIntent'] });
    const r = await addCard(t, manager, acme, '4242424242424242');
    expect(r.confirm.statusCode).toBe(503);
    expect(r.confirm.json().message).toBe(billingTexts.gatewayDown);
  });
});
