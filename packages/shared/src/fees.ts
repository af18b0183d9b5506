/** Card issuing countries charged the lower rate (spec 3 §9). */
export const LOW_FEE_COUNTRIES = [
  'AL', 'AT', 'BA', 'BE', 'BG', 'CH', 'CY', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU',
  'IE', 'IS', 'IT', 'LT', 'LV', 'MK', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'RS', 'SE', 'SI',
] as const;

/** Rates in tenths of a percent: 1.4% and 2.9%; flat 20p. */
export const CARD_RATE_LOW_PERMILLE = 14;
export const CARD_RATE_HIGH_PERMILLE = 29;
export const CARD_FLAT_FEE_PENCE = 20;

export const cardRatePermille = (country: string | null | undefined) =>
  country && (LOW_FEE_COUNTRIES as readonly string[]).includes(country.toUpperCase()) ? CARD_RATE_LOW_PERMILLE : CARD_RATE_HIGH_PERMILLE;

/**
 * total = (amount + 0.20) / (1 − rate), rounded to the penny half up; fee = total − amount.
 * Integer arithmetic only: amounts are pence.
 */
export function cardTotal(amountPence: number, country: string | null | undefined): { amount: number; fee: number; total: number } {
  if (!Number.isSafeInteger(amountPence) || amountPence < 0) throw new RangeError('amount must be a non-negative integer of pence');
  const denominator = 1000 - cardRatePermille(country);
  const numerator = (amountPence + CARD_FLAT_FEE_PENCE) * 1000;
  // Half up: floor((2n + d) / 2d).
  const total = Math.floor((2 * numerator + denominator) / (2 * denominator));
  return { amount: amountPence, fee: total - amountPence, total };
}

export type TTopUpMethod = 'stripe' | 'bank-transfer';

/** What a top-up costs: the card fee for cards, nothing for bank transfer. */
export const topUpPrice = (amountPence: number, method: TTopUpMethod, cardCountry?: string | null) =>
  method === 'bank-transfer' ? { amount: amountPence, fee: 0, total: amountPence } : cardTotal(amountPence, cardCountry);
