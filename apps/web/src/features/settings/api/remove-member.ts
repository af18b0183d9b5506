import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/api-client';

export const removeMember = (teamId: number, userId: number) => http.del<{ ok: boolean }>(`/teams/${teamId}/members/${userId}`);

export function useRemoveMember(teamId: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (userId: number) => removeMember(teamId, userId), onSuccess: () => qc.invalidateQueries({ queryKey: ['teams', teamId] }) });
}
