import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDashboard } from '@gifthub/shared/dashboard';
import type { TNotification, TNotificationType } from '@gifthub/shared/notifications';
import { http } from '../../../lib/api-client';

export const dashboardQuery = (teamId: number) =>
  queryOptions({ queryKey: ['teams', teamId, 'dashboard'], queryFn: () => http.get<TDashboard>(`/teams/${teamId}/dashboard`) });
export const useDashboard = (teamId: number) => useQuery(dashboardQuery(teamId));

export const notificationsQuery = (teamId: number, type: TNotificationType) =>
  queryOptions({ queryKey: ['teams', teamId, 'notifications', type], queryFn: () => http.get<{ data: TNotification[] }>(`/teams/${teamId}/notifications/${type}`) });
