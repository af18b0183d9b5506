import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTeamImagesUpdate } from '@gifthub/shared/media';
import type { TTeam } from '@gifthub/shared/teams';
import { api, http } from '../../../lib/api-client';

/** The action pages' two images: the hero and the action logo (the team logo is the settings' own). */
export type TActionImage = 'hero_url' | 'action_logo_url';

const refresh = (qc: ReturnType<typeof useQueryClient>, teamId: number) =>
  Promise.all([qc.invalidateQueries({ queryKey: ['teams', teamId] }), qc.invalidateQueries({ queryKey: ['current-user', 'teams'] })]);

/** POST /teams/{teamId}/upload as multipart: the image and its type (hero_url or action_logo_url). */
export function useUploadActionImage(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ type, file }: { type: TActionImage; file: File }) => {
      const form = new FormData();
      form.append('type', type);
      form.append('file', file);
      return api<TTeam>('POST', `/teams/${teamId}/upload`, { form, quiet: true });
    },
    onSuccess: () => refresh(qc, teamId),
  });
}

/** PUT /teams/{teamId}/images: an image chosen from the media gallery, or null to remove it. */
export function useChooseActionImage(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TTeamImagesUpdate) => http.put<TTeam>(`/teams/${teamId}/images`, body, { quiet: true }),
    onSuccess: () => refresh(qc, teamId),
  });
}
