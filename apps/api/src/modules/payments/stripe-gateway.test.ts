import { describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { GatewayRequestError, GatewayUnavailableError } from './gateway';
import { createStripeGateway, type TStripeClient } from './stripe-gateway';

/** Errors shaped like the SDK's (type, message, code, decline_code, payment_intent). */
const stripeError = (type: string, message: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(message), { type, ...extra });

const setupIntent = (over: Partial<Stripe.SetupIntent> = {}) =>
  ({ id: 'seti_1', object: 'setup_intent', client_secret: 'seti_1_secret_abc', status: 'requires_payment_method', payment_method: null, last_setup_error: null, metadata: { team_id: '1' }, ...over }) as Stripe.SetupIntent;

const paymentIntent = (over: Partial<Stripe.PaymentIntent> = {}) =>
  ({
    id: 'pi_1',
    object: 'payment_intent',
    amount: 101440,
    currency: 'gbp',
    status: 'succeeded',
    payment_method: 'pm_1',
    last_payment_error: null,
    latest_charge: null,
    metadata: { team_id: '1' },
    ...over,
  }) as unknown as Stripe.PaymentIntent;

type TCalls = { method: string; args: unknown[] }[];

function fakeStripe(overrides: Record<string, (...args: unknown[]) => Promise<unknown>> = {}) {
  const calls: TCalls = [];
  const fn =
    (name: string, fallback: (...args: unknown[]) => Promise<unknown>) =>
    (...args: unknown[]) => {
      calls.push({ method: name, args });
      return (overrides[name] ?? fallback)(...args);
    };
  const client = {
    customers: { create: fn('customers.create', async () => ({ id: 'cus_1' })) },
    setupIntents: {
      create: fn('setupIntents.create', async () => setupIntent()),
      retrieve: fn('setupIntents.retrieve', async () => setupIntent({ status: 'succeeded', payment_method: 'pm_1' })),
    },
    paymentMethods: {
      retrieve: fn('paymentMethods.retrieve', async () => ({ id: 'pm_1', customer: 'cus_1', card: { brand: 'visa', last4: '0000', exp_month: 12, exp_year: 2030, country: 'GB' } })),
    },
    paymentIntents: {
      create: fn('paymentIntents.create', async () => paymentIntent({ status: 'requires_confirmation' })),
      confirm: fn('paymentIntents.confirm', async () => paymentIntent()),
      retrieve: fn('paymentIntents.retrieve', async () => paymentIntent({ latest_charge: { id: 'ch_1', amount_refunded: 500 } as Stripe.Charge })),
    },
    refunds: { create: fn('refunds.create', async () => ({ id: 're_1', amount: 500, status: 'succeeded' })) },
  } as unknown as TStripeClient;
  return { client, calls };
}

const gatewayWith = (overrides?: Record<string, (...args: unknown[]) => Promise<unknown>>) => {
  const { client, calls } = fakeStripe(overrides);
  return { gateway: createStripeGateway({ secretKey: 'sk_test_x', publishableKey: 'pk_test_x', client }), calls };
};

describe('Stripe adapter mapping (fake client, no network)', () => {
  it('creates a setup intent for off-session use on a new customer and exposes the publishable key', async () => {
    const { gateway, calls } = gatewayWith();
    expect(gateway.kind).toBe('stripe');
    expect(gateway.publicKey).toBe('pk_test_x');
    const si = await gateway.createSetupIntent({ metadata: { team_id: '1', user_id: '2' } });
    expect(si).toEqual({ id: 'seti_1', clientSecret: 'seti_1_secret_abc', status: 'requires_payment_method', paymentMethodId: null, error: null, metadata: { team_id: '1' } });
    expect(calls.map((c) => c.method)).toEqual(['customers.create', 'setupIntents.create']);
    expect(calls[1]!.args[0]).toEqual({ customer: 'cus_1', usage: 'off_session', allowed_payment_method_types: ['card'], metadata: { team_id: '1', user_id: '2' } });
  });

  it('maps a retrieved setup intent, its setup error, and a missing one (null)', async () => {
    const { gateway } = gatewayWith();
    expect(await gateway.retrieveSetupIntent('seti_1')).toMatchObject({ status: 'succeeded', paymentMethodId: 'pm_1' });
    const failed = gatewayWith({
      'setupIntents.retrieve': async () => setupIntent({ payment_method: { id: 'pm_9' } as Stripe.PaymentMethod, last_setup_error: { message: 'Your card was declined.', type: 'card_error' } as Stripe.SetupIntent.LastSetupError }),
    });
    expect(await failed.gateway.retrieveSetupIntent('seti_1')).toMatchObject({ status: 'requires_payment_method', paymentMethodId: 'pm_9', error: 'Your card was declined.' });
    const missing = gatewayWith({ 'setupIntents.retrieve': async () => Promise.reject(stripeError('StripeInvalidRequestError', 'No such setupintent', { code: 'resource_missing' })) });
    expect(await missing.gateway.retrieveSetupIntent('seti_x')).toBeNull();
  });

  it('maps the card of a payment method, including its issuing country', async () => {
    const { gateway } = gatewayWith();
    expect(await gateway.retrievePaymentMethod('pm_1')).toEqual({ id: 'pm_1', brand: 'visa', last4: '0000', expMonth: 12, expYear: 2030, country: 'GB' });
    const notCard = gatewayWith({ 'paymentMethods.retrieve': async () => ({ id: 'pm_2', card: null }) });
    await expect(notCard.gateway.retrievePaymentMethod('pm_2')).rejects.toBeInstanceOf(GatewayRequestError);
  });

  it('creates payment intents for the card’s customer, off-session when confirming, with the idempotency key', async () => {
    const { gateway, calls } = gatewayWith({ 'paymentIntents.create': async () => paymentIntent() });
    const pi = await gateway.createPaymentIntent({ amount: 101440, currency: 'gbp', paymentMethodId: 'pm_1', description: 'Top up', confirm: true, idempotencyKey: 'k1', metadata: { suffix: 'top-up' } });
    expect(pi).toEqual({ id: 'pi_1', status: 'succeeded', amount: 101440, amountRefunded: 0, currency: 'gbp', paymentMethodId: 'pm_1', error: null, declineCode: null, metadata: { team_id: '1' } });
    const create = calls.find((c) => c.method === 'paymentIntents.create')!;
    expect(create.args).toEqual([
      { amount: 101440, currency: 'gbp', payment_method: 'pm_1', customer: 'cus_1', allowed_payment_method_types: ['card'], description: 'Top up', metadata: { suffix: 'top-up' }, confirm: true, off_session: true },
      { idempotencyKey: 'k1' },
    ]);
    await gateway.confirmPaymentIntent('pi_1', { idempotencyKey: 'k1:confirm' });
    expect(calls.find((c) => c.method === 'paymentIntents.confirm')!.args).toEqual(['pi_1', { off_session: true }, { idempotencyKey: 'k1:confirm' }]);
  });

  it('answers a card decline as the intent in requires_payment_method with the card’s message', async () => {
    const declinedIntent = paymentIntent({ status: 'requires_payment_method', payment_method: null, last_payment_error: { message: 'Your card has insufficient funds.', decline_code: 'insufficient_funds', payment_method: { id: 'pm_1' } } as Stripe.PaymentIntent.LastPaymentError });
    const { gateway } = gatewayWith({
      'paymentIntents.confirm': async () =>
        Promise.reject(stripeError('StripeCardError', 'Your card has insufficient funds.', { code: 'card_declined', decline_code: 'insufficient_funds', payment_intent: declinedIntent })),
    });
    expect(await gateway.confirmPaymentIntent('pi_1')).toMatchObject({ id: 'pi_1', status: 'requires_payment_method', error: 'Your card has insufficient funds.', declineCode: 'insufficient_funds', paymentMethodId: 'pm_1' });
  });

  it('reads the refunded amount from the latest charge, and a missing intent as null', async () => {
    const { gateway } = gatewayWith();
    expect(await gateway.retrievePaymentIntent('pi_1')).toMatchObject({ amountRefunded: 500 });
    const missing = gatewayWith({ 'paymentIntents.retrieve': async () => Promise.reject(stripeError('StripeInvalidRequestError', 'No such payment_intent', { code: 'resource_missing' })) });
    expect(await missing.gateway.retrievePaymentIntent('pi_x')).toBeNull();
  });

  it('refunds with the amount and idempotency key', async () => {
    const { gateway, calls } = gatewayWith();
    expect(await gateway.refund({ paymentIntentId: 'pi_1', amount: 500, idempotencyKey: 'r1' })).toEqual({ id: 're_1', paymentIntentId: 'pi_1', amount: 500, status: 'succeeded' });
    expect(calls.at(-1)!.args).toEqual([{ payment_intent: 'pi_1', amount: 500 }, { idempotencyKey: 'r1' }]);
  });

  it('network trouble and Stripe’s own failures are “unavailable”; refusals keep Stripe’s message', async () => {
    for (const [type, reason] of [
      ['StripeConnectionError', 'timeout'],
      ['StripeAPIError', 'error'],
      ['StripeRateLimitError', 'error'],
      ['StripeAuthenticationError', 'error'],
    ] as const) {
      const { gateway } = gatewayWith({ 'customers.create': async () => Promise.reject(stripeError(type, 'boom')) });
      const err = await gateway.createSetupIntent({ metadata: {} }).catch((e: unknown) => e);
      expect(err, type).toBeInstanceOf(GatewayUnavailableError);
      expect((err as GatewayUnavailableError).reason).toBe(reason);
    }
    const { gateway } = gatewayWith({ 'refunds.create': async () => Promise.reject(stripeError('StripeInvalidRequestError', 'Charge ch_1 has already been refunded.', { code: 'charge_already_refunded' })) });
    await expect(gateway.refund({ paymentIntentId: 'pi_1' })).rejects.toMatchObject({ name: 'GatewayRequestError', code: 'charge_already_refunded', message: 'Charge ch_1 has already been refunded.' });
    const plain = gatewayWith({ 'paymentIntents.retrieve': async () => Promise.reject(new Error('socket hang up')) });
    await expect(plain.gateway.retrievePaymentIntent('pi_1')).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('is chosen when both Stripe keys are set', async () => {
    const { createGateway } = await import('./create-gateway');
    const { testConfig } = await import('../../config');
    const fakeDb = {} as Parameters<typeof createGateway>[1];
    expect(createGateway(testConfig({ stripeSecretKey: 'sk_test_x', stripePublishableKey: 'pk_test_x' }), fakeDb, { now: () => new Date() }).kind).toBe('stripe');
    expect(createGateway(testConfig({ stripeSecretKey: 'sk_test_x' }), fakeDb, { now: () => new Date() }).kind).toBe('sandbox');
  });
});
