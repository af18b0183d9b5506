import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TInvitationItem, TInvitationResult, TMarketplaceRegistration, TRegistrationItem } from '@gifthub/shared/registrations';
import { http } from '../../../lib/api-client';
import { ordersKey } from './keys';

/** One Idempotency-Key per submit attempt: a retried request answers the first outcome and charges once. */
export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

const afterWrite = (qc: ReturnType<typeof useQueryClient>, teamId: number) => {
  void qc.invalidateQueries({ queryKey: ordersKey(teamId) });
  // The balance lives on the team (['teams', teamId]) and stock on the catalogue.
  void qc.invalidateQueries({ queryKey: ['teams', teamId], exact: true });
  void qc.invalidateQueries({ queryKey: ['marketplace', 'catalogue'] });
};

/** Select & Send: POST /teams/{teamId}/gb-registrations. The server takes the payment and creates the registration as one outcome. */
export function useSendGift(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ item, key }: { item: TRegistrationItem; key: string }) =>
      http.post<Partial<TMarketplaceRegistration>>(`/teams/${teamId}/gb-registrations`, item, { quiet: true, successAlert: false, headers: { 'idempotency-key': key } }),
    onSuccess: () => afterWrite(qc, teamId),
  });
}

/** Create A New Invitation: POST /teams/{teamId}/gb-registrations/invite/link?platform=marketplace. */
export function useCreateInvitation(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ item, key }: { item: TInvitationItem; key: string }) =>
      http.post<TInvitationResult>(`/teams/${teamId}/gb-registrations/invite/link`, item, {
        query: { platform: 'marketplace' },
        quiet: true,
        successAlert: false,
        headers: { 'idempotency-key': key },
      }),
    onSuccess: () => afterWrite(qc, teamId),
  });
}
