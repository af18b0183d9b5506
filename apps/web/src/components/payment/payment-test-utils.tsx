import type { TPaymentCard } from '@gifthub/shared/billing';

// Payment components' tests share the session helpers of src/test/session.tsx.
export { makeTeam, makeUser, mockFetch, renderWithSession, type TFetchCall, type TSessionOpts } from '../../test/session';

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
