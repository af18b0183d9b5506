/**
 * Select & Send in a campaign (spec 1 §4 create flow): the team picks the option for the recipient, so the gift is
 * registered and confirmed at once (registration_method direct) and paid at creation, as the marketplace's sale
 * is: from the team balance inside the transaction that writes the registration, or by card through the gateway
 * just before it (refunded if the registration cannot be written). Prices come from the option (campaign-pricing).
 * An Idempotency-Key on the route makes a double-clicked send one registration and one charge. Not for
 * corporation 5 (shared directSendAllowed).
 */
import { campaignRegistrationTexts, type TCampaignRecipient, type ZCampaignRegistrationItem } from '@gifthub/shared/campaign-registrations';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { directSendAllowed } from '@gifthub/shared/gifts';
import { formatPence } from '@gifthub/shared/pricing';
import { registrationTexts } from '@gifthub/shared/registrations';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { TLinkDeps } from '../../lib/public-url';
import { AppError } from '../../lib/app-error';
import * as billing from '../billing/billing.service';
import * as catalogue from '../catalogue/catalogue.service';
import { campaignOptions, findCampaignOption, type TCampaignRecord } from '../campaigns/campaign-lookup.service';
import { takeOptionUnit } from '../campaigns/campaign-pages.service';
import { requireTeamWrite } from '../campaigns/campaigns.service';
import { mailTemplates } from '../mail/mail.templates';
import { choosePayment, precheckBalance, refundAfterFailure, type TPay } from '../marketplace/sell-payment.service';
import * as payments from '../payments/payments.service';
import { optionClaims } from '../registrations/registration-picks.service';
import { addressColumns, costColumns, createRegistration, issueSoldVoucher, linkLedgerEntry, memberName, newSecret, recordEmailed, type TRegistration } from '../registrations/registrations.service';
import { toRecipientView } from '../registrations/registrations.views';
import type { TTeamAccess } from '../teams/team-access';
import { requireInvitationsOpen } from './campaign-invite.service';
import { optionColumns, priceOption, requireAvailable, type TOptionSale } from './campaign-pricing.service';
import { campaignScope, type TActor } from './campaign-recipients.service';

export type TCampaignItemInput = z.output<typeof ZCampaignRegistrationItem>;
type TCard = Awaited<ReturnType<typeof payments.chargeCard>>;

const saleLabel = (campaign: TCampaignRecord, sale: TOptionSale) =>
  `${campaign.name}: ${sale.option.name}${sale.type === 'voucher' ? ` ${formatPence(sale.voucherValue ?? 0)}` : ''}${sale.quantity > 1 ? ` × ${sale.quantity}` : ''}`;

/** The card is charged before the registration's transaction (suffix gifting); a payment_id made earlier is verified for exactly this total. */
async function takeCard(deps: TLinkDeps, access: TTeamAccess, p: { campaign: TCampaignRecord; sale: TOptionSale; pay: Extract<TPay, { method: 'stripe' }>; recipient: string; idempotencyKey?: string }): Promise<TCard> {
  const total = p.sale.prices.total.iv;
  if (p.pay.paymentId) {
    const row = await payments.verifyPayment(deps, access, p.pay.paymentId, { amount: total, suffix: 'gifting', cardId: p.pay.cardId });
    return { ...row, cardLabel: 'Card' };
  }
  return payments.chargeCard(deps, access, {
    cardId: p.pay.cardId!,
    amount: total,
    suffix: 'gifting',
    description: `${saleLabel(p.campaign, p.sale)} for ${p.recipient}`.slice(0, 200),
    purpose: { kind: 'gifting', campaign_id: p.campaign.id, option_id: p.sale.option.id, quantity: p.sale.quantity, total, method: 'direct' },
    idempotencyKey: p.idempotencyKey,
  });
}

/** The ledger side of the payment, in the registration's transaction: a balance spend, or the card's direct row. */
async function recordPayment(tx: Db, s: { access: TTeamAccess; campaign: TCampaignRecord; sale: TOptionSale; recipient: string; now: Date }, row: TRegistration, card: TCard | null) {
  const total = s.sale.prices.total.iv;
  const entry = {
    teamId: s.access.team.id,
    userId: s.access.userId,
    type: 'prepaid-gift' as const,
    description: `${saleLabel(s.campaign, s.sale)} for ${s.recipient}`.slice(0, 200),
    priceExVat: s.sale.prices.total.ev,
    price: total,
    campaignId: s.campaign.id,
    campaignName: s.campaign.name,
    optionName: s.sale.option.name,
    productName: row.productName,
    registrationId: row.id,
    amount: total,
  };
  if (card) {
    await billing.recordDirectTransaction(tx, { ...entry, paymentIntentId: card.id, paymentMethod: card.cardLabel, createdAt: s.now });
    await payments.markApplied(tx, card.id, s.now);
    return row;
  }
  if (total === 0) return row;
  return linkLedgerEntry(tx, row.id, (await billing.spend(tx, { ...entry, at: s.now })).id);
}

/** The recipient's e-mail when asked: an eGift's code, or the gift on its way. */
async function mailRecipient(deps: TLinkDeps, tx: Db, item: TCampaignItemInput, r: TRegistration, s: { access: TTeamAccess; byName: string; now: Date }) {
  if (!item.send_email || !item.email) return;
  const base = { to: item.email, recipientName: item.first_name, teamName: s.access.team.name, message: item.custom_email_message, senderName: s.byName };
  const mail =
    r.type === 'voucher' && r.voucherCode
      ? mailTemplates.giftVoucher(deps.config, { ...base, brandName: r.voucherBrandName ?? 'Gift', value: r.voucherValue ?? 0, code: r.voucherCode, redeemUrl: r.voucherUrl ?? '' })
      : mailTemplates.giftOnItsWay(deps.config, { ...base, productName: r.optionName ?? r.productName ?? 'a gift' });
  await deps.mailer.enqueue(mail, tx);
  await recordEmailed(tx, r.id, mail.kind, s.now);
}


/**
 * The option's units (as the campaign page takes them, one conditional update each, the row locked to the end of
 * the transaction) and its voucher limit: 422 on option_id when none is left.
 */
async function takeUnits(tx: Db, option: TOptionSale['option'], quantity: number) {
  const unavailable = () => AppError.field('option_id', campaignRegistrationTexts.optionUnavailable);
  for (let i = 0; i < quantity; i++) if (!(await takeOptionUnit(tx, option.id))) throw unavailable();
  if (option.voucherLimit !== null && (await optionClaims(tx, option.id)) >= option.voucherLimit) throw unavailable();
}

/** POST /gb-campaigns/{id}/registrations (Select & Send in a campaign). */
export async function sendInCampaign(deps: TLinkDeps, user: TActor, campaignId: number, item: TCampaignItemInput, opts: { idempotencyKey?: string } = {}): Promise<TCampaignRecipient> {
  const { campaign, access } = await campaignScope(deps.db, user, campaignId);
  requireTeamWrite(access, 'campaigns', deps.config.productName);
  if (!directSendAllowed(access.team.corporationId)) throw AppError.forbidden(registrationTexts.noDirectSend);
  requireInvitationsOpen(campaign);
  const option = requireAvailable(await findCampaignOption(deps.db, campaign.id, item.option_id), item.quantity);
  const productName = (await campaignOptions(deps.db, campaign.id)).find((o) => o.option.id === option.id)?.productName ?? null;
  const sale = priceOption(option, item);
  const total = sale.prices.total.iv;
  const pay = choosePayment(access, item, total);
  await precheckBalance(deps.db, access, pay, total);
  const secret = newSecret();
  const columns = optionColumns(sale, productName);
  const voucher = sale.type === 'voucher' ? await issueSoldVoucher(deps, { brand: columns.voucherBrandName ?? option.name, valuePence: sale.voucherValue!, reference: secret }) : null;
  const recipient = `${item.first_name} ${item.last_name}`.trim() || item.email;
  const card = pay.method === 'stripe' ? await takeCard(deps, access, { campaign, sale, pay, recipient, idempotencyKey: opts.idempotencyKey }) : null;
  const now = deps.clock.now();
  const byName = await memberName(deps.db, access.userId);
  const physical = sale.type === 'physical';
  try {
    const row = await deps.db.transaction(async (tx) => {
      if (physical && option.productId) await catalogue.reserveStock(tx, option.productId, sale.quantity);
      await takeUnits(tx, option, sale.quantity);
      const created = await createRegistration(
        tx,
        {
          teamId: access.team.id,
          platform: 'gifting',
          campaignId: campaign.id,
          ...columns,
          ...costColumns(sale.type, sale.prices),
          registrationMethod: 'direct',
          secret,
          firstName: item.first_name,
          lastName: item.last_name,
          company: item.company ?? null,
          email: item.email,
          registeredAt: now,
          registeredBy: access.userId,
          registeredByName: byName,
          confirmedAt: now,
          sentAt: voucher ? now : null,
          ...addressColumns(item, physical),
          sendEmail: item.send_email,
          customEmailMessage: item.custom_email_message || null,
          voucherCode: voucher?.code ?? null,
          voucherUrl: voucher?.redeem_url ?? null,
          paymentMethod: pay.method === 'none' ? null : pay.method,
          paymentIntentId: card?.id ?? null,
          createdAt: now,
        },
        access.userId,
        { method: 'direct', campaign_id: campaign.id, payment_method: pay.method, total },
      );
      const paid = await recordPayment(tx, { access, campaign, sale, recipient, now }, created, card);
      await mailRecipient(deps, tx, item, paid, { access, byName, now });
      return paid;
    });
    deps.mailer.nudge();
    return toRecipientView(row, access.team.slug, deps.config.publicUrl);
  } catch (err) {
    if (card && (await refundAfterFailure(deps, card.id, err)) && !(err instanceof AppError && err.status < 500))
      throw new AppError(ERROR_CODES.giftNotRecorded, 503, registrationTexts.refundedAfterFailure);
    throw err;
  }
}
