import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProductRequest } from '@gifthub/shared/corporate-products';
import { http } from '../../../lib/api-client';
import { inPaymentAttempt } from '../../../lib/payment-attempt';
import { productRequestKey, productRequestsKey } from './get-product-requests';
import { updateProductRequest } from './save-product-request';

/** POST /products/{id}/restock: a restock request of the team's own product (idempotent, like the create). */
export const requestRestock = (teamId: number, productId: number, stock: number) => {
  const body = { stock, team_id: teamId, send_email: true };
  return inPaymentAttempt({ teamId, flow: 'restock' }, { productId, ...body }, (key) =>
    http.post<TProductRequest>(`/products/${productId}/restock`, body, { quiet: true, successAlert: false, headers: { 'idempotency-key': key } }),
  );
};

/** A new restock of the product, or (with requestId) a pending restock request's stock changed. */
export function useRequestRestock(teamId: number, productId: number, requestId?: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (stock: number) => (requestId ? updateProductRequest(teamId, requestId, { stock }) : requestRestock(teamId, productId, stock)),
    onSuccess: (saved) => {
      qc.setQueryData(productRequestKey(saved.id), saved);
      return qc.invalidateQueries({ queryKey: productRequestsKey(teamId) });
    },
  });
}
