import { billingTexts, type TPaymentCard, type TSetupIntent } from '@gifthub/shared/billing';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { cardTotal } from '@gifthub/shared/fees';
import { texts } from '@gifthub/shared/messages';
import { toPence, toPounds } from '@gifthub/shared/pricing';
import type { z } from 'zod';
import type { ZPaymentIntentRequest } from '@gifthub/shared/billing';
import type { Db } from '../../db/client';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { requirePermission, requirePro, resolveTeamAccess, type TTeamAccess } from '../teams/teams.service';
import { findUserById } from '../users/users.service';
import { GatewayRequestError, GatewayUnavailableError, type TGatewayPaymentIntent } from './gateway';
import type { TPaymentCardRow, TPaymentIntentRow } from './payments.table';
import * as repo from './payments.repository';

/**
 * Saved cards and card payments. Every payment intent is recorded in payment_intents before it is
 * confirmed at the gateway, so a payment whose request died can always be found and reconciled:
 * applied_at is set (markApplied) in the same transaction that writes the business record (top-up,
 * gift); reconcilePayments applies or refunds what succeeded but was never applied.
 */

export type TPaymentSuffix = 'market' | 'gifting' | 'top-up';

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

/** 'Visa •••• 4242'. */
export const cardLabel = (card: Pick<TPaymentCardRow, 'brand' | 'last4'>) =>
  `${BRAND_NAMES[card.brand.toLowerCase()] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1)} •••• ${card.last4}`;

export const toCard = (row: TPaymentCardRow): TPaymentCard => ({
  id: row.id,
  card_brand: row.brand,
  last4: row.last4,
  exp_month: row.expMonth,
  exp_year: row.expYear,
  country: row.country,
  preferred: row.preferred,
});

/** use-cards, and never in the demo (spec 1 §6: saved card payment, not in demo). */
function requireCardUser(access: TTeamAccess) {
  if (access.isDemo) throw AppError.forbidden(texts.demoReadOnly, ERROR_CODES.demoReadOnly);
  requirePermission(access, 'use-cards');
}

/** Gateway failures become the spec's message (unreachable) or the gateway's own (refused). */
async function viaGateway<T>(deps: TDeps, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (e instanceof GatewayUnavailableError) {
      deps.log.warn({ err: e, gatewayCall: what }, 'payment gateway unavailable');
      throw new AppError('gateway_unavailable', 503, billingTexts.gatewayDown);
    }
    if (e instanceof GatewayRequestError) {
      deps.log.warn({ gatewayCall: what, gatewayCode: e.code, gatewayMessage: e.message }, 'payment gateway refused a request');
      throw new AppError('gateway_refused', 422, e.message);
    }
    throw e;
  }
}

// ---------------------------------------------------------------- saved cards

/** The user's own card for the team (not removed), else 404. */
export async function getCard(db: Db, access: TTeamAccess, cardId: number): Promise<TPaymentCardRow> {
  const card = Number.isSafeInteger(cardId) && cardId > 0 ? await repo.findCard(db, access.team.id, access.userId, cardId) : undefined;
  if (!card) throw AppError.notFound('Payment card');
  return card;
}

/** GET /stripe/methods: preferred first. The demo has no cards of its own. */
export async function listCards(db: Db, access: TTeamAccess): Promise<TPaymentCard[]> {
  requirePermission(access, 'use-cards');
  if (access.isDemo) return [];
  return (await repo.listCards(db, access.team.id, access.userId)).map(toCard);
}

export async function getCardView(db: Db, access: TTeamAccess, cardId: number) {
  requirePermission(access, 'use-cards');
  return toCard(await getCard(db, access, cardId));
}

/** GET/POST /stripe/intent: a setup intent the browser confirms with the card details at the gateway. */
export async function createSetupIntent(deps: TDeps, access: TTeamAccess): Promise<TSetupIntent> {
  requireCardUser(access);
  const si = await viaGateway(deps, 'createSetupIntent', () =>
    deps.gateway.createSetupIntent({ metadata: { team_id: String(access.team.id), user_id: String(access.userId) } }),
  );
  return { publicKey: deps.gateway.publicKey, clientSecret: si.clientSecret, gateway: deps.gateway.kind };
}

export type TSaveCardResult = { status: 'succeeded' | 'processing' | 'requires_payment_method'; card: TPaymentCard | null; message: string | null };

/**
 * POST /stripe/methods: after the browser confirmed the setup intent, record the card the gateway
 * attached to it (spec 1 §4 card setup outcomes). A saved card becomes the preferred one.
 */
export async function saveCard(deps: TDeps, access: TTeamAccess, setupIntentId: string): Promise<TSaveCardResult> {
  requireCardUser(access);
  const si = await viaGateway(deps, 'retrieveSetupIntent', () => deps.gateway.retrieveSetupIntent(setupIntentId));
  // Someone else's setup intent is answered as unknown, so ids do not leak.
  if (!si || si.metadata.team_id !== String(access.team.id) || si.metadata.user_id !== String(access.userId))
    throw new AppError(ERROR_CODES.notFound, 404, 'Card setup not found. Please add the card again.', { setup_intent_id: ['Card setup not found.'] });
  if (si.status === 'processing') return { status: 'processing', card: null, message: billingTexts.cardProcessing };
  if (si.status !== 'succeeded' || !si.paymentMethodId) return { status: 'requires_payment_method', card: null, message: billingTexts.cardFailed };

  const pmId = si.paymentMethodId;
  const pm = await viaGateway(deps, 'retrievePaymentMethod', () => deps.gateway.retrievePaymentMethod(pmId));
  const now = deps.clock.now();
  const card = await deps.db.transaction(async (tx) => {
    await repo.lockCards(tx, access.team.id, access.userId);
    const details = { brand: pm.brand, last4: pm.last4, expMonth: pm.expMonth, expYear: pm.expYear, country: pm.country?.toUpperCase() ?? null };
    const existing = await repo.findCardByGatewayId(tx, access.team.id, access.userId, pm.id);
    let id: number;
    if (existing) {
      await repo.updateCard(tx, existing.id, { ...details, preferred: true, deletedAt: null });
      id = existing.id;
    } else {
      const row = await repo.insertCard(tx, { teamId: access.team.id, userId: access.userId, gatewayId: pm.id, ...details, preferred: true, createdAt: now });
      id = row!.id;
    }
    await repo.clearPreferred(tx, access.team.id, access.userId, id);
    return (await repo.findCardById(tx, id))!;
  });
  return { status: 'succeeded', card: toCard(card), message: billingTexts.cardSaved };
}

/** PUT /stripe/methods/{id} { preferred: true }: this card becomes the only preferred one. */
export async function makePreferred(db: Db, access: TTeamAccess, cardId: number): Promise<TPaymentCard> {
  requireCardUser(access);
  const card = await db.transaction(async (tx) => {
    await repo.lockCards(tx, access.team.id, access.userId);
    const c = await getCard(tx, access, cardId);
    await repo.updateCard(tx, c.id, { preferred: true });
    await repo.clearPreferred(tx, access.team.id, access.userId, c.id);
    return (await repo.findCardById(tx, c.id))!;
  });
  return toCard(card);
}

export const PREFERRED_CARD_REMOVAL = 'The preferred card cannot be removed while you have other cards. Make another card preferred first.';

/** DELETE /stripe/methods/{id}: soft delete; the preferred card stays while others exist (spec 3 §4). */
export async function removeCard(deps: TDeps, access: TTeamAccess, cardId: number): Promise<void> {
  requireCardUser(access);
  await deps.db.transaction(async (tx) => {
    await repo.lockCards(tx, access.team.id, access.userId);
    const card = await getCard(tx, access, cardId);
    const others = (await repo.listCards(tx, access.team.id, access.userId)).filter((c) => c.id !== card.id);
    if (card.preferred && others.length > 0) throw new AppError('preferred_card', 422, PREFERRED_CARD_REMOVAL, { id: [PREFERRED_CARD_REMOVAL] });
    await repo.updateCard(tx, card.id, { deletedAt: deps.clock.now(), preferred: false });
  });
}

// ---------------------------------------------------------------- what is owed

export type TExpectedAmountInput = { rawAmount: number | null; amount: number; description: string; card: TPaymentCardRow };
/** Pence owed for a card payment of this kind, recomputed on the server from what is being bought. */
export type TExpectedAmount = (deps: TDeps, access: TTeamAccess, input: TExpectedAmountInput) => Promise<number> | number;

const expectedAmounts = new Map<TPaymentSuffix, TExpectedAmount>([['top-up', (_deps, _access, input) => topUpExpected(input)]]);

/**
 * What a live request checks before anything is charged, per kind of payment, beyond use-cards: a card
 * top-up is team credit, so it needs team-finance and the Pro plan like POST /top-up. The reconciler asks
 * the same before it applies a payment whose request died, and refunds what would now be refused.
 */
const paymentGates: Partial<Record<TPaymentSuffix, (deps: TDeps, access: TTeamAccess) => void>> = {
  'top-up': (deps, access) => {
    requirePermission(access, 'team-finance');
    requirePro(access, 'teamCredit', deps.config.productName);
  },
};
const requirePaymentAllowed = (deps: TDeps, access: TTeamAccess, suffix: TPaymentSuffix) => {
  requireCardUser(access);
  paymentGates[suffix]?.(deps, access);
};

/** Whether the payer could still make this payment now (member, permissions, plan); never throws. */
async function payerStillAllowed(deps: TDeps, row: TPaymentIntentRow): Promise<boolean> {
  try {
    const user = row.userId === null ? undefined : await findUserById(deps.db, row.userId);
    if (!user) return false;
    const access = await resolveTeamAccess(deps.db, row.teamId, { id: user.id, isBbAdmin: user.isBbAdmin });
    requirePaymentAllowed(deps, access, row.suffix as TPaymentSuffix);
    return true;
  } catch {
    return false;
  }
}

function topUpExpected(input: TExpectedAmountInput) {
  if (input.rawAmount === null || input.rawAmount <= 0) throw AppError.field('raw_amount', 'Top-up amount is required.');
  return cardTotal(input.rawAmount, input.card.country).total;
}

/**
 * The marketplace and gifting areas say how to recompute what a 'market' or 'gifting' card payment
 * owes; until they do, such payments are refused. Returns a function that undoes the registration.
 */
export function registerExpectedAmount(suffix: Exclude<TPaymentSuffix, 'top-up'>, fn: TExpectedAmount) {
  const previous = expectedAmounts.get(suffix);
  expectedAmounts.set(suffix, fn);
  return () => {
    if (expectedAmounts.get(suffix) !== fn) return;
    if (previous) expectedAmounts.set(suffix, previous);
    else expectedAmounts.delete(suffix);
  };
}

/** Pounds to pence, refusing fractions of a penny. */
function pence(field: string, pounds: number) {
  const p = toPence(pounds);
  if (!Number.isSafeInteger(p) || Math.abs(pounds * 100 - p) > 1e-6) throw AppError.field(field, 'Amount must be a whole number of pence');
  return p;
}

// ---------------------------------------------------------------- payments

type TPayInput = { card: TPaymentCardRow; amount: number; suffix: TPaymentSuffix; description: string; purpose: Record<string, unknown>; idempotencyKey?: string };

const declineError = (message: string | null) => {
  const text = message || billingTexts.cardFailed;
  return new AppError('card_declined', 402, text, { payment_method_id: [text] });
};

/**
 * Creates the intent unconfirmed, records it, then confirms it off-session: money moves only after our
 * row exists. With an idempotency key a retry finds the same intent at the gateway and charges once.
 */
async function payWithCard(deps: TDeps, access: TTeamAccess, p: TPayInput): Promise<TPaymentIntentRow> {
  const { db, clock, gateway } = deps;
  const gatewayKey = p.idempotencyKey ? `gh:${access.team.id}:${access.userId}:${p.suffix}:${p.idempotencyKey}` : undefined;
  const created = await viaGateway(deps, 'createPaymentIntent', () =>
    gateway.createPaymentIntent({
      amount: p.amount,
      currency: 'gbp',
      paymentMethodId: p.card.gatewayId,
      description: p.description,
      confirm: false,
      idempotencyKey: gatewayKey,
      metadata: { team_id: String(access.team.id), user_id: String(access.userId), card_id: String(p.card.id), suffix: p.suffix },
    }),
  );
  const now = clock.now();
  let row =
    (await repo.insertIntent(db, {
      id: created.id,
      teamId: access.team.id,
      userId: access.userId,
      cardId: p.card.id,
      amount: p.amount,
      currency: 'gbp',
      status: created.status,
      description: p.description,
      suffix: p.suffix,
      purpose: p.purpose,
      createdAt: now,
      updatedAt: now,
    })) ?? (await repo.findIntent(db, created.id))!;
  if (row.teamId !== access.team.id || row.userId !== access.userId || row.amount !== p.amount) throw AppError.conflict('This payment does not match the first attempt.');

  let result: TGatewayPaymentIntent = created;
  if (created.status === 'requires_confirmation') {
    // If this fails the outcome is unknown: the row stays 'requires_confirmation' and reconcile asks later.
    result = await viaGateway(deps, 'confirmPaymentIntent', () => gateway.confirmPaymentIntent(created.id, { idempotencyKey: gatewayKey && `${gatewayKey}:confirm` }));
  }
  if (result.status !== row.status) {
    await repo.updateIntent(db, row.id, { status: result.status, updatedAt: clock.now() });
    row = { ...row, status: result.status };
  }
  if (result.status === 'requires_payment_method' || result.status === 'canceled') throw declineError(result.error);
  if (result.status === 'processing') return row;
  if (result.status !== 'succeeded') throw declineError(result.error ?? 'This card needs to be confirmed by its holder. Please use another card.');
  return row;
}

export type TPaymentIntentInput = z.output<typeof ZPaymentIntentRequest>;

/**
 * POST /stripe/payment-intent: charges a saved card after recomputing what is owed; refuses an amount
 * that does not match. Answers the intent id the caller then hands to the purchase (payment_id).
 */
export async function postPaymentIntent(deps: TDeps, access: TTeamAccess, input: TPaymentIntentInput, idempotencyKey?: string) {
  requirePaymentAllowed(deps, access, input.suffix);
  const card = await getCard(deps.db, access, input.payment_method_id);
  const amount = pence('amount', input.amount);
  const rawAmount = input.raw_amount === undefined ? null : pence('raw_amount', input.raw_amount);
  const expectedFn = expectedAmounts.get(input.suffix);
  if (!expectedFn) throw AppError.field('suffix', `Card payments for '${input.suffix}' are not available yet.`);
  const expected = await expectedFn(deps, access, { rawAmount, amount, description: input.description, card });
  if (expected !== amount) {
    const message = `The amount does not match what is owed (£${toPounds(expected).toFixed(2)}). Please refresh and try again.`;
    throw new AppError('amount_mismatch', 422, message, { amount: [message] });
  }
  const purpose: Record<string, unknown> = { kind: input.suffix, raw_amount: rawAmount, create_transaction: input.create_transaction };
  if (input.suffix === 'top-up' && rawAmount !== null) Object.assign(purpose, { amount: rawAmount, fee: amount - rawAmount, total: amount });
  const row = await payWithCard(deps, access, { card, amount, suffix: input.suffix, description: input.description || defaultDescription(input.suffix, amount), purpose, idempotencyKey });
  return { payment_intent_id: row.id, status: row.status };
}

const defaultDescription = (suffix: TPaymentSuffix, amount: number) =>
  `${suffix === 'top-up' ? 'Top up' : suffix === 'market' ? 'Marketplace order' : 'Gift'} £${toPounds(amount).toFixed(2)}`;

/**
 * A payment made earlier (payment-intent call) handed in as payment_id: it must be this user's in this
 * team, for this kind of purchase, not used yet, for exactly the expected amount, and succeeded.
 */
export async function verifyPayment(deps: TDeps, access: TTeamAccess, paymentIntentId: string, expected: { amount: number; suffix: TPaymentSuffix; cardId?: number }) {
  const row = await repo.findIntent(deps.db, paymentIntentId);
  if (!row || row.teamId !== access.team.id || row.userId !== access.userId) throw AppError.field('payment_id', 'Payment not found.');
  if (row.appliedAt) throw new AppError(ERROR_CODES.conflict, 409, 'This payment has already been used.', { payment_id: ['This payment has already been used.'] });
  if (row.suffix !== expected.suffix || row.amount !== expected.amount || (expected.cardId !== undefined && row.cardId !== expected.cardId))
    throw AppError.field('payment_id', 'The payment does not match this purchase. Please refresh and try again.');
  const gi = await viaGateway(deps, 'retrievePaymentIntent', () => deps.gateway.retrievePaymentIntent(paymentIntentId));
  if (gi && gi.status !== row.status) await repo.updateIntent(deps.db, row.id, { status: gi.status, updatedAt: deps.clock.now() });
  if (!gi || gi.status !== 'succeeded' || gi.amount !== expected.amount || gi.amountRefunded > 0)
    throw new AppError('payment_not_succeeded', 402, gi?.error ?? 'The card payment has not gone through.', { payment_id: ['The card payment has not gone through.'] });
  return { ...row, status: gi.status };
}

export type TTopUpCharge = { paymentIntentId: string; fee: number; total: number; cardLabel: string };

/**
 * The card half of a card top-up (billing calls it, then writes the top-up and calls markApplied in the
 * same transaction). amount is the top-up in pence; the fee comes from the card's issuing country.
 * With paymentId, an earlier payment-intent call is verified instead of charging again.
 */
export async function chargeForTopUp(
  deps: TDeps,
  access: TTeamAccess,
  p: { cardId: number; amount: number; paymentId?: string; idempotencyKey?: string; repay?: boolean },
): Promise<TTopUpCharge> {
  requirePaymentAllowed(deps, access, 'top-up');
  if (!Number.isSafeInteger(p.amount) || p.amount <= 0) throw AppError.field('amount', 'Amount must be greater than 0');
  const card = await getCard(deps.db, access, p.cardId);
  const { fee, total } = cardTotal(p.amount, card.country);
  const label = cardLabel(card);
  // What billing's applyTopUpFromIntent reads when the reconciler records a top-up whose request died.
  const purpose = { kind: 'top-up', amount: p.amount, fee, total, card_label: label, repay: Boolean(p.repay) };
  let row: TPaymentIntentRow;
  if (p.paymentId) {
    row = await verifyPayment(deps, access, p.paymentId, { amount: total, suffix: 'top-up', cardId: card.id });
    await repo.updateIntent(deps.db, row.id, { purpose: { ...(row.purpose ?? {}), ...purpose }, updatedAt: deps.clock.now() });
  } else {
    row = await payWithCard(deps, access, { card, amount: total, suffix: 'top-up', description: `Top up £${toPounds(p.amount).toFixed(2)}`, purpose, idempotencyKey: p.idempotencyKey });
  }
  if (row.status !== 'succeeded') throw new AppError('payment_processing', 409, billingTexts.cardProcessing);
  return { paymentIntentId: row.id, fee, total, cardLabel: label };
}

/** 'Visa •••• 4242' for a recorded card payment (payment documents print it), or null when unknown. */
export async function paymentCardLabel(db: Db, paymentIntentId: string): Promise<string | null> {
  const intent = await repo.findIntent(db, paymentIntentId);
  if (!intent) return null;
  const recorded = (intent.purpose as { card_label?: unknown } | null)?.card_label;
  if (typeof recorded === 'string') return recorded;
  const card = intent.cardId ? await repo.findCardById(db, intent.cardId) : undefined;
  return card ? cardLabel(card) : null;
}

/**
 * Charges a saved card for a purchase the caller priced on the server (marketplace gifts): payWithCard's
 * logic, answering only a succeeded intent. The caller writes its record and calls markApplied in one transaction.
 */
export async function chargeCard(
  deps: TDeps,
  access: TTeamAccess,
  p: { cardId: number; amount: number; suffix: Exclude<TPaymentSuffix, 'top-up'>; description: string; purpose: Record<string, unknown>; idempotencyKey?: string },
): Promise<TPaymentIntentRow & { cardLabel: string }> {
  requireCardUser(access);
  if (!Number.isSafeInteger(p.amount) || p.amount <= 0) throw AppError.field('amount', 'Amount must be greater than 0');
  const card = await getCard(deps.db, access, p.cardId);
  const row = await payWithCard(deps, access, { card, amount: p.amount, suffix: p.suffix, description: p.description, purpose: p.purpose, idempotencyKey: p.idempotencyKey });
  if (row.status !== 'succeeded') throw new AppError('payment_processing', 409, billingTexts.cardProcessing);
  return { ...row, cardLabel: cardLabel(card) };
}

/**
 * Marks a succeeded intent as used by its business record. Call it inside the transaction that writes
 * the record: it throws (and so rolls the record back) if the intent was already used or is being refunded.
 */
export async function markApplied(db: Db, paymentIntentId: string, at: Date = new Date()) {
  const row = await repo.claimApplied(db, paymentIntentId, at);
  if (!row) throw new AppError(ERROR_CODES.conflict, 409, 'This payment has already been used or refunded.', { payment_id: ['This payment has already been used or refunded.'] });
  return row;
}

export const findPaymentIntent = (db: Db, id: string) => repo.findIntent(db, id);

/** Refunds a recorded card payment at the gateway: all of it, or amount pence. */
export async function refundPayment(deps: TDeps, paymentIntentId: string, amount?: number, opts: { idempotencyKey?: string } = {}) {
  const row = await repo.findIntent(deps.db, paymentIntentId);
  if (!row) throw AppError.notFound('Payment');
  if (amount !== undefined && (!Number.isSafeInteger(amount) || amount <= 0)) throw AppError.field('amount', 'Amount must be greater than 0');
  const refund = await viaGateway(deps, 'refund', () => deps.gateway.refund({ paymentIntentId, amount, idempotencyKey: opts.idempotencyKey }));
  // A retry with the same idempotency key answers the refund made before: counted once.
  const purpose = (row.purpose ?? {}) as { refunded?: number; refund_ids?: string[] };
  const known = purpose.refund_ids ?? [];
  const refunded = Number(purpose.refunded ?? 0) + (known.includes(refund.id) ? 0 : refund.amount);
  await repo.updateIntent(deps.db, row.id, {
    purpose: { ...(row.purpose ?? {}), refunded, refund_ids: known.includes(refund.id) ? known : [...known, refund.id] },
    ...(refunded >= row.amount ? { status: 'refunded' } : {}),
    updatedAt: deps.clock.now(),
  });
  deps.log.info({ paymentIntentId, refundId: refund.id, amount: refund.amount }, 'card payment refunded');
  return { refundId: refund.id, amount: refund.amount, status: refund.status };
}

// ---------------------------------------------------------------- reconcile

/**
 * Writes the business record for a succeeded intent whose request died (e.g. billing's card top-up from
 * intent.purpose), or finds it already written; resolves true when the record exists. It should call
 * markApplied in the transaction that writes the record; reconcile marks the intent applied otherwise.
 * Resolving false (or having no applier) refunds the payment.
 */
export type TPaymentApplier = (deps: TDeps, intent: TPaymentIntentRow) => Promise<boolean>;
const appliers = new Map<TPaymentSuffix, TPaymentApplier>();

/** Returns a function that puts back what was registered before (tests swap appliers). */
export function registerPaymentApplier(suffix: TPaymentSuffix, fn: TPaymentApplier) {
  const previous = appliers.get(suffix);
  appliers.set(suffix, fn);
  return () => {
    if (appliers.get(suffix) !== fn) return;
    if (previous) appliers.set(suffix, previous);
    else appliers.delete(suffix);
  };
}

export type TReconcileAction = { paymentIntentId: string; action: 'applied' | 'refunded' | 'abandoned' | 'failed' | 'pending' | 'missing' | 'error'; detail?: string };

/**
 * More money that reconcile settles on each run, registered by the module that owns it: e.g. registrations'
 * refunds of declined card-paid gifts whose first refund failed. Each answers the payments it checked and what
 * it did; before is the cut-off (older work only, so a request still doing it is not raced).
 */
export type TReconcileTask = (deps: TDeps, opts: { before: Date; limit: number }) => Promise<{ checked: number; actions: TReconcileAction[] }>;
const reconcileTasks = new Map<string, TReconcileTask>();
export function registerReconcileTask(name: string, task: TReconcileTask) {
  reconcileTasks.set(name, task);
  return () => void (reconcileTasks.get(name) === task && reconcileTasks.delete(name));
}
export type TReconcileReport = { checked: number; actions: TReconcileAction[] };

/** Statuses that may still hide money taken without a business record. */
const OPEN_STATUSES = ['requires_confirmation', 'processing', 'succeeded', 'refunding'];
export const RECONCILE_AFTER_MS = 10 * 60 * 1000;

/**
 * Finds intents recorded but never applied, older than olderThanMs, asks the gateway what became of
 * them, and settles them: applies succeeded ones through the registered applier or refunds them.
 */
export async function reconcilePayments(deps: TDeps, opts: { olderThanMs?: number; limit?: number } = {}): Promise<TReconcileReport> {
  const { db, clock, gateway, log } = deps;
  const before = new Date(clock.now().getTime() - (opts.olderThanMs ?? RECONCILE_AFTER_MS));
  const rows = await repo.listUnapplied(db, OPEN_STATUSES, before, opts.limit ?? 100);
  const actions: TReconcileAction[] = [];
  const done = (a: TReconcileAction) => {
    actions.push(a);
    if (a.action !== 'pending') log.info({ paymentIntentId: a.paymentIntentId, action: a.action, detail: a.detail }, 'payment reconciled');
  };

  for (const row of rows) {
    try {
      const gi = await gateway.retrievePaymentIntent(row.id);
      const now = clock.now();
      if (!gi) {
        await repo.updateIntent(db, row.id, { status: 'missing', updatedAt: now });
        done({ paymentIntentId: row.id, action: 'missing', detail: 'unknown to the gateway' });
        continue;
      }
      if (row.status === 'refunding' || gi.amountRefunded > 0) {
        // A refund was started (maybe by an earlier run that died): finish it with the same key.
        await refundOrphan(deps, row, gi);
        done({ paymentIntentId: row.id, action: 'refunded' });
        continue;
      }
      if (gi.status === 'requires_confirmation') {
        // Created but never confirmed: no money moved.
        await repo.updateIntent(db, row.id, { status: 'abandoned', updatedAt: now });
        done({ paymentIntentId: row.id, action: 'abandoned' });
        continue;
      }
      // requires_action: the bank wants its holder to authenticate, which an off-session payment never gets.
      if (gi.status === 'requires_payment_method' || gi.status === 'canceled' || gi.status === 'requires_action') {
        await repo.updateIntent(db, row.id, { status: gi.status, updatedAt: now });
        done({ paymentIntentId: row.id, action: 'failed', detail: gi.error ?? gi.status });
        continue;
      }
      if (gi.status !== 'succeeded') {
        if (gi.status !== row.status) await repo.updateIntent(db, row.id, { status: gi.status, updatedAt: now });
        done({ paymentIntentId: row.id, action: 'pending', detail: gi.status });
        continue;
      }
      if (row.status !== 'succeeded') await repo.updateIntent(db, row.id, { status: 'succeeded', updatedAt: now });
      const applier = appliers.get(row.suffix as TPaymentSuffix);
      let applied = false;
      // What the live request would refuse now (plan, permission, membership) is refunded, never applied.
      if (applier && !(await payerStillAllowed(deps, row))) log.warn({ paymentIntentId: row.id }, 'reconcile refunds a payment its payer may no longer make');
      else if (applier) {
        try {
          applied = await applier(deps, { ...row, status: 'succeeded' });
        } catch (e) {
          log.error({ err: e, paymentIntentId: row.id }, 'reconcile could not apply a payment; refunding it');
        }
      }
      if (applied) {
        await repo.claimApplied(db, row.id, clock.now());
        done({ paymentIntentId: row.id, action: 'applied', detail: row.suffix });
        continue;
      }
      // Claim the refund so a late request can no longer apply this payment (markApplied needs 'succeeded').
      const claimed = await repo.moveStatus(db, row.id, 'succeeded', 'refunding', clock.now());
      if (!claimed) {
        done({ paymentIntentId: row.id, action: 'pending', detail: 'applied meanwhile' });
        continue;
      }
      await refundOrphan(deps, claimed, gi);
      done({ paymentIntentId: row.id, action: 'refunded', detail: applier ? 'could not apply' : `no applier for ${row.suffix}` });
    } catch (e) {
      log.warn({ err: e, paymentIntentId: row.id }, 'reconcile could not settle a payment; will retry');
      actions.push({ paymentIntentId: row.id, action: 'error', detail: e instanceof Error ? e.message : String(e) });
    }
  }
  let checked = rows.length;
  for (const [name, task] of reconcileTasks) {
    try {
      const report = await task(deps, { before, limit: opts.limit ?? 100 });
      checked += report.checked;
      for (const a of report.actions) done(a);
    } catch (e) {
      log.warn({ err: e, task: name }, 'a reconcile task failed; will retry');
    }
  }
  return { checked, actions };
}

async function refundOrphan(deps: TDeps, row: TPaymentIntentRow, gi: TGatewayPaymentIntent) {
  const left = gi.amount - gi.amountRefunded;
  if (left > 0) await deps.gateway.refund({ paymentIntentId: row.id, amount: left, idempotencyKey: `gh:reconcile-refund:${row.id}` });
  await repo.updateIntent(deps.db, row.id, { status: 'refunded', purpose: { ...(row.purpose ?? {}), refunded: gi.amount, refunded_by: 'reconcile' }, updatedAt: deps.clock.now() });
}

/** Runs reconcilePayments every intervalMs (server.ts); runs never overlap. Returns stop(). */
export function startPaymentReconciler(deps: TDeps, opts: { intervalMs?: number; olderThanMs?: number } = {}) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const report = await reconcilePayments(deps, { olderThanMs: opts.olderThanMs });
      if (report.checked) deps.log.info({ checked: report.checked, actions: report.actions.length }, 'payment reconcile run');
    } catch (e) {
      deps.log.error({ err: e }, 'payment reconcile run failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), opts.intervalMs ?? 5 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
