import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMediaImage, TMediaList, TMediaQuery } from '@gifthub/shared/media';
import { api, http } from '../../../lib/api-client';

const mediaKey = (teamId: number) => ['teams', teamId, 'media'] as const;

/** GET /teams/{teamId}/media: one page of the team's images, newest first. */
export const mediaQuery = (teamId: number, q: TMediaQuery) =>
  queryOptions({ queryKey: [...mediaKey(teamId), q], queryFn: () => http.get<TMediaList>(`/teams/${teamId}/media`, q), placeholderData: keepPreviousData });

export const useMedia = (teamId: number, q: TMediaQuery, enabled = true) => useQuery({ ...mediaQuery(teamId, q), enabled });

/** POST /teams/{teamId}/media as multipart; the modal shows a refusal on the drop zone, so no alert. */
export function useUploadMedia(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api<TMediaImage>('POST', `/teams/${teamId}/media`, { form, quiet: true, successAlert: false });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: mediaKey(teamId) }),
  });
}

/** DELETE /teams/{teamId}/media/{filename}: answers the page asked for, as it now is. */
export function useDeleteMedia(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ filename, q }: { filename: string; q: TMediaQuery }) => api<TMediaList>('DELETE', `/teams/${teamId}/media/${encodeURIComponent(filename)}`, { query: q, successAlert: false }),
    onSuccess: () => qc.invalidateQueries({ queryKey: mediaKey(teamId) }),
  });
}
