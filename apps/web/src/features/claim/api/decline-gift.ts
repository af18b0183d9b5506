import type { z } from 'zod';
import type { ZDeclineResult } from '@gifthub/shared/claims';
import { publicCall } from '../../../lib/public-api';
import { useAction } from '../../../lib/use-action';
import { giftPath } from './public-call';

type TDeclineResult = z.infer<typeof ZDeclineResult>;

/** POST /public/gifts/{secret}/decline ('No, thanks'): the sender sees OPTED-OUT. */
export const declineGift = (secret: string, token: string | null) => publicCall<TDeclineResult>('POST', giftPath(secret, 'decline'), token ? { token } : {});

export const useDeclineGift = (secret: string) => useAction((token: string | null) => declineGift(secret, token));
