/** Pence to a £ string: the one place money is turned into pounds for display. */
export const formatPence = (pence: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
