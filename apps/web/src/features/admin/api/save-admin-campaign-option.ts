import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminGiftOption, TGiftOption } from '@gifthub/shared/campaigns';
import { http } from '../../../lib/api-client';
import { adminCampaignsKey } from './get-admin-campaigns';

/** POST /admin/gb-campaigns/{id}/options: a new option; the form shows field errors itself (quiet). */
export const createAdminCampaignOption = (campaignId: number, body: TAdminGiftOption) =>
  http.post<TGiftOption>(`/admin/gb-campaigns/${campaignId}/options`, body, { quiet: true });
/** PUT /admin/gb-options/{id}: every field of the option again. */
export const updateAdminCampaignOption = (id: number, body: TAdminGiftOption) => http.put<TGiftOption>(`/admin/gb-options/${id}`, body, { quiet: true });
/** PUT /admin/gb-options/{id}/enabled: a disabled option is not offered to recipients. */
export const setAdminCampaignOptionEnabled = (id: number, enabled: boolean) => http.put<TGiftOption>(`/admin/gb-options/${id}/enabled`, { enabled });

/** Option changes show in the campaign (its options) and the list (its first option's image). */
export function useSaveAdminCampaignOption(campaignId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TAdminGiftOption }) => (id ? updateAdminCampaignOption(id, body) : createAdminCampaignOption(campaignId, body)),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminCampaignsKey }),
  });
}

export function useSetAdminCampaignOptionEnabled() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => setAdminCampaignOptionEnabled(id, enabled),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminCampaignsKey }),
  });
}
