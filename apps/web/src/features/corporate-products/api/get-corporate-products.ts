import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CORPORATE_PRODUCTS_PAGE_SIZE, type TCorporateProduct, type TCorporateProductList, type TProductOrders } from '@gifthub/shared/corporate-products';
import { http } from '../../../lib/api-client';

/** A team's corporate products share this prefix (the list, a product, its orders). */
export const corporateProductsKey = (teamId: number) => ['teams', teamId, 'corporate-products'] as const;
export const corporateProductKey = (teamId: number, id: number) => [...corporateProductsKey(teamId), id] as const;

/** GET /teams/{teamId}/products: the kitted boxes and other products, 200 a page (the demo team's as a preview without Pro). */
export const corporateProductsQuery = (teamId: number, page = 1) =>
  queryOptions({
    queryKey: [...corporateProductsKey(teamId), 'list', page],
    queryFn: () => http.get<TCorporateProductList>(`/teams/${teamId}/products`, { page, per_page: CORPORATE_PRODUCTS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
export const useCorporateProducts = (teamId: number, page = 1) => useQuery(corporateProductsQuery(teamId, page));

/** GET /teams/{teamId}/product/{id}. Quiet: a 404 sends the detail page back to the list. */
export const corporateProductQuery = (teamId: number, id: number) =>
  queryOptions({ queryKey: corporateProductKey(teamId, id), queryFn: () => http.get<TCorporateProduct>(`/teams/${teamId}/product/${id}`, undefined, { quiet: true }) });
export const useCorporateProduct = (teamId: number, id: number | null) => useQuery({ ...corporateProductQuery(teamId, id ?? 0), enabled: id !== null, retry: false });

/** GET /teams/{teamId}/product/{id}/orders: the product's gifts, newest first. */
export const productOrdersQuery = (teamId: number, id: number, params: { page: number; per_page: number }) =>
  queryOptions({
    queryKey: [...corporateProductKey(teamId, id), 'orders', params],
    queryFn: () => http.get<TProductOrders>(`/teams/${teamId}/product/${id}/orders`, params),
    placeholderData: keepPreviousData,
  });
export const useProductOrders = (teamId: number, id: number, params: { page: number; per_page: number }) => useQuery(productOrdersQuery(teamId, id, params));
