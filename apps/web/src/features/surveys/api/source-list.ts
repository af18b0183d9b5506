import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSurveySource } from '@gifthub/shared/surveys';
import { http } from '../../../lib/api-client';
import { surveyKeys } from './keys';

/** GET …/surveys/{id}/sources: the survey's sources (up to 1,000 a survey) with their public URLs and counts; the bin's with `deleted`. */
export const sourcesQuery = (teamId: number, surveyId: number, deleted = false) =>
  queryOptions({
    queryKey: deleted ? [...surveyKeys.sources(teamId, surveyId), 'deleted'] : surveyKeys.sources(teamId, surveyId),
    queryFn: () => http.get<{ data: TSurveySource[] }>(`/teams/${teamId}/surveys/${surveyId}/sources`, deleted ? { deleted: true } : undefined),
  });
export const useSources = (teamId: number, surveyId: number, enabled = true, deleted = false) => useQuery({ ...sourcesQuery(teamId, surveyId, deleted), enabled });
