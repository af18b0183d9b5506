import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSurvey } from '@gifthub/shared/surveys';
import { http } from '../../../lib/api-client';
import { surveyKeys } from './keys';
import { surveyListsKey } from './survey-list';

/** POST …/surveys/{id}/publish or …/unpublish: the public-page switch. */
export const setSurveyPublished = (teamId: number, id: number, active: boolean) =>
  http.post<unknown>(`/teams/${teamId}/surveys/${id}/${active ? 'publish' : 'unpublish'}`, undefined, { successAlert: false });

/** The switch moves at once; a refusal puts it back (and the catalogue alert says why). */
export function useSetSurveyPublished(teamId: number, id: number) {
  const qc = useQueryClient();
  const key = surveyKeys.detail(teamId, id);
  return useMutation({
    mutationFn: (active: boolean) => setSurveyPublished(teamId, id, active),
    onMutate: async (active) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<TSurvey>(key);
      if (before) qc.setQueryData<TSurvey>(key, { ...before, active });
      return { before };
    },
    onError: (_e, _active, ctx) => {
      if (ctx?.before) qc.setQueryData<TSurvey>(key, ctx.before);
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: key, exact: true });
      void qc.invalidateQueries({ queryKey: surveyListsKey(teamId) });
    },
  });
}
