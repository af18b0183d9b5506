import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/api-client';
import { surveyKeys } from './keys';

/**
 * A source to the bin (DELETE …/sources/{id}), back from it (POST …/restore) or removed for good from it
 * (DELETE …/permanent), as surveys' own bin; both lists of the survey's sources refresh.
 */
export function useSourceBin(teamId: number, surveyId: number) {
  const qc = useQueryClient();
  const base = `/teams/${teamId}/surveys/${surveyId}/sources`;
  const refresh = () => qc.invalidateQueries({ queryKey: surveyKeys.sources(teamId, surveyId) });
  return {
    remove: useMutation({ mutationFn: (id: number) => http.del<unknown>(`${base}/${id}`), onSuccess: refresh }),
    restore: useMutation({ mutationFn: (id: number) => http.post<unknown>(`${base}/${id}/restore`), onSuccess: refresh }),
    purge: useMutation({ mutationFn: (id: number) => http.del<unknown>(`${base}/${id}/permanent`), onSuccess: refresh }),
  };
}
