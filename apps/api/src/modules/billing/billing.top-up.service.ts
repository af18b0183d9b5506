import { topUpTexts, type TTopUp, type TTopUpPrices } from '@gifthub/shared/billing';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { topUpPrice } from '@gifthub/shared/fees';
import { texts } from '@gifthub/shared/messages';
import { formatPence, toPence, toPounds } from '@gifthub/shared/pricing';
import type { Db } from '../../db/client';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { mailTemplates } from '../mail/mail.templates';
import { getCard } from '../payments/payments.cards.service';
import type { TPaymentApplier } from '../payments/payments.hooks';
import { chargeForTopUp, findPaymentIntent, markApplied, refundPayment } from '../payments/payments.service';
import type { TTeamAccess } from '../teams/team-access';
import { requirePro } from '../teams/teams.service';
import { credit, getBalance } from './billing.service';
import * as repo from './billing.repository';
import type { TTopUpRow } from './billing.table';
import { withDefaultLinks, type TLinkDeps } from '../../lib/public-url';

/**
 * What billing asks of the payment-documents module once a top-up is requested, paid or cancelled: buildApp
 * (app.ts) wires it, so billing never imports the module that reads top-ups from it. Neither call throws.
 */
export type TTopUpDocuments = {
  issue: (deps: TDeps, topUpId: number) => Promise<unknown>;
  withdrawInvoice: (deps: TDeps, topUpId: number) => Promise<void>;
};

export const topUpView = (t: TTopUpRow): TTopUp => ({
  id: t.id,
  amount: toPounds(t.amount),
  fee: toPounds(t.fee),
  total: toPounds(t.total),
  payment_method: t.method,
  status: t.status,
  created_at: t.createdAt.toISOString(),
  paid_at: t.paidAt ? t.paidAt.toISOString() : null,
});

const requireTopUpPro = (deps: TDeps, access: TTeamAccess) => requirePro(access, 'teamCredit', deps.config.productName);

/** Which methods this member may top up with (spec 3 §5, spec 1 §6): bank transfer needs use-balance, a card use-cards. */
function requireTopUpMethod(access: TTeamAccess, method: 'stripe' | 'bank-transfer') {
  const canBalance = access.permissions['use-balance'];
  const canCards = access.permissions['use-cards'];
  if (!canBalance && !canCards) throw AppError.forbidden(texts.noPaymentMethods);
  if (method === 'bank-transfer' && !canBalance) throw AppError.forbidden(topUpTexts.noBankTransfer);
  if (method === 'stripe' && !canCards) throw AppError.forbidden(topUpTexts.noCards);
}

/** The card's issuing country sets the fee; the card must be one of this member's saved cards (payments module). */
async function cardCountry(deps: TDeps, access: TTeamAccess, cardId: number) {
  return (await getCard(deps.db, access, cardId)).country;
}

/** GET /top-up/prices (pounds in, pounds out): what a top-up of `amount` costs by this method and card. */
export async function topUpPrices(deps: TDeps, access: TTeamAccess, q: { amount: number; payment_method: 'stripe' | 'bank-transfer'; payment_method_id?: number }): Promise<TTopUpPrices> {
  requireTopUpPro(deps, access);
  requireTopUpMethod(access, q.payment_method);
  const country = q.payment_method === 'stripe' ? await cardCountry(deps, access, q.payment_method_id!) : null;
  const p = topUpPrice(toPence(q.amount), q.payment_method, country);
  return { topUp: toPounds(p.amount), topUpFee: toPounds(p.fee), total: toPounds(p.total) };
}

/** REPAY pays back used credit: it needs credit in use and may not exceed it. */
async function checkRepay(db: Db, teamId: number, amount: number) {
  const b = await getBalance(db, teamId);
  if (b.credit_used === 0) throw AppError.field('amount', topUpTexts.noRepay);
  if (amount > b.credit_used) throw AppError.field('amount', topUpTexts.repayTooMuch(formatPence(b.credit_used)));
}

export const topUpDescription = (method: 'stripe' | 'bank-transfer', repay: boolean, cardLabel?: string) =>
  `${repay ? 'Credit repayment' : 'Top up'} by ${method === 'stripe' ? `card${cardLabel ? ` (${cardLabel})` : ''}` : 'bank transfer'}`;

/** A bank transfer: a 'requested' top-up (nothing in the ledger) and e-mails to staff and the requester; staff mark it paid later. */
async function requestBankTransfer(deps: TLinkDeps, access: TTeamAccess, amount: number, repay: boolean, at: Date): Promise<TTopUp> {
  const row = await deps.db.transaction(async (tx) => {
    const t = await repo.insertTopUp(tx, { teamId: access.team.id, userId: access.userId, amount, fee: 0, total: amount, method: 'bank-transfer', status: 'requested', repay: repay ? 1 : 0, createdAt: at });
    const requester = await repo.findUserContact(tx, access.userId);
    await deps.mailer.enqueue(
      mailTemplates.topUpRequestedStaff(deps.config, { topUpId: t.id, teamName: access.team.name, teamId: access.team.id, requester: requester ? `${requester.name} <${requester.email}>` : `user #${access.userId}`, amount, repay }),
      tx,
    );
    if (requester) await deps.mailer.enqueue(mailTemplates.topUpRequested(deps.config, { to: requester.email, name: requester.name, teamName: access.team.name, amount, topUpId: t.id, repay }), tx);
    return t;
  });
  deps.mailer.nudge();
  // The invoice with the bank details and the reference to quote (never fails the request).
  await deps.topUpDocuments.issue(deps, row.id);
  return topUpView(row);
}

/**
 * POST /teams/{teamId}/top-up. Bank transfer: see requestBankTransfer. Card: the payments module charges the card
 * for the total with fee (chargeForTopUp), then applyCardTopUp records it; if recording fails after the charge,
 * the charge is refunded.
 */
export async function topUp(deps: TLinkDeps, access: TTeamAccess, item: TTopUpItemParsed, opts: { idempotencyKey?: string } = {}): Promise<TTopUp> {
  requireTopUpPro(deps, access);
  requireTopUpMethod(access, item.payment_method);
  const amount = toPence(item.amount);
  const repay = Boolean(item.repay);
  if (repay) await checkRepay(deps.db, access.team.id, amount);
  const at = deps.clock.now();
  if (item.payment_method === 'bank-transfer') return requestBankTransfer(deps, access, amount, repay, at);

  const charge = await chargeForTopUp(deps, access, { cardId: item.payment_method_id!, amount, paymentId: item.payment_id, idempotencyKey: opts.idempotencyKey, repay });
  let applied: Awaited<ReturnType<typeof applyCardTopUp>>;
  try {
    applied = await applyCardTopUp(deps.db, {
      teamId: access.team.id,
      userId: access.userId,
      amount,
      fee: charge.fee,
      total: charge.total,
      paymentIntentId: charge.paymentIntentId,
      cardLabel: charge.cardLabel,
      repay,
      at,
    });
  } catch (err) {
    await refundUnrecorded(deps, charge.paymentIntentId, err);
    throw err;
  }
  if (applied.created) await afterTopUpPaid(deps, applied.topUp, access.team.name);
  return topUpView(applied.topUp);
}
type TTopUpItemParsed = { amount: number; payment_method: 'stripe' | 'bank-transfer'; payment_method_id?: number; payment_id?: string; repay?: boolean };

/**
 * No charge without a row: give the money back, unless the payment was recorded after all or is already used or
 * being refunded elsewhere (the reconciler). Throws the refund's answer when it went through; returns otherwise.
 */
async function refundUnrecorded(deps: TDeps, paymentIntentId: string, err: unknown) {
  const [recorded, intent] = await Promise.all([
    repo.findTopUpByPaymentIntent(deps.db, paymentIntentId).catch(() => undefined),
    findPaymentIntent(deps.db, paymentIntentId).catch(() => undefined),
  ]);
  if (recorded || !intent || intent.appliedAt || intent.status !== 'succeeded') return;
  deps.log.error({ err, paymentIntentId }, 'card top-up could not be recorded after the charge; refunding');
  const refunded = await refundPayment(deps, paymentIntentId).then(
    () => true,
    (refundErr: unknown) => {
      // The reconciler refunds it later: the intent stays succeeded and unapplied.
      deps.log.error({ err: refundErr, paymentIntentId }, 'top-up refund failed; the reconciler will settle it');
      return false;
    },
  );
  if (refunded) throw new AppError(ERROR_CODES.topUpNotRecorded, 503, topUpTexts.refundedAfterFailure);
}

export type TCardTopUp = {
  teamId: number;
  userId: number | null;
  /** What the balance rises by (pence). */
  amount: number;
  fee: number;
  /** What the card was charged: amount + fee (pence). */
  total: number;
  paymentIntentId: string;
  /** How the direct history names the card, e.g. 'Visa •••• 4242'. */
  cardLabel: string;
  repay?: boolean;
  at?: Date;
};

/**
 * Records a succeeded card top-up in one transaction: the top_ups row (paid), the ledger credit of the amount
 * (not the total), and the direct transaction of the charged total. Idempotent by payment intent id: a second
 * call (a retry, or reconciling a payment whose request died) returns the first row and writes nothing.
 * Runs in its own transaction, or as a savepoint inside the caller's.
 */
export async function applyCardTopUp(db: Db, p: TCardTopUp): Promise<{ topUp: TTopUpRow; created: boolean }> {
  if (!Number.isSafeInteger(p.fee) || p.fee < 0 || p.total !== p.amount + p.fee) throw new Error(`card top-up totals do not add up: ${JSON.stringify(p)}`);
  const at = p.at ?? new Date();
  return db.transaction(async (tx) => {
    // The team lock serialises this with every other ledger write of the team, so the check below is safe.
    if (!(await repo.lockTeam(tx, p.teamId))) throw AppError.notFound('Team');
    const existing = await repo.findTopUpByPaymentIntent(tx, p.paymentIntentId);
    if (existing) {
      if (existing.teamId !== p.teamId) throw AppError.conflict('This payment belongs to another team.');
      return { topUp: existing, created: false };
    }
    const repay = Boolean(p.repay);
    const type = repay ? 'credit-repayment' : 'top-up';
    const description = topUpDescription('stripe', repay, p.cardLabel);
    const row = await repo.insertTopUp(tx, {
      teamId: p.teamId,
      userId: p.userId,
      amount: p.amount,
      fee: p.fee,
      total: p.total,
      method: 'stripe',
      status: 'paid',
      paymentIntentId: p.paymentIntentId,
      repay: repay ? 1 : 0,
      createdAt: at,
      paidAt: at,
    });
    await credit(tx, { teamId: p.teamId, userId: p.userId, type, description, topUpId: row.id, at, amount: p.amount });
    await repo.insertDirectTransaction(tx, { teamId: p.teamId, userId: p.userId, paymentIntentId: p.paymentIntentId, type, description, amount: p.total, paymentMethod: p.cardLabel, topUpId: row.id, createdAt: at });
    // The payment is now used: a second purchase (or the reconciler) can no longer claim it.
    await markApplied(tx, p.paymentIntentId, at);
    return { topUp: row, created: true };
  });
}

/** A top-up with its team and requester names (payment documents print them). */
export async function findTopUpWithNames(db: Db, topUpId: number) {
  return repo.findTopUpWithNames(db, topUpId);
}

/**
 * The payments reconciler's applier for 'top-up' intents (wired in app.ts): a card top-up whose request died
 * after the charge is recorded from the intent's purpose; false (refund) when it cannot be.
 */
export const applyTopUpFromIntent: TPaymentApplier = async (deps, intent) => {
  const purpose = (intent.purpose ?? {}) as { amount?: unknown; fee?: unknown; total?: unknown; repay?: unknown; card_label?: unknown };
  const amount = Number(purpose.amount);
  const fee = Number(purpose.fee);
  if (!Number.isSafeInteger(amount) || amount <= 0 || !Number.isSafeInteger(fee) || amount + fee !== intent.amount) return false;
  const applied = await applyCardTopUp(deps.db, {
    teamId: intent.teamId,
    userId: intent.userId,
    amount,
    fee,
    total: intent.amount,
    paymentIntentId: intent.id,
    cardLabel: typeof purpose.card_label === 'string' ? purpose.card_label : 'Card',
    repay: purpose.repay === true,
    at: deps.clock.now(),
  });
  if (applied.created) {
    const team = await repo.findTeamSummary(deps.db, intent.teamId);
    await afterTopUpPaid(withDefaultLinks(deps), applied.topUp, team?.name ?? '');
  }
  return true;
};

/** After a top-up is paid (card, or bank transfer marked paid): tell the requester; documents follow. */
export async function afterTopUpPaid(deps: TLinkDeps, t: TTopUpRow, teamName: string) {
  const who = t.userId !== null ? await repo.findUserContact(deps.db, t.userId) : undefined;
  if (who) {
    await deps.mailer.enqueue(mailTemplates.topUpPaid(deps.config, { to: who.email, name: who.name, teamName, amount: t.amount, total: t.total, method: t.method, repay: t.repay === 1 }));
    deps.mailer.nudge();
  }
  // Never throws, so the payment stands either way.
  await deps.topUpDocuments.issue(deps, t.id);
}
