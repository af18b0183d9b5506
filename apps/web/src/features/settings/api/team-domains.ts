import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/api-client';
import { refreshTeam } from './update-team';

type TDomains = { domains: string[] };

export const addTeamDomain = (teamId: number, domain: string) => http.post<TDomains>(`/teams/${teamId}/domains`, { domain });
export const removeTeamDomain = (teamId: number, domain: string) => http.del<TDomains>(`/teams/${teamId}/domains`, { domain });

export function useAddTeamDomain(teamId: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (domain: string) => addTeamDomain(teamId, domain), onSuccess: () => refreshTeam(qc, teamId) });
}

export function useRemoveTeamDomain(teamId: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (domain: string) => removeTeamDomain(teamId, domain), onSuccess: () => refreshTeam(qc, teamId) });
}
