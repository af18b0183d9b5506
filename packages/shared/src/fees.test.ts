import { describe, expect, it } from 'vitest';
import { ZTopUpItem, ZTransactionExportQuery } from './billing';
import { defaultExportRange } from './export-range';
import { cardRatePermille, cardTotal, LOW_FEE_COUNTRIES, topUpPrice } from './fees';

/** The exact rational total, rounded half up, with BigInt: the reference the integer formula must match. */
const reference = (amount: number, permille: number) => {
  const num = BigInt(amount + 20) * 1000n;
  const den = BigInt(1000 - permille);
  const q = num / den;
  const r = num % den;
  return Number(2n * r >= den ? q + 1n : q);
};

describe('card fee (spec 3 §9)', () => {
  it('charges £1,014.40 for £1,000 on a GB card and £1,030.07 on a US card', () => {
    expect(cardTotal(100_000, 'GB')).toEqual({ amount: 100_000, fee: 1_440, total: 101_440 });
    expect(cardTotal(100_000, 'US')).toEqual({ amount: 100_000, fee: 3_007, total: 103_007 });
    expect(topUpPrice(100_000, 'stripe', 'gb').total).toBe(101_440);
  });

  it('uses 1.4% for every listed country and 2.9% otherwise, including an unknown country', () => {
    for (const c of LOW_FEE_COUNTRIES) expect(cardRatePermille(c)).toBe(14);
    for (const c of ['US', 'CA', 'AU', 'JP', 'LU', '', null, undefined]) expect(cardRatePermille(c)).toBe(29);
  });

  it('rounds half up at the penny: just below half goes down, just above goes up', () => {
    // (156 + 20) / 0.986 = 178.4990 → 178; (297 + 20) / 0.986 = 321.5010 → 322
    expect(cardTotal(156, 'GB').total).toBe(178);
    expect(cardTotal(297, 'GB').total).toBe(322);
    // (432 + 20) / 0.971 = 465.4995 → 465; (499 + 20) / 0.971 = 534.5005 → 535
    expect(cardTotal(432, 'US').total).toBe(465);
    expect(cardTotal(499, 'US').total).toBe(535);
  });

  it('matches the exact rational computation for every amount up to £300 and the offered amounts', () => {
    const amounts = [...Array.from({ length: 30_000 }, (_, i) => i), ...[50, 100, 200, 300, 500, 750, 1000, 2500, 5000, 10000].map((p) => p * 100), 10_000_000];
    const wrong: string[] = [];
    for (const a of amounts) {
      for (const country of ['GB', 'US']) {
        const { fee, total } = cardTotal(a, country);
        if (total !== reference(a, country === 'GB' ? 14 : 29) || fee !== total - a) wrong.push(`${a} ${country}: ${total}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has no fee for bank transfer', () => {
    expect(topUpPrice(100_000, 'bank-transfer')).toEqual({ amount: 100_000, fee: 0, total: 100_000 });
    expect(topUpPrice(100_000, 'bank-transfer', 'US')).toEqual({ amount: 100_000, fee: 0, total: 100_000 });
  });

  it('refuses negative and non-integer pence', () => {
    expect(() => cardTotal(-1, 'GB')).toThrow(RangeError);
    expect(() => cardTotal(10.5, 'GB')).toThrow(RangeError);
    expect(() => cardTotal(Number.NaN, 'GB')).toThrow(RangeError);
  });
});

describe('top-up item', () => {
  it('refuses negative, zero, fractional-penny and over-limit amounts', () => {
    const bad = (amount: unknown) => ZTopUpItem.safeParse({ amount, payment_method: 'bank-transfer' });
    expect(bad(-50).success).toBe(false);
    expect(bad(0).success).toBe(false);
    expect(bad(10.001).success).toBe(false);
    expect(bad(100_001).success).toBe(false);
    expect(bad(undefined).error?.issues[0]?.message).toBe('Amount is required.');
    expect(bad(1000).success).toBe(true);
    expect(bad('12.34').success).toBe(true);
  });

  it('needs a card for a card top-up', () => {
    const r = ZTopUpItem.safeParse({ amount: 100, payment_method: 'stripe' });
    expect(r.error?.issues[0]).toMatchObject({ path: ['payment_method_id'], message: 'Payment card is required.' });
  });
});

describe('CSV export range (spec 3 §5)', () => {
  const first = (q: Record<string, string>) => {
    const r = ZTransactionExportQuery.safeParse(q);
    return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('accepts a date range or an id range', () => {
    expect(first({ 'date-start': '2024-01-01', 'date-end': '2024-01-31' })).toBeNull();
    expect(first({ 'date-start': '2020-01-01', 'date-end': '2020-01-01' })).toBeNull();
    expect(first({ 'id-start': '1', 'id-end': '5' })).toBeNull();
  });

  it('explains what is wrong', () => {
    expect(first({})).toEqual({ 'date-start': 'Choose a date range or an ID range.' });
    expect(first({ 'date-start': '2019-12-31', 'date-end': '2020-01-05' })).toEqual({ 'date-start': 'Start date must be on or after 01/01/2020.' });
    expect(first({ 'date-start': '2024-02-10', 'date-end': '2024-02-09' })).toEqual({ 'date-end': 'End date must not be before the start date.' });
    expect(first({ 'date-start': '2024-02-30', 'date-end': '2024-03-01' })).toEqual({ 'date-start': 'Start date must be a valid date (YYYY-MM-DD).' });
    expect(first({ 'date-start': '2024-02-01' })).toEqual({ 'date-end': 'End date is required.' });
    expect(first({ 'id-start': '0', 'id-end': '3' })).toEqual({ 'id-start': 'Start ID must be at least 1' });
    expect(first({ 'id-start': '4', 'id-end': '3' })).toEqual({ 'id-end': 'End ID must not be less than the start ID.' });
    expect(first({ 'id-start': '1.5', 'id-end': '3' })).toEqual({ 'id-start': 'Start ID must be a whole number' });
    expect(first({ 'date-start': '2024-01-01', 'date-end': '2024-01-02', 'id-start': '1', 'id-end': '2' })).toEqual({
      'date-start': 'Choose either a date range or an ID range, not both.',
    });
  });

  it('defaults to one month ago until today', () => {
    expect(defaultExportRange(new Date('2024-03-15T10:00:00Z'))).toEqual({ start: '2024-02-15', end: '2024-03-15' });
    expect(defaultExportRange(new Date('2020-01-10T10:00:00Z'))).toEqual({ start: '2020-01-01', end: '2020-01-10' });
  });
});
