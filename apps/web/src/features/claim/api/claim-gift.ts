import type { TClaimBody, TClaimResult } from '@gifthub/shared/claims';
import { publicCall } from '../../../lib/public-api';
import { useAction } from '../../../lib/use-action';
import { giftPath } from './public-call';

/** POST /public/gifts/{secret}/claim: a GB address and phone for a physical gift; an eGift answers its code. */
export const claimGift = (secret: string, body: TClaimBody) => publicCall<TClaimResult>('POST', giftPath(secret, 'claim'), body);

export const useClaimGift = (secret: string) => useAction((body: TClaimBody) => claimGift(secret, body));
