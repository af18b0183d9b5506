import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TClaimBody, TClaimResult, TGiftView } from '@gifthub/shared/claims';
import { http } from '../../../lib/api-client';
import { giftQuery } from './get-gift';
import { PUBLIC_CALL, giftPath } from './public-call';

/** POST /public/gifts/{secret}/claim: a GB address and phone for a physical gift; an eGift answers its code. */
export const claimGift = (secret: string, body: TClaimBody) => http.post<TClaimResult>(giftPath(secret, 'claim'), body, PUBLIC_CALL);

export function useClaimGift(secret: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TClaimBody) => claimGift(secret, body),
    onSuccess: (result) =>
      qc.setQueryData(giftQuery(secret).queryKey, (v: TGiftView | undefined) => v && { ...v, state: result.state, voucher_code: result.voucher_code ?? v.voucher_code }),
  });
}
