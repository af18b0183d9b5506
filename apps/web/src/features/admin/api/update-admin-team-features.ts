import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTeamFeatureFlags } from '@gifthub/shared/teams';
import { http } from '../../../lib/api-client';

export const updateAdminTeamFeatures = (id: number, features: TTeamFeatureFlags) => http.put<TTeamFeatureFlags>(`/admin/teams/${id}/features`, features);

/** Switches a team's beta areas; the staff view and the team's own portal data are refetched. */
export function useUpdateAdminTeamFeatures() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, features }: { id: number; features: TTeamFeatureFlags }) => updateAdminTeamFeatures(id, features),
    onSuccess: (_features, { id }) => Promise.all([qc.invalidateQueries({ queryKey: ['admin', 'teams'] }), qc.invalidateQueries({ queryKey: ['teams', id] })]),
  });
}
