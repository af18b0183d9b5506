import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCampaignRecipient, TRegistrationUpdate } from '@gifthub/shared/campaign-registrations';
import { http } from '../../../lib/api-client';
import { campaignRecipientsKey } from '../../../domain/registrations/api/get-registrations';
import { campaignKey } from './keys';

export type TUpdateVars = { id: number; body: TRegistrationUpdate };

/**
 * PUT /gb-registrations/{id} with its action (confirm, reject, remind, edit, note-update, sales-update,
 * mark-as-resolved). The screen shows the outcome itself (quiet); the recipients and the campaign's statistics reload.
 */
export function useUpdateRegistration(campaignId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: TUpdateVars) => http.put<Partial<TCampaignRecipient>>(`/gb-registrations/${id}`, body, { quiet: true, successAlert: false }),
    onSettled: (_data, _error, vars) => {
      void qc.invalidateQueries({ queryKey: campaignRecipientsKey(campaignId) });
      void qc.invalidateQueries({ queryKey: campaignKey(campaignId), exact: true });
      void qc.invalidateQueries({ queryKey: ['gb-registrations', vars.id] });
    },
  });
}
