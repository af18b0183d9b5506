/**
 * How a marketplace gift is paid (spec 1 §4 create flow; "the marketplace charges the full price at once"):
 * the method the member may use (shared/payment-eligibility), a card charged or verified before anything is
 * written, and a refund when what was paid for could not be written.
 */
import { billingTexts } from '@gifthub/shared/billing';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { isSpecialCorporation } from '@gifthub/shared/gifts';
import { msg, texts } from '@gifthub/shared/messages';
import { paymentEligibility } from '@gifthub/shared/payment-eligibility';
import { isPro, PRO_FEATURES } from '@gifthub/shared/plans';
import { registrationTexts } from '@gifthub/shared/registrations';
import type { Db } from '../../db/client';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import * as billing from '../billing/billing.service';
import { cardLabel, getCard } from '../payments/payments.cards.service';
import * as payments from '../payments/payments.service';
import type { TTeamAccess } from '../teams/team-access';
import { requirePermission } from '../teams/teams.service';
import { productLabel, type TSale } from './sell-pricing.service';

export type TPay = { method: 'none' } | { method: 'team-balance' } | { method: 'stripe'; cardId?: number; paymentId?: string };

/**
 * The payment choice as the member asked it, checked against what they may use; with no method at all, the
 * spec's 'no payment methods' text. A zero total needs no payment.
 */
export function choosePayment(access: TTeamAccess, item: { payment_method?: string; payment_method_id?: number; payment_id?: string }, total: number): TPay {
  if (total === 0) return { method: 'none' };
  // The demo team is a read-only Pro team, as the portal shows it (its writes are refused before this runs).
  const pro = isPro(access.team.plan);
  const { canBalance, canCard, any } = paymentEligibility({
    pro,
    demo: access.isDemo,
    useBalance: access.permissions['use-balance'],
    useCards: access.permissions['use-cards'],
    corporationId: access.team.corporationId,
  });
  if (!any) throw AppError.forbidden(texts.noPaymentMethods);
  const method = item.payment_method ?? (canBalance ? 'team-balance' : 'stripe');
  if (method === 'bank-transfer') throw AppError.field('payment_method', registrationTexts.bankTransfer);
  if (method === 'team-balance') {
    // Said in this order: the permission, the plan, then corporation 5's card-only rule.
    if (!access.permissions['use-balance']) throw AppError.forbidden(texts.noTeamCredit);
    if (!pro) throw AppError.forbidden(texts.proGate(PRO_FEATURES.teamCredit, 'Gift'), ERROR_CODES.proOnly);
    if (isSpecialCorporation(access.team.corporationId)) throw AppError.field('payment_method', registrationTexts.payByCard);
    return { method: 'team-balance' };
  }
  if (!canCard) {
    if (access.isDemo) throw AppError.forbidden(texts.demoReadOnly, ERROR_CODES.demoReadOnly);
    requirePermission(access, 'use-cards');
  }
  if (!item.payment_method_id && !item.payment_id) throw AppError.field('payment_method_id', msg.required('Payment Card'));
  return { method: 'stripe', cardId: item.payment_method_id, paymentId: item.payment_id };
}

/** Short of money is said before anything is issued (spend() checks again under the team lock). */
export async function precheckBalance(db: Db, access: TTeamAccess, pay: TPay, total: number) {
  if (pay.method !== 'team-balance') return;
  const balance = await billing.getBalance(db, access.team.id);
  if (balance.total_available < total)
    throw new AppError(ERROR_CODES.insufficientBalance, 422, billingTexts.insufficientBalance, { amount: [billingTexts.insufficientBalance] });
}

/**
 * The card is charged before the registration's transaction (payments.chargeCard), with suffix 'market'. A
 * payment_id made earlier is accepted only through payments.verifyPayment, for exactly the recomputed total.
 * No 'market' expected-amount function is registered, so POST /stripe/payment-intent keeps refusing 'market'
 * (the price would need the whole item), and no 'market' applier: the reconciler refunds a charge whose request
 * died before its registration.
 */
export async function takeCard(
  deps: TDeps,
  access: TTeamAccess,
  p: { sale: TSale; pay: Extract<TPay, { method: 'stripe' }>; recipient: string; method: string; idempotencyKey?: string },
) {
  const total = p.sale.prices.total.iv;
  if (p.pay.paymentId) {
    const row = await payments.verifyPayment(deps, access, p.pay.paymentId, { amount: total, suffix: 'market', cardId: p.pay.cardId });
    const card = row.cardId ? await getCard(deps.db, access, row.cardId).catch(() => null) : null;
    return { ...row, cardLabel: card ? cardLabel(card) : 'Card' };
  }
  return payments.chargeCard(deps, access, {
    cardId: p.pay.cardId!,
    amount: total,
    suffix: 'market',
    description: `Marketplace: ${productLabel(p.sale)} × ${p.sale.quantity} for ${p.recipient}`.slice(0, 200),
    purpose: { kind: 'market', product_id: p.sale.product.id, quantity: p.sale.quantity, total, method: p.method },
    idempotencyKey: p.idempotencyKey,
  });
}

export type TCardCharge = Awaited<ReturnType<typeof takeCard>>;

/** A charge whose registration could not be written is refunded; the caller rethrows. */
export async function refundAfterFailure(deps: TDeps, intentId: string, err: unknown): Promise<boolean> {
  const intent = await payments.findPaymentIntent(deps.db, intentId).catch(() => undefined);
  if (!intent || intent.appliedAt || intent.status !== 'succeeded') return false;
  deps.log.error({ err, paymentIntentId: intentId }, 'gift could not be recorded after the card charge; refunding');
  return payments.refundPayment(deps, intentId, undefined, { idempotencyKey: `gh:gift-failed:${intentId}` }).then(
    () => true,
    (refundErr: unknown) => {
      deps.log.error({ err: refundErr, paymentIntentId: intentId }, 'gift refund failed; the reconciler will settle it');
      return false;
    },
  );
}
