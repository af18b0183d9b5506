import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminUser } from '@gifthub/shared/admin';
import type { TPaged } from '@gifthub/shared/paging';
import { http } from '../../../lib/api-client';

export type TAdminUsersParams = { page: number; per_page: number; q?: string; sort?: 'id' | 'name' | 'email' | 'created_at'; direction?: 'asc' | 'desc' };

export const adminUsersQuery = (params: TAdminUsersParams) =>
  queryOptions({ queryKey: ['admin', 'users', params], queryFn: () => http.get<TPaged<TAdminUser>>('/admin/users', params), placeholderData: keepPreviousData });
export const useAdminUsers = (params: TAdminUsersParams) => useQuery(adminUsersQuery(params));
