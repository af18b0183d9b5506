import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { EGIFTS_INITIAL_PAGE_SIZE, type TProduct, type TVoucherCategory } from '@gifthub/shared/catalogue';
import type { TPaged } from '@gifthub/shared/paging';
import { http } from '../../../lib/api-client';
import { catalogueKey } from './keys';

/** GET /marketplace/products/digital: every brand of a category in one load (spec 3 §9: initial 1000); the grid pages them. */
export const digitalProductsQuery = (category: TVoucherCategory | undefined) =>
  queryOptions({
    queryKey: [...catalogueKey, 'digital', category ?? 'all'],
    queryFn: () => http.get<TPaged<TProduct>>('/marketplace/products/digital', { category, page: 1, per_page: EGIFTS_INITIAL_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
export const useDigitalProducts = (category: TVoucherCategory | undefined) => useQuery(digitalProductsQuery(category));
