import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBalance } from '@gifthub/shared/billing';
import { http } from '../../../lib/api-client';

/** Every billing query sits under this key, so a top-up refreshes them all at once. */
export const billingKey = (teamId: number) => ['teams', teamId, 'billing'] as const;

export const balanceQuery = (teamId: number) =>
  queryOptions({ queryKey: [...billingKey(teamId), 'balance'], queryFn: () => http.get<TBalance>(`/teams/${teamId}/balance`) });
export const useBalance = (teamId: number, enabled = true) => useQuery({ ...balanceQuery(teamId), enabled });
