import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaged } from '@gifthub/shared/paging';
import type { TFulfilmentItem, TFulfilmentState } from '@gifthub/shared/registrations';
import { http } from '../../../lib/api-client';

export type TFulfilmentParams = { state: TFulfilmentState; q?: string; page: number; per_page: number };

export const fulfilmentKey = ['admin', 'fulfilment'] as const;

/** GET /admin/fulfilment: confirmed physical gifts waiting for, or on, their way; oldest first. */
export const fulfilmentQuery = (params: TFulfilmentParams) =>
  queryOptions({ queryKey: [...fulfilmentKey, params], queryFn: () => http.get<TPaged<TFulfilmentItem>>('/admin/fulfilment', params), placeholderData: keepPreviousData });
export const useFulfilment = (params: TFulfilmentParams) => useQuery(fulfilmentQuery(params));
