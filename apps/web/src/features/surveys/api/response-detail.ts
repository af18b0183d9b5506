import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TResponseDetail } from '@gifthub/shared/survey-responses';
import { http } from '../../../lib/api-client';
import { surveyKeys } from './keys';

/** GET …/responses/{responseId}: one response with its answers, source and notes (the side panel). */
export const responseQuery = (teamId: number, surveyId: number, responseId: number) =>
  queryOptions({
    queryKey: [...surveyKeys.responses(teamId, surveyId), 'detail', responseId] as const,
    queryFn: () => http.get<TResponseDetail>(`/teams/${teamId}/surveys/${surveyId}/responses/${responseId}`, undefined, { quiet: true }),
    retry: false,
  });
export const useResponse = (teamId: number, surveyId: number, responseId: number | null) => useQuery({ ...responseQuery(teamId, surveyId, responseId ?? 0), enabled: responseId !== null });
