import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPaymentCard } from '@gifthub/shared/billing';
import { http } from '../../lib/api-client';

/** The signed-in member's saved cards for the team (the API answers them preferred first). */
export const cardsQuery = (teamId: number) =>
  queryOptions({
    queryKey: ['teams', teamId, 'cards'],
    queryFn: async () => sortCards(await http.get<TPaymentCard[]>(`/teams/${teamId}/stripe/methods`)),
  });

/** Preferred first, then the newest (highest id). */
export const sortCards = (cards: TPaymentCard[]) => [...cards].sort((a, b) => Number(b.preferred) - Number(a.preferred) || b.id - a.id);

export const useCards = (teamId: number, enabled = true) => useQuery({ ...cardsQuery(teamId), enabled });

export const cardLabel = (c: Pick<TPaymentCard, 'card_brand' | 'last4'>) => `${brandName(c.card_brand)} •••• ${c.last4}`;
export const cardExpiry = (c: Pick<TPaymentCard, 'exp_month' | 'exp_year'>) => `${String(c.exp_month).padStart(2, '0')}/${String(c.exp_year).slice(-2)}`;

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', diners: 'Diners Club', jcb: 'JCB', unionpay: 'UnionPay' };
export const brandName = (brand: string) => BRANDS[brand.toLowerCase()] ?? (brand ? brand[0]!.toUpperCase() + brand.slice(1) : 'Card');

export function useMakePreferred(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) => http.put<TPaymentCard>(`/teams/${teamId}/stripe/methods/${cardId}`, { preferred: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: cardsQuery(teamId).queryKey }),
  });
}

export function useRemoveCard(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) => http.del<unknown>(`/teams/${teamId}/stripe/methods/${cardId}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: cardsQuery(teamId).queryKey }),
  });
}
