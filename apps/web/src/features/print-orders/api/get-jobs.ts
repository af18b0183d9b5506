import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaged } from '@gifthub/shared/paging';
import type { TCustomerPackView, TEnquirySource, TOmsJob, TOmsJobListItem, TOmsState, TOmsStatus } from '@gifthub/shared/print-orders';
import { http } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

export type TJobsParams = { type: TOmsState; page: number; per_page: number; status?: TOmsStatus; source?: TEnquirySource; search?: string };

export const printOrdersKey = (teamId: number) => ['print-orders', teamId] as const;

/** GET /oms-ws/jobs: one page of the team's jobs or enquiries. */
export const jobsQuery = (teamId: number, params: TJobsParams) =>
  queryOptions({
    queryKey: [...printOrdersKey(teamId), 'list', params],
    queryFn: () => http.get<TPaged<TOmsJobListItem>>('/oms-ws/jobs', { team_id: teamId, ...params }),
    placeholderData: keepPreviousData,
  });
export const useJobs = (teamId: number, params: TJobsParams, enabled = true) => useQuery({ ...jobsQuery(teamId, params), enabled });

/** GET /oms-ws/jobs/{id}: a job or enquiry with its packs, attachments and invoices. A 404 is the page's to handle (back to /orders). */
export const jobQuery = (teamId: number, id: number) =>
  queryOptions({ queryKey: [...printOrdersKey(teamId), 'job', id], queryFn: () => http.get<TOmsJob>(`/oms-ws/jobs/${id}`, { team_id: teamId }, { quiet: true }) });
export const useJob = (teamId: number, id: number) => useQuery({ ...jobQuery(teamId, id), retry: false, enabled: id > 0 });

/** GET /oms-ws/pack/{key}: the customer pack view. */
export const usePack = (key: string) =>
  useQuery({ queryKey: ['print-orders', 'pack', key], queryFn: () => http.get<TCustomerPackView>(`/oms-ws/pack/${encodeURIComponent(key)}`, undefined, { quiet: true }), retry: false });

/** GET /oms-ws/attachment/{public key}: an attachment or invoice, saved under its name. */
export const downloadOmsFile = (teamId: number, file: { public_key: string; name: string }, extension = 'pdf') =>
  downloadFile(`/oms-ws/attachment/${encodeURIComponent(file.public_key)}`, { team_id: teamId }, `${file.name}.${extension}`);
