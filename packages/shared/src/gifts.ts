import { z } from 'zod';
import { msg } from './messages';
import { incVat, ZPounds } from './pricing';
import type { TFaceValueLimits, TShippingCost } from './catalogue';

// Spec 1 §9 constants, in pence.
export const NOTECARD_EV = 100;
export const NOTECARD_IV = 120;
export const VOUCHER_DEFAULT_VALUE = 1000;
export const VOUCHER_ADMIN_EV = 100;
export const VOUCHER_ADMIN_IV = 120;
export const VOUCHER_LIMITS_DEFAULT: TFaceValueLimits = { lower: 200, upper: 50000, minor_unit: 1 };
export const NOTECARD_MAX = 1015;
export const NOTECARD_MAX_PORTRAIT = 240;
export const MESSAGE_MAX = 1015;
export const QUANTITY_MAX = 500;
export const MARKETPLACE_COUNTRIES = ['GB'] as const;
export const DEFAULT_COUNTRY = 'GB';
export const LOW_AVAILABILITY = 2;
export const NOTECARD_TYPES = ['default', 'custom', 'none'] as const;
export type TNotecardType = (typeof NOTECARD_TYPES)[number];
export const PASSWORD_TYPES = ['none', 'email', 'name'] as const;
export type TPasswordType = (typeof PASSWORD_TYPES)[number];
export const REGISTRATION_METHODS = ['direct', 'link', 'multiple', 'multiple-link', 'public', 'external', 'unknown'] as const;
export type TRegistrationMethod = (typeof REGISTRATION_METHODS)[number];

/** Corporation 5 (spec 1 §6, spec 3 §6): no Select & Send, card only on the marketplace, gift links verified by name. */
export const SPECIAL_CORPORATION_ID = 5;
export const isSpecialCorporation = (corporationId: number | null | undefined) => corporationId === SPECIAL_CORPORATION_ID;
export const directSendAllowed = (corporationId: number | null | undefined) => !isSpecialCorporation(corporationId);
/** How a gift link's recipient verifies: corporation 5 always by name. */
export const linkPasswordType = (corporationId: number | null | undefined, chosen: TPasswordType): TPasswordType => (isSpecialCorporation(corporationId) ? 'name' : chosen);

export const texts = {
  noShipping: 'We do not currently ship this gift to this country.',
} as const;

export type TMoney = { ev: number; iv: number };
export type TPrices = { prepaid: TMoney; gift: TMoney; notecard: TMoney; admin: TMoney; shipping: TMoney; voucher: TMoney; total: TMoney };

const zero: TMoney = { ev: 0, iv: 0 };
const add = (...xs: TMoney[]): TMoney => ({ ev: xs.reduce((s, x) => s + x.ev, 0), iv: xs.reduce((s, x) => s + x.iv, 0) });
const times = (m: TMoney, q: number): TMoney => ({ ev: m.ev * q, iv: m.iv * q });

/** A notecard is charged when its type is default, or custom with text (once per package). */
export const notecardCharged = (type: TNotecardType, text: string | null | undefined) => type === 'default' || (type === 'custom' && Boolean(text?.trim()));

export const shippingFor = (costs: TShippingCost[], country: string): TMoney | null => {
  const group = costs.find((g) => g.countries.includes(country.toUpperCase()));
  return group ? { ev: group.shipping_ev_cost, iv: group.shipping_iv_cost } : null;
};

export type TPriceInput =
  | {
      type: 'physical';
      quantity: number;
      product: { price_ex_vat: number; price: number; pp_ev_cost: number; pp_iv_cost: number; shipping_costs: TShippingCost[] };
      country: string;
      notecardType: TNotecardType;
      notecardText?: string | null;
    }
  | { type: 'voucher'; quantity: number; voucherValue: number };

/**
 * Spec 1 §9: physical = gift + notecard + admin (pick and pack) + shipping; voucher = voucher value + admin fee.
 * Quantity multiplies the gift, shipping and admin; a notecard is one per package. Pence throughout.
 * Answers null shipping when the product does not ship to the country.
 */
export function giftPrices(input: TPriceInput): TPrices & { ships: boolean } {
  const q = input.quantity;
  if (input.type === 'voucher') {
    // A voucher's face value carries no VAT; the admin fee does.
    const voucher = times({ ev: input.voucherValue, iv: input.voucherValue }, q);
    const admin = times({ ev: VOUCHER_ADMIN_EV, iv: VOUCHER_ADMIN_IV }, q);
    return { prepaid: zero, gift: zero, notecard: zero, admin, shipping: zero, voucher, total: add(voucher, admin), ships: true };
  }
  const p = input.product;
  const gift = times({ ev: p.price_ex_vat, iv: p.price }, q);
  const admin = times({ ev: p.pp_ev_cost, iv: p.pp_iv_cost }, q);
  const ship = shippingFor(p.shipping_costs, input.country);
  const shipping = ship ? times(ship, q) : zero;
  const notecard = notecardCharged(input.notecardType, input.notecardText) ? { ev: NOTECARD_EV, iv: NOTECARD_IV } : zero;
  return { prepaid: zero, gift, notecard, admin, shipping, voucher: zero, total: add(gift, notecard, admin, shipping), ships: Boolean(ship) };
}

export const ZMoney = z.object({ ev: ZPounds, iv: ZPounds });
export const ZPrices = z.object({ prepaid: ZMoney, gift: ZMoney, notecard: ZMoney, admin: ZMoney, shipping: ZMoney, voucher: ZMoney, total: ZMoney });

/**
 * Voucher value rules (spec 1 §5): required, positive, within the limits (defaults £2–£500, narrowed by the
 * brand's), on a step of the minor unit; or one of the brand's fixed denominations. Pence in, message out.
 */
export function voucherValueError(valuePence: number | null | undefined, brand: { limits?: TFaceValueLimits | null; denominations?: number[] | null }, label = 'Voucher Value'): string | null {
  if (valuePence === null || valuePence === undefined || Number.isNaN(valuePence)) return msg.required(label);
  if (!Number.isInteger(valuePence)) return msg.number(label);
  if (valuePence <= 0) return msg.positive(label);
  if (brand.denominations && brand.denominations.length > 0) {
    return brand.denominations.includes(valuePence) ? null : `${label} must be one of ${brand.denominations.map((d) => (d / 100).toFixed(d % 100 ? 2 : 0)).join(', ')}`;
  }
  const lower = Math.max(VOUCHER_LIMITS_DEFAULT.lower, brand.limits?.lower ?? VOUCHER_LIMITS_DEFAULT.lower);
  const upper = Math.min(VOUCHER_LIMITS_DEFAULT.upper, brand.limits?.upper ?? VOUCHER_LIMITS_DEFAULT.upper);
  const unit = brand.limits?.minor_unit ?? VOUCHER_LIMITS_DEFAULT.minor_unit;
  if (valuePence < lower) return msg.atLeast(label, lower / 100);
  if (valuePence > upper) return msg.atMost(label, upper / 100);
  if (unit > 1 && valuePence % unit !== 0) return `${label} must be a multiple of ${(unit / 100).toFixed(2)}`;
  return null;
}

export const notecardMax = (format: 'landscape' | 'portrait' | null | undefined) => (format === 'portrait' ? NOTECARD_MAX_PORTRAIT : NOTECARD_MAX);

export { incVat };
