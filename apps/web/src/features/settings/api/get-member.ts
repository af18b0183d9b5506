import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMember } from '@gifthub/shared/members';
import { http } from '../../../lib/api-client';
import { membersKey } from './get-members';

export const memberQuery = (teamId: number, userId: number) =>
  queryOptions({ queryKey: [...membersKey(teamId), userId], queryFn: () => http.get<TMember>(`/teams/${teamId}/members/${userId}`), staleTime: 0 });
export const useMember = (teamId: number, userId: number | null) => useQuery({ ...memberQuery(teamId, userId ?? 0), enabled: userId !== null });
