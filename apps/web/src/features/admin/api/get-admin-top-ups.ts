import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminTopUp } from '@gifthub/shared/billing';
import type { TPaged } from '@gifthub/shared/paging';
import { http } from '../../../lib/api-client';

export type TAdminTopUpsParams = { page: number; per_page: number; status?: TAdminTopUp['status']; team_id?: number };

export const adminTopUpsQuery = (params: TAdminTopUpsParams) =>
  queryOptions({ queryKey: ['admin', 'top-ups', params], queryFn: () => http.get<TPaged<TAdminTopUp>>('/admin/billing/top-ups', params), placeholderData: keepPreviousData });
export const useAdminTopUps = (params: TAdminTopUpsParams) => useQuery(adminTopUpsQuery(params));
