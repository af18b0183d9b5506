import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TMember } from '@gifthub/shared/members';
import type { TPaged } from '@gifthub/shared/paging';
import { http } from '../../../lib/api-client';

export const membersKey = (teamId: number) => ['teams', teamId, 'members'] as const;

export const membersQuery = (teamId: number, page: number, perPage: number) =>
  queryOptions({
    queryKey: [...membersKey(teamId), 'list', { page, perPage }],
    queryFn: () => http.get<TPaged<TMember>>(`/teams/${teamId}/members`, { page, per_page: perPage }),
    placeholderData: keepPreviousData,
  });
export const useMembers = (teamId: number, page: number, perPage: number, enabled = true) => useQuery({ ...membersQuery(teamId, page, perPage), enabled });
