import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSurveyResults } from '@gifthub/shared/survey-results';
import { http } from '../../../lib/api-client';
import { surveyKeys } from './keys';

/** GET …/surveys/{id}/results?source=: per question counts, views and dropout, and the survey's rates (spec 2 §2 Results). */
export const resultsQuery = (teamId: number, surveyId: number, source: string | undefined) =>
  queryOptions({
    queryKey: [...surveyKeys.detail(teamId, surveyId), 'results', source ?? 'all'] as const,
    queryFn: () => http.get<TSurveyResults>(`/teams/${teamId}/surveys/${surveyId}/results`, source ? { source } : undefined),
  });
// A change of source keeps the last figures on screen until the new ones arrive.
export const useSurveyResults = (teamId: number, surveyId: number, source: string | undefined) =>
  useQuery({ ...resultsQuery(teamId, surveyId, source), placeholderData: keepPreviousData });
