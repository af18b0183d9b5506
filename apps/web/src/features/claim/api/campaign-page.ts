import { useEffect, useState } from 'react';
import type { TCampaignClaimResult, TCampaignPageView } from '@gifthub/shared/campaign-pages';
import type { TClaimBody } from '@gifthub/shared/claims';
import { pageResult, publicCall, type TPageData } from '../../../lib/public-api';
import { useAction } from '../../../lib/use-action';
import { campaignPagePath, campaignViewPath, giftPath } from './public-call';

/** Where the campaign page claims: a personal invitation's link, or the campaign's own page (invite: opened from a batch link). */
export type TCampaignTarget = { kind: 'invitation'; secret: string } | { kind: 'campaign'; teamSlug: string; slug: string; invite: string | null };

const claimPath = (t: TCampaignTarget) => {
  if (t.kind === 'invitation') return giftPath(t.secret, 'claim');
  // A batch link's visitor claims the invitation the list holds for their e-mail.
  return campaignPagePath(t.teamSlug, t.slug, t.invite === null ? 'claim' : `invite/${encodeURIComponent(t.invite)}/claim`);
};

/** POST …/claim with the option picked (and the address, or a voucher value; the visitor's details on the own page). */
export const useClaimCampaign = (target: TCampaignTarget) => useAction((body: TClaimBody) => publicCall<TCampaignClaimResult>('POST', claimPath(target), body));

type TState = { data?: TCampaignPageView; error?: unknown; isFetching: boolean };

/** The campaign's own page (or a batch link's: invite), from the data the server put into the page or fetched. */
export function useCampaignPage(teamSlug: string, slug: string, invite: string | null, initial?: TPageData) {
  const [state, setState] = useState<TState>(() => {
    if (!initial) return { isFetching: true };
    try {
      return { data: pageResult<TCampaignPageView>(initial), isFetching: false };
    } catch (error) {
      return { error, isFetching: false };
    }
  });
  const fetchPage = () =>
    publicCall<TCampaignPageView>('GET', campaignViewPath(teamSlug, slug, invite)).then(
      (data) => setState({ data, isFetching: false }),
      (error: unknown) => setState((s) => (s.data ? { ...s, isFetching: false } : { error, isFetching: false })),
    );
  useEffect(() => {
    if (!initial) void fetchPage();
    // Once per page: the slugs and the invite do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [teamSlug, slug, invite]);
  return {
    ...state,
    isPending: !state.data && !state.error,
    refetch: () => {
      setState((s) => ({ ...s, isFetching: true }));
      void fetchPage();
    },
  };
}
