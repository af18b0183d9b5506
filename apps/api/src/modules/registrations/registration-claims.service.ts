/**
 * What happens to a gift after it is sent or its link made: the recipient claims it (an eGift's code is issued
 * then) or declines it (stock and payment go back), and a card refund that failed is retried by the reconciler.
 * Each happens once: conditional updates in registrations.repository.
 */
import { ERROR_CODES } from '@gifthub/shared/errors';
import { formatPence } from '@gifthub/shared/pricing';
import type { TDeps } from '../../deps';
import type { TLinkDeps } from '../../lib/public-url';
import { AppError } from '../../lib/app-error';
import * as billing from '../billing/billing.service';
import * as catalogue from '../catalogue/catalogue.service';
import { mailTemplates } from '../mail/mail.templates';
import * as payments from '../payments/payments.service';
import type { TReconcileAction, TReconcileTask } from '../payments/payments.hooks';
import * as repo from './registrations.repository';
import { mailSender, type TRegistration, type TRegistrationValues } from './registrations.service';
import type { TIssuedVoucher } from './voucher-provider';
import { mailIssuedVoucher } from './voucher-delivery.service';
import { emitGiftEvent } from '../webhooks/webhook-events.service';

export type TClaimValues = Partial<Pick<TRegistrationValues, 'firstName' | 'lastName' | 'email' | 'addressLine1' | 'addressLine2' | 'city' | 'region' | 'postcode' | 'country' | 'phone'>>;

const recipientName = (r: TRegistration) => `${r.firstName} ${r.lastName}`.trim() || r.email || 'Your recipient';

/** Issues the eGift of a gift link at claim time. */
async function issueVoucherFor(deps: TLinkDeps, r: TRegistration): Promise<TIssuedVoucher> {
  try {
    return await deps.vouchers.issue({ brand: r.voucherBrandName ?? r.productName ?? 'Gift', valuePence: r.voucherValue ?? 0, reference: r.secret, siteUrl: deps.config.publicUrl });
  } catch (err) {
    deps.log.error({ err, registrationId: r.id }, 'voucher provider could not issue an eGift at claim');
    throw new AppError(ERROR_CODES.voucherUnavailable, 503, 'Your eGift could not be issued just now. Please try again in a few minutes.');
  }
}

/** An eGift claimed from a link: its code, and the recipient's e-mail with it. */
async function deliverVoucher(deps: TLinkDeps, tx: TDeps['db'], row: TRegistration, now: Date): Promise<TRegistration> {
  const voucher = await issueVoucherFor(deps, row);
  const final = (await repo.updateRegistration(tx, row.id, { voucherCode: voucher.code, voucherUrl: voucher.redeem_url, sentAt: now }))!;
  if (final.email) await mailIssuedVoucher(deps, tx, final, voucher);
  return final;
}

/**
 * The recipient claims a link (one outcome): the conditional update that takes the gift, then for an eGift its
 * code, in one transaction — a provider failure gives the link back. null: the link was already used.
 */
export async function claimRegistration(deps: TLinkDeps, r: TRegistration, values: TClaimValues): Promise<TRegistration | null> {
  const now = deps.clock.now();
  const claimed = await deps.db.transaction(async (tx) => {
    // Marketplace gifts are paid up front, so a claim confirms them: physical ones join the fulfilment queue.
    // Hook: a platform that charges on confirmation (campaigns) will confirm through its own selling module instead.
    const row = await repo.claimOpen(tx, r.id, { ...values, registeredAt: now, confirmedAt: now });
    if (!row) return null;
    const final = row.type === 'voucher' ? await deliverVoucher(deps, tx, row, now) : row;
    await repo.insertEvent(tx, { registrationId: row.id, type: 'claimed', data: null, byUserId: null, at: now });
    await emitGiftEvent(tx, 'gift.claimed', final, now);
    await mailSender(deps, tx, final, (sender) =>
      mailTemplates.giftClaimed(deps.config, {
        to: sender.email,
        senderName: sender.name,
        recipientName: recipientName(final),
        productName: final.type === 'voucher' ? `${final.voucherBrandName} eGift` : (final.productName ?? 'your gift'),
      }),
    );
    return final;
  });
  if (claimed) deps.mailer.nudge();
  return claimed;
}

/** A declined gift paid from the team balance is credited back in the decline's transaction. */
async function refundToBalance(tx: TDeps['db'], row: TRegistration, now: Date): Promise<TRegistration> {
  await billing.credit(tx, {
    teamId: row.teamId,
    userId: null,
    type: 'refund',
    description: `Refund: ${row.productName ?? 'gift'} declined by ${`${row.firstName} ${row.lastName}`.trim() || 'the recipient'}`.slice(0, 200),
    priceExVat: row.totalEv,
    price: row.totalIv,
    productName: row.productName,
    registrationId: row.id,
    amount: row.totalIv,
    at: now,
  });
  const final = (await repo.markRefunded(tx, row.id, now)) ?? row;
  await repo.insertEvent(tx, { registrationId: row.id, type: 'refunded', data: { to: 'team-balance', amount: row.totalIv }, byUserId: null, at: now });
  return final;
}

/** The decline e-mail's line about the money. */
const refundLine = (r: TRegistration) =>
  r.totalIv === 0 || !r.paymentMethod
    ? null
    : r.paymentMethod === 'team-balance'
      ? `${formatPence(r.totalIv)} has been returned to your team balance.`
      : `${formatPence(r.totalIv)} is being refunded to the card it was paid with.`;

/**
 * The recipient says 'No, thanks': the gift is declined once (conditional update), its stock goes back and
 * its payment goes back where it came from — the team balance in the same transaction, a card at the gateway
 * just after. null: the link was already used.
 */
export async function declineRegistration(deps: TLinkDeps, r: TRegistration): Promise<TRegistration | null> {
  const now = deps.clock.now();
  const declined = await deps.db.transaction(async (tx) => {
    const row = await repo.declineOpen(tx, r.id, now);
    if (!row) return null;
    if (row.productId) await catalogue.releaseStock(tx, row.productId, row.quantity, { method: row.registrationMethod });
    await repo.insertEvent(tx, { registrationId: row.id, type: 'declined', data: null, byUserId: null, at: now });
    const final = row.paymentMethod === 'team-balance' && row.totalIv > 0 ? await refundToBalance(tx, row, now) : row;
    await emitGiftEvent(tx, 'gift.declined', final, now);
    await mailSender(deps, tx, final, (sender) =>
      mailTemplates.giftDeclined(deps.config, {
        to: sender.email,
        senderName: sender.name,
        recipientName: recipientName(final),
        productName: final.productName ?? 'gift',
        refund: refundLine(final),
      }),
    );
    return final;
  });
  if (!declined) return null;
  deps.mailer.nudge();
  if (declined.paymentMethod === 'stripe' && declined.paymentIntentId && declined.totalIv > 0) return refundCard(deps, declined);
  return declined;
}

/** Refunds a declined card-paid gift at the gateway (idempotent per registration). */
export async function refundCard(deps: TDeps, r: TRegistration): Promise<TRegistration> {
  if (r.refundedAt || !r.paymentIntentId) return r;
  try {
    await payments.refundPayment(deps, r.paymentIntentId, undefined, { idempotencyKey: `gh:gift-declined:${r.id}` });
  } catch (err) {
    deps.log.error({ err, registrationId: r.id, paymentIntentId: r.paymentIntentId }, 'refund of a declined gift failed; refund it from the staff back office');
    await repo.insertEvent(deps.db, { registrationId: r.id, type: 'refund_failed', data: { to: 'card' }, byUserId: null, at: deps.clock.now() });
    return r;
  }
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // Recorded once: a retry racing the first attempt finds it refunded already.
    const refunded = await repo.markRefunded(tx, r.id, now);
    if (!refunded) return (await repo.findRegistration(tx, r.id)) ?? r;
    await billing.markDirectRefunded(tx, r.paymentIntentId!, now);
    await repo.insertEvent(tx, { registrationId: r.id, type: 'refunded', data: { to: 'card', amount: r.totalIv }, byUserId: null, at: now });
    return refunded;
  });
}

/**
 * The payments reconciler's task: refunds again the declined card-paid gifts whose refund failed, with the same
 * idempotency key, so the card is refunded once however often it runs.
 */
export const retryDeclinedRefunds: TReconcileTask = async (deps, { before, limit }) => {
  const due = await repo.listRefundsDue(deps.db, before, limit);
  const actions: TReconcileAction[] = [];
  for (const r of due) {
    const after = await refundCard(deps, r);
    actions.push({
      paymentIntentId: r.paymentIntentId ?? `registration ${r.id}`,
      action: after.refundedAt ? 'refunded' : 'error',
      detail: `declined gift #${r.id}${after.refundedAt ? '' : ': the refund failed again'}`,
    });
  }
  return { checked: due.length, actions };
};
