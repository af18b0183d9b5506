import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import {
  WAREHOUSE_MAX_PER_PAGE,
  WAREHOUSE_ORDERS_PAGE_SIZE,
  WAREHOUSE_SELECT_ALL_MAX,
  type TWarehouseOrderSort,
  type TWarehouseOrdersPage,
  type TWarehouseStatusFilter,
} from '@gifthub/shared/warehouse';
import { http } from '../../../lib/api-client';

/** The list's filters as the query string holds them. */
export type TOrdersParams = {
  status?: TWarehouseStatusFilter;
  search?: string;
  dateStart?: string;
  dateEnd?: string;
  sort?: TWarehouseOrderSort;
  direction?: 'asc' | 'desc';
};

export const warehouseKey = (teamId: number) => ['teams', teamId, 'warehouse'] as const;
const ordersPath = (teamId: number) => `/teams/${teamId}/warehouse/orders`;
const query = (p: TOrdersParams, page: number, perPage: number) => ({
  page,
  per_page: perPage,
  status: p.status,
  search: p.search,
  'date-start': p.dateStart,
  'date-end': p.dateEnd,
  sort: p.sort,
  direction: p.sort ? p.direction : undefined,
});

export const fetchOrders = (teamId: number, p: TOrdersParams, page: number, perPage = WAREHOUSE_ORDERS_PAGE_SIZE) =>
  http.get<TWarehouseOrdersPage>(ordersPath(teamId), query(p, page, perPage));

/** GET /warehouse/orders, 30 a page: Load more and the infinite scroll read the next page onto the list. */
export function useWarehouseOrders(teamId: number, p: TOrdersParams) {
  return useInfiniteQuery({
    queryKey: [...warehouseKey(teamId), 'orders', p],
    queryFn: ({ pageParam }) => fetchOrders(teamId, p, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

/** Select all (spec 3 §2.6: it loads all): the ids of every order the filters match, read in big pages, up to a cap. */
export function useLoadAllIds(teamId: number) {
  const qc = useQueryClient();
  return async (p: TOrdersParams) => {
    const ids: number[] = [];
    for (let page = 1; ids.length < WAREHOUSE_SELECT_ALL_MAX; page++) {
      const res = await qc.fetchQuery({ queryKey: [...warehouseKey(teamId), 'all-ids', p, page], queryFn: () => fetchOrders(teamId, p, page, WAREHOUSE_MAX_PER_PAGE), staleTime: 10_000 });
      ids.push(...res.data.map((o) => o.id));
      if (page >= res.meta.last_page) break;
    }
    return { ids: ids.slice(0, WAREHOUSE_SELECT_ALL_MAX), capped: ids.length >= WAREHOUSE_SELECT_ALL_MAX };
  };
}
