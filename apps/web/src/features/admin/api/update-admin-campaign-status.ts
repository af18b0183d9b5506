import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCampaign, TCampaignStatus } from '@gifthub/shared/campaigns';
import { http } from '../../../lib/api-client';
import { adminCampaignQuery, adminCampaignsKey } from './get-admin-campaigns';

/** PUT /admin/gb-campaigns/{id}/status: one change along CAMPAIGN_TRANSITIONS (another answers 409, alerted). */
export const updateAdminCampaignStatus = (id: number, status: TCampaignStatus) => http.put<TCampaign>(`/admin/gb-campaigns/${id}/status`, { status });

export function useUpdateAdminCampaignStatus(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (status: TCampaignStatus) => updateAdminCampaignStatus(id, status),
    onSuccess: (campaign) => {
      qc.setQueryData(adminCampaignQuery(id).queryKey, campaign);
      return qc.invalidateQueries({ queryKey: adminCampaignsKey });
    },
  });
}
