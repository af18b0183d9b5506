import { billingTexts } from '@gifthub/shared/billing';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { cardTotal } from '@gifthub/shared/fees';
import { formatPence, toPence } from '@gifthub/shared/pricing';
import type { z } from 'zod';
import type { ZPaymentIntentRequest } from '@gifthub/shared/billing';
import type { Db } from '../../db/client';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { TTeamAccess } from '../teams/team-access';
import { requirePermission, requirePro } from '../teams/teams.service';
import type { TGatewayPaymentIntent } from './gateway';
import { cardLabel, getCard, requireCardUser, viaGateway } from './payments.cards.service';
import type { TExpectedAmount, TExpectedAmountInput, TPaymentApplier, TPaymentHooks, TPaymentSuffix, TReconcileTask } from './payments.hooks';
import type { TPaymentCardRow, TPaymentIntentRow } from './payments.table';
import * as repo from './payments.repository';

/**
 * Saved cards and card payments. Every payment intent is recorded in payment_intents before it is
 * confirmed at the gateway, so a payment whose request died can always be found and reconciled:
 * applied_at is set (markApplied) in the same transaction that writes the business record (top-up,
 * gift); reconcilePayments applies or refunds what succeeded but was never applied.
 */

// ---------------------------------------------------------------- what is owed

/**
 * The tables other modules plug into payments (buildApp wires them): what a 'market' or 'gifting' card
 * payment owes (until its area says, such payments are refused), the reconciler's appliers and its tasks.
 * What a card top-up owes is payments' own rule, always there.
 */
export function createPaymentHooks(p: {
  expectedAmounts?: Partial<Record<Exclude<TPaymentSuffix, 'top-up'>, TExpectedAmount>>;
  appliers?: Partial<Record<TPaymentSuffix, TPaymentApplier>>;
  reconcileTasks?: Record<string, TReconcileTask>;
}): TPaymentHooks {
  const entries = <K extends string, V>(o: Partial<Record<K, V>> | undefined) => Object.entries(o ?? {}) as [K, V][];
  return {
    expectedAmounts: new Map<TPaymentSuffix, TExpectedAmount>([['top-up', (_deps, _access, input) => topUpExpected(input)], ...entries(p.expectedAmounts)]),
    appliers: new Map(entries(p.appliers)),
    reconcileTasks: new Map(entries(p.reconcileTasks)),
  };
}

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
export const requirePaymentAllowed = (deps: TDeps, access: TTeamAccess, suffix: TPaymentSuffix) => {
  requireCardUser(access);
  paymentGates[suffix]?.(deps, access);
};


function topUpExpected(input: TExpectedAmountInput) {
  if (input.rawAmount === null || input.rawAmount <= 0) throw AppError.field('raw_amount', 'Top-up amount is required.');
  return cardTotal(input.rawAmount, input.card.country).total;
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
  return new AppError(ERROR_CODES.cardDeclined, 402, text, { payment_method_id: [text] });
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
      // The attempt's key lets the portal ask later what became of a payment it lost sight of (payments.attempts).
      purpose: p.idempotencyKey ? { ...p.purpose, attempt: p.idempotencyKey } : p.purpose,
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
  const expectedFn = deps.payments.expectedAmounts.get(input.suffix);
  if (!expectedFn) throw AppError.field('suffix', `Card payments for '${input.suffix}' are not available yet.`);
  const expected = await expectedFn(deps, access, { rawAmount, amount, description: input.description, card });
  if (expected !== amount) {
    const message = `The amount does not match what is owed (${formatPence(expected)}). Please refresh and try again.`;
    throw new AppError(ERROR_CODES.amountMismatch, 422, message, { amount: [message] });
  }
  const purpose: Record<string, unknown> = { kind: input.suffix, raw_amount: rawAmount, create_transaction: input.create_transaction };
  if (input.suffix === 'top-up' && rawAmount !== null) Object.assign(purpose, { amount: rawAmount, fee: amount - rawAmount, total: amount });
  const row = await payWithCard(deps, access, { card, amount, suffix: input.suffix, description: input.description || defaultDescription(input.suffix, amount), purpose, idempotencyKey });
  return { payment_intent_id: row.id, status: row.status };
}

const defaultDescription = (suffix: TPaymentSuffix, amount: number) =>
  `${suffix === 'top-up' ? 'Top up' : suffix === 'market' ? 'Marketplace order' : 'Gift'} ${formatPence(amount)}`;

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
    throw new AppError(ERROR_CODES.paymentNotSucceeded, 402, gi?.error ?? 'The card payment has not gone through.', { payment_id: ['The card payment has not gone through.'] });
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
    row = await payWithCard(deps, access, { card, amount: total, suffix: 'top-up', description: `Top up ${formatPence(p.amount)}`, purpose, idempotencyKey: p.idempotencyKey });
  }
  if (row.status !== 'succeeded') throw new AppError(ERROR_CODES.paymentProcessing, 409, billingTexts.cardProcessing);
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
  if (row.status !== 'succeeded') throw new AppError(ERROR_CODES.paymentProcessing, 409, billingTexts.cardProcessing);
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
