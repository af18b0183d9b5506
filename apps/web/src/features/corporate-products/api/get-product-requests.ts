import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TProductRequest, TProductRequestStatus } from '@gifthub/shared/corporate-products';
import type { TPaged } from '@gifthub/shared/paging';
import { http } from '../../../lib/api-client';

/** A team's product requests share this prefix (list pages); one request is keyed by id. */
export const productRequestsKey = (teamId: number) => ['teams', teamId, 'product-requests'] as const;
export const productRequestKey = (id: number) => ['product-requests', id] as const;

export type TProductRequestsParams = { page: number; per_page: number; status?: TProductRequestStatus };

/** GET /teams/{teamId}/products/requests: newest first, optionally of one status. */
export const productRequestsQuery = (teamId: number, params: TProductRequestsParams) =>
  queryOptions({
    queryKey: [...productRequestsKey(teamId), params],
    queryFn: () => http.get<TPaged<TProductRequest>>(`/teams/${teamId}/products/requests`, params),
    placeholderData: keepPreviousData,
  });
export const useProductRequests = (teamId: number, params: TProductRequestsParams) => useQuery(productRequestsQuery(teamId, params));

/** GET /products/requests/{id} of the current team. Quiet: a 404 sends the detail page back to the list. */
export const productRequestQuery = (teamId: number, id: number) =>
  queryOptions({ queryKey: productRequestKey(id), queryFn: () => http.get<TProductRequest>(`/products/requests/${id}`, { team_id: teamId }, { quiet: true }) });
export const useProductRequest = (teamId: number, id: number) => useQuery({ ...productRequestQuery(teamId, id), retry: false });
