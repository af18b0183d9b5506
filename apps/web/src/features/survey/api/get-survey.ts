import { useEffect, useState } from 'react';
import type { TPublicSurvey } from '@gifthub/shared/surveys';
import { pageResult, publicCall, type TPageData } from '../../../lib/public-api';
import { storage } from '../../../lib/storage';
import { surveyPath, type TSurveyRef } from './survey-paths';

type TState = { data?: TPublicSurvey; error?: unknown; isFetching: boolean };

const fromPageData = (initial: TPageData): TState => {
  try {
    return { data: pageResult<TPublicSurvey>(initial), isFetching: false };
  } catch (error) {
    return { error, isFetching: false };
  }
};

/**
 * A preview is asked as the signed-in member (?preview=true with the portal's token): the team sees its survey while it
 * is still a draft, which the public page, and so the server's data in it, does not show.
 */
function previewCall(team: string, slug: string) {
  const token = storage.apiToken();
  return publicCall<TPublicSurvey>('GET', `${surveyPath(team, slug)}?preview=true`, undefined, token ? { authorization: `Bearer ${token}` } : {});
}

/** GET /surveys/{team}/{slug}: from the data the server put into the page (no request before the first paint), or fetched. */
export function useSurvey({ team, slug }: TSurveyRef, initial?: TPageData, preview = false) {
  const [state, setState] = useState<TState>(() => (initial ? fromPageData(initial) : { isFetching: true }));
  const fetchSurvey = () =>
    (preview ? previewCall(team, slug) : publicCall<TPublicSurvey>('GET', surveyPath(team, slug))).then(
      (data) => setState({ data, isFetching: false }),
      (error: unknown) => setState((s) => (s.data ? { ...s, isFetching: false } : { error, isFetching: false })),
    );
  useEffect(() => {
    // A preview the server's data did not show (a draft) is asked again as the member.
    if (!initial || (preview && initial.status !== 200)) void fetchSurvey();
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
