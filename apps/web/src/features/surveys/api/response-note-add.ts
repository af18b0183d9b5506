import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNoteCreate, TResponseNote } from '@gifthub/shared/survey-responses';
import { http } from '../../../lib/api-client';
import { surveyKeys } from './keys';

/** POST …/responses/{responseId}/notes: the note with its author and date; the panel and the list's counts refresh. */
export function useAddResponseNote(teamId: number, surveyId: number, responseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TNoteCreate) => http.post<TResponseNote>(`/teams/${teamId}/surveys/${surveyId}/responses/${responseId}/notes`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: surveyKeys.responses(teamId, surveyId) }),
  });
}
