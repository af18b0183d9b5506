import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/api-client';
import { surveyListsKey } from './survey-list';

/** POST /templates/{id}/activate { team_id }: a new unpublished survey of the team copied from the template, answered with its id. */
export const activateTemplate = (id: number, teamId: number) => http.post<{ id: number }>(`/templates/${id}/activate`, { team_id: teamId }, { successAlert: false });

export function useActivateTemplate(teamId: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => activateTemplate(id, teamId), onSuccess: () => qc.invalidateQueries({ queryKey: surveyListsKey(teamId) }) });
}
