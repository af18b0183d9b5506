import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TActionPage } from '@gifthub/shared/action-pages';
import type { TTeam } from '@gifthub/shared/teams';
import { http } from '../../../lib/api-client';

/** PUT /teams/{teamId} with the action pages' look alone: each view given replaces it; {} resets both to the defaults. */
export const saveActionPage = (teamId: number, action_page: TActionPage) => http.put<TTeam>(`/teams/${teamId}`, { action_page });

/** Saves the look; the team (read by the session) then carries it. */
export function useSaveActionPage(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (page: TActionPage) => saveActionPage(teamId, page),
    onSuccess: (team) => {
      qc.setQueryData(['teams', teamId], team);
      return qc.invalidateQueries({ queryKey: ['teams', teamId] });
    },
  });
}
