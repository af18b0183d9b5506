import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProduct } from '@gifthub/shared/catalogue';
import { http } from '../../../lib/api-client';
import { catalogueKey } from './keys';

/**
 * One product for the detail modal, fresh from the catalogue: GET /products/{id}?platform=marketplace for a
 * physical gift, GET /marketplace/products/digital/{id} for an eGift brand. The grid's copy shows meanwhile.
 */
export const productQuery = (id: number, type: TProduct['type'] | undefined, placeholder?: TProduct) =>
  queryOptions({
    queryKey: [...catalogueKey, 'product', id],
    queryFn: () => (type === 'voucher' ? http.get<TProduct>(`/marketplace/products/digital/${id}`) : http.get<TProduct>(`/products/${id}`, { platform: 'marketplace' })),
    placeholderData: placeholder,
    staleTime: 30_000,
  });
export const useProduct = (id: number | null, type: TProduct['type'] | undefined, placeholder?: TProduct) =>
  useQuery({ ...productQuery(id ?? 0, type, placeholder), enabled: id !== null });
