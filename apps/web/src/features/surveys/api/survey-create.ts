import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSurveyCreate } from '@gifthub/shared/surveys';
import { http } from '../../../lib/api-client';
import { surveyListsKey } from './survey-list';

/** POST /teams/{teamId}/surveys: a new survey (with its welcome page), answered with its id. Quiet: the modal shows refusals. */
export const createSurvey = (teamId: number, body: TSurveyCreate) => http.post<{ id: number }>(`/teams/${teamId}/surveys`, body, { quiet: true });

export function useCreateSurvey(teamId: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (body: TSurveyCreate) => createSurvey(teamId, body), onSuccess: () => qc.invalidateQueries({ queryKey: surveyListsKey(teamId) }) });
}
