import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProductRequest, TProductRequestCreate, TProductRequestUpdate } from '@gifthub/shared/corporate-products';
import { http } from '../../../lib/api-client';
import { inPaymentAttempt } from '../../../lib/payment-attempt';
import { productRequestKey, productRequestsKey } from './get-product-requests';

/**
 * POST /teams/{teamId}/products/requests. Idempotent: one key per payload until answered, so a retry after a lost
 * answer asks once. Quiet: the modal shows the refusal (its fields' messages, or the Pro banner's text).
 */
export const createProductRequest = (teamId: number, body: TProductRequestCreate) =>
  inPaymentAttempt({ teamId, flow: 'product-request' }, body, (key) =>
    http.post<TProductRequest>(`/teams/${teamId}/products/requests`, body, { quiet: true, successAlert: false, headers: { 'idempotency-key': key } }),
  );

/** PUT /products/requests/{id}: edit the fields, or { status: 'cancelled' }; pending requests of the current team only. */
export const updateProductRequest = (teamId: number, id: number, body: TProductRequestUpdate) =>
  http.put<TProductRequest>(`/products/requests/${id}`, { ...body, team_id: teamId }, { quiet: true, successAlert: false });

export function useSaveProductRequest(teamId: number, id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TProductRequestCreate) => (id === null ? createProductRequest(teamId, body) : updateProductRequest(teamId, id, body)),
    onSuccess: (saved) => {
      qc.setQueryData(productRequestKey(saved.id), saved);
      return qc.invalidateQueries({ queryKey: productRequestsKey(teamId) });
    },
  });
}

export function useCancelProductRequest(teamId: number, id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => updateProductRequest(teamId, id, { status: 'cancelled' }),
    onSuccess: (saved) => {
      qc.setQueryData(productRequestKey(saved.id), saved);
      return qc.invalidateQueries({ queryKey: productRequestsKey(teamId) });
    },
  });
}
