import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TTeam, TTeamUpdate } from '@gifthub/shared/teams';
import { http } from '../../../lib/api-client';

export const updateTeam = (teamId: number, body: TTeamUpdate) => http.put<TTeam>(`/teams/${teamId}`, body);

/** The sidebar shows the team (name, logo) and the team list; both refresh after a team change. */
export const refreshTeam = (qc: QueryClient, teamId: number) =>
  Promise.all([qc.invalidateQueries({ queryKey: ['teams', teamId] }), qc.invalidateQueries({ queryKey: ['current-user', 'teams'] })]);

export function useUpdateTeam(teamId: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (body: TTeamUpdate) => updateTeam(teamId, body), onSuccess: () => refreshTeam(qc, teamId) });
}
