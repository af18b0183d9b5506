/**
 * Marketplace gift sending: direct send (Select & Send), gift links (Create A New Invitation), order history,
 * and the staff fulfilment queue. Money is pence here; pounds only in the views.
 *
 * Payment (spec 1 §4 create flow; "the marketplace charges the full price at once"): the price is always
 * recomputed here from the product (client prices are never read). Payment first, then the registration,
 * as one outcome:
 * - team-balance: spend() inside the same transaction that reserves stock and writes the registration, so a
 *   short balance rolls everything back;
 * - card: we charge the saved card ourselves (payment_method 'stripe' + payment_method_id) through
 *   payments.chargeCard BEFORE the transaction, then reserve stock, write the registration and the direct
 *   transaction and markApplied in one transaction; if that fails the charge is refunded and the error
 *   rethrown. A payment_id made earlier is accepted only through payments.verifyPayment, for exactly the
 *   recomputed total with suffix 'market'. We register no 'market' expected-amount function, so
 *   POST /stripe/payment-intent keeps refusing 'market' (the price would need the whole item), and no
 *   'market' payment applier: the reconciler refunds a charge whose request died before its registration.
 * An Idempotency-Key on the route (plugins/idempotency) makes a double-clicked send one registration and
 * one charge; the key also reaches the gateway.
 *
 * eGifts: a direct send issues the code at once (voucher-provider, before any money moves, so a provider
 * failure charges nothing); a gift link issues it when the recipient claims. A delivered eGift counts as
 * sent (sent_at) so order history does not show it as Processing forever.
 */
import { randomBytes } from 'node:crypto';
import { billingTexts } from '@gifthub/shared/billing';
import { GIFT_PAGE_BASE } from '@gifthub/shared/constants';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { giftPrices, MARKETPLACE_COUNTRIES, notecardMax, shippingFor, texts as giftTexts, voucherValueError, type TPrices } from '@gifthub/shared/gifts';
import { msg, texts } from '@gifthub/shared/messages';
import type { TRegistrationStats } from '@gifthub/shared/dashboard';
import { pageMeta, type TPaged } from '@gifthub/shared/paging';
import { isPro, PRO_FEATURES } from '@gifthub/shared/plans';
import { toPence, toPounds } from '@gifthub/shared/pricing';
import {
  registrationTexts,
  type TFulfilmentActionBody,
  type TFulfilmentItem,
  type TFulfilmentQuery,
  type TInvitationResult,
  type TMarketplaceRegistration,
  type TOrdersQuery,
  type TRegistrationDetail,
  type ZInvitationItem,
  type ZRegistrationItem,
} from '@gifthub/shared/registrations';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import * as billing from '../billing/billing.service';
import * as catalogue from '../catalogue/catalogue.service';
import type { TProductRow } from '../catalogue/catalogue.table';
import { mailTemplates } from '../mail/mail.templates';
import * as payments from '../payments/payments.service';
import type { TReconcileAction, TReconcileTask } from '../payments/payments.service';
import type { TPaymentIntentRow } from '../payments/payments.table';
import { findTeam, requirePermission, resolveTeamAccess, type TTeamAccess } from '../teams/teams.service';
import { findUserById } from '../users/users.service';
import * as repo from './registrations.repository';
import type { TRegistrationRow } from './registrations.table';
import type { TIssuedVoucher } from './voucher-provider';

export type TRegistrationItemInput = z.output<typeof ZRegistrationItem>;
export type TInvitationItemInput = z.output<typeof ZInvitationItem>;

/** Corporation 5: no Select & Send, card only on the marketplace, name-based verification (spec 1 §6). */
export const SPECIAL_CORPORATION_ID = 5;
const isCorp5 = (access: TTeamAccess) => access.team.corporationId === SPECIAL_CORPORATION_ID;

/** A link secret: 192 random bits, URL-safe (32 characters). */
export const newSecret = () => randomBytes(24).toString('base64url');

export const inviteLink = (publicUrl: string, teamSlug: string, secret: string) => `${publicUrl}/${GIFT_PAGE_BASE}/${teamSlug}/${secret}`;

// ---------------------------------------------------------------- pricing

type TSaleInput = {
  type: 'physical' | 'voucher';
  product_id: number;
  quantity: number;
  country?: string;
  notecard_type: 'default' | 'custom' | 'none';
  notecard_text: string;
  voucher_value?: number;
};

export type TSale = {
  product: TProductRow;
  type: 'physical' | 'voucher';
  quantity: number;
  prices: TPrices;
  /** Face value of one voucher, pence. */
  voucherValue: number | null;
  notecardType: 'default' | 'custom' | 'none';
  notecardText: string | null;
};

/** Pounds from the form → pence; a fraction of a penny stays fractional so the voucher rule reports it. */
const poundsToPence = (pounds: number) => {
  const p = toPence(pounds);
  return Math.abs(pounds * 100 - p) < 1e-6 ? p : pounds * 100;
};

/**
 * Prices a gift from the catalogue (spec 1 §9): the product's own prices, GB-only shipping, the brand's voucher
 * limits or denominations, notecard length. Nothing price-related is taken from the request.
 */
export async function priceSale(db: Db, item: TSaleInput): Promise<TSale> {
  const product = await catalogue.getProductForSale(db, item.product_id);
  if (product.type !== item.type) throw AppError.field('type', registrationTexts.typeMismatch);
  const quantity = item.quantity;
  if (product.type === 'physical') {
    const country = (item.country ?? 'GB').toUpperCase();
    if (!(MARKETPLACE_COUNTRIES as readonly string[]).includes(country) || !shippingFor(product.shippingCosts, country)) throw AppError.field('country', giftTexts.noShipping);
    const notecardType = item.notecard_type;
    // Notecard text is kept only for a custom notecard (spec 1 §5).
    const notecardText = notecardType === 'custom' ? item.notecard_text.trim() : '';
    const max = notecardMax(null);
    if (notecardText.length > max) throw AppError.field('notecard_text', msg.maxLength('Notecard text', max));
    const prices = giftPrices({
      type: 'physical',
      quantity,
      product: { price_ex_vat: product.priceExVat, price: product.price, pp_ev_cost: product.ppEvCost, pp_iv_cost: product.ppIvCost, shipping_costs: product.shippingCosts },
      country,
      notecardType,
      notecardText,
    });
    return { product, type: 'physical', quantity, prices, voucherValue: null, notecardType, notecardText: notecardText || null };
  }
  const value = item.voucher_value === undefined ? undefined : poundsToPence(item.voucher_value);
  const error = voucherValueError(value, { limits: product.faceValueLimits, denominations: product.denominations });
  if (error) throw AppError.field('voucher_value', error);
  const prices = giftPrices({ type: 'voucher', quantity, voucherValue: value! });
  return { product, type: 'voucher', quantity, prices, voucherValue: value!, notecardType: 'none', notecardText: null };
}

/** The cost columns of a registration from its prices. */
const costColumns = (sale: TSale) => ({
  giftEvCost: sale.prices.gift.ev,
  giftIvCost: sale.prices.gift.iv,
  ppEvCost: sale.type === 'physical' ? sale.prices.admin.ev : 0,
  ppIvCost: sale.type === 'physical' ? sale.prices.admin.iv : 0,
  adminEvCost: sale.type === 'voucher' ? sale.prices.admin.ev : 0,
  adminIvCost: sale.type === 'voucher' ? sale.prices.admin.iv : 0,
  shippingEvCost: sale.prices.shipping.ev,
  shippingIvCost: sale.prices.shipping.iv,
  notecardEvCost: sale.prices.notecard.ev,
  notecardIvCost: sale.prices.notecard.iv,
  voucherEvCost: sale.prices.voucher.ev,
  totalEv: sale.prices.total.ev,
  totalIv: sale.prices.total.iv,
});

/** The prices block of a stored registration (pence). */
export const pricesOf = (r: TRegistrationRow): TPrices => {
  const admin = r.type === 'physical' ? { ev: r.ppEvCost, iv: r.ppIvCost } : { ev: r.adminEvCost, iv: r.adminIvCost };
  return {
    prepaid: { ev: 0, iv: 0 },
    gift: { ev: r.giftEvCost, iv: r.giftIvCost },
    notecard: { ev: r.notecardEvCost, iv: r.notecardIvCost },
    admin,
    shipping: { ev: r.shippingEvCost, iv: r.shippingIvCost },
    voucher: { ev: r.voucherEvCost, iv: r.voucherEvCost },
    total: { ev: r.totalEv, iv: r.totalIv },
  };
};

// ---------------------------------------------------------------- payment choice

type TPay = { method: 'none' } | { method: 'team-balance' } | { method: 'stripe'; cardId?: number; paymentId?: string };

/**
 * Spec 1 §6 on the marketplace: team balance needs use-balance and the pro plan (non-pro teams and
 * corporation 5 are forced to card); a card needs use-cards (not in the demo); with neither, the spec's
 * 'no payment methods' text. A zero total needs no payment.
 */
export function choosePayment(access: TTeamAccess, item: { payment_method?: string; payment_method_id?: number; payment_id?: string }, total: number): TPay {
  if (total === 0) return { method: 'none' };
  const pro = isPro(access.team.plan) && !access.isDemo;
  const canBalance = access.permissions['use-balance'] && pro && !isCorp5(access);
  const canCard = access.permissions['use-cards'] && !access.isDemo;
  if (!canBalance && !canCard) throw AppError.forbidden(texts.noPaymentMethods);
  const method = item.payment_method ?? (canBalance ? 'team-balance' : 'stripe');
  if (method === 'bank-transfer') throw AppError.field('payment_method', registrationTexts.bankTransfer);
  if (method === 'team-balance') {
    if (!access.permissions['use-balance']) throw AppError.forbidden(texts.noTeamCredit);
    if (!pro) throw AppError.forbidden(texts.proGate(PRO_FEATURES.teamCredit, 'Gift'), ERROR_CODES.proOnly);
    if (isCorp5(access)) throw AppError.field('payment_method', 'Please pay by card.');
    return { method: 'team-balance' };
  }
  if (!canCard) {
    if (access.isDemo) throw AppError.forbidden(texts.demoReadOnly, ERROR_CODES.demoReadOnly);
    requirePermission(access, 'use-cards');
  }
  if (!item.payment_method_id && !item.payment_id) throw AppError.field('payment_method_id', msg.required('Payment Card'));
  return { method: 'stripe', cardId: item.payment_method_id, paymentId: item.payment_id };
}

// ---------------------------------------------------------------- selling

type TSellInput = {
  sale: TSale;
  pay: TPay;
  /** The registration, without costs and payment columns. */
  values: Omit<repo.TRegistrationInsert, 'teamId' | 'platform' | 'productId' | 'productName' | 'type' | 'quantity'>;
  recipient: string;
  idempotencyKey?: string;
  /** Inside the transaction after the insert: e-mails to enqueue. */
  after?: (tx: Db, row: TRegistrationRow) => Promise<void>;
};

const productLabel = (sale: TSale) => (sale.type === 'voucher' ? `${sale.product.brandName ?? sale.product.name} eGift £${toPounds(sale.voucherValue ?? 0).toFixed(2)}` : sale.product.name);

async function takeCard(deps: TDeps, access: TTeamAccess, input: TSellInput, pay: Extract<TPay, { method: 'stripe' }>) {
  const total = input.sale.prices.total.iv;
  if (pay.paymentId) {
    const row = await payments.verifyPayment(deps, access, pay.paymentId, { amount: total, suffix: 'market', cardId: pay.cardId });
    const card = row.cardId ? await payments.getCard(deps.db, access, row.cardId).catch(() => null) : null;
    return { ...row, cardLabel: card ? payments.cardLabel(card) : 'Card' };
  }
  return payments.chargeCard(deps, access, {
    cardId: pay.cardId!,
    amount: total,
    suffix: 'market',
    description: `Marketplace: ${productLabel(input.sale)} × ${input.sale.quantity} for ${input.recipient}`.slice(0, 200),
    purpose: { kind: 'market', product_id: input.sale.product.id, quantity: input.sale.quantity, total, method: input.values.registrationMethod },
    idempotencyKey: input.idempotencyKey,
  });
}

/** A charge whose registration could not be written is refunded; the caller rethrows. */
async function refundAfterFailure(deps: TDeps, intentId: string, err: unknown): Promise<boolean> {
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

async function sell(deps: TDeps, access: TTeamAccess, input: TSellInput): Promise<TRegistrationRow> {
  const { sale, pay } = input;
  const total = sale.prices.total.iv;
  let intent: (TPaymentIntentRow & { cardLabel: string }) | null = null;
  if (pay.method === 'stripe') intent = await takeCard(deps, access, input, pay);
  const now = deps.clock.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      await catalogue.reserveStock(tx, sale.product.id, sale.quantity);
      const row = await repo.insertRegistration(tx, {
        ...input.values,
        teamId: access.team.id,
        platform: 'marketplace',
        productId: sale.product.id,
        productName: sale.product.name,
        type: sale.type,
        quantity: sale.quantity,
        notecardType: sale.notecardType,
        notecardText: sale.notecardText,
        voucherValue: sale.voucherValue,
        voucherBrandName: sale.type === 'voucher' ? (sale.product.brandName ?? sale.product.name) : null,
        ...costColumns(sale),
        paymentMethod: pay.method === 'none' ? null : pay.method,
        paymentIntentId: intent?.id ?? null,
        createdAt: now,
      });
      const description = `Marketplace: ${productLabel(sale)}${sale.quantity > 1 ? ` × ${sale.quantity}` : ''} for ${input.recipient}`.slice(0, 200);
      let updated = row;
      if (pay.method === 'team-balance') {
        const ledger = await billing.spend(tx, {
          teamId: access.team.id,
          userId: access.userId,
          type: 'marketplace',
          description,
          priceExVat: sale.prices.total.ev,
          price: total,
          productName: sale.product.name,
          registrationId: row.id,
          amount: total,
          at: now,
        });
        updated = (await repo.updateRegistration(tx, row.id, { teamTransactionId: ledger.id }))!;
      }
      if (intent) {
        await billing.recordDirectTransaction(tx, {
          teamId: access.team.id,
          userId: access.userId,
          paymentIntentId: intent.id,
          type: 'marketplace',
          description,
          amount: total,
          priceExVat: sale.prices.total.ev,
          price: total,
          paymentMethod: intent.cardLabel,
          productName: sale.product.name,
          registrationId: row.id,
          createdAt: now,
        });
        await payments.markApplied(tx, intent.id, now);
      }
      await repo.insertEvent(tx, {
        registrationId: row.id,
        type: input.values.registrationMethod === 'link' ? 'invited' : 'registered',
        data: { method: input.values.registrationMethod, payment_method: pay.method, total },
        byUserId: access.userId,
        at: now,
      });
      if (input.after) await input.after(tx, updated);
      return updated;
    });
    void deps.mailer.flush();
    return row;
  } catch (err) {
    if (intent && (await refundAfterFailure(deps, intent.id, err)) && !(err instanceof AppError && err.status < 500))
      throw new AppError('gift_not_recorded', 503, registrationTexts.refundedAfterFailure);
    throw err;
  }
}

async function senderName(db: Db, access: TTeamAccess) {
  const user = await findUserById(db, access.userId);
  return user?.name || user?.email || 'A colleague';
}

/** Short of money is said before anything is issued (spend() checks again under the team lock). */
async function precheckBalance(db: Db, access: TTeamAccess, pay: TPay, total: number) {
  if (pay.method !== 'team-balance') return;
  const balance = await billing.getBalance(db, access.team.id);
  if (balance.total_available < total) throw new AppError('insufficient_balance', 422, billingTexts.insufficientBalance, { amount: [billingTexts.insufficientBalance] });
}

async function issueVoucher(deps: TDeps, sale: TSale, reference: string): Promise<TIssuedVoucher> {
  try {
    return await deps.vouchers.issue({ brand: sale.product.brandName ?? sale.product.name, valuePence: sale.voucherValue!, reference });
  } catch (err) {
    deps.log.error({ err, reference }, 'voucher provider could not issue an eGift');
    throw new AppError('voucher_unavailable', 503, registrationTexts.voucherFailed);
  }
}

/** POST /teams/{teamId}/gb-registrations (Select & Send on the marketplace). */
export async function sendDirect(deps: TDeps, access: TTeamAccess, item: TRegistrationItemInput, opts: { idempotencyKey?: string } = {}): Promise<TMarketplaceRegistration> {
  if (item.platform !== 'marketplace') throw AppError.field('platform', 'Only marketplace gifts can be sent here.');
  if (isCorp5(access)) throw AppError.forbidden(registrationTexts.noDirectSend);
  const sale = await priceSale(deps.db, item);
  const pay = choosePayment(access, item, sale.prices.total.iv);
  await precheckBalance(deps.db, access, pay, sale.prices.total.iv);
  const secret = newSecret();
  const voucher = sale.type === 'voucher' ? await issueVoucher(deps, sale, secret) : null;
  const now = deps.clock.now();
  const byName = await senderName(deps.db, access);
  const recipient = `${item.first_name} ${item.last_name}`.trim();
  const physical = sale.type === 'physical';
  const row = await sell(deps, access, {
    sale,
    pay,
    recipient,
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
      addressLine1: physical ? item.address_line_1 : null,
      addressLine2: physical ? item.address_line_2 || null : null,
      city: physical ? item.city : null,
      region: physical ? item.region || null : null,
      postcode: physical ? item.postcode.toUpperCase() : null,
      country: physical ? item.country : null,
      phone: physical ? item.phone || null : null,
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
      await repo.insertEvent(tx, { registrationId: r.id, type: 'emailed', data: { kind: mail.kind }, byUserId: null, at: now });
    },
  });
  return toOrderView(row, access.team.slug, deps.config.publicUrl);
}

/** POST /teams/{teamId}/gb-registrations/invite/link?platform=marketplace (Create A New Invitation). */
export async function createLink(deps: TDeps, access: TTeamAccess, item: TInvitationItemInput, opts: { idempotencyKey?: string } = {}): Promise<TInvitationResult> {
  if (item.platform !== 'marketplace') throw AppError.field('platform', 'Only marketplace gift links can be generated here.');
  // Corporation 5 identifies recipients by name (spec 1 §6).
  const passwordType = isCorp5(access) ? 'name' : item.password_type;
  if (passwordType === 'name') {
    const errors: Record<string, string[]> = {};
    if (!item.first_name) errors.first_name = [msg.required('First Name')];
    if (!item.last_name) errors.last_name = [msg.required('Last Name')];
    if (Object.keys(errors).length) throw AppError.validation(errors);
  }
  const sale = await priceSale(deps.db, { ...item, country: 'GB' });
  const pay = choosePayment(access, item, sale.prices.total.iv);
  await precheckBalance(deps.db, access, pay, sale.prices.total.iv);
  const now = deps.clock.now();
  const secret = newSecret();
  const byName = await senderName(deps.db, access);
  const link = inviteLink(deps.config.publicUrl, access.team.slug, secret);
  const emailSent = item.send_email && Boolean(item.email);
  const recipient = `${item.first_name} ${item.last_name}`.trim() || item.email || 'gift link';
  const row = await sell(deps, access, {
    sale,
    pay,
    recipient,
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
      await repo.insertEvent(tx, { registrationId: r.id, type: 'emailed', data: { kind: mail.kind }, byUserId: null, at: now });
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

// ---------------------------------------------------------------- views

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toOrderView(r: TRegistrationRow, teamSlug: string, publicUrl: string): TMarketplaceRegistration {
  return {
    id: r.id,
    type: r.type,
    registration_method: r.registrationMethod,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    invited_at: iso(r.invitedAt),
    invited_by: r.invitedBy,
    invited_by_name: r.invitedByName,
    visited_at: iso(r.visitedAt),
    registered_at: iso(r.registeredAt),
    registered_by: r.registeredBy,
    registered_by_name: r.registeredByName,
    confirmed_at: iso(r.confirmedAt),
    processed_at: iso(r.processedAt),
    sent_at: iso(r.sentAt),
    rejected_at: iso(r.rejectedAt),
    delivery_status: r.deliveryStatus,
    tracking_url: r.trackingUrl,
    product_id: r.productId,
    product_name: r.productName,
    quantity: r.quantity,
    voucher_value: r.voucherValue === null ? null : toPounds(r.voucherValue),
    gift_iv_cost: toPounds(r.giftIvCost),
    pp_iv_cost: toPounds(r.ppIvCost),
    shipping_iv_cost: toPounds(r.shippingIvCost),
    total_iv: toPounds(r.totalIv),
    payment_method: r.paymentMethod,
    password_type: r.passwordType,
    invite_link: r.registrationMethod === 'link' ? inviteLink(publicUrl, teamSlug, r.secret) : null,
    expected_delivery: iso(r.expectedShippingDate),
  };
}

const poundsPrices = (p: TPrices): TPrices =>
  Object.fromEntries(Object.entries(p).map(([k, m]) => [k, { ev: toPounds(m.ev), iv: toPounds(m.iv) }])) as TPrices;

function detailFields(r: TRegistrationRow) {
  return {
    team_id: r.teamId,
    company: r.company,
    address_line_1: r.addressLine1,
    address_line_2: r.addressLine2,
    city: r.city,
    region: r.region,
    postcode: r.postcode,
    country: r.country,
    phone: r.phone,
    send_email: r.sendEmail,
    custom_email_message: r.customEmailMessage,
    invitation_message: r.invitationMessage,
    notecard_type: r.notecardType,
    notecard_text: r.notecardText,
    voucher_brand_name: r.voucherBrandName,
    voucher_code: r.voucherCode,
    voucher_url: r.voucherUrl,
    carrier: r.carrier,
    delivery_status_date: iso(r.deliveryStatusDate),
    delivery_resolution: r.deliveryResolution,
    refunded_at: iso(r.refundedAt),
  };
}

// ---------------------------------------------------------------- order history

/** Whose orders a member may see: everyone's with view-others-orders, otherwise only what they sent or invited. */
const seesOthers = (access: TTeamAccess) => access.permissions['view-others-orders'];

/** GET /teams/{teamId}/gb-registrations?platform=marketplace. */
export async function listOrders(deps: TDeps, access: TTeamAccess, q: TOrdersQuery): Promise<TPaged<TMarketplaceRegistration>> {
  const { rows, total, capped } = await repo.listOrders(deps.db, {
    teamId: access.team.id,
    platform: q.platform,
    ownUserId: seesOthers(access) ? undefined : access.userId,
    addedBy: q.registered_by,
    set: { invited_at: q.invited_at, visited_at: q.visited_at, confirmed_at: q.confirmed_at, sent_at: q.sent_at, rejected_at: q.rejected_at },
    q: q.q,
    sort: q.sort ?? 'id',
    direction: q.direction ?? 'desc',
    page: q.page,
    perPage: q.per_page,
  });
  const meta = pageMeta(total, q.page, q.per_page);
  return { data: rows.map((r) => toOrderView(r, access.team.slug, deps.config.publicUrl)), meta: capped ? { ...meta, total_capped: true } : meta };
}

/** GET /gb-registrations/{id}: for members of its team (own orders only without view-others-orders), and staff. */
export async function getOrder(deps: TDeps, user: { id: number; isBbAdmin: boolean }, id: number): Promise<TRegistrationDetail> {
  const row = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await repo.findRegistration(deps.db, id) : undefined;
  if (!row) throw AppError.notFound('Gift registration');
  const access = await resolveTeamAccess(deps.db, row.teamId, user).catch(() => null);
  if (!access) throw AppError.notFound('Gift registration');
  if (!seesOthers(access) && row.registeredBy !== user.id && row.invitedBy !== user.id) throw AppError.notFound('Gift registration');
  const events = await repo.listEvents(deps.db, row.id);
  return {
    ...toOrderView(row, access.team.slug, deps.config.publicUrl),
    ...detailFields(row),
    prices: poundsPrices(pricesOf(row)),
    events: events.map((e) => ({ id: e.id, type: e.type, data: e.data, by_user_id: e.byUserId, at: e.at.toISOString() })),
  };
}

// ---------------------------------------------------------------- for the dashboard

/**
 * The dashboard chart's series: marketplace registrations per UTC day since a moment (one series, tinted apart).
 * Campaign series (platform gifting, one per campaign) join when campaigns exist.
 */
export async function registrationsPerDay(deps: TDeps, teamId: number, since: Date): Promise<TRegistrationStats['data']> {
  const rows = await repo.countPerDay(deps.db, teamId, since);
  const marketplace = rows.filter((r) => r.platform === 'marketplace');
  if (!marketplace.length) return [];
  return [
    {
      name: 'Marketplace',
      marketplace: true,
      registrations: marketplace.reduce((sum, r) => sum + r.n, 0),
      dates: Object.fromEntries(marketplace.map((r) => [r.day, r.n])),
    },
  ];
}

// ---------------------------------------------------------------- for the public claim page (claims module)

export const findBySecret = repo.findBySecret;
export const findRegistration = repo.findRegistration;
export const recordVisit = repo.markVisited;
export const addEvent = repo.insertEvent;
export const countEventsSince = repo.countEventsSince;
export const findTeamOf = findTeam;

/** Issues the eGift of a gift link at claim time. */
async function issueVoucherFor(deps: TDeps, r: TRegistrationRow): Promise<TIssuedVoucher> {
  try {
    return await deps.vouchers.issue({ brand: r.voucherBrandName ?? r.productName ?? 'Gift', valuePence: r.voucherValue ?? 0, reference: r.secret });
  } catch (err) {
    deps.log.error({ err, registrationId: r.id }, 'voucher provider could not issue an eGift at claim');
    throw new AppError('voucher_unavailable', 503, 'Your eGift could not be issued just now. Please try again in a few minutes.');
  }
}

/** Who to tell about a gift: the member who sent or invited it. */
export async function senderOf(db: Db, r: TRegistrationRow) {
  const userId = r.invitedBy ?? r.registeredBy;
  const user = userId ? await findUserById(db, userId) : undefined;
  return user ? { id: user.id, email: user.email, name: user.name || r.invitedByName || r.registeredByName || user.email } : null;
}

export type TClaimValues = Partial<Pick<repo.TRegistrationInsert, 'firstName' | 'lastName' | 'email' | 'addressLine1' | 'addressLine2' | 'city' | 'region' | 'postcode' | 'country' | 'phone'>>;

/**
 * The recipient claims a link (one outcome): the conditional update that takes the gift, then for an eGift its
 * code, in one transaction — a provider failure gives the link back. null: the link was already used.
 */
export async function claimRegistration(deps: TDeps, r: TRegistrationRow, values: TClaimValues): Promise<TRegistrationRow | null> {
  const now = deps.clock.now();
  const claimed = await deps.db.transaction(async (tx) => {
    // Marketplace gifts are paid, so a claim confirms them: physical ones join the fulfilment queue.
    const row = await repo.claimOpen(tx, r.id, { ...values, registeredAt: now, confirmedAt: now });
    if (!row) return null;
    let final = row;
    if (row.type === 'voucher') {
      const voucher = await issueVoucherFor(deps, row);
      final = (await repo.updateRegistration(tx, row.id, { voucherCode: voucher.code, voucherUrl: voucher.redeem_url, sentAt: now }))!;
      if (final.email)
        await deps.mailer.enqueue(
          mailTemplates.giftVoucher(deps.config, {
            to: final.email,
            recipientName: final.firstName,
            teamName: (await findTeam(tx, final.teamId))?.name ?? 'Your sender',
            senderName: final.invitedByName,
            brandName: final.voucherBrandName ?? final.productName ?? 'Gift',
            value: final.voucherValue ?? 0,
            code: voucher.code,
            redeemUrl: voucher.redeem_url,
            message: '',
          }),
          tx,
        );
    }
    await repo.insertEvent(tx, { registrationId: row.id, type: 'claimed', data: null, byUserId: null, at: now });
    const sender = await senderOf(tx, final);
    if (sender)
      await deps.mailer.enqueue(
        mailTemplates.giftClaimed(deps.config, {
          to: sender.email,
          senderName: sender.name,
          recipientName: `${final.firstName} ${final.lastName}`.trim() || final.email || 'Your recipient',
          productName: final.type === 'voucher' ? `${final.voucherBrandName} eGift` : (final.productName ?? 'your gift'),
        }),
        tx,
      );
    return final;
  });
  if (claimed) void deps.mailer.flush();
  return claimed;
}

/**
 * The recipient says 'No, thanks': the gift is declined once (conditional update), its stock goes back and
 * its payment goes back where it came from — the team balance in the same transaction, a card at the gateway
 * just after. null: the link was already used.
 */
export async function declineRegistration(deps: TDeps, r: TRegistrationRow): Promise<TRegistrationRow | null> {
  const now = deps.clock.now();
  const declined = await deps.db.transaction(async (tx) => {
    const row = await repo.declineOpen(tx, r.id, now);
    if (!row) return null;
    if (row.productId) await catalogue.releaseStock(tx, row.productId, row.quantity);
    await repo.insertEvent(tx, { registrationId: row.id, type: 'declined', data: null, byUserId: null, at: now });
    let final = row;
    if (row.paymentMethod === 'team-balance' && row.totalIv > 0) {
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
      final = (await repo.markRefunded(tx, row.id, now)) ?? row;
      await repo.insertEvent(tx, { registrationId: row.id, type: 'refunded', data: { to: 'team-balance', amount: row.totalIv }, byUserId: null, at: now });
    }
    const sender = await senderOf(tx, final);
    if (sender) {
      const refund =
        final.totalIv === 0 || !final.paymentMethod
          ? null
          : final.paymentMethod === 'team-balance'
            ? `£${toPounds(final.totalIv).toFixed(2)} has been returned to your team balance.`
            : `£${toPounds(final.totalIv).toFixed(2)} is being refunded to the card it was paid with.`;
      await deps.mailer.enqueue(
        mailTemplates.giftDeclined(deps.config, {
          to: sender.email,
          senderName: sender.name,
          recipientName: `${final.firstName} ${final.lastName}`.trim() || final.email || 'Your recipient',
          productName: final.productName ?? 'gift',
          refund,
        }),
        tx,
      );
    }
    return final;
  });
  if (!declined) return null;
  void deps.mailer.flush();
  if (declined.paymentMethod === 'stripe' && declined.paymentIntentId && declined.totalIv > 0) return refundCard(deps, declined);
  return declined;
}

/** Refunds a declined card-paid gift at the gateway (idempotent per registration). */
export async function refundCard(deps: TDeps, r: TRegistrationRow): Promise<TRegistrationRow> {
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
 * The payments reconciler's task (registered by registrations.routes): refunds again the declined card-paid gifts
 * whose refund failed, with the same idempotency key, so the card is refunded once however often it runs.
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

// ---------------------------------------------------------------- staff fulfilment

function toFulfilmentItem(x: { registration: TRegistrationRow; teamName: string; teamSlug: string; senderEmail: string | null }, publicUrl: string): TFulfilmentItem {
  return { ...toOrderView(x.registration, x.teamSlug, publicUrl), ...detailFields(x.registration), team_name: x.teamName, sender_email: x.senderEmail };
}

/** GET /admin/fulfilment: confirmed physical gifts by state, oldest first. */
export async function listFulfilment(deps: TDeps, q: TFulfilmentQuery): Promise<TPaged<TFulfilmentItem>> {
  const { rows, total } = await repo.listFulfilment(deps.db, { state: q.state, teamId: q.team_id, q: q.q, page: q.page, perPage: q.per_page });
  return { data: rows.map((x) => toFulfilmentItem(x, deps.config.publicUrl)), meta: pageMeta(total, q.page, q.per_page) };
}

const STEP_TEXT: Record<TFulfilmentActionBody['action'], string> = {
  processed: 'Only a confirmed gift that is not yet processed can be marked processed.',
  sent: 'Only a processed gift that is not yet sent can be marked sent.',
  delivered: 'Only a sent gift can be marked delivered.',
  return: 'Only a sent gift can be marked returned.',
  lost: 'Only a sent gift can be marked lost.',
  resolve: 'Only a returned or lost gift that is not yet resolved can be resolved.',
};

/** PUT /admin/fulfilment/{id}: one step, valid only from its state (409 otherwise); the sender is e-mailed. */
export async function fulfilmentAction(deps: TDeps, staffUserId: number, id: number, body: TFulfilmentActionBody): Promise<TFulfilmentItem> {
  const current = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await repo.findFulfilmentRow(deps.db, id) : undefined;
  const reg = current?.registration;
  if (!current || !reg || reg.type !== 'physical' || !reg.confirmedAt || reg.rejectedAt) throw AppError.notFound('Gift registration');
  const now = deps.clock.now();
  const values: Partial<repo.TRegistrationInsert> = {};
  switch (body.action) {
    case 'processed':
      values.processedAt = now;
      if (body.expected_shipping_date) values.expectedShippingDate = new Date(`${body.expected_shipping_date}T00:00:00Z`);
      break;
    case 'sent':
      Object.assign(values, { sentAt: now, carrier: body.carrier, trackingUrl: body.tracking_url });
      break;
    case 'delivered':
    case 'return':
    case 'lost':
      Object.assign(values, { deliveryStatus: body.action, deliveryStatusDate: now });
      break;
    case 'resolve':
      values.deliveryResolution = body.delivery_resolution;
      break;
  }
  await deps.db.transaction(async (tx) => {
    const row = await repo.fulfilmentStep(tx, id, body.action, values);
    if (!row) throw AppError.conflict(STEP_TEXT[body.action]);
    const { action: _action, ...data } = body;
    await repo.insertEvent(tx, { registrationId: id, type: body.action, data: Object.keys(data).length ? data : null, byUserId: staffUserId, at: now });
    const sender = await senderOf(tx, row);
    if (sender)
      await deps.mailer.enqueue(
        mailTemplates.giftFulfilment(deps.config, {
          to: sender.email,
          senderName: sender.name,
          recipientName: `${row.firstName} ${row.lastName}`.trim(),
          productName: row.productName ?? 'your gift',
          step: body.action,
          trackingUrl: row.trackingUrl,
          carrier: row.carrier,
          resolution: row.deliveryResolution,
        }),
        tx,
      );
  });
  void deps.mailer.flush();
  return toFulfilmentItem((await repo.findFulfilmentRow(deps.db, id))!, deps.config.publicUrl);
}
