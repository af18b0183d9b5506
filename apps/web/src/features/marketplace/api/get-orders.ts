import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaged } from '@gifthub/shared/paging';
import type { TMarketplaceRegistration, TOrderFilter, TOrderSort } from '@gifthub/shared/registrations';
import { http } from '../../../lib/api-client';
import { ordersKey } from './keys';

export type TOrdersParams = {
  page: number;
  per_page: number;
  sort?: TOrderSort;
  direction?: 'asc' | 'desc';
  /** Search: recipient name, e-mail or gift. */
  q?: string;
  /** The member who added the orders (sent or invited); unset means everyone the reader may see. */
  registered_by?: number;
} & Partial<Record<TOrderFilter, boolean>>;

/** GET /teams/{teamId}/gb-registrations?platform=marketplace: the team's marketplace orders (ZOrdersQuery). */
export const ordersQuery = (teamId: number, params: TOrdersParams) =>
  queryOptions({
    queryKey: [...ordersKey(teamId), params],
    queryFn: () => http.get<TPaged<TMarketplaceRegistration>>(`/teams/${teamId}/gb-registrations`, { platform: 'marketplace', ...params }),
    placeholderData: keepPreviousData,
  });
export const useOrders = (teamId: number, params: TOrdersParams) => useQuery(ordersQuery(teamId, params));
