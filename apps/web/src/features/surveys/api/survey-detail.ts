import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSurvey } from '@gifthub/shared/surveys';
import { http } from '../../../lib/api-client';
import { surveyKeys } from './keys';

/**
 * GET /teams/{teamId}/surveys/{id}: the survey with its pages and figures. Quiet: a 404 (another team's, a deleted
 * or a mistyped survey) is answered by the page going back to the list with a notification.
 */
export const surveyQuery = (teamId: number, id: number) =>
  queryOptions({
    queryKey: surveyKeys.detail(teamId, id),
    queryFn: () => http.get<TSurvey>(`/teams/${teamId}/surveys/${id}`, undefined, { quiet: true }),
    retry: false,
  });
/** Not asked for an id that cannot be one (the page goes back to the list instead). */
export const useSurvey = (teamId: number, id: number | null) => useQuery({ ...surveyQuery(teamId, id ?? 0), enabled: id !== null });
