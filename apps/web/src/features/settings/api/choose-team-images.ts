import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTeamImagesUpdate } from '@gifthub/shared/media';
import type { TTeam } from '@gifthub/shared/teams';
import { http } from '../../../lib/api-client';
import { refreshTeam } from './update-team';

/** PUT /teams/{teamId}/images: the logo (or hero, action logo) chosen from the team's media gallery. */
export function useChooseTeamImages(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TTeamImagesUpdate) => http.put<TTeam>(`/teams/${teamId}/images`, body, { quiet: true }),
    onSuccess: () => refreshTeam(qc, teamId),
  });
}
