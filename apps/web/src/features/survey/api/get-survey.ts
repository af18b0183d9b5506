import { useEffect, useState } from 'react';
import type { TPublicSurvey } from '@gifthub/shared/surveys';
import { pageResult, publicCall, type TPageData } from '../../../lib/public-api';
import { surveyPath, type TSurveyRef } from './survey-paths';

type TState = { data?: TPublicSurvey; error?: unknown; isFetching: boolean };

const fromPageData = (initial: TPageData): TState => {
  try {
    return { data: pageResult<TPublicSurvey>(initial), isFetching: false };
  } catch (error) {
    return { error, isFetching: false };
  }
};

/** GET /surveys/{team}/{slug}: from the data the server put into the page (no request before the first paint), or fetched. */
export function useSurvey({ team, slug }: TSurveyRef, initial?: TPageData) {
  const [state, setState] = useState<TState>(() => (initial ? fromPageData(initial) : { isFetching: true }));
  const fetchSurvey = () =>
    publicCall<TPublicSurvey>('GET', surveyPath(team, slug)).then(
      (data) => setState({ data, isFetching: false }),
      (error: unknown) => setState((s) => (s.data ? { ...s, isFetching: false } : { error, isFetching: false })),
    );
  useEffect(() => {
    if (!initial) void fetchSurvey();
    // Once per page: the slugs do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [team, slug]);
  return {
    ...state,
    isPending: !state.data && !state.error,
    refetch: () => {
      setState((s) => ({ ...s, isFetching: true }));
      void fetchSurvey();
    },
  };
}
