import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTopUp, TTopUpItem } from '@gifthub/shared/billing';
import { http } from '../../../lib/api-client';
import { inPaymentAttempt } from '../../../lib/payment-attempt';

/**
 * POST /top-up with the payment attempt's Idempotency-Key (and the attempt kept as open until answered): a retry of the same top-up after a lost answer
 * gets the first answer and charges once; another amount or card is a new attempt. Errors are shown by the modal (quiet).
 */
export function useTopUp(teamId: number, userId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (item: TTopUpItem) =>
      inPaymentAttempt(
        { teamId, flow: 'top-up' },
        item,
        (key) => http.post<TTopUp>(`/teams/${teamId}/top-up`, item, { quiet: true, successAlert: false, headers: { 'idempotency-key': key } }),
        // Kept until answered, so a page left meanwhile learns the outcome at the next visit.
        { userId, amount: Number(item.amount) },
      ),
    // The balance lives on the team and in the billing queries (all under ['teams', teamId]).
    onSuccess: () => qc.invalidateQueries({ queryKey: ['teams', teamId] }),
  });
}
