import { isSpecialCorporation } from './gifts';

/** What a member may pay a gift with, as their session and team say. */
export type TPayerAbilities = {
  /** A pro plan (the demo team is a read-only Pro team: `demo` says what it may not do). */
  pro: boolean;
  demo: boolean;
  useBalance: boolean;
  useCards: boolean;
  corporationId: number | null;
};

/**
 * Spec 1 §6 on the marketplace: the team balance needs use-balance and the pro plan (never corporation 5, which
 * is forced to card); a saved card needs use-cards and is not offered in the demo. Neither: no payment methods.
 */
export function paymentEligibility(a: TPayerAbilities) {
  const canBalance = a.useBalance && a.pro && !isSpecialCorporation(a.corporationId);
  const canCard = a.useCards && !a.demo;
  return { canBalance, canCard, any: canBalance || canCard };
}
