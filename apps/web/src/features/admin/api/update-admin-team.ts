import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminTeam } from '@gifthub/shared/admin';
import type { TPlan } from '@gifthub/shared/plans';
import { http } from '../../../lib/api-client';

export const updateAdminTeam = (id: number, plan: TPlan) => http.put<TAdminTeam>(`/admin/teams/${id}`, { plan });

/** Sets a team's plan (approving an upgrade sets pro); the lists and the team itself are refetched. */
export function useUpdateAdminTeam() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, plan }: { id: number; plan: TPlan }) => updateAdminTeam(id, plan),
    onSuccess: (_team, { id }) =>
      Promise.all([qc.invalidateQueries({ queryKey: ['admin', 'teams'] }), qc.invalidateQueries({ queryKey: ['teams', id] }), qc.invalidateQueries({ queryKey: ['current-user', 'teams'] })]),
  });
}
