import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TSeCampaign, TSeCampaignCreate, TSeCampaignUpdate } from '@gifthub/shared/se-campaigns';
import { api, http } from '../../../lib/api-client';
import { inPaymentAttempt } from '../../../lib/payment-attempt';
import { seCampaignKey, seCampaignsKey } from './se-campaigns';

const refresh = (qc: QueryClient, teamId: number, campaign: TSeCampaign) => {
  qc.setQueryData(seCampaignKey(campaign.id), campaign);
  return qc.invalidateQueries({ queryKey: seCampaignsKey(teamId) });
};

/**
 * POST /teams/{teamId}/se-campaigns: the request. Idempotent: one key per payload (kept until answered), so Request
 * after a lost answer makes one campaign.
 */
export const requestSeCampaign = (teamId: number, body: TSeCampaignCreate) =>
  inPaymentAttempt({ teamId, flow: 'se-campaign-request' }, body, (key) =>
    http.post<TSeCampaign>(`/teams/${teamId}/se-campaigns`, body, { quiet: true, headers: { 'idempotency-key': key } }),
  );

/** POST /se-campaigns/{id}/files: one file as multipart; answers the campaign with its files. */
export const uploadSeCampaignFile = (id: number, file: File, quiet = false) => {
  const form = new FormData();
  form.append('file', file);
  return api<TSeCampaign>('POST', `/se-campaigns/${id}/files`, { form, quiet, successAlert: false });
};

export function useRequestSeCampaign(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSeCampaignCreate) => requestSeCampaign(teamId, body),
    onSuccess: (c) => refresh(qc, teamId, c),
  });
}

/** PUT /se-campaigns/{id}: edit while requested, accept a quote (confirmed) or cancel. */
export function useUpdateSeCampaign(teamId: number, id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TSeCampaignUpdate) => http.put<TSeCampaign>(`/se-campaigns/${id}`, body),
    onSuccess: (c) => refresh(qc, teamId, c),
    // A refusal (a quote changed, a status moved on by staff) is alerted; the page then shows the campaign as it is now.
    onError: () => qc.invalidateQueries({ queryKey: seCampaignKey(id) }),
  });
}

export function useUploadSeCampaignFile(teamId: number, id: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (file: File) => uploadSeCampaignFile(id, file), onSuccess: (c) => refresh(qc, teamId, c) });
}

/** DELETE /se-campaigns/files/{fileId}: answers the campaign without the file. */
export function useDeleteSeCampaignFile(teamId: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (fileId: number) => http.del<TSeCampaign>(`/se-campaigns/files/${fileId}`), onSuccess: (c) => refresh(qc, teamId, c) });
}
