import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCampaignInvitation, TCampaignRegistrationItem } from '@gifthub/shared/campaign-registrations';
import type { TInvitationItem, TInvitationResult, TMarketplaceRegistration, TRegistrationItem } from '@gifthub/shared/registrations';
import { http } from '../../../lib/api-client';
import { inPaymentAttempt, type TPaymentOwner } from '../../../lib/payment-attempt';
import { campaignKey, campaignRecipientsKey, registrationsKey, teamCampaignsKey } from '../../registrations/api/get-registrations';

const afterWrite = (qc: ReturnType<typeof useQueryClient>, teamId: number) => {
  void qc.invalidateQueries({ queryKey: registrationsKey(teamId) });
  // The balance lives on the team (['teams', teamId]) and stock on the marketplace's catalogue.
  void qc.invalidateQueries({ queryKey: ['teams', teamId], exact: true });
  void qc.invalidateQueries({ queryKey: ['marketplace', 'catalogue'] });
};

/** The gift and who pays how much: the attempt is kept as open until answered, for the outcome check of a later visit. */
export type TGiftPayment<T> = { item: T; owner: TPaymentOwner };

/**
 * Select & Send: POST /teams/{teamId}/gb-registrations. The server takes the payment and creates the registration as
 * one outcome; the payment attempt's Idempotency-Key makes a retry after a lost answer charge once.
 */
export function useSendGift(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ item, owner }: TGiftPayment<TRegistrationItem>) =>
      inPaymentAttempt(
        { teamId, flow: 'gift-send' },
        item,
        (key) => http.post<Partial<TMarketplaceRegistration>>(`/teams/${teamId}/gb-registrations`, item, { quiet: true, successAlert: false, headers: { 'idempotency-key': key } }),
        owner,
      ),
    onSuccess: () => afterWrite(qc, teamId),
  });
}

/** Create A New Invitation: POST /teams/{teamId}/gb-registrations/invite/link?platform=marketplace (a paid link: one key per attempt too). */
export function useCreateInvitation(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ item, owner }: TGiftPayment<TInvitationItem>) =>
      inPaymentAttempt(
        { teamId, flow: 'gift-invite' },
        item,
        (key) =>
          http.post<TInvitationResult>(`/teams/${teamId}/gb-registrations/invite/link`, item, {
            query: { platform: 'marketplace' },
            quiet: true,
            successAlert: false,
            headers: { 'idempotency-key': key },
          }),
        owner,
      ),
    onSuccess: () => afterWrite(qc, teamId),
  });
}

const afterCampaignWrite = (qc: ReturnType<typeof useQueryClient>, teamId: number, campaignId: number) => {
  void qc.invalidateQueries({ queryKey: campaignRecipientsKey(campaignId) });
  void qc.invalidateQueries({ queryKey: campaignKey(campaignId), exact: true });
  void qc.invalidateQueries({ queryKey: teamCampaignsKey(teamId) });
  void qc.invalidateQueries({ queryKey: ['teams', teamId], exact: true });
};

/**
 * Select & Send in a campaign: POST /gb-campaigns/{id}/registrations with the gifting item. Paid at creation like the
 * marketplace's, with one Idempotency-Key per payment attempt.
 */
export function useSendCampaignGift(teamId: number, campaignId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ item, owner }: TGiftPayment<TCampaignRegistrationItem>) =>
      inPaymentAttempt(
        { teamId, flow: 'gift-send' },
        item,
        (key) => http.post<Partial<TMarketplaceRegistration>>(`/gb-campaigns/${campaignId}/registrations`, item, { quiet: true, successAlert: false, headers: { 'idempotency-key': key } }),
        owner,
      ),
    onSuccess: () => afterCampaignWrite(qc, teamId, campaignId),
  });
}

/** Create A New Invitation in a campaign: POST /gb-campaigns/{id}/registrations/invite/link. Nothing is charged now. */
export function useCreateCampaignInvitation(teamId: number, campaignId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (item: TCampaignInvitation) => http.post<TInvitationResult>(`/gb-campaigns/${campaignId}/registrations/invite/link`, item, { quiet: true, successAlert: false }),
    onSuccess: () => afterCampaignWrite(qc, teamId, campaignId),
  });
}
