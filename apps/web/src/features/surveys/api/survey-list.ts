import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSurveyCategory } from '@gifthub/shared/survey-rules';
import type { SURVEY_SORTS, TSurveyList } from '@gifthub/shared/surveys';
import { http } from '../../../lib/api-client';
import { surveyKeys } from './keys';

export type TSurveySort = (typeof SURVEY_SORTS)[number];
/** What the list page asks for (ZSurveyListQuery). */
export type TSurveysParams = {
  page: number;
  per_page: number;
  sort?: TSurveySort;
  direction?: 'asc' | 'desc';
  /** Search on the survey's name. */
  q?: string;
  category?: TSurveyCategory;
  /** The soft-deleted surveys instead. */
  deleted?: boolean;
  /** Each survey's pages and theme come with it (the list shows them). */
  'get-pages'?: boolean;
  'get-theme'?: boolean;
};

/** Every list of a team's surveys (whatever its page, filter or sort): what a write refreshes. */
export const surveyListsKey = (teamId: number) => [...surveyKeys.all(teamId), 'list'] as const;

/**
 * GET /teams/{teamId}/surveys: a page of the team's surveys with their figures (ZSurveyListQuery; `deleted` lists the
 * soft-deleted ones). `quiet` for a team without Pro, whose list may be refused: the page shows its preview instead.
 */
export const surveysQuery = (teamId: number, params: TSurveysParams, quiet = false) =>
  queryOptions({
    queryKey: surveyKeys.list(teamId, params),
    queryFn: () => http.get<TSurveyList>(`/teams/${teamId}/surveys`, params, { quiet }),
    placeholderData: keepPreviousData,
    retry: quiet ? false : undefined,
  });
export const useSurveys = (teamId: number, params: TSurveysParams, quiet = false) => useQuery(surveysQuery(teamId, params, quiet));
