import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAnalyticsParams, TCampaignDetail } from '@gifthub/shared/campaign-analytics';
import { http, type TQuery } from '../../../lib/api-client';
import { campaignKey } from './keys';

/** The analytics params as the API reads them: the charts as JSON {year, month}, custom days only with custom. */
export function analyticsQuery(p: TAnalyticsParams): TQuery {
  const chart = (c: TAnalyticsParams['sendsChart']) => (c ? JSON.stringify({ year: c.year, month: c.month }) : undefined);
  return {
    mode: 'analytics',
    userRange: p.userRange,
    dateRange: p.dateRange,
    dateStart: p.dateRange === 'custom' ? p.dateStart : undefined,
    dateEnd: p.dateRange === 'custom' ? p.dateEnd : undefined,
    sendsChart: chart(p.sendsChart),
    opensChart: chart(p.opensChart),
    spentChart: chart(p.spentChart),
  };
}

/**
 * GET /gb-campaigns/{id}?mode=analytics: the campaign with its analytics for these ranges. Keyed under the campaign,
 * so the recipients' writes that refresh the campaign refresh its figures too; the last figures stay on screen
 * while a new range loads.
 */
export const campaignAnalyticsQuery = (id: number, p: TAnalyticsParams) =>
  queryOptions({
    queryKey: [...campaignKey(id), 'analytics', analyticsQuery(p)] as const,
    queryFn: () => http.get<TCampaignDetail>(`/gb-campaigns/${id}`, analyticsQuery(p)),
    placeholderData: keepPreviousData,
  });
export const useCampaignAnalytics = (id: number, p: TAnalyticsParams) => useQuery(campaignAnalyticsQuery(id, p));
