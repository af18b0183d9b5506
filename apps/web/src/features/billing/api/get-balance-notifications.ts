import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNotification } from '@gifthub/shared/notifications';
import { http } from '../../../lib/api-client';
import { billingKey } from './get-balance';

/** The balance notification (low balance, credit used) for team-finance members of pro, non-demo teams. */
export const balanceNotificationsQuery = (teamId: number) =>
  queryOptions({
    queryKey: [...billingKey(teamId), 'notifications', 'balance'],
    queryFn: () => http.get<{ data: TNotification[] }>(`/teams/${teamId}/notifications/balance`),
  });
export const useBalanceNotifications = (teamId: number, enabled: boolean) => useQuery({ ...balanceNotificationsQuery(teamId), enabled });
