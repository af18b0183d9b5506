import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TTextAnswersPage } from '@gifthub/shared/survey-results';
import { http } from '../../../lib/api-client';
import { surveyKeys } from './keys';

/**
 * GET …/results/{questionId}/answers?page=: a text question's older answers, from page 2 on (the results carry the
 * first page). Loaded only once the reader asks for more.
 */
export const textAnswersQuery = (teamId: number, surveyId: number, questionId: number, source: string | undefined) =>
  infiniteQueryOptions({
    queryKey: [...surveyKeys.detail(teamId, surveyId), 'results', source ?? 'all', 'answers', questionId] as const,
    queryFn: ({ pageParam }) =>
      http.get<TTextAnswersPage>(`/teams/${teamId}/surveys/${surveyId}/results/${questionId}/answers`, { page: pageParam, ...(source ? { source } : {}) }),
    initialPageParam: 2,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });
export const useTextAnswers = (teamId: number, surveyId: number, questionId: number, source: string | undefined, enabled: boolean) =>
  useInfiniteQuery({ ...textAnswersQuery(teamId, surveyId, questionId, source), enabled });
