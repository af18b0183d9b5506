import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { WAREHOUSE_PRODUCTS_PAGE_SIZE, type TWarehouseProductSort, type TWarehouseProductStatus, type TWarehouseProductsPage } from '@gifthub/shared/warehouse';
import { http } from '../../../lib/api-client';
import { warehouseKey } from './warehouse-orders';

export type TProductsParams = { status?: TWarehouseProductStatus; search?: string; sort?: TWarehouseProductSort; direction?: 'asc' | 'desc' };

/** GET /warehouse/products, 30 a page, with Load more. */
export function useWarehouseProducts(teamId: number, p: TProductsParams) {
  return useInfiniteQuery({
    queryKey: [...warehouseKey(teamId), 'products', p],
    queryFn: ({ pageParam }) =>
      http.get<TWarehouseProductsPage>(`/teams/${teamId}/warehouse/products`, {
        page: pageParam,
        per_page: WAREHOUSE_PRODUCTS_PAGE_SIZE,
        status: p.status,
        search: p.search,
        sort: p.sort,
        direction: p.sort ? p.direction : undefined,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}
