import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminWarehouseStatusBody, TWarehouseOrder, TWarehouseStatusCount, TWarehouseStatusFilter } from '@gifthub/shared/warehouse';
import type { TPaged } from '@gifthub/shared/paging';
import { http } from '../../../lib/api-client';

const key = ['admin', 'warehouse'] as const;
export type TAdminWarehouseParams = { team_id: number; status?: TWarehouseStatusFilter; search?: string; page: number; per_page: number };

/** GET /admin/warehouse/teams: the teams listed for fulfilment. */
export const useWarehouseTeams = () => useQuery({ queryKey: [...key, 'teams'], queryFn: () => http.get<{ id: number; name: string; slug: string }[]>('/admin/warehouse/teams') });

/** GET /admin/warehouse/orders: a listed team's orders with the status counts. */
export const useAdminWarehouseOrders = (params: TAdminWarehouseParams | null) =>
  useQuery({
    queryKey: [...key, 'orders', params],
    queryFn: () => http.get<TPaged<TWarehouseOrder> & { statuses: TWarehouseStatusCount[] }>('/admin/warehouse/orders', params!),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });

/** PUT /admin/warehouse/orders/{id}/status: a new status with its reason, carrier and tracking. */
export function useSetWarehouseStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TAdminWarehouseStatusBody }) => http.put<TWarehouseOrder>(`/admin/warehouse/orders/${id}/status`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}
