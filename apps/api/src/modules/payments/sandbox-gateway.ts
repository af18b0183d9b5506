import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@gifthub/shared/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TClock } from '../../lib/clock';
import {
  GatewayRequestError,
  GatewayUnavailableError,
  type TCreatePaymentIntent,
  type TGatewayMetadata,
  type TGatewayPaymentIntent,
  type TGatewayPaymentMethod,
  type TGatewayRefund,
  type TGatewaySetupIntent,
  type TPaymentGateway,
  type TPaymentIntentStatus,
  type TSetupIntentStatus,
} from './gateway';
import * as store from './sandbox-gateway.repository';

/**
 * The sandbox gateway: Stripe's test mode imitated on our own database (sandbox_gateway_objects), so the
 * portal runs end to end without a Stripe account. The browser confirms setup intents with card details
 * at the sandbox's public endpoint (sandbox-gateway.routes.ts), exactly where Stripe.js would talk to
 * Stripe; the API only ever sees ids. Declines happen where Stripe's test cards make them happen.
 */

type TDecline = { code: string; declineCode: string | null; message: string };
type TTestCard = { brand: string; country: string; funding?: 'credit' | 'debit'; setupDecline?: TDecline; chargeDecline?: TDecline };

const declined = (declineCode: string | null, message = 'Your card was declined.'): TDecline => ({ code: 'card_declined', declineCode, message });

/** Stripe's documented test card numbers (https://docs.stripe.com/testing) that the sandbox knows. */
export const SANDBOX_TEST_CARDS: Record<string, TTestCard> = {
  '4242424242424242': { brand: 'visa', country: 'US' },
  '4000056655665556': { brand: 'visa', country: 'US', funding: 'debit' },
  '5555555555554444': { brand: 'mastercard', country: 'US' },
  '378282246310005': { brand: 'amex', country: 'US' },
  '4000008260000000': { brand: 'visa', country: 'GB' },
  '4000058260000005': { brand: 'visa', country: 'GB', funding: 'debit' },
  '4000002500000003': { brand: 'visa', country: 'FR' },
  // Saved fine; the charge is declined.
  '4000000000009995': { brand: 'visa', country: 'US', chargeDecline: declined('insufficient_funds', 'Your card has insufficient funds.') },
  '4000000000000341': { brand: 'visa', country: 'US', chargeDecline: declined('generic_decline') },
  // Declined when the card is set up.
  '4000000000000002': { brand: 'visa', country: 'US', setupDecline: declined('generic_decline') },
  '4000000000000069': { brand: 'visa', country: 'US', setupDecline: { code: 'expired_card', declineCode: null, message: 'Your card has expired.' } },
  '4000000000000127': { brand: 'visa', country: 'US', setupDecline: { code: 'incorrect_cvc', declineCode: null, message: "Your card's security code is incorrect." } },
};

export const NON_TEST_CARD_MESSAGE =
  'Your card was declined. The sandbox only accepts test cards, such as 4242 4242 4242 4242 or 4000 0082 6000 0000.';

/** Stripe's smallest GBP charge. */
export const MIN_CHARGE_PENCE = 30;

export type TGatewayOperation =
  | 'createSetupIntent'
  | 'retrieveSetupIntent'
  | 'confirmSetupIntent'
  | 'retrievePaymentMethod'
  | 'createPaymentIntent'
  | 'confirmPaymentIntent'
  | 'retrievePaymentIntent'
  | 'refund';

/**
 * Test hook: make the sandbox fail like a real gateway. 'timeout' and 'error' fail before anything
 * happens; 'lost-response' does the work and then times out (the charge went through, the answer was
 * lost); 'delay' answers late. Limited to some operations and to a number of calls when given.
 */
export type TSandboxFault = { kind: 'timeout' | 'error' | 'lost-response' | 'delay'; operations?: TGatewayOperation[]; times?: number; delayMs?: number };

/** SANDBOX_GATEWAY_FAULT: 'timeout', 'error', 'lost-response:confirmPaymentIntent', 'delay=2000:createPaymentIntent,refund'. */
export function parseSandboxFault(value: string | undefined): TSandboxFault | null {
  if (!value) return null;
  const [head = '', ops] = value.split(':');
  const [kind, ms] = head.split('=');
  if (kind !== 'timeout' && kind !== 'error' && kind !== 'lost-response' && kind !== 'delay') return null;
  return { kind, delayMs: ms ? Number(ms) : undefined, operations: ops ? (ops.split(',').filter(Boolean) as TGatewayOperation[]) : undefined };
}

export type TSandboxCardInput = { number: string; exp_month: number; exp_year: number; cvc: string };

export const luhnValid = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
};

/** What Stripe.js checks before a card leaves the browser, with Stripe's wording; first failure per field. */
export function validateSandboxCard(card: TSandboxCardInput, now: Date) {
  const errors: Record<string, string[]> = {};
  const number = String(card.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d+$/.test(number) || number.length < 12) errors['card.number'] = ['Your card number is incomplete.'];
  else if (number.length > 19 || !luhnValid(number)) errors['card.number'] = ['Your card number is invalid.'];
  const month = Number(card.exp_month);
  let year = Number(card.exp_year);
  if (Number.isInteger(year) && year >= 0 && year < 100) year += 2000;
  if (!Number.isInteger(month) || month < 1 || month > 12) errors['card.exp_month'] = ["Your card's expiration month is invalid."];
  else if (!Number.isInteger(year) || year < 2000 || year > now.getUTCFullYear() + 50) errors['card.exp_year'] = ["Your card's expiration year is invalid."];
  else if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
    errors['card.exp_year'] = ["Your card's expiration date is in the past."];
  const cvc = String(card.cvc ?? '');
  const cvcLength = SANDBOX_TEST_CARDS[number]?.brand === 'amex' ? 4 : null;
  if (!/^\d{3,4}$/.test(cvc) || (cvcLength !== null && cvc.length !== cvcLength)) errors['card.cvc'] = ["Your card's security code is incomplete."];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw AppError.validation(errors, first);
  return { number, expMonth: month, expYear: year, cvc };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomId = (length = 24) => Array.from(randomBytes(length), (b) => ALPHABET[b % ALPHABET.length]).join('');
/** An idempotency key always names the same object, as Stripe answers a repeated create with the first result. */
const keyedId = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 24);

type TSetupData = { status: TSetupIntentStatus; payment_method: string | null; last_setup_error: TDecline | null; metadata: TGatewayMetadata };
type TMethodData = { brand: string; last4: string; exp_month: number; exp_year: number; country: string; funding: string; charge_decline: TDecline | null };
type TIntentData = {
  status: TPaymentIntentStatus;
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_method: string | null;
  description: string;
  metadata: TGatewayMetadata;
  last_payment_error: TDecline | null;
};
type TRefundData = { status: 'succeeded'; payment_intent: string; amount: number };

export type TSandboxGateway = TPaymentGateway & {
  kind: 'sandbox';
  /** The browser's half of a card setup: card details in, a pm_ attached to the setup intent out. */
  confirmSetupIntent(id: string, clientSecret: string, card: TSandboxCardInput): Promise<{ id: string; status: TSetupIntentStatus; payment_method: string | null }>;
  setFault(fault: TSandboxFault | null): void;
  /** Test hook: put a setup intent in a state no test card reaches (processing). */
  forceSetupIntentStatus(id: string, status: TSetupIntentStatus): Promise<void>;
  count(kind: store.TSandboxKind): Promise<number>;
};

export const isSandboxGateway = (g: TPaymentGateway): g is TSandboxGateway => g.kind === 'sandbox';

type TSandbox = { db: Db; clock: TClock };

const toSetupIntent = (row: store.TSandboxObject): TGatewaySetupIntent => {
  const d = row.data as TSetupData;
  return { id: row.id, clientSecret: row.clientSecret ?? '', status: d.status, paymentMethodId: d.payment_method, error: d.last_setup_error?.message ?? null, metadata: d.metadata };
};
const toPaymentIntent = (row: store.TSandboxObject): TGatewayPaymentIntent => {
  const d = row.data as TIntentData;
  return {
    id: row.id,
    status: d.status,
    amount: d.amount,
    amountRefunded: d.amount_refunded,
    currency: d.currency,
    paymentMethodId: d.payment_method,
    error: d.last_payment_error?.message ?? null,
    declineCode: d.last_payment_error?.declineCode ?? d.last_payment_error?.code ?? null,
    metadata: d.metadata,
  };
};
const missing = (what: string, id: string) => new GatewayRequestError(`No such ${what}: '${id}'`, ERROR_CODES.resourceMissing);
const alreadySucceeded = () =>
  new AppError(ERROR_CODES.setupIntentUnexpectedState, 400, 'You cannot confirm this SetupIntent because it has already succeeded.');

/** Charges the card of a payment intent awaiting confirmation; once only, whoever asks. */
async function charge({ db, clock }: TSandbox, id: string): Promise<TGatewayPaymentIntent> {
  const row = await store.findObject(db, id, 'payment_intent');
  if (!row) throw missing('payment_intent', id);
  const d = row.data as TIntentData;
  if (d.status !== 'requires_confirmation') return toPaymentIntent(row);
  const method = d.payment_method ? await store.findObject(db, d.payment_method, 'payment_method') : undefined;
  const m = method?.data as TMethodData | undefined;
  const now = clock.now();
  // A saved card that has since expired is declined by its issuer, as with Stripe.
  const expired = m && (m.exp_year < now.getUTCFullYear() || (m.exp_year === now.getUTCFullYear() && m.exp_month < now.getUTCMonth() + 1));
  const decline = !m
    ? declined(null, 'The payment method is missing.')
    : expired
      ? { code: 'expired_card', declineCode: null, message: 'Your card has expired.' }
      : m.charge_decline;
  const next: TIntentData = decline ? { ...d, status: 'requires_payment_method', last_payment_error: decline } : { ...d, status: 'succeeded', last_payment_error: null };
  const updated = await store.transition(db, id, ['requires_confirmation'], next);
  return toPaymentIntent(updated ?? (await store.findObject(db, id, 'payment_intent'))!);
}

/** The browser's half of a card setup: the card details checked as Stripe.js would, a test card's outcome recorded. */
async function confirmSetup({ db, clock }: TSandbox, id: string, clientSecret: string, card: TSandboxCardInput) {
  const row = await store.findObject(db, id, 'setup_intent');
  if (!row || row.clientSecret !== clientSecret) throw new AppError(ERROR_CODES.resourceMissing, 404, 'No such setup intent, or the client secret does not match.');
  const d = row.data as TSetupData;
  if (d.status === 'succeeded') throw alreadySucceeded();
  const valid = validateSandboxCard(card, clock.now());
  const test = SANDBOX_TEST_CARDS[valid.number];
  const decline = test ? (test.setupDecline ?? null) : declined(null, NON_TEST_CARD_MESSAGE);
  if (!test || decline) {
    await store.transition(db, id, ['requires_payment_method', 'requires_confirmation'], { ...d, status: 'requires_payment_method', last_setup_error: decline });
    throw new AppError(decline!.code, 402, decline!.message, { card: [decline!.message] });
  }
  const pm = `pm_${randomId()}`;
  const method: TMethodData = {
    brand: test.brand,
    last4: valid.number.slice(-4),
    exp_month: valid.expMonth,
    exp_year: valid.expYear,
    country: test.country,
    funding: test.funding ?? 'credit',
    charge_decline: test.chargeDecline ?? null,
  };
  await store.insertObject(db, { id: pm, kind: 'payment_method', data: method, createdAt: clock.now() });
  const updated = await store.transition(db, id, ['requires_payment_method', 'requires_confirmation'], { ...d, status: 'succeeded', payment_method: pm, last_setup_error: null });
  if (!updated) throw alreadySucceeded();
  return { id, status: 'succeeded' as const, payment_method: pm };
}

async function createIntent(sandbox: TSandbox, p: TCreatePaymentIntent): Promise<TGatewayPaymentIntent> {
  const { db, clock } = sandbox;
  if (!Number.isSafeInteger(p.amount) || p.amount < MIN_CHARGE_PENCE) throw new GatewayRequestError('Amount must be at least £0.30 gbp', 'amount_too_small');
  if (!(await store.findObject(db, p.paymentMethodId, 'payment_method'))) throw missing('payment_method', p.paymentMethodId);
  const id = p.idempotencyKey ? `pi_${keyedId(p.idempotencyKey)}` : `pi_${randomId()}`;
  const data: TIntentData = {
    status: 'requires_confirmation',
    amount: p.amount,
    amount_refunded: 0,
    currency: p.currency,
    payment_method: p.paymentMethodId,
    description: p.description,
    metadata: p.metadata,
    last_payment_error: null,
  };
  const inserted = await store.insertObject(db, { id, kind: 'payment_intent', clientSecret: `${id}_secret_${randomId(32)}`, data, createdAt: clock.now() });
  if (!inserted) {
    const first = (await store.findObject(db, id, 'payment_intent'))!.data as TIntentData;
    if (first.amount !== p.amount || first.payment_method !== p.paymentMethodId)
      throw new GatewayRequestError('Keys for idempotent requests can only be used with the same parameters they were first used with.', 'idempotency_error');
  }
  return p.confirm ? charge(sandbox, id) : toPaymentIntent((await store.findObject(db, id, 'payment_intent'))!);
}

async function refund({ db, clock }: TSandbox, { paymentIntentId, amount, idempotencyKey }: { paymentIntentId: string; amount?: number; idempotencyKey?: string }): Promise<TGatewayRefund> {
  const id = idempotencyKey ? `re_${keyedId(idempotencyKey)}` : `re_${randomId()}`;
  const existing = await store.findObject(db, id, 'refund');
  if (existing) return { id, ...(existing.data as TRefundData), paymentIntentId: (existing.data as TRefundData).payment_intent };
  const row = await store.findObject(db, paymentIntentId, 'payment_intent');
  if (!row) throw missing('payment_intent', paymentIntentId);
  const d = row.data as TIntentData;
  if (d.status !== 'succeeded') throw new GatewayRequestError(`This PaymentIntent (${paymentIntentId}) does not have a successful charge to refund.`, 'charge_not_refundable');
  const value = amount ?? d.amount - d.amount_refunded;
  if (!Number.isSafeInteger(value) || value <= 0 || !(await store.addRefunded(db, paymentIntentId, value)))
    throw new GatewayRequestError(`Refund amount (£${(value / 100).toFixed(2)}) is greater than unrefunded amount on charge.`, 'amount_too_large');
  const data: TRefundData = { status: 'succeeded', payment_intent: paymentIntentId, amount: value };
  await store.insertObject(db, { id, kind: 'refund', data, createdAt: clock.now() });
  return { id, paymentIntentId, amount: value, status: 'succeeded' };
}

/** A fault injected into the next calls: what the tests use to play a gateway that times out, fails or loses its answer. */
function faultRunner(initial: TSandboxFault | null) {
  let fault = initial;
  const run = async <T>(op: TGatewayOperation, fn: () => Promise<T>): Promise<T> => {
    const f = fault;
    if (!f || (f.operations && !f.operations.includes(op))) return fn();
    if (f.times !== undefined && --f.times <= 0) fault = null;
    switch (f.kind) {
      case 'timeout':
        throw new GatewayUnavailableError('timeout', 'The payment gateway did not answer in time.');
      case 'error':
        throw new GatewayUnavailableError('error', 'The payment gateway failed (500).');
      case 'delay':
        await new Promise((r) => setTimeout(r, f.delayMs ?? 200));
        return fn();
      case 'lost-response':
        await fn();
        throw new GatewayUnavailableError('timeout', 'The payment gateway did not answer in time.');
    }
  };
  return {
    run,
    set: (f: TSandboxFault | null) => {
      fault = f ? { ...f } : null;
    },
  };
}

export function createSandboxGateway(opts: { db: Db; clock: TClock; fault?: TSandboxFault | null }): TSandboxGateway {
  const sandbox: TSandbox = { db: opts.db, clock: opts.clock };
  const { db, clock } = sandbox;
  const { run, set } = faultRunner(opts.fault ?? null);

  return {
    kind: 'sandbox',
    publicKey: 'sandbox',

    createSetupIntent: ({ metadata }) =>
      run('createSetupIntent', async () => {
        const id = `seti_${randomId()}`;
        const data: TSetupData = { status: 'requires_payment_method', payment_method: null, last_setup_error: null, metadata };
        const row = await store.insertObject(db, { id, kind: 'setup_intent', clientSecret: `${id}_secret_${randomId(32)}`, data, createdAt: clock.now() });
        return toSetupIntent(row!);
      }),

    retrieveSetupIntent: (id) =>
      run('retrieveSetupIntent', async () => {
        const row = await store.findObject(db, id, 'setup_intent');
        return row ? toSetupIntent(row) : null;
      }),

    confirmSetupIntent: (id, clientSecret, card) => run('confirmSetupIntent', () => confirmSetup(sandbox, id, clientSecret, card)),

    retrievePaymentMethod: (id) =>
      run('retrievePaymentMethod', async (): Promise<TGatewayPaymentMethod> => {
        const row = await store.findObject(db, id, 'payment_method');
        if (!row) throw missing('payment_method', id);
        const d = row.data as TMethodData;
        return { id, brand: d.brand, last4: d.last4, expMonth: d.exp_month, expYear: d.exp_year, country: d.country };
      }),

    createPaymentIntent: (p: TCreatePaymentIntent) => run('createPaymentIntent', () => createIntent(sandbox, p)),

    confirmPaymentIntent: (id) => run('confirmPaymentIntent', () => charge(sandbox, id)),

    retrievePaymentIntent: (id) =>
      run('retrievePaymentIntent', async () => {
        const row = await store.findObject(db, id, 'payment_intent');
        return row ? toPaymentIntent(row) : null;
      }),

    refund: (p) => run('refund', () => refund(sandbox, p)),

    setFault: set,
    forceSetupIntentStatus: async (id, status) => {
      const row = await store.findObject(db, id, 'setup_intent');
      if (!row) throw missing('setup_intent', id);
      await store.transition(db, id, [(row.data as TSetupData).status], { ...(row.data as TSetupData), status });
    },
    count: (kind) => store.countObjects(db, kind),
  };
}
