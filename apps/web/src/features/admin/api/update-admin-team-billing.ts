import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBalance, TTeamTransaction } from '@gifthub/shared/billing';
import { http } from '../../../lib/api-client';

const refresh = (qc: ReturnType<typeof useQueryClient>, teamId: number) =>
  Promise.all([qc.invalidateQueries({ queryKey: ['admin', 'billing', teamId] }), qc.invalidateQueries({ queryKey: ['admin', 'teams'] }), qc.invalidateQueries({ queryKey: ['teams', teamId] })]);

/** A manual ledger adjustment in pounds (+ credits, − debits) with its reason. Errors are shown on the form. */
export function useAdjustBalance(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { amount: number; reason: string }) => http.post<TTeamTransaction>(`/admin/billing/teams/${teamId}/adjustments`, body, { quiet: true }),
    onSuccess: () => refresh(qc, teamId),
  });
}

export function useSetCreditLimit(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (creditLimit: number) => http.put<TBalance>(`/admin/billing/teams/${teamId}/credit-limit`, { credit_limit: creditLimit }, { quiet: true }),
    onSuccess: () => refresh(qc, teamId),
  });
}
