import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TTopUpPrices } from '@gifthub/shared/billing';
import { http } from '../../../lib/api-client';
import { billingKey } from './get-balance';

export type TPriceRequest = { amount: number; payment_method: 'stripe' | 'bank-transfer'; payment_method_id: number | null };

/** Top up, fee and total in pounds; the fee depends on the card's issuing country (none for bank transfer). */
export const topUpPricesQuery = (teamId: number, req: TPriceRequest) =>
  queryOptions({
    queryKey: [...billingKey(teamId), 'top-up-prices', req],
    queryFn: () => http.get<TTopUpPrices>(`/teams/${teamId}/top-up/prices`, { amount: req.amount, payment_method: req.payment_method, payment_method_id: req.payment_method_id }, { quiet: true }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
export const useTopUpPrices = (teamId: number, req: TPriceRequest, enabled: boolean) => useQuery({ ...topUpPricesQuery(teamId, req), enabled });
