import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPaged } from '@gifthub/shared/paging';
import type { TFulfilmentActionBody, TFulfilmentItem } from '@gifthub/shared/registrations';
import { http } from '../../../lib/api-client';
import { fulfilmentKey } from './get-fulfilment';

/** PUT /admin/fulfilment/{id}: one delivery step; the sender is e-mailed about it. */
export const updateFulfilment = (id: number, body: TFulfilmentActionBody, quiet = false) => http.put<TFulfilmentItem>(`/admin/fulfilment/${id}`, body, { quiet });

/**
 * The row changes in place (it stays on the page even if it no longer matches the state filter, so staff
 * see what they did); the lists are marked stale and refetch on the next filter or page change.
 */
export function useUpdateFulfilment({ quiet = false }: { quiet?: boolean } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TFulfilmentActionBody }) => updateFulfilment(id, body, quiet),
    onSuccess: (item) => {
      qc.setQueriesData<TPaged<TFulfilmentItem>>({ queryKey: fulfilmentKey }, (page) => page && { ...page, data: page.data.map((r) => (r.id === item.id ? item : r)) });
      return qc.invalidateQueries({ queryKey: fulfilmentKey, refetchType: 'none' });
    },
  });
}
