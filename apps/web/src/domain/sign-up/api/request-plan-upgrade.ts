import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProDetails } from '@gifthub/shared/auth';
import type { TTeam } from '@gifthub/shared/teams';
import { http } from '../../../lib/api-client';
import { teamQuery, userTeamsQuery } from '../../../lib/session';

/**
 * POST /teams/{teamId}/request-plan-upgrade: the team goes on trial until a representative arranges Pro.
 * The shell's banner and team list follow before the mutation settles.
 */
export function useRequestPlanUpgrade(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TProDetails) => http.post<TTeam>(`/teams/${teamId}/request-plan-upgrade`, body, { quiet: true, successAlert: false }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: teamQuery(teamId).queryKey }), qc.invalidateQueries({ queryKey: userTeamsQuery().queryKey })]),
  });
}
