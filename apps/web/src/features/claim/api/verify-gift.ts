import type { TVerifyBody, TVerifyResult } from '@gifthub/shared/claims';
import { publicCall } from '../../../lib/public-api';
import { useAction } from '../../../lib/use-action';
import { giftPath } from './public-call';

/** POST /public/gifts/{secret}/verify: the e-mail or first and last name the sender gave → a claim token. */
export const verifyGift = (secret: string, body: TVerifyBody) => publicCall<TVerifyResult>('POST', giftPath(secret, 'verify'), body);

export const useVerifyGift = (secret: string) => useAction((body: TVerifyBody) => verifyGift(secret, body));
