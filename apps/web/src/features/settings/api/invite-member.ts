import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMember, TMemberInvite } from '@gifthub/shared/members';
import { http } from '../../../lib/api-client';

export const inviteMember = (teamId: number, body: TMemberInvite) => http.post<TMember>(`/teams/${teamId}/members`, body);

export function useInviteMember(teamId: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (body: TMemberInvite) => inviteMember(teamId, body), onSuccess: () => qc.invalidateQueries({ queryKey: ['teams', teamId] }) });
}
