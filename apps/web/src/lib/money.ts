import { formatPence } from '@gifthub/shared/money-format';

/** Pence to a £ string: the one place the portal turns money into pounds for display (the formatter e-mails and documents use too). */
export { formatPence };

/** Pounds (as the billing answers give them) to a £ string, e.g. 1014.4 → '£1,014.40'. */
export const formatPounds = (pounds: number) => formatPence(pounds * 100);
