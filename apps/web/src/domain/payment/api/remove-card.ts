import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/api-client';
import { cardsQuery } from './get-cards';

/** DELETE /teams/{teamId}/stripe/methods/{id}. */
export function useRemoveCard(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) => http.del<unknown>(`/teams/${teamId}/stripe/methods/${cardId}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: cardsQuery(teamId).queryKey }),
  });
}
