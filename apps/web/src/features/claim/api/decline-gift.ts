import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TGiftView, ZDeclineResult } from '@gifthub/shared/claims';
import { http } from '../../../lib/api-client';
import { giftQuery } from './get-gift';
import { PUBLIC_CALL, giftPath } from './public-call';

type TDeclineResult = z.infer<typeof ZDeclineResult>;

/** POST /public/gifts/{secret}/decline ('No, thanks'): the sender sees OPTED-OUT. */
export const declineGift = (secret: string, token: string | null) => http.post<TDeclineResult>(giftPath(secret, 'decline'), token ? { token } : {}, PUBLIC_CALL);

export function useDeclineGift(secret: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string | null) => declineGift(secret, token),
    onSuccess: (result) => qc.setQueryData(giftQuery(secret).queryKey, (v: TGiftView | undefined) => v && { ...v, state: result.state }),
  });
}
