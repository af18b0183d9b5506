import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSurveySource } from '@gifthub/shared/surveys';
import { http } from '../../../lib/api-client';
import { surveyKeys } from './keys';

/** GET …/surveys/{id}/sources: the survey's sources (up to 1,000, spec 2 §9) with their public URLs and counts. */
export const sourcesQuery = (teamId: number, surveyId: number) =>
  queryOptions({
    queryKey: surveyKeys.sources(teamId, surveyId),
    queryFn: () => http.get<{ data: TSurveySource[] }>(`/teams/${teamId}/surveys/${surveyId}/sources`),
  });
export const useSources = (teamId: number, surveyId: number, enabled = true) => useQuery({ ...sourcesQuery(teamId, surveyId), enabled });
