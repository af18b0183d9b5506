import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/api-client';
import { surveyListsKey } from './survey-list';

/** POST …/surveys/{id}/restore: a soft-deleted survey back in the list. */
export function useRestoreSurvey(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<unknown>(`/teams/${teamId}/surveys/${id}/restore`),
    onSuccess: () => qc.invalidateQueries({ queryKey: surveyListsKey(teamId) }),
  });
}

/** DELETE …/surveys/{id}/permanent: a soft-deleted survey removed for good, with its pages and responses. */
export function useDeleteSurveyPermanently(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<unknown>(`/teams/${teamId}/surveys/${id}/permanent`),
    onSuccess: () => qc.invalidateQueries({ queryKey: surveyListsKey(teamId) }),
  });
}
