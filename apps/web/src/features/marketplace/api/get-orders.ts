import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaged } from '@gifthub/shared/paging';
import type { TMarketplaceRegistration } from '@gifthub/shared/registrations';
import { http } from '../../../lib/api-client';
import { ordersKey } from './keys';

/** The three-state toggles of order history (spec 3 §2.2); each cycles all → yes → no. */
export const ORDER_FILTERS = ['invited_at', 'registered_by', 'visited_at', 'confirmed_at', 'sent_at', 'rejected_at'] as const;
export type TOrderFilter = (typeof ORDER_FILTERS)[number];
export type TTriState = boolean | null;

export const ORDER_SORTS = ['id', 'visited_at', 'confirmed_at', 'sent_at'] as const;
export type TOrderSort = (typeof ORDER_SORTS)[number];

export type TOrdersParams = {
  page: number;
  per_page: number;
  sort?: TOrderSort;
  direction?: 'asc' | 'desc';
  /** The member whose orders to show (Added by); unset means everyone the reader may see. */
  member?: number;
} & Partial<Record<TOrderFilter, TTriState>>;

/** GET /teams/{teamId}/gb-registrations?platform=marketplace: the team's marketplace orders. */
export const ordersQuery = (teamId: number, params: TOrdersParams) =>
  queryOptions({
    queryKey: [...ordersKey(teamId), params],
    queryFn: () => http.get<TPaged<TMarketplaceRegistration>>(`/teams/${teamId}/gb-registrations`, { platform: 'marketplace', ...params }),
    placeholderData: keepPreviousData,
  });
export const useOrders = (teamId: number, params: TOrdersParams) => useQuery(ordersQuery(teamId, params));
