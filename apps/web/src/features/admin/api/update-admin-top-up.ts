import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminTopUp } from '@gifthub/shared/billing';
import type { TAdminPaymentDocument } from '@gifthub/shared/payment-documents';
import { http } from '../../../lib/api-client';

export type TTopUpAction = 'paid' | 'cancel';

/** Mark a bank-transfer request paid (credits the balance, issues the receipt) or cancel it. */
export function useTopUpAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: TTopUpAction }) => http.post<TAdminTopUp>(`/admin/billing/top-ups/${id}/${action}`),
    onSuccess: (topUp) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['admin', 'top-ups'] }),
        qc.invalidateQueries({ queryKey: ['admin', 'billing', topUp.team_id] }),
        qc.invalidateQueries({ queryKey: ['admin', 'payment-documents'] }),
      ]),
  });
}

/** Issue a top-up's missing invoice or receipt again (after a failure or a deletion). */
export function useReissueTopUpDocuments() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<{ data: TAdminPaymentDocument[] }>(`/admin/billing/top-ups/${id}/documents`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'payment-documents'] }),
  });
}
