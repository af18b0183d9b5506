import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaymentCard } from '@gifthub/shared/billing';
import { http } from '../../../lib/api-client';

/** The signed-in member's saved cards for the team (the API answers them preferred first). */
export const cardsQuery = (teamId: number) =>
  queryOptions({
    queryKey: ['teams', teamId, 'cards'],
    queryFn: async () => sortCards(await http.get<TPaymentCard[]>(`/teams/${teamId}/stripe/methods`)),
  });

/** Preferred first, then the newest (highest id). */
export const sortCards = (cards: TPaymentCard[]) => [...cards].sort((a, b) => Number(b.preferred) - Number(a.preferred) || b.id - a.id);

export const useCards = (teamId: number, enabled = true) => useQuery({ ...cardsQuery(teamId), enabled });
