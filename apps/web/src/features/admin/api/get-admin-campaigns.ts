import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCampaign, TCampaignListItem, TCampaignStatus } from '@gifthub/shared/campaigns';
import type { TPaged } from '@gifthub/shared/paging';
import { http } from '../../../lib/api-client';

export type TAdminCampaignItem = TCampaignListItem & { team_id: number; team_name: string };
export type TAdminCampaignsParams = { page: number; per_page: number; status?: TCampaignStatus };

export const adminCampaignsKey = ['admin', 'campaigns'] as const;

/** GET /admin/gb-campaigns: every team's campaigns, requested first, optionally of one status. */
export const adminCampaignsQuery = (params: TAdminCampaignsParams) =>
  queryOptions({
    queryKey: [...adminCampaignsKey, 'list', params],
    queryFn: () => http.get<TPaged<TAdminCampaignItem>>('/admin/gb-campaigns', params),
    placeholderData: keepPreviousData,
  });
export const useAdminCampaigns = (params: TAdminCampaignsParams) => useQuery(adminCampaignsQuery(params));

/** GET /admin/gb-campaigns/{id}: any team's campaign with its options and their registration counts. A 404 is shown by the page, not alerted. */
export const adminCampaignQuery = (id: number) =>
  queryOptions({ queryKey: [...adminCampaignsKey, 'detail', id], queryFn: () => http.get<TCampaign>(`/admin/gb-campaigns/${id}`, undefined, { quiet: true }) });
export const useAdminCampaign = (id: number) => useQuery({ ...adminCampaignQuery(id), retry: false });
