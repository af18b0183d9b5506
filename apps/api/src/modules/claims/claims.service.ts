import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  claimTexts,
  SECRET_RE,
  ZClaimPhysical,
  ZClaimVoucher,
  type TClaimBody,
  type TClaimResult,
  type TGiftView,
  type TVerifyBody,
  type TVerifyResult,
  type TVoucherReveal,
} from '@gifthub/shared/claims';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { msg } from '@gifthub/shared/messages';
import { toPounds } from '@gifthub/shared/pricing';
import type { z } from 'zod';
import type { TDeps } from '../../deps';
import type { TLinkDeps } from '../../lib/public-url';
import { AppError } from '../../lib/app-error';
import type { TCampaignClaimResult, TCampaignPageView } from '@gifthub/shared/campaign-pages';
import { claimInvitation, optOutInvitation } from '../campaign-pages/campaign-claim.service';
import { invitationView } from '../campaign-pages/campaign-pages.service';
import { reviewInvitation } from '../campaign-pages/campaign-review.service';
import type { TReviewBody, TReviewResult } from '@gifthub/shared/campaign-feedback';
import { getProduct } from '../catalogue/catalogue.service';
import { claimRegistration, declineRegistration, type TClaimValues } from '../registrations/registration-claims.service';
import { findLinkBySecret, recordFirstVisit, recordVerifyFailure, verifyFailuresSince, type TRegistration } from '../registrations/registrations.service';
import { findTeam, pageTeam } from '../teams/teams.service';

/**
 * The recipient's side of a gift link, without login: the secret in the link finds the gift; a link with a
 * password type (e-mail or name) asks the recipient to verify first and hands a short-lived claim token.
 * Claim and decline each happen once (conditional updates in registration-claims.service).
 */

export const CLAIM_TOKEN_TTL_MS = 30 * 60 * 1000;
export const VERIFY_MAX_FAILURES = 5;
export const VERIFY_WINDOW_MS = 15 * 60 * 1000;

const notFound = () => new AppError(ERROR_CODES.giftNotFound, 404, claimTexts.notFound);
const claimedError = () => new AppError(ERROR_CODES.giftAlreadyClaimed, 409, claimTexts.alreadyClaimed);
const declinedError = () => new AppError(ERROR_CODES.giftAlreadyDeclined, 409, claimTexts.alreadyDeclined);

/** Only gift links have a public page; anything else (a malformed or unknown secret, a direct send) is not found. */
async function load(deps: TDeps, secret: string): Promise<TRegistration> {
  if (!SECRET_RE.test(secret)) throw notFound();
  const r = await findLinkBySecret(deps.db, secret);
  if (!r) throw notFound();
  return r;
}

/** A campaign invitation: the recipient picks one of the campaign's options (modules/campaign-pages). */
const isCampaignInvitation = (r: TRegistration) => r.platform === 'gifting' && r.campaignId !== null;

const stateOf = (r: TRegistration): TGiftView['state'] => (r.rejectedAt ? 'declined' : r.registeredAt ? 'claimed' : 'open');

// ---- claim tokens: <registration id>.<expiry ms>.<hmac over the id, the link secret and the expiry> ----

const tokenKey = (deps: TDeps) => `${deps.config.tokenKey}:gift-claim`;
const sign = (deps: TDeps, r: TRegistration, exp: number) => createHmac('sha256', tokenKey(deps)).update(`${r.id}:${r.secret}:${exp}`).digest('base64url');

export function claimToken(deps: TDeps, r: TRegistration) {
  const exp = deps.clock.now().getTime() + CLAIM_TOKEN_TTL_MS;
  return { token: `${r.id}.${exp}.${sign(deps, r, exp)}`, exp };
}

export function tokenValid(deps: TDeps, r: TRegistration, token: string | undefined): boolean {
  if (!token) return false;
  const [id, expText, sig] = token.split('.');
  const exp = Number(expText);
  if (Number(id) !== r.id || !Number.isSafeInteger(exp) || exp <= deps.clock.now().getTime() || !sig) return false;
  const expected = Buffer.from(sign(deps, r, exp));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function requireVerified(deps: TDeps, r: TRegistration, token: string | undefined) {
  if (r.passwordType !== 'none' && !tokenValid(deps, r, token)) throw new AppError(ERROR_CODES.verificationRequired, 403, claimTexts.verificationNeeded);
}

const reveal = (r: TRegistration): TVoucherReveal | null =>
  r.type === 'voucher' && r.voucherCode && r.voucherUrl ? { brand_name: r.voucherBrandName, value: toPounds(r.voucherValue ?? 0), code: r.voucherCode, redeem_url: r.voucherUrl } : null;

/** GET /public/gifts/{secret}: the gift page; the first visit sets visited_at. The eGift code shows once claimed (verified links: with the token). */
export async function giftView(deps: TDeps, secret: string, token?: string): Promise<TGiftView | TCampaignPageView> {
  const r = await load(deps, secret);
  await recordFirstVisit(deps.db, r, deps.clock.now());
  if (isCampaignInvitation(r)) return invitationView(deps.db, r);
  const [team, product] = await Promise.all([
    findTeam(deps.db, r.teamId),
    r.productId ? getProduct(deps.db, r.productId, { isStaff: true }).catch(() => null) : null,
  ]);
  const state = stateOf(r);
  const showCode = state === 'claimed' && (r.passwordType === 'none' || tokenValid(deps, r, token));
  return {
    state,
    type: r.type,
    team: pageTeam(team),
    product: {
      id: r.productId,
      name: r.type === 'voucher' ? `${r.voucherBrandName ?? r.productName ?? 'Gift'} eGift` : (r.productName ?? 'Gift'),
      image_url: product?.image_url ?? null,
      description: product?.description ?? '',
    },
    quantity: r.quantity,
    sender_name: r.invitedByName,
    message: r.invitationMessage,
    notecard_type: r.notecardType,
    notecard_text: r.notecardText,
    verification: r.passwordType,
    recipient: r.passwordType === 'none' ? { first_name: r.firstName, last_name: r.lastName } : null,
    voucher: r.type === 'voucher' ? { brand_name: r.voucherBrandName, value: toPounds(r.voucherValue ?? 0) } : null,
    voucher_code: showCode ? reveal(r) : null,
  };
}

const norm = (s: string | null | undefined) => (s ?? '').normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** POST /public/gifts/{secret}/verify: the e-mail or the name the sender gave, case and spacing aside; 5 failures per 15 minutes. */
export async function verify(deps: TDeps, secret: string, body: TVerifyBody): Promise<TVerifyResult> {
  const r = await load(deps, secret);
  if (r.rejectedAt) throw declinedError();
  const now = deps.clock.now();
  const failures = await verifyFailuresSince(deps.db, r, new Date(now.getTime() - VERIFY_WINDOW_MS));
  if (failures >= VERIFY_MAX_FAILURES) throw new AppError(ERROR_CODES.tooManyAttempts, 429, claimTexts.tooManyAttempts);

  if (r.passwordType === 'email' && !body.email) throw AppError.field('email', msg.required('E-mail'));
  if (r.passwordType === 'name') {
    const errors: Record<string, string[]> = {};
    if (!body.first_name) errors.first_name = [msg.required('First Name')];
    if (!body.last_name) errors.last_name = [msg.required('Last Name')];
    if (Object.keys(errors).length) throw AppError.validation(errors);
  }
  const ok =
    r.passwordType === 'none' ||
    (r.passwordType === 'email' && norm(body.email) === norm(r.email)) ||
    (r.passwordType === 'name' && norm(body.first_name) === norm(r.firstName) && norm(body.last_name) === norm(r.lastName));
  if (!ok) {
    await recordVerifyFailure(deps.db, r, now);
    throw new AppError(ERROR_CODES.verificationFailed, 422, claimTexts.verifyFailed, { [r.passwordType === 'email' ? 'email' : 'last_name']: [claimTexts.verifyFailed] });
  }
  const { token, exp } = claimToken(deps, r);
  return { token, expires_at: new Date(exp).toISOString(), first_name: r.firstName, last_name: r.lastName, email: r.email };
}

/** Zod issues → the API's field errors, the first message per field. */
function fieldErrors(error: z.ZodError) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'body';
    errors[key] ??= [issue.message];
  }
  return AppError.validation(errors, Object.values(errors)[0]?.[0]);
}

/** POST /public/gifts/{secret}/claim: physical gifts take a GB address and a phone; eGifts reveal their code. */
export async function claim(deps: TLinkDeps, secret: string, body: TClaimBody): Promise<TClaimResult | TCampaignClaimResult> {
  const r = await load(deps, secret);
  if (isCampaignInvitation(r)) {
    requireVerified(deps, r, body.token);
    return claimInvitation(deps, r, body);
  }
  if (r.rejectedAt) throw declinedError();
  if (r.registeredAt) throw claimedError();
  requireVerified(deps, r, body.token);

  let values: TClaimValues;
  if (r.type === 'physical') {
    const parsed = ZClaimPhysical.safeParse(body);
    if (!parsed.success) throw fieldErrors(parsed.error);
    const d = parsed.data;
    values = {
      firstName: d.first_name,
      lastName: d.last_name,
      email: d.email || r.email,
      addressLine1: d.address_line_1,
      addressLine2: d.address_line_2 || null,
      city: d.city,
      region: d.region || null,
      postcode: d.postcode.toUpperCase(),
      country: d.country,
      phone: d.phone,
    };
  } else {
    const parsed = ZClaimVoucher.safeParse(body);
    if (!parsed.success) throw fieldErrors(parsed.error);
    const d = parsed.data;
    values = { firstName: d.first_name || r.firstName, lastName: d.last_name || r.lastName, email: d.email || r.email };
  }

  const row = await claimRegistration(deps, r, values);
  if (!row) {
    // Someone else used the link first: say which way it went.
    const now = await findLinkBySecret(deps.db, secret);
    throw now?.rejectedAt ? declinedError() : claimedError();
  }
  return { state: 'claimed', message: row.type === 'voucher' ? claimTexts.voucherClaimed : claimTexts.claimed, voucher_code: reveal(row) };
}

/** POST /public/gifts/{secret}/decline ('No, thanks'): the sender is told and a paid gift refunded. */
export async function decline(deps: TLinkDeps, secret: string, token?: string) {
  const r = await load(deps, secret);
  if (isCampaignInvitation(r)) {
    requireVerified(deps, r, token);
    return optOutInvitation(deps, r);
  }
  if (r.rejectedAt) throw declinedError();
  if (r.registeredAt) throw claimedError();
  requireVerified(deps, r, token);
  const row = await declineRegistration(deps, r);
  if (!row) {
    const now = await findLinkBySecret(deps.db, secret);
    throw now?.rejectedAt ? declinedError() : claimedError();
  }
  return { state: 'declined' as const, message: claimTexts.declined };
}

/** POST /public/gifts/{secret}/review: a reviews campaign invitation's rating and feedback, before the gift (modules/campaign-pages). */
export async function review(deps: TLinkDeps, secret: string, body: TReviewBody): Promise<TReviewResult> {
  const r = await load(deps, secret);
  if (!isCampaignInvitation(r)) throw notFound();
  requireVerified(deps, r, body.token);
  return reviewInvitation(deps, r, body);
}
