/**
 * The charge at confirmation (spec 1 §9: "Gifting invitations are charged only after the recipient claims"). A
 * campaign claim waiting for approval is confirmed and its total spent from the team balance in one transaction:
 * the conditional update takes the row (a concurrent confirm finds nothing to do and charges nothing), then
 * billing.spend locks the team row and refuses to fall below −credit limit. When the balance cannot cover it,
 * the savepoint rolls both back and only awaiting_funds_at is set: the team sees a balance notification, and the
 * confirmation is tried again after a top-up (automatically for auto-approve campaigns, retryAwaitingFunds on the
 * payments reconcile timer; the team's Approve otherwise). Rejecting or opting out charges nothing.
 */
import { ERROR_CODES } from '@gifthub/shared/errors';
import type { Db } from '../../db/client';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { withDefaultLinks } from '../../lib/public-url';
import * as billing from '../billing/billing.service';
import { findCampaignById } from '../campaigns/campaign-lookup.service';
import { mailTemplates } from '../mail/mail.templates';
import type { TReconcileAction, TReconcileTask } from '../payments/payments.hooks';
import {
  confirmWaitingClaim,
  findRegistration,
  linkLedgerEntry,
  listAwaitingFunds,
  listAwaitingFundsTeams,
  markAwaitingFunds,
  recordEmailed,
  recordEvent,
  type TRegistration,
} from '../registrations/registrations.service';
import { issueVouchersSoon } from '../registrations/voucher-delivery.service';
import { findTeam } from '../teams/teams.service';
import { emitGiftEvent } from '../webhooks/webhook-events.service';

export type TConfirmOutcome = 'confirmed' | 'awaiting-funds' | 'not-waiting';
export type TConfirmedBy = { userId: number | null; name: string | null };

const recipientLabel = (r: TRegistration) => `${r.firstName} ${r.lastName}`.trim() || r.email || `recipient #${r.id}`;

/** The ledger row of a confirmed campaign gift: a prepaid gift, named with its campaign and option. */
async function charge(tx: Db, r: TRegistration, by: TConfirmedBy, at: Date) {
  const campaign = await findCampaignById(tx, r.campaignId);
  const option = r.optionName ?? r.productName ?? 'gift';
  return billing.spend(tx, {
    teamId: r.teamId,
    userId: by.userId,
    type: 'prepaid-gift',
    description: `${campaign ? `${campaign.name}: ` : 'Campaign gift: '}${option}${r.quantity > 1 ? ` × ${r.quantity}` : ''} for ${recipientLabel(r)}`.slice(0, 200),
    priceExVat: r.totalEv,
    price: r.totalIv,
    campaignId: r.campaignId,
    campaignName: campaign?.name ?? null,
    optionName: r.optionName,
    productName: r.productName,
    registrationId: r.id,
    amount: r.totalIv,
    at,
  });
}

/** The recipient hears that the gift is approved (nothing is queued without an e-mail). */
async function mailApproved(deps: TDeps, tx: Db, r: TRegistration, at: Date) {
  if (!r.email) return;
  const team = await findTeam(tx, r.teamId);
  await deps.mailer.enqueue(
    mailTemplates.campaignApproved(withDefaultLinks(deps).config, {
      to: r.email,
      recipientName: r.firstName,
      teamName: team?.name ?? 'Your sender',
      optionName: r.optionName ?? r.productName ?? 'your gift',
      voucher: r.type === 'voucher',
    }),
    tx,
  );
  await recordEmailed(tx, r.id, 'campaign-approved', at);
}

const isBalanceShort = (err: unknown) => err instanceof AppError && err.code === ERROR_CODES.insufficientBalance;

/**
 * Confirms a campaign claim and charges it, once. 'confirmed': confirmed and charged now; 'awaiting-funds': the
 * balance could not cover it, nothing changed but awaiting_funds_at; 'not-waiting': it was not a claim waiting
 * for approval (already confirmed, rejected, opted out, not claimed, not a campaign registration, or unknown id).
 */
export async function confirmRegistration(
  deps: TDeps,
  registrationId: number,
  by: { userId: number | null; name: string | null },
): Promise<{ outcome: 'confirmed' | 'awaiting-funds' | 'not-waiting'; registration: TRegistration }> {
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    try {
      // A savepoint: a short balance rolls back the confirmation and the spend, and the wait is recorded after it.
      return await tx.transaction(async (sp) => {
        const row = await confirmWaitingClaim(sp, registrationId, now);
        if (!row) return null;
        const final = row.totalIv > 0 ? await linkLedgerEntry(sp, row.id, (await charge(sp, row, by, now)).id) : row;
        await recordEvent(sp, row.id, 'confirmed', { by: by.name, amount: row.totalIv, payment_method: 'team-balance' }, by.userId, now);
        await emitGiftEvent(sp, 'gift.approved', final, now);
        await mailApproved(deps, sp, final, now);
        return { outcome: 'confirmed' as const, registration: final };
      });
    } catch (err) {
      if (!isBalanceShort(err)) throw err;
      const waiting = await markAwaitingFunds(tx, registrationId, now);
      if (!waiting) return null;
      await recordEvent(tx, waiting.id, 'awaiting_funds', { amount: waiting.totalIv }, by.userId, now);
      return { outcome: 'awaiting-funds' as const, registration: waiting };
    }
  });
  if (result?.outcome === 'confirmed') {
    deps.mailer.nudge();
    // An eGift's code is issued now that its confirmation is committed.
    if (result.registration.type === 'voucher') issueVouchersSoon(deps, [result.registration.id]);
  }
  if (result) return result;
  const current = await findRegistration(deps.db, registrationId);
  if (!current) throw AppError.notFound('Gift registration');
  return { outcome: 'not-waiting', registration: current };
}

/**
 * After top-ups land: confirmations of auto-approve campaigns that waited for funds are tried again, team by team
 * and oldest first, until one no longer fits the team's balance (a payments reconcile task, so it runs on the
 * reconcile timer; a team that cannot pay holds up nobody else). Manual ones wait for the team's Approve.
 */
export const retryAwaitingFunds: TReconcileTask = async (deps, { limit }) => {
  const autoApprove = new Map<number, boolean>();
  const isAuto = async (campaignId: number) => {
    if (!autoApprove.has(campaignId)) autoApprove.set(campaignId, (await findCampaignById(deps.db, campaignId))?.autoApprove ?? false);
    return autoApprove.get(campaignId)!;
  };
  const actions: TReconcileAction[] = [];
  let checked = 0;
  for (const teamId of await listAwaitingFundsTeams(deps.db, limit)) {
    for (const r of await listAwaitingFunds(deps.db, { teamId, limit })) {
      if (!r.campaignId || !(await isAuto(r.campaignId))) continue;
      checked++;
      const { outcome } = await confirmRegistration(deps, r.id, { userId: null, name: null });
      if (outcome === 'awaiting-funds') break;
      if (outcome === 'confirmed') actions.push({ paymentIntentId: `registration ${r.id}`, action: 'applied', detail: `campaign gift #${r.id} confirmed after a top-up` });
    }
  }
  return { checked, actions };
};
