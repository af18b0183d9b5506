import type { TSurveyListQuery } from '@gifthub/shared/surveys';

/**
 * The surveys area's query keys, one place for the builder and the questions editor. Everything of a team's surveys
 * starts with all(teamId); one survey's reads (its detail, sources, pages) start with detail(teamId, id), so
 * invalidating the detail refreshes all of them.
 */
export const surveyKeys = {
  all: (teamId: number) => ['teams', teamId, 'surveys'] as const,
  list: (teamId: number, params: TSurveyListQuery) => [...surveyKeys.all(teamId), 'list', params] as const,
  detail: (teamId: number, id: number) => [...surveyKeys.all(teamId), 'detail', id] as const,
  sources: (teamId: number, id: number) => [...surveyKeys.detail(teamId, id), 'sources'] as const,
  /** The Responses tab's pages and single responses (a note added refreshes both). */
  responses: (teamId: number, id: number) => [...surveyKeys.detail(teamId, id), 'responses'] as const,
};

/** The template gallery's keys (not a team's): the lists and one template (with its pages) under all. */
export const templateKeys = {
  all: ['templates'] as const,
  lists: () => [...templateKeys.all, 'list'] as const,
  list: (params: Record<string, unknown>) => [...templateKeys.lists(), params] as const,
  detail: (id: number) => [...templateKeys.all, 'detail', id] as const,
};
