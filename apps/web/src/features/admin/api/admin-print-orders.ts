import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPaged } from '@gifthub/shared/paging';
import type { TAdminOmsJob, TAdminOmsJobListItem, TEnquiryStatus, TInvoiceStatus, TJobConvert, TJobProgress, TOmsState, TOmsStatus, TPackCreate } from '@gifthub/shared/print-orders';
import { api, http } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

export type TAdminJobsParams = { type: TOmsState; page: number; per_page: number; status?: TOmsStatus; search?: string };
const key = ['admin', 'print-orders'] as const;

/** GET /admin/oms-ws/jobs: every team's enquiries or jobs, newest first. */
export const useAdminJobs = (params: TAdminJobsParams) =>
  useQuery(queryOptions({ queryKey: [...key, 'list', params], queryFn: () => http.get<TPaged<TAdminOmsJobListItem>>('/admin/oms-ws/jobs', params), placeholderData: keepPreviousData }));

const jobQuery = (id: number) => queryOptions({ queryKey: [...key, 'job', id], queryFn: () => http.get<TAdminOmsJob>(`/admin/oms-ws/jobs/${id}`, undefined, { quiet: true }) });
export const useAdminJob = (id: number) => useQuery({ ...jobQuery(id), retry: false });

/** Staff changes to one job: each answers the job as changed (errors shown by the form that sent them). */
function useJobChange<T>(id: number, send: (body: T) => Promise<TAdminOmsJob>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (job) => {
      qc.setQueryData(jobQuery(id).queryKey, job);
      return qc.invalidateQueries({ queryKey: [...key, 'list'] });
    },
  });
}

export const useAddPack = (id: number) => useJobChange(id, (body: TPackCreate) => http.post<TAdminOmsJob>(`/admin/oms-ws/jobs/${id}/packs`, body, { quiet: true }));
export const useEnquiryStatus = (id: number) => useJobChange(id, (status: TEnquiryStatus) => http.put<TAdminOmsJob>(`/admin/oms-ws/jobs/${id}/status`, { status }));
export const useConvertJob = (id: number) => useJobChange(id, (body: TJobConvert) => http.post<TAdminOmsJob>(`/admin/oms-ws/jobs/${id}/convert`, body, { quiet: true }));
export const useJobProgress = (id: number) => useJobChange(id, (body: TJobProgress) => http.put<TAdminOmsJob>(`/admin/oms-ws/jobs/${id}/progress`, body, { quiet: true }));
export const useInvoiceStatus = (id: number) =>
  useJobChange(id, ({ fileId, status }: { fileId: number; status: TInvoiceStatus }) => http.put<TAdminOmsJob>(`/admin/oms-ws/jobs/${id}/invoices/${fileId}`, { status }));
export const useAddOmsFile = (id: number) =>
  useJobChange(id, ({ file, ...fields }: { file: File; kind: 'attachment' | 'invoice'; name: string; status?: TInvoiceStatus }) => {
    const form = new FormData();
    form.append('kind', fields.kind);
    form.append('name', fields.name);
    if (fields.status) form.append('status', fields.status);
    form.append('file', file);
    return api<TAdminOmsJob>('POST', `/admin/oms-ws/jobs/${id}/files`, { form, quiet: true });
  });

/** Staff download a job's file through the team's route (staff open any team). */
export const downloadAdminOmsFile = (teamId: number, file: { public_key: string; name: string }, extension = 'pdf') =>
  downloadFile(`/oms-ws/attachment/${encodeURIComponent(file.public_key)}`, { team_id: teamId }, `${file.name}.${extension}`);
