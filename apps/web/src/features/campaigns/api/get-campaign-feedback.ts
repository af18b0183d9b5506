import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TFeedbackPage, TFeedbackQuery } from '@gifthub/shared/campaign-feedback';
import { http } from '../../../lib/api-client';

export type TFeedbackParams = Pick<TFeedbackQuery, 'page' | 'per_page' | 'sort' | 'direction'>;

/** GET /gb-campaigns/{id}/feedback: a page of a reviews campaign's negative feedback (Negative Feedback). */
export const campaignFeedbackQuery = (campaignId: number, params: TFeedbackParams) =>
  queryOptions({
    queryKey: ['gb-campaigns', campaignId, 'feedback', params],
    queryFn: () => http.get<TFeedbackPage>(`/gb-campaigns/${campaignId}/feedback`, params),
    placeholderData: keepPreviousData,
  });
export const useCampaignFeedback = (campaignId: number, params: TFeedbackParams) => useQuery(campaignFeedbackQuery(campaignId, params));
