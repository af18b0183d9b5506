import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TProduct, TTerm } from '@gifthub/shared/catalogue';
import type { TPaged } from '@gifthub/shared/paging';
import { http } from '../../../lib/api-client';

export type TAdminProductsParams = { q?: string; type?: 'physical' | 'voucher'; status?: 'active' | 'hidden'; team_id?: number; page: number; per_page: number };

export const adminCatalogueKey = ['admin', 'catalogue'] as const;

/** GET /admin/catalogue/products: every product, hidden ones too. */
export const adminProductsQuery = (params: TAdminProductsParams) =>
  queryOptions({
    queryKey: [...adminCatalogueKey, 'products', params],
    queryFn: () => http.get<TPaged<TProduct>>('/admin/catalogue/products', params),
    placeholderData: keepPreviousData,
  });
export const useAdminProducts = (params: TAdminProductsParams) => useQuery(adminProductsQuery(params));

/** GET /terms: the marketplace taxonomies the product form picks from. */
export const catalogueTermsQuery = () =>
  queryOptions({ queryKey: [...adminCatalogueKey, 'terms'], queryFn: async () => (await http.get<{ data: TTerm[] }>('/terms')).data, staleTime: 10 * 60_000 });
export const useCatalogueTerms = () => useQuery(catalogueTermsQuery());
