import type { TReviewResult } from '@gifthub/shared/campaign-feedback';
import { publicCall } from '../../../lib/public-api';
import { useAction } from '../../../lib/use-action';
import { giftPath } from './public-call';

export type TReviewSend = { rating: number; feedback?: string; token?: string };

/** POST /public/gifts/{secret}/review: a reviews campaign's rating (and a negative one's feedback), before the gift. */
export const useReviewGift = (secret: string) => useAction((body: TReviewSend) => publicCall<TReviewResult>('POST', giftPath(secret, 'review'), body));
