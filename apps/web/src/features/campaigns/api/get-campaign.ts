import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCampaign } from '@gifthub/shared/campaigns';
import { http } from '../../../lib/api-client';
import { campaignKey } from './keys';

/**
 * GET /gb-campaigns/{id}?with_option_counts=true: the campaign with its options and each option's registrations.
 * Quiet: a 404 (another team's or a removed campaign) is answered by the detail page going back to the list.
 */
export const campaignQuery = (id: number) =>
  queryOptions({
    queryKey: campaignKey(id),
    queryFn: () => http.get<TCampaign>(`/gb-campaigns/${id}`, { with_option_counts: true }, { quiet: true }),
    retry: false,
  });
/** Not asked for an id that cannot be one (the page goes back to the list instead). */
export const useCampaign = (id: number | null) => useQuery({ ...campaignQuery(id ?? 0), enabled: id !== null });
