import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminTeam, TAdminTeamDetail } from '@gifthub/shared/admin';
import type { TPaged } from '@gifthub/shared/paging';
import type { TPlan } from '@gifthub/shared/plans';
import { http } from '../../../lib/api-client';

export type TAdminTeamsParams = {
  page: number;
  per_page: number;
  q?: string;
  plan?: TPlan;
  pending?: 'true' | 'false';
  sort?: 'id' | 'name' | 'slug' | 'plan' | 'created_at';
  direction?: 'asc' | 'desc';
};

export const adminTeamsQuery = (params: TAdminTeamsParams) =>
  queryOptions({
    queryKey: ['admin', 'teams', params],
    queryFn: () => http.get<TPaged<TAdminTeam>>('/admin/teams', params),
    placeholderData: keepPreviousData,
  });
export const useAdminTeams = (params: TAdminTeamsParams) => useQuery(adminTeamsQuery(params));

export const adminTeamQuery = (id: number) =>
  queryOptions({ queryKey: ['admin', 'teams', 'detail', id], queryFn: () => http.get<TAdminTeamDetail>(`/admin/teams/${id}`) });
export const useAdminTeam = (id: number | null) => useQuery({ ...adminTeamQuery(id ?? 0), enabled: id !== null });
