import { useMutation } from '@tanstack/react-query';
import type { TVerifyBody, TVerifyResult } from '@gifthub/shared/claims';
import { http } from '../../../lib/api-client';
import { PUBLIC_CALL, giftPath } from './public-call';

/** POST /public/gifts/{secret}/verify: the e-mail or first and last name the sender gave → a claim token. */
export const verifyGift = (secret: string, body: TVerifyBody) => http.post<TVerifyResult>(giftPath(secret, 'verify'), body, PUBLIC_CALL);

export const useVerifyGift = (secret: string) => useMutation({ mutationFn: (body: TVerifyBody) => verifyGift(secret, body) });
