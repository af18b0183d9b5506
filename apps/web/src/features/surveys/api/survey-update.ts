import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSurvey, TSurveyUpdate } from '@gifthub/shared/surveys';
import { http } from '../../../lib/api-client';
import { surveyKeys } from './keys';
import { surveyListsKey } from './survey-list';

/** PUT /teams/{teamId}/surveys/{id} (name, category or theme): answers the survey. Quiet: the settings form shows refusals. */
export const updateSurvey = (teamId: number, id: number, body: TSurveyUpdate) => http.put<TSurvey>(`/teams/${teamId}/surveys/${id}`, body, { quiet: true });

export function useUpdateSurvey(teamId: number, id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSurveyUpdate) => updateSurvey(teamId, id, body),
    onSuccess: (survey) => {
      // The answer may leave the pages out: keep the ones already read.
      qc.setQueryData<TSurvey>(surveyKeys.detail(teamId, id), (old) => (old ? { ...old, ...survey, pages: survey.pages ?? old.pages } : survey));
      void qc.invalidateQueries({ queryKey: surveyListsKey(teamId) });
    },
  });
}

/** DELETE /teams/{teamId}/surveys/{id}: a soft delete (the Deleted filter of the list shows it, with Restore). */
export function useDeleteSurvey(teamId: number, id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => http.del<unknown>(`/teams/${teamId}/surveys/${id}`, undefined, { quiet: true }),
    // The detail is left as it is: the page leaves for the list (a refetch now would answer 404).
    onSuccess: () => qc.invalidateQueries({ queryKey: surveyListsKey(teamId) }),
  });
}
