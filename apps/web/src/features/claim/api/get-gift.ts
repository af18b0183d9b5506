import { useEffect, useState } from 'react';
import type { TCampaignPageView } from '@gifthub/shared/campaign-pages';
import type { TGiftView } from '@gifthub/shared/claims';
import { pageResult, publicCall, type TPageData } from '../../../lib/public-api';
import { claimToken } from './claim-token';
import { giftPath } from './public-call';

/** A marketplace gift, or a campaign invitation (the campaign's choice). */
export type TGiftPage = TGiftView | TCampaignPageView;
export const isCampaignPage = (d: TGiftPage): d is TCampaignPageView => 'page' in d && d.page === 'campaign';

/** GET /public/gifts/{secret}: the gift page (with the claim token, a claimed eGift's code). */
export const getGift = (secret: string, token = claimToken.get(secret)) =>
  publicCall<TGiftPage>('GET', `${giftPath(secret)}${token ? `?token=${encodeURIComponent(token)}` : ''}`);

type TGiftState = { data?: TGiftPage; error?: unknown; isFetching: boolean };

const fromPageData = (initial: TPageData): TGiftState => {
  try {
    return { data: pageResult<TGiftPage>(initial), isFetching: false };
  } catch (error) {
    return { error, isFetching: false };
  }
};

/**
 * The gift, from the data the server put into the page (no request before the first paint) or fetched. With a
 * claim token in this tab the page asks again, so a claimed eGift shows its code after a reload.
 */
export function useGift(secret: string, initial?: TPageData) {
  const [state, setState] = useState<TGiftState>(() => (initial ? fromPageData(initial) : { isFetching: true }));
  const fetchGift = () =>
    getGift(secret).then(
      (data) => setState({ data, isFetching: false }),
      (error: unknown) => setState((s) => (s.data ? { ...s, isFetching: false } : { error, isFetching: false })),
    );
  const refetch = () => {
    setState((s) => ({ ...s, isFetching: true }));
    void fetchGift();
  };
  useEffect(() => {
    if (!initial || (initial.status === 200 && claimToken.get(secret))) void fetchGift();
    // Once per page: the secret does not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [secret]);
  return { ...state, isPending: !state.data && !state.error, refetch };
}
