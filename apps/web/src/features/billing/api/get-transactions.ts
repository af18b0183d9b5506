import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TDirectTransaction, TTeamTransaction } from '@gifthub/shared/billing';
import type { TPaged } from '@gifthub/shared/paging';
import type { TLedgerKind } from '../../../domain/ledger/components/ledger-table';
import { http } from '../../../lib/api-client';
import { billingKey } from './get-balance';

export type TTransactionOf<K extends TLedgerKind> = K extends 'team' ? TTeamTransaction : TDirectTransaction;

const base = (teamId: number, kind: TLedgerKind) => `/teams/${teamId}/transactions${kind === 'direct' ? '/direct' : ''}`;
const recentPath = (teamId: number, kind: TLedgerKind) => `/teams/${teamId}/transactions/recent${kind === 'direct' ? '/direct' : ''}`;

export const transactionsQuery = <K extends TLedgerKind>(teamId: number, kind: K, page: number, perPage: number) =>
  queryOptions({
    queryKey: [...billingKey(teamId), 'transactions', kind, { page, perPage }],
    queryFn: () => http.get<TPaged<TTransactionOf<K>>>(base(teamId, kind), { page, per_page: perPage }),
    placeholderData: keepPreviousData,
  });
export const useTransactions = <K extends TLedgerKind>(teamId: number, kind: K, page: number, perPage: number, enabled = true) =>
  useQuery({ ...transactionsQuery(teamId, kind, page, perPage), enabled });

/** The overview's recent rows (up to 10) and the total, for the view-all link. */
export const recentTransactionsQuery = <K extends TLedgerKind>(teamId: number, kind: K) =>
  queryOptions({
    queryKey: [...billingKey(teamId), 'recent', kind],
    queryFn: () => http.get<TPaged<TTransactionOf<K>>>(recentPath(teamId, kind)),
  });
export const useRecentTransactions = <K extends TLedgerKind>(teamId: number, kind: K, enabled = true) => useQuery({ ...recentTransactionsQuery(teamId, kind), enabled });

/** The newest transaction id, the upper bound of an export by id range. */
export const latestTransactionIdQuery = (teamId: number, kind: TLedgerKind) =>
  queryOptions({
    queryKey: [...billingKey(teamId), 'latest-id', kind],
    queryFn: async () => {
      const page = await http.get<TPaged<TTeamTransaction | TDirectTransaction>>(base(teamId, kind), { page: 1, per_page: 1 });
      return page.data[0]?.transaction_id ?? 1;
    },
  });
