import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TExportRange } from '../../../components/export-range-fields';
import type { TWarehouseImportResult } from '@gifthub/shared/warehouse-import';
import type { TWarehouseRequestBody } from '@gifthub/shared/warehouse';
import { api, http } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { warehouseKey } from './warehouse-orders';

/** POST /warehouse/requests: the answer carries the spec's success text, shown by the modal. */
export function useSendWarehouseRequest(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TWarehouseRequestBody) => http.post<{ id: number; items: number; message: string }>(`/teams/${teamId}/warehouse/requests`, body, { successAlert: false }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: warehouseKey(teamId) }),
  });
}

/** POST /warehouse/orders/delete: only due orders go; the answer says how many. */
export function useDeleteOrders(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => http.post<{ deleted: number; message: string }>(`/teams/${teamId}/warehouse/orders/delete`, { ids }, { successAlert: false }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: warehouseKey(teamId) }),
  });
}

/** POST /warehouse/orders/import with one Idempotency-Key per attempt; errors come back by line and field. */
export function useImportOrders(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { rows: Record<string, string>[]; lines: number[]; key: string }) =>
      api<TWarehouseImportResult>('POST', `/teams/${teamId}/warehouse/orders/import`, { body: { rows: v.rows, lines: v.lines }, headers: { 'idempotency-key': v.key }, quiet: true, successAlert: false }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: warehouseKey(teamId) }),
  });
}

/** GET /warehouse/orders/export by date range or id range, saved as a CSV file. */
export function exportOrders(teamId: number, range: TExportRange) {
  const q = range.mode === 'date' ? { 'date-start': range.start, 'date-end': range.end } : { 'id-start': range.start, 'id-end': range.end };
  return downloadFile(`/teams/${teamId}/warehouse/orders/export`, q, `warehouse-orders-${range.start}-${range.end}.csv`);
}
