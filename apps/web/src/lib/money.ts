const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Pence to a £ string: the one place money is turned into pounds for display. */
export const formatPence = (pence: number) => gbp.format(pence / 100);

/** Pounds (as the billing answers give them) to a £ string, e.g. 1014.4 → '£1,014.40'. */
export const formatPounds = (pounds: number) => gbp.format(pounds);
