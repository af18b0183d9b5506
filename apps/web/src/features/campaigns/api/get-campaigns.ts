import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCampaignFilters, TCampaignListItem, TCampaignSort } from '@gifthub/shared/campaigns';
import type { TPaged } from '@gifthub/shared/paging';
import { http } from '../../../lib/api-client';
import { campaignsKey } from './keys';

export type TCampaignsParams = {
  page: number;
  per_page: number;
  sort?: TCampaignSort;
  direction?: 'asc' | 'desc';
  /** Search on the campaign's name. */
  q?: string;
  filters?: TCampaignFilters;
};

/** GET /teams/{teamId}/gb-campaigns: a page of the team's campaigns with statistics; filters go as JSON (ZCampaignListQuery). */
export const campaignsQuery = (teamId: number, { filters, ...params }: TCampaignsParams) =>
  queryOptions({
    queryKey: [...campaignsKey(teamId), 'list', params, filters ?? null],
    queryFn: () =>
      http.get<TPaged<TCampaignListItem>>(`/teams/${teamId}/gb-campaigns`, {
        ...params,
        filters: filters && Object.keys(filters).length ? JSON.stringify(filters) : undefined,
      }),
    placeholderData: keepPreviousData,
  });
export const useCampaigns = (teamId: number, params: TCampaignsParams) => useQuery(campaignsQuery(teamId, params));
