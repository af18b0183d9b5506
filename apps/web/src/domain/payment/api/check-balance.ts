import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZCheckBalance } from '@gifthub/shared/billing';
import { http } from '../../../lib/api-client';

export type TCheckBalance = z.infer<typeof ZCheckBalance>;

/** GET /teams/{teamId}/check-balance?amount= (pounds): whether balance and credit cover the payment. */
export const checkBalance = (teamId: number, amountPounds: number) =>
  http.get<TCheckBalance>(`/teams/${teamId}/check-balance`, { amount: amountPounds.toFixed(2) }, { quiet: true });

/** The check a payment choice shows while the member picks the team balance (fresh for 10 s). */
export const checkBalanceQuery = (teamId: number, amountPounds: number) =>
  queryOptions({ queryKey: ['teams', teamId, 'check-balance', amountPounds], queryFn: () => checkBalance(teamId, amountPounds), staleTime: 10_000 });
export const useCheckBalance = (teamId: number, amountPounds: number, enabled: boolean) => useQuery({ ...checkBalanceQuery(teamId, amountPounds), enabled });
