import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPriceFilter, TProduct } from '@gifthub/shared/catalogue';
import type { TPaged } from '@gifthub/shared/paging';
import { http } from '../../../lib/api-client';
import { catalogueKey } from './keys';

export type TPhysicalFilters = { type?: string; occasion?: string; diet?: string; price?: TPriceFilter };
export type TPhysicalParams = TPhysicalFilters & { page: number; per_page: number };

/** GET /marketplace/products/physical: filters by term slug and price band, paged in SQL. */
export const physicalProductsQuery = (teamId: number, params: TPhysicalParams) =>
  queryOptions({
    queryKey: [...catalogueKey, 'physical', teamId, params],
    queryFn: () => http.get<TPaged<TProduct>>('/marketplace/products/physical', { teamId, ...params }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
export const usePhysicalProducts = (teamId: number, params: TPhysicalParams) => useQuery(physicalProductsQuery(teamId, params));
