import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TInviteMultiple, TInviteMultipleResult } from '@gifthub/shared/campaign-registrations';
import { http } from '../../../lib/api-client';
import { campaignRecipientsKey } from '../../../domain/registrations/api/get-registrations';
import { campaignKey } from './keys';

/** POST /gb-campaigns/{id}/registrations/invite/multiple: one personal link per e-mail, each sent by e-mail. */
export function useInviteMultiple(campaignId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TInviteMultiple) => http.post<TInviteMultipleResult>(`/gb-campaigns/${campaignId}/registrations/invite/multiple`, body, { quiet: true, successAlert: false }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: campaignRecipientsKey(campaignId) });
      void qc.invalidateQueries({ queryKey: campaignKey(campaignId), exact: true });
    },
  });
}
