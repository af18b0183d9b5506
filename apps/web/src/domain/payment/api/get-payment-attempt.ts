import type { TPaymentAttempt } from '@gifthub/shared/payments';
import { http } from '../../../lib/api-client';

/** GET /teams/{teamId}/payment-attempts/{key}: what became of a payment attempt this person started (quiet: the check shows its own notice). */
export const getPaymentAttempt = (teamId: number, key: string) =>
  http.get<TPaymentAttempt>(`/teams/${teamId}/payment-attempts/${encodeURIComponent(key)}`, undefined, { quiet: true });
