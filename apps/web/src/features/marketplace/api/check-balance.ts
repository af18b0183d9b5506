import { z } from 'zod';
import type { ZCheckBalance } from '@gifthub/shared/billing';
import { http } from '../../../lib/api-client';

export type TCheckBalance = z.infer<typeof ZCheckBalance>;

/** GET /teams/{teamId}/check-balance?amount= (pounds): whether balance and credit cover the payment. */
export const checkBalance = (teamId: number, amountPounds: number) =>
  http.get<TCheckBalance>(`/teams/${teamId}/check-balance`, { amount: amountPounds.toFixed(2) }, { quiet: true });
