/**
 * A campaign gift's price (spec 1 §9) from its gift option, with shared giftPrices (the function the portal
 * shows): the option's own prices, its shipping groups per country, pick and pack, the notecard, the voucher
 * admin fee. Nothing price-related is taken from the request. Money is pence.
 */
import { campaignNotecardMax } from '@gifthub/shared/campaigns';
import { campaignRegistrationTexts } from '@gifthub/shared/campaign-registrations';
import { giftPrices, NOTECARD_IV, shippingFor, texts as giftTexts, VOUCHER_LIMITS_DEFAULT, voucherValueError, type TNotecardType, type TPrices } from '@gifthub/shared/gifts';
import { msg } from '@gifthub/shared/messages';
import { toPence } from '@gifthub/shared/pricing';
import { registrationTexts } from '@gifthub/shared/registrations';
import { AppError } from '../../lib/app-error';
import type { TCampaignOption } from '../campaigns/campaign-lookup.service';

type TOption = TCampaignOption['option'];

export type TOptionSale = {
  option: TOption;
  type: 'physical' | 'voucher';
  quantity: number;
  prices: TPrices;
  /** Face value of one voucher, pence. */
  voucherValue: number | null;
  notecardType: TNotecardType;
  notecardText: string | null;
};

type TOptionSaleInput = { type?: 'physical' | 'voucher'; quantity: number; country?: string; notecard_type: TNotecardType; notecard_text: string; voucher_value?: number };

const productOf = (o: TOption) => ({ price_ex_vat: o.priceEv, price: o.priceIv, pp_ev_cost: o.ppEvCost, pp_iv_cost: o.ppIvCost, shipping_costs: o.shippingCosts });

/** Pounds from the form → pence; a fraction of a penny stays fractional so the voucher rule reports it. */
const poundsToPence = (pounds: number) => {
  const p = toPence(pounds);
  return Math.abs(pounds * 100 - p) < 1e-6 ? p : pounds * 100;
};

/** An enabled option with units left (null: no count kept), or 422 on option_id. */
export function requireAvailable(option: TOption | undefined, quantity = 1): TOption {
  if (!option || !option.enabled || (option.available !== null && option.available < quantity)) throw AppError.field('option_id', campaignRegistrationTexts.optionUnavailable);
  return option;
}

/** Prices a gift of one option for a recipient: the shipping country must be in one of the option's groups. */
export function priceOption(option: TOption, item: TOptionSaleInput): TOptionSale {
  if (item.type && item.type !== option.type) throw AppError.field('type', registrationTexts.typeMismatch);
  const quantity = item.quantity;
  if (option.type === 'physical') {
    const country = (item.country ?? 'GB').toUpperCase();
    if (!shippingFor(option.shippingCosts, country)) throw AppError.field('country', giftTexts.noShipping);
    // Notecard text is kept only for a custom notecard (spec 1 §5), within the option's card format.
    const notecardType = item.notecard_type;
    const notecardText = notecardType === 'custom' ? item.notecard_text.trim() : '';
    const max = campaignNotecardMax(option.notecardFormat === 'portrait');
    if (notecardText.length > max) throw AppError.field('notecard_text', msg.maxLength('Notecard text', max));
    const prices = giftPrices({ type: 'physical', quantity, product: productOf(option), country, notecardType, notecardText });
    return { option, type: 'physical', quantity, prices, voucherValue: null, notecardType, notecardText: notecardText || null };
  }
  // A fixed-value option gives its value; otherwise the recipient's, within the option's limits.
  const value = option.voucherValue ?? (item.voucher_value === undefined ? undefined : poundsToPence(item.voucher_value));
  const limits = { lower: option.voucherLower ?? VOUCHER_LIMITS_DEFAULT.lower, upper: option.voucherUpper ?? VOUCHER_LIMITS_DEFAULT.upper, minor_unit: 1 };
  const error = voucherValueError(value, { limits });
  if (error) throw AppError.field('voucher_value', error);
  const prices = giftPrices({ type: 'voucher', quantity, voucherValue: value! });
  return { option, type: 'voucher', quantity, prices, voucherValue: value!, notecardType: 'none', notecardText: null };
}

/**
 * The most a gift of these options can cost (pence, inc VAT), what the team balance must cover at invitation: the
 * dearest option with its dearest shipping group, pick and pack and a notecard; a voucher at its fixed value or
 * upper limit, with the admin fee.
 */
export function maxGiftPrice(options: TOption[]): number {
  let max = 0;
  for (const o of options) {
    if (!o.enabled) continue;
    if (o.type === 'physical') {
      const shipping = Math.max(0, ...o.shippingCosts.map((g) => g.shipping_iv_cost));
      max = Math.max(max, o.priceIv + o.ppIvCost + shipping + NOTECARD_IV);
    } else {
      const value = o.voucherValue ?? o.voucherUpper ?? VOUCHER_LIMITS_DEFAULT.upper;
      max = Math.max(max, giftPrices({ type: 'voucher', quantity: 1, voucherValue: value }).total.iv);
    }
  }
  return max;
}


/** The option's registration columns: its name, product and (for vouchers) brand and value. */
export const optionColumns = (sale: TOptionSale, productName: string | null) => ({
  optionId: sale.option.id,
  optionName: sale.option.name,
  productId: sale.option.productId,
  productName: productName ?? sale.option.name,
  type: sale.type,
  quantity: sale.quantity,
  notecardType: sale.notecardType,
  notecardText: sale.notecardText,
  voucherValue: sale.voucherValue,
  voucherBrandName: sale.type === 'voucher' ? (sale.option.voucherBrand ?? productName ?? sale.option.name) : null,
});

