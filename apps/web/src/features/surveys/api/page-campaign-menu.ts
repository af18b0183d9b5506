import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCampaignMenuItem } from '@gifthub/shared/campaigns';
import { http } from '../../../lib/api-client';

/** GET /teams/{teamId}/gb-campaigns/menu: the campaigns a page's campaign action may send (spec 2 §7). */
export const pageCampaignMenuQuery = (teamId: number) =>
  queryOptions({
    queryKey: ['teams', teamId, 'campaigns', 'menu'] as const,
    queryFn: () => http.get<{ data: TCampaignMenuItem[] }>(`/teams/${teamId}/gb-campaigns/menu`),
    select: (r) => r.data,
  });

export const usePageCampaignMenu = (teamId: number, enabled: boolean) => useQuery({ ...pageCampaignMenuQuery(teamId), enabled });
