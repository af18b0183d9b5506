import { z } from 'zod';

/**
 * A money field in an answer: pounds, at most two decimals. Pence stay inside the API; every money
 * field of every response schema is this one (a test walks them), so no answer mixes units.
 */
export const ZPounds = z.number().meta({ unit: 'pounds' });

/** Pence ↔ pounds at the edge: the API answers some amounts in pounds where the spec's calls do. */
export const toPounds = (pence: number) => Math.round(pence) / 100;
export const toPence = (pounds: number) => Math.round(pounds * 100);

/** Pence to a £ string (money-format.ts, without zod for the light public pages). */
export { formatPence } from './money-format';

/** VAT 20%: ex VAT → inc VAT, rounded to the penny half up. */
export const VAT_RATE_PERCENT = 20;
export const incVat = (exVatPence: number) => Math.floor((exVatPence * (100 + VAT_RATE_PERCENT) * 2 + 100) / 200);
