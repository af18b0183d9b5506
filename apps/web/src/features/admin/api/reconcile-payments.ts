import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/api-client';

/** What POST /admin/payments/reconcile answers: intents checked and what was done with each. */
export type TReconcileReport = {
  checked: number;
  actions: { paymentIntentId: string; action: 'applied' | 'refunded' | 'abandoned' | 'failed' | 'pending' | 'missing' | 'error' | string; detail?: string }[];
};

/** Settles card payments that succeeded at the gateway but were never recorded (older than the given minutes). */
export function useReconcilePayments() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (olderThanMinutes: number) => http.post<TReconcileReport>('/admin/payments/reconcile', { older_than_minutes: olderThanMinutes }, { successAlert: false }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['admin', 'top-ups'] }), qc.invalidateQueries({ queryKey: ['admin', 'billing'] })]),
  });
}
