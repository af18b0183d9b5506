/**
 * Claiming on the campaign claim page: the recipient picks an option (a GB or shippable address, or a voucher
 * value within the option's limits), or opts out. Prices come from the option on the server (shared giftPrices),
 * never from the request. One transaction takes a unit of the option (never below 0), checks its voucher limit
 * and writes the pick with one conditional update; an auto-approve campaign then confirms it (the charge).
 */
import type { TCampaignClaimResult, TCampaignOptOutResult } from '@gifthub/shared/campaign-pages';
import type { TClaimBody } from '@gifthub/shared/claims';
import { campaignPageTexts } from '@gifthub/shared/campaign-pages';
import { applyCampaignRules } from '@gifthub/shared/campaigns';
import { claimTexts } from '@gifthub/shared/claim-texts';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { giftPrices, voucherValueError, type TNotecardType } from '@gifthub/shared/gifts';
import { msg } from '@gifthub/shared/messages';
import { toPence, toPounds } from '@gifthub/shared/pricing';
import type { TLinkDeps } from '../../lib/public-url';
import { AppError } from '../../lib/app-error';
import { confirmRegistration } from '../campaign-registrations/campaign-confirm.service';
import { holdTeamProduct } from '../catalogue/team-products.service';
import { findPageOption, takeOptionUnit, type TPageCampaign, type TPageOption } from '../campaigns/campaign-pages.service';
import { mailTemplates } from '../mail/mail.templates';
import { emailRegistered, emailRegisteredLocked, optionClaims, optOut, pickOption, registerPublic, type TPickValues } from '../registrations/registration-picks.service';
import { costColumns, findRegistration, mailSender, newSecret, type TRegistration } from '../registrations/registrations.service';
import { closedReason, invitationCampaign, invitationExpired } from './campaign-pages.service';
import { addressOf, checkEmailDomain, registrantOf } from './campaign-registrant';
import { requireReviewed } from './campaign-review.service';

const conflict = (message: string) => new AppError(ERROR_CODES.conflict, 409, message);
const unavailable = () => conflict(campaignPageTexts.optionUnavailable);

/** The option picked: one of this campaign's (another campaign's id is refused), enabled and with units left. */
async function pickedOption(deps: TLinkDeps, page: TPageCampaign, body: TClaimBody): Promise<TPageOption> {
  if (!body.option_id) throw AppError.field('option_id', campaignPageTexts.optionRequired);
  const option = await findPageOption(deps.db, page.campaign.id, body.option_id);
  if (!option) throw AppError.field('option_id', msg.oneOf('Gift Option'));
  if (!option.row.enabled || option.row.available === 0) throw unavailable();
  return option;
}

type TRecipient = { firstName: string; lastName: string; email: string; notecardType: TNotecardType; notecardText: string | null; quantity: number };

/** What the pick writes: the option, the address or voucher value, and the prices computed from the option. */
function pickValues(option: TPageOption, body: TClaimBody, who: TRecipient, at: Date): TPickValues {
  const o = option.row;
  const base = { optionId: o.id, optionName: o.name, productId: o.productId, productName: option.productName ?? o.name, type: o.type, registeredAt: at };
  if (o.type === 'voucher') {
    const value = o.voucherValue ?? (body.voucher_value === undefined ? null : toPence(body.voucher_value));
    const error = o.voucherValue === null ? voucherValueError(value, { limits: option.voucherLimits, denominations: option.denominations }) : null;
    if (error) throw AppError.field('voucher_value', error);
    const p = giftPrices({ type: 'voucher', quantity: who.quantity, voucherValue: value! });
    return {
      ...base,
      firstName: who.firstName,
      lastName: who.lastName,
      email: who.email,
      voucherValue: value!,
      voucherBrandName: option.view.voucher?.brand ?? null,
      ...costColumns('voucher', p),
    };
  }
  const address = addressOf(body, who, option.view.countries);
  const p = giftPrices({
    type: 'physical',
    quantity: who.quantity,
    product: { price_ex_vat: o.priceEv, price: o.priceIv, pp_ev_cost: o.ppEvCost, pp_iv_cost: o.ppIvCost, shipping_costs: o.shippingCosts },
    country: address.country,
    notecardType: who.notecardType,
    notecardText: who.notecardText,
  });
  return { ...base, ...address, email: who.email, ...costColumns('physical', p) };
}


/** Why an invitation's conditional update found nothing: what it is now. */
async function raceError(tx: TLinkDeps['db'], id: number, page: TPageCampaign) {
  const now = await findRegistration(tx, id);
  if (now?.rejectedAt || (now?.registeredAt && !now.optionId)) return conflict(claimTexts.alreadyDeclined);
  if (now?.registeredAt) return conflict(claimTexts.alreadyClaimed);
  if (now && invitationExpired(now, new Date())) return conflict(campaignPageTexts.expired);
  return conflict(closedReason(page.campaign, false) ?? campaignPageTexts.closed);
}

/**
 * Takes the unit and writes the pick in one transaction (a refusal gives the unit back), tells the inviting
 * member, then confirms it when the campaign approves by itself. An 'awaiting-funds' outcome is still a claim received.
 */
async function commitPick(deps: TLinkDeps, page: TPageCampaign, option: TPageOption, write: (tx: TLinkDeps['db']) => Promise<TRegistration | null>, onRace: (tx: TLinkDeps['db']) => Promise<AppError>) {
  const c = page.campaign;
  const row = await deps.db.transaction(async (tx) => {
    if (!(await takeOptionUnit(tx, option.row.id))) throw unavailable();
    if (option.row.voucherLimit !== null && (await optionClaims(tx, option.row.id)) >= option.row.voucherLimit) throw unavailable();
    const picked = await write(tx);
    if (!picked) throw await onRace(tx);
    // A corporate product's units are held for the gift (none free, or paused: not available).
    if (!(await holdTeamProduct(tx, picked))) throw unavailable();
    await mailSender(deps, tx, picked, (sender) =>
      mailTemplates.campaignClaimReceived(deps.config, {
        to: sender.email,
        senderName: sender.name,
        recipientName: `${picked.firstName} ${picked.lastName}`.trim() || picked.email || 'Your recipient',
        optionName: option.row.name,
        campaignName: c.name,
        campaignId: c.id,
        needsApproval: !c.autoApprove,
      }),
    );
    return picked;
  });
  deps.mailer.nudge();
  let final = row;
  let confirmed = false;
  if (c.autoApprove) {
    try {
      const result = await confirmRegistration(deps, row.id, { userId: null, name: null });
      final = result.registration;
      confirmed = result.outcome === 'confirmed';
    } catch (err) {
      // The claim is in; the team can still approve it from the recipients list.
      deps.log.error({ err, registrationId: row.id }, 'auto-approval of a campaign claim failed');
    }
  }
  return result(final, confirmed);
}

function result(r: TRegistration, confirmed: boolean): TCampaignClaimResult {
  const code = r.type === 'voucher' && r.voucherCode && r.voucherUrl ? { brand_name: r.voucherBrandName, value: toPounds(r.voucherValue ?? 0), code: r.voucherCode, redeem_url: r.voucherUrl } : null;
  return {
    state: 'claimed',
    outcome: confirmed ? 'confirmed' : 'received',
    message: confirmed ? (r.type === 'voucher' ? claimTexts.voucherClaimed : claimTexts.claimed) : campaignPageTexts.received,
    option_name: r.optionName ?? '',
    voucher_code: code,
  };
}

/** POST /public/gifts/{secret}/claim for a campaign invitation (the claims module has checked verification). */
export async function claimInvitation(deps: TLinkDeps, r: TRegistration, body: TClaimBody): Promise<TCampaignClaimResult> {
  const page = await invitationCampaign(deps.db, r);
  if (r.rejectedAt || (r.registeredAt && !r.optionId)) throw conflict(claimTexts.alreadyDeclined);
  if (r.registeredAt) throw conflict(claimTexts.alreadyClaimed);
  if (invitationExpired(r, deps.clock.now())) throw conflict(campaignPageTexts.expired);
  const reason = closedReason(page.campaign, false);
  if (reason) throw conflict(reason);
  requireReviewed(page, r);
  const option = await pickedOption(deps, page, body);
  const who: TRecipient = {
    firstName: body.first_name?.trim() || r.firstName,
    lastName: body.last_name?.trim() || r.lastName,
    email: body.email?.trim() || r.email,
    notecardType: r.notecardType,
    notecardText: r.notecardText,
    quantity: r.quantity,
  };
  const values = pickValues(option, body, who, deps.clock.now());
  return commitPick(deps, page, option, (tx) => pickOption(tx, r, values), (tx) => raceError(tx, r.id, page));
}

/** POST /public/gifts/{secret}/decline for a campaign invitation: opted out, nothing charged, the inviting member told. */
export async function optOutInvitation(deps: TLinkDeps, r: TRegistration): Promise<TCampaignOptOutResult & { state: 'declined' }> {
  const page = await invitationCampaign(deps.db, r);
  if (r.rejectedAt || (r.registeredAt && !r.optionId)) throw conflict(claimTexts.alreadyDeclined);
  if (r.registeredAt) throw conflict(claimTexts.alreadyClaimed);
  if (invitationExpired(r, deps.clock.now())) throw conflict(campaignPageTexts.expired);
  const reason = closedReason(page.campaign, false);
  if (reason) throw conflict(reason);
  const row = await deps.db.transaction(async (tx) => {
    const out = await optOut(tx, r, deps.clock.now());
    if (!out) throw await raceError(tx, r.id, page);
    await mailSender(deps, tx, out, (sender) =>
      mailTemplates.giftDeclined(deps.config, {
        to: sender.email,
        senderName: sender.name,
        recipientName: `${out.firstName} ${out.lastName}`.trim() || out.email || 'Your recipient',
        productName: `gift from ${page.campaign.name}`,
        refund: null,
      }),
    );
    return out;
  });
  if (row) deps.mailer.nudge();
  return { state: 'declined', message: campaignPageTexts.optedOut };
}

/** POST /public/campaigns/{teamSlug}/{campaignSlug}/claim: a visitor of a public or internal campaign's page registers with their pick. */
export async function claimOnPage(deps: TLinkDeps, page: TPageCampaign, body: TClaimBody): Promise<TCampaignClaimResult> {
  const c = page.campaign;
  const reason = closedReason(c, true);
  if (reason) throw conflict(reason);
  const who = registrantOf(body);
  await checkEmailDomain(deps.db, page, who.email);
  const option = await pickedOption(deps, page, body);
  if (await emailRegistered(deps.db, c.id, who.email)) throw conflict(campaignPageTexts.alreadyRegistered);
  const notecardType: TNotecardType = c.notecardEnabled ? (c.notecardText.trim() ? 'custom' : 'default') : 'none';
  const values = pickValues(option, body, { ...who, notecardType, notecardText: c.notecardEnabled ? c.notecardText : null, quantity: 1 }, deps.clock.now());
  // A public campaign never approves by itself (spec 1 §4 Privacy), whatever its row says.
  const approves = applyCampaignRules({ type: c.type, reward_type: c.rewardType, privacy: c.privacy, auto_approve: c.autoApprove, page_restricted: c.pageRestricted }).auto_approve;
  return commitPick(
    deps,
    { ...page, campaign: { ...c, autoApprove: approves } },
    option,
    async (tx) => {
      // Checked again under the e-mail's lock: of two concurrent registrations of one e-mail, one is taken.
      if (await emailRegisteredLocked(tx, c.id, who.email)) throw conflict(campaignPageTexts.alreadyRegistered);
      // Opened from the CRM multi-use link while the campaign has it on: the CRM's registration (spec 1 §4 external).
      return registerPublic(tx, { ...values, teamId: c.teamId, campaignId: c.id, secret: newSecret(), notecardType, notecardText: c.notecardEnabled ? c.notecardText : null, method: body.integration === 'hubspot' && c.integrations.multilink ? 'external' : 'public' });
    },
    async () => conflict(campaignPageTexts.closed),
  );
}
