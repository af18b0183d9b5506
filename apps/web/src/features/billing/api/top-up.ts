import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTopUp, TTopUpItem } from '@gifthub/shared/billing';
import { http } from '../../../lib/api-client';

/**
 * POST /top-up with one Idempotency-Key per submit attempt: a retried request returns the first answer
 * and charges once. Errors are shown by the modal (quiet).
 */
export function useTopUp(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ item, key }: { item: TTopUpItem; key: string }) =>
      http.post<TTopUp>(`/teams/${teamId}/top-up`, item, { quiet: true, successAlert: false, headers: { 'idempotency-key': key } }),
    // The balance lives on the team and in the billing queries (all under ['teams', teamId]).
    onSuccess: () => qc.invalidateQueries({ queryKey: ['teams', teamId] }),
  });
}
