import { giftPrices, MARKETPLACE_COUNTRIES, notecardMax, shippingFor, texts as giftTexts, voucherValueError, type TPrices } from '@gifthub/shared/gifts';
import { msg } from '@gifthub/shared/messages';
import { formatPence, toPence } from '@gifthub/shared/pricing';
import { registrationTexts } from '@gifthub/shared/registrations';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as catalogue from '../catalogue/catalogue.service';

type TSaleInput = {
  type: 'physical' | 'voucher';
  product_id: number;
  quantity: number;
  country?: string;
  notecard_type: 'default' | 'custom' | 'none';
  notecard_text: string;
  voucher_value?: number;
};

export type TSaleProduct = Awaited<ReturnType<typeof catalogue.getProductForSale>>;

export type TSale = {
  product: TSaleProduct;
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
 * Prices a gift from the catalogue (spec 1 §9) with shared giftPrices, the function the portal shows: the
 * product's own prices, GB-only shipping, the brand's voucher limits or denominations, notecard length.
 * Nothing price-related is taken from the request.
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


/** The product as a payment description names it: an eGift with its face value. */
export const productLabel = (sale: TSale) => (sale.type === 'voucher' ? `${sale.product.brandName ?? sale.product.name} eGift ${formatPence(sale.voucherValue ?? 0)}` : sale.product.name);
