import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminTeamBilling, TTeamTransaction } from '@gifthub/shared/billing';
import type { TPaged } from '@gifthub/shared/paging';
import { http } from '../../../lib/api-client';

export const adminTeamBillingQuery = (teamId: number) =>
  queryOptions({ queryKey: ['admin', 'billing', teamId, 'summary'], queryFn: () => http.get<TAdminTeamBilling>(`/admin/billing/teams/${teamId}`) });
export const useAdminTeamBilling = (teamId: number | null) => useQuery({ ...adminTeamBillingQuery(teamId ?? 0), enabled: teamId !== null });

export type TAdminLedgerParams = { page: number; per_page: number };
export const adminLedgerQuery = (teamId: number, params: TAdminLedgerParams) =>
  queryOptions({
    queryKey: ['admin', 'billing', teamId, 'ledger', params],
    queryFn: () => http.get<TPaged<TTeamTransaction>>(`/admin/billing/teams/${teamId}/transactions`, params),
    placeholderData: keepPreviousData,
  });
export const useAdminLedger = (teamId: number | null, params: TAdminLedgerParams) => useQuery({ ...adminLedgerQuery(teamId ?? 0, params), enabled: teamId !== null });
