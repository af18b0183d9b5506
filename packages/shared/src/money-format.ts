// The one £ formatter, without zod so the light public pages can import it alone (pricing.ts re-exports it).
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
/** Pence to a £ string, e.g. 101440 → '£1,014.40': how screens, e-mails and documents show money. */
export const formatPence = (pence: number) => gbp.format(pence / 100);
