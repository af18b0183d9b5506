import type { TFaceValueLimits, TProduct } from '@gifthub/shared/catalogue';
import { DEFAULT_COUNTRY, LOW_AVAILABILITY, giftPrices, type TMoney, type TNotecardType, type TPrices } from '@gifthub/shared/gifts';
import { toPence } from '@gifthub/shared/pricing';

// The catalogue answers money in pounds; the shared price rules work in pence. These helpers convert once,
// at the edge of the screens. The server recomputes every price on submit: these are for display.

export const productPricesPence = (p: TProduct) => ({
  price: toPence(p.price),
  price_ex_vat: toPence(p.price_ex_vat),
  pp_ev_cost: toPence(p.pp_ev_cost),
  pp_iv_cost: toPence(p.pp_iv_cost),
  shipping_costs: p.shipping_costs.map((g) => ({ countries: g.countries, shipping_ev_cost: toPence(g.shipping_ev_cost), shipping_iv_cost: toPence(g.shipping_iv_cost) })),
});

/** A brand's voucher rules in pence, as voucherValueError takes them. */
export const brandRulesPence = (p: Pick<TProduct, 'face_value_limits' | 'denominations'>): { limits: TFaceValueLimits | null; denominations: number[] } => ({
  limits: p.face_value_limits
    ? { lower: toPence(p.face_value_limits.lower), upper: toPence(p.face_value_limits.upper), minor_unit: toPence(p.face_value_limits.minor_unit) }
    : null,
  denominations: p.denominations.map(toPence),
});

export type TPriceState = { quantity: number; country?: string; notecardType: TNotecardType; notecardText?: string; voucherValue?: number | string | null };

/** Spec 1 §9 totals for the summary step (pence). */
export function pricesFor(product: TProduct, s: TPriceState): TPrices & { ships: boolean } {
  const quantity = Number.isInteger(s.quantity) && s.quantity > 0 ? s.quantity : 1;
  if (product.type === 'voucher') {
    const value = s.voucherValue === '' || s.voucherValue === null || s.voucherValue === undefined ? 0 : toPence(Number(s.voucherValue));
    return giftPrices({ type: 'voucher', quantity, voucherValue: Number.isFinite(value) ? value : 0 });
  }
  return giftPrices({
    type: 'physical',
    quantity,
    product: productPricesPence(product),
    country: s.country || DEFAULT_COUNTRY,
    notecardType: s.notecardType,
    notecardText: s.notecardText,
  });
}

export type TPriceLine = { key: string; label: string; money: TMoney; total?: boolean };

/** The breakdown lines (spec 1 §9): voucher value, greeting card, pick and pack (physical), admin fee (voucher), shipping, total. */
export function priceLines(product: TProduct, prices: TPrices, quantity: number): TPriceLine[] {
  const q = quantity > 1 ? ` × ${quantity}` : '';
  if (product.type === 'voucher')
    return [
      { key: 'voucher', label: `Voucher value${q}`, money: prices.voucher },
      { key: 'admin', label: 'Admin fee', money: prices.admin },
      { key: 'total', label: 'Total', money: prices.total, total: true },
    ];
  return [
    { key: 'gift', label: `${product.name}${q}`, money: prices.gift },
    { key: 'notecard', label: 'Greeting card', money: prices.notecard },
    { key: 'admin', label: 'Pick and pack', money: prices.admin },
    { key: 'shipping', label: 'Shipping', money: prices.shipping },
    { key: 'total', label: 'Total', money: prices.total, total: true },
  ];
}

/** Availability badges (spec 1 §9): unavailable at 0, low at 2 or fewer; null stock is unlimited. */
export const availability = (stock: number | null): 'unavailable' | 'low' | null => (stock === null ? null : stock <= 0 ? 'unavailable' : stock <= LOW_AVAILABILITY ? 'low' : null);
