import { useEffect, useState } from 'react';
import type { TCampaignClaimResult, TCampaignPageView } from '@gifthub/shared/campaign-pages';
import type { TClaimBody } from '@gifthub/shared/claims';
import { pageResult, publicCall, type TPageData } from '../../../lib/public-api';
import { useAction } from '../../../lib/use-action';
import { campaignPagePath, giftPath } from './public-call';

/** Where the campaign page claims: a personal invitation's link, or the campaign's own page. */
export type TCampaignTarget = { kind: 'invitation'; secret: string } | { kind: 'campaign'; teamSlug: string; slug: string };

const claimPath = (t: TCampaignTarget) => (t.kind === 'invitation' ? giftPath(t.secret, 'claim') : campaignPagePath(t.teamSlug, t.slug, 'claim'));

/** POST …/claim with the option picked (and the address, or a voucher value; the visitor's details on the own page). */
export const useClaimCampaign = (target: TCampaignTarget) => useAction((body: TClaimBody) => publicCall<TCampaignClaimResult>('POST', claimPath(target), body));

type TState = { data?: TCampaignPageView; error?: unknown; isFetching: boolean };

/** The campaign's own page, from the data the server put into the page or fetched. */
export function useCampaignPage(teamSlug: string, slug: string, initial?: TPageData) {
  const [state, setState] = useState<TState>(() => {
    if (!initial) return { isFetching: true };
    try {
      return { data: pageResult<TCampaignPageView>(initial), isFetching: false };
    } catch (error) {
      return { error, isFetching: false };
    }
  });
  const fetchPage = () =>
    publicCall<TCampaignPageView>('GET', campaignPagePath(teamSlug, slug)).then(
      (data) => setState({ data, isFetching: false }),
      (error: unknown) => setState((s) => (s.data ? { ...s, isFetching: false } : { error, isFetching: false })),
    );
  useEffect(() => {
    if (!initial) void fetchPage();
    // Once per page: the slugs do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [teamSlug, slug]);
  return {
    ...state,
    isPending: !state.data && !state.error,
    refetch: () => {
      setState((s) => ({ ...s, isFetching: true }));
      void fetchPage();
    },
  };
}
