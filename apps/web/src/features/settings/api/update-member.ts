import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMember, TMemberUpdate } from '@gifthub/shared/members';
import { http } from '../../../lib/api-client';

export const updateMember = (teamId: number, userId: number, body: TMemberUpdate) => http.put<TMember>(`/teams/${teamId}/members/${userId}`, body);

/** Refreshes everything of the team: the member list, and the team and current user (a name may be the signed-in user's). */
export function useUpdateMember(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: TMemberUpdate }) => updateMember(teamId, userId, body),
    // Not awaited: the modal closes at once and the list refreshes behind it.
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['teams', teamId] }),
  });
}
