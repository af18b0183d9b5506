import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TResponsesPage, TResponsesQuery } from '@gifthub/shared/survey-responses';
import { http, type TQuery } from '../../../lib/api-client';
import { surveyKeys } from './keys';

/** GET …/surveys/{id}/responses: one page of the Responses tab, sorted and filtered on the server. */
export const responsesQuery = (teamId: number, surveyId: number, params: TResponsesQuery) =>
  queryOptions({
    queryKey: [...surveyKeys.responses(teamId, surveyId), 'list', params] as const,
    queryFn: () => http.get<TResponsesPage>(`/teams/${teamId}/surveys/${surveyId}/responses`, params as TQuery),
    // The rows shown stay while the next page, sort or filter loads.
    placeholderData: keepPreviousData,
  });
export const useResponses = (teamId: number, surveyId: number, params: TResponsesQuery) => useQuery(responsesQuery(teamId, surveyId, params));
