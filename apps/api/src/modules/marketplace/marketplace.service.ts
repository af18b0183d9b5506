/**
 * Marketplace gift sending (spec 1 §3–§6): Select & Send (a direct send) and Create A New Invitation (a gift
 * link), sold through sell.service on the registrations core. The price is always recomputed here from the
 * product (client prices are never read); corporation 5's rules come from shared/gifts.
 *
 * eGifts: a direct send issues the code at once (deps.vouchers, before any money moves, so a provider failure
 * charges nothing); a gift link issues it when the recipient claims. A delivered eGift counts as sent (sent_at)
 * so order history does not show it as Processing forever.
 */
import { directSendAllowed, linkPasswordType } from '@gifthub/shared/gifts';
import { msg } from '@gifthub/shared/messages';
import { registrationTexts, type TInvitationResult, type TMarketplaceRegistration, type ZInvitationItem, type ZRegistrationItem } from '@gifthub/shared/registrations';
import type { z } from 'zod';
import type { TLinkDeps } from '../../lib/public-url';
import { AppError } from '../../lib/app-error';
import { mailTemplates } from '../mail/mail.templates';
import { addressColumns, issueSoldVoucher, memberName, newSecret, recordEmailed } from '../registrations/registrations.service';
import { inviteLink, toOrderView } from '../registrations/registrations.views';
import type { TTeamAccess } from '../teams/team-access';
import { choosePayment, precheckBalance } from './sell-payment.service';
import { priceSale } from './sell-pricing.service';
import { sell } from './sell.service';

export type TRegistrationItemInput = z.output<typeof ZRegistrationItem>;
export type TInvitationItemInput = z.output<typeof ZInvitationItem>;
type TSendOptions = { idempotencyKey?: string };

/** POST /teams/{teamId}/gb-registrations (Select & Send on the marketplace). */
export async function sendDirect(deps: TLinkDeps, access: TTeamAccess, item: TRegistrationItemInput, opts: TSendOptions = {}): Promise<TMarketplaceRegistration> {
  if (item.platform !== 'marketplace') throw AppError.field('platform', registrationTexts.marketplaceSendsOnly);
  if (!directSendAllowed(access.team.corporationId)) throw AppError.forbidden(registrationTexts.noDirectSend);
  const sale = await priceSale(deps.db, item);
  const pay = choosePayment(access, item, sale.prices.total.iv);
  await precheckBalance(deps.db, access, pay, sale.prices.total.iv);
  const secret = newSecret();
  const voucher = sale.type === 'voucher' ? await issueSoldVoucher(deps, { brand: sale.product.brandName ?? sale.product.name, valuePence: sale.voucherValue!, reference: secret }) : null;
  const now = deps.clock.now();
  const byName = await memberName(deps.db, access.userId);
  const row = await sell(deps, access, {
    sale,
    pay,
    recipient: `${item.first_name} ${item.last_name}`.trim(),
    idempotencyKey: opts.idempotencyKey,
    values: {
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
      ...addressColumns(item, sale.type === 'physical'),
      sendEmail: item.send_email,
      customEmailMessage: item.custom_email_message || null,
      voucherCode: voucher?.code ?? null,
      voucherUrl: voucher?.redeem_url ?? null,
    },
    after: async (tx, r) => {
      if (!item.send_email || !item.email) return;
      const base = { to: item.email, recipientName: item.first_name, teamName: access.team.name, message: item.custom_email_message };
      const mail = voucher
        ? mailTemplates.giftVoucher(deps.config, { ...base, senderName: byName, brandName: r.voucherBrandName ?? r.productName ?? 'Gift', value: r.voucherValue ?? 0, code: voucher.code, redeemUrl: voucher.redeem_url })
        : mailTemplates.giftOnItsWay(deps.config, { ...base, senderName: byName, productName: r.productName ?? 'a gift' });
      await deps.mailer.enqueue(mail, tx);
      await recordEmailed(tx, r.id, mail.kind, now);
    },
  });
  return toOrderView(row, access.team.slug, deps.config.publicUrl);
}

/** A gift link verified by name needs both names (corporation 5's links always are). */
function requireNames(item: TInvitationItemInput) {
  const errors: Record<string, string[]> = {};
  if (!item.first_name) errors.first_name = [msg.required('First Name')];
  if (!item.last_name) errors.last_name = [msg.required('Last Name')];
  if (Object.keys(errors).length) throw AppError.validation(errors);
}

/** POST /teams/{teamId}/gb-registrations/invite/link?platform=marketplace (Create A New Invitation). */
export async function createLink(deps: TLinkDeps, access: TTeamAccess, item: TInvitationItemInput, opts: TSendOptions = {}): Promise<TInvitationResult> {
  if (item.platform !== 'marketplace') throw AppError.field('platform', registrationTexts.marketplaceLinksOnly);
  const passwordType = linkPasswordType(access.team.corporationId, item.password_type);
  if (passwordType === 'name') requireNames(item);
  const sale = await priceSale(deps.db, { ...item, country: 'GB' });
  const pay = choosePayment(access, item, sale.prices.total.iv);
  await precheckBalance(deps.db, access, pay, sale.prices.total.iv);
  const now = deps.clock.now();
  const secret = newSecret();
  const byName = await memberName(deps.db, access.userId);
  const link = inviteLink(deps.config.publicUrl, access.team.slug, secret);
  const emailSent = item.send_email && Boolean(item.email);
  const row = await sell(deps, access, {
    sale,
    pay,
    recipient: `${item.first_name} ${item.last_name}`.trim() || item.email || 'gift link',
    idempotencyKey: opts.idempotencyKey,
    values: {
      registrationMethod: 'link',
      secret,
      passwordType,
      firstName: item.first_name,
      lastName: item.last_name,
      email: item.email,
      invitedAt: now,
      invitedBy: access.userId,
      invitedByName: byName,
      sendEmail: item.send_email,
      invitationMessage: item.invitation_message || null,
      customEmailMessage: item.custom_email_message || null,
    },
    after: async (tx, r) => {
      if (!emailSent) return;
      const mail = mailTemplates.giftInvitation(deps.config, {
        to: item.email,
        recipientName: item.first_name,
        teamName: access.team.name,
        senderName: byName,
        productName: r.type === 'voucher' ? `${r.voucherBrandName} eGift` : (r.productName ?? 'a gift'),
        link,
        message: item.invitation_message,
        verification: passwordType,
      });
      await deps.mailer.enqueue(mail, tx);
      await recordEmailed(tx, r.id, mail.kind, now);
    },
  });
  return {
    registration_id: row.id,
    invite_link: link,
    email_sent: emailSent,
    password_type: passwordType,
    password_value: passwordType === 'email' ? item.email : passwordType === 'name' ? `${item.first_name} ${item.last_name}` : null,
    is_multi: false,
    batch_label: null,
  };
}
