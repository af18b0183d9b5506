import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPaymentCard } from '@gifthub/shared/billing';
import { http } from '../../../lib/api-client';
import { cardsQuery } from './get-cards';

/** A newly added card becomes the preferred one (spec 1 §4): the card modal says nothing of it (quiet). */
export const preferNewCard = (teamId: number, cardId: number) =>
  http.put<TPaymentCard>(`/teams/${teamId}/stripe/methods/${cardId}`, { preferred: true }, { quiet: true, successAlert: false });

/** PUT /teams/{teamId}/stripe/methods/{id} { preferred: true }: the card checkouts choose first. */
export function useMakePreferred(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) => http.put<TPaymentCard>(`/teams/${teamId}/stripe/methods/${cardId}`, { preferred: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: cardsQuery(teamId).queryKey }),
  });
}
