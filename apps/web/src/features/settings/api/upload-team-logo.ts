import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTeam } from '@gifthub/shared/teams';
import { api } from '../../../lib/api-client';
import { refreshTeam } from './update-team';

/** POST /teams/{teamId}/upload as multipart: the image and type logo_url. */
export const uploadTeamLogo = (teamId: number, file: File) => {
  const form = new FormData();
  form.append('type', 'logo_url');
  form.append('file', file);
  return api<TTeam>('POST', `/teams/${teamId}/upload`, { form });
};

export function useUploadTeamLogo(teamId: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (file: File) => uploadTeamLogo(teamId, file), onSuccess: () => refreshTeam(qc, teamId) });
}
