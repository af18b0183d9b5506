import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGiftView } from '@gifthub/shared/claims';
import { http } from '../../../lib/api-client';
import { claimToken } from './claim-token';
import { PUBLIC_CALL, giftPath } from './public-call';

/** GET /public/gifts/{secret}: the gift page (with the claim token, a claimed eGift's code). */
export const getGift = (secret: string) => http.get<TGiftView>(giftPath(secret), { token: claimToken.get(secret) }, PUBLIC_CALL);

export const giftQuery = (secret: string) => queryOptions({ queryKey: ['public-gift', secret], queryFn: () => getGift(secret), retry: false, staleTime: Infinity });
export const useGift = (secret: string) => useQuery(giftQuery(secret));
