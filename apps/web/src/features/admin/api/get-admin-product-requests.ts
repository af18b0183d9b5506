import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminProductRequest, TAdminProductRequestComplete, TAdminProductRequestStatus, TProductRequestStatus } from '@gifthub/shared/corporate-products';
import type { TPaged } from '@gifthub/shared/paging';
import { http } from '../../../lib/api-client';
import { uploadProductImage } from './save-admin-product';

export type TAdminProductRequestsParams = { page: number; per_page: number; status?: TProductRequestStatus };
export const adminProductRequestsKey = ['admin', 'product-requests'] as const;

/** GET /admin/product-requests: every team's requests, pending first, then in progress; optionally one status. */
export const adminProductRequestsQuery = (params: TAdminProductRequestsParams) =>
  queryOptions({
    queryKey: [...adminProductRequestsKey, 'list', params],
    queryFn: () => http.get<TPaged<TAdminProductRequest>>('/admin/product-requests', params),
    placeholderData: keepPreviousData,
  });
export const useAdminProductRequests = (params: TAdminProductRequestsParams) => useQuery(adminProductRequestsQuery(params));

/** GET /admin/product-requests/{id}. A 404 is shown by the page, not alerted. */
export const adminProductRequestQuery = (id: number) =>
  queryOptions({ queryKey: [...adminProductRequestsKey, 'detail', id], queryFn: () => http.get<TAdminProductRequest>(`/admin/product-requests/${id}`, undefined, { quiet: true }) });
export const useAdminProductRequest = (id: number) => useQuery({ ...adminProductRequestQuery(id), retry: false });

function useRefresh(id: number) {
  const qc = useQueryClient();
  return (saved: TAdminProductRequest) => {
    qc.setQueryData(adminProductRequestQuery(id).queryKey, saved);
    return qc.invalidateQueries({ queryKey: adminProductRequestsKey });
  };
}

/** PUT /admin/product-requests/{id}/status: start it, or reject it with a note. */
export function useSetAdminProductRequestStatus(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (body: TAdminProductRequestStatus) => http.put<TAdminProductRequest>(`/admin/product-requests/${id}/status`, body, { quiet: true, successAlert: false }),
    onSuccess: refresh,
  });
}

/**
 * POST /admin/product-requests/{id}/complete: a new request becomes the team's product (then the chosen image is
 * uploaded to it, if any), a restock adds its units.
 */
export function useCompleteAdminProductRequest(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: async ({ body, image }: { body: TAdminProductRequestComplete; image: File | null }) => {
      const saved = await http.post<TAdminProductRequest>(`/admin/product-requests/${id}/complete`, body, { quiet: true, successAlert: false });
      if (image && saved.product_id && saved.request_type === 'new') await uploadProductImage(saved.product_id, image);
      return saved;
    },
    onSuccess: refresh,
  });
}
