import { ZAdminGiftOption, type TAdminGiftOption, type TGiftOption, type TNotecardFormat, type TRewardType } from '@gifthub/shared/campaigns';
import { zodValidate } from '../../../lib/form';

// The staff's gift option form (spec 1 §3 Gift option): money in pounds as typed, sent in pounds (the API edge).

type TNum = number | string;

/** One shipping group: its countries as two-letter ISO codes and what shipping costs there. */
export type TShippingRow = { key: number; countries: string[]; shipping_ev_cost: TNum; shipping_iv_cost: TNum };

export type TOptionFormValues = {
  name: string;
  type: 'physical' | 'voucher';
  enabled: boolean;
  /** The linked catalogue product (physical) or voucher brand product (voucher), as the picker's value. */
  product_id: string | null;
  /** Blank means no stock count. */
  available: TNum;
  /** Blank uses the product's price. */
  price_ev: TNum;
  price_iv: TNum;
  description: string;
  shipping_costs: TShippingRow[];
  pp_ev_cost: TNum;
  pp_iv_cost: TNum;
  voucher_value: TNum;
  voucher_lower: TNum;
  voucher_upper: TNum;
  /** Blank is unlimited. */
  voucher_limit: TNum;
  notecard_format: TNotecardFormat;
};

let rowKey = 0;
/** A fresh key for a shipping row, so React keeps each row's inputs while others are removed. */
export const shippingRow = (countries: string[] = [], ev: TNum = '', iv: TNum = ''): TShippingRow => ({ key: ++rowKey, countries, shipping_ev_cost: ev, shipping_iv_cost: iv });

const blank = (v: TNum) => v === '' || v === null || v === undefined;
const num = (v: TNum): number | undefined => (blank(v) ? undefined : Number(v));

/** The form for a new option (the campaign's reward type chooses the first type) or an option to edit. */
export function optionInitialValues(option: TGiftOption | null, reward: TRewardType): TOptionFormValues {
  if (!option)
    return {
      name: '',
      type: reward === 'voucher' ? 'voucher' : 'physical',
      enabled: true,
      product_id: null,
      available: '',
      price_ev: '',
      price_iv: '',
      description: '',
      shipping_costs: [],
      pp_ev_cost: '',
      pp_iv_cost: '',
      voucher_value: '',
      voucher_lower: '',
      voucher_upper: '',
      voucher_limit: '',
      notecard_format: 'landscape',
    };
  const limits = option.voucher_brand_info?.digital_face_value_limits;
  return {
    name: option.name,
    type: option.type,
    enabled: option.enabled,
    product_id: option.product_id === null ? null : String(option.product_id),
    available: option.available ?? '',
    price_ev: option.price_ex_vat,
    price_iv: option.price,
    description: option.description,
    shipping_costs: option.shipping_costs.map((g) => shippingRow(g.countries, g.shipping_ev_cost, g.shipping_iv_cost)),
    pp_ev_cost: option.pp_ev_cost,
    pp_iv_cost: option.pp_iv_cost,
    voucher_value: option.voucher_value ?? '',
    voucher_lower: limits?.lower ?? '',
    voucher_upper: limits?.upper ?? '',
    voucher_limit: option.voucher_limit ?? '',
    notecard_format: option.notecard_format,
  };
}

/** The request body: only the fields of the option's type (a voucher has no shipping, pick and pack or notecard; a physical gift no voucher limits). */
export function optionBody(v: TOptionFormValues): TAdminGiftOption {
  const common = {
    name: v.name,
    type: v.type,
    enabled: v.enabled,
    description: v.description,
    product_id: v.product_id ? Number(v.product_id) : undefined,
    available: blank(v.available) ? null : Number(v.available),
  };
  if (v.type === 'voucher')
    return {
      ...common,
      voucher_value: num(v.voucher_value),
      voucher_lower: num(v.voucher_lower),
      voucher_upper: num(v.voucher_upper),
      voucher_limit: blank(v.voucher_limit) ? null : Number(v.voucher_limit),
    };
  return {
    ...common,
    price_ev: num(v.price_ev),
    price_iv: num(v.price_iv),
    shipping_costs: v.shipping_costs.map((r) => ({ countries: r.countries, shipping_ev_cost: num(r.shipping_ev_cost)!, shipping_iv_cost: num(r.shipping_iv_cost)! })),
    pp_ev_cost: num(v.pp_ev_cost),
    pp_iv_cost: num(v.pp_iv_cost),
    notecard_format: v.notecard_format,
  };
}

/** API and schema paths to the form's fields: a country's message belongs to its row's countries. */
export function optionFormErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const m = /^shipping_costs\.(\d+)\.countries/.exec(path);
    out[m ? `shipping_costs.${m[1]}.countries` : path] ??= message;
  }
  return out;
}

const validateBody = zodValidate(ZAdminGiftOption);

/**
 * The shared contract checks the form, as the API will (first message per field). The schema asks for the product
 * only once the rest of the option parses, so a missing product is asked of it on its own too: every message at once.
 */
export function validateOption(v: TOptionFormValues): Record<string, string> {
  const errors = optionFormErrors(validateBody(optionBody(v)));
  if (!v.product_id && !errors.product_id) {
    const product = validateBody({ name: 'x', type: v.type }).product_id;
    if (product) errors.product_id = product;
  }
  return errors;
}
