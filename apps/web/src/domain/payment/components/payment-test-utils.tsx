import type { TPaymentCard } from '@gifthub/shared/billing';

export const makeCard = (over: Partial<TPaymentCard> = {}): TPaymentCard => ({
  id: 1,
  card_brand: 'visa',
  last4: '0000',
  exp_month: 12,
  exp_year: 2030,
  country: 'GB',
  preferred: true,
  ...over,
});
