import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TOutboxMessage, TOutboxStatus } from '@gifthub/shared/admin';
import type { TPaged } from '@gifthub/shared/paging';
import { http } from '../../../lib/api-client';

export type TAdminOutboxParams = { page: number; per_page: number; to?: string; status?: TOutboxStatus };

export const adminOutboxQuery = (params: TAdminOutboxParams) =>
  queryOptions({ queryKey: ['admin', 'outbox', params], queryFn: () => http.get<TPaged<TOutboxMessage>>('/admin/outbox', params), placeholderData: keepPreviousData });
export const useAdminOutbox = (params: TAdminOutboxParams) => useQuery(adminOutboxQuery(params));
