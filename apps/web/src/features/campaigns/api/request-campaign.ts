import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCampaignCreate } from '@gifthub/shared/campaigns';
import { http } from '../../../lib/api-client';
import { inPaymentAttempt } from '../../../lib/payment-attempt';
import { campaignsKey } from './keys';

/**
 * POST /teams/{teamId}/gb-campaigns: a campaign request (status requested), answered with its id. The route is
 * idempotent: one key per request payload (kept until answered), so Request after a lost answer makes one campaign.
 */
export const requestCampaign = (teamId: number, body: TCampaignCreate) =>
  inPaymentAttempt({ teamId, flow: 'campaign-request' }, body, (key) =>
    http.post<{ id: number }>(`/teams/${teamId}/gb-campaigns`, body, { quiet: true, headers: { 'idempotency-key': key } }),
  );

export function useRequestCampaign(teamId: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (body: TCampaignCreate) => requestCampaign(teamId, body), onSuccess: () => qc.invalidateQueries({ queryKey: campaignsKey(teamId) }) });
}
